/** Texts of the captcha challenge (spec §2.9, §4 'Track order'). */
import { defineMessages } from "../i18n";

export const captchaMessages = defineMessages("captcha", {
  title: "Verify you are human",
  question: "What is {a} + {b}?",
  verify: "Verify",
  cancel: "Cancel",
  hint: "This check keeps automated requests away.",
});
