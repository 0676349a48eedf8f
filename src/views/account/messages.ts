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

/** Texts of the sign-up page (spec §2.3 '/signup', §7.5 'Sign up', §5). */
export const signUpMessages = defineMessages("signUp", {
  title: "Create an account",
  intro: "Enter your e-mail address, your mobile number, or both.",
  email: "E-mail address",
  mobile: "Mobile number",
  phoneCode: "Country code",
  name: "Name",
  password: "Password",
  submit: "Create account",
  wait: "Please wait…",
  codeTitle: "Enter your code",
  code: "One-time code",
  verify: "Verify",
  resend: "Resend code",
  resendIn: "Resend code in {seconds} s",
  resending: "Sending a new code…",
  signedIn: "Your account is ready. Taking you to your store…",
  haveAccount: "Already have an account?",
  signIn: "Sign In",
});
