/**
 * Texts of the country selector (spec §2.7) and of the points-pill tooltip that uses the point
 * value (spec §2.4). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const countryMessages = defineMessages("country", {
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
});
