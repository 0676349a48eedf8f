/**
 * Orders of the single-item cart sections (spec §3 Cart sections, §4 'Cart rules'): a line with a
 * reference is priced by the domain that made the booking (server/core/sections.ts), charged once,
 * and that domain hears once whether the order's payment succeeded or failed.
 */
import { type OrderLine, type PaymentSplit, type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { SECTION_FILTER_GROUPS } from "@domain/cartSections";
import { describe, expect, it } from "vitest";
import { registerSection } from "../../server/core/sections";
import { makeTestServer } from "../../server/testing";

type Server = ReturnType<typeof makeTestServer>;

const ORIGIN = "http://storefront.test";
const HOTEL = SECTION_FILTER_GROUPS.hotel;

/** Bookings a test domain knows, and what it heard about their orders. */
const bookings = new Map<string, { priceMinor: number; currency: string; bookable: boolean }>();
const heard: string[] = [];
/** The server clock each call was handed, by reference. */
const clocks: string[] = [];
registerSection(HOTEL, {
  family: "hotel",
  price: (_db, reference, _userId, now) => {
    clocks.push(`price ${reference} ${now}`);
    const booking = bookings.get(reference);
    if (booking === undefined) return { ok: false, message: `Booking ${reference} is unknown.` };
    if (!booking.bookable) return { ok: false, message: "This room is no longer available for these dates." };
    return {
      ok: true,
      productId: 55399,
      priceMinor: booking.priceMinor,
      currency: booking.currency,
      name: "Harbour View Hotel",
    };
  },
  paid: (_db, reference, orderId, now) => {
    clocks.push(`paid ${reference} ${now}`);
    heard.push(`paid ${reference} ${orderId}`);
  },
  failed: (_db, reference, orderId, now) => {
    clocks.push(`failed ${reference} ${now}`);
    heard.push(`failed ${reference} ${orderId}`);
  },
});

const hotelLine = (reference: string, price: number): OrderLine => ({
  product_id: 55399,
  name: "Harbour View Hotel",
  price,
  quantity: 1,
  currency_code: "INR",
  filter_group_id: HOTEL,
  reference,
});

let keyCount = 0;
const place = async (server: Server, cart: readonly OrderLine[], payment: Partial<PaymentSplit>) => {
  keyCount += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `section-order-${keyCount}`,
    site: "marketplace",
    cart,
    checkoutUser: {
      firstname: "Priya",
      lastname: "Sharma",
      email: "priya@demo.example",
      phone: "9876543210",
      phone_code: "91",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0, ...payment },
  };
  const res = await server.call(voucherCreateOrder, { voucherOrder });
  return res.data?.data.voucherCreateOrder;
};

const submit = (server: Server, redirect: string, action: string) =>
  server.app.hono.request(redirect.slice(ORIGIN.length), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

describe("a section booking in an order (server/core/sections.ts)", () => {
  it("is priced by its domain and charged once; the domain hears 'paid' once the gateway succeeds", async () => {
    const server = makeTestServer();
    bookings.set("HTL-1", { priceMinor: 1_250_050, currency: "INR", bookable: true });
    const answer = await place(server, [hotelLine("HTL-1", 12500.5)], { gateway_amount: 12500.5 });
    expect(answer?.success).toBe(1);
    const created = answer?.data;
    if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
    expect(heard.filter((entry) => entry.startsWith("paid HTL-1"))).toEqual([]);
    await submit(server, created.redirect_url, "pay");
    await submit(server, created.redirect_url, "pay");
    expect(heard.filter((entry) => entry.includes("HTL-1"))).toEqual([`paid HTL-1 ${created.order_id}`]);
  });

  it("a declined payment tells the domain 'failed', so it can keep or release the booking", async () => {
    const server = makeTestServer();
    bookings.set("HTL-2", { priceMinor: 800_000, currency: "INR", bookable: true });
    const created = (await place(server, [hotelLine("HTL-2", 8000)], { gateway_amount: 8000 }))?.data;
    if (created === undefined || created.redirect_url === null) throw new Error("no gateway redirect");
    await submit(server, created.redirect_url, "decline");
    expect(heard.filter((entry) => entry.includes("HTL-2"))).toEqual([`failed HTL-2 ${created.order_id}`]);
  });

  it("totals with the voucher lines: the split must cover both", async () => {
    const server = makeTestServer();
    bookings.set("HTL-3", { priceMinor: 500_000, currency: "INR", bookable: true });
    // the demo mobile top-up: an amount from INR 10 to INR 5000, no discount
    const topup: OrderLine = {
      product_id: 48001,
      name: "Prepaid Mobile Recharge India",
      price: 1000,
      quantity: 1,
      currency_code: "INR",
      filter_group_id: 61,
    };
    const short = await place(server, [topup, hotelLine("HTL-3", 5000)], { gateway_amount: 5000 });
    expect(short?.success).toBe(0);
    expect(short?.message).toBe(
      "The payment split (INR 5,000.00) does not match the order total (INR 6,000.00).",
    );
    const whole = await place(server, [topup, hotelLine("HTL-3", 5000)], { gateway_amount: 6000 });
    expect(whole?.success).toBe(1);
  });

  it("is refused with its domain's message when it cannot be bought, and when its price changed", async () => {
    const server = makeTestServer();
    bookings.set("HTL-4", { priceMinor: 700_000, currency: "INR", bookable: false });
    bookings.set("HTL-5", { priceMinor: 720_000, currency: "INR", bookable: true });
    const gone = await place(server, [hotelLine("HTL-4", 7000)], { gateway_amount: 7000 });
    expect(gone).toMatchObject({ success: 0, message: "This room is no longer available for these dates." });
    const changed = await place(server, [hotelLine("HTL-5", 7000)], { gateway_amount: 7000 });
    expect(changed).toMatchObject({
      success: 0,
      message: "The price of Harbour View Hotel is now INR 7,200.00: review it in the cart before paying.",
    });
  });

  it("hands each call the server's clock at that call (a hold's expiry is judged on it)", async () => {
    const ordered = Date.UTC(2026, 11, 1, 9, 0, 0);
    const server = makeTestServer({ now: () => ordered });
    bookings.set("HTL-6", { priceMinor: 300_000, currency: "INR", bookable: true });
    bookings.set("HTL-7", { priceMinor: 300_000, currency: "INR", bookable: true });
    const paid = (await place(server, [hotelLine("HTL-6", 3000)], { gateway_amount: 3000 }))?.data;
    const declined = (await place(server, [hotelLine("HTL-7", 3000)], { gateway_amount: 3000 }))?.data;
    if (paid?.redirect_url == null || declined?.redirect_url == null) throw new Error("no gateway redirect");
    server.setNow(ordered + 90_000);
    await submit(server, paid.redirect_url, "pay");
    await submit(server, declined.redirect_url, "decline");
    expect(clocks.filter((entry) => /HTL-[67]/.test(entry))).toEqual([
      `price HTL-6 ${ordered}`,
      `price HTL-7 ${ordered}`,
      `paid HTL-6 ${ordered + 90_000}`,
      `failed HTL-7 ${ordered + 90_000}`,
    ]);
  });

  it("a reference of a section no domain prices is refused", async () => {
    const server = makeTestServer();
    const line: OrderLine = { ...hotelLine("X-1", 100), filter_group_id: 9999 };
    const answer = await place(server, [line], { gateway_amount: 100 });
    expect(answer).toMatchObject({
      success: 0,
      message: "Bookings of filter group 9999 cannot be ordered here.",
    });
  });
});
