/**
 * The catalogue's pictures (server/domains/artwork/): each drawn from its seed data's id and name,
 * the same every time, and different between two brands, two categories and two cities; served
 * as SVG from the storefront's own origin at the addresses the seed stores as `image` (spec §3),
 * so the page's Content-Security-Policy (`img-src 'self'`) lets them in.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { categoryArtwork, cityArtwork, experienceCategoryArtwork, productArtwork } from "@domain/artwork";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { storefrontPolicy } from "../../server/core/headers";
import {
  brandOf,
  categoryArt,
  cityArt,
  giftCardArt,
  monogramOf,
  productArt,
  themeArt,
} from "../../server/domains/artwork/art";
import { cities } from "../../server/domains/experiences/data";
import { modules } from "../../server/modules";

const reelCinema = {
  productId: 51270,
  name: "Reel Cinema Gift Card",
  family: "vouchers",
  categoryId: 710,
} as const;
const fashion = { productId: 40211, name: "Fashion Gift Card", family: "vouchers", categoryId: 697 } as const;
const ecommerce = { categoryId: 698, name: "Ecommerce", family: "vouchers" } as const;
const entertainment = { categoryId: 710, name: "Entertainment", family: "vouchers" } as const;

const city = (name: string) => {
  const found = cities.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no demo city ${name}`);
  return found;
};

/** The fill colours a picture uses, in order: what tells two pictures apart at a glance. */
const coloursOf = (svg: string): string[] => [...svg.matchAll(/#[0-9a-f]{6}/g)].map((m) => m[0]);

describe("the artwork is deterministic", () => {
  it("draws a product, a category, a city and an experience category the same every time", () => {
    expect(productArt(reelCinema)).toBe(productArt({ ...reelCinema }));
    expect(categoryArt(ecommerce)).toBe(categoryArt({ ...ecommerce }));
    expect(cityArt(city("Bangalore"))).toBe(cityArt({ ...city("Bangalore") }));
    expect(themeArt("adventure")).toBe(themeArt("adventure"));
  });

  it("gives a brand the same card in every country: Orbit Shopping Gift Card in India and in the United States", () => {
    const india = giftCardArt({
      productId: 50866,
      name: "Orbit Shopping Gift Card",
      family: "vouchers",
      categoryId: 698,
    });
    const unitedStates = giftCardArt({
      productId: 40201,
      name: "Orbit Shopping Gift Card",
      family: "vouchers",
      categoryId: 698,
    });
    expect(unitedStates).toBe(india);
  });
});

describe("the artwork tells things apart", () => {
  it("two brands: Reel Cinema and Fashion gift cards differ in colours and monogram", () => {
    const reel = productArt(reelCinema);
    const other = productArt(fashion);
    expect(reel).not.toBe(other);
    expect(coloursOf(reel).slice(0, 2)).not.toEqual(coloursOf(other).slice(0, 2));
    expect(reel).toContain(">RC</text>");
    expect(other).toContain(">F</text>");
  });

  it("two categories: Ecommerce (698) and Entertainment (710), the home page's first two tiles, differ", () => {
    const first = categoryArt(ecommerce);
    const second = categoryArt(entertainment);
    expect(first).not.toBe(second);
    expect(coloursOf(first)[0]).not.toBe(coloursOf(second)[0]);
  });

  it("two cities: Bangalore and Kyoto differ, and so do two experiences of one city", () => {
    expect(cityArt(city("Bangalore"))).not.toBe(cityArt(city("Kyoto")));
    const bangalore = { city: city("Bangalore"), theme: "Adventure" };
    const kayaking = productArt(
      { productId: 61022, name: "Sunset Kayaking in Bangalore", family: "experience", categoryId: null },
      bangalore,
    );
    const pottery = productArt(
      { productId: 42002, name: "Pottery Workshop Bangalore", family: "experience", categoryId: null },
      { ...bangalore, theme: "Workshops" },
    );
    expect(kayaking).not.toBe(pottery);
  });

  it("names a brand by its words, not the kind of card, and its monogram by its initials", () => {
    expect(brandOf("Reel Cinema Gift Card")).toBe("Reel Cinema");
    expect(brandOf("Bookworm Voucher")).toBe("Bookworm");
    expect(monogramOf("Reel Cinema")).toBe("RC");
    expect(monogramOf("StreamBox Subscription")).toBe("SB");
    expect(monogramOf("Fashion")).toBe("F");
  });

  it("is an SVG of the cards' 4:3 shape with its name as title, and nothing to run or fetch", () => {
    for (const svg of [
      productArt(reelCinema),
      categoryArt(ecommerce),
      cityArt(city("London")),
      themeArt("dining"),
    ]) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300" viewBox="0 0 400 300"/,
      );
      expect(svg).not.toMatch(/<script|<style|href=|<image|<foreignObject/i);
    }
    expect(productArt(reelCinema)).toContain("<title>Reel Cinema Gift Card</title>");
    expect(productArt({ ...fashion, name: "Fish & <Chips> Gift Card" })).toContain(
      "<title>Fish &amp; &lt;Chips&gt; Gift Card</title>",
    );
  });
});

describe("served by the reference API from the storefront's origin", () => {
  const db = openDatabase(":memory:", modules);
  const app = createApp({
    db,
    modules,
    config: { origin: "http://storefront.test", supportEmail: "support@rewards-storefront.example" },
  });
  const get = (path: string) => app.hono.request(path);

  it("stores each category's and product's own picture as its image", () => {
    const category = db.prepare("SELECT image FROM categories WHERE category_id = 698").get() as {
      image: string;
    };
    expect(category.image).toBe("/art/categories/698.svg");
    const product = db.prepare("SELECT image FROM products WHERE product_id = 51270").get() as {
      image: string;
    };
    expect(product.image).toBe("/art/products/51270.svg");
    const images = db.prepare("SELECT image FROM products UNION SELECT image FROM categories").all() as {
      image: string;
    }[];
    expect(images.every(({ image }) => image.startsWith("/art/"))).toBe(true);
  });

  it("answers every seeded picture as SVG with a day's lifetime, each category's its own", async () => {
    const rows = db.prepare("SELECT image FROM products UNION ALL SELECT image FROM categories").all() as {
      image: string;
    }[];
    const bodies = new Map<string, string>();
    for (const { image } of rows) {
      const res = await get(image);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
      bodies.set(image, await res.text());
    }
    const categoryPictures = [...bodies].filter(([image]) => image.startsWith("/art/categories/"));
    expect(new Set(categoryPictures.map(([, body]) => body)).size).toBe(categoryPictures.length);
  });

  it("sends a picture compressed when the browser accepts it: brotli, else gzip", async () => {
    const plain = await (await get(cityArtwork(2201))).text();
    for (const [accept, coding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const res = await app.hono.request(cityArtwork(2201), { headers: { "Accept-Encoding": accept } });
      expect(res.headers.get("Content-Encoding")).toBe(coding);
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(plain.length / 2);
      expect(decode(body).toString("utf8")).toBe(plain);
    }
  });

  it("answers the cities' and the experience categories' pictures", async () => {
    for (const path of [cityArtwork(1319), cityArtwork(2501), experienceCategoryArtwork("Adventure")]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect(experienceCategoryArtwork("Food & Drink")).toBe("/art/themes/food-drink.svg");
  });

  it("answers 404 for an unknown product, category or city, and a malformed name", async () => {
    for (const path of [
      productArtwork(1),
      categoryArtwork(1),
      cityArtwork(1),
      "/art/products/abc.svg",
      "/art/themes/A%20B.svg",
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("is allowed by the page's Content-Security-Policy: a same-origin path under img-src 'self'", async () => {
    const res = await get(categoryArtwork(698));
    const policy = res.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("img-src 'self' data:");
    expect(
      storefrontPolicy({ origin: "http://storefront.test", supportEmail: "x" }, "/marketplace"),
    ).toContain("img-src 'self' data:");
    expect(new URL(categoryArtwork(698), "http://storefront.test").origin).toBe("http://storefront.test");
  });
});
