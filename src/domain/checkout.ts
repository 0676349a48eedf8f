/**
 * Checkout (spec §3 Order, §4 'Order and payment preferences', §5 'Reward code', §6
 * paymentMethodAccess, §7.6, §9 'Payment arithmetic'): the reward-code field, what an applied
 * code is worth, the balances a user may pay with, the split of the cart total over them, the
 * buyer's details and the voucher order sent to the server. Pure: money in integer units
 * (src/domain/money.ts), the split of src/domain/payment.ts.
 */

import type { ExperienceBooking } from "@contract/experiences";
import type {
  ApplyVoucherOutput,
  CheckoutUser,
  CreatedOrder,
  OrderDetails,
  OrderLine,
  PaymentSplit,
  PaymentStatusOutput,
  VoucherOrder,
} from "@contract/orders";
import { type CartVoucherLine, lineChargeOf } from "./cart";
import { pricedSectionLine, type SectionItem, sectionOrderLineOf } from "./cartSections";
import { FAMILIES } from "./families";
import {
  cartTotal,
  decimalsOf,
  err,
  type Money,
  ok,
  POINT_DECIMALS,
  type PricedLine,
  pointsToHundredths,
  pointValueOf,
  type Rate,
  type Result,
  rateOf,
  rateProduct,
  toMinor,
} from "./money";
import type { Outcome } from "./outcome";
import {
  type PaymentMethodAccess,
  type PaymentPreferences,
  type PaymentSource,
  paymentSplitOf,
  type Split,
  type SplitError,
  STORE_TOKEN,
  splitPayment,
} from "./payment";
import { isValidEmail, isValidMobile } from "./validation";
import type { Wallet } from "./wallet";

// ---------------------------------------------------------------------------------------------
// Reward code field (spec §5 'Reward code', §9)

/** The check button needs at least 6 characters (spec §5, §9). */
export const REWARD_CODE_MIN_LENGTH = 6;
/** The field takes at most 19 characters, dashes included (spec §5, §9). */
export const REWARD_CODE_MAX_INPUT = 19;
const BLOCK = 4;

/** The code as sent: trimmed, without dashes (spec §5), in upper case. */
export const rewardCodeOf = (input: string): string => input.trim().replace(/[-\s]/g, "").toUpperCase();

/**
 * The field's text: dashes stripped, then the code in 4-character blocks separated by dashes,
 * cut to 19 characters (spec §5). `formatRewardCodeInput('demo11112')` is 'DEMO-1111-2'.
 */
export const formatRewardCodeInput = (typed: string): string => {
  const code = rewardCodeOf(typed);
  const blocks: string[] = [];
  for (let i = 0; i < code.length; i += BLOCK) blocks.push(code.slice(i, i + BLOCK));
  return blocks.join("-").slice(0, REWARD_CODE_MAX_INPUT);
};

/**
 * A reward-code field as typed, ready for its flow: the formatted text and whether it is long
 * enough to check (spec §5). The view works it out, so the flow only keeps it: the event log
 * redacts the code, and a replayed flow must decide as the recorded one did.
 */
export const rewardCodeEntry = (
  typed: string,
): { readonly rewardCode: string; readonly complete: boolean } => {
  const rewardCode = formatRewardCodeInput(typed);
  return { rewardCode, complete: canSubmitRewardCode(rewardCode, false) };
};

/** The check/apply button is disabled when the code is empty, shorter than 6 characters, or while loading (spec §5). */
export const canSubmitRewardCode = (input: string, loading: boolean): boolean =>
  !loading && rewardCodeOf(input).length >= REWARD_CODE_MIN_LENGTH;

// ---------------------------------------------------------------------------------------------
// Applied reward codes (spec §7.6 applyVoucher, §5, §8)

/** A reward code applied to the order: what it may still pay, in its own currency. */
export interface AppliedCode {
  /** As the field shows it (spec §5: 4-character blocks), so it equals the field's text for the same code. */
  readonly rewardCode: string;
  /** Remaining balance in major units of `currency`. */
  readonly remaining: number;
  readonly currency: string;
  /** YYYY-MM-DD. */
  readonly expiry: string;
  /** Units of the cart currency per unit of `currency` (1 when they are the same). */
  readonly rate: number;
}

/** Why a code cannot be applied; each maps onto a text of the error catalogue (spec §8). */
export type CodeRefusal =
  /** Unknown code, or not active (expired, cancelled, converted): 'The Code entered is invalid. Try again!' */
  | "BalanceLookupFailed"
  /** Result.stores false: the campaign-URL text. */
  | "BalanceCodeForeignStore"
  /** remain_amount not numeric: 'something went wrong !' */
  | "BalanceNotNumeric"
  /** Redeemed, or active with nothing left: 'The Reward code entered has already been used' */
  | "BalanceCodeUsed";

/** What the applyVoucher answer says about a code, on `today` (YYYY-MM-DD). */
export type CodeLookup =
  | {
      readonly ok: true;
      readonly code: string;
      readonly remaining: number;
      readonly currency: string;
      readonly expiry: string;
    }
  | { readonly ok: false; readonly refusal: CodeRefusal };

const refuse = (refusal: CodeRefusal): CodeLookup => ({ ok: false, refusal });

/**
 * Reads an applyVoucher answer (spec §7.6): a failed lookup or data.Error → invalid; Result.stores
 * false → another store's code; a non-numeric remain_amount → 'something went wrong !'; a redeemed
 * code, or status 1 with remain_amount 0 → already used; an expiry before `today`, or a status other
 * than active (1, 7) → invalid (spec §4 'Voucher code status', §5).
 */
export const codeLookupOf = (answer: ApplyVoucherOutput, today: string): CodeLookup => {
  const result = answer.data.Result;
  if (answer.success !== 1 || answer.data.Error || result === undefined) return refuse("BalanceLookupFailed");
  if (!result.stores) return refuse("BalanceCodeForeignStore");
  const details = result.voucher_details;
  const remaining =
    typeof details.remain_amount === "number" ? details.remain_amount : Number(details.remain_amount);
  if (
    (typeof details.remain_amount === "string" && details.remain_amount.trim() === "") ||
    !Number.isFinite(remaining)
  ) {
    return refuse("BalanceNotNumeric");
  }
  if (details.status === 2) return refuse("BalanceCodeUsed");
  if (details.status !== 1 && details.status !== 7) return refuse("BalanceLookupFailed");
  if (remaining <= 0) return refuse("BalanceCodeUsed");
  if (details.expiry_date < today) return refuse("BalanceLookupFailed");
  return {
    ok: true,
    code: rewardCodeOf(answer.data.Code ?? ""),
    remaining,
    currency: result.currency[0]?.code ?? "INR",
    expiry: details.expiry_date,
  };
};

// ---------------------------------------------------------------------------------------------
// Balances (spec §3 User points, Other balances); the wallet itself is in ./wallet.ts

/** The currencies of a wallet's balances, without repeats. */
export const walletCurrencies = (wallet: Wallet): readonly string[] => [
  ...new Set(
    [wallet.points?.currency, wallet.gcb?.currency, wallet.tokens?.currency].filter(
      (currency): currency is string => currency !== undefined,
    ),
  ),
];

/** Units of the cart currency per unit of `currency`: 1 for the cart currency itself, else a loaded rate. */
export type Rates = Readonly<Record<string, number>>;

const rateFor = (currency: string, cartCurrency: string, rates: Rates): Rate | null => {
  if (currency.toUpperCase() === cartCurrency.toUpperCase()) return { coefficient: 1, scale: 0 };
  const value = rates[currency.toUpperCase()];
  if (value === undefined) return null;
  const rate = rateOf(value);
  return rate.ok ? rate.value : null;
};

/** The currencies of `wallet` still lacking a rate to `cartCurrency`. */
export const missingRates = (wallet: Wallet, cartCurrency: string, rates: Rates): readonly string[] =>
  walletCurrencies(wallet).filter((currency) => rateFor(currency, cartCurrency, rates) === null);

const moneySource = (
  id: PaymentSource["id"],
  amount: number,
  currency: string,
  cartCurrency: string,
  rates: Rates,
): PaymentSource | null => {
  const rate = rateFor(currency, cartCurrency, rates);
  const minor = toMinor(Math.max(0, amount), currency);
  if (rate === null || !minor.ok) return null;
  return { id, available: minor.value.amount, decimals: decimalsOf(currency), rate };
};

/**
 * The sources of a split: points (hundredths of a point, each point worth pointValue × the rate of
 * its currency), gift-card balance, tokens and each applied code (its index). A source whose
 * currency has no known rate to the cart currency is left out.
 */
export const paymentSources = (
  wallet: Wallet,
  codes: readonly AppliedCode[],
  cartCurrency: string,
  rates: Rates,
): readonly PaymentSource[] => {
  const sources: PaymentSource[] = [];
  if (wallet.points !== null) {
    const rate = rateFor(wallet.points.currency, cartCurrency, rates);
    const value = pointValueOf(wallet.points.pointValue, 1);
    const hundredths = pointsToHundredths(Math.max(0, wallet.points.available));
    if (rate !== null && value.ok && hundredths.ok) {
      const combined = rateProduct(value.value, rate);
      if (combined.ok) {
        sources.push({
          id: "points",
          available: hundredths.value,
          decimals: POINT_DECIMALS,
          rate: combined.value,
        });
      }
    }
  }
  if (wallet.gcb !== null) {
    const source = moneySource("gcb", wallet.gcb.total, wallet.gcb.currency, cartCurrency, rates);
    if (source !== null) sources.push(source);
  }
  if (wallet.tokens !== null) {
    const source = moneySource(STORE_TOKEN, wallet.tokens.total, wallet.tokens.currency, cartCurrency, rates);
    if (source !== null) sources.push(source);
  }
  codes.forEach((code, index) => {
    const rate = rateOf(code.rate);
    const minor = toMinor(code.remaining, code.currency);
    if (rate.ok && minor.ok) {
      sources.push({
        id: index,
        available: minor.value.amount,
        decimals: decimalsOf(code.currency),
        rate: rate.value,
      });
    }
  });
  return sources;
};

// ---------------------------------------------------------------------------------------------
// The cart being paid

/** Gift cards: the filter group of a line that names none (spec §9 'Filter group ids'). */
export const GIFT_CARD_GROUP = FAMILIES.vouchers.filterGroup;

/** Why a cart cannot be checked out. */
export type CartProblem = "empty" | "mixed-currencies" | "invalid-amount";

/** The one currency of the cart's lines. */
export const cartCurrencyOf = (
  lines: readonly CartVoucherLine[],
  sections: readonly SectionItem[] = [],
): Result<string, CartProblem> => {
  const currencies = new Set([
    ...lines.map((line) => line.currency.toUpperCase()),
    ...sections.map((item) => item.currency.toUpperCase()),
  ]);
  const [currency] = [...currencies];
  if (currency === undefined) return err("empty");
  return currencies.size > 1 ? err("mixed-currencies") : ok(currency);
};

/** A line for the total: its unit charge (spec §7.4 final_price), the price the cart showed. */
const pricedLine = (line: CartVoucherLine): PricedLine | null => {
  const price = lineChargeOf(line);
  return price.ok
    ? { price: price.value, quantity: line.quantity, filterGroupId: line.filterGroupId ?? GIFT_CARD_GROUP }
    : null;
};

/**
 * The cart total (spec §9 'Cart totals'), in the one currency of its lines: the voucher lines, and
 * each section item's price once (src/domain/cartSections.ts).
 */
export const checkoutTotal = (
  lines: readonly CartVoucherLine[],
  sections: readonly SectionItem[] = [],
): Result<Money, CartProblem> => {
  const currency = cartCurrencyOf(lines, sections);
  if (!currency.ok) return currency;
  const priced = [...lines.map(pricedLine), ...sections.map(pricedSectionLine)];
  if (priced.some((line) => line === null)) return err("invalid-amount");
  const total = cartTotal(
    priced.filter((line): line is PricedLine => line !== null),
    currency.value,
  );
  return total.ok ? total : err("invalid-amount");
};

/** Everything the split of an order depends on. */
export interface CheckoutFacts {
  readonly lines: readonly CartVoucherLine[];
  /** The bookings of the single-item sections (flights, hotel, topup, cashout); none when absent. */
  readonly sections?: readonly SectionItem[];
  readonly wallet: Wallet;
  readonly rates: Rates;
  readonly access: PaymentMethodAccess;
  readonly preferences: PaymentPreferences<AppliedCode>;
}

export type CheckoutSplitError = SplitError | { readonly _tag: "Cart"; readonly problem: CartProblem };

/**
 * The split of the cart total (spec §4, §6, §9): each turned-on source in preference order, then the
 * remainder on the gateway of the cart currency; refused when the gateway is disabled and something
 * remains.
 */
export const checkoutSplit = (facts: CheckoutFacts): Result<Split, CheckoutSplitError> => {
  const sections = facts.sections ?? [];
  const total = checkoutTotal(facts.lines, sections);
  if (!total.ok) return err({ _tag: "Cart", problem: total.error });
  return splitPayment({
    total: total.value,
    sources: paymentSources(
      facts.wallet,
      facts.preferences.appliedVoucherArray,
      total.value.currency,
      facts.rates,
    ),
    access: facts.access,
    preferences: facts.preferences,
    productIds: [...facts.lines.map((line) => line.productId), ...sections.map((item) => item.product_id)],
  });
};

// ---------------------------------------------------------------------------------------------
// The buyer (spec §3 Order checkoutUser, §4, §5)

export type CheckoutUserField = keyof CheckoutUser;

/** What is wrong with a field of the buyer's details. */
export type CheckoutUserProblem = "required" | "invalid-email" | "invalid-mobile" | "invalid-code";

/**
 * The problems of the buyer's details: first name and e-mail are required, the e-mail must pass the
 * e-mail check, a phone number must be 7 to 16 digits (spec §5), its code 1 to 4 digits.
 */
export const checkoutUserProblems = (
  user: CheckoutUser,
): Partial<Readonly<Record<CheckoutUserField, CheckoutUserProblem>>> => {
  const problems: Partial<Record<CheckoutUserField, CheckoutUserProblem>> = {};
  if (user.firstname.trim() === "") problems.firstname = "required";
  if (user.email.trim() === "") problems.email = "required";
  else if (!isValidEmail(user.email)) problems.email = "invalid-email";
  if (user.phone.trim() !== "" && !isValidMobile(user.phone)) problems.phone = "invalid-mobile";
  const code = user.phone_code.trim().replace(/^\+/, "");
  if (code !== "" && !/^\d{1,4}$/.test(code)) problems.phone_code = "invalid-code";
  return problems;
};

// ---------------------------------------------------------------------------------------------
// The order (spec §3 Order, §7.6 voucherCreateOrder)

/** orderType's default (spec §3 Order). */
export const DEFAULT_ORDER_TYPE = "VOUCHERS";

const orderLineOf = (line: CartVoucherLine): OrderLine => ({
  product_id: line.productId,
  name: line.name,
  price: line.price,
  quantity: line.quantity,
  currency_code: line.currency.toUpperCase(),
  filter_group_id: line.filterGroupId ?? GIFT_CARD_GROUP,
});

/** The trimmed buyer, the phone code without '+'. */
export const trimmedCheckoutUser = (user: CheckoutUser): CheckoutUser => ({
  firstname: user.firstname.trim(),
  lastname: user.lastname.trim(),
  email: user.email.trim(),
  phone: user.phone.trim(),
  phone_code: user.phone_code.trim().replace(/^\+/, ""),
});

export interface VoucherOrderInput {
  readonly idempotencyKey: string;
  /** The store's url prefix without slashes, e.g. 'marketplace'. */
  readonly site: string;
  readonly lines: readonly CartVoucherLine[];
  readonly sections?: readonly SectionItem[];
  readonly checkoutUser: CheckoutUser;
  readonly split: Split;
  readonly codes: readonly AppliedCode[];
}

/** The voucherOrder of voucherCreateOrder (src/contract/orders.ts). */
export const voucherOrderOf = (input: VoucherOrderInput): VoucherOrder => {
  const payment: PaymentSplit = paymentSplitOf(
    input.split,
    input.codes.map((code) => rewardCodeOf(code.rewardCode)),
  );
  return {
    idempotency_key: input.idempotencyKey,
    site: input.site,
    cart: [...input.lines.map(orderLineOf), ...(input.sections ?? []).map(sectionOrderLineOf)],
    checkoutUser: input.checkoutUser,
    payment,
  };
};

/** The store's url prefix from the site path ('/marketplace' → 'marketplace', '/acme/india' → 'acme'). */
export const orderSiteOf = (sitePrefix: string): string => {
  const [first] = sitePrefix.split("/").filter((segment) => segment !== "");
  return (first ?? "marketplace").toLowerCase();
};

// ---------------------------------------------------------------------------------------------
// What the checkout's effects take and answer (plain JSON, spec §7.6)

/** YYYY-MM-DD (UTC) of an instant: the day a reward code's expiry is compared with. */
export const isoDay = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

/** What checking a reward code takes (applyVoucher, spec §7.6). */
export interface ApplyCodeInput {
  /** The field's text (dashes allowed). */
  readonly input: string;
  /** The store's url prefix, e.g. 'marketplace'. */
  readonly site: string;
  readonly cartCurrency: string;
  /** The signed-in user's client, whose rates convert a code in another currency; null for a guest. */
  readonly clientId: number | null;
  /** The solved captcha's token when the lookup needs one (a guest on a showCts site), else ''. */
  readonly token: string;
}

/** What loading the client's rates takes: the wallet's currencies to convert to the cart's. */
export interface RatesInput {
  readonly clientId: number;
  readonly cartCurrency: string;
  readonly currencies: readonly string[];
}

/** What placing an order sends: the voucher order, and the experience booking it pays (or null). */
export interface PlaceOrderInput {
  readonly voucherOrder: VoucherOrder;
  readonly booking?: ExperienceBooking | null | undefined;
}

/** What placing an order ended in. */
export type PlacedOrder =
  /** An amount is due: the hosted payment page of `order.redirect_url` takes it. */
  | { readonly kind: "gateway"; readonly order: CreatedOrder }
  /** Paid in full with points, balances and codes, and confirmed. */
  | { readonly kind: "completed"; readonly order: CreatedOrder };

// ---------------------------------------------------------------------------------------------
// After the order (spec §2.3 payment routes, §4 Payment status)

/** The order type of an experience order (spec §3 Order, '/exp-payment-status'). */
export const EXPERIENCE_ORDER_TYPE = "experience";

/** The order type segment of the payment-status path of a voucher order. */
export const VOUCHER_ORDER_TYPE = "voucher";

/** '/payment-status/:type/:id/:key' under the site prefix (spec §2.3). */
export const paymentStatusPath = (sitePrefix: string, type: string, orderId: number, key: string): string =>
  `${sitePrefix === "/" ? "" : sitePrefix}/payment-status/${encodeURIComponent(type)}/${orderId}/${encodeURIComponent(key)}`;

/** What the payment status page tells the shopper (spec §4 'Payment status', transaction codes). */
export type PaymentOutcomeKind =
  /** Paid: in full with balances and codes, or the gateway's payment succeeded (status 7). */
  | "paid"
  /** The gateway declined the payment (status 5). */
  | "declined"
  /** The shopper cancelled on the payment page (status 5). */
  | "cancelled"
  /** The gateway has recorded no outcome yet: {code: NO_RESPONSE, error: true}. */
  | "no-response"
  /** The order is still waiting (status 1). */
  | "pending"
  /** The order failed without a gateway outcome (status 5). */
  | "failed";

/** The gateway part of a status answer: a status output, the NO_RESPONSE result, or nothing. */
export type GatewayStatus =
  | { readonly code: "NO_RESPONSE"; readonly error: true }
  | {
      readonly success: number;
      readonly data?: { readonly status: number; readonly payment_status: string } | undefined;
    }
  | null;

const TRANSACTION = { success: 7, pending: 1, failed: 5 } as const;

/** The outcome of an order from its status (spec §4 codes: success 7, pending 1, failed 5) and the gateway's answer. */
export const paymentOutcomeOf = (orderStatus: number, gateway: GatewayStatus): PaymentOutcomeKind => {
  if (gateway !== null && "code" in gateway)
    return orderStatus === TRANSACTION.success ? "paid" : "no-response";
  if (gateway !== null && gateway.data !== undefined) {
    if (gateway.data.status === TRANSACTION.success) return "paid";
    if (gateway.data.payment_status === "cancelled") return "cancelled";
    if (gateway.data.status === TRANSACTION.failed) return "declined";
  }
  if (orderStatus === TRANSACTION.success) return "paid";
  if (orderStatus === TRANSACTION.failed) return "failed";
  return "pending";
};

/** The order of a payment callback or status page: its id and key (spec §2.3). */
export interface OrderReference {
  readonly orderId: number;
  /** The order's key: a secret (it opens the order's payment page). */
  readonly orderKey: string;
}

/** The status of an empty getPaymentStatus output (spec §4, §8). */
export interface NoResponse {
  readonly code: "NO_RESPONSE";
  readonly error: true;
}

export const NO_RESPONSE: NoResponse = { code: "NO_RESPONSE", error: true };

/** What the payment status page shows: the order's details and the gateway's status. */
export interface PaymentStatusAnswer {
  readonly details: OrderDetails;
  /** The gateway's status; null for an order with nothing paid on the gateway. */
  readonly payment: PaymentStatusOutput | NoResponse | null;
}

/**
 * What loading an order's payment status answers (voucherOrderDetails, getPaymentStatus): the
 * details, and the gateway's status check as an outcome, its output or its failure
 * (PaymentStatusEmpty, OrderCallFailed, spec §8); null for an order with nothing paid on the
 * gateway. The payment flow stores the failure and shows what the catalogue says for it.
 */
export interface PaymentStatusLoaded {
  readonly details: OrderDetails;
  readonly payment: Outcome<PaymentStatusOutput> | null;
}
