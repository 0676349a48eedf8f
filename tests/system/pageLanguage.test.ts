/**
 * The language of a page the server renders (src/app/render.tsx, server/core/pages.ts): the site
 * flow decides it as in the browser (spec §4 'Language': on a site that allows several languages,
 * the stored choice, else the browser's language when it is en, es, fr or de; else en), and the
 * page the server sends carries it in `<html lang>`. A stored choice lives in the browser's local
 * storage ('wglang', spec §3), which the server does not see: a browser holding one does not
 * resume the server's page but starts its own, in its language (tests/views/language.test.tsx
 * sets `<html lang>` from it).
 */
import type { BootInput } from "@app/boot";
import { type PageStart, renderPage } from "@app/render";
import { agreesWith } from "@app/resume";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptSafeJson, withRenderedPage } from "../../server/core/pages";
import { type ReferenceApi, startReferenceApi } from "../support/harness";

const ORIGIN = "http://storefront.test";
const SUPPORT = "support@rewards-storefront.example";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** index.html as the build writes it: English until a page says otherwise. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

/** The page the server sends for `pathname` to a browser whose language is `acceptLanguage`. */
const sentPage = async (pathname: string, acceptLanguage: string) => {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push(new Headers(init?.headers).get("lng") ?? "(none)");
    return api.app.hono.request(input instanceof Request ? input : String(input), init);
  };
  const page = await renderPage(
    { url: `${ORIGIN}${pathname}`, cookie: "", acceptLanguage, userAgent: DESKTOP },
    { fetch, apiHost: ORIGIN, checkoutHost: ORIGIN, budgetMs: 60_000, supportEmail: SUPPORT },
  );
  if (page === null || "redirect" in page) throw new Error(`the server rendered no page for ${pathname}`);
  const start: PageStart = JSON.parse(scriptSafeJson(page.start));
  return { start, html: withRenderedPage(TEMPLATE, page, { sheets: [], later: "" }), asked };
};

const htmlLangOf = (html: string): string | undefined => /<html lang="([^"]*)"/.exec(html)?.[1];

describe("spec §4 'Language': the server's page says its language in <html lang>", () => {
  it.each([
    ["es-ES,es;q=0.9", "es"],
    ["fr-FR,fr;q=0.9", "fr"],
    ["de-DE,de;q=0.9", "de"],
    ["en-GB,en;q=0.8", "en"],
  ])("on the marketplace (several languages), a browser in %s gets lang=%s", async (accept, language) => {
    const { start, html } = await sentPage("/marketplace", accept);
    expect(start.language).toBe(language);
    expect(htmlLangOf(html)).toBe(language);
  });

  it("the API is asked in that language too (spec §7.1 lng): its own texts come in the page's language", async () => {
    const { asked } = await sentPage("/marketplace", "fr-FR,fr;q=0.9");
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(["fr"]));
    const english = await sentPage("/marketplace", "pt-BR,pt;q=0.9");
    expect(new Set(english.asked)).toEqual(new Set(["en"]));
  });

  it("on a site that allows one language, the API's texts are English for a Spanish browser too", async () => {
    // Acme's settings are asked for in Spanish before they say the site is English only; the
    // site's texts the API words (its pay button, spec §3 customText) are then asked again.
    const { start, asked } = await sentPage("/acme", "es-ES,es;q=0.9");
    expect(asked[0]).toBe("es");
    expect(asked.at(-1)).toBe("en");
    const sent = JSON.stringify(start);
    expect(sent).toContain("Pay Securely");
    expect(sent).not.toContain("Pagar de forma segura");
  });

  it("a browser language the storefront does not have gets English (spec §4)", async () => {
    const { html } = await sentPage("/marketplace", "pt-BR,pt;q=0.9");
    expect(htmlLangOf(html)).toBe("en");
  });

  it("a site that allows one language only (Acme: multiLanguageSupport 0) is English for a Spanish browser", async () => {
    const { start, html } = await sentPage("/acme", "es-ES,es;q=0.9");
    expect(start.language).toBe("en");
    expect(htmlLangOf(html)).toBe("en");
  });

  it("a browser with a stored choice does not resume the page the server rendered without it", async () => {
    const { start } = await sentPage("/marketplace", "en-GB,en;q=0.8");
    expect(start.journal.reads).toContainEqual(
      expect.objectContaining({ place: "local", key: "wglang", seen: null }),
    );
    const boot: BootInput = {
      location: { origin: ORIGIN, pathname: "/marketplace", search: "" },
      viewport: { width: 1280, height: 800 },
      language: "en-GB",
      loginFlag: false,
      walletId: null,
      supportEmail: SUPPORT,
      inIframe: false,
      features: { perksCompanies: null, cashout: true },
    };
    expect(await agreesWith(start, boot, { read: () => null })).toBe(true);
    const storedSpanish = {
      read: (place: string, key: string) => (place === "local" && key === "wglang" ? "es" : null),
    };
    expect(await agreesWith(start, boot, storedSpanish)).toBe(false);
  });
});
