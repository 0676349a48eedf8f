/**
 * The crawl's list of English interface texts (e2e/support/englishTexts.ts; spec §3 'Language',
 * §9 'Languages enabled for translation: en, es, fr, de'): it finds a table's English text on a
 * page in another language, never the translation, and never a text that merely contains it.
 */

import { describe, expect, it } from "vitest";
import { englishTextsFor, englishTextsIn } from "../../../e2e/support/englishTexts";
import { translations } from "../../support/i18n";

const spanish = englishTextsFor(translations.es);
const french = englishTextsFor(translations.fr);
const found = (shown: readonly string[], texts = spanish) =>
  englishTextsIn(shown, texts).map((english) => `${english.table}.${english.key}`);

describe("the English texts a Spanish, French or German page must not show", () => {
  it("finds a known English text, and not its translation", () => {
    expect(found(["Continue"])).toContain("signIn.continue");
    expect(found(["Continuar"])).not.toContain("signIn.continue");
  });

  it("finds a text with placeholders filled with anything, and not its filled translation", () => {
    expect(found(["Hotels in  Mumbai"])).toEqual(["hotels.resultsTitle"]);
    expect(found(["Hoteles en Mumbai"])).toEqual([]);
  });

  it("matches whole texts only: data that contains a table text is not English that slipped through", () => {
    expect(found(["Continue Brand Sneakers"])).not.toContain("signIn.continue");
    // 'Choose {option}' filled with more than its own words is a description, not the table text.
    expect(found(["Choose Size"])).toContain("product.chooseOption");
    expect(found(["Choose an amount; the charity sends a receipt to your e-mail."])).toEqual([]);
  });

  it("leaves out texts a translation keeps as they are, short ones and placeholders alone", () => {
    // French keeps 'Senior'; '{count} on' is 2 letters once its placeholder is out; '{name}, {city}' none.
    expect(french.map((english) => `${english.table}.${english.key}`)).not.toContain(
      "experiences.guestSenior",
    );
    expect(found(["Senior"])).toContain("experiences.guestSenior");
    expect(found(["3 on", "Mumbai, India"])).toEqual([]);
  });
});
