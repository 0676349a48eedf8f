/**
 * Serving the built storefront (`dist/`) from the reference API's origin.
 *
 * - Hashed assets (`/assets/*`, their names change with their content) are sent with
 *   `Cache-Control: public, max-age=31536000, immutable`; text assets (JS, CSS, SVG, JSON) are
 *   sent compressed, brotli or gzip, whichever the request's `Accept-Encoding` prefers (brotli on
 *   a tie), with `Vary: Accept-Encoding`. Each file is compressed once, in the background when the
 *   server starts (or at its first request if that comes first), and kept in memory; a file that
 *   changes on disk (a rebuild) is compressed again.
 * - `index.html`, for `/`, `/index.html` and every app route (the SPA fallback), is sent with
 *   `Cache-Control: no-cache`, so a new build is picked up at once, compressed the same way. For
 *   an address whose screen loads its code on demand, its head names that code (./preload). A
 *   page rendered on the server (./pages) carries its first screen's style rules in its head and
 *   loads its code once it has loaded.
 * - A missing script or style sheet under `/assets/` is a 404 (never index.html in its place).
 * - The other files of `dist/` (logos, catalogue and hotel images, terms documents) keep their
 *   names from build to build: they are sent with `Cache-Control: public, max-age=86400`, the
 *   text ones (SVG) compressed like the assets. Dot folders (the build's `.vite/` manifest) are
 *   not published, and source maps are not served (./headers).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { SCREEN_MODULES, screenWithCodeOnDemand } from "@domain/screenCode";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./module";
import { type PageRenderer, withRenderedPage } from "./pages";
import {
  entrySheets,
  parseManifest,
  preloadTags,
  renderedPageTags,
  type SheetClasses,
  sheetClassesOf,
  sheetsForMarkup,
  withHeadTags,
} from "./preload";

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
/** A page rendered for one request: kept by no shared cache, and asked for again each time. */
export const RENDERED_CACHE = "private, no-cache";
/** The files of `dist/` outside `assets/`: a day, since a new build may change them under the same name. */
export const PUBLIC_FILE_CACHE = "public, max-age=86400";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types of the files compressed; anything else (images, fonts, maps) is sent as it is. */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".wasm": "application/wasm",
};

export type Coding = "br" | "gzip" | "identity";

/**
 * The coding to send, from an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused; `*` accepts any coding not named.
 */
export const chooseCoding = (acceptEncoding: string | undefined): Coding => {
  if (acceptEncoding === undefined) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
};

interface Encoded {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

interface CacheEntry {
  /** Modification time and size of the file that was compressed. */
  readonly stamp: string;
  readonly encoded: Promise<Encoded>;
}

/** Compressed copies of text files, by absolute path, made once per version of the file. */
const makeCompressedCache = () => {
  const entries = new Map<string, CacheEntry>();
  const stampOf = (file: string): string | undefined => {
    try {
      const stat = statSync(file);
      return stat.isFile() ? `${stat.mtimeMs}:${stat.size}` : undefined;
    } catch {
      return undefined;
    }
  };
  const encode = async (file: string): Promise<Encoded> => encodeBytes(await readFile(file));
  /** The file's encodings, or undefined when it does not exist. */
  const get = (file: string): Promise<Encoded> | undefined => {
    const stamp = stampOf(file);
    if (stamp === undefined) {
      entries.delete(file);
      return undefined;
    }
    return kept(file, stamp, () => encode(file));
  };
  /**
   * The encodings `make` gives, kept under `key` while `stamp` (the stamps of the files it is made
   * of) stays the same.
   */
  const kept = (key: string, stamp: string, make: () => Promise<Encoded>): Promise<Encoded> => {
    const cached = entries.get(key);
    if (cached !== undefined && cached.stamp === stamp) return cached.encoded;
    const encoded = make();
    // A failed read is not kept: the next request tries again.
    encoded.catch(() => entries.delete(key));
    entries.set(key, { stamp, encoded });
    return encoded;
  };
  return { get, kept, stampOf };
};

/** `identity` and its brotli and gzip encodings. */
const encodeBytes = async (identity: Buffer): Promise<Encoded> => {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
};

const send = async (
  c: Context<AppEnv>,
  encoded: Promise<Encoded>,
  contentType: string,
  cacheControl: string,
): Promise<Response> => {
  const files = await encoded;
  const coding = chooseCoding(c.req.header("accept-encoding"));
  const body = files[coding];
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Content-Length": String(body.length),
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
  };
  if (coding !== "identity") headers["Content-Encoding"] = coding;
  return c.body(new Uint8Array(body), 200, headers);
};

/** Whether `file` (absolute) lies inside `folder` (absolute): no way out through '..'. */
const inside = (folder: string, file: string): boolean => file.startsWith(folder + sep);

/** How pages are rendered on the server (./pages.ts), and when not to. */
export interface PageRendering {
  readonly render: PageRenderer;
  /** Whether this request's page is sent without HTML. */
  readonly skip: (c: Context<AppEnv>) => boolean;
}

/** A rendered page's compression: quick, since each one is made for one request. */
const encodePage = async (identity: Buffer): Promise<Encoded> => {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz };
};

/** What varies a rendered page: the session and preferences its start read, and the phone guess. */
const RENDERED_VARY = "Accept-Encoding, Cookie, Accept-Language, User-Agent";

/**
 * Serves the built client in `staticDir` on `hono`: hashed assets compressed and immutable,
 * index.html for `/` and every other unmatched GET (app routes) with `no-cache`. Register it
 * after every API route.
 */
export const registerStatic = (hono: Hono<AppEnv>, staticDir: string, pages?: PageRendering): void => {
  const root = resolve(staticDir);
  const assetsDir = join(root, "assets");
  const indexFile = join(root, "index.html");
  const cache = makeCompressedCache();

  // Compress what is already built in the background, so first visits find it ready.
  if (existsSync(assetsDir)) {
    for (const name of readdirSync(assetsDir)) {
      if (COMPRESSIBLE[extname(name)] !== undefined) cache.get(join(assetsDir, name))?.catch(() => undefined);
    }
  }
  if (existsSync(indexFile)) cache.get(indexFile)?.catch(() => undefined);

  const manifestFile = join(root, ".vite", "manifest.json");
  /**
   * index.html with the `<link>` tags naming the code of the screen at the request's address
   * (./preload), for a build that has its manifest; the plain file otherwise.
   */
  const indexFor = (c: Context<AppEnv>): Promise<Encoded> | undefined => {
    const url = new URL(c.req.url);
    const screen = screenWithCodeOnDemand(url.pathname, url.search, SCREEN_MODULES);
    if (screen === null) return cache.get(indexFile);
    const indexStamp = cache.stampOf(indexFile);
    const manifestStamp = cache.stampOf(manifestFile);
    if (indexStamp === undefined || manifestStamp === undefined) return cache.get(indexFile);
    return cache.kept(`${indexFile}|${screen}`, `${indexStamp}|${manifestStamp}`, async () => {
      const [html, manifestText] = await Promise.all([
        readFile(indexFile, "utf8"),
        readFile(manifestFile, "utf8"),
      ]);
      const manifest = parseManifest(manifestText);
      return encodeBytes(
        Buffer.from(manifest === null ? html : withHeadTags(html, preloadTags(manifest, screen))),
      );
    });
  };

  /** The class names of each built style sheet, read once a build (./preload `sheetClassesOf`). */
  let sheetsRead: { readonly stamp: string; readonly classes: Promise<SheetClasses> } | undefined;
  const sheetClasses = (): Promise<SheetClasses> => {
    const stamp = cache.stampOf(manifestFile) ?? "";
    if (sheetsRead === undefined || sheetsRead.stamp !== stamp) {
      const files = existsSync(assetsDir)
        ? readdirSync(assetsDir).filter((name) => name.endsWith(".css"))
        : [];
      const classes = Promise.all(
        files.map(async (name) => [`assets/${name}`, await readFile(join(assetsDir, name), "utf8")] as const),
      ).then((entries) => sheetClassesOf(Object.fromEntries(entries)));
      sheetsRead = { stamp, classes };
    }
    return sheetsRead.classes;
  };

  /**
   * The page with its first screen rendered (./pages.ts), or null when it is not rendered: no
   * renderer, a request it skips, a start that failed or ran out of time, or a build without
   * index.html or its manifest.
   */
  const renderedPage = async (c: Context<AppEnv>): Promise<Response | null> => {
    if (pages === undefined || pages.skip(c)) return null;
    const forwardedFor = c.req.header("x-forwarded-for");
    // The start's calls reach this API as the browser's would: same client, same cookies.
    const api: typeof globalThis.fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
      return hono.request(input instanceof Request ? input : String(input), { ...init, headers }, c.env);
    };
    const [page, template, manifestText] = await Promise.all([
      // A renderer that fails leaves the page to the browser, as one that answers nothing.
      pages
        .render(
          {
            url: c.req.url,
            cookie: c.req.header("cookie") ?? "",
            acceptLanguage: c.req.header("accept-language") ?? "",
            userAgent: c.req.header("user-agent") ?? "",
          },
          api,
        )
        .catch(() => null),
      readFile(indexFile, "utf8").catch(() => null),
      readFile(manifestFile, "utf8").catch(() => null),
    ]);
    if (page === null || template === null) return null;
    // A route that redirects (spec §2.1 '/', a page behind a gate): the browser
    // is sent there, to a path of this origin only.
    if ("redirect" in page) {
      if (!page.redirect.startsWith("/") || page.redirect.startsWith("//")) return null;
      return c.body(null, 302, {
        Location: page.redirect,
        "Cache-Control": RENDERED_CACHE,
        Vary: RENDERED_VARY,
      });
    }
    const manifest = manifestText === null ? null : parseManifest(manifestText);
    const url = new URL(c.req.url);
    const screen = screenWithCodeOnDemand(url.pathname, url.search, SCREEN_MODULES);
    const own = manifest === null ? [] : entrySheets(manifest);
    const needed = manifest === null ? [] : sheetsForMarkup(page.html, await sheetClasses(), own);
    // The rules of the first screen travel in the page: the entry's sheets, then the markup's.
    const sheets = await Promise.all(
      [...own, ...needed].map(async (file) => {
        const encoded = cache.get(join(root, file));
        const rules = encoded === undefined ? "" : (await encoded).identity.toString("utf8");
        return { href: `/${file}`, rules };
      }),
    );
    const later = manifest === null ? "" : renderedPageTags(manifest, screen);
    const html = withRenderedPage(template, page, { sheets, later });
    const files = await encodePage(Buffer.from(html));
    const coding = chooseCoding(c.req.header("accept-encoding"));
    const body = files[coding];
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(body.length),
      "Cache-Control": RENDERED_CACHE,
      Vary: RENDERED_VARY,
    };
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    return c.body(new Uint8Array(body), 200, headers);
  };

  const serveIndex = async (c: Context<AppEnv>) => {
    const rendered = await renderedPage(c);
    if (rendered !== null) return rendered;
    const encoded = indexFor(c);
    if (encoded === undefined) {
      return c.text("The storefront is not built yet: run `npm run build`.", 503);
    }
    return send(c, encoded, "text/html; charset=utf-8", NO_CACHE);
  };

  hono.get("/", serveIndex);
  hono.get("/index.html", serveIndex);
  // The text files of dist/: hashed assets for a year, the others (logos, images) for a day.
  hono.get("*", async (c, next) => {
    const hashed = c.req.path.startsWith("/assets/");
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return hashed ? c.notFound() : next();
    }
    // Not published: dot folders and files (the build's `.vite/manifest.json`), nor a way out through '..'.
    if (relative.split("/").some((segment) => segment.startsWith("."))) return c.text("Not found", 404);
    const file = resolve(root, `.${relative}`);
    const contentType = COMPRESSIBLE[extname(file)];
    // Source maps and binary files are served as they are, below; app routes get index.html.
    if (contentType === undefined || !inside(root, file)) return next();
    const encoded = cache.get(file);
    // A hashed script or style sheet that is not there: a 404, never index.html in its place.
    if (encoded === undefined) return hashed ? c.text("Not found", 404) : next();
    return send(c, encoded, contentType, hashed ? IMMUTABLE_CACHE : PUBLIC_FILE_CACHE);
  });
  const binaryFiles = serveStatic({ root: staticDir });
  hono.use("*", async (c, next) => {
    const found = await binaryFiles(c, next);
    // A file it found (its answer is returned; a miss has gone on to index.html).
    if (found instanceof Response) {
      const hashed = c.req.path.startsWith("/assets/");
      found.headers.set("Cache-Control", hashed ? IMMUTABLE_CACHE : PUBLIC_FILE_CACHE);
    }
    return found;
  });
  hono.get("*", serveIndex);
};
