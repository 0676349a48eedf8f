import { defineMessages } from "../i18n";

/** Texts of the switch-account page (spec §2.3 '/switch-account', §2.4 'Switch Account', §7.5 'Account switching'). */
export const switchAccountMessages = defineMessages("switchAccount", {
  title: "Switch Account",
  lead: "Choose the account to use:",
  noOther: "No other account is linked to yours, so there is no account to switch to.",
  loading: "Loading your accounts…",
  current: "(current)",
  wait: "Please wait…",
  done: "Account switched successfully.",
  retry: "Try again",
  signInFirst: "Please sign in to switch between your accounts.",
  signIn: "Sign In",
  home: "Back to home",
});
