import { SIGN_OFF_MESSAGE } from "@domain/session";
import { defineMessages } from "../i18n";

/** Texts of the logout's overlay (spec §2.11 'Sign-off', §4 'Logout' step 1). */
export const logoutMessages = defineMessages({
  en: {
    signOff: SIGN_OFF_MESSAGE,
  },
  es: {
    signOff: "Espera mientras cerramos tu sesión...",
  },
  fr: {
    signOff: "Veuillez patienter pendant que nous vous déconnectons...",
  },
  de: {
    signOff: "Bitte warten Sie, während wir Sie abmelden...",
  },
});
