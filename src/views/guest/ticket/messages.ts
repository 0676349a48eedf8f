/**
 * Texts of the 'Raise a Ticket' form (spec §1 'Customers: Raise a Ticket'). The spec gives none
 * but the link's name; the field and refusal texts of the error catalogue say what a field needs.
 */
import { defineMessages } from "../../i18n";

export const ticketMessages = defineMessages("ticket", {
  intro: "Tell us what went wrong and we will reply by e-mail.",
  subject: "Subject",
  body: "What happened",
  email: "E-mail for a reply",
  attach: "Attach a technical log of this visit",
  whatIsInIt: "What is in it?",
  contents:
    "The log lists what happened on this visit, step by step, so we can replay it. Passwords, codes, tokens, e-mails, phones, names, addresses and order keys are removed from it.",
  eventTypes: "The kinds of step it holds ({count}):",
  truncated:
    "This visit's log is larger than {limit} kB: only its newest part, from the last checkpoint that fits, will be attached.",
  tooLarge: "Even the newest part of this visit's log is larger than {limit} kB: it cannot be attached.",
  showLog: "Show the log",
  hideLog: "Hide the log",
  logLabel: "The technical log that will be attached",
  send: "Send",
  sendAgain: "Send again",
  sending: "Sending…",
  sent: "Thank you. Your ticket {id} has been sent; we will reply by e-mail.",
  sentTruncated: "Its technical log holds only the newest part of your visit.",
  sentWithoutLog: "It was sent without a technical log.",
  close: "Close",
});
