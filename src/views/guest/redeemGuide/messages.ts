/**
 * Texts of the redemption guide and its redeem-code tooltip (spec §1 'Redemption guide (How to
 * Redeem)', §2.1 '?redeem=code', §2.8). English quotes the spec.
 *
 * The points tab is '{brand} Points Redemption' in the spec: the storefront reads '{brand} Points'
 * as the site's points label (customText rewardPoints: 'Points' on the default site, 'Acme Stars'
 * on a white-labelled one), so the tab reads 'Points Redemption' or 'Acme Stars Redemption'.
 */
import type { UserJourneyUseCase } from "@domain/header";
import { guideTitleOf } from "@domain/redeemGuide";
import { defineMessages } from "../../i18n";

export const redeemGuideMessages = defineMessages("redeemGuide", {
  title: "How to Redeem",
  codesTitle: "Reward Codes Redemption Guide",
  tabs: "Redemption guides",
  pointsTab: "{points} Redemption",
  codesTab: "Reward Codes Redemption",
  steps: "Steps",
  stepMarker: "Step {step}",
  stepLead: "Step {step}:",
  step1: "add products to the cart and proceed to checkout.",
  step2Points:
    "at checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.",
  step2Codes:
    "enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.",
  next: "Next",
  back: "Back",
  learnMore: "Learn more",
  opensInNewTab: "(opens in a new tab)",
  support: "Support contact",
  email: "Email {email}",
  phone: "Messaging app {phone}",
  tooltip: "Have a reward code? Here is how to redeem it.",
  closeTooltip: "Close",
});

export type RedeemGuideTexts = (typeof redeemGuideMessages)["en"];

/**
 * The dialog's title: 'Reward Codes Redemption Guide' when the use case is 'code' (spec §2.8),
 * else 'How to Redeem'.
 */
export const redeemGuideTitle = (
  useCase: UserJourneyUseCase | null,
  text: RedeemGuideTexts = redeemGuideMessages.en,
): string => (guideTitleOf(useCase) === "codesGuide" ? text.codesTitle : text.title);
