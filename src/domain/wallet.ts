/**
 * What the session hands the checkout (spec §3 User points, Other balances, Order checkoutUser,
 * §4): the signed-in user's balances as a wallet and the buyer's details from the user's. The
 * session flow runs on the landing page, so this stays apart from the checkout's own rules
 * (./checkout.ts), which load with the checkout.
 */

import type { PointsData, UserDetails } from "@contract/account";
import type { CheckoutUser } from "@contract/buyer";
import { pointValueOf, rateValue } from "./money";
import { type PointsFacts, pointsFactsOf, splitContact } from "./session";

/**
 * The spec's '{brand}Token' preference entry: {brand} is the product's own name, spelled `store`
 * in this product (as in the reserved segment `storevouchers`).
 */
export const STORE_TOKEN = "storeToken";

/** The balances a user turns on or off: points, gift-card balance and tokens. */
export type BalanceMethod = "points" | "gcb" | typeof STORE_TOKEN;

/** What the signed-in user may pay with, as the session loaded it. */
export interface Wallet {
  /** Available points, a point being worth `pointValue` of `currency`. */
  readonly points: {
    readonly available: number;
    readonly pointValue: number;
    readonly currency: string;
  } | null;
  /** Gift-card balance in major units of `currency`. */
  readonly gcb: { readonly total: number; readonly currency: string } | null;
  /** Tokens, valued in the gift-card balance's currency. */
  readonly tokens: { readonly total: number; readonly currency: string } | null;
}

export const EMPTY_WALLET: Wallet = { points: null, gcb: null, tokens: null };

/** The session's balances as a wallet: a point is worth pointsConversionFactor × conversion_factor (spec §3). */
export const walletOf = (balances: {
  readonly points: PointsFacts | null;
  readonly gcb: { readonly total: number; readonly currency_code: string } | null;
  readonly tokens: number | null;
}): Wallet => {
  const value = pointValueOf(
    balances.points?.pointsConversionFactor ?? 1,
    balances.points?.conversionFactor ?? 1,
  );
  const gcbCurrency =
    balances.gcb === null || balances.gcb.currency_code === ""
      ? null
      : balances.gcb.currency_code.toUpperCase();
  return {
    points:
      balances.points === null || !value.ok
        ? null
        : {
            available: balances.points.availablePoints,
            pointValue: rateValue(value.value),
            currency: balances.points.currencyCode.toUpperCase(),
          },
    gcb:
      balances.gcb === null || gcbCurrency === null
        ? null
        : { total: balances.gcb.total, currency: gcbCurrency },
    // Tokens are valued in the gift-card balance's currency (else the points currency).
    tokens:
      balances.tokens === null
        ? null
        : {
            total: balances.tokens,
            currency: gcbCurrency ?? balances.points?.currencyCode.toUpperCase() ?? "INR",
          },
  };
};

// ---------------------------------------------------------------------------------------------
// The buyer (spec §3 Order checkoutUser, §4, §5)

export const EMPTY_CHECKOUT_USER: CheckoutUser = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  phone_code: "",
};

/** User details fill checkoutUser: contact is split on '-' into phone_code and phone (spec §4). */
export const checkoutUserOf = (user: UserDetails): CheckoutUser => {
  const { phone_code, phone } = splitContact(user.contact);
  return { firstname: user.first_name, lastname: user.last_name, email: user.email, phone, phone_code };
};

/**
 * The signed-in user's details with the buyer's details the checkout starts from. The contact is
 * split into code and number by the effect that fetches the details, never in a machine, so the
 * event log's redaction of each part replays the same (machines/README.md).
 */
export interface SessionUser extends UserDetails {
  readonly checkoutUser: CheckoutUser;
}

export const sessionUserOf = (details: UserDetails): SessionUser => ({
  ...details,
  checkoutUser: checkoutUserOf(details),
});

/**
 * What the checkout learns of the session (SESSION.WALLET, spec §3, §4): the balances it can pay
 * with, and the buyer's details from the user's (a guest's are empty).
 */
export const sessionWalletOf = (session: {
  readonly user: SessionUser | null;
  readonly points: PointsData | null;
  readonly gcb: { readonly total: number; readonly currency_code: string } | null;
  readonly tokens: number | null;
}): { readonly wallet: Wallet; readonly checkoutUser: CheckoutUser } => ({
  wallet: walletOf({ points: pointsFactsOf(session.points), gcb: session.gcb, tokens: session.tokens }),
  checkoutUser: session.user?.checkoutUser ?? EMPTY_CHECKOUT_USER,
});
