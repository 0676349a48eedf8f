/**
 * Pages sent with their first screen already rendered (HTML first). The storefront's build makes
 * a page renderer next to the page's own code (`dist/.server/render.js`, from src/app/render.tsx:
 * the same views and flows). For a page request the server has it start the page's flows against
 * this API (in this process) within a budget, and sends index.html with:
 *
 * - the rendered markup in `#root`, and the start the browser resumes from as JSON in
 *   `#storefront-start` (data, never run);
 * - the page's language in `<html lang>` and its global styles' class in `<html class>`;
 * - the style rules of the first screen in a `<style>` in the head, so the page paints from its
 *   first bytes without asking for a style sheet;
 * - its script and screen code in an inert `<template id="storefront-later">`, which
 *   one small inline script ({@link PAGE_LOADER}, allowed by its hash in the
 *   Content-Security-Policy: ./headers.ts) puts in the head once the page has loaded and painted:
 *   nothing the first screen shows waits for script, and the script's download does not compete
 *   with the page's own.
 *
 * The server keeps nothing of a page between requests: each one starts its own flows, and the
 * answer is `Cache-Control: private, no-cache` with `Vary: Cookie`, so no shared cache hands a
 * page rendered for one shopper to another. A renderer that fails, answers nothing or runs out
 * of budget leaves the page as it is without one (the browser starts it).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The request as the renderer reads it (src/app/render.tsx `PageRequest`). */
export interface PageRequest {
  readonly url: string;
  readonly cookie: string;
  readonly acceptLanguage: string;
  readonly userAgent: string;
}

/** What the renderer answers (src/app/render.tsx `RenderedPage`), as far as the server reads it. */
export interface RenderedPage {
  readonly html: string;
  readonly htmlClass: string;
  readonly start: {
    readonly language: string;
    readonly input: { readonly location: { readonly pathname: string } };
  };
}

export interface RenderOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly apiHost: string;
  readonly checkoutHost: string;
  readonly budgetMs: number;
  readonly supportEmail: string;
}

/** The renderer's module. */
export interface PageRendererModule {
  readonly renderPage: (
    request: PageRequest,
    options: RenderOptions,
  ) => Promise<RenderedPage | MovedPage | null>;
  /** Loads every page's code, so the first page of each kind renders within its budget. */
  readonly warmUp: () => Promise<void>;
}

/** A page whose start moved on to another address of the storefront (src/app/render.tsx `MovedPage`). */
export interface MovedPage {
  readonly redirect: string;
}

/** Renders the page of a request with this API (or says where it moved), or answers null. */
export type PageRenderer = (
  request: PageRequest,
  api: typeof globalThis.fetch,
) => Promise<RenderedPage | MovedPage | null>;

/** The fault (server/core/faults.ts) that stands for a renderer that failed or ran out of time. */
export const RENDER_FAULT = "renderPage";

/** Where the build puts the renderer, under the built storefront. */
export const RENDERER_FILE = join(".server", "render.js");

/** The start's budget when none is given: past it the page is sent without HTML. */
export const DEFAULT_RENDER_BUDGET_MS = 300;

const isRendererModule = (value: unknown): value is PageRendererModule =>
  typeof value === "object" &&
  value !== null &&
  typeof Reflect.get(value, "renderPage") === "function" &&
  typeof Reflect.get(value, "warmUp") === "function";

/**
 * The renderer of the storefront built in `staticDir`, or null when the build has none (or it
 * does not load): pages are then sent without HTML.
 */
export const loadPageRenderer = async (
  staticDir: string,
  options: { readonly budgetMs: number; readonly supportEmail: string; readonly origin: string },
): Promise<PageRenderer | null> => {
  const file = resolve(staticDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    console.error(`The page renderer (${file}) did not load; pages start in the browser:`, error);
    return null;
  }
  if (!isRendererModule(module)) return null;
  await module.warmUp();
  return async (request, api) => {
    try {
      return await module.renderPage(request, {
        fetch: api,
        apiHost: options.origin,
        checkoutHost: options.origin,
        budgetMs: options.budgetMs,
        supportEmail: options.supportEmail,
      });
    } catch {
      return null;
    }
  };
};

/** `text` as JSON that cannot end the `<script>` element it sits in. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The id of the element that carries the start (src/app/resume.ts `PAGE_START_ID`). */
export const PAGE_START_ID = "storefront-start";

/** The id of the template holding what a rendered page loads once it has loaded. */
export const PAGE_LATER_ID = "storefront-later";

/**
 * The one inline script of a rendered page: once the page has loaded and its first contentful
 * paint is on the screen (the paint timing entry comes after the frame is presented), its later
 * tags go in the head. A browser without paint timing, or a page not painted within 2 s (a tab
 * in the background), takes them in then.
 */
export const PAGE_LOADER = `addEventListener("load",function(){var d=0;function go(){var t=document.getElementById("${PAGE_LATER_ID}");if(d||!t)return;d=1;document.head.append(document.importNode(t.content,true))}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(go,2000)})`;

/** {@link PAGE_LOADER}'s source in a Content-Security-Policy. */
export const PAGE_LOADER_SOURCE = `'sha256-${createHash("sha256").update(PAGE_LOADER).digest("base64")}'`;

/** A style sheet whose rules a rendered page carries in its head. */
export interface InlineSheet {
  /** Its address, `/assets/...`. */
  readonly href: string;
  readonly rules: string;
}

/** What a rendered page carries besides its markup and its start. */
export interface PageHead {
  /** The style sheets its first screen needs (the entry's, then those its markup uses), in order. */
  readonly sheets: readonly InlineSheet[];
  /** The tags it takes in once loaded, before the template's script (./preload `renderedPageTags`). */
  readonly later: string;
}

/** The template's module scripts: the rendered page loads them later. */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
/** A style sheet link of the template. */
const SHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]*)"[^>]*>\s*/g;

/**
 * The head tags of sheets whose rules are inline: the rules, and each sheet linked `disabled`
 * (never fetched nor applied), so that code loading a sheet it needs finds it there and loads
 * none again (Vite's preload helper looks for a stylesheet link with its address).
 */
const inlineSheetTags = (sheets: readonly InlineSheet[]): string => {
  if (sheets.length === 0) return "";
  // The rules are the build's own; even so, none may end the element.
  const rules = sheets.map((sheet) => sheet.rules.replace(/<\/style/gi, "<\\/style")).join("");
  const links = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}" disabled>`);
  return `<style>${rules}</style>${links.join("")}`;
};

/**
 * index.html with the rendered page: its markup in `#root`, its start after it, its language in
 * `<html lang>`, its global styles' class in `<html class>`, the rules of its sheets in the head
 * (in place of the template's links to them), and the template's script with `head.later` in the
 * template the loader takes in once the page has loaded.
 */
export const withRenderedPage = (template: string, page: RenderedPage, head: PageHead): string => {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) return template;
  const scripts = template.match(MODULE_SCRIPT)?.map((tag) => tag.trim()) ?? [];
  const inline = new Set(head.sheets.map((sheet) => sheet.href));
  const withoutDeferred = template
    .replace(MODULE_SCRIPT, "")
    .replace(SHEET_LINK, (tag, href: string) => (inline.has(href) ? "" : tag));
  const at = withoutDeferred.indexOf(root);
  const body =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${PAGE_START_ID}">${scriptSafeJson(page.start)}</script>` +
    `<template id="${PAGE_LATER_ID}">${head.later}${scripts.join("")}</template><script>${PAGE_LOADER}</script>`;
  const withBody = `${withoutDeferred.slice(0, at)}${body}${withoutDeferred.slice(at + root.length)}`;
  const language = page.start.language.replace(/[^a-z-]/gi, "");
  const htmlClass = page.htmlClass.replace(/[^\w -]/g, "");
  const withLang = withBody.replace(/<html lang="[^"]*"/, `<html lang="${language}" class="${htmlClass}"`);
  const end = withLang.indexOf("</head>");
  if (end === -1) return withLang;
  return `${withLang.slice(0, end)}${inlineSheetTags(head.sheets)}${withLang.slice(end)}`;
};
