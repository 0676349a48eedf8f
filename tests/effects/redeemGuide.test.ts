/**
 * The redemption guide's effect (spec §2.8 'After the modal opens, a returning user flag is stored
 * 4 seconds later'), on an in-memory browser, alone and behind the machine.
 */

import { redeemGuideActors, storeReturningUser } from "@effects/redeemGuide";
import { makeMemoryBrowser } from "@effects/runtime/browser";
import { storefrontLayer } from "@effects/runtime/layer";
import { redeemGuideMachine } from "@machines/redeemGuide";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { settle, startSystem } from "../support/harness";

/** An in-memory browser; no call reaches the API here. */
const browserWithLayer = () => {
  const browser = makeMemoryBrowser({ url: "http://storefront.test/marketplace" });
  const layer = storefrontLayer(
    { apiHost: "http://127.0.0.1:9", checkoutHost: "http://127.0.0.1:9", timeoutMs: 1000 },
    browser,
  );
  return { browser, layer };
};

describe("spec §2.8: the 'returning user' flag in local storage", () => {
  it("stores returningUser = '1' in local storage, not in session storage", async () => {
    const { browser, layer } = browserWithLayer();
    await Effect.runPromise(Effect.provide(storeReturningUser(), layer));
    expect(browser.state.local.get("returningUser")).toBe("1");
    expect(browser.state.session.has("returningUser")).toBe(false);
  });

  it("is stored by the live actor 4000 ms after the guide opens, not before", async () => {
    const { browser, layer } = browserWithLayer();
    const machine = redeemGuideMachine.provide({ actors: redeemGuideActors(layer) });
    const { actor, clock } = startSystem(machine, "redeemGuide", { location: { search: "" } }, [
      "root",
      "session",
    ]);
    actor.send({ type: "DIALOG.OPEN" });
    clock.increment(3999);
    await settle();
    expect(browser.state.local.has("returningUser")).toBe(false);
    clock.increment(1);
    for (let i = 0; i < 5 && !actor.getSnapshot().matches({ returningUser: "stored" }); i += 1)
      await settle();
    expect(browser.state.local.get("returningUser")).toBe("1");
    expect(actor.getSnapshot().matches({ returningUser: "stored" })).toBe(true);
  });
});
