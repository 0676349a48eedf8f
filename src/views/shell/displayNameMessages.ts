import { defineMessages } from "../i18n";

/**
 * The category display names of spec §2.5 (GIFT CARDS, MERCHANDISES, LOUNGE, AIRMILES, TOPUP,
 * CHARITY, CASHOUT) and the '{name} & MORE' form, in the interface languages.
 */
export const displayNameMessages = defineMessages("displayNames", {
  "GIFT CARDS": "GIFT CARDS",
  MERCHANDISES: "MERCHANDISES",
  LOUNGE: "LOUNGE",
  AIRMILES: "AIRMILES",
  TOPUP: "TOPUP",
  CHARITY: "CHARITY",
  CASHOUT: "CASHOUT",
  more: "{name} & MORE",
});
