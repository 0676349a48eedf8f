/**
 * The switch-account effects and flow against the reference API over real HTTP (spec §7.5
 * 'Account switching'): Sam Carter's three linked accounts (clients 1001, 2002, 5179); a switch
 * replaces the session with the chosen client's, whose points the next start-up reads; the
 * identity's association with a client's user is checked first (getUserAssoc, spec §7.5).
 */

import { validatePassword, validateUserIdentity } from "@contract/identity";
import type { StorefrontServices } from "@effects/runtime/layer";
import { getPoints } from "@effects/session";
import {
  fetchAccounts,
  selectAccount,
  switchAccountActors,
  validateIfSwitchWorked,
  validateUserAssoc,
} from "@effects/switchAccount";
import { switchAccountMachine } from "@machines/switchAccount";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { SwitchTexts, UserAssocTexts } from "../../server/domains/account/linked";
import { liveBrowser, type ReferenceApi, startReferenceApi, startSystem } from "../support/harness";

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

const signedInAsSam = async () => {
  const step1 = await api.call(validateUserIdentity, { user_input: "sam@demo.example" });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error("login failed");
  return { ...liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }), token };
};

const currentOf = (accounts: readonly { readonly cid: number; readonly is_current?: boolean }[]) =>
  accounts.filter((a) => a.is_current === true).map((a) => a.cid);

describe("Account switching against the reference API", () => {
  it("Sam's linked accounts, a switch to client 2002 with its own session and points, confirmed", async () => {
    const { layer, browser, token } = await signedInAsSam();
    const listed = await run(fetchAccounts(), layer);
    expect(listed.accounts.map((a) => a.cid)).toEqual([1001, 2002, 5179]);
    expect(currentOf(listed.accounts)).toEqual([1001]);
    const pointsBefore = await run(getPoints({ walletId: null }), layer);

    const switched = await run(selectAccount({ cid: 2002 }), layer);
    expect(switched).toEqual({ success: 1, message: SwitchTexts.en.switched });
    const newToken = browser.state.session.get("a_t");
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);

    const confirmed = await run(validateIfSwitchWorked(), layer);
    expect(currentOf(confirmed.accounts)).toEqual([2002]);
    const pointsAfter = await run(getPoints({ walletId: null }), layer);
    expect(pointsAfter).not.toEqual(pointsBefore);
  });

  it("a client that is not linked is refused with its text and the session stays", async () => {
    const { layer, browser, token } = await signedInAsSam();
    const refused = await run(selectAccount({ cid: 4242 }), layer);
    expect(refused).toEqual({ success: 0, message: SwitchTexts.en.notLinked });
    expect(browser.state.session.get("a_t")).toBe(token);
  });

  it("getUserAssoc: Sam's identity is associated with each linked client, not with another (spec §7.5)", async () => {
    const { layer, browser, token } = await signedInAsSam();
    for (const cid of [1001, 2002, 5179])
      expect(await run(validateUserAssoc({ cid }), layer)).toEqual({ success: 1, message: null });
    expect(await run(validateUserAssoc({ cid: 4242 }), layer)).toEqual({
      success: 0,
      message: UserAssocTexts.en.notAssociated,
    });
    expect(browser.state.session.get("a_t")).toBe(token);
  });

  it("the page's flow: open, choose client 5179, done", async () => {
    const { layer } = await signedInAsSam();
    const { actor } = startSystem(
      switchAccountMachine.provide({ actors: switchAccountActors(layer) }),
      "switchAccount",
      undefined,
      ["session"],
    );
    actor.send({ type: "SWITCH.OPEN" });
    await waitFor(actor, (s) => s.matches("choosing"), { timeout: 10_000 });
    actor.send({ type: "SWITCH.SELECT", cid: 5179 });
    await waitFor(actor, (s) => s.matches("done"), { timeout: 10_000 });
    expect(currentOf(actor.getSnapshot().context.accounts)).toEqual([5179]);
  });
});
