/**
 * Texts of the home page (spec §1 redemption guide, §2.3 landing, §2.5 tab names and category
 * display name). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const homeMessages = defineMessages("home", {
  /** spec §2.5: the default category display name. */
  title: "GIFT CARDS & MORE",
  popular: "Popular {section}",
  seeAll: "See all {section}",
  banners: "Banners",
  bannerAlt: "Banner {index} of {count}",
  opensInNewTab: "(opens in a new tab)",
  /** spec §2.5 tab names. */
  vouchers: "Gift Card",
  experiences: "Experiences",
  merchandise: "Merchandise",
  perks: "Offers",
  categoriesOf: "{section} categories",
  loadingSection: "Loading {section}",
  sectionFailed: "{section} could not be loaded right now.",
  sectionEmpty: "Nothing in {section} for {country} yet.",
  loadingCatalogue: "Loading the catalogue",
  /** spec §1 'Redemption guide (How to Redeem)'. */
  howToRedeem: "How to Redeem",
  step1Title: "Step 1",
  step1: "Add products to the cart and proceed to checkout.",
  step2PointsTitle: "Step 2 (points)",
  step2Points:
    "At checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.",
  step2CodesTitle: "Step 2 (codes)",
  step2Codes:
    "Enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.",
});
