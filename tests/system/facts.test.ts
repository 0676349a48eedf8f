/**
 * The facts the shell flows announce reach the flows that need them inside the one actor system,
 * with no page mounted (machines/facts.ts): at start with the values they start from, and
 * again when the reference API answers.
 */
import { rootWithEffects } from "@app/system";
import { DEFAULT_PLATFORM_SETTINGS } from "@domain/site";
import { rootWithAllFlows } from "@machines/index";
import type { rootMachine, StorefrontInput } from "@machines/root";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyEventObject, createActor, type InspectionEvent, SimulatedClock, waitFor } from "xstate";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

const input: StorefrontInput = {
  location: { origin: "http://storefront.test", pathname: "/acme", search: "" },
  viewport: { width: 1280, height: 800 },
  language: "en",
  loginFlag: false,
  walletId: null,
  supportEmail: "support@rewards-storefront.example",
  inIframe: false,
  features: { perksCompanies: null, cashout: true },
};

/** Starts `machine` and records every fact event each flow receives, by systemId. */
const startRecording = (machine: typeof rootMachine) => {
  const received: Record<string, AnyEventObject[]> = {};
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== "@xstate.event") return;
    if (
      !/^(SESSION\.(USER|WALLET)|SITE\.SETTINGS|COUNTRY\.SELECTED|DELIVERY\.ADDRESS)$/.test(
        inspection.event.type,
      )
    )
      return;
    const id = "id" in inspection.actorRef ? String(inspection.actorRef.id) : "";
    received[id] = [...(received[id] ?? []), inspection.event];
  };
  const root = createActor(machine, { input, inspect, clock: new SimulatedClock(), systemId: "root" });
  root.start();
  return { root, received: (id: string) => received[id] ?? [] };
};

describe("at start, the listeners exist before the owners announce", () => {
  it("so what the owners send at their start reaches every listener spawned at start", () => {
    const { root, received } = startRecording(rootWithAllFlows);
    const guest = { type: "SESSION.USER", loggedIn: false, user: null, points: null };
    expect(received("cart")).toEqual([guest]);
    for (const id of ["checkout", "trackOrder", "balanceChecker"]) expect(received(id)).toEqual([]);
    root.stop();
  });
});

describe("a late flow hears, when it is spawned, the facts announced before (machines/facts.ts)", () => {
  it("the root keeps the last of each fact a late flow listens to and hands them on in the table's order", () => {
    const { root, received } = startRecording(rootWithAllFlows);
    const defaults = {
      type: "SITE.SETTINGS",
      paymentMethodAccess: DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess,
      showCts: true,
    };
    const guest = { type: "SESSION.USER", loggedIn: false, user: null, points: null };
    const wallet = {
      type: "SESSION.WALLET",
      wallet: { points: null, gcb: null, tokens: null },
      checkoutUser: { firstname: "", lastname: "", email: "", phone: "", phone_code: "" },
    };
    for (const flow of ["checkout", "trackOrder", "balanceChecker", "delivery"] as const)
      root.send({ type: "FLOW.START", flow });
    const india = { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" };
    // The delivery flow, spawned after the checkout, announces that no address is orderable yet.
    const noAddress = { type: "DELIVERY.ADDRESS", deliveryAddress: null };
    expect(received("checkout")).toEqual([defaults, guest, wallet, noAddress]);
    expect(received("delivery")).toEqual([india]);
    expect(received("trackOrder")).toEqual([
      defaults,
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" },
    ]);
    expect(received("balanceChecker")).toEqual([defaults]);
    root.stop();
  });

  it("a fact announced after the spawn reaches the late flow directly, once", () => {
    const { root, received } = startRecording(rootWithAllFlows);
    root.send({ type: "FLOW.START", flow: "trackOrder" });
    const before = received("trackOrder").length;
    const country = root.system.get("country");
    if (country === undefined) throw new Error("no country flow");
    // A later announcement: country announces its selection again when the site is known.
    country.send({ type: "SITE.READY", siteUrl: "/", sections: [] });
    const after = received("trackOrder").slice(before);
    expect(after).toEqual([
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" },
    ]);
    expect(root.getSnapshot().context.facts.filter((fact) => fact.type === "COUNTRY.SELECTED")).toHaveLength(
      1,
    );
    root.stop();
  });
});

describe("against the reference API: the answered values follow", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("acme's settings, the chosen country and a guest's wallet reach their flows once the first reads answer", async () => {
    const { layer } = liveBrowser(api, { url: "http://storefront.test/acme" });
    const { root, received } = startRecording(await rootWithEffects(layer));
    // Two late flows spawned at start (a deep link), one once the first reads have answered.
    root.send({ type: "FLOW.START", flow: "checkout" });
    root.send({ type: "FLOW.START", flow: "trackOrder" });
    const country = root.system.get("country");
    if (country === undefined) throw new Error("no country flow");
    await waitFor(country, (s) => s.hasTag("ready"), { timeout: 10_000 });
    root.send({ type: "FLOW.START", flow: "balanceChecker" });
    const defaults = {
      type: "SITE.SETTINGS",
      paymentMethodAccess: DEFAULT_PLATFORM_SETTINGS.paymentMethodAccess,
      showCts: true,
    };
    const acme = {
      type: "SITE.SETTINGS",
      paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 },
      showCts: true,
    };
    for (const id of ["checkout", "trackOrder"]) {
      const settings = received(id).filter((event) => event.type === "SITE.SETTINGS");
      expect(settings[0]).toEqual(defaults);
      expect(settings.at(-1)).toEqual(acme);
    }
    // Spawned after the answers: it hears the settings as they are now, once.
    expect(received("balanceChecker")).toEqual([acme]);
    // 'IN' at start, again when the site is known (the fallback), then India chosen by IP.
    expect(received("trackOrder").filter((event) => event.type === "COUNTRY.SELECTED")).toEqual([
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" },
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 99, countryName: "India" },
      { type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 976, countryName: "India" },
    ]);
    root.stop();
  });
});
