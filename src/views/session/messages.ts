import { SIGN_OFF_MESSAGE } from "@domain/session";
import { defineMessages } from "../i18n";

/** Texts of the logout's overlay (spec §2.11 'Sign-off', §4 'Logout' step 1). */
export const logoutMessages = defineMessages("logout", {
  signOff: SIGN_OFF_MESSAGE,
});
