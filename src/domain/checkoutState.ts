/**
 * The checkout's state as data and the pure rules the checkout flow (machines/checkout.ts)
 * applies to it (spec §3 Order, §4 'Order and payment preferences', §5 'Reward code', §6
 * paymentMethodAccess, §7.6, §9): which balance may be turned on, the split of the choices, the
 * order that would be placed, the rates still to load, and what each fact from another flow
 * (the cart's lines, the session's user and wallet) changes.
 */

import type { ExperienceBooking } from "@contract/experiences";
import type { CheckoutUser, CreatedOrder, VoucherOrder } from "@contract/orders";
import type { ErrorData } from "@errors/data";
import {
  CART_VIEW_NORMAL,
  type CartVoucherLine,
  cartViewVouchers,
  experienceViewMode,
  isExperienceLine,
} from "./cart";
import type { SectionItem } from "./cartSections";
import {
  type AppliedCode,
  type ApplyCodeInput,
  type CheckoutSplitError,
  cartCurrencyOf,
  checkoutSplit,
  checkoutUserProblems,
  DEFAULT_ORDER_TYPE,
  missingRates,
  orderSiteOf,
  paymentStatusPath,
  type Rates,
  type RatesInput,
  trimmedCheckoutUser,
  VOUCHER_ORDER_TYPE,
  voucherOrderOf,
} from "./checkout";
import { showsSurchargeDisclaimer } from "./companySwitches";
import type { Result } from "./money";
import {
  applyVoucher,
  type BalanceMethod,
  initialPaymentPreferences,
  isTurnedOn,
  type PaymentMethodAccess,
  type PaymentPreferences,
  removeVoucher,
  type Split,
  STORE_TOKEN,
  setBalanceMethod,
} from "./payment";
import { paymentEntryOf } from "./providers";
import { EMPTY_CHECKOUT_USER, EMPTY_WALLET, type Wallet } from "./wallet";

/** Everything the checkout knows and the shopper chose. */
export interface CheckoutState {
  readonly sitePrefix: string;
  readonly loggedIn: boolean;
  readonly clientId: number | null;
  /** The signed-in user's company (spec §6 per-company switches); null for a guest. */
  readonly companyId: number | null;
  /** The lines this checkout pays: the cart's, or for an experience booking its one line. */
  readonly lines: readonly CartVoucherLine[];
  /** The section bookings this checkout pays: the cart's, none for an experience booking. */
  readonly sections: readonly SectionItem[];
  /** Every section booking of the cart (CART.LINES). */
  readonly cartSections: readonly SectionItem[];
  /** Every line of the cart (CART.LINES). */
  readonly cartLines: readonly CartVoucherLine[];
  /**
   * The experience booking this checkout pays ('/experiences/payment', spec §2.3, §7.6 Create
   * experience order), or null for the cart's checkout.
   */
  readonly booking: ExperienceBooking | null;
  readonly wallet: Wallet;
  readonly access: PaymentMethodAccess;
  /** The site asks for a captcha (its preferences' showCts, spec §2.9, §4). */
  readonly showCts: boolean;
  /** Units of the cart currency per unit of each balance currency (spec §9). */
  readonly rates: Rates;
  /** The cart currency the rates were loaded for. */
  readonly ratesFor: string | null;
  readonly preferences: PaymentPreferences<AppliedCode>;
  readonly checkoutUser: CheckoutUser;
  /** The shopper has edited the buyer's details: the user details no longer overwrite them. */
  readonly userEdited: boolean;
  /** A Pay attempt was refused for invalid details: the page shows the field problems. */
  readonly attempted: boolean;
  /** The reward-code field, formatted by the view (spec §5); redacted in the event log. */
  readonly rewardCode: string;
  /** Whether the field's code is long enough to apply (spec §5), as the view found. */
  readonly codeComplete: boolean;
  /** Why the last code could not be applied (shown under the field), as the catalogue's data. */
  readonly codeError: ErrorData | null;
  readonly orderType: string;
  readonly idempotencyKey: string | null;
  readonly order: CreatedOrder | null;
  readonly orderError: ErrorData | null;
  /**
   * The airline-loyalty member id its airline accepted for a miles product (spec §3 Order, §7.6
   * validate_miles_memberId): the order carries it while that product is in the cart.
   */
  readonly miles: { readonly memberId: string; readonly productId: number } | null;
  /** The error a toast shows (spec §8), as the catalogue's data; the view says it. */
  readonly toast: ErrorData | null;
}

/** Every method allowed until the site's settings say otherwise (spec §6). */
export const ALL_METHODS_ALLOWED: PaymentMethodAccess = {
  rewardPoints: 1,
  gcb: 1,
  tokens: 1,
  voucher: 1,
  gateway: 1,
};

/** A checkout that knows nothing yet but whether the visitor is signed in. */
export const initialCheckoutState = (loggedIn: boolean): CheckoutState => ({
  sitePrefix: "/marketplace",
  loggedIn,
  clientId: null,
  companyId: null,
  lines: [],
  sections: [],
  cartSections: [],
  cartLines: [],
  booking: null,
  wallet: EMPTY_WALLET,
  access: ALL_METHODS_ALLOWED,
  showCts: false,
  rates: {},
  ratesFor: null,
  preferences: initialPaymentPreferences<AppliedCode>(),
  checkoutUser: EMPTY_CHECKOUT_USER,
  userEdited: false,
  attempted: false,
  rewardCode: "",
  codeComplete: false,
  codeError: null,
  orderType: DEFAULT_ORDER_TYPE,
  idempotencyKey: null,
  order: null,
  orderError: null,
  miles: null,
  toast: null,
});

/**
 * Opening the checkout page (spec §4 'Opening checkout'): points, gift-card balance, tokens, the
 * preference order and the applied codes start from nothing; the facts are kept.
 */
export const openedCheckout = (sitePrefix: string) =>
  ({
    sitePrefix,
    preferences: initialPaymentPreferences<AppliedCode>(),
    rewardCode: "",
    codeComplete: false,
    codeError: null,
    attempted: false,
    orderError: null,
    order: null,
    orderType: DEFAULT_ORDER_TYPE,
  }) satisfies Partial<CheckoutState>;

/**
 * The lines a checkout pays, the cart view's (spec §4 'Special voucher category 1222'): for the
 * cart's checkout the special mode is off, so every line but an experience's (category 1222),
 * which is paid on the experience payment page; for an experience booking the mode is on with its
 * product, and the experience order holds that experience's line alone.
 */
export const scopedLines = (
  lines: readonly CartVoucherLine[],
  booking: ExperienceBooking | null,
): readonly CartVoucherLine[] =>
  booking === null
    ? cartViewVouchers(lines, CART_VIEW_NORMAL)
    : cartViewVouchers(lines, experienceViewMode(booking.expProductId)).filter(isExperienceLine);

/** The section bookings a checkout pays: the cart's for its own checkout, none for an experience booking. */
export const scopedSections = (
  sections: readonly SectionItem[],
  booking: ExperienceBooking | null,
): readonly SectionItem[] => (booking === null ? sections : []);

/** Opening the checkout of the cart (booking null) or of an experience booking. */
export const openedCheckoutFor = (
  state: Pick<CheckoutState, "cartLines" | "cartSections">,
  sitePrefix: string,
  booking: ExperienceBooking | null,
): Partial<CheckoutState> => ({
  ...openedCheckout(sitePrefix),
  booking,
  lines: scopedLines(state.cartLines, booking),
  sections: scopedSections(state.cartSections, booking),
  rates: {},
  ratesFor: null,
});

/** The currency every line is in, or null. */
export const cartCurrencyOfState = (state: Pick<CheckoutState, "lines" | "sections">): string | null => {
  const currency = cartCurrencyOf(state.lines, state.sections);
  return currency.ok ? currency.value : null;
};

/** Whether the user has a balance to turn on, and paymentMethodAccess allows it (spec §6). */
export const canUseMethod = (
  state: Pick<CheckoutState, "wallet" | "access">,
  method: BalanceMethod,
): boolean => {
  switch (method) {
    case "points":
      return state.access.rewardPoints === 1 && (state.wallet.points?.available ?? 0) > 0;
    case "gcb":
      return state.access.gcb === 1 && (state.wallet.gcb?.total ?? 0) > 0;
    case STORE_TOKEN:
      return state.access.tokens === 1 && (state.wallet.tokens?.total ?? 0) > 0;
  }
};

// ---------------------------------------------------------------------------------------------
// Auto-selecting the reward points (spec §2.11 Loaders, §3 displayCatalogInPoints, §4, §6)

/**
 * How long the checkout waits for a signed-in user's balances before it gives up auto-selecting
 * the points: the time-out of a call (spec §9 'HTTP ... time-out 60000 ms'), after which the
 * points call has answered or failed.
 */
export const POINTS_AUTO_SELECT_WAIT_MS = 60_000;

/** Whether the session has announced the signed-in user's balances: one of them has loaded. */
export const isWalletKnown = (wallet: Wallet): boolean =>
  wallet.points !== null || wallet.gcb !== null || wallet.tokens !== null;

/** What the auto-selection of the points does now: wait for the balances, turn the points on, or nothing. */
export type PointsAutoSelect = "wait" | "select" | "skip";

/**
 * On a site that shows its catalogue in points (spec §3 displayCatalogInPoints), opening checkout
 * selects the shopper's reward points, once the reset of spec §4 'Opening checkout' is done: it
 * waits while a signed-in user's balances are not known, then turns the points on (appended to the
 * preference order, spec §4) when paymentMethodAccess allows them and the user has some (spec §6);
 * a guest, a site without points, or a user without points gets nothing selected.
 */
export const pointsAutoSelectOf = (
  state: Pick<CheckoutState, "loggedIn" | "wallet" | "access" | "preferences">,
): PointsAutoSelect => {
  if (!state.loggedIn || state.access.rewardPoints !== 1) return "skip";
  if (!isWalletKnown(state.wallet)) return "wait";
  return canUseMethod(state, "points") && !isTurnedOn(state.preferences, "points") ? "select" : "skip";
};

/** The split of the current choices (src/domain/checkout.ts `checkoutSplit`). */
export const splitOf = (state: CheckoutState): Result<Split, CheckoutSplitError> =>
  checkoutSplit({
    lines: state.lines,
    sections: state.sections,
    wallet: state.wallet,
    rates: state.rates,
    access: state.access,
    preferences: state.preferences,
  });

const hasUserProblems = (state: CheckoutState): boolean =>
  Object.keys(checkoutUserProblems(state.checkoutUser)).length > 0;

/** The order the checkout would place now, or null when it cannot be placed. */
export const orderOf = (state: CheckoutState): VoucherOrder | null => {
  const split = splitOf(state);
  if (!split.ok || state.idempotencyKey === null || hasUserProblems(state)) return null;
  const memberId = memberIdOfOrder(state);
  const order = voucherOrderOf({
    idempotencyKey: state.idempotencyKey,
    site: orderSiteOf(state.sitePrefix),
    lines: state.lines,
    sections: state.sections,
    checkoutUser: trimmedCheckoutUser(state.checkoutUser),
    split: split.value,
    codes: state.preferences.appliedVoucherArray,
  });
  return memberId === null ? order : { ...order, memberId };
};

/** The member id the order carries: the accepted one, while its miles product is in the cart (spec §3 Order). */
export const memberIdOfOrder = (state: CheckoutState): string | null =>
  state.miles !== null && state.lines.some((line) => line.productId === state.miles?.productId)
    ? state.miles.memberId
    : null;

/** Whether paying waits for the surcharge disclaimer (spec §6 per-company switches). */
export const needsSurchargeDisclaimer = (state: CheckoutState): boolean =>
  showsSurchargeDisclaimer(state.companyId);

/** What checking the typed code asks: the store, the cart currency, the signed-in client. */
/**
 * Whether applying a code waits for a captcha: a guest on a site that asks for one (the API
 * refuses a guest's applyVoucher there without a verified token; a signed-in shopper's call is
 * tied to the account and needs none).
 */
export const needsCodeCaptcha = (state: CheckoutState): boolean => state.showCts && !state.loggedIn;

/** What applying the typed code takes; `token` is the solved captcha's ('' without a captcha). */
export const applyCodeInputOf = (state: CheckoutState, token = ""): ApplyCodeInput => ({
  token,
  input: state.rewardCode,
  site: orderSiteOf(state.sitePrefix),
  cartCurrency: cartCurrencyOfState(state) ?? "INR",
  clientId: state.loggedIn ? state.clientId : null,
});

/**
 * The rates to load (spec §9): a signed-in user's balances in another currency than the cart's,
 * once per cart currency; null when there is nothing to load.
 */
export const ratesToLoad = (state: CheckoutState): RatesInput | null => {
  const currency = cartCurrencyOfState(state);
  if (!state.loggedIn || state.clientId === null || currency === null || state.ratesFor === currency)
    return null;
  const currencies = missingRates(state.wallet, currency, state.rates);
  return currencies.length === 0 ? null : { clientId: state.clientId, cartCurrency: currency, currencies };
};

/** What loading the rates asks: the currencies of {@link ratesToLoad}, none when nothing is missing. */
export const ratesInputOf = (state: CheckoutState): RatesInput =>
  ratesToLoad(state) ?? {
    clientId: state.clientId ?? 0,
    cartCurrency: cartCurrencyOfState(state) ?? "INR",
    currencies: [],
  };

/**
 * The cart's lines and section items as they are now (CART.LINES); codes and rates of another
 * currency are dropped.
 */
export const withLines = (
  state: CheckoutState,
  cartLines: readonly CartVoucherLine[],
  cartSections: readonly SectionItem[] = [],
): Partial<CheckoutState> => {
  const lines = scopedLines(cartLines, state.booking);
  const sections = scopedSections(cartSections, state.booking);
  const before = cartCurrencyOfState(state);
  const after = cartCurrencyOfState({ lines, sections });
  const currencyChanged = before !== null && after !== null && before !== after;
  return currencyChanged
    ? {
        lines,
        cartLines,
        sections,
        cartSections,
        preferences: initialPaymentPreferences<AppliedCode>(),
        rates: {},
        ratesFor: null,
      }
    : { lines, cartLines, sections, cartSections };
};

/**
 * The signed-in user's balances and details (SESSION.WALLET): the details fill the buyer's until
 * the shopper edits them (spec §4).
 */
export const withWallet = (
  state: CheckoutState,
  wallet: Wallet,
  checkoutUser: CheckoutUser,
): Partial<CheckoutState> => ({ wallet, checkoutUser: state.userEdited ? state.checkoutUser : checkoutUser });

/**
 * Where an order with an amount due goes (spec §7.6): on the card gateway, the card-gateway
 * payment page '/payment/:data/' (spec §2.3) that leads on to the gateway's hosted page; on a
 * provider, the provider's page.
 */
export const paymentPageOf = (state: Pick<CheckoutState, "order" | "sitePrefix">): string => {
  const url = state.order?.redirect_url ?? null;
  return url === null ? state.sitePrefix : paymentEntryOf(url);
};

/** Where an order paid in full goes: its payment status page (spec §2.3), loaded afresh. */
export const statusPageOf = (
  state: Pick<CheckoutState, "order" | "sitePrefix"> & { readonly booking?: ExperienceBooking | null },
): string =>
  state.order === null
    ? state.sitePrefix
    : state.booking !== null && state.booking !== undefined
      ? experienceStatusPath(state.sitePrefix, state.order.order_id, state.order.order_key)
      : paymentStatusPath(state.sitePrefix, VOUCHER_ORDER_TYPE, state.order.order_id, state.order.order_key);

/** The experience payment status page '/exp-payment-status' (spec §2.3) of an order. */
export const experienceStatusPath = (sitePrefix: string, orderId: number, key: string): string =>
  `${sitePrefix === "/" ? "" : sitePrefix}/exp-payment-status?${new URLSearchParams({
    order_id: String(orderId),
    key,
  }).toString()}`;

/** Whether the typed code can be checked: codes allowed, one cart currency, 6 characters or more. */
export const canApplyCode = (state: CheckoutState): boolean =>
  state.access.voucher === 1 && cartCurrencyOfState(state) !== null && state.codeComplete;

/** Whether the typed code is one already applied (spec §8 'already been used'). */
export const isCodeApplied = (state: CheckoutState): boolean =>
  state.preferences.appliedVoucherArray.some((code) => code.rewardCode === state.rewardCode);

/** A balance turned on (appended to the preference order) or off (kept in it) (spec §4). */
export const withMethod = (
  state: CheckoutState,
  method: BalanceMethod,
  on: boolean,
): Partial<CheckoutState> => ({
  preferences: setBalanceMethod(state.preferences, method, on),
});

/** An applied code: its index joins the preference order and the field empties (spec §4). */
export const withCode = (state: CheckoutState, code: AppliedCode): Partial<CheckoutState> => ({
  preferences: applyVoucher(state.preferences, code),
  rewardCode: "",
  codeComplete: false,
  codeError: null,
});

/** A code removed: the higher indices shift down (spec §4). */
export const withoutCode = (state: CheckoutState, index: number): Partial<CheckoutState> => ({
  preferences: removeVoucher(state.preferences, index),
});

/** The rates loaded for the cart currency, added to those known. */
export const withRates = (state: CheckoutState, rates: Rates): Partial<CheckoutState> => ({
  rates: { ...state.rates, ...rates },
  ratesFor: cartCurrencyOfState(state),
});

/** The buyer's details as the shopper edited them: the user details no longer overwrite them (spec §4). */
export const editedUser = (checkoutUser: CheckoutUser): Partial<CheckoutState> => ({
  checkoutUser,
  userEdited: true,
});
