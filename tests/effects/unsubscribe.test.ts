/**
 * The unsubscribe page's effect and flow against the reference API over real HTTP (spec §7.5
 * 'Unsubscribe mail {add_data: {un_subscribe}}'): the choice is kept for the signed-in shopper.
 */

import { validatePassword, validateUserIdentity } from "@contract/identity";
import type { StorefrontServices } from "@effects/runtime/layer";
import { unsubscribeActors, unsubscribeMail } from "@effects/unsubscribe";
import { unsubscribeMachine } from "@machines/unsubscribe";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { UnsubscribeTexts, unsubscribedMailTypes } from "../../server/domains/account/unsubscribe";
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

/** Signs `email` in with the demo password; the browser holding the session, and the user's id. */
const signedIn = async (email: string) => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  const row = api.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
  return { ...liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }), userId: row.id };
};

describe("Unsubscribe mail against the reference API", () => {
  it("records the kind of mail for the signed-in shopper, once however often asked", async () => {
    const { layer, userId } = await signedIn("sam@demo.example");
    const first = await run(unsubscribeMail({ un_subscribe: "newsletter" }), layer);
    expect(first).toEqual({ success: 1, message: UnsubscribeTexts.en.done });
    await run(unsubscribeMail({ un_subscribe: "newsletter" }), layer);
    expect(unsubscribedMailTypes(api.db, userId)).toEqual(["newsletter"]);
  });

  it("refuses an unknown kind with its text and records nothing", async () => {
    const { layer, userId } = await signedIn("nina@demo.example");
    const answer = await run(unsubscribeMail({ un_subscribe: "promo" }), layer);
    expect(answer).toEqual({ success: 0, message: UnsubscribeTexts.en.unknownType });
    expect(unsubscribedMailTypes(api.db, userId)).toEqual([]);
  });

  it("the page's flow, confirmed, ends done with the choice stored", async () => {
    const { layer, userId } = await signedIn("nina@demo.example");
    const { actor } = startSystem(
      unsubscribeMachine.provide({ actors: unsubscribeActors(layer) }),
      "unsubscribe",
      undefined,
      [],
    );
    actor.send({ type: "UNSUBSCRIBE.OPEN", mailType: "reminders" });
    actor.send({ type: "UNSUBSCRIBE.CONFIRM" });
    await waitFor(actor, (s) => s.matches("done"), { timeout: 10_000 });
    expect(unsubscribedMailTypes(api.db, userId)).toEqual(["reminders"]);
  });
});
