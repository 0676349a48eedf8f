/**
 * The order tabs' effects against the reference API over real HTTP (spec §7.6 'History and
 * reports' {history_input: {limit 10, offset}}, flight and hotel booking history, §7.5 'Resend
 * voucher' and 'Resend OTP' {add_data}, §8 HTTP 429): Priya's seeded history, an order placed
 * through checkout, the outbox.
 */
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { RESEND_OTP_LIMIT } from "@contract/orderHistory";
import { voucherCreateOrder } from "@contract/orders";
import {
  Clipboard,
  exportOrderHistory,
  fetchOrderHistory,
  makeMemoryClipboard,
  orderHistoryActors,
  resendOtp,
  resendVoucher,
} from "@effects/orderHistory";
import { Downloads, makeMemoryDownloads } from "@effects/runtime/downloads";
import type { StorefrontServices } from "@effects/runtime/layer";
import { present } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { orderHistoryMachine } from "@machines/orderHistory";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { ResendOtpTexts, ResendVoucherTexts } from "../../server/domains/orderHistory/module";
import { OTP_ORDER_ID, seededVoucherCode } from "../../server/domains/orderHistory/seed";
import { liveBrowser, type ReferenceApi, startReferenceApi, startSystem } from "../support/harness";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E, R extends StorefrontServices | Downloads>(
  program: Effect.Effect<A, E, R>,
  layer: Layer.Layer<R>,
) => Effect.runPromise(Effect.provide(program, layer));

const signedIn = async (email: string) => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return { ...liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }), token };
};

describe("order history against the reference API", () => {
  it("Priya has at least 25 orders, newest first, 10 a page; page 2 holds other orders", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const first = await run(fetchOrderHistory({ kind: "all", offset: 0 }), layer);
    const second = await run(fetchOrderHistory({ kind: "all", offset: 10 }), layer);
    expect(first.success).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.orders).toHaveLength(10);
    expect(second.orders).toHaveLength(10);
    const ids = [...first.orders, ...second.orders].map((o) => o.order_id);
    expect(new Set(ids).size).toBe(20);
    const dates = [...first.orders, ...second.orders].map((o) => o.ordered_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Kinds and statuses are mixed (spec §4).
    const all = await run(fetchOrderHistory({ kind: "all", offset: 20 }), layer);
    const every = [...first.orders, ...second.orders, ...all.orders];
    expect(new Set(every.map((o) => o.status))).toEqual(new Set([7, 1, 5]));
    for (const type of ["voucher", "experience", "flight", "hotel", "perk"])
      expect(every.some((o) => o.type === type)).toBe(true);
  });

  it("a successful gift-card order lists its vouchers with their codes and its split", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const pages = await Promise.all(
      [0, 10, 20].map((offset) => run(fetchOrderHistory({ kind: "all", offset }), layer)),
    );
    const order = pages.flatMap((p) => p.orders).find((o) => o.order_id === 7003026);
    expect(order?.vouchers.map((v) => v.voucher_code)).toEqual([
      seededVoucherCode(7003026, 0, 0),
      seededVoucherCode(7003026, 1, 0),
    ]);
    expect(order?.amounts).toMatchObject({ currency_code: "INR", total: 1460, points: 1460, gateway: 0 });
    const failed = pages.flatMap((p) => p.orders).find((o) => o.order_id === 7003023);
    expect(failed?.status).toBe(5);
    expect(failed?.vouchers).toEqual([]);
  });

  it("the per-kind calls list their kind only, and a mixed order holding it; hotels by the hotel product 55399", async () => {
    const { layer } = await signedIn("priya@demo.example");
    for (const [kind, types] of [
      ["experience", ["experience"]],
      ["flight", ["flight"]],
      ["hotel", ["hotel"]],
      ["perks", ["perk", "perks", "mixed"]],
    ] as const) {
      const page = await run(fetchOrderHistory({ kind, offset: 0 }), layer);
      expect(page.total).toBeGreaterThan(0);
      for (const order of page.orders) expect(types).toContain(order.type);
    }
    // The seeded mixed order 7003027 (a perk and a charity) is listed under Perks Orders.
    const perks = await run(fetchOrderHistory({ kind: "perks", offset: 0 }), layer);
    expect(perks.orders.find((o) => o.order_id === 7003027)?.items.map((i) => i.name)).toEqual([
      "FitZone Gym Month Pass",
      "Plant a Tree",
    ]);
  });

  it("an order placed through checkout appears first, with codes issued for it", async () => {
    const { layer, token } = await signedIn("nina@demo.example");
    const before = await run(fetchOrderHistory({ kind: "all", offset: 0 }), layer);
    const placed = await api.call(
      voucherCreateOrder,
      {
        voucherOrder: {
          idempotency_key: "history-test-0001",
          site: "marketplace",
          cart: [
            {
              product_id: 40211,
              name: "Fashion Gift Card",
              price: 1000,
              quantity: 1,
              currency_code: "INR",
              filter_group_id: 37,
            },
          ],
          checkoutUser: {
            firstname: "Nina",
            lastname: "Kapoor",
            email: "nina@demo.example",
            phone: "9876500000",
            phone_code: "91",
          },
          payment: { points: 960, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
        },
      },
      { token },
    );
    const id = placed.data?.data.voucherCreateOrder.data?.order_id;
    expect(id).toBeDefined();
    const after = await run(fetchOrderHistory({ kind: "all", offset: 0 }), layer);
    expect(after.total).toBe(before.total + 1);
    expect(after.orders[0]?.order_id).toBe(id);
    expect(after.orders[0]?.vouchers).toHaveLength(1);
    const again = await run(fetchOrderHistory({ kind: "all", offset: 0 }), layer);
    expect(again.orders[0]?.vouchers).toEqual(after.orders[0]?.vouchers);
  });

  it("a mixed order (a perk beside a gift card) is listed under Your Orders and Perks Orders only", async () => {
    const { layer, token } = await signedIn("nina@demo.example");
    const placed = await api.call(
      voucherCreateOrder,
      {
        voucherOrder: {
          idempotency_key: "history-test-mixed-perk",
          site: "marketplace",
          cart: [
            {
              product_id: 40211,
              name: "Fashion Gift Card",
              price: 1000,
              quantity: 1,
              currency_code: "INR",
              filter_group_id: 37,
            },
            {
              product_id: 44003,
              name: "FitZone Gym Month Pass",
              price: 999,
              quantity: 1,
              currency_code: "INR",
              filter_group_id: 48,
            },
          ],
          checkoutUser: {
            firstname: "Nina",
            lastname: "Kapoor",
            email: "nina@demo.example",
            phone: "9876500000",
            phone_code: "91",
          },
          // INR 1000 at 4% off is INR 960; INR 999 at 15% off is INR 849.15 (spec §7.4 final_price).
          payment: { points: 1809.15, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
        },
      },
      { token },
    );
    const id = placed.data?.data.voucherCreateOrder.data?.order_id;
    expect(id).toBeDefined();
    const listed = async (kind: "all" | "experience" | "flight" | "hotel" | "perks") =>
      (await run(fetchOrderHistory({ kind, offset: 0 }), layer)).orders.map((o) => [o.order_id, o.type]);
    expect(await listed("all")).toContainEqual([id, "mixed"]);
    expect(await listed("perks")).toContainEqual([id, "mixed"]);
    for (const kind of ["experience", "flight", "hotel"] as const)
      expect((await listed(kind)).map(([orderId]) => orderId)).not.toContain(id);
  });

  it("the export asks for every page and saves them all as CSV", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const downloads = makeMemoryDownloads();
    const saved = await run(
      exportOrderHistory({ kind: "all" }),
      Layer.merge(layer, Downloads.layerTest(downloads)),
    );
    const total = (await run(fetchOrderHistory({ kind: "all", offset: 0 }), layer)).total;
    expect(saved).toEqual({ success: 1, message: null, count: total });
    expect(downloads.saved).toHaveLength(1);
    const file = downloads.saved[0];
    expect(file?.fileName).toBe("orders.csv");
    expect(file?.text.split("\r\n").filter((l) => l !== "")).toHaveLength(total + 1);
    expect(file?.text).toContain("7003001,2026-01-05,voucher,success");
  });
});

describe("the bookings together (spec §7.6 getBookingHistory, §9 'booking history 10')", () => {
  it("a page of 10 of Priya's experience, flight and hotel orders, none of another kind", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const page = await run(fetchOrderHistory({ kind: "bookings", offset: 0 }), layer);
    expect(page.success).toBe(1);
    expect(page.orders).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    for (const order of page.orders) expect(["experience", "flight", "hotel"]).toContain(order.type);
  });
});

describe("Resend voucher against the reference API", () => {
  it("mails the order's vouchers to the outbox and answers success", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const answer = await run(resendVoucher({ order_id: 7003026 }), layer);
    expect(answer).toEqual({ success: 1, message: ResendVoucherTexts.en.sent });
    const mail = api.db
      .prepare("SELECT kind, body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
      .get("priya@demo.example") as { kind: string; body: string };
    expect(mail.kind).toBe("resend-voucher");
    expect(mail.body).toContain(seededVoucherCode(7003026, 0, 0));
  });

  it("refuses a failed order (no voucher) and another shopper's order", async () => {
    const { layer } = await signedIn("priya@demo.example");
    expect(await run(resendVoucher({ order_id: 7003023 }), layer)).toEqual({
      success: 0,
      message: ResendVoucherTexts.en.noVoucher,
    });
    expect(await run(resendVoucher({ order_id: 7004102 }), layer)).toEqual({
      success: 0,
      message: ResendVoucherTexts.en.notFound,
    });
  });

  it("the tab's flow pages, reveals, copies and resends with the live effects", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const clipboard = makeMemoryClipboard();
    const { actor } = startSystem(
      orderHistoryMachine.provide({
        actors: orderHistoryActors(
          layer,
          Downloads.layerTest(makeMemoryDownloads()),
          Clipboard.layerTest(clipboard),
        ),
      }),
      "orderHistory",
      undefined,
      [],
    );
    actor.send({ type: "ORDERS.OPEN", kind: "experience", page: 1 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }), { timeout: 10_000 });
    expect(actor.getSnapshot().context.orders.every((o) => o.type === "experience")).toBe(true);
    actor.send({ type: "ORDERS.OPEN", kind: "all", page: 3 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }), { timeout: 10_000 });
    const withVoucher = actor.getSnapshot().context.orders.find((o) => o.vouchers.length > 0);
    if (withVoucher === undefined) throw new Error("page 3 has no order with a voucher");
    const key = `${withVoucher.order_id}:0`;
    actor.send({ type: "ORDERS.REVEAL", key });
    actor.send({ type: "ORDERS.COPY", key });
    await waitFor(actor, (s) => s.context.copy?.copied === true, { timeout: 10_000 });
    expect(clipboard.written).toEqual([withVoucher.vouchers[0]?.voucher_code]);
    actor.send({ type: "ORDERS.RESEND", order_id: withVoucher.order_id });
    await waitFor(actor, (s) => s.matches({ resend: "answered" }), { timeout: 10_000 });
    expect(actor.getSnapshot().context.resend?.sent).toBe(true);
  });
});

describe("Resend OTP against the reference API (spec §7.5 'Mail', §8)", () => {
  it("mails a new code for the order whose vouchers need one; HTTP 429 past the limit is RateLimited, shown as a message", async () => {
    const { layer } = await signedIn("priya@demo.example");
    expect(await run(resendOtp({ order_id: OTP_ORDER_ID }), layer)).toEqual({
      success: 1,
      message: ResendOtpTexts.en.sent,
    });
    const mail = api.db
      .prepare("SELECT kind FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
      .get("priya@demo.example") as { kind: string };
    expect(mail.kind).toBe("resend-otp");
    expect(await run(resendOtp({ order_id: 7003026 }), layer)).toEqual({
      success: 0,
      message: ResendOtpTexts.en.noOtp,
    });
    for (let i = 2; i < RESEND_OTP_LIMIT; i += 1) await run(resendOtp({ order_id: OTP_ORDER_ID }), layer);
    const failure = errorDataOf(
      await Effect.runPromise(Effect.provide(Effect.flip(resendOtp({ order_id: OTP_ORDER_ID })), layer)),
    );
    expect(failure).toEqual({ _tag: "RateLimited", operation: "resendOtp" });
    expect(present(failure)).toEqual({
      kind: "message",
      text: { key: "limitExceeded" },
    });
  });
});
