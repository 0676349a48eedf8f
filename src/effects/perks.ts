/**
 * The Effect programs of the perks flow (machines/perks.ts) and the live actors it invokes:
 *
 * - `claimFreePerk`: freePerkCreateOrder (spec §7.6) with loi = base64 of the stored 'loi'; the
 *   answer carries the claim's code or link. success 0 (a perk out of stock, a company outside
 *   the perks list) fails with OrderRefused carrying the server's text.
 * - `checkMemberId`: the member id's form (src/domain/memberId.ts), then validate_miles_memberId
 *   {memberId, productId} (spec §7.6); answers the id as it is sent and kept with the order.
 * - `perksStoreEntry`: where the '/redirect-perks' page leaves for: a signed-in shopper's way in
 *   is the SSO entry with a token sso_token answers for the perks platform (spec §1, §2.1, §7.5),
 *   a guest's the store itself. An answer without a token fails as Unauthenticated.
 * - `openPerksStore`: the full redirect to the perks store of the '/redirect-perks' page.
 */
import { ssoToken } from "@contract/account";
import { validateMilesMemberId } from "@contract/miles";
import { freePerkCreateOrder } from "@contract/orders";
import { serverMessageOf } from "@domain/answers";
import { canonicalMemberId, memberIdProblem } from "@domain/memberId";
import { PERKS_PLATFORM, type PerkClaim, perksSsoEntryUrl } from "@domain/perks";
import { encodeBase64Text } from "@domain/session";
import type { CallFailure } from "@errors/data";
import { MemberIdInvalid, type OrderRefused } from "@errors/situations";
import { Unauthenticated } from "@errors/transport";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { accepted, dataOf, orderRefused } from "./runtime/answers";
import { BrowserStorage, Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { Session } from "./runtime/services";
import { callOperation } from "./runtime/transport";

/** Local storage key of the value freePerkCreateOrder sends base64-encoded (spec §7.6). */
export const LOI_KEY = "loi";

/** freePerkCreateOrder {perkOrder: {productId, token, loi}} (spec §7.6). */
export const claimFreePerk: (input: {
  readonly productId: number;
}) => Effect.Effect<PerkClaim, CallFailure | OrderRefused, StorefrontServices> = Effect.fn(
  "perks.claimFreePerk",
)(function* (input: { readonly productId: number }) {
  const storage = yield* BrowserStorage;
  const loi = (yield* storage.get("local", LOI_KEY)) ?? "";
  const answer = (yield* callOperation(freePerkCreateOrder, {
    perkOrder: { productId: input.productId, token: "", loi: encodeBase64Text(loi) },
  })).data.freePerkCreateOrder;
  const claim: PerkClaim = yield* dataOf(answer, orderRefused("freePerkCreateOrder"));
  return claim;
});

/** A member id the airline of the product knows: the id as sent and kept with the order. */
export interface CheckedMemberId {
  readonly memberId: string;
  readonly productId: number;
}

/** The member id's form, then validate_miles_memberId {memberId, productId} (spec §7.6). */
export const checkMemberId: (input: {
  readonly memberId: string;
  readonly productId: number;
}) => Effect.Effect<CheckedMemberId, CallFailure | MemberIdInvalid, StorefrontServices> = Effect.fn(
  "perks.checkMemberId",
)(function* (input: { readonly memberId: string; readonly productId: number }) {
  const problem = memberIdProblem(input.memberId);
  if (problem !== null) return yield* Effect.fail(new MemberIdInvalid({ reason: problem }));
  const memberId = canonicalMemberId(input.memberId);
  const answer = (yield* callOperation(validateMilesMemberId, { memberId, productId: input.productId })).data
    .validate_miles_memberId;
  yield* accepted(
    answer,
    (refused) => new MemberIdInvalid({ reason: "refused", serverMessage: serverMessageOf(refused) }),
  );
  const checked: CheckedMemberId = { memberId, productId: input.productId };
  return checked;
});

/**
 * The address the perks store is opened at (spec §1: perk stores reuse the user's existing store
 * credentials): for a signed-in shopper, the SSO entry with a token of sso_token {type: {platform:
 * 'perks'}} (spec §7.5, §2.1); for a guest, who has no credentials to carry, the store itself.
 */
export const perksStoreEntry: (input: {
  readonly storeUrl: string;
}) => Effect.Effect<string, CallFailure, StorefrontServices> = Effect.fn("perks.perksStoreEntry")(
  function* (input: { readonly storeUrl: string }) {
    const session = yield* Session;
    if (!(yield* session.loggedIn)) return input.storeUrl;
    const answer = (yield* callOperation(ssoToken, { type: { platform: PERKS_PLATFORM } })).data.sso_token;
    const token = answer.success === 1 ? answer.data?.token : undefined;
    if (token === undefined || token === "") {
      return yield* Effect.fail(new Unauthenticated({ operation: "sso_token" }));
    }
    return perksSsoEntryUrl(token, input.storeUrl);
  },
);

/** The full redirect to the perks store. */
export const openPerksStore: (input: { readonly url: string }) => Effect.Effect<void, never, Navigation> =
  Effect.fn("perks.openPerksStore")(function* (input: { readonly url: string }) {
    const navigation = yield* Navigation;
    yield* navigation.assign(input.url);
  });

/** The actors the perks machine invokes, run with `layer`. */
export const perksActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  claimFreePerk: effectActor(claimFreePerk, layer),
  checkMemberId: effectActor(checkMemberId, layer),
  perksStoreEntry: effectActor(perksStoreEntry, layer),
  openPerksStore: effectActor(openPerksStore, layer),
});
