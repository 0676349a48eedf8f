/**
 * The interface's message tables (spec §3 'Language', §9 'Languages enabled for translation: en,
 * es, fr, de'): every table has every text in every language, translated, and the English texts
 * quote the spec.
 */

import { SITE_LANGUAGES } from "@domain/language";
import { categoryDisplay, categoryDisplayName } from "@domain/navigation";
import { BalanceLookupFailed, RateLimited } from "@errors";
import { Texts, textOf } from "@errors/catalogue";
import { captchaMessages } from "@views/captcha/messages";
import { cartMessages } from "@views/cart/messages";
import { checkoutMessages } from "@views/checkout/messages";
import { homeMessages } from "@views/country/homeMessages";
import { countryMessages } from "@views/country/messages";
import { dialogMessages } from "@views/dialogs/messages";
import { balanceCheckerMessages } from "@views/guest/balanceChecker/messages";
import { redeemGuideMessages } from "@views/guest/redeemGuide/messages";
import { trackOrderMessages } from "@views/guest/trackOrder/messages";
import { fill, type Messages } from "@views/i18n";
import { errorMessages, sayText } from "@views/i18n/errors";
import { layoutMessages } from "@views/layout/messages";
import { pageMessages } from "@views/pages/messages";
import { signInMessages } from "@views/pages/signInMessages";
import { paymentMessages } from "@views/payment/messages";
import { productMessages } from "@views/product/messages";
import { searchMessages } from "@views/search/messages";
import { logoutMessages } from "@views/session/messages";
import { displayNameMessages } from "@views/shell/displayNameMessages";
import { shellMessages } from "@views/shell/messages";
import { siteMessages } from "@views/site/messages";
import { describe, expect, it } from "vitest";

const tables: Record<string, Messages<string>> = {
  homeMessages,
  countryMessages,
  dialogMessages,
  layoutMessages,
  pageMessages,
  signInMessages,
  logoutMessages,
  searchMessages,
  displayNameMessages,
  shellMessages,
  siteMessages,
  productMessages,
  cartMessages,
  checkoutMessages,
  paymentMessages,
  captchaMessages,
  redeemGuideMessages,
  trackOrderMessages,
  balanceCheckerMessages,
  errorMessages,
};

describe.each(Object.entries(tables))("%s", (_name, table) => {
  it("has the same texts in en, es, fr and de, none empty", () => {
    const keys = Object.keys(table.en).sort();
    for (const language of SITE_LANGUAGES) {
      expect(Object.keys(table[language]).sort()).toEqual(keys);
      for (const text of Object.values(table[language])) expect(text.trim()).not.toBe("");
    }
  });

  it("keeps every {placeholder} of the English text in each translation", () => {
    for (const [key, english] of Object.entries(table.en)) {
      const placeholders = (english.match(/\{[A-Za-z_]+\}/g) ?? []).sort();
      for (const language of SITE_LANGUAGES) {
        const text = table[language][key] ?? "";
        expect((text.match(/\{[A-Za-z_]+\}/g) ?? []).sort(), `${language}.${key}`).toEqual(placeholders);
      }
    }
  });
});

describe("the English texts quote the spec", () => {
  it("header (spec §2.4)", () => {
    expect(layoutMessages.en).toMatchObject({
      helpCenter: "Help Center",
      trackOrder: "Track Order",
      bulkOrders: "Bulk Orders",
      checkBalance: "Check reward code Balance",
      howToRedeem: "How to Redeem?",
      signIn: "Sign In",
      rewardHistory: "Reward History",
      switchAccount: "Switch Account",
      switchToAdmin: "Switch to Admin",
      chooseOptions: "Choose Options",
    });
  });

  it("points-pill tooltip (spec §2.4)", () => {
    expect(countryMessages.en.pointRate).toBe("{factor} Reward Point = {rate} {CUR}");
    expect(countryMessages.en.totalValue).toBe("Total Value = {CUR} {value}");
    expect(fill(countryMessages.en.totalValue, { CUR: "INR", value: "2500.00" })).toBe(
      "Total Value = INR 2500.00",
    );
  });

  it("country selector (spec §2.7)", () => {
    expect(countryMessages.en).toMatchObject({
      changeCountry: "Change Country",
      searchCountry: "Search Country",
      searchCountryMobile: "Search for your country here...",
    });
  });

  it("search (spec §2.6, §3)", () => {
    expect(searchMessages.en).toMatchObject({
      placeholder: "Search for reward catalog ...",
      hintGiftCards: "Gift cards",
      hintExperiences: "Experiences",
      hintMerchandise: "Merchandise",
      hintOffers: "Offers",
      searching: "Searching...",
      inType: "In {type}",
    });
  });

  it("404 page (spec §2.11)", () => {
    expect(pageMessages.en).toMatchObject({
      notFoundImageAlt: "404 error",
      notFoundHeading: "Oh no! Error 404",
      notFoundText: "We are trying hard to fix it. Shop through other pages.",
      goHome: "Go to home page",
    });
  });

  it("footer (spec §2.11)", () => {
    expect(siteMessages.en).toMatchObject({
      checkBalance: "Check Reward Code Balance",
      howToRedeem: "How to redeem",
      raiseTicket: "Raise a Ticket",
      faqs: "FAQs",
      catalog: "Catalog",
      integrations: "Integrations",
      bulkEnquiry: "Bulk Enquiry",
      rewardsApiCatalogue: "Rewards API Catalogue",
      termsOfUse: "Terms of use",
      privacyPolicy: "Privacy Policy",
      optOut: "Opt Out",
      cookieOk: "OK",
    });
  });

  it("sign-off (spec §2.11, §4 'Logout' step 1)", () => {
    expect(logoutMessages.en.signOff).toBe("Please wait while we sign you off...");
  });

  it("dialogs (spec §2.8–2.10)", () => {
    expect(dialogMessages.en).toMatchObject({
      trackOrder: "Track Your Order",
      balanceChecker: "Reward Codes Balance Checker",
      redeemGuideCodes: "Reward Codes Redemption Guide",
    });
  });

  it.each([[["vouchers", "lounge"]], [["lounge"]], [["charity", "lounge", "experiences"]], [[]]])(
    "category display name of %j (spec §2.5) as the home page writes it",
    (sections) => {
      const display = categoryDisplay(sections);
      const english = displayNameMessages.en;
      const written = display.more
        ? fill(english.more, { name: english[display.name] })
        : english[display.name];
      expect(written).toBe(categoryDisplayName(sections));
    },
  );
});

describe("cart and checkout texts", () => {
  it("checkout: the invalid mobile text of spec §5 and §8, the reward-code field of spec §2.9", () => {
    expect(checkoutMessages.en).toMatchObject({
      invalidMobile: "Mobile number should be between 7 to 16 digits only",
      rewardCode: "Reward Code",
      gcb: "Gift Card Balance",
    });
  });

  it("fills the product page's bounds and total", () => {
    expect(fill(productMessages.en.total, { count: 3, amount: "₹5,850.00" })).toBe("Total for 3: ₹5,850.00");
  });
});

describe("the error catalogue's words (spec §8) in the interface language", () => {
  it("says the spec's English texts unchanged", () => {
    expect(errorMessages.en).toBe(Texts);
    expect(sayText(textOf(new BalanceLookupFailed()), "en", "help@acme.example")).toBe(
      "The Code entered is invalid. Try again!",
    );
  });

  it("follows the language switcher, {email} filled with the support address", () => {
    expect(sayText(textOf(new BalanceLookupFailed()), "es", "help@acme.example")).toBe(
      "El código introducido no es válido. ¡Inténtalo de nuevo!",
    );
    expect(
      sayText(textOf(new RateLimited({ operation: "applyVoucher" })), "de", "help@acme.example"),
    ).toContain("help@acme.example");
  });

  it("keeps a server's text as sent, in every language (spec §8 ' [Tracer: {id}]')", () => {
    expect(sayText({ server: "Out of stock [Tracer: ab12]" }, "fr", "")).toBe("Out of stock [Tracer: ab12]");
  });
});
