/**
 * The perks flow's effects against the reference API over real HTTP: a free perk's claim (spec
 * §7.6 freePerkCreateOrder), the airline member id check (spec §7.6 validate_miles_memberId) and
 * the way into the perks store (spec §7.5 sso_token, §2.1 the SSO entry), each failure a typed
 * error the catalogue says (spec §8).
 */

import { fetchUserDetails } from "@contract/account";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { perksSsoEntryUrl } from "@domain/perks";
import { decodeBase64Text } from "@domain/session";
import { checkMemberId, claimFreePerk, perksStoreEntry } from "@effects/perks";
import type { StorefrontServices } from "@effects/runtime/layer";
import { type ErrorData, present, toErrorData } from "@errors";
import type { StorefrontError } from "@errors/data";
import { Effect, Exit, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberIdTexts } from "../../server/domains/orders/miles";
import { perkOutOfStockText } from "../../server/domains/orders/perks";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

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
) => Effect.runPromise(Effect.exit(Effect.provide(program, layer)));

const failureOf = <A>(exit: Exit.Exit<A, StorefrontError>): ErrorData | null =>
  Exit.isFailure(exit) && exit.cause.reasons[0]?._tag === "Fail"
    ? toErrorData(exit.cause.reasons[0].error)
    : null;

const signedIn = async (email: string) => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }).layer;
};

describe("claimFreePerk (spec §7.6 freePerkCreateOrder)", () => {
  it("answers the claim's code; the perk of stock one then refuses another user with the server's text", async () => {
    const priya = await signedIn("priya@demo.example");
    const claimed = await run(claimFreePerk({ productId: 44005 }), priya);
    expect(failureOf(claimed)).toBeNull();
    expect(Exit.isSuccess(claimed) ? claimed.value.claim_code : null).toMatch(/^PERK-[A-Z2-9]{10}$/);
    const mia = await signedIn("mia@members.example");
    const refused = failureOf(await run(claimFreePerk({ productId: 44005 }), mia));
    expect(refused).toEqual({
      _tag: "OrderRefused",
      operation: "freePerkCreateOrder",
      serverMessage: perkOutOfStockText,
    });
  });
});

describe("checkMemberId (spec §7.6 validate_miles_memberId)", () => {
  it("answers a known id as it is sent: trimmed, in capitals", async () => {
    const layer = await signedIn("priya@demo.example");
    const exit = await run(checkMemberId({ memberId: " sky1234567 ", productId: 47001 }), layer);
    expect(Exit.isSuccess(exit) && exit.value).toEqual({ memberId: "SKY1234567", productId: 47001 });
  });

  it("refuses a bad form before any call, and an unknown id with the airline's text, as field errors", async () => {
    const layer = await signedIn("priya@demo.example");
    const form = failureOf(await run(checkMemberId({ memberId: "SKY-1", productId: 47001 }), layer));
    expect(form).toEqual({ _tag: "MemberIdInvalid", reason: "form" });
    const unknown = failureOf(await run(checkMemberId({ memberId: "SKY0000000", productId: 47001 }), layer));
    expect(unknown).toEqual({
      _tag: "MemberIdInvalid",
      reason: "refused",
      serverMessage: memberIdTexts.en.unknown,
    });
    expect(unknown === null ? null : present(unknown)).toEqual({
      kind: "field",
      field: "memberId",
      text: { server: memberIdTexts.en.unknown },
    });
    const empty = failureOf(await run(checkMemberId({ memberId: "  ", productId: 47001 }), layer));
    expect(empty === null ? null : present(empty)).toEqual({
      kind: "field",
      field: "memberId",
      text: { key: "memberIdEmpty" },
    });
  });
});

describe("perksStoreEntry (spec §1 perk stores reuse the store credentials, §7.5 sso_token, §2.1 '/sso/')", () => {
  it("a signed-in shopper's way in is the SSO entry with a token that signs in as them, the store as its redirect", async () => {
    const priya = await signedIn("priya@demo.example");
    const exit = await run(perksStoreEntry({ storeUrl: "/marketplace/perks" }), priya);
    expect(failureOf(exit)).toBeNull();
    const entry = Exit.isSuccess(exit) ? exit.value : "";
    const url = new URL(entry, "http://storefront.test");
    expect(url.pathname).toBe("/sso/");
    expect(decodeBase64Text(url.searchParams.get("redirect") ?? "")).toBe("/marketplace/perks");
    const token = url.searchParams.get("token") ?? "";
    expect(entry).toBe(perksSsoEntryUrl(token, "/marketplace/perks"));
    const details = await api.call(fetchUserDetails, {}, { token });
    expect(details.data?.data.fetchUserDetails.email).toBe("priya@demo.example");
  });

  it("a guest, with no credentials to carry, goes to the store itself", async () => {
    const exit = await run(perksStoreEntry({ storeUrl: "/acme/perks" }), liveBrowser(api).layer);
    expect(Exit.isSuccess(exit) ? exit.value : null).toBe("/acme/perks");
  });

  it("a session the API no longer knows fails as Unauthenticated, which the catalogue says", async () => {
    const stale = liveBrowser(api, { session: { a_t: "not-a-session", s_e_t: "1" } }).layer;
    const failure = failureOf(await run(perksStoreEntry({ storeUrl: "/marketplace/perks" }), stale));
    expect(failure).toEqual({ _tag: "Unauthenticated", operation: "sso_token" });
    expect(failure === null ? null : present(failure)).not.toBeNull();
  });
});
