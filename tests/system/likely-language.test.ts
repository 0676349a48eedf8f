// @vitest-environment happy-dom
/**
 * The language whose texts start loading at page start, before the site's settings arrive (spec
 * §4 'Language'): the stored choice ('wglang'), else the browser language's first 2 letters, else
 * English, as the site flow decides when several languages are allowed.
 */
import { type BootInput, likelyInterfaceLanguage } from "@app/boot";
import { afterEach, describe, expect, it } from "vitest";

const inputIn = (language: string): BootInput => ({
  location: { origin: "http://shop.test", pathname: "/marketplace", search: "" },
  viewport: { width: 1280, height: 800 },
  language,
  loginFlag: false,
  walletId: null,
  supportEmail: "help@acme.example",
  inIframe: false,
  features: { perksCompanies: null, cashout: false },
});

afterEach(() => {
  localStorage.clear();
});

describe("likelyInterfaceLanguage", () => {
  it("is the stored choice when there is one, in any of its stored forms", () => {
    localStorage.setItem("wglang", "de");
    expect(likelyInterfaceLanguage(inputIn("fr-FR"))).toBe("de");
    localStorage.setItem("wglang", JSON.stringify({ code: "es", name: "Español" }));
    expect(likelyInterfaceLanguage(inputIn("fr-FR"))).toBe("es");
  });

  it("is the browser's language without a stored choice, English when it is not offered", () => {
    expect(likelyInterfaceLanguage(inputIn("fr-FR"))).toBe("fr");
    expect(likelyInterfaceLanguage(inputIn("ja-JP"))).toBe("en");
  });
});
