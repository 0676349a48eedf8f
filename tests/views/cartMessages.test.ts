/**
 * The cart page's and the cart toast's texts (spec §9 'Languages enabled for translation: en, es,
 * fr, de'): every text in every language, none empty, the same {placeholders} in each.
 */
import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../src/domain/language";
import { cartMessages } from "../../src/views/cart/messages";
import { fill } from "../../src/views/i18n";

describe("cartMessages", () => {
  it("has the same texts in en, es, fr and de, none empty", () => {
    const keys = Object.keys(cartMessages.en).sort();
    for (const language of SITE_LANGUAGES) {
      expect(Object.keys(cartMessages[language]).sort()).toEqual(keys);
      for (const text of Object.values(cartMessages[language])) expect(text.trim()).not.toBe("");
    }
  });

  it("keeps every {placeholder} of the English text in each translation", () => {
    for (const [key, english] of Object.entries(cartMessages.en)) {
      const placeholders = (english.match(/\{[A-Za-z_]+\}/g) ?? []).sort();
      for (const language of SITE_LANGUAGES) {
        const text = cartMessages[language][key as keyof typeof cartMessages.en];
        expect((text.match(/\{[A-Za-z_]+\}/g) ?? []).sort(), `${language}.${key}`).toEqual(placeholders);
      }
    }
  });

  it("names the empty cart, checkout and the flagged country", () => {
    expect(cartMessages.en.empty).toBe("Your cart is empty");
    expect(cartMessages.en.proceed).toBe("Proceed to Checkout");
    expect(fill(cartMessages.en.flagged, { country: "India" })).toBe(
      "This item is not available in India. Remove it to proceed.",
    );
  });
});
