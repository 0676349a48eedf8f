import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { entrySheets, parseManifest, preloadTags, withHeadTags } from "../../server/core/preload";
import { NO_CACHE } from "../../server/core/static";
import { modules } from "../../server/modules";

// A built storefront whose checkout imports two chunks of its own (which import each other) and
// one the landing code already loads.
const indexHtml =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';
const manifest = {
  "index.html": {
    file: "assets/index-abc.js",
    isEntry: true,
    imports: ["_react-1.js"],
    css: ["assets/index-abc.css"],
  },
  "_react-1.js": { file: "assets/react-1.js" },
  "src/views/checkout/CheckoutPage.tsx": {
    file: "assets/CheckoutPage-1.js",
    isDynamicEntry: true,
    imports: ["index.html", "_form-1.js", "_react-1.js"],
    css: ["assets/CheckoutPage-1.css"],
  },
  "_form-1.js": { file: "assets/form-1.js", imports: ["_validation-1.js"], css: ["assets/form-1.css"] },
  "_validation-1.js": { file: "assets/validation-1.js", imports: ["_form-1.js"] },
  "src/views/product/ProductDetailPage.tsx": {
    file: "assets/ProductDetailPage-1.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
};
const dist = mkdtempSync(join(tmpdir(), "storefront-preload-"));
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, ".vite"));
writeFileSync(join(dist, "index.html"), indexHtml);
const writeManifest = (value: unknown) =>
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(value));
writeManifest(manifest);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = createApp({
  db: openDatabase(":memory:", modules),
  modules,
  config: { origin: "http://storefront.test", supportEmail: "support@rewards-storefront.example" },
  staticDir: dist,
});
const page = async (path: string): Promise<string> => {
  const res = await app.hono.request(path, { headers: { "Accept-Encoding": "br" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe(NO_CACHE);
  return brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
};
const linksOf = (html: string): string[] => html.match(/<link [^>]*>/g) ?? [];

describe("the page sent for a screen whose code loads on demand names that code", () => {
  it("names the checkout's scripts and style sheets in its head, not the landing code's", async () => {
    const html = await page("/marketplace/checkout");
    expect(linksOf(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/validation-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/CheckoutPage-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/form-1.css">',
    ]);
    expect(html.indexOf("CheckoutPage-1.js")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toBe(withHeadTags(indexHtml, linksOf(html).join("")));
  });

  it("names a product page's code on a product address, of any site", async () => {
    for (const path of [
      "/marketplace/vouchers/description/fashion-gift-card/40211",
      "/acme/vouchers/description/x/1",
    ]) {
      expect(linksOf(await page(path))).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-1.js">',
      ]);
    }
  });

  it("leaves the home page and the pages whose code is in the landing code as they are", async () => {
    expect(await page("/marketplace")).toBe(indexHtml);
    expect(await page("/marketplace/vouchers")).toBe(indexHtml);
    expect(await page("/")).toBe(indexHtml);
  });

  it("follows a new build's manifest, and sends the plain page when the manifest is not one", async () => {
    writeManifest({
      ...manifest,
      "src/views/checkout/CheckoutPage.tsx": { file: "assets/CheckoutPage-2.js", imports: ["index.html"] },
    });
    expect(linksOf(await page("/marketplace/checkout"))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-2.js">',
    ]);
    writeManifest(["not", "a", "manifest"]);
    expect(await page("/marketplace/checkout")).toBe(indexHtml);
    writeManifest(manifest);
  });
});

describe("the build manifest", () => {
  it("is read only when every chunk has a file and lists of names", () => {
    expect(parseManifest(JSON.stringify(manifest))?.["_form-1.js"]).toEqual({
      file: "assets/form-1.js",
      imports: ["_validation-1.js"],
      css: ["assets/form-1.css"],
    });
    expect(parseManifest("{")).toBeNull();
    expect(parseManifest("[]")).toBeNull();
    expect(parseManifest(JSON.stringify({ a: { imports: [] } }))).toBeNull();
    expect(parseManifest(JSON.stringify({ a: { file: "x.js", imports: [1] } }))).toBeNull();
  });

  it("names nothing the landing code loads already, even when a screen imports it", () => {
    const parsed = parseManifest(JSON.stringify(manifest));
    expect(parsed).not.toBeNull();
    if (parsed === null) return;
    expect(preloadTags(parsed, "voucherDetail")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-1.js">',
    );
    expect(preloadTags(parsed, "cart")).toBe("");
  });

  it("takes the storefront's page alone as the landing code: the watch page's entry is not part of it", () => {
    // A build that offers the drawer has the watch page of a log too (watch.html), importing the
    // form chunk: the checkout still names that chunk, and no page takes the watch page's sheet.
    const parsed = parseManifest(
      JSON.stringify({
        ...manifest,
        "watch.html": {
          file: "assets/watch-1.js",
          isEntry: true,
          imports: ["_form-1.js"],
          css: ["assets/watch-1.css"],
        },
      }),
    );
    expect(parsed).not.toBeNull();
    if (parsed === null) return;
    expect(preloadTags(parsed, "checkout")).toContain("/assets/form-1.js");
    expect(entrySheets(parsed)).toEqual(["assets/index-abc.css"]);
  });
});
