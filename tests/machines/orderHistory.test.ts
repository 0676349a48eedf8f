/**
 * The order tabs' flow (spec §2.3, §7.6 'History and reports', §7.5 'Resend voucher' and 'Resend
 * OTP', §8 HTTP 429, §9 page size 10), with scripted effects.
 */
import type { HistoryOrder } from "@contract/orderHistory";
import type { HistoryKind } from "@domain/orderHistory";
import type { ExportOutcome, HistoryOutcome, ResendOutcome } from "@effects/orderHistory";
import { toErrorData } from "@errors/data";
import { NetworkError, RateLimited } from "@errors/transport";
import { orderHistoryMachine } from "@machines/orderHistory";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const offline = toErrorData(new NetworkError({ operation: "getOrderHistory", reason: "offline" }));

const orderOf = (id: number): HistoryOrder => ({
  order_id: id,
  type: "voucher",
  status: 7,
  ordered_at: "2026-11-15T09:05:00.000Z",
  items: [{ product_id: 40211, name: "Fashion Gift Card", quantity: 1, price: 960, currency_code: "INR" }],
  amounts: { currency_code: "INR", total: 960, points: 960, gcb: 0, tokens: 0, codes: 0, gateway: 0 },
  vouchers: [
    {
      position: 0,
      product_id: 40211,
      name: "Fashion Gift Card",
      voucher_code: `GC${id}L0N0Q`,
      expiry_date: "2027-11-15",
    },
  ],
});

/** A history of `total` orders, ids counting down from 9000 (newest first). */
const historyOf =
  (total: number) =>
  ({ offset }: { readonly kind: HistoryKind; readonly offset: number }): HistoryOutcome => ({
    success: 1,
    message: null,
    total,
    orders: Array.from({ length: Math.max(0, Math.min(10, total - offset)) }, (_, i) =>
      orderOf(9000 - offset - i),
    ),
  });

const start = async (
  options: {
    readonly history?: (input: { readonly kind: HistoryKind; readonly offset: number }) => HistoryOutcome;
    readonly failing?: boolean;
    readonly resend?: ResendOutcome;
    readonly otpLimited?: boolean;
    readonly copied?: boolean;
  } = {},
) => {
  const script = makeScript();
  const machine = orderHistoryMachine.provide({
    actors: {
      fetchOrderHistory: options.failing
        ? script.failing<HistoryOutcome, { readonly kind: HistoryKind; readonly offset: number }>(
            "fetchOrderHistory",
            offline,
          )
        : script.answering("fetchOrderHistory", options.history ?? historyOf(29)),
      resendVoucher: script.answering<ResendOutcome, { readonly order_id: number }>(
        "resendVoucher",
        () => options.resend ?? { success: 1, message: "Your voucher has been sent to your e-mail address." },
      ),
      resendOtp: options.otpLimited
        ? script.failing<ResendOutcome, { readonly order_id: number }>(
            "resendOtp",
            toErrorData(new RateLimited({ operation: "resendOtp" })),
          )
        : script.answering<ResendOutcome, { readonly order_id: number }>("resendOtp", () => ({
            success: 1,
            message: "A new one-time code has been sent to your e-mail address.",
          })),
      copyVoucherCode: script.answering<boolean, { readonly voucher_code: string }>(
        "copyVoucherCode",
        () => options.copied ?? true,
      ),
      exportOrderHistory: script.answering<ExportOutcome, { readonly kind: HistoryKind }>(
        "exportOrderHistory",
        () => ({
          success: 1,
          message: null,
          count: 29,
        }),
      ),
    },
  });
  const started = startSystem(machine, "orderHistory", undefined, []);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
    await settle();
  };
  return { ...started, script, send };
};

describe("a tab loads its URL's page: 10 orders from offset (page − 1) × 10", () => {
  it("page 2 of every order asks for offset 10 and shows that page", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 2 });
    expect(script.calls).toEqual([{ name: "fetchOrderHistory", input: { kind: "all", offset: 10 } }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ list: "ready" })).toBe(true);
    expect(snapshot.context.page).toBe(2);
    expect(snapshot.context.total).toBe(29);
    expect(snapshot.context.orders.map((o) => o.order_id)[0]).toBe(8990);
  });

  it("YOUR_ORDERS' bookings list asks for the bookings (spec §7.6 getBookingHistory)", async () => {
    const { script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "bookings", page: 2 });
    expect(script.calls).toEqual([{ name: "fetchOrderHistory", input: { kind: "bookings", offset: 10 } }]);
  });

  it("a per-kind tab asks for its kind", async () => {
    const { script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "experience", page: 1 });
    expect(script.calls).toEqual([{ name: "fetchOrderHistory", input: { kind: "experience", offset: 0 } }]);
  });

  it("a page beyond the last loads the last page instead", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 9 });
    expect(script.calls.map((c) => c.input)).toEqual([
      { kind: "all", offset: 80 },
      { kind: "all", offset: 20 },
    ]);
    expect(actor.getSnapshot().context.page).toBe(3);
    expect(actor.getSnapshot().context.orders).toHaveLength(9);
    expect(actor.getSnapshot().matches({ list: "ready" })).toBe(true);
  });

  it("an empty history is ready with no orders", async () => {
    const { actor, send } = await start({ history: historyOf(0) });
    await send({ type: "ORDERS.OPEN", kind: "hotel", page: 1 });
    expect(actor.getSnapshot().matches({ list: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(0);
  });

  it("a failure keeps its error and 'Try again' loads the page again", async () => {
    const { actor, script, send } = await start({ failing: true });
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    expect(actor.getSnapshot().matches({ list: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(offline);
    await send({ type: "ORDERS.RETRY" });
    expect(script.names()).toEqual(["fetchOrderHistory", "fetchOrderHistory"]);
  });

  it("a refusal keeps the server's text", async () => {
    const { actor, send } = await start({
      history: () => ({ success: 0, message: "Unknown user", total: 0, orders: [] }),
    });
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    expect(actor.getSnapshot().matches({ list: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: "Unknown user" });
  });
});

describe("vouchers: revealed, then copied (spec §5 'Masking')", () => {
  it("reveal keeps the key; copy hands the code to the clipboard and notes it was taken", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.REVEAL", key: "9000:0" });
    expect(actor.getSnapshot().context.revealed).toEqual(["9000:0"]);
    await send({ type: "ORDERS.COPY", key: "9000:0" });
    expect(script.calls.at(-1)).toEqual({ name: "copyVoucherCode", input: { voucher_code: "GC9000L0N0Q" } });
    expect(actor.getSnapshot().context.copy).toEqual({ key: "9000:0", copied: true });
  });

  it("a clipboard that refuses is noted; an unknown key reveals nothing", async () => {
    const { actor, send } = await start({ copied: false });
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.REVEAL", key: "1:0" });
    expect(actor.getSnapshot().context.revealed).toEqual([]);
    await send({ type: "ORDERS.COPY", key: "9000:0" });
    expect(actor.getSnapshot().context.copy).toEqual({ key: "9000:0", copied: false });
  });

  it("another tab forgets what was revealed", async () => {
    const { actor, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.REVEAL", key: "9000:0" });
    await send({ type: "ORDERS.OPEN", kind: "perks", page: 1 });
    expect(actor.getSnapshot().context.revealed).toEqual([]);
  });
});

describe("'Resend voucher' (spec §7.5 {add_data})", () => {
  it("sends the order id and notes it was sent", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.RESEND", order_id: 9000 });
    expect(script.calls.at(-1)).toEqual({ name: "resendVoucher", input: { order_id: 9000 } });
    expect(actor.getSnapshot().context.resend).toEqual({
      order_id: 9000,
      sent: true,
      message: null,
      error: null,
    });
  });

  it("a refusal keeps the server's text", async () => {
    const { actor, send } = await start({
      resend: { success: 0, message: "This order has no voucher to send." },
    });
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.RESEND", order_id: 9000 });
    expect(actor.getSnapshot().context.resend).toEqual({
      order_id: 9000,
      sent: false,
      message: { server: "This order has no voucher to send." },
      error: null,
    });
  });
});

describe("'Resend OTP' (spec §7.5 'Mail' {add_data}, §8 HTTP 429)", () => {
  it("sends the order id and notes it was sent, apart from 'Resend voucher'", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.RESEND_OTP", order_id: 8999 });
    expect(script.calls.at(-1)).toEqual({ name: "resendOtp", input: { order_id: 8999 } });
    expect(actor.getSnapshot().context.otp).toEqual({
      order_id: 8999,
      sent: true,
      message: null,
      error: null,
    });
    expect(actor.getSnapshot().context.resend).toBeNull();
  });

  it("HTTP 429 is kept as the RateLimited error of resendOtp, which the card says as a message", async () => {
    const { actor, send } = await start({ otpLimited: true });
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.RESEND_OTP", order_id: 8999 });
    expect(actor.getSnapshot().matches({ otp: "answered" })).toBe(true);
    expect(actor.getSnapshot().context.otp).toEqual({
      order_id: 8999,
      sent: false,
      message: null,
      error: { _tag: "RateLimited", operation: "resendOtp" },
    });
  });
});

describe("'Download CSV'", () => {
  it("exports the open tab's kind and notes how many orders were saved", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "flight", page: 1 });
    await send({ type: "ORDERS.EXPORT" });
    expect(script.calls.at(-1)).toEqual({ name: "exportOrderHistory", input: { kind: "flight" } });
    expect(actor.getSnapshot().context.export).toEqual({ count: 29, message: null, error: null });
  });
});

describe("the regions are independent", () => {
  it("copying a code keeps the page shown", async () => {
    const { actor, script, send } = await start();
    await send({ type: "ORDERS.OPEN", kind: "all", page: 1 });
    await send({ type: "ORDERS.REVEAL", key: "9000:0" });
    await send({ type: "ORDERS.COPY", key: "9000:0" });
    await send({ type: "ORDERS.COPY", key: "9000:0" });
    expect(actor.getSnapshot().matches({ list: "ready" })).toBe(true);
    expect(script.names().filter((name) => name === "fetchOrderHistory")).toHaveLength(1);
    expect(script.names().filter((name) => name === "copyVoucherCode")).toHaveLength(2);
  });
});
