import { defineMessages } from "../i18n";

/** Texts of the shell's loaders (spec §2.1 'Loaders', §2.11). */
export const shellMessages = defineMessages({
  en: {
    loadingStore: "Loading the store",
    loadingPage: "Loading the page",
    signingIn: "Signing you in…",
    signingOff: "Signing off",
    loadingAccount: "Loading your account",
  },
  es: {
    loadingStore: "Cargando la tienda",
    loadingPage: "Cargando la página",
    signingIn: "Iniciando sesión…",
    signingOff: "Cerrando sesión",
    loadingAccount: "Cargando tu cuenta",
  },
  fr: {
    loadingStore: "Chargement de la boutique",
    loadingPage: "Chargement de la page",
    signingIn: "Connexion en cours…",
    signingOff: "Déconnexion",
    loadingAccount: "Chargement de votre compte",
  },
  de: {
    loadingStore: "Shop wird geladen",
    loadingPage: "Seite wird geladen",
    signingIn: "Anmeldung läuft…",
    signingOff: "Abmeldung",
    loadingAccount: "Ihr Konto wird geladen",
  },
});
