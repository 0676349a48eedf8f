/**
 * The storefront's root with every effect replaced by a scripted one answered at once (on the
 * next microtask) from plain functions: what the event-log benchmark and the event-log property
 * tests run. The machines are the real ones; only the effect actors they invoke by name differ.
 * A function that throws an {@link ErrorData} makes its actor fail with it, as a live effect does.
 */

import type { UserDetails } from "@contract/account";
import type {
  AccountsAnswer,
  CartAnswer,
  GcbAnswer,
  MenuAnswer,
  PointsAnswer,
  SsoOutcome,
  TokensAnswer,
} from "@domain/session";
import { type SessionUser, sessionUserOf } from "@domain/wallet";
import type { IdentityOutcome, SignInOutcome } from "@effects/auth";
import { type LogoutAnswer, scriptedLoadBalances, scriptedStoreEntry } from "@effects/session";
import { authMachine } from "@machines/auth";
import { logoutMachine } from "@machines/logout";
import { rootMachine } from "@machines/root";
import { sessionMachine } from "@machines/session";
import { fromPromise, type PromiseActorLogic } from "xstate";

/** What each effect answers, by the name the machines invoke it under. */
export interface StorefrontEffects {
  // session
  readonly readLoginFlag: () => boolean;
  readonly storeSsoSession: () => SsoOutcome;
  readonly storeWalletId: (input: { readonly walletId: string | null }) => void;
  readonly fetchUserDetails: () => UserDetails;
  readonly storeLoginEmail: (input: { readonly email: string | null }) => void;
  readonly getMenu: () => MenuAnswer;
  readonly getPoints: (input: { readonly walletId: string | null }) => PointsAnswer;
  readonly fetchGcb: () => GcbAnswer;
  readonly getStoreToken: () => TokensAnswer;
  readonly fetchAccounts: () => AccountsAnswer;
  readonly fetchCart: () => CartAnswer;
  readonly clearStoredSession: () => void;
  readonly redirectToSite: (input: { readonly customUrl: string }) => void;
  readonly navigateTo: (input: { readonly path: string }) => void;
  // auth
  readonly validateUserIdentity: (input: { readonly user_input: string }) => IdentityOutcome;
  readonly validatePassword: (input: { readonly password: string }) => SignInOutcome;
  readonly validateLoginOtp: (input: { readonly otp: string; readonly otp_id: string }) => SignInOutcome;
  // logout
  readonly clearLanguage: () => void;
  readonly logout: () => LogoutAnswer;
  readonly clearSignedOutData: () => void;
  readonly redirectAfterLogout: (input: { readonly url: string }) => void;
}

/** An effect actor answered by `run(input)` on the next microtask; a throw rejects with the thrown value. */
const scripted = <O, I>(run: (input: I) => O): PromiseActorLogic<O, I> =>
  fromPromise<O, I>(async ({ input }) => run(input));

/** The root of the storefront with `effects` behind every flow. */
export const scriptedRoot = (effects: StorefrontEffects) =>
  rootMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          readLoginFlag: scripted<boolean, void>(() => effects.readLoginFlag()),
          storeEntry: scriptedStoreEntry({
            storeWalletId: async (input) => effects.storeWalletId(input),
            storeSsoSession: async () => effects.storeSsoSession(),
          }),
          fetchUserDetails: scripted<SessionUser, void>(() => sessionUserOf(effects.fetchUserDetails())),
          storeLoginEmail: scripted(effects.storeLoginEmail),
          getMenu: scripted<MenuAnswer, void>(() => effects.getMenu()),
          loadBalances: scriptedLoadBalances({
            getPoints: async (input) => effects.getPoints(input),
            fetchGcb: async () => effects.fetchGcb(),
            getStoreToken: async () => effects.getStoreToken(),
            fetchAccounts: async () => effects.fetchAccounts(),
          }),
          fetchCart: scripted<CartAnswer, void>(() => effects.fetchCart()),
          clearStoredSession: scripted<void, void>(() => effects.clearStoredSession()),
          redirectToSite: scripted(effects.redirectToSite),
          navigateTo: scripted(effects.navigateTo),
        },
      }),
      auth: authMachine.provide({
        actors: {
          validateUserIdentity: scripted(effects.validateUserIdentity),
          validatePassword: scripted(effects.validatePassword),
          validateLoginOtp: scripted(effects.validateLoginOtp),
        },
      }),
      logout: logoutMachine.provide({
        actors: {
          clearLanguage: scripted<void, void>(() => effects.clearLanguage()),
          logout: scripted<LogoutAnswer, void>(() => effects.logout()),
          clearSignedOutData: scripted<void, void>(() => effects.clearSignedOutData()),
          redirectAfterLogout: scripted(effects.redirectAfterLogout),
        },
      }),
    },
  });

/** Resolves once every promise already settled, and every transition it causes, has run. */
export const settle = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
