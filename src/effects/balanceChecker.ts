/**
 * The Effect programs behind the Reward Codes Balance Checker (spec §2.9, §3 'Voucher balance
 * result', §5 'Reward code', §7.6 applyVoucher, §8) and the live actors its machine invokes by name:
 *
 * ```ts
 * balanceCheckerMachine.provide({ actors: balanceCheckerActors(layer) });
 * ```
 *
 * - `checkBalance`: applyVoucher {input: {code, partner_type 'vd', token}} for the store named by
 *   the `x-site` header (the public base for a guest, the authenticated one when logged in: the
 *   transport decides). The answer is read by `balanceResultOf`, today taken from Effect's Clock
 *   (so a replay sees the same day); each refusal fails with its catalogue error.
 * - `verifyCaptcha`: the captcha check that comes before the lookup when the site asks for one.
 */

import { applyVoucher, SiteHeader } from "@contract/orders";
import { type BalanceRefusal, type BalanceResult, balanceResultOf, isoDayOf } from "@domain/balanceChecker";
import { rewardCodeOf } from "@domain/checkout";
import type { CallFailure } from "@errors/data";
import {
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
} from "@errors/situations";
import { Clock, Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { verifyCaptcha } from "./runtime/captcha";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export interface CheckBalanceInput {
  /** The field's text (dashes allowed): sent trimmed and without dashes (spec §5). */
  readonly code: string;
  /** The store's url prefix, e.g. 'marketplace' or 'acme' (the `x-site` header). */
  readonly site: string;
  /** The captcha token when the site asks for one, else ''. */
  readonly token: string;
}

export type BalanceFailure =
  | CallFailure
  | BalanceLookupFailed
  | BalanceCodeForeignStore
  | BalanceNotNumeric
  | BalanceCodeUsed;

const refusalError = (refusal: BalanceRefusal): BalanceFailure => {
  switch (refusal) {
    case "BalanceLookupFailed":
      return new BalanceLookupFailed();
    case "BalanceCodeForeignStore":
      return new BalanceCodeForeignStore();
    case "BalanceNotNumeric":
      return new BalanceNotNumeric();
    case "BalanceCodeUsed":
      return new BalanceCodeUsed();
  }
};

/** applyVoucher (spec §7.6) read as a balance (spec §3). */
export const checkBalance: (
  input: CheckBalanceInput,
) => Effect.Effect<BalanceResult, BalanceFailure, StorefrontServices> = Effect.fn(
  "balanceChecker.checkBalance",
)(function* (input: CheckBalanceInput) {
  const code = rewardCodeOf(input.code);
  const answer = yield* callOperation(
    applyVoucher,
    { input: { code, partner_type: "vd", token: input.token } },
    { headers: { [SiteHeader]: input.site } },
  );
  const today = isoDayOf(yield* Clock.currentTimeMillis);
  const lookup = balanceResultOf(answer.output, today, code);
  if (!lookup.ok) return yield* Effect.fail(refusalError(lookup.refusal));
  return lookup.result;
});

/** The actors the balance checker invokes, run with `layer`. */
export const balanceCheckerActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  checkBalance: effectActor(checkBalance, layer),
  verifyCaptcha: effectActor(verifyCaptcha, layer),
});
