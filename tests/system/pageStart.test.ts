/**
 * A visit whose first page the server rendered (src/app/render.tsx) and the browser resumed
 * (src/app/resume.ts, src/app/main.tsx): the server starts the page's flows against the reference
 * API, the browser starts its system from the snapshot the page carries, and its log starts with
 * that snapshot as its checkpoint at step 0. What the shopper does next is recorded as in any
 * visit, and the log replays with 0 divergences, in `npm run replay` and in the drawer.
 */
import type { BootInput } from "@app/boot";
import { type PageStart, renderPage, sameOriginPath } from "@app/render";
import { agreesWith, armTimers, lateFlowsOf, sendViewport } from "@app/resume";
import {
  rootWithEffects,
  startStorefrontSystem,
  storefrontBuild,
  storefrontReplayOptions,
} from "@app/system";
import { compatibility, openLog, parseLog, serializeLog } from "@domain/eventlog/format";
import type { JournalWrite } from "@effects/runtime/pageBrowser";
import { openReplayCursor, replay } from "@eventlog/replay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyActorRef, SimulatedClock, waitFor } from "xstate";
import { scriptSafeJson } from "../../server/core/pages";
import { liveBrowser, type ReferenceApi, settle, startReferenceApi } from "../support/harness";

const ORIGIN = "http://storefront.test";
const SUPPORT = "support@rewards-storefront.example";
const LISTING_PATH = "/marketplace/vouchers";
const PRODUCT_PATH = "/marketplace/vouchers/description/amazon-pay/40211";

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

/** The server's page for `pathname`, rendered against this API in the same process (server/core/static.ts). */
const serverPage = (pathname: string, userAgent: string) => {
  const fetch: typeof globalThis.fetch = async (input, init) =>
    api.app.hono.request(input instanceof Request ? input : String(input), init);
  return renderPage(
    {
      url: `${ORIGIN}${pathname}`,
      cookie: "",
      acceptLanguage: "en-GB,en;q=0.8",
      userAgent,
    },
    // A budget no machine misses: this visit is about the log, not the renderer's speed.
    { fetch, apiHost: ORIGIN, checkoutHost: ORIGIN, budgetMs: 60_000, supportEmail: SUPPORT },
  );
};

/** The start the server puts in the page it sends for `pathname`, as the browser reads it back. */
const serverStart = async (pathname: string, userAgent: string): Promise<PageStart> => {
  const page = await serverPage(pathname, userAgent);
  if (page === null || "redirect" in page) throw new Error(`the server rendered no page for ${pathname}`);
  const start: PageStart = JSON.parse(scriptSafeJson(page.start));
  return start;
};

/** What the browser's storage and cookies hold once the server's writes are its own. */
const afterWrites = (writes: readonly JournalWrite[]) => {
  const places = {
    session: new Map<string, string>(),
    local: new Map<string, string>(),
    cookie: new Map<string, string>(),
  };
  for (const { place, key, value } of writes) {
    if (key === null) places[place].clear();
    else if (value === null) places[place].delete(key);
    else places[place].set(key, value);
  }
  return {
    session: Object.fromEntries(places.session),
    local: Object.fromEntries(places.local),
    cookies: Object.fromEntries(places.cookie),
  };
};

/** The browser's own start on `pathname`: a fresh browser whose viewport is `viewport`. */
const bootOn = (pathname: string, viewport: BootInput["viewport"]): BootInput => ({
  location: { origin: ORIGIN, pathname, search: "" },
  viewport,
  language: "en-GB",
  loginFlag: false,
  walletId: null,
  supportEmail: SUPPORT,
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
});

/** The browser resuming from `start` as src/app/main.tsx does, with a simulated clock. */
const resume = async (start: PageStart, boot: BootInput) => {
  const url = `${ORIGIN}${boot.location.pathname}`;
  // A fresh browser holds nothing: it agrees with what the server read, then takes its writes.
  expect(await agreesWith(start, boot, { read: () => null })).toBe(true);
  const { browser, layer } = liveBrowser(api, { url, ...afterWrites(start.journal.writes) });
  const clock = new SimulatedClock();
  const system = startStorefrontSystem({
    machine: await rootWithEffects(layer),
    input: start.input,
    clock,
    environment: { viewport: boot.viewport, language: boot.language, url },
    recordedAt: "2026-11-29T09:00:00.000Z",
    salt: "resumed-visit",
    snapshot: start.snapshot,
  });
  armTimers(system.root, start);
  const get = (id: string): AnyActorRef => {
    const actor = system.root.system.get(id);
    if (actor === undefined) throw new Error(`no actor ${id}`);
    return actor;
  };
  return { ...system, browser, clock, get };
};

/** The shopper adds the card the product flow shows to the cart (as the product page's button does). */
const addToCart = async (
  visit: Awaited<ReturnType<typeof resume>>,
  shown: { readonly context: { readonly product: unknown } },
) => {
  const cart = visit.get("cart");
  cart.send({
    type: "CART.ADD",
    product: shown.context.product,
    price: 1000,
    quantity: 1,
    point: 1000,
    baseConversionValue: 1,
  });
  await waitFor(cart, (s) => s.context.vouchers.length === 1 && s.matches({ saving: "idle" }), {
    timeout: 10_000,
  });
  await settle();
};

/**
 * The log of a resumed visit as the shopper's ticket or the drawer would take it: it starts at the
 * step-0 checkpoint, reads back as it was written, holds `inputs`, and replays to its last step
 * with 0 divergences in `npm run replay` and in the drawer.
 */
const expectReplayed = (text: string, inputs: readonly string[]) => {
  const log = parseLog(text);
  expect(serializeLog(log)).toBe(text);
  expect(log.checkpoint?.step).toBe(0);
  expect(log.checkpoint?.time).toBe(0);
  // The restored actors are the checkpoint's: the log starts with the shopper's first input.
  expect(log.entries[0]).toMatchObject({ step: 1, input: "external" });
  const events = log.entries.map((entry) => `${entry.input} ${entry.actor} ${entry.event.type}`);
  for (const input of inputs) expect(events).toContain(input);
  expect(compatibility(log.header, storefrontBuild())).toEqual([]);

  // npm run replay reads the log line by line (scripts/replay.ts).
  const outcome = replay(openLog(text), storefrontReplayOptions());
  expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
  const last = log.entries.at(-1)?.step ?? 0;
  expect(outcome).toMatchObject({ kind: "replayed", events: log.entries.length });
  expect(outcome.kind === "incompatible" ? undefined : outcome.rows.at(-1)?.step).toBe(last);
  // The drawer moves a cursor over the parsed log.
  const cursor = openReplayCursor(log, storefrontReplayOptions());
  const atEnd = cursor.seek(last);
  cursor.stop();
  expect(atEnd.kind === "diverged" ? atEnd.divergence : atEnd.kind).toBe("replayed");
  expect(atEnd).toMatchObject({ kind: "replayed", events: last });
};

describe("a page whose start moves on", () => {
  it("'/' is answered with the site's landing page to go to (spec §2.1), nothing rendered", async () => {
    expect(await serverPage("/", DESKTOP)).toEqual({ redirect: "/marketplace" });
  });

  it("the SSO entry is never rendered on the server: its token is the browser's to take (spec §2.1)", async () => {
    expect(await serverPage("/sso/?token=abc", DESKTOP)).toBeNull();
  });

  it("a move to another origin is left to the browser", () => {
    expect(sameOriginPath("/marketplace/home?x=1", ORIGIN)).toEqual({ redirect: "/marketplace/home?x=1" });
    expect(sameOriginPath("https://gateway.example/pay", ORIGIN)).toBeNull();
    expect(sameOriginPath("//gateway.example/pay", ORIGIN)).toBeNull();
  });
});

describe("a visit the server started", () => {
  it("on a listing: page 2, the login poll, a gift card added to the cart replay with 0 divergences", async () => {
    const start = await serverStart(LISTING_PATH, DESKTOP);
    // The gift cards' listing was shown on the server, its page 1 answered; the session's poll waits.
    expect(lateFlowsOf(start)).toEqual(["listing"]);
    expect(start.timers.map((timer) => timer.id)).toEqual(["xstate.after.5000.session.loggedOut.waiting"]);
    // A desktop wider than the server's guess (1280×800).
    const boot = bootOn(LISTING_PATH, { width: 1440, height: 900 });
    const visit = await resume(start, boot);
    const listing = visit.get("listing");
    const shown: { readonly context: { readonly applied: Record<string, unknown> | null } } =
      listing.getSnapshot();
    const request = shown.context.applied;
    expect(request).toMatchObject({ route: "vouchers", page: 1 });
    if (request === null) throw new Error("no listing shown");

    // The hydrated page says the browser's own viewport.
    sendViewport(visit.root, start.input.viewport, boot.viewport);
    // The shopper goes to the listing's second page.
    listing.send({ type: "LISTING.SHOW", request: { ...request, page: 2 } });
    await waitFor(listing, (s) => s.matches({ list: "ready" }) && s.context.applied?.page === 2, {
      timeout: 10_000,
    });
    // The login flag's poll the server had scheduled comes round in the browser.
    visit.clock.increment(5000);
    await settle();
    // A gift card: the page changes, its flow starts and shows it; the shopper adds it to the cart.
    visit.root.send({ type: "ENV.LOCATION", pathname: PRODUCT_PATH, search: "" });
    visit.root.send({ type: "FLOW.START", flow: "product" });
    const product = visit.get("product");
    product.send({ type: "PRODUCT.SHOW", productId: 40211 });
    const ready = await waitFor(product, (s) => s.matches("ready") || s.matches("failed"), {
      timeout: 10_000,
    });
    expect(ready.matches("ready")).toBe(true);
    await addToCart(visit, ready);
    const text = visit.recorder.toText();
    visit.root.stop();

    expectReplayed(text, [
      "external root ENV.VIEWPORT",
      "external listing LISTING.SHOW",
      "timer session xstate.after.5000.session.loggedOut.waiting",
      "external root ENV.LOCATION",
      "external root FLOW.START",
      "external product PRODUCT.SHOW",
      "external cart CART.ADD",
    ]);
  });

  it("on a gift card on a phone: the card the server showed added to the cart replays with 0 divergences", async () => {
    const start = await serverStart(PRODUCT_PATH, PHONE);
    expect(lateFlowsOf(start)).toEqual(["product"]);
    expect(start.input.viewport).toEqual({ width: 390, height: 844 });
    // A phone whose browser bars take some of the server's guess.
    const boot = bootOn(PRODUCT_PATH, { width: 390, height: 664 });
    const visit = await resume(start, boot);
    // The card was shown on the server: the browser does not fetch it again.
    const product = visit.get("product");
    const shown: { readonly value: unknown; readonly context: { readonly productId: number | null } } =
      product.getSnapshot();
    expect(shown).toMatchObject({ value: "ready", context: { productId: 40211 } });

    sendViewport(visit.root, start.input.viewport, boot.viewport);
    await addToCart(visit, product.getSnapshot());
    visit.clock.increment(5000);
    await settle();
    const text = visit.recorder.toText();
    visit.root.stop();

    expectReplayed(text, [
      "external root ENV.VIEWPORT",
      "external cart CART.ADD",
      "timer session xstate.after.5000.session.loggedOut.waiting",
    ]);
    expect(text).not.toContain("PRODUCT.SHOW");
  });
});
