import type { CreatedOrder, VoucherOrder } from "@contract/orders";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { makeRedactor } from "@eventlog/redaction";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const ALPHANUMERIC = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];
const part = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 8, maxLength: 16 });

/** The checkout's buyer and the order it gets back: what the checkout flow's events carry. */
const checkoutArb = fc.record({
  firstname: part.map((s) => `First${s}`),
  lastname: part.map((s) => `Last${s}`),
  email: part.map((s) => `buyer${s.toLowerCase()}@shop.example`),
  phone: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 12 }),
  orderKey: part.map((s) => `Key${s}`),
  salt: part,
});

const keys = storefrontSensitiveKeys([]);

test.prop([checkoutArb], { numRuns: 300 })(
  "the event log never holds a buyer's names, e-mail, phone or an order's key in clear (voucherCreateOrder)",
  ({ firstname, lastname, email, phone, orderKey, salt }) => {
    const voucherOrder: VoucherOrder = {
      idempotency_key: "checkout-0001",
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
      checkoutUser: { firstname, lastname, email, phone, phone_code: "91" },
      payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 1000 },
    };
    const created: CreatedOrder = {
      order_id: 7,
      order_key: orderKey,
      status: 1,
      redirect_url: null,
      gateway: "gateway-inr",
      gateway_amount: 1000,
      currency_code: "INR",
    };
    const redactor = makeRedactor(keys, salt);
    const text = JSON.stringify(redactor.redact({ type: "CHECKOUT.PLACE", voucherOrder, output: created }));
    for (const secret of [firstname, lastname, email, phone, orderKey]) expect(text).not.toContain(secret);
    const kinds = new Set([...text.matchAll(/\[redacted:([a-z]+):[0-9a-f]{16}\]/g)].map((m) => m[1]));
    expect([...kinds].sort()).toEqual(["email", "name", "phone", "token"]);
    // Redaction is idempotent, so a replayed snapshot digests as the recorded one.
    expect(redactor.digest(redactor.redact(created))).toBe(redactor.digest(created));
  },
);
