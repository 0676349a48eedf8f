/**
 * The Effect programs of the switch-account page (spec §7.5 'Account switching', POST under the
 * switch-accounts path) and the live actors its machine invokes by name.
 */
import { fetchAccounts as fetchAccountsCall, type LinkedAccount } from "@contract/account";
import {
  getUserAssoc as getUserAssocCall,
  selectAccount as selectAccountCall,
  validateIfSwitchWorked as validateIfSwitchWorkedCall,
} from "@contract/identity";
import { Effect, type Layer } from "effect";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";
import { storeSessionToken } from "./session";

/** What a switching call answered: success 1, else the server's text. */
export interface SwitchOutcome {
  readonly success: number;
  readonly message: string | null;
}

/** What fetch_accounts or validate_if_switch-worked answered. */
export interface AccountsOutcome extends SwitchOutcome {
  readonly accounts: readonly LinkedAccount[];
}

/** fetch_accounts: the accounts linked with the signed-in one (linkedAccounts). */
export const fetchAccounts = Effect.fn("switchAccount.fetchAccounts")(function* () {
  const answer = yield* callOperation(fetchAccountsCall, {});
  const outcome: AccountsOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    accounts: answer.linkedAccounts,
  };
  return outcome;
});

/**
 * getUserAssoc {user_assoc: {cid}} (spec §7.5 'Validate identity and user association'): success
 * 1 when the signed-in identity has a user at client `cid`, else the server's text.
 */
export const validateUserAssoc = Effect.fn("switchAccount.validateUserAssoc")(function* (input: {
  readonly cid: number;
}) {
  const answer = (yield* callOperation(getUserAssocCall, { user_assoc: { cid: input.cid } })).data
    .getUserAssoc;
  const outcome: SwitchOutcome = {
    success: answer.success === 1 && answer.data?.cid === input.cid ? 1 : 0,
    message: answer.message ?? null,
  };
  return outcome;
});

/** select_account {cid}: on success 1 the new session's token is stored (a_t, login flag, cookies). */
export const selectAccount = Effect.fn("switchAccount.selectAccount")(function* (input: {
  readonly cid: number;
}) {
  const answer = yield* callOperation(selectAccountCall, { cid: input.cid });
  const session = answer.success === 1 ? answer.data : undefined;
  if (session !== undefined) yield* storeSessionToken(session.a_t);
  const outcome: SwitchOutcome = {
    success: session === undefined ? 0 : 1,
    message: answer.message ?? null,
  };
  return outcome;
});

/** validate_if_switch-worked (header a_t: the new session): its accounts, the current one marked. */
export const validateIfSwitchWorked = Effect.fn("switchAccount.validateIfSwitchWorked")(function* () {
  const answer = yield* callOperation(validateIfSwitchWorkedCall, {});
  const outcome: AccountsOutcome = {
    success: answer.success,
    message: answer.message ?? null,
    accounts: answer.accounts,
  };
  return outcome;
});

/** The actors the switch-account machine invokes, run with `layer`. */
export const switchAccountActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  fetchAccounts: effectActorWithoutInput(fetchAccounts, layer),
  validateUserAssoc: effectActor(validateUserAssoc, layer),
  selectAccount: effectActor(selectAccount, layer),
  validateIfSwitchWorked: effectActorWithoutInput(validateIfSwitchWorked, layer),
});
