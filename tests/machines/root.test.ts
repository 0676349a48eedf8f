/**
 * The root of the actor system: it keeps the page environment, forwards it to the shell flows,
 * applies the header's hide-on-scroll rule (spec §2.4) and holds which header dialog is open.
 */

import { INITIAL_HEADER_SCROLL, nextHeaderScroll } from "@domain/header";
import { defaultMobileCodeOf } from "@domain/trackOrder";
import { asActor, isMachineActor, nameOf } from "@eventlog/actors";
import { LATE_FLOWS } from "@machines/flows";
import { rootWithAllFlows } from "@machines/index";
import { rootMachine, type StorefrontInput } from "@machines/root";
import { describe, expect, it } from "vitest";
import { createActor, type InspectionEvent } from "xstate";

const input: StorefrontInput = {
  location: { origin: "http://storefront.test", pathname: "/marketplace", search: "" },
  viewport: { width: 1280, height: 800 },
  language: "en",
  loginFlag: false,
  walletId: null,
  supportEmail: "support@rewards-storefront.example",
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
};

const access = { rewardPoints: 1, gcb: 0, tokens: 0, voucher: 1, gateway: 1 } as const;

/** The root with its flows, whose effects never settle (nothing leaves the process). */
const startRoot = () => {
  const root = createActor(rootMachine, { input });
  root.start();
  const flow = (id: string) => {
    const actor = root.system.get(id);
    if (actor === undefined) throw new Error(`no ${id} flow`);
    return actor.getSnapshot() as { readonly context: Record<string, unknown> };
  };
  return { root, flow };
};

describe("the root forwards the page environment to the shell flows", () => {
  it("sends every ENV.LOCATION and ENV.VIEWPORT to site, country and search, and keeps them", () => {
    const { root, flow } = startRoot();
    root.send({ type: "ENV.LOCATION", pathname: "/acme/vouchers", search: "?x=1" });
    root.send({ type: "ENV.VIEWPORT", width: 390, height: 844 });
    expect(flow("site").context.location).toEqual({ pathname: "/acme/vouchers", search: "?x=1" });
    expect(flow("site").context.viewport).toEqual({ width: 390, height: 844 });
    expect(flow("country").context.location).toMatchObject({ pathname: "/acme/vouchers", search: "?x=1" });
    expect(flow("country").context.viewport).toEqual({ width: 390, height: 844 });
    expect(flow("search").context.pathname).toBe("/acme/vouchers");
    expect(root.getSnapshot().context.location.pathname).toBe("/acme/vouchers");
    expect(root.getSnapshot().context.viewport).toEqual({ width: 390, height: 844 });
    root.stop();
  });
});

describe("spec §2.4 'Scroll': the header hides scrolling down and shows scrolling up, 10 px threshold", () => {
  it("ignores movements under 10 px and acts on 10 px", () => {
    const afterDown = nextHeaderScroll(INITIAL_HEADER_SCROLL, 9);
    expect(afterDown).toEqual({ y: 0, hidden: false });
    const hidden = nextHeaderScroll(INITIAL_HEADER_SCROLL, 10);
    expect(hidden).toEqual({ y: 10, hidden: true });
    expect(nextHeaderScroll({ y: 300, hidden: true }, 291)).toEqual({ y: 300, hidden: true });
    expect(nextHeaderScroll({ y: 300, hidden: true }, 290)).toEqual({ y: 290, hidden: false });
  });

  it("always shows the header at the top of the page and survives nonsense offsets", () => {
    expect(nextHeaderScroll({ y: 400, hidden: true }, 0)).toEqual({ y: 0, hidden: false });
    expect(nextHeaderScroll({ y: 400, hidden: true }, Number.NaN)).toEqual({ y: 0, hidden: false });
    expect(nextHeaderScroll({ y: 4, hidden: false }, -30)).toEqual({ y: 0, hidden: false });
  });

  it("applies the rule to ENV.SCROLL events", () => {
    const { root } = startRoot();
    root.send({ type: "ENV.SCROLL", y: 120 });
    expect(root.getSnapshot().context.headerScroll.hidden).toBe(true);
    root.send({ type: "ENV.SCROLL", y: 115 });
    expect(root.getSnapshot().context.headerScroll.hidden).toBe(true);
    root.send({ type: "ENV.SCROLL", y: 100 });
    expect(root.getSnapshot().context.headerScroll.hidden).toBe(false);
  });
});

describe("the header's dialogs (spec §2.4 Track Order, Check reward code Balance, How to Redeem?)", () => {
  it("opens one dialog at a time and closes it", () => {
    const { root } = startRoot();
    expect(root.getSnapshot().context.dialog).toBeNull();
    root.send({ type: "UI.OPEN_DIALOG", dialog: "trackOrder" });
    expect(root.getSnapshot().context.dialog).toBe("trackOrder");
    root.send({ type: "UI.OPEN_DIALOG", dialog: "redeemGuide" });
    expect(root.getSnapshot().context.dialog).toBe("redeemGuide");
    root.send({ type: "UI.CLOSE_DIALOG" });
    expect(root.getSnapshot().context.dialog).toBeNull();
  });
});

describe("the late flows spawn on FLOW.START, once, with their systemId", () => {
  const startAll = () => {
    const inspections: InspectionEvent[] = [];
    const root = createActor(rootWithAllFlows, {
      input,
      systemId: "root",
      inspect: (inspection) => inspections.push(inspection),
    });
    root.start();
    /** The deliveries to machine actors so far, as 'recipient EVENT' (the recipient's log name). */
    const deliveries = () =>
      inspections.flatMap((i) => {
        const actor = i.type === "@xstate.event" ? asActor(i.actorRef) : undefined;
        return i.type === "@xstate.event" && actor !== undefined && isMachineActor(actor)
          ? [`${nameOf(actor)} ${i.event.type}`]
          : [];
      });
    return { root, deliveries };
  };

  it("none runs at start; FLOW.START spawns the flow at that step and a second one does nothing", () => {
    const { root, deliveries } = startAll();
    for (const flow of LATE_FLOWS) expect(root.system.get(flow)).toBeUndefined();
    const before = deliveries().length;
    root.send({ type: "FLOW.START", flow: "product" });
    // The root hears FLOW.START, then the flow starts: nothing else happens in between.
    expect(deliveries().slice(before, before + 2)).toEqual(["root FLOW.START", "product xstate.init"]);
    // The child "product" is the actor of systemId "product".
    expect(root.system.get("product")).toBeDefined();
    expect(root.getSnapshot().children.product).toBe(root.system.get("product"));
    expect(root.getSnapshot().context.lateFlows).toEqual(["product"]);
    const product = root.system.get("product");
    root.send({ type: "FLOW.START", flow: "product" });
    expect(root.system.get("product")).toBe(product);
    expect(deliveries().filter((d) => d === "product xstate.init")).toHaveLength(1);
    root.stop();
  });

  it("spec §2.3: the product flow spawned at a product's route loads that product at once", () => {
    const { root } = startAll();
    root.send({
      type: "ENV.LOCATION",
      pathname: "/marketplace/vouchers/description/amazon-pay/40211",
      search: "",
    });
    root.send({ type: "FLOW.START", flow: "product" });
    const product = root.getSnapshot().children.product?.getSnapshot();
    expect(product?.value).toBe("loading");
    expect(product?.context.productId).toBe(40211);
    root.stop();
  });

  it("the product flow spawned elsewhere waits for the page to ask", () => {
    const { root } = startAll();
    root.send({ type: "FLOW.START", flow: "product" });
    const product = root.getSnapshot().children.product?.getSnapshot();
    expect(product?.value).toBe("idle");
    expect(product?.context.productId).toBeNull();
    root.stop();
  });

  it("a late flow gets the facts announced before it existed (machines/facts.ts)", () => {
    const { root } = startAll();
    root.send({ type: "SITE.SETTINGS", paymentMethodAccess: access, showCts: false });
    root.send({ type: "COUNTRY.SELECTED", countryCode: "US", countryId: 1101, countryName: "United States" });
    root.send({ type: "FLOW.START", flow: "trackOrder" });
    root.send({ type: "FLOW.START", flow: "balanceChecker" });
    const trackOrder = root.system.get("trackOrder")?.getSnapshot().context;
    expect(trackOrder).toMatchObject({ showCts: false, defaultMobileCode: defaultMobileCodeOf("US") });
    expect(defaultMobileCodeOf("US")).not.toBe(defaultMobileCodeOf("IN"));
    expect(root.system.get("balanceChecker")?.getSnapshot().context).toMatchObject({ showCts: false });
    root.stop();
  });

  it("the cart's lines and the session's wallet reach a checkout spawned later", () => {
    const { root } = startAll();
    const wallet = {
      type: "SESSION.WALLET",
      wallet: { points: { available: 500, pointValue: 1, currency: "INR" }, gcb: null, tokens: null },
      checkoutUser: {
        firstname: "Asha",
        lastname: "Rao",
        email: "asha@demo.example",
        phone: "9876500000",
        phone_code: "91",
      },
    } as const;
    root.send(wallet);
    root.send({ type: "FLOW.START", flow: "checkout" });
    const checkout = root.system.get("checkout")?.getSnapshot().context;
    expect(checkout).toMatchObject({ wallet: wallet.wallet, checkoutUser: wallet.checkoutUser });
    root.stop();
  });

  it("a header dialog opened before its flow existed is open in the flow once it is spawned", () => {
    const { root, deliveries } = startAll();
    root.send({ type: "UI.OPEN_DIALOG", dialog: "redeemGuide" });
    expect(root.getSnapshot().context.dialog).toBe("redeemGuide");
    root.send({ type: "FLOW.START", flow: "redeemGuide" });
    expect(deliveries()).toContain("redeemGuide DIALOG.OPEN");
    expect(root.system.get("redeemGuide")?.getSnapshot().matches({ guide: "open" })).toBe(true);
    root.stop();
  });

  it("the redemption guide spawned later reads the location as it is then (spec §2.1 '?redeem=code')", () => {
    const { root } = startAll();
    root.send({ type: "ENV.LOCATION", pathname: "/marketplace", search: "?redeem=code" });
    root.send({ type: "FLOW.START", flow: "redeemGuide" });
    expect(root.system.get("redeemGuide")?.getSnapshot().matches({ tooltip: "shown" })).toBe(true);
    expect(root.getSnapshot().context.dialog).toBe("redeemGuide");
    root.stop();
  });
});
