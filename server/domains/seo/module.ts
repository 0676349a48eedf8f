/**
 * What search engines read: `/robots.txt` (the storefront may be crawled, the API and the card
 * gateway pages not; where the sitemap is) and `/sitemap.xml`, built from the catalogue: each
 * site's home page and its enabled listing pages (spec §2.2, §2.3), and the detail page of every
 * product whose family the site shows, linked as the search results link it (spec §2.6).
 */
import { isSectionEnabled, ROUTE_TABLE } from "@domain/routes";
import { searchResultLink } from "@domain/search";
import type { Db, ServerModule } from "../../core/module";
import { sectionsOf } from "../site/lookup";

/** A sitemap file holds at most 50,000 URLs (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

/** Listing pages left out of the sitemap: the cash-out transfer is the user's own. */
const PRIVATE_LISTINGS: ReadonlySet<string> = new Set(["cashout"]);

/**
 * The listing rows of the route table: the section-guarded pages without parameters
 * ('/vouchers', '/experiences', ...).
 */
const LISTING_ROWS = ROUTE_TABLE.filter(
  (row) => row.section !== null && !row.path.includes(":") && !PRIVATE_LISTINGS.has(row.section),
);

/**
 * The section a product family's detail page belongs to, for the families that have one
 * (spec §2.3, §2.6); the other families link to a listing or a form, not a page of their own.
 */
const DETAIL_SECTION: Readonly<Record<string, string>> = {
  vouchers: "vouchers",
  perks: "perks",
  airmiles: "airmiles",
  lounge: "lounge",
  charity: "charity",
  merchandise: "merchandises",
  experience: "experiences",
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[ch]};`);

/** Every path of the sitemap, site by site: home, listings, then product pages. */
export const sitemapPaths = (db: Db): string[] => {
  const sites = db.prepare("SELECT id, url_prefix FROM sites ORDER BY id").all() as {
    id: number;
    url_prefix: string;
  }[];
  const products = db
    .prepare(
      `SELECT product_id, slug, type FROM products WHERE type IN (${Object.keys(DETAIL_SECTION)
        .map(() => "?")
        .join(", ")}) ORDER BY product_id`,
    )
    .all(...Object.keys(DETAIL_SECTION)) as { product_id: number; slug: string; type: string }[];
  const paths: string[] = [];
  for (const site of sites) {
    const prefix = `/${site.url_prefix}`;
    const sections = sectionsOf(db, site.id);
    paths.push(prefix);
    for (const row of LISTING_ROWS) {
      if (row.section !== null && isSectionEnabled(row.section, sections)) paths.push(`${prefix}${row.path}`);
    }
    for (const product of products) {
      const section = DETAIL_SECTION[product.type];
      if (section === undefined || !isSectionEnabled(section, sections)) continue;
      paths.push(
        searchResultLink({ url: product.slug, type: product.type, product_id: product.product_id }, prefix),
      );
    }
  }
  return paths.slice(0, SITEMAP_MAX_URLS);
};

export const sitemapXml = (origin: string, paths: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

export const robotsTxt = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /chef/",
    "Disallow: /gateway/",
    "Disallow: /payment/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");

const CACHE_AN_HOUR = "public, max-age=3600";

export const seoModule: ServerModule = {
  name: "seo",
  ddl: "",
  handlers: [],
  routes: (app, { db, config }) => {
    const origin = config.origin.replace(/\/+$/, "");
    app.get("/robots.txt", (c) => c.text(robotsTxt(origin), 200, { "Cache-Control": CACHE_AN_HOUR }));
    app.get("/sitemap.xml", (c) =>
      c.body(sitemapXml(origin, sitemapPaths(db)), 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": CACHE_AN_HOUR,
      }),
    );
  },
};
