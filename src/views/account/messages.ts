import { defineMessages } from "../i18n";

/** Texts of the password reset page (spec §2.3 '/reset-password/:keyword', '/rp/:keyword', §5 'Password'). */
export const resetPasswordMessages = defineMessages("resetPassword", {
  title: "Reset your password",
  checking: "Checking your link…",
  newPassword: "New password",
  ruleTitle: "Your password needs:",
  noSpaces: "no spaces",
  hasDigit: "at least one digit",
  longEnough: "at least 8 characters",
  met: "(done)",
  unmet: "(missing)",
  save: "Save password",
  wait: "Please wait…",
  newLink: "Get a new link",
  newLinkHint: "Sign in with your e-mail address and choose 'Forgot password?' to get a new link.",
  retry: "Try again",
  signIn: "Sign In",
});
