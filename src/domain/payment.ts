/**
 * Checkout payment: the preference order of the ways to pay (spec §3 Order, §4 'Order and payment
 * preferences'), the card gateway of a currency (spec §9 'Payment gateway by currency', 'Lists')
 * and the split of an order total over points, gift-card balance, tokens and applied reward
 * codes, with the remainder due on the gateway (spec §6 paymentMethodAccess, §9 'Payment
 * arithmetic'). Pure: amounts in integer units, exact rates (src/domain/money.ts).
 */

import { GatewayDisabledProducts, type GatewayName, type PaymentSplit } from "@contract/orders";
import type { PlatformSettings } from "@contract/site";
import {
  convertUnits,
  decimalsOf,
  err,
  fromMinor,
  type Money,
  type MoneyError,
  ok,
  type Rate,
  type Result,
} from "./money";
import { type BalanceMethod, STORE_TOKEN } from "./wallet";

// ---------------------------------------------------------------------------------------------
// Preference order (spec §4 'Order and payment preferences')

// The balance methods are the wallet's (./wallet.ts, which the landing page's session needs).
export { type BalanceMethod, STORE_TOKEN } from "./wallet";

/** An entry of payMethodPrefArray: a balance, or the index of an applied reward code. */
export type PreferenceEntry = BalanceMethod | number;

/** The payment part of the order state (spec §3 Order). `V` is what an applied reward code keeps. */
export interface PaymentPreferences<V> {
  readonly usePoints: boolean;
  readonly useGCB: boolean;
  readonly useTokens: boolean;
  readonly payMethodPrefArray: readonly PreferenceEntry[];
  readonly appliedVoucherArray: readonly V[];
}

/** Nothing turned on, nothing applied: the state opening checkout resets to (spec §4). */
export const initialPaymentPreferences = <V>(): PaymentPreferences<V> => ({
  usePoints: false,
  useGCB: false,
  useTokens: false,
  payMethodPrefArray: [],
  appliedVoucherArray: [],
});

const toggleKey = {
  points: "usePoints",
  gcb: "useGCB",
  [STORE_TOKEN]: "useTokens",
} as const satisfies Record<BalanceMethod, keyof PaymentPreferences<unknown>>;

/** Whether the user has turned `method` on. */
export const isTurnedOn = <V>(preferences: PaymentPreferences<V>, method: BalanceMethod): boolean =>
  preferences[toggleKey[method]];

/**
 * Turns a balance on or off (spec §4): turning on appends 'points', 'gcb' or 'storeToken' to the
 * preference order; turning off does not remove it. An entry already in the order keeps its place
 * (it is not appended a second time), so turning a balance off and on again changes nothing.
 */
export const setBalanceMethod = <V>(
  preferences: PaymentPreferences<V>,
  method: BalanceMethod,
  on: boolean,
): PaymentPreferences<V> => {
  const payMethodPrefArray =
    on && !preferences.payMethodPrefArray.includes(method)
      ? [...preferences.payMethodPrefArray, method]
      : preferences.payMethodPrefArray;
  return { ...preferences, [toggleKey[method]]: on, payMethodPrefArray };
};

/** Applying a reward code pushes its index (its place in appliedVoucherArray) onto the order (spec §4). */
export const applyVoucher = <V>(preferences: PaymentPreferences<V>, voucher: V): PaymentPreferences<V> => ({
  ...preferences,
  appliedVoucherArray: [...preferences.appliedVoucherArray, voucher],
  payMethodPrefArray: [...preferences.payMethodPrefArray, preferences.appliedVoucherArray.length],
});

/**
 * Removing an applied reward code deletes it and its index, and shifts the higher indices down
 * (spec §4). An index that names no applied code changes nothing.
 */
export const removeVoucher = <V>(
  preferences: PaymentPreferences<V>,
  index: number,
): PaymentPreferences<V> => {
  if (!Number.isInteger(index) || index < 0 || index >= preferences.appliedVoucherArray.length)
    return preferences;
  return {
    ...preferences,
    appliedVoucherArray: preferences.appliedVoucherArray.filter((_, i) => i !== index),
    payMethodPrefArray: preferences.payMethodPrefArray
      .filter((entry) => entry !== index)
      .map((entry) => (typeof entry === "number" && entry > index ? entry - 1 : entry)),
  };
};

/** Opening checkout resets points, gcb, tokens, preferences and applied reward codes (spec §4). */
export const openCheckout = <V>(_preferences: PaymentPreferences<V>): PaymentPreferences<V> =>
  initialPaymentPreferences<V>();

// ---------------------------------------------------------------------------------------------
// Gateway (spec §9)

export type PaymentMethodAccess = PlatformSettings["paymentMethodAccess"];

/** INR uses one card gateway, PHP a second, every other currency a third (spec §9). */
export const gatewayOfCurrency = (currency: string): GatewayName => {
  const code = currency.toUpperCase();
  return code === "INR" ? "gateway-inr" : code === "PHP" ? "gateway-php" : "gateway-global";
};

const disabledProducts: ReadonlySet<number> = new Set<number>(GatewayDisabledProducts);

/** The gateway is disabled for products 50866 and 51270 (spec §9) or when paymentMethodAccess.gateway is 0 (spec §6). */
export const isGatewayDisabled = (productIds: readonly number[], access: PaymentMethodAccess): boolean =>
  access.gateway === 0 || productIds.some((id) => disabledProducts.has(id));

/** The gateway that takes a remainder in `currency`, or null when it is disabled. */
export const gatewayFor = (
  currency: string,
  productIds: readonly number[],
  access: PaymentMethodAccess,
): GatewayName | null => (isGatewayDisabled(productIds, access) ? null : gatewayOfCurrency(currency));

// ---------------------------------------------------------------------------------------------
// Split (spec §6, §9)

/**
 * A way to pay with a balance. `available` counts the source's own units: hundredths of a point
 * for points (`decimals` 2), minor units of its currency otherwise (`decimals` =
 * decimalsOf(currency)). `rate` is the cart currency's units per one unit of the source (for
 * points: pointValueOf(pointsConversionFactor, conversion) times the points currency's rate).
 */
export interface PaymentSource {
  readonly id: PreferenceEntry;
  readonly available: number;
  readonly decimals: number;
  readonly rate: Rate;
}

export interface SplitInput {
  /** The order total, in the cart currency. */
  readonly total: Money;
  readonly sources: readonly PaymentSource[];
  readonly access: PaymentMethodAccess;
  readonly preferences: Pick<
    PaymentPreferences<unknown>,
    "usePoints" | "useGCB" | "useTokens" | "payMethodPrefArray"
  >;
  /** The product ids of the cart (spec §9 gateway-disabled products). */
  readonly productIds: readonly number[];
}

/** What one source pays: in cart minor units, and in its own units (rounded up: what it is debited). */
export interface SourceShare {
  readonly id: PreferenceEntry;
  readonly cartMinor: number;
  readonly ownUnits: number;
}

export interface Split {
  /** One share per source used, in preference order; a share may be 0 when the total is already covered. */
  readonly shares: readonly SourceShare[];
  /** What remains for the gateway, in the cart currency. */
  readonly amountDue: Money;
  /** The gateway of the cart currency when something is due, else null. */
  readonly gateway: GatewayName | null;
}

export type SplitError =
  | MoneyError
  | { readonly _tag: "GatewayDisabled"; readonly amountDue: Money }
  | { readonly _tag: "InvalidTotal"; readonly total: Money };

/** Whether paymentMethodAccess and the user's toggles allow a source (spec §4, §6). */
export const isSourceEnabled = (
  id: PreferenceEntry,
  access: PaymentMethodAccess,
  preferences: SplitInput["preferences"],
): boolean => {
  if (typeof id === "number") return access.voucher === 1;
  switch (id) {
    case "points":
      return access.rewardPoints === 1 && preferences.usePoints;
    case "gcb":
      return access.gcb === 1 && preferences.useGCB;
    case STORE_TOKEN:
      return access.tokens === 1 && preferences.useTokens;
  }
};

/**
 * Splits the total over the sources: each enabled source, in preference order (first occurrence
 * of each entry), pays up to its balance converted into the cart currency, rounded down so no share
 * exceeds the balance; its own-unit debit is the share converted back, rounded up so the order is
 * never under-paid. What remains is due on the gateway of the cart currency; when the gateway is
 * disabled and something remains, the split is refused.
 */
export const splitPayment = (input: SplitInput): Result<Split, SplitError> => {
  const { total } = input;
  if (!Number.isSafeInteger(total.amount) || total.amount < 0) return err({ _tag: "InvalidTotal", total });
  const cartDecimals = decimalsOf(total.currency);
  const byId = new Map<PreferenceEntry, PaymentSource>();
  for (const source of input.sources) if (!byId.has(source.id)) byId.set(source.id, source);

  const seen = new Set<PreferenceEntry>();
  const shares: SourceShare[] = [];
  let remaining = total.amount;
  for (const id of input.preferences.payMethodPrefArray) {
    if (seen.has(id)) continue;
    seen.add(id);
    const source = byId.get(id);
    if (source === undefined || !isSourceEnabled(id, input.access, input.preferences)) continue;
    const available = Math.max(0, source.available);
    const capacity = convertUnits(available, source.decimals, cartDecimals, source.rate, "floor");
    if (!capacity.ok) return capacity;
    const cartMinor = Math.min(capacity.value, remaining);
    const own = convertUnits(cartMinor, cartDecimals, source.decimals, source.rate, "ceil", "divide");
    if (!own.ok) return own;
    shares.push({ id, cartMinor, ownUnits: own.value });
    remaining -= cartMinor;
  }

  const amountDue: Money = { amount: remaining, currency: total.currency };
  if (remaining === 0) return ok({ shares, amountDue, gateway: null });
  const gateway = gatewayFor(total.currency, input.productIds, input.access);
  return gateway === null ? err({ _tag: "GatewayDisabled", amountDue }) : ok({ shares, amountDue, gateway });
};

/**
 * The order's payment (src/contract/orders.ts PaymentSplit) from a split: amounts in major units
 * of the cart currency; `codes[i]` is the code of applied reward code i.
 */
export const paymentSplitOf = (split: Split, codes: readonly string[]): PaymentSplit => {
  const currency = split.amountDue.currency;
  const major = (amount: number): number => fromMinor({ amount, currency });
  const of = (id: PreferenceEntry): number =>
    split.shares.filter((share) => share.id === id).reduce((sum, share) => sum + share.cartMinor, 0);
  return {
    points: major(of("points")),
    gcb: major(of("gcb")),
    tokens: major(of(STORE_TOKEN)),
    applied_codes: split.shares.flatMap((share) => {
      if (typeof share.id !== "number" || share.cartMinor === 0) return [];
      const code = codes[share.id];
      return code === undefined ? [] : [{ code, amount: major(share.cartMinor) }];
    }),
    gateway_amount: major(split.amountDue.amount),
  };
};
