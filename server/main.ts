/**
 * Starts the reference API and serves the built storefront on one origin.
 *
 *   tsx server/main.ts [--port 4173] [--host 127.0.0.1] [--db data/storefront.sqlite | :memory:]
 *                      [--faults] [--scale 50000] [--no-static]
 *                      [--session-idle-minutes 30] [--session-max-hours 12]
 *                      [--trusted-proxy 10.0.0.5 ...] [--captcha-origin https://captcha.example]
 *                      [--embed acme=https://intranet.acme.example ...] [--body-limit-kb 256]
 *                      [--admin-token TOKEN] [--payment-hold-minutes 15]
 *                      [--client-only] [--render-budget-ms 300]
 *
 * Environment: PORT, HOST, STOREFRONT_DB, STOREFRONT_FAULTS=1, STOREFRONT_SCALE,
 * STOREFRONT_SESSION_IDLE_MINUTES, STOREFRONT_SESSION_MAX_HOURS, STOREFRONT_TRUSTED_PROXIES
 * (comma-separated), STOREFRONT_CAPTCHA_ORIGIN, STOREFRONT_EMBED (comma-separated site=origin),
 * STOREFRONT_BODY_LIMIT_KB, STOREFRONT_ADMIN_TOKEN, STOREFRONT_PAYMENT_HOLD_MINUTES,
 * STOREFRONT_CLIENT_ONLY=1, STOREFRONT_RENDER_BUDGET_MS.
 *
 * Pages are sent with their first screen rendered (server/core/pages.ts) when the build has its
 * page renderer; `--client-only` sends them without, so the browser starts them (to compare the
 * two); `--render-budget-ms` is how long a page's start may take before it is sent without.
 *
 * `--admin-token` (better: STOREFRONT_ADMIN_TOKEN, which `ps` does not show) is the operator's
 * secret for the admin switches and the ticket reader (server/core/admin.ts); without it they
 * answer no one. `--faults` (test endpoints that hand out every mailed code) starts only on a
 * loopback `--host` (server/config.ts `launchProblem`).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { defaults, launchProblem } from "./config";
import { createApp } from "./core/app";
import { openDatabase } from "./core/database";
import { DEFAULT_RENDER_BUDGET_MS, loadPageRenderer } from "./core/pages";
import { printMailsOf } from "./domains/account/outbox";
import { modules } from "./modules";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    db: { type: "string" },
    faults: { type: "boolean", default: false },
    scale: { type: "string" },
    "no-static": { type: "boolean", default: false },
    "session-idle-minutes": { type: "string" },
    "session-max-hours": { type: "string" },
    "trusted-proxy": { type: "string", multiple: true },
    "captcha-origin": { type: "string" },
    embed: { type: "string", multiple: true },
    "body-limit-kb": { type: "string" },
    "reset-link-minutes": { type: "string" },
    "itinerary-minutes": { type: "string" },
    "admin-token": { type: "string" },
    "payment-hold-minutes": { type: "string" },
    "client-only": { type: "boolean", default: false },
    "render-budget-ms": { type: "string" },
  },
});

const list = (text: string | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const positive = (text: string | undefined, fallback: number): number => {
  const value = Number(text ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`Expected a positive number, got ${text}`);
    process.exit(2);
  }
  return value;
};

const idleMinutes = positive(
  values["session-idle-minutes"] ?? process.env.STOREFRONT_SESSION_IDLE_MINUTES,
  defaults.sessionIdleMinutes,
);
const maxHours = positive(
  values["session-max-hours"] ?? process.env.STOREFRONT_SESSION_MAX_HOURS,
  defaults.sessionMaxHours,
);
const bodyLimitKb = positive(
  values["body-limit-kb"] ?? process.env.STOREFRONT_BODY_LIMIT_KB,
  defaults.bodyLimitBytes / 1024,
);
const resetLinkMinutes = positive(
  values["reset-link-minutes"] ?? process.env.STOREFRONT_RESET_LINK_MINUTES,
  defaults.resetLinkMinutes,
);
const itineraryMinutes = positive(
  values["itinerary-minutes"] ?? process.env.STOREFRONT_ITINERARY_MINUTES,
  defaults.itineraryMinutes,
);
const paymentHoldMinutes = positive(
  values["payment-hold-minutes"] ?? process.env.STOREFRONT_PAYMENT_HOLD_MINUTES,
  defaults.paymentHoldMinutes,
);
const trustedProxies = values["trusted-proxy"] ?? list(process.env.STOREFRONT_TRUSTED_PROXIES);
const ORIGIN_PATTERN = /^https?:\/\/[^\s/;,']+$/;
const captchaOrigin = values["captcha-origin"] ?? process.env.STOREFRONT_CAPTCHA_ORIGIN;
if (captchaOrigin !== undefined && captchaOrigin !== "" && !ORIGIN_PATTERN.test(captchaOrigin)) {
  console.error(
    `--captcha-origin expects an origin such as https://challenges.cloudflare.com, got ${captchaOrigin}`,
  );
  process.exit(2);
}
/** `site=origin` pairs: origins allowed to frame that site's storefront. */
const embedders: Record<string, string[]> = {};
for (const pair of values.embed ?? list(process.env.STOREFRONT_EMBED)) {
  const [site = "", origin = ""] = pair.split("=", 2).map((part) => part.trim());
  if (site === "" || !ORIGIN_PATTERN.test(origin)) {
    console.error(`--embed expects site=https://origin, got ${pair}`);
    process.exit(2);
  }
  embedders[site.toLowerCase()] = [...(embedders[site.toLowerCase()] ?? []), origin];
}

const port = Number(values.port ?? process.env.PORT ?? defaults.port);
const host = values.host ?? process.env.HOST ?? defaults.host;
const dbFile = values.db ?? process.env.STOREFRONT_DB ?? defaults.database;
const scaleProducts = Number(values.scale ?? process.env.STOREFRONT_SCALE ?? 0);
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(scaleProducts) || scaleProducts < 0) {
  console.error("Usage: tsx server/main.ts [--port N] [--host H] [--db FILE] [--faults] [--scale N]");
  process.exit(2);
}

const faults = values.faults === true || process.env.STOREFRONT_FAULTS === "1";
const adminTokenText = values["admin-token"] ?? process.env.STOREFRONT_ADMIN_TOKEN ?? "";
const adminToken = adminTokenText === "" ? undefined : adminTokenText;
const problem = launchProblem({ host, faults, adminToken });
if (problem !== undefined) {
  console.error(problem);
  process.exit(2);
}

const origin = `http://${host}:${port}`;
const renderBudgetMs = positive(
  values["render-budget-ms"] ?? process.env.STOREFRONT_RENDER_BUDGET_MS,
  DEFAULT_RENDER_BUDGET_MS,
);
const clientOnly = values["client-only"] === true || process.env.STOREFRONT_CLIENT_ONLY === "1";
const supportEmail = process.env.STOREFRONT_SUPPORT_EMAIL ?? defaults.supportEmail;
const staticDir = values["no-static"] === true ? undefined : resolve("dist");
const renderer =
  staticDir === undefined || clientOnly
    ? null
    : await loadPageRenderer(staticDir, { budgetMs: renderBudgetMs, supportEmail, origin });
const db = openDatabase(dbFile === ":memory:" ? dbFile : resolve(dbFile), modules, { scaleProducts });
// The demo sends no mail or text message: each one is printed here (a login code, a reset link).
printMailsOf(db, (line) => console.log(line));
const app = createApp({
  db,
  modules,
  config: {
    origin,
    supportEmail,
    sessionIdleMs: idleMinutes * 60_000,
    sessionMaxMs: maxHours * 3_600_000,
    trustedProxies,
    ...(captchaOrigin === undefined || captchaOrigin === "" ? {} : { captchaOrigin }),
    embedders,
    watchPage: staticDir !== undefined && existsSync(join(staticDir, "watch.html")),
    bodyLimitBytes: Math.round(bodyLimitKb * 1024),
    resetLinkMs: resetLinkMinutes * 60_000,
    flightItineraryMs: itineraryMinutes * 60_000,
    ...(adminToken === undefined ? {} : { adminToken }),
    paymentHoldMs: paymentHoldMinutes * 60_000,
  },
  faults,
  ...(staticDir === undefined ? {} : { staticDir }),
  ...(renderer === null ? {} : { renderer }),
});

const server = serve({ fetch: app.hono.fetch, port, hostname: host }, () => {
  console.log(`Storefront and reference API: ${origin}/marketplace`);
  console.log(`Database: ${dbFile}${scaleProducts > 0 ? ` (+${scaleProducts} generated products)` : ""}`);
  if (staticDir !== undefined)
    console.log(
      renderer === null ? "Pages start in the browser" : "Pages are sent with their first screen rendered",
    );
});

const stop = () => {
  server.close();
  db.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
