import { defineMessages } from "../i18n";

/** Texts of the shell's loaders (spec §2.1 'Loaders', §2.11). */
export const shellMessages = defineMessages("shell", {
  loadingStore: "Loading the store",
  loadingPage: "Loading the page",
  signingIn: "Signing you in…",
  signingOff: "Signing off",
  loadingAccount: "Loading your account",
});
