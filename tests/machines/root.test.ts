/**
 * The root of the actor system: it keeps the page environment, forwards it to the shell flows,
 * applies the header's hide-on-scroll rule (spec §2.4) and holds which header dialog is open.
 */

import { INITIAL_HEADER_SCROLL, nextHeaderScroll } from "@domain/header";
import { rootMachine, type StorefrontInput } from "@machines/root";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";

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
