import { defineMessages } from "../i18n";

/** Texts of the sign-in page (spec §2.3 '/login', §7.5). */
export const signInMessages = defineMessages("signIn", {
  title: "Sign In",
  signedIn: "Signed in. Taking you to your store…",
  lead: "Use the e-mail address or mobile number your programme knows you by.",
  identity: "E-mail address or mobile number",
  password: "Password",
  otp: "One-time code (OTP)",
  wait: "Please wait…",
  continue: "Continue",
  signIn: "Sign In",
  another: "Use another e-mail or mobile number",
  forgotPassword: "Forgot password?",
  resendCode: "Resend code",
  resendIn: "Resend code in {seconds} s",
  noAccount: "New here?",
  signUp: "Create an account",
  dismiss: "Close",
});
