/**
 * The payment providers' effects against the reference API over real HTTP (spec §1, §2.3 provider
 * callback pages, §7.6 payment methods, payment token, provider details, status checks and the
 * wallet-provider order): placing an order with a provider leaves for the provider's page through
 * its token; its callback asks the provider's status check; a tampered key is refused.
 */

import { validatePassword, validateUserIdentity } from "@contract/identity";
import type { VoucherOrder } from "@contract/orders";
import type { ProviderName } from "@contract/providers";
import { placeOrder } from "@effects/checkout";
import { confirmCallback } from "@effects/payment";
import { loadMethods } from "@effects/providers";
import type { StorefrontServices } from "@effects/runtime/layer";
import { checkMaintenance, loadKyb } from "@effects/storeInfo";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMaintenance } from "../../server/domains/storeInfo/module";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

const ORIGIN = "http://storefront.test";
let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

let keys = 0;
/** A guest order of an INR 1000 gift card (charged INR 980), all of it due on `provider`. */
const placeWith = async (layer: Layer.Layer<StorefrontServices>, provider: ProviderName) => {
  keys += 1;
  const voucherOrder: VoucherOrder = {
    idempotency_key: `provider-effects-${keys}`,
    site: "marketplace",
    cart: [
      {
        product_id: 28501,
        name: "Shopping Gift Card",
        price: 1000,
        quantity: 1,
        currency_code: "INR",
        filter_group_id: 37,
      },
    ],
    checkoutUser: {
      firstname: "Gita",
      lastname: "Rao",
      email: "gita@example.com",
      phone: "",
      phone_code: "",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 980 },
    provider,
  };
  const placed = await run(placeOrder({ voucherOrder }), layer);
  const url = placed.order.redirect_url;
  if (placed.kind !== "gateway" || url === null) throw new Error("expected an amount due on the provider");
  return { ...placed.order, url };
};

const submit = (url: string, action: "pay" | "decline" | "cancel") =>
  api.app.hono.request(url.slice(ORIGIN.length), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

describe("spec §7.6: paying through a provider", () => {
  it("getPaymentMethods answers the card gateway and the providers of the currency", async () => {
    const { layer } = liveBrowser(api);
    const methods = await run(loadMethods({ currency: "INR" }), layer);
    expect(methods.map((m) => m.id)).toEqual(["card", "provider-a", "provider-b", "wallet-provider"]);
  });

  it("placeOrder leaves for the provider's page, reached by the order's one token", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeWith(layer, "provider-b");
    expect(order.url).toMatch(/^http:\/\/storefront\.test\/provider\/provider-b\/pay\/[A-Za-z0-9_-]+$/);
    const page = await api.app.hono.request(order.url.slice(ORIGIN.length));
    expect(await page.text()).toContain("INR 980.00");
  });

  it("the wallet provider's page comes from its order call", async () => {
    const { layer } = liveBrowser(api);
    const order = await placeWith(layer, "wallet-provider");
    expect(order.url).toContain("/provider/wallet-provider/pay/");
  });

  it("the provider's callback asks its status check, then opens the status page", async () => {
    const { browser, layer } = liveBrowser(api);
    const order = await placeWith(layer, "provider-b");
    const paid = await submit(order.url, "pay");
    expect(paid.headers.get("location")).toContain("/marketplace/provider-b-payment-callback?");
    await run(
      confirmCallback({
        orderId: order.order_id,
        orderKey: order.order_key,
        sitePrefix: "/marketplace",
        type: "voucher",
        provider: "provider-b",
      }),
      layer,
    );
    const path = `/marketplace/payment-status/voucher/${order.order_id}/${encodeURIComponent(order.order_key)}`;
    expect(browser.state.navigations).toEqual([{ kind: "replace", url: path }]);
  });

  it("a tampered key fails with PaymentLinkInvalid and opens nothing (C and D ask getTransactionStatus)", async () => {
    const { browser, layer } = liveBrowser(api);
    const order = await placeWith(layer, "provider-b");
    for (const provider of ["provider-a", "provider-b", "provider-c", "provider-d"] as const) {
      const error = await run(
        Effect.flip(
          confirmCallback({
            orderId: order.order_id,
            orderKey: `${order.order_key}x`,
            sitePrefix: "/marketplace",
            type: "voucher",
            provider,
          }),
        ),
        layer,
      );
      expect(error).toMatchObject({ _tag: "PaymentLinkInvalid", provider });
    }
    expect(browser.state.navigations).toEqual([]);
  });
});

describe("spec §2.3 '/maintenance' and §7.2 KYB status", () => {
  it("checkMaintenance follows the server's switch", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(checkMaintenance({ urlPrefix: "marketplace" }), layer)).toBe(false);
    setMaintenance(api.db, true);
    expect(await run(checkMaintenance({ urlPrefix: "marketplace" }), layer)).toBe(true);
    setMaintenance(api.db, false);
    expect(await run(checkMaintenance({ urlPrefix: "marketplace" }), layer)).toBe(false);
  });

  it("loadKyb answers the admin's company's state, with its last change", async () => {
    const step1 = await api.call(validateUserIdentity, { user_input: "admin@demo.example" });
    const step2 = await api.call(
      validatePassword,
      { password: "Demo@1234" },
      { token: step1.data?.data?.a_t ?? "" },
    );
    const token = step2.data?.data?.a_t;
    if (token === undefined) throw new Error("login failed");
    const { layer } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
    expect(await run(loadKyb(), layer)).toEqual({
      companyId: 1001,
      state: "in_review",
      updatedAt: "2026-11-20T10:00:00.000Z",
      reason: null,
    });
  });
});
