/**
 * The interface's message tables (spec §3 'Language', §9 'Languages enabled for translation: en,
 * es, fr, de'): each language's module has every text of every English table, translated (the
 * type `Translation` checks this when compiling; these tests check the modules as they load), and
 * the English texts quote the spec.
 */

import { SITE_LANGUAGES } from "@domain/language";
import { categoryDisplay, categoryDisplayName } from "@domain/navigation";
import { BalanceLookupFailed, RateLimited } from "@errors";
import { Texts, textOf } from "@errors/catalogue";
import { cartMessages } from "@views/cart/messages";
import { checkoutMessages } from "@views/checkout/messages";
import { countryMessages } from "@views/country/messages";
import { dialogMessages } from "@views/dialogs/messages";
import { fill, loadLanguage, type Messages, messagesIn, type Translation } from "@views/i18n";
import { errorMessages } from "@views/i18n/errors";
import { layoutMessages } from "@views/layout/messages";
import { pageMessages } from "@views/pages/messages";
import { productMessages } from "@views/product/messages";
import { searchMessages } from "@views/search/messages";
import { logoutMessages } from "@views/session/messages";
import { displayNameMessages } from "@views/shell/displayNameMessages";
import { siteMessages } from "@views/site/messages";
import { describe, expect, it } from "vitest";
import { ENGLISH_TABLES } from "../../e2e/support/englishTexts";
import { formsOf, sayText, translations } from "../support/i18n";

/** Every English table (a table the catalogue gains and this list lacks does not compile). */
const tables: readonly { readonly name: string; readonly en: Messages }[] = Object.values(ENGLISH_TABLES);

/** A translation module's texts, read as plain records to compare key by key. */
const plain = (translation: Translation): Readonly<Record<string, Messages>> => translation;

const placeholdersOf = (text: string): readonly string[] => (text.match(/\{[A-Za-z_]+\}/g) ?? []).sort();

describe.each(Object.entries(translations))("the %s module", (_language, translation) => {
  it("translates every table, and no table that is not one", () => {
    expect(Object.keys(translation).sort()).toEqual(tables.map((table) => table.name).sort());
  });

  it.each(tables.map((table) => [table.name, table] as const))(
    "%s: has exactly the English keys, none empty, each keeping the English {placeholders}",
    (name, table) => {
      const texts = plain(translation)[name] ?? {};
      expect(Object.keys(texts).sort()).toEqual(Object.keys(table.en).sort());
      for (const [key, english] of Object.entries(table.en)) {
        const text = texts[key] ?? "";
        // A plural text is plural in every language, with the same forms (spec §9 languages).
        expect(typeof text, key).toBe(typeof english);
        const placeholders = placeholdersOf(formsOf(english)[0] ?? "");
        for (const form of [...formsOf(english), ...formsOf(text)]) {
          expect(form.trim(), key).not.toBe("");
          expect(placeholdersOf(form), key).toEqual(placeholders);
        }
      }
    },
  );
});

describe("each language's module (spec §3 'Language')", () => {
  it("does not compile when a text is missing", () => {
    const { title: _dropped, ...cartWithoutTitle } = translations.es.cart;
    // @ts-expect-error: the cart's title is missing, so this is not a whole translation
    const incomplete: Translation = { ...translations.es, cart: cartWithoutTitle };
    expect(Object.keys(incomplete.cart)).not.toContain("title");
  });

  it.each(["es", "fr", "de"] as const)("%s loads on demand as the module it is", async (language) => {
    expect(SITE_LANGUAGES).toContain(language);
    const shown = await loadLanguage(language);
    expect(shown.language).toBe(language);
    expect(shown.translation).toBe(translations[language]);
  });

  it("English needs no module: its texts are the tables' own", async () => {
    expect(await loadLanguage("en")).toEqual({ language: "en", translation: null });
    expect(messagesIn(cartMessages, await loadLanguage("en"))).toBe(cartMessages.en);
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
      noteGiftCards: "Your gift cards are delivered to this e-mail address.",
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
