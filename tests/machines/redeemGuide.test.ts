/**
 * The redemption guide flow (spec §1 'Redemption guide (How to Redeem)', §2.1 '?redeem=code',
 * §2.8, §4 'Redemption guide', §9 timings), with scripted effects and a simulated clock.
 */

import { type RedeemGuideInput, redeemGuideMachine } from "@machines/redeemGuide";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const OTHERS = ["root", "session", "site"];

const start = async (input: RedeemGuideInput = { location: { search: "" } }) => {
  const script = makeScript();
  const machine = redeemGuideMachine.provide({
    actors: { storeReturningUser: script.answering<void, void>("storeReturningUser", () => undefined) },
  });
  const started = startSystem(machine, "redeemGuide", input, OTHERS);
  await settle();
  return { ...started, script };
};

describe("spec §4 'Redemption guide': tab 1 is points, tab 2 is codes; the default is tab 2 for the use case 'code'", () => {
  it("opens on tab 1 (points) at step 1", async () => {
    const { actor } = await start();
    expect(actor.getSnapshot().matches({ guide: "closed" })).toBe(true);
    actor.send({ type: "DIALOG.OPEN" });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ guide: "open" })).toBe(true);
    expect(context.tab).toBe("points");
    expect(context.step).toBe(1);
  });

  it("opens on tab 2 (codes) when the use case is 'code'", async () => {
    const { actor } = await start({ location: { search: "" }, useCase: "code" });
    actor.send({ type: "DIALOG.OPEN" });
    expect(actor.getSnapshot().context.tab).toBe("codes");
  });

  it("switches between the tabs, each starting at step 1", async () => {
    const { actor } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    actor.send({ type: "GUIDE.NEXT" });
    actor.send({ type: "GUIDE.SELECT_TAB", tab: "codes" });
    expect(actor.getSnapshot().context).toMatchObject({ tab: "codes", step: 1 });
    actor.send({ type: "GUIDE.SELECT_TAB", tab: "points" });
    expect(actor.getSnapshot().context.tab).toBe("points");
  });

  it("ignores tab and step events while closed", async () => {
    const { actor } = await start();
    actor.send({ type: "GUIDE.SELECT_TAB", tab: "codes" });
    actor.send({ type: "GUIDE.NEXT" });
    expect(actor.getSnapshot().context).toMatchObject({ tab: "points", step: 1 });
  });
});

describe("spec §2.8: with the use case 'code' only the codes guide shows", () => {
  it("refuses the points tab", async () => {
    const { actor } = await start({ location: { search: "" }, useCase: "code" });
    actor.send({ type: "DIALOG.OPEN" });
    actor.send({ type: "GUIDE.SELECT_TAB", tab: "points" });
    expect(actor.getSnapshot().context.tab).toBe("codes");
  });

  it("follows a use case change: 'code' moves an open guide to the codes tab", async () => {
    const { actor } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    expect(actor.getSnapshot().context.tab).toBe("points");
    actor.send({ type: "SESSION.USE_CASE", useCase: "code" });
    expect(actor.getSnapshot().context).toMatchObject({ useCase: "code", tab: "codes" });
  });
});

describe("spec §1: the steps, with Next and Back", () => {
  it("Next goes to step 2, Back returns to step 1, and neither goes past the ends", async () => {
    const { actor } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    actor.send({ type: "GUIDE.BACK" });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: "GUIDE.NEXT" });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: "GUIDE.NEXT" });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: "GUIDE.BACK" });
    expect(actor.getSnapshot().context.step).toBe(1);
  });
});

describe("spec §4 'Redemption guide': closing resets it to step 1, tab 1", () => {
  it("is back at step 1 on tab 1 after DIALOG.CLOSE, and reopens there", async () => {
    const { actor } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    actor.send({ type: "GUIDE.SELECT_TAB", tab: "codes" });
    actor.send({ type: "GUIDE.NEXT" });
    expect(actor.getSnapshot().context).toMatchObject({ tab: "codes", step: 2 });
    actor.send({ type: "DIALOG.CLOSE" });
    expect(actor.getSnapshot().matches({ guide: "closed" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tab: "points", step: 1 });
    actor.send({ type: "DIALOG.OPEN" });
    expect(actor.getSnapshot().context).toMatchObject({ tab: "points", step: 1 });
  });
});

describe("spec §2.8, §9: the 'returning user' flag is stored 4000 ms after the guide opens", () => {
  it("stores nothing before 4000 ms and stores the flag at 4000 ms", async () => {
    const { actor, clock, script } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(3999);
    await settle();
    expect(script.names()).toEqual([]);
    clock.increment(1);
    await settle();
    expect(script.names()).toEqual(["storeReturningUser"]);
    expect(actor.getSnapshot().matches({ returningUser: "stored" })).toBe(true);
  });

  it("stores it 4000 ms after opening even when the guide was closed in between", async () => {
    const { actor, clock, script } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(1000);
    actor.send({ type: "DIALOG.CLOSE" });
    clock.increment(3000);
    await settle();
    expect(script.names()).toEqual(["storeReturningUser"]);
  });

  it("does not count from later openings and stores the flag once", async () => {
    const { actor, clock, script } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(2000);
    actor.send({ type: "DIALOG.CLOSE" });
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(2000);
    await settle();
    expect(script.names()).toEqual(["storeReturningUser"]);
    actor.send({ type: "DIALOG.CLOSE" });
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(4000);
    await settle();
    expect(script.names()).toEqual(["storeReturningUser"]);
  });

  it("never stores it when the guide is not opened", async () => {
    const { clock, script } = await start();
    clock.increment(10_000);
    await settle();
    expect(script.names()).toEqual([]);
  });
});

describe("spec §2.1 '?redeem=code': use case 'code', the guide opens, the tooltip closes after 4 s", () => {
  it("at start: tells the session the use case 'code' and asks the root to open the guide", async () => {
    const { actor, eventsOf } = await start({ location: { search: "?redeem=code" } });
    expect(eventsOf("session")).toEqual([{ type: "SESSION.USE_CASE", useCase: "code" }]);
    expect(eventsOf("root")).toEqual([{ type: "UI.OPEN_DIALOG", dialog: "redeemGuide" }]);
    expect(actor.getSnapshot().context.useCase).toBe("code");
    expect(actor.getSnapshot().matches({ tooltip: "shown" })).toBe(true);
    // The root answers by opening the dialog: the codes guide (tab 2) shows.
    actor.send({ type: "DIALOG.OPEN" });
    expect(actor.getSnapshot().context.tab).toBe("codes");
  });

  it("closes the tooltip after 4 s, not before", async () => {
    const { actor, clock } = await start({ location: { search: "?redeem=code" } });
    clock.increment(3999);
    expect(actor.getSnapshot().matches({ tooltip: "shown" })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ tooltip: "hidden" })).toBe(true);
  });

  it("closes the tooltip when it is dismissed", async () => {
    const { actor } = await start({ location: { search: "?redeem=code" } });
    actor.send({ type: "GUIDE.CLOSE_TOOLTIP" });
    expect(actor.getSnapshot().matches({ tooltip: "hidden" })).toBe(true);
  });

  it("on ENV.LOCATION: acts when the query has redeem=code", async () => {
    const { actor, eventsOf } = await start();
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/vouchers", search: "" });
    expect(eventsOf("root")).toEqual([]);
    expect(actor.getSnapshot().matches({ tooltip: "hidden" })).toBe(true);
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace", search: "?redeem=code" });
    expect(eventsOf("session")).toEqual([{ type: "SESSION.USE_CASE", useCase: "code" }]);
    expect(eventsOf("root")).toEqual([{ type: "UI.OPEN_DIALOG", dialog: "redeemGuide" }]);
    expect(actor.getSnapshot().matches({ tooltip: "shown" })).toBe(true);
  });

  it("acts once per page load for the same query string", async () => {
    const { actor, eventsOf, clock } = await start({ location: { search: "?redeem=code" } });
    clock.increment(4000);
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace", search: "?redeem=code" });
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/vouchers", search: "?redeem=code" });
    expect(eventsOf("root")).toHaveLength(1);
    expect(eventsOf("session")).toHaveLength(1);
    expect(actor.getSnapshot().matches({ tooltip: "hidden" })).toBe(true);
  });

  it("does nothing for other values of redeem", async () => {
    const { actor, eventsOf } = await start({ location: { search: "?redeem=points" } });
    expect(eventsOf("root")).toEqual([]);
    expect(eventsOf("session")).toEqual([]);
    expect(actor.getSnapshot().context.useCase).toBeNull();
    expect(actor.getSnapshot().matches({ tooltip: "hidden" })).toBe(true);
  });

  it("does not disturb an open guide's state other than moving it to the codes guide", async () => {
    const { actor } = await start();
    actor.send({ type: "DIALOG.OPEN" });
    actor.send({ type: "GUIDE.NEXT" });
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace", search: "?redeem=code" });
    expect(actor.getSnapshot().matches({ guide: "open" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ useCase: "code", tab: "codes", step: 1 });
  });
});
