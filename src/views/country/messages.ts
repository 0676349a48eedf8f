/**
 * Texts of the country selector (spec §2.7) and of the points-pill tooltip that uses the point
 * value (spec §2.4). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const countryMessages = defineMessages({
  en: {
    changeCountry: "Change Country",
    searchCountry: "Search Country",
    searchCountryMobile: "Search for your country here...",
    noCountryFound: "No country found",
    back: "Back",
    /**
     * The trigger's accessible name: it starts with what the button shows (the code and the
     * country), so speech input finds it by its visible text.
     */
    triggerLabel: "{code} {country}: Change Country, {country} selected",
    loadingCountries: "Loading countries",
    countries: "Countries",
    /** spec §2.4 points-pill tooltip. */
    pointRate: "{factor} Reward Point = {rate} {CUR}",
    totalValue: "Total Value = {CUR} {value}",
  },
  es: {
    changeCountry: "Cambiar país",
    searchCountry: "Buscar país",
    searchCountryMobile: "Busca tu país aquí...",
    noCountryFound: "No se encontró ningún país",
    back: "Atrás",
    triggerLabel: "{code} {country}: Cambiar país, {country} seleccionado",
    loadingCountries: "Cargando países",
    countries: "Países",
    pointRate: "{factor} punto de recompensa = {rate} {CUR}",
    totalValue: "Valor total = {CUR} {value}",
  },
  fr: {
    changeCountry: "Changer de pays",
    searchCountry: "Rechercher un pays",
    searchCountryMobile: "Recherchez votre pays ici...",
    noCountryFound: "Aucun pays trouvé",
    back: "Retour",
    triggerLabel: "{code} {country} : Changer de pays, {country} sélectionné",
    loadingCountries: "Chargement des pays",
    countries: "Pays",
    pointRate: "{factor} point de récompense = {rate} {CUR}",
    totalValue: "Valeur totale = {CUR} {value}",
  },
  de: {
    changeCountry: "Land ändern",
    searchCountry: "Land suchen",
    searchCountryMobile: "Suchen Sie hier nach Ihrem Land...",
    noCountryFound: "Kein Land gefunden",
    back: "Zurück",
    triggerLabel: "{code} {country}: Land ändern, {country} ausgewählt",
    loadingCountries: "Länder werden geladen",
    countries: "Länder",
    pointRate: "{factor} Prämienpunkt = {rate} {CUR}",
    totalValue: "Gesamtwert = {CUR} {value}",
  },
});
