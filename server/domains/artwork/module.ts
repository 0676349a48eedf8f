/**
 * The catalogue's pictures, drawn on request from the demo data (./art.ts) at the addresses of
 * src/domain/artwork.ts, which the seed stores as the products' and categories' images:
 *
 *     GET /art/products/{product id}.svg     GET /art/categories/{filter value id}.svg
 *     GET /art/cities/{city id}.svg          GET /art/themes/{experience category slug}.svg
 *
 * Same origin as the storefront, so its Content-Security-Policy (`img-src 'self'`) lets them in.
 * Each answer is a pure function of the address and the seed, so it is sent with a day's
 * lifetime and compressed, like the storefront's other pictures (../../core/static.ts). An
 * unknown id is 404.
 */
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { ARTWORK_BASE } from "@domain/artwork";
import type { Context, Hono } from "hono";
import type { AppEnv, Db, ServerModule } from "../../core/module";
import { chooseCoding, PUBLIC_FILE_CACHE } from "../../core/static";
import { categoryGroups } from "../catalogue/data";
import { isProductType } from "../catalogue/queries";
import { cities, experiences } from "../experiences/data";
import { categoryArt, cityArt, productArt, themeArt } from "./art";

/** The id in a picture's file name: '40211.svg' → 40211. */
const idOf = (file: string): number | undefined => {
  const match = /^(\d{1,9})\.svg$/.exec(file);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/** Brotli's quality for a picture drawn per request, as the API's JSON answers have it (../../core/compress.ts). */
const BROTLI_QUALITY = 5;

/** The picture, compressed as the request's `Accept-Encoding` prefers (a scene is 3 kB, 1 kB compressed). */
const svg = (c: Context<AppEnv>, body: string | undefined): Response => {
  if (body === undefined) return c.text("Not found", 404);
  const headers = {
    "Content-Type": "image/svg+xml",
    "Cache-Control": PUBLIC_FILE_CACHE,
    Vary: "Accept-Encoding",
  };
  const bytes = Buffer.from(body);
  const coding = chooseCoding(c.req.header("accept-encoding"));
  if (coding === "identity") return c.body(new Uint8Array(bytes), 200, headers);
  const sent =
    coding === "br"
      ? brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(bytes);
  return c.body(new Uint8Array(sent), 200, { ...headers, "Content-Encoding": coding });
};

const familyOfGroup = new Map(categoryGroups.map((g) => [g.group, g.family]));
const cityById = new Map(cities.map((city) => [city.cityId, city]));
const cityOfExperience = new Map(experiences.map((e) => [e.productId, e.cityId]));

const productPicture = (db: Db, productId: number): string | undefined => {
  const row = db
    .prepare(
      "SELECT product_id, type, name, category_id, experience_category FROM products WHERE product_id = ?",
    )
    .get(productId) as
    | {
        product_id: number;
        type: string;
        name: string;
        category_id: number | null;
        experience_category: string | null;
      }
    | undefined;
  if (row === undefined || !isProductType(row.type)) return undefined;
  const product = {
    productId: row.product_id,
    name: row.name,
    family: row.type,
    categoryId: row.category_id,
  };
  const cityId = cityOfExperience.get(row.product_id);
  const city = cityId === undefined ? undefined : cityById.get(cityId);
  return productArt(product, city === undefined ? undefined : { city, theme: row.experience_category });
};

const categoryPicture = (db: Db, categoryId: number): string | undefined => {
  const row = db
    .prepare("SELECT category_id, filter_group_id, name FROM categories WHERE category_id = ?")
    .get(categoryId) as { category_id: number; filter_group_id: number; name: string } | undefined;
  const family = row === undefined ? undefined : familyOfGroup.get(row.filter_group_id);
  return row === undefined || family === undefined
    ? undefined
    : categoryArt({ categoryId: row.category_id, name: row.name, family });
};

const routes = (app: Hono<AppEnv>, deps: { readonly db: Db }): void => {
  app.get(`${ARTWORK_BASE}/products/:file`, (c) => {
    const id = idOf(c.req.param("file"));
    return svg(c, id === undefined ? undefined : productPicture(deps.db, id));
  });
  app.get(`${ARTWORK_BASE}/categories/:file`, (c) => {
    const id = idOf(c.req.param("file"));
    return svg(c, id === undefined ? undefined : categoryPicture(deps.db, id));
  });
  app.get(`${ARTWORK_BASE}/cities/:file`, (c) => {
    const id = idOf(c.req.param("file"));
    const city = id === undefined ? undefined : cityById.get(id);
    return svg(c, city === undefined ? undefined : cityArt(city));
  });
  app.get(`${ARTWORK_BASE}/themes/:file`, (c) => {
    const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(c.req.param("file"))?.[1];
    return svg(c, slug === undefined || slug.length > 60 ? undefined : themeArt(slug));
  });
};

export const artworkModule: ServerModule = {
  name: "artwork",
  ddl: "",
  handlers: [],
  routes,
};
