import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { chooseCoding, IMMUTABLE_CACHE, NO_CACHE, PUBLIC_FILE_CACHE } from "../../server/core/static";
import { modules } from "../../server/modules";

const dist = mkdtempSync(join(tmpdir(), "storefront-static-"));
const script = `export const greet = () => "${"hello storefront ".repeat(200)}";\n`;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const sourceMap = '{"version":3,"sources":["main.tsx"],"mappings":"AAAA"}';
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, "brand"));
writeFileSync(join(dist, "index.html"), indexHtml);
writeFileSync(join(dist, "assets", "index-abc123.js"), script);
writeFileSync(join(dist, "assets", "index-abc123.css"), "body{margin:0}");
writeFileSync(join(dist, "assets", "index-abc123.js.map"), sourceMap);
const logo = `<svg xmlns='http://www.w3.org/2000/svg'>${"<rect width='1' height='1'/>".repeat(40)}</svg>`;
writeFileSync(join(dist, "brand", "logo.svg"), logo);
const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
writeFileSync(join(dist, "brand", "photo.png"), photo);
mkdirSync(join(dist, ".vite"));
writeFileSync(join(dist, ".vite", "manifest.json"), "{}");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const db = openDatabase(":memory:", modules);
const app = createApp({
  db,
  modules,
  config: { origin: "http://storefront.test", supportEmail: "support@rewards-storefront.example" },
  staticDir: dist,
});
const get = (path: string, acceptEncoding?: string) =>
  app.hono.request(
    path,
    acceptEncoding === undefined ? {} : { headers: { "Accept-Encoding": acceptEncoding } },
  );
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("hashed assets: compressed and cached for a year", () => {
  it("sends brotli to a browser that accepts it, immutable, varying on Accept-Encoding", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    const body = await bytes(res);
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString("utf8")).toBe(script);
  });

  it("sends gzip when brotli is not accepted", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(res)).toString("utf8")).toBe(script);
  });

  it("sends the file as it is without Accept-Encoding, still immutable", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect((await bytes(res)).toString("utf8")).toBe(script);
  });

  it("compresses style sheets the same way", async () => {
    const res = await get("/assets/index-abc123.css", "br");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/css/);
    expect(brotliDecompressSync(await bytes(res)).toString("utf8")).toBe("body{margin:0}");
  });

  it("answers a missing script with 404, never index.html", async () => {
    const res = await get("/assets/index-gone00.js", "br");
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBeNull();
  });

  it("does not let a path climb out of the assets folder", async () => {
    const res = await get("/assets/..%2findex.html", "br");
    expect(res.headers.get("Cache-Control")).not.toBe(IMMUTABLE_CACHE);
  });

  it("does not serve source maps: they stay in dist/ for the replay tools", async () => {
    const res = await get("/assets/index-abc123.js.map", "gzip, br");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe(sourceMap);
  });
});

describe("index.html: revalidated on every visit", () => {
  it.each(["/", "/index.html", "/marketplace", "/marketplace/vouchers/description/fashion-gift-card/40211"])(
    "%s answers index.html with no-cache",
    async (path) => {
      const res = await get(path, "br");
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(NO_CACHE);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(res.headers.get("Content-Encoding")).toBe("br");
      expect(brotliDecompressSync(await bytes(res)).toString("utf8")).toBe(indexHtml);
    },
  );

  it("serves the other built files (logos, images) for a day, the SVG ones compressed", async () => {
    const plain = await get("/brand/logo.svg");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(plain.headers.get("Cache-Control")).toBe(PUBLIC_FILE_CACHE);
    expect(plain.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await plain.text()).toBe(logo);

    const res = await get("/brand/logo.svg", "gzip, deflate, br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(res)).toString("utf8")).toBe(logo);

    const image = await get("/brand/photo.png", "br");
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Encoding")).toBeNull();
    expect(image.headers.get("Cache-Control")).toBe(PUBLIC_FILE_CACHE);
    expect(await bytes(image)).toEqual(photo);
  });

  it("does not publish dot folders: the build's manifest is a 404", async () => {
    const res = await get("/.vite/manifest.json");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("{}");
  });

  it("an app route that looks like a file is still the app", async () => {
    const res = await get("/marketplace/vouchers/description/fashion-gift-card/40211");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(NO_CACHE);
    expect(await res.text()).toBe(indexHtml);
  });

  it("still answers the API, not index.html, on its paths", async () => {
    const res = await get("/chef/api/public/graph/stores/nothing");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: 0 });
  });
});

describe("Accept-Encoding", () => {
  it("prefers brotli, then gzip, and honours q=0 and *", () => {
    expect(chooseCoding(undefined)).toBe("identity");
    expect(chooseCoding("")).toBe("identity");
    expect(chooseCoding("br")).toBe("br");
    expect(chooseCoding("gzip, br")).toBe("br");
    expect(chooseCoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseCoding("deflate")).toBe("identity");
    expect(chooseCoding("*")).toBe("br");
    expect(chooseCoding("*;q=0")).toBe("identity");
    expect(chooseCoding("identity")).toBe("identity");
  });
});

describe("what search engines read", () => {
  it("robots.txt is a real robots file that allows the storefront and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/chef\/$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/storefront\.test\/sitemap\.xml$/m);
    expect(text).not.toContain("<html");
  });

  it("sitemap.xml lists each site's home and listings and the gift card 40211's page", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("http://storefront.test/marketplace/vouchers/description/fashion-gift-card/40211");
    expect(locs).toContain("http://storefront.test/marketplace");
    expect(locs).toContain("http://storefront.test/marketplace/vouchers");
    expect(locs).toContain("http://storefront.test/acme");
    expect(locs).toContain("http://storefront.test/acme/vouchers/description/fashion-gift-card/40211");
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("leaves out the listings and products of sections a site has not enabled (acme: no perks)", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).not.toContain("http://storefront.test/acme/perks");
    expect(xml).toContain("http://storefront.test/marketplace/perks");
    expect(xml).not.toContain("/cashout");
  });
});
