import { defineMessages } from "../i18n";

/** Texts of the mail unsubscribe page (spec §2.3 '/unsubscribe/:mailType', §7.5 'Unsubscribe mail'). */
export const unsubscribeMessages = defineMessages("unsubscribe", {
  title: "Unsubscribe from e-mails",
  lead: "You will no longer receive these e-mails:",
  offers: "Offers and promotions",
  newsletter: "Newsletter",
  reminders: "Points reminders",
  confirm: "Unsubscribe",
  wait: "Please wait…",
  done: "You have been unsubscribed. You will no longer receive these e-mails.",
  unknown: "This kind of e-mail is not known. Please check the link in your e-mail.",
  signInFirst: "Please sign in to choose which e-mails you receive.",
  signIn: "Sign In",
  home: "Back to home",
});
