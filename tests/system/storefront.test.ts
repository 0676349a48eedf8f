/**
 * The whole actor system against the reference API: sign in, a login-flag poll, log out, with the
 * recorder attached. The log replays with 0 divergences and holds no secret in clear.
 */
import { readFileSync } from "node:fs";
import {
  APP_VERSION,
  rootWithEffects,
  startStorefrontSystem,
  storefrontMachines,
  storefrontReplayOptions,
} from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import { FLOW_IDS, LATE_FLOWS, START_FLOWS } from "@machines/flows";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SimulatedClock, waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, settle, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const startSystem = () => {
  const { browser, layer } = liveBrowser(api, { url: "http://storefront.test/marketplace/login" });
  const clock = new SimulatedClock();
  const system = startStorefrontSystem({
    machine: rootWithEffects(layer),
    input: {
      location: { origin: "http://storefront.test", pathname: "/marketplace/login", search: "" },
      viewport: { width: 1280, height: 800 },
      language: "en",
      loginFlag: false,
      walletId: null,
      supportEmail: "support@rewards-storefront.example",
      inIframe: false,
      features: { perksCompanies: null, cashout: true },
    },
    clock,
    environment: {
      viewport: { width: 1280, height: 800 },
      language: "en",
      url: "http://storefront.test/marketplace/login",
    },
    recordedAt: "2026-11-25T00:00:00.000Z",
    salt: "test-salt",
  });
  return { ...system, browser, clock };
};

const get = (system: ReturnType<typeof startSystem>, id: string) => {
  const actor = system.root.system.get(id);
  if (actor === undefined) throw new Error(`no actor ${id}`);
  return actor;
};

/** Moves the simulated clock and lets effects (real HTTP calls) finish. */
const advance = async (clock: SimulatedClock, ms: number) => {
  clock.increment(ms);
  for (let i = 0; i < 20; i++) await settle();
};

describe("the storefront's actor system", () => {
  it("spawns the start flows at once and each late flow on FLOW.START, as long-lived actors with their systemIds", () => {
    const system = startSystem();
    for (const id of START_FLOWS) expect(system.root.system.get(id)?.id).toBe(id);
    for (const id of LATE_FLOWS) expect(system.root.system.get(id)).toBeUndefined();
    for (const id of LATE_FLOWS) system.root.send({ type: "FLOW.START", flow: id });
    for (const id of FLOW_IDS) expect(system.root.system.get(id)?.id).toBe(id);
    expect(system.root.getSnapshot().context.lateFlows).toEqual(LATE_FLOWS);
    // The header names every machine started, the late ones too.
    expect(Object.keys(parseLog(system.recorder.toText()).header.machines).sort()).toEqual(
      Object.keys(storefrontMachines).sort(),
    );
    expect(Object.keys(storefrontMachines).sort()).toEqual([
      "auth",
      "balanceChecker",
      "balances",
      "cart",
      "cashout",
      "checkout",
      "commonPage",
      "country",
      "delivery",
      "experiences",
      "flightBooking",
      "flightSearch",
      "hotelBooking",
      "hotelSearch",
      "kyb",
      "listing",
      "logout",
      "maintenance",
      "orderHistory",
      "passwordReset",
      "payment",
      "perks",
      "pointConversion",
      "product",
      "profile",
      "providers",
      "redeemGuide",
      "rewardsApi",
      "root",
      "search",
      "session",
      "signUp",
      "site",
      "switchAccount",
      "ticket",
      "topup",
      "trackOrder",
      "unsubscribe",
    ]);
    system.root.stop();
  });

  it("writes the package version into the log header", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(APP_VERSION).toBe(pkg.version);
    const system = startSystem();
    expect(parseLog(system.recorder.toText()).header.app.version).toBe(pkg.version);
    system.root.stop();
  });

  it("sign in, a 5000 ms poll, log out: the log replays with 0 divergences and holds no secret in clear", async () => {
    const system = startSystem();
    // The sign-in is a late flow: spawned as the sign-in page spawns it.
    system.root.send({ type: "FLOW.START", flow: "auth" });
    const auth = get(system, "auth");
    const session = get(system, "session");
    auth.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example", redirect: null });
    await waitFor(auth, (s) => s.matches("passwordStep"), { timeout: 5000 });
    auth.send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    await waitFor(session, (s) => s.hasTag("startedUp"), { timeout: 5000 });
    expect(session.getSnapshot().context.loggedIn).toBe(true);
    expect(session.getSnapshot().context.user?.first_name).toBe("Priya");

    // A poll: the flag is still 1, nothing changes.
    await advance(system.clock, 5000);
    expect(session.getSnapshot().context.loggedIn).toBe(true);

    // The signed-in header starts the logout flow (src/views/session/AccountMenu.tsx).
    system.root.send({ type: "FLOW.START", flow: "logout" });
    const logout = get(system, "logout");
    logout.send({ type: "LOGOUT", customUrl: "/marketplace" });
    await waitFor(logout, (s) => s.matches("signedOut"), { timeout: 5000 });
    await advance(system.clock, 500);
    expect(system.browser.state.navigations.at(-1)).toMatchObject({ url: "/marketplace/" });
    expect(session.getSnapshot().context.loggedIn).toBe(false);

    const text = system.recorder.toText();
    for (const secret of ["Demo@1234", "priya@demo.example", "9876543210"])
      expect(text).not.toContain(secret);
    const log = parseLog(text);
    expect(log.entries.some((e) => e.input === "timer" && e.event.type.includes("5000"))).toBe(true);
    expect(log.entries.some((e) => e.input === "timer" && e.event.type.includes("500."))).toBe(true);
    const outcome = replay(log, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    system.root.stop();
  });
  it("a listing session: gift cards, a category, Japan, a download: the log replays with 0 divergences", async () => {
    const system = startSystem();
    system.root.send({ type: "FLOW.START", flow: "listing" });
    const listing = get(system, "listing");
    const request = {
      route: "vouchers",
      url: "/",
      countryId: 976,
      isLoggedIn: false,
      type: "vouchers",
      filterValueId: null,
      sort: "popular",
      page: 1,
      searchKey: "",
      pageSize: 12,
    } as const;
    const ready = (total: number) =>
      waitFor(listing, (s) => s.matches({ list: "ready" }) && s.context.page?.total === total, {
        timeout: 5000,
      });
    listing.send({ type: "LISTING.SHOW", request });
    await ready(23);
    listing.send({ type: "LISTING.SHOW", request: { ...request, filterValueId: "698", sort: "price_up" } });
    await ready(5);
    // spec §4 'Country selection': Japan has one Ecommerce gift card, in yen.
    listing.send({ type: "LISTING.SHOW", request: { ...request, filterValueId: "698", countryId: 983 } });
    await ready(1);
    listing.send({ type: "LISTING.DOWNLOAD" });
    await waitFor(listing, (s) => s.context.downloaded !== null, { timeout: 5000 });

    const log = parseLog(system.recorder.toText());
    expect(log.entries.filter((e) => e.event.type === "LISTING.SHOW")).toHaveLength(3);
    const outcome = replay(log, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    system.root.stop();
  });
});
