import {
  browserLanguageCode,
  interfaceLanguageFor,
  LANGUAGE_NAMES,
  languageChoicesFor,
  SITE_LANGUAGES,
  storedLanguageCode,
} from "@domain/language";
import { describe, expect, it } from "vitest";

describe("spec §9 languages enabled for translation: en, es, fr, de", () => {
  it("the site offers exactly en, es, fr and de", () => {
    expect(SITE_LANGUAGES).toEqual(["en", "es", "fr", "de"]);
  });

  it("each is named in its own language", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", es: "Español", fr: "Français", de: "Deutsch" });
  });
});

describe("spec §4 'Language' with multiLanguageSupport 1", () => {
  const multi = { multiLanguageSupport: 1 } as const;

  it("a stored choice that is one of the four wins over the browser", () => {
    expect(interfaceLanguageFor({ ...multi, stored: "de", browser: "fr-FR" })).toBe("de");
  });

  it("a stored choice outside the four ('ja') gives way to the browser's first 2 letters", () => {
    expect(interfaceLanguageFor({ ...multi, stored: "ja", browser: "es-MX" })).toBe("es");
  });

  it("no stored choice: the browser language's first 2 letters when they are one of the four", () => {
    expect(interfaceLanguageFor({ ...multi, stored: null, browser: "fr-FR" })).toBe("fr");
    expect(interfaceLanguageFor({ ...multi, stored: null, browser: "DE" })).toBe("de");
  });

  it("else 'en'", () => {
    expect(interfaceLanguageFor({ ...multi, stored: null, browser: "pt-BR" })).toBe("en");
    expect(interfaceLanguageFor({ ...multi, stored: "he", browser: "" })).toBe("en");
  });

  it("the switcher offers the four", () => {
    expect(languageChoicesFor(1)).toEqual(["en", "es", "fr", "de"]);
  });
});

describe("spec §4 'Language' with multiLanguageSupport 0", () => {
  it("always 'en', whatever is stored or the browser says", () => {
    expect(interfaceLanguageFor({ multiLanguageSupport: 0, stored: "fr", browser: "de-DE" })).toBe("en");
  });

  it("the switcher offers nothing", () => {
    expect(languageChoicesFor(0)).toEqual([]);
  });
});

describe("spec §3 'Language': the value stored under 'wglang'", () => {
  it.each([
    ["fr", "fr"],
    [" DE ", "de"],
    ['"es"', "es"],
    ['{"code":"fr","name":"French"}', "fr"],
    ["", null],
    ["{not json", null],
    ['{"name":"French"}', null],
  ])("%j → %j", (raw, code) => {
    expect(storedLanguageCode(raw)).toBe(code);
  });

  it("nothing stored → null", () => {
    expect(storedLanguageCode(null)).toBeNull();
  });

  it("the browser language's first 2 letters", () => {
    expect(browserLanguageCode("fr-FR")).toBe("fr");
    expect(browserLanguageCode("en")).toBe("en");
  });
});
