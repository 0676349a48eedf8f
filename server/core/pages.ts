/**
 * Pages sent with their first screen already rendered (HTML first). The storefront's build makes
 * a page renderer next to the page's own code (`dist/.server/render.js`, from src/app/render.tsx:
 * the same views and flows). For a page request the server has it start the page's flows against
 * this API (in this process) within a budget, and sends index.html with the rendered markup in
 * `#root`, the start the browser resumes from as JSON in `#storefront-start` (never run: the
 * Content-Security-Policy allows no inline script), the page's language in `<html lang>`, and the
 * style sheets of the page's screen applied from the head so nothing waits for script to paint.
 *
 * The server keeps nothing of a page between requests: each one starts its own flows, and the
 * answer is `Cache-Control: private, no-cache` with `Vary: Cookie`, so no shared cache hands a
 * page rendered for one shopper to another. A renderer that fails, answers nothing or runs out
 * of budget leaves the page as it is without one (the browser starts it).
 */
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

/**
 * index.html with the rendered page: its markup in `#root`, its start after it, its language in
 * `<html lang>`, its global styles' class in `<html class>` (so the page paints styled before its
 * script runs), and `headTags` (the screen's style sheets) at the end of the head.
 */
export const withRenderedPage = (template: string, page: RenderedPage, headTags: string): string => {
  const root = '<div id="root"></div>';
  const at = template.indexOf(root);
  if (at === -1) return template;
  const body = `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_START_ID}">${scriptSafeJson(page.start)}</script>`;
  const withBody = `${template.slice(0, at)}${body}${template.slice(at + root.length)}`;
  const language = page.start.language.replace(/[^a-z-]/gi, "");
  const htmlClass = page.htmlClass.replace(/[^\w -]/g, "");
  const withLang = withBody.replace(/<html lang="[^"]*"/, `<html lang="${language}" class="${htmlClass}"`);
  const end = withLang.indexOf("</head>");
  return end === -1 ? withLang : `${withLang.slice(0, end)}${headTags}${withLang.slice(end)}`;
};
