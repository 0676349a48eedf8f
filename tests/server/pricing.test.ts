import { getProduct } from "@contract/catalogue";
import {
  freePerkCreateOrder,
  type OrderLine,
  type PaymentSplit,
  type VoucherOrder,
  voucherCreateOrder,
  voucherOrderDetails,
} from "@contract/orders";
import { voucherLineOfProduct } from "@domain/cart";
import { type AppliedCode, checkoutSplit, voucherOrderOf } from "@domain/checkout";
import { initialPaymentPreferences } from "@domain/payment";
import { priceDisplayOf } from "@domain/product";
import { EMPTY_WALLET } from "@domain/wallet";
import { describe, expect, it } from "vitest";
import { historySeeds } from "../../server/domains/orderHistory/seed";
import { makeTestServer } from "../../server/testing";
import { fashionCard } from "../support/orderLines";

const HISTORY_IDS = historySeeds.map((order) => order.id).join(", ");

type Server = ReturnType<typeof makeTestServer>;

/** Orders besides Priya's demo history (server/domains/orderHistory/seed.ts). */
const orderCount = (server: Server): number =>
  (
    server.db.prepare(`SELECT COUNT(*) AS n FROM shop_orders WHERE id NOT IN (${HISTORY_IDS})`).get() as {
      n: number;
    }
  ).n;

const noSplit: PaymentSplit = { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 };

let keys = 0;
const order = (
  cart: readonly OrderLine[],
  payment: Partial<PaymentSplit>,
  over: Partial<VoucherOrder> = {},
): { voucherOrder: VoucherOrder } => {
  keys += 1;
  return {
    voucherOrder: {
      idempotency_key: `pricing-key-${keys}`,
      site: "marketplace",
      cart,
      checkoutUser: {
        firstname: "Guest",
        lastname: "Buyer",
        email: "guest.buyer@shop.example",
        phone: "9876543210",
        phone_code: "91",
      },
      payment: { ...noSplit, ...payment },
      ...over,
    },
  };
};

const answerOf = (res: { data: { data: { voucherCreateOrder: unknown } } | undefined }) =>
  res.data?.data.voucherCreateOrder;

describe("voucherCreateOrder prices every line from the catalogue (spec §7.4, §9)", () => {
  it("refuses a price that is not one of the gift card's denominations (a guest's INR 0 order for 40211)", async () => {
    const server = makeTestServer();
    const res = await server.call(voucherCreateOrder, order([fashionCard({ price: 0 })], {}));
    expect(answerOf(res)).toEqual({
      success: 0,
      message:
        "0 INR is not a value of Fashion Gift Card (product 40211): choose INR 1,000.00, INR 2,000.00, INR 5,000.00.",
    });
    expect(orderCount(server)).toBe(6);
  });

  it("refuses an amount outside the product's min and max (spec §5 Amount)", async () => {
    const server = makeTestServer();
    const topUp = fashionCard({ product_id: 48001, price: 5000.01, filter_group_id: 61 });
    const res = await server.call(voucherCreateOrder, order([topUp], { gateway_amount: 5000.01 }));
    expect(answerOf(res)).toEqual({
      success: 0,
      message:
        "5000.01 INR is not a value of Prepaid Mobile Recharge India (product 48001): choose INR 10.00 to INR 5,000.00.",
    });
  });

  it("uses the pricing rule of the product's family, not the one sent: 1,000 gift cards sent as perks (48) cost 1,000 times", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard({ quantity: 1000, filter_group_id: 48 })], {
        applied_codes: [{ code: "DEMO1111AAAA0001", amount: 960 }],
      }),
    );
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "The payment split (INR 960.00) does not match the order total (INR 960,000.00).",
    });
    expect(server.codeState("DEMO1111AAAA0001")).toMatchObject({ status: 1, remain_minor: 100_000 });
  });

  it("refuses an unknown product", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard({ product_id: 999_999 })], { gateway_amount: 1000 }),
    );
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "Product 999999 is not in this store's catalogue.",
    });
  });

  it("refuses a line in another currency than the product's country's", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard({ currency_code: "USD" })], { gateway_amount: 1000 }),
    );
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "Fashion Gift Card (product 40211) is sold in INR, not USD.",
    });
  });

  it("records the catalogue's name and family, not the request's", async () => {
    const server = makeTestServer();
    const created = await server.call(
      voucherCreateOrder,
      order([fashionCard({ name: "Anything I like", filter_group_id: 47 })], { gateway_amount: 960 }),
    );
    const data = created.data?.data.voucherCreateOrder.data;
    const details = await server.call(voucherOrderDetails, {
      order_id: data?.order_id ?? 0,
      order_key: data?.order_key ?? "",
    });
    expect(details.data?.data?.order_data).toMatchObject({
      type: "voucher",
      items: [{ product_id: 40211, name: "Fashion Gift Card", price: 960, quantity: 1 }],
      amounts: { total: 960, gateway: 960 },
    });
  });

  it("still accepts the client's gift-card order: SHOP-5555-EEEE-0001 pays INR 750, the card INR 210", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard()], {
        applied_codes: [{ code: "SHOP5555EEEE0001", amount: 750 }],
        gateway_amount: 210,
      }),
    );
    expect(res.data?.data.voucherCreateOrder.data).toMatchObject({ status: 1, gateway_amount: 210 });
  });
});

describe("voucherCreateOrder charges the final price after spl_discount (spec §7.4 final_price)", () => {
  it("a guest's order for 40211 at INR 1000 (4% off) is charged INR 960: total, gateway and the line", async () => {
    const server = makeTestServer();
    const created = await server.call(voucherCreateOrder, order([fashionCard()], { gateway_amount: 960 }));
    const data = created.data?.data.voucherCreateOrder.data;
    expect(data).toMatchObject({
      status: 1,
      gateway: "gateway-inr",
      gateway_amount: 960,
      currency_code: "INR",
    });
    const details = await server.call(voucherOrderDetails, {
      order_id: data?.order_id ?? 0,
      order_key: data?.order_key ?? "",
    });
    expect(details.data?.data?.order_data).toMatchObject({
      items: [{ product_id: 40211, price: 960, quantity: 1 }],
      amounts: { total: 960, gateway: 960 },
    });
  });

  it("refuses the face value: INR 1000 paid for a voucher charged INR 960", async () => {
    const server = makeTestServer();
    const res = await server.call(voucherCreateOrder, order([fashionCard()], { gateway_amount: 1000 }));
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "The payment split (INR 1,000.00) does not match the order total (INR 960.00).",
    });
    expect(orderCount(server)).toBe(6);
  });

  it("the storefront's own cart line and split for 40211 (from getProduct) are exactly what the order charges", async () => {
    const server = makeTestServer();
    const res = await server.call(getProduct, { product_id: 40211 });
    const answer = res.data?.data.getProduct;
    if (answer?.success !== 1) throw new Error("no product 40211");
    const product = answer.data;
    const lines = [
      voucherLineOfProduct(product, { price: 1000, quantity: 1, point: 0, baseConversionValue: 1 }),
    ];
    // The price the page shows is the price the cart line is charged.
    expect(priceDisplayOf(product, 1000)?.final).toEqual({ amount: 96_000, currency: "INR" });
    const split = checkoutSplit({
      lines,
      wallet: EMPTY_WALLET,
      rates: {},
      access: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
      preferences: initialPaymentPreferences<AppliedCode>(),
    });
    if (!split.ok) throw new Error("no split");
    keys += 1;
    const voucherOrder = voucherOrderOf({
      idempotencyKey: `pricing-key-${keys}`,
      site: "marketplace",
      lines,
      checkoutUser: order([], {}).voucherOrder.checkoutUser,
      split: split.value,
      codes: [],
    });
    const created = await server.call(voucherCreateOrder, { voucherOrder });
    expect(created.data?.data.voucherCreateOrder.data).toMatchObject({ status: 1, gateway_amount: 960 });
  });

  it("charges quantity × the final price: two 40211 at INR 2000 cost INR 3,840", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard({ price: 2000, quantity: 2 })], { gateway_amount: 3840 }),
    );
    expect(res.data?.data.voucherCreateOrder.data).toMatchObject({ status: 1, gateway_amount: 3840 });
  });
});

describe("voucherCreateOrder: the store is the request's, not voucherOrder.site", () => {
  it("a guest on the marketplace cannot spend an acme code by sending site 'acme'", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order(
        [fashionCard()],
        { applied_codes: [{ code: "ACME2222BBBB0001", amount: 1000 }] },
        { site: "acme" },
      ),
    );
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "This order names the store acme, but it is placed on marketplace.",
    });
    expect(server.codeState("ACME2222BBBB0001")).toMatchObject({ status: 1, remain_minor: 150_000 });
  });

  it("a marketplace user cannot place an order on acme (x-site header)", async () => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const res = await server.call(
      voucherCreateOrder,
      order([fashionCard()], { points: 1000 }, { site: "acme" }),
      { token, headers: { "x-site": "acme" } },
    );
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "Your account belongs to the marketplace store, not acme.",
    });
  });

  it("a guest on acme (x-site: acme) spends the acme code on acme", async () => {
    const server = makeTestServer();
    const res = await server.call(
      voucherCreateOrder,
      order(
        [fashionCard()],
        { applied_codes: [{ code: "ACME2222BBBB0001", amount: 960 }] },
        { site: "acme" },
      ),
      { headers: { "x-site": "acme" } },
    );
    expect(res.data?.data.voucherCreateOrder.data?.status).toBe(7);
    expect(server.codeState("ACME2222BBBB0001")).toMatchObject({ remain_minor: 54_000 });
  });
});

describe("voucherCreateOrder: idempotency keys belong to their buyer", () => {
  it("another buyer's key does not answer their order or its key", async () => {
    const server = makeTestServer();
    const first = await server.call(voucherCreateOrder, order([fashionCard()], { gateway_amount: 960 }));
    const firstOrder = first.data?.data.voucherCreateOrder.data;
    const reused = order([fashionCard()], { gateway_amount: 960 });
    const intruder = {
      voucherOrder: {
        ...reused.voucherOrder,
        idempotency_key: `pricing-key-${keys - 1}`,
        checkoutUser: { ...reused.voucherOrder.checkoutUser, email: "intruder@elsewhere.example" },
      },
    };
    const second = await server.call(voucherCreateOrder, intruder);
    const secondOrder = second.data?.data.voucherCreateOrder.data;
    expect(secondOrder?.order_id).not.toBe(firstOrder?.order_id);
    expect(secondOrder?.order_key).not.toBe(firstOrder?.order_key);
    expect(orderCount(server)).toBe(8);
  });

  it("the same buyer's key with another order answers HTTP 409 with success 0", async () => {
    const server = makeTestServer();
    const input = order([fashionCard()], { gateway_amount: 960 });
    await server.call(voucherCreateOrder, input);
    const changed = {
      voucherOrder: {
        ...input.voucherOrder,
        cart: [fashionCard({ price: 2000 })],
        payment: { ...noSplit, gateway_amount: 1920 },
      },
    };
    const res = await server.call(voucherCreateOrder, changed);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: 0,
      message: "This idempotency key was already used for a different order: start a new checkout.",
    });
    expect(orderCount(server)).toBe(7);
  });
});

describe("voucherCreateOrder: a guest order needs a valid e-mail (spec §5 E-mail)", () => {
  it.each(["", "not-an-email", "a@b", "two@@at.example"])("refuses %j", async (email) => {
    const server = makeTestServer();
    const input = order([fashionCard()], { gateway_amount: 1000 });
    const res = await server.call(voucherCreateOrder, {
      voucherOrder: { ...input.voucherOrder, checkoutUser: { ...input.voucherOrder.checkoutUser, email } },
    });
    expect(answerOf(res)).toEqual({
      success: 0,
      message: "Enter a valid e-mail address: the order is tracked and confirmed by it.",
    });
    expect(orderCount(server)).toBe(6);
  });
});

describe("freePerkCreateOrder: only a free perk of the catalogue", () => {
  const loi = Buffer.from("I agree to the perk terms").toString("base64");
  it.each([
    [44003, "Product 44003 is not a free perk of this store's catalogue."],
    [40211, "Product 40211 is not a free perk of this store's catalogue."],
    [999_999, "Product 999999 is not a free perk of this store's catalogue."],
  ])("refuses product %i", async (productId, message) => {
    const server = makeTestServer();
    const token = server.openSession(1);
    const res = await server.call(
      freePerkCreateOrder,
      { perkOrder: { productId, token: "", loi } },
      { token },
    );
    expect(res.data?.data.freePerkCreateOrder).toEqual({ success: 0, message });
    expect(orderCount(server)).toBe(6);
  });
});
