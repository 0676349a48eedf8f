/**
 * The provider choice, the maintenance page, the rewards API catalogue and the provider callback
 * with scripted effects and the simulated clock (spec §1, §2.3, §2.4 'Pricing Plans', §7.6).
 */

import type { CallbackProvider, PaymentMethod } from "@contract/providers";
import type { PricingPlan } from "@contract/storeInfo";
import type { OrderReference, PaymentStatusLoaded } from "@domain/checkout";
import { toErrorData } from "@errors/data";
import { OrderRefused, PaymentLinkInvalid } from "@errors/situations";
import { maintenanceMachine } from "@machines/maintenance";
import { paymentMachine } from "@machines/payment";
import { providersMachine } from "@machines/providers";
import { type CataloguePage, rewardsApiMachine } from "@machines/rewardsApi";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const method = (id: PaymentMethod["id"]): PaymentMethod => ({ id, label: id, currency_code: "INR" });

describe("the provider choice (spec §7.6 getPaymentMethods)", () => {
  const start = () => {
    const script = makeScript();
    const machine = providersMachine.provide({
      actors: {
        loadMethods: script.manual<readonly PaymentMethod[], { readonly currency: string }>("loadMethods"),
      },
    });
    return { script, ...startSystem(machine, "providers", undefined, ["checkout"]) };
  };

  it("loads the ways to pay once per currency and tells the checkout the provider its order names", async () => {
    const { script, actor, eventsOf, system } = start();
    actor.send({ type: "PROVIDERS.LOAD", currency: "inr", gatewayDisabled: false });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(script.calls).toEqual([{ name: "loadMethods", input: { currency: "INR" } }]);
    await script.answer("loadMethods", [method("card"), method("provider-b")]);
    actor.send({ type: "PROVIDERS.CHOOSE", method: "provider-b" });
    // The same currency again loads nothing.
    actor.send({ type: "PROVIDERS.LOAD", currency: "INR", gatewayDisabled: false });
    expect(script.calls).toHaveLength(1);
    expect(eventsOf("checkout").at(-1)).toEqual({ type: "PROVIDERS.CHOSEN", provider: "provider-b" });
    // A disabled gateway offers nothing: the order names no provider.
    actor.send({ type: "PROVIDERS.LOAD", currency: "INR", gatewayDisabled: true });
    expect(eventsOf("checkout").at(-1)).toEqual({ type: "PROVIDERS.CHOSEN", provider: null });
    actor.send({ type: "PROVIDERS.CHOOSE", method: "card" });
    expect(eventsOf("checkout").at(-1)).toEqual({ type: "PROVIDERS.CHOSEN", provider: null });
    system.stop();
  });

  it("keeps the card gateway when the ways cannot be loaded, and asks again on retry", async () => {
    const { script, actor, eventsOf, system } = start();
    actor.send({ type: "PROVIDERS.LOAD", currency: "INR", gatewayDisabled: false });
    await script.fail("loadMethods", toErrorData(new OrderRefused({ operation: "getPaymentMethods" })));
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(eventsOf("checkout").at(-1)).toEqual({ type: "PROVIDERS.CHOSEN", provider: null });
    actor.send({ type: "PROVIDERS.RETRY" });
    expect(script.pendingNames()).toEqual(["loadMethods"]);
    system.stop();
  });
});

describe("a provider's callback page (spec §2.3, §7.6 status checks)", () => {
  type Confirm = OrderReference & {
    readonly sitePrefix: string;
    readonly type: string;
    readonly provider: CallbackProvider | null;
  };
  it("confirms through the provider; an order it does not know stops in 'refused' and loads no status", async () => {
    const script = makeScript();
    const machine = paymentMachine.provide({
      actors: {
        confirmCallback: script.manual<void, Confirm>("confirmCallback"),
        loadPaymentStatus: script.manual<PaymentStatusLoaded, OrderReference>("loadPaymentStatus"),
      },
    });
    const { actor, system, eventsOf } = startSystem(machine, "payment", undefined, ["cart"]);
    actor.send({
      type: "PAYMENT.CALLBACK",
      orderId: 41,
      orderKey: "tampered",
      sitePrefix: "/marketplace",
      provider: "provider-b",
    });
    expect(script.calls[0]?.input).toEqual({
      orderId: 41,
      orderKey: "tampered",
      sitePrefix: "/marketplace",
      type: "voucher",
      provider: "provider-b",
    });
    await script.fail("confirmCallback", toErrorData(new PaymentLinkInvalid({ provider: "provider-b" })));
    expect(actor.getSnapshot().matches("refused")).toBe(true);
    expect(actor.getSnapshot().context.error?._tag).toBe("PaymentLinkInvalid");
    expect(script.pendingNames()).toEqual([]);
    expect(eventsOf("cart")).toEqual([]);
    system.stop();
  });
});

describe("the maintenance page (spec §2.3 '/maintenance')", () => {
  const start = () => {
    const script = makeScript();
    const machine = maintenanceMachine.provide({
      actors: {
        checkMaintenance: script.manual<boolean, { readonly urlPrefix: string }>("checkMaintenance"),
        openPage: script.manual<void, { readonly url: string }>("openPage"),
      },
    });
    return { script, ...startSystem(machine, "maintenance", undefined, []) };
  };

  it("waits while the store reports maintenance, then returns where the shopper was", async () => {
    const { script, actor, system } = start();
    actor.send({ type: "MAINTENANCE.OPEN", urlPrefix: "marketplace", returnTo: "/marketplace/checkout" });
    expect(actor.getSnapshot().hasTag("checking")).toBe(true);
    await script.answer("checkMaintenance", true);
    expect(actor.getSnapshot().matches("down")).toBe(true);
    actor.send({ type: "MAINTENANCE.RETRY" });
    await script.answer("checkMaintenance", false);
    expect(actor.getSnapshot().hasTag("returning")).toBe(true);
    expect(script.calls.at(-1)).toEqual({ name: "openPage", input: { url: "/marketplace/checkout" } });
    system.stop();
  });

  it("stays on the page when the check fails, keeping its error", async () => {
    const { script, actor, system } = start();
    actor.send({ type: "MAINTENANCE.OPEN", urlPrefix: "marketplace", returnTo: "/marketplace" });
    await script.fail(
      "checkMaintenance",
      toErrorData(new OrderRefused({ operation: "fetchPlatformSetting" })),
    );
    expect(actor.getSnapshot().matches("down")).toBe(true);
    expect(actor.getSnapshot().context.error?._tag).toBe("OrderRefused");
    expect(script.names()).not.toContain("openPage");
    system.stop();
  });
});

describe("the rewards API catalogue and its Pricing Plans (spec §2.4, §7.3 getPlans, §7.8 plumApi)", () => {
  const plan: PricingPlan = {
    plan_id: "starter",
    name: "Starter",
    monthly_fee: 0,
    currency_code: "USD",
    calls_per_month: 1000,
    features: [],
  };
  const pageOf = (total: number): CataloguePage => ({ products: [], total });
  const start = () => {
    const script = makeScript();
    const machine = rewardsApiMachine.provide({
      actors: {
        loadCatalogue: script.manual<CataloguePage, { readonly limit: number; readonly offset: number }>(
          "loadCatalogue",
        ),
        loadPlans: script.manual<readonly PricingPlan[], void>("loadPlans"),
      },
    });
    return { script, ...startSystem(machine, "rewardsApi", undefined, []) };
  };

  it("loads a page at a time, refusing pages outside the catalogue", async () => {
    const { script, actor, system } = start();
    actor.send({ type: "REWARDS_API.OPEN" });
    expect(script.calls[0]).toEqual({ name: "loadCatalogue", input: { limit: 12, offset: 0 } });
    await script.answer("loadCatalogue", pageOf(30));
    actor.send({ type: "REWARDS_API.PAGE", page: 4 });
    actor.send({ type: "REWARDS_API.PAGE", page: 0 });
    expect(script.calls).toHaveLength(1);
    actor.send({ type: "REWARDS_API.PAGE", page: 3 });
    expect(script.calls[1]).toEqual({ name: "loadCatalogue", input: { limit: 12, offset: 24 } });
    system.stop();
  });

  it("opens the plans, loading them the first time only, and closes them", async () => {
    const { script, actor, system } = start();
    actor.send({ type: "REWARDS_API.OPEN_PLANS" });
    expect(actor.getSnapshot().hasTag("plansOpen")).toBe(true);
    expect(actor.getSnapshot().hasTag("loadingPlans")).toBe(true);
    await script.answer("loadPlans", [plan]);
    expect(actor.getSnapshot().context.plans).toEqual([plan]);
    actor.send({ type: "REWARDS_API.CLOSE_PLANS" });
    expect(actor.getSnapshot().hasTag("plansOpen")).toBe(false);
    actor.send({ type: "REWARDS_API.OPEN_PLANS" });
    await settle();
    expect(actor.getSnapshot().hasTag("plansOpen")).toBe(true);
    expect(script.names().filter((n) => n === "loadPlans")).toHaveLength(1);
    system.stop();
  });
});
