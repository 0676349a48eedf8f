/**
 * Texts of the chat widget's launcher (spec §1 'a customer-messaging chat widget, hidden on
 * mobile'). The spec gives none of these texts.
 */
import { defineMessages } from "../i18n";

export const thirdPartyMessages = defineMessages("thirdParty", {
  chatLabel: "Customer chat",
  openChat: "Chat with us",
  newTab: "(opens in a new tab)",
  chatPreview: "Chat is not set up in this demo build: a configured build opens the chat service here.",
  closeChat: "Close chat",
});
