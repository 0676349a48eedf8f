/**
 * The whole actor system against the reference API: sign in, a login-flag poll, log out, with the
 * recorder attached. The log replays with 0 divergences and holds no secret in clear.
 */
import { readFileSync } from "node:fs";
import { APP_VERSION, storefrontMachines, storefrontReplayOptions } from "@app/system";
import { getProduct } from "@contract/catalogue";
import { parseLog } from "@domain/eventlog/format";
import { readCardPaymentData } from "@domain/providers";
import { replay } from "@eventlog/replay";
import { FLOW_IDS, LATE_FLOWS, START_FLOWS } from "@machines/flows";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { type ReferenceApi, startReferenceApi } from "../support/harness";
import { advance, startLiveSystem } from "../support/liveSystem";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const startSystem = (pathname?: string, token?: string) => startLiveSystem(api, pathname, token);

const get = (system: Awaited<ReturnType<typeof startSystem>>, id: string) => {
  const actor = system.root.system.get(id);
  if (actor === undefined) throw new Error(`no actor ${id}`);
  return actor;
};

describe("the storefront's actor system", () => {
  it("spawns the start flows at once and each late flow on FLOW.START, as long-lived actors with their systemIds", async () => {
    const system = await startSystem();
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
      "experienceOrder",
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

  it("writes the package version into the log header", async () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(APP_VERSION).toBe(pkg.version);
    const system = await startSystem();
    expect(parseLog(system.recorder.toText()).header.app.version).toBe(pkg.version);
    system.root.stop();
  });

  it("sign in, a 5000 ms poll, log out: the log replays with 0 divergences and holds no secret in clear", async () => {
    const system = await startSystem();
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
    const system = await startSystem();
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

describe("what the event log never keeps (the payment key, a cash-out's OTP id)", () => {
  it("a guest's checkout that went to the card gateway: the log holds neither the page's key nor the order key", async () => {
    const system = await startSystem("/marketplace/checkout");
    const answer = (await api.call(getProduct, { product_id: 40211 })).data?.data.getProduct;
    if (answer?.success !== 1) throw new Error("no product 40211");
    const product = answer.data;
    const cart = get(system, "cart");
    cart.send({ type: "CART.ADD", product, price: 1000, quantity: 1, point: 1000, baseConversionValue: 1 });
    await waitFor(cart, (s) => s.context.vouchers.length === 1, { timeout: 5000 });
    system.root.send({ type: "FLOW.START", flow: "checkout" });
    const checkout = get(system, "checkout");
    checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
    checkout.send({
      type: "CHECKOUT.EDIT_USER",
      checkoutUser: {
        firstname: "Gita",
        lastname: "Secretlast",
        email: "gita.secret@example.com",
        phone: "9876512345",
        phone_code: "91",
      },
    });
    await waitFor(checkout, (s) => s.matches({ order: "ready" }), { timeout: 5000 });
    // The order's idempotency key comes from an effect (a random UUID) before it can be placed.
    await waitFor(checkout, (s) => s.context.idempotencyKey !== null, { timeout: 5000 });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await waitFor(checkout, () => system.browser.state.navigations.length > 0, { timeout: 5000 });

    // The card-gateway payment page '/payment/:data/' (spec §2.3): its data names the gateway and key.
    const page = system.browser.state.navigations.at(-1)?.url ?? "";
    expect(page).toMatch(/^\/payment\/[A-Za-z0-9_-]+\/$/);
    const data = page.split("/")[2] ?? "";
    const payment = readCardPaymentData(data);
    expect(payment?.gateway).toBe("gateway-inr");
    const key = payment?.key ?? "";
    const orderKey = checkout.getSnapshot().context.order?.order_key ?? "";
    expect(orderKey).not.toBe("");
    const text = system.recorder.toText();
    for (const secret of [data, key, orderKey, "gita.secret@example.com", "Secretlast", "9876512345"])
      expect(text, secret).not.toContain(secret);
    expect(text).toMatch(/"redirect_url":"\[redacted:token:[0-9a-f]{16}\]"/);
    system.root.stop();
  });

  it("a cash-out to UPI confirmed with its OTP: the log holds neither the OTP's id nor the code, and replays", async () => {
    const system = await startSystem("/marketplace/cashout/transfer/1466", api.openSession(97));
    const session = get(system, "session");
    await waitFor(session, (s) => s.hasTag("startedUp"), { timeout: 5000 });
    system.root.send({ type: "FLOW.START", flow: "cashout" });
    const cashout = get(system, "cashout");
    cashout.send({ type: "CASHOUT.OPEN", site: "/marketplace", categoryId: 1466 });
    await waitFor(cashout, (s) => s.matches("editing"), { timeout: 5000 });
    cashout.send({ type: "CASHOUT.UPI_ID", upiId: "carl@okbank" });
    cashout.send({ type: "CASHOUT.AMOUNT", amount: "500" });
    cashout.send({ type: "CASHOUT.SUBMIT" });
    await waitFor(cashout, (s) => s.matches("otp"), { timeout: 5000 });
    const otpId = cashout.getSnapshot().context.otp_id;
    const mailed = api.db
      .prepare("SELECT body FROM outbox WHERE kind = 'order-otp' ORDER BY id DESC LIMIT 1")
      .get() as { body: string };
    const otp = /\b(\d{6})\b/.exec(mailed.body)?.[1] ?? "";
    expect(otp).toMatch(/^\d{6}$/);
    cashout.send({ type: "CASHOUT.OTP_INPUT", otp });
    cashout.send({ type: "CASHOUT.CONFIRM" });
    await waitFor(cashout, (s) => s.hasTag("tracking") && s.context.status !== null, { timeout: 5000 });

    const text = system.recorder.toText();
    expect(otpId.length).toBeGreaterThan(6);
    for (const secret of [otpId, otp, "carl@okbank"]) expect(text, secret).not.toContain(secret);
    expect(text).toMatch(/"otp_id":"\[redacted:token:[0-9a-f]{16}\]"/);
    const outcome = replay(parseLog(text), storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    system.root.stop();
  });
});
