/** The payment providers' rules (spec §1, §2.3 provider callback pages, §6 paymentMethodAccess, §7.6, §9). */
import type { PaymentMethod } from "@contract/providers";
import {
  cardGatewayPageOf,
  cardPaymentData,
  cardPaymentPath,
  chosenMethod,
  isCallbackProvider,
  offeredMethods,
  paymentEntryOf,
  paymentMethodsFor,
  providerCallbackPath,
  providerOfMethod,
  readCardPaymentData,
  statusCheckOf,
  withProvider,
} from "@domain/providers";
import { describe, expect, it } from "vitest";

const method = (id: PaymentMethod["id"]): PaymentMethod => ({ id, label: id, currency_code: "INR" });

describe("the ways to pay a remainder (spec §7.6 getPaymentMethods)", () => {
  it("offers the card gateway for every currency, then the providers taking it", () => {
    expect(paymentMethodsFor("inr").map((m) => m.id)).toEqual([
      "card",
      "provider-a",
      "provider-b",
      "wallet-provider",
    ]);
    expect(paymentMethodsFor("PHP").map((m) => m.id)).toEqual(["card", "provider-c", "wallet-provider"]);
    expect(paymentMethodsFor("JPY").map((m) => m.id)).toEqual(["card"]);
  });

  it("offers none when the gateway is disabled (spec §6 access, §9 products), each method once otherwise", () => {
    const answered = [method("card"), method("provider-b"), method("provider-b")];
    expect(offeredMethods(answered, true)).toEqual([]);
    expect(offeredMethods(answered, false).map((m) => m.id)).toEqual(["card", "provider-b"]);
  });

  it("keeps the shopper's pick while offered, else the card gateway, else the first offered", () => {
    const offered = [method("card"), method("provider-b")];
    expect(chosenMethod(offered, "provider-b")).toBe("provider-b");
    expect(chosenMethod(offered, "provider-a")).toBe("card");
    expect(chosenMethod(offered, null)).toBe("card");
    expect(chosenMethod([method("provider-d")], null)).toBe("provider-d");
    expect(chosenMethod([], "provider-b")).toBeNull();
  });

  it("names a provider on the order only for a provider, and only when an amount is due", () => {
    expect(providerOfMethod("card")).toBeNull();
    expect(providerOfMethod("wallet-provider")).toBe("wallet-provider");
    const due = { payment: { gateway_amount: 210 } };
    expect(withProvider(due, "provider-b")).toEqual({
      payment: { gateway_amount: 210 },
      provider: "provider-b",
    });
    expect(withProvider(due, null)).toBe(due);
    const paid = { payment: { gateway_amount: 0 } };
    expect(withProvider(paid, "provider-b")).toBe(paid);
    expect(withProvider(null, "provider-b")).toBeNull();
  });
});

describe("provider callbacks (spec §2.3, §7.6 payment status checks)", () => {
  it("asks A and B their own status calls, C and D getTransactionStatus", () => {
    expect(statusCheckOf("provider-a")).toBe("provider-a");
    expect(statusCheckOf("provider-b")).toBe("provider-b");
    expect(statusCheckOf("provider-c")).toBe("transaction");
    expect(statusCheckOf("provider-d")).toBe("transaction");
  });

  it("knows the four callback providers only", () => {
    expect(isCallbackProvider("provider-c")).toBe(true);
    expect(isCallbackProvider("wallet-provider")).toBe(false);
    expect(isCallbackProvider(undefined)).toBe(false);
  });

  it("returns a provider to its own callback page, the wallet provider to the generic one", () => {
    expect(providerCallbackPath("acme", "provider-b")).toBe("/acme/provider-b-payment-callback");
    expect(providerCallbackPath("marketplace", "wallet-provider")).toBe("/marketplace/payment-callback");
  });
});

describe("the card-gateway payment page '/payment/:data/' (spec §2.3)", () => {
  it("reads back the gateway and key it was made with, and opens the gateway's page", () => {
    const data = cardPaymentData("gateway-inr", "Ab3_x-9kLmNoPqRsTuVwXyZ0");
    const payment = readCardPaymentData(data);
    expect(payment).toEqual({ gateway: "gateway-inr", key: "Ab3_x-9kLmNoPqRsTuVwXyZ0" });
    expect(payment === null ? null : cardGatewayPageOf(payment)).toBe(
      "/gateway/gateway-inr/pay/Ab3_x-9kLmNoPqRsTuVwXyZ0",
    );
  });

  it("is where an order due on the card gateway goes: its data reads back the gateway and key of the hosted page", () => {
    const hosted = "http://storefront.test/gateway/gateway-php/pay/Ab3_x-9kLmNoPqRsTuVwXyZ0";
    const entry = paymentEntryOf(hosted);
    expect(entry).toBe(cardPaymentPath("gateway-php", "Ab3_x-9kLmNoPqRsTuVwXyZ0"));
    expect(entry).toMatch(/^\/payment\/[A-Za-z0-9_-]+\/$/);
    const payment = readCardPaymentData(entry.split("/")[2] ?? "");
    expect(payment === null ? null : cardGatewayPageOf(payment)).toBe(
      "/gateway/gateway-php/pay/Ab3_x-9kLmNoPqRsTuVwXyZ0",
    );
    // A provider's page, or a hosted page the payment page could not name, is opened as it is.
    expect(paymentEntryOf("http://storefront.test/provider/provider-a/pay/tok-12345678")).toBe(
      "http://storefront.test/provider/provider-a/pay/tok-12345678",
    );
    expect(paymentEntryOf("http://storefront.test/gateway/gateway-inr/pay/short")).toBe(
      "http://storefront.test/gateway/gateway-inr/pay/short",
    );
  });

  it("refuses tampered data: not base64url, no key, an unknown gateway or a malformed key", () => {
    expect(readCardPaymentData("%%%")).toBeNull();
    expect(readCardPaymentData(cardPaymentData("gateway-inr", ""))).toBeNull();
    expect(readCardPaymentData(cardPaymentData("gateway-evil", "Ab3_x-9kLmNoPqRs"))).toBeNull();
    expect(readCardPaymentData(cardPaymentData("gateway-inr", "../../admin"))).toBeNull();
    expect(readCardPaymentData(btoa("no-colon-here"))).toBeNull();
  });
});
