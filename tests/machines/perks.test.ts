/**
 * The perks flow with scripted effects: a free perk's claim (spec §7.6 freePerkCreateOrder), the
 * airline member id checked before a miles product goes to the cart (spec §3 Order, §7.6
 * validate_miles_memberId) and the '/redirect-perks' notice (spec §1, §2.3).
 */
import type { PerkClaim } from "@domain/perks";
import { PERKS_REDIRECT_DELAY_MS } from "@domain/perks";
import type { CheckedMemberId } from "@effects/perks";
import { toErrorData } from "@errors";
import { MemberIdInvalid, OrderRefused } from "@errors/situations";
import { Unauthenticated } from "@errors/transport";
import { perksMachine } from "@machines/perks";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const start = () => {
  const script = makeScript();
  const machine = perksMachine.provide({
    actors: {
      claimFreePerk: script.manual<PerkClaim, { readonly productId: number }>("claimFreePerk"),
      checkMemberId: script.manual<
        CheckedMemberId,
        { readonly memberId: string; readonly productId: number }
      >("checkMemberId"),
      perksStoreEntry: script.manual<string, { readonly storeUrl: string }>("perksStoreEntry"),
      openPerksStore: script.answering<void, { readonly url: string }>("openPerksStore", () => undefined),
    },
  });
  const started = startSystem(machine, "perks", undefined, ["checkout", "root"]);
  const snapshot = () => started.actor.getSnapshot();
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  return { ...started, script, snapshot, inputsOf, send: started.actor.send.bind(started.actor) };
};

const claim: PerkClaim = { order_id: 7100, product_id: 44002, status: 7, claim_code: "PERK-007100" };

describe("a free perk's claim (spec §7.6 freePerkCreateOrder)", () => {
  it("PERKS.CLAIM claims the perk once while busy, and keeps its code", async () => {
    const perks = start();
    perks.send({ type: "PERKS.CLAIM", productId: 44002 });
    perks.send({ type: "PERKS.CLAIM", productId: 44002 });
    await settle();
    expect(perks.snapshot().hasTag("claiming")).toBe(true);
    expect(perks.inputsOf("claimFreePerk")).toEqual([{ productId: 44002 }]);
    await perks.script.answer("claimFreePerk", claim);
    expect(perks.snapshot().hasTag("claiming")).toBe(false);
    expect(perks.snapshot().context.claims).toEqual([claim]);
  });

  it("a perk out of stock keeps the refusal as that perk's error, as catalogue data", async () => {
    const perks = start();
    perks.send({ type: "PERKS.CLAIM", productId: 44005 });
    await settle();
    const refusal = toErrorData(
      new OrderRefused({ operation: "freePerkCreateOrder", serverMessage: "This perk is out of stock." }),
    );
    await perks.script.fail("claimFreePerk", refusal);
    expect(perks.snapshot().context.claimError).toEqual({ productId: 44005, error: refusal });
    expect(perks.snapshot().context.claims).toEqual([]);
  });
});

describe("the airline member id before the cart (spec §3 Order, §7.6 validate_miles_memberId)", () => {
  it("an id of the wrong form is refused as a field error without a call", async () => {
    const perks = start();
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: "SKY-1" });
    perks.send({ type: "MILES.CHECK", productId: 47001 });
    await settle();
    expect(perks.inputsOf("checkMemberId")).toEqual([]);
    expect(perks.snapshot().context.memberIdError).toEqual(
      toErrorData(new MemberIdInvalid({ reason: "form" })),
    );
    expect(perks.snapshot().matches({ memberId: "accepted" })).toBe(false);
  });

  it("an accepted id lets the product go on and is announced to the checkout", async () => {
    const perks = start();
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: " sky1234567" });
    perks.send({ type: "MILES.CHECK", productId: 47001 });
    await settle();
    expect(perks.snapshot().hasTag("checking")).toBe(true);
    expect(perks.inputsOf("checkMemberId")).toEqual([{ memberId: " sky1234567", productId: 47001 }]);
    await perks.script.answer("checkMemberId", { memberId: "SKY1234567", productId: 47001 });
    expect(perks.snapshot().matches({ memberId: "accepted" })).toBe(true);
    expect(perks.snapshot().context.memberId).toBe("SKY1234567");
    const fact = { type: "MILES.MEMBER_ID", memberId: "SKY1234567", productId: 47001 };
    expect(perks.eventsOf("checkout")).toEqual([fact]);
    expect(perks.eventsOf("root")).toEqual([fact]);
  });

  it("an id the airline refuses shows its field error; typing again asks for a new check", async () => {
    const perks = start();
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: "SKY0000000" });
    perks.send({ type: "MILES.CHECK", productId: 47001 });
    await settle();
    const refused = toErrorData(
      new MemberIdInvalid({ reason: "refused", serverMessage: "The airline does not know this member id." }),
    );
    await perks.script.fail("checkMemberId", refused);
    expect(perks.snapshot().matches({ memberId: "editing" })).toBe(true);
    expect(perks.snapshot().context.memberIdError).toEqual(refused);
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: "SKY1234567" });
    expect(perks.snapshot().context.memberIdError).toBeNull();
    expect(perks.eventsOf("checkout")).toEqual([]);
  });

  it("typing after an accepted id withdraws it until it is checked again", async () => {
    const perks = start();
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: "SKY1234567" });
    perks.send({ type: "MILES.CHECK", productId: 47001 });
    await settle();
    await perks.script.answer("checkMemberId", { memberId: "SKY1234567", productId: 47001 });
    perks.send({ type: "MILES.MEMBER_ID_INPUT", memberId: "SKY12345678" });
    expect(perks.snapshot().matches({ memberId: "editing" })).toBe(true);
    expect(perks.snapshot().context.memberId).toBeNull();
  });
});

describe("'/redirect-perks' (spec §1 'Redirecting To Perks Stores', §2.3)", () => {
  it("shows the notice, then opens the site's perks store after the delay", async () => {
    const perks = start();
    perks.send({ type: "PERKS.REDIRECT", sitePrefix: "/marketplace" });
    await settle();
    expect(perks.snapshot().hasTag("redirecting")).toBe(true);
    expect(perks.inputsOf("openPerksStore")).toEqual([]);
    perks.clock.increment(PERKS_REDIRECT_DELAY_MS);
    await settle();
    expect(perks.inputsOf("perksStoreEntry")).toEqual([{ storeUrl: "/marketplace/perks" }]);
    expect(perks.snapshot().hasTag("redirecting")).toBe(true);
    await perks.script.answer("perksStoreEntry", "/marketplace/perks");
    expect(perks.inputsOf("openPerksStore")).toEqual([{ url: "/marketplace/perks" }]);
  });

  it("a signed-in shopper enters the store through the SSO entry with the token sso_token answered (spec §1, §2.1, §7.5)", async () => {
    const perks = start();
    perks.send({ type: "PERKS.REDIRECT", sitePrefix: "/acme" });
    perks.clock.increment(PERKS_REDIRECT_DELAY_MS);
    await settle();
    const entry = "/sso/?token=tok-123&redirect=L2FjbWUvcGVya3M%3D";
    await perks.script.answer("perksStoreEntry", entry);
    expect(perks.inputsOf("openPerksStore")).toEqual([{ url: entry }]);
  });

  it("without a token (sso_token failed) the store itself opens: the session goes with the shopper on this origin", async () => {
    const perks = start();
    perks.send({ type: "PERKS.REDIRECT", sitePrefix: "/acme" });
    perks.clock.increment(PERKS_REDIRECT_DELAY_MS);
    await settle();
    await perks.script.fail("perksStoreEntry", toErrorData(new Unauthenticated({ operation: "sso_token" })));
    expect(perks.inputsOf("openPerksStore")).toEqual([{ url: "/acme/perks" }]);
    expect(perks.snapshot().hasTag("redirecting")).toBe(true);
  });

  it("opens nothing when the page is left during the notice, and a later visit redirects again", async () => {
    const perks = start();
    perks.send({ type: "PERKS.REDIRECT", sitePrefix: "/marketplace" });
    await settle();
    perks.send({ type: "PERKS.REDIRECT_CANCEL" });
    perks.clock.increment(PERKS_REDIRECT_DELAY_MS);
    await settle();
    expect(perks.snapshot().hasTag("redirecting")).toBe(false);
    expect(perks.inputsOf("openPerksStore")).toEqual([]);
    perks.send({ type: "PERKS.REDIRECT", sitePrefix: "/acme" });
    perks.clock.increment(PERKS_REDIRECT_DELAY_MS);
    await settle();
    expect(perks.inputsOf("perksStoreEntry")).toEqual([{ storeUrl: "/acme/perks" }]);
  });
});
