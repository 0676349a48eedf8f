/**
 * Security headers of every response of the reference API and the storefront it serves:
 *
 * - `Content-Security-Policy`: scripts only from the storefront's own origin (the built
 *   `index.html` has no inline script; a page rendered on the server has one, its loader, allowed
 *   by its hash), plus the captcha provider's origin when one is configured; frames from the
 *   captcha provider, and from the own origin only where the build offers the watch page;
 *   `frame-ancestors` lets a site's storefront be framed by its own origin (the spec's iframe
 *   detection, §2.1) and by the origins configured for that site, and nobody else;
 * - the simulated hosted payment page (`/gateway/...`) runs no script and is never framed;
 * - `Referrer-Policy: same-origin`, so an SSO `?token=` never leaves in a Referer;
 * - `X-Content-Type-Options: nosniff`.
 *
 * Source maps are kept in `dist/` for the replay tools but are not served (404).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv, ServerConfig } from "./module";
import { PAGE_LOADER_SOURCE } from "./pages";

/** The hosted payment pages: never framed, no script. */
const GATEWAY_PREFIX = "/gateway/";

const gatewayPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The site url prefix a storefront path is under: `/acme/cart` → `acme`. */
const siteOfPath = (path: string): string => (path.split("/")[1] ?? "").toLowerCase();

/** The Content-Security-Policy of the storefront and the API's answers. */
export const storefrontPolicy = (config: ServerConfig, path: string): string => {
  const captcha = config.captchaOrigin === undefined ? [] : [config.captchaOrigin];
  const embedders = config.embedders?.[siteOfPath(path)] ?? [];
  // The drawer frames the watch page (a build that offers it) and the captcha its challenge.
  const framed = [...(config.watchPage === true ? ["'self'"] : []), ...captcha];
  return [
    "default-src 'self'",
    // The rendered page's loader is its one inline script (./pages.ts).
    ["script-src 'self'", PAGE_LOADER_SOURCE, ...captcha].join(" "),
    // Styles are extracted to files; React and the charts set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...captcha].join(" "),
    "worker-src 'self' blob:",
    framed.length === 0 ? "frame-src 'none'" : ["frame-src", ...framed].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...embedders].join(" "),
  ].join("; ");
};

/** Sets the security headers on every response (see the module comment). */
export const securityHeaders =
  (config: ServerConfig): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    const path = c.req.path;
    const gateway = path.startsWith(GATEWAY_PREFIX);
    c.res.headers.set("Content-Security-Policy", gateway ? gatewayPolicy : storefrontPolicy(config, path));
    // For browsers without frame-ancestors; left out where other origins may frame the site.
    const embedded = (config.embedders?.[siteOfPath(path)] ?? []).length > 0;
    if (gateway) c.res.headers.set("X-Frame-Options", "DENY");
    else if (!embedded) c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
    c.res.headers.set("Referrer-Policy", "same-origin");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  };

/** Source maps stay on disk for the replay tools but are not served. */
export const hideSourceMaps: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.path.endsWith(".map")) return c.text("Not found", 404);
  await next();
};
