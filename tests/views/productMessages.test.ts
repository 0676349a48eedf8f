/**
 * The gift-card detail page's texts (spec §9 'Languages enabled for translation: en, es, fr, de'):
 * every text in every language, translated, with the same placeholders.
 */
import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../src/domain/language";
import { fill } from "../../src/views/i18n";
import { productMessages } from "../../src/views/product/messages";

const placeholders = (text: string): readonly string[] => (text.match(/\{[A-Za-z_]+\}/g) ?? []).sort();

describe("productMessages", () => {
  it("has the same keys in en, es, fr and de, none empty", () => {
    const keys = Object.keys(productMessages.en).sort();
    for (const language of SITE_LANGUAGES) {
      expect(Object.keys(productMessages[language]).sort()).toEqual(keys);
      for (const text of Object.values(productMessages[language])) expect(text.trim()).not.toBe("");
    }
  });

  it("keeps every {placeholder} of the English text in each translation", () => {
    for (const [key, english] of Object.entries(productMessages.en)) {
      for (const language of SITE_LANGUAGES) {
        const text = productMessages[language][key as keyof typeof productMessages.en];
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it("the buttons read 'Add to Cart', 'Buy Now' and 'Go to Cart' in English", () => {
    expect(productMessages.en.addToCart).toBe("Add to Cart");
    expect(productMessages.en.buyNow).toBe("Buy Now");
    expect(productMessages.en.goToCart).toBe("Go to Cart");
  });

  it("fills the amount bounds and the total", () => {
    expect(fill(productMessages.en.amountError, { min: "₹1,000.00", max: "₹50,000.00" })).toBe(
      "Enter an amount between ₹1,000.00 and ₹50,000.00.",
    );
    expect(fill(productMessages.en.total, { count: 3, amount: "₹5,850.00" })).toBe("Total for 3: ₹5,850.00");
  });
});
