/**
 * The checkout page's model (spec §1 'Ways to pay', §4 'Order and payment preferences', §5
 * 'Reward code', §6 paymentMethodAccess, §9 'Payment arithmetic', 'Lists'): which of the page's
 * states shows, the balance switches, the rows of the live payment split with their labels, the
 * applied reward codes, the Pay button's state and which buyer-detail problems show.
 *
 * Pure and total: amounts are integer minor units (src/domain/money.ts); nothing here reads a
 * clock or a global, and nothing throws.
 */
import type { CheckoutUser } from "@contract/orders";
import { type CartVoucherLine, familyOfLine } from "./cart";
import type { SectionItem } from "./cartSections";
import {
  type AppliedCode,
  type CheckoutSplitError,
  type CheckoutUserField,
  type CheckoutUserProblem,
  checkoutTotal,
} from "./checkout";
import { type Family, familyOfFilterGroup } from "./families";
import { type Money, type Result, toMinor, zero } from "./money";
import {
  type BalanceMethod,
  isTurnedOn,
  type PaymentMethodAccess,
  type PaymentPreferences,
  type PreferenceEntry,
  type Split,
  STORE_TOKEN,
} from "./payment";
import type { Wallet } from "./wallet";

// ---------------------------------------------------------------------------------------------
// Page stage

export type CheckoutStage = "loading" | "empty" | "checkout";

/**
 * Loading while the cart lines or the signed-in start-up are still loading; empty when the cart
 * holds no voucher line and no section booking; the checkout otherwise.
 */
export const checkoutStageOf = (facts: {
  readonly cartLoading: boolean;
  readonly sessionLoading: boolean;
  readonly lines: readonly CartVoucherLine[];
  readonly sections?: readonly SectionItem[];
}): CheckoutStage =>
  facts.cartLoading || facts.sessionLoading
    ? "loading"
    : facts.lines.length === 0 && (facts.sections ?? []).length === 0
      ? "empty"
      : "checkout";

/** The links of the empty checkout: the cart and the gift-card listing under the site prefix. */
export const checkoutLinksOf = (sitePrefix: string): { readonly cart: string; readonly vouchers: string } => {
  const prefix = sitePrefix.trim().replace(/\/+$/, "");
  return { cart: `${prefix}/cart`, vouchers: `${prefix}/vouchers` };
};

// ---------------------------------------------------------------------------------------------
// What the buyer's details are for

/**
 * What the note over the buyer's details says the e-mail address is for, by what the cart holds:
 * gift cards (and the other vouchers) are delivered to it; merchandise goes to the delivery
 * address; flights, hotels and experiences send their booking confirmation; recharges and cash-out
 * transfers send their receipt.
 */
export type DetailsNote = "giftCards" | "merchandise" | "bookings" | "recharges" | "transfers";

/** The notes in the order the page lists them. */
export const DETAILS_NOTES: readonly DetailsNote[] = [
  "giftCards",
  "merchandise",
  "bookings",
  "recharges",
  "transfers",
];

const noteOfFamily = (family: Family): DetailsNote => {
  switch (family) {
    case "merchandise":
      return "merchandise";
    case "flights":
    case "hotel":
    case "experience":
      return "bookings";
    case "topup":
      return "recharges";
    case "payouts":
      return "transfers";
    default:
      return "giftCards";
  }
};

/**
 * The notes of a cart, one per kind of item it holds, in {@link DETAILS_NOTES}' order: a cart of
 * gift cards alone says only that they are delivered to the e-mail address, a mixed cart says what
 * happens to each kind. A section booking is known by its filter group (spec §9).
 */
export const detailsNotesOf = (
  lines: readonly CartVoucherLine[],
  sections: readonly SectionItem[],
): readonly DetailsNote[] => {
  const held = new Set<DetailsNote>([
    ...lines.map((line) => noteOfFamily(familyOfLine(line))),
    ...sections.map((item) => noteOfFamily(familyOfFilterGroup(item.filterGroupId) ?? "vouchers")),
  ]);
  return DETAILS_NOTES.filter((note) => held.has(note));
};

// ---------------------------------------------------------------------------------------------
// Balance switches (spec §1 'Ways to pay', §4, §6)

/** The balances in the order the page lists them. */
export const BALANCE_METHODS: readonly BalanceMethod[] = ["points", "gcb", STORE_TOKEN];

/** Whether paymentMethodAccess allows a balance at all (spec §6): a method switched off is not shown. */
export const isMethodAllowed = (access: PaymentMethodAccess, method: BalanceMethod): boolean => {
  switch (method) {
    case "points":
      return access.rewardPoints === 1;
    case "gcb":
      return access.gcb === 1;
    case STORE_TOKEN:
      return access.tokens === 1;
  }
};

/** One balance switch of a signed-in user. */
export interface BalanceOption {
  readonly method: BalanceMethod;
  /** Turned on by the user. */
  readonly on: boolean;
  /** Can be turned on: allowed and with a balance. */
  readonly enabled: boolean;
  /** Available points (points only). */
  readonly points: number | null;
  /** The balance in its currency (gift-card balance and tokens), null when unknown. */
  readonly money: Money | null;
}

const walletMoney = (balance: { readonly total: number; readonly currency: string } | null): Money | null => {
  if (balance === null) return null;
  const minor = toMinor(Math.max(0, balance.total), balance.currency);
  return minor.ok ? minor.value : null;
};

/**
 * The switches shown to a signed-in user: one per balance paymentMethodAccess allows, in the
 * order points, gift-card balance, tokens; `canUse` says whether it can be turned on (the
 * checkout's rule: allowed and a balance above zero). A guest gets none.
 */
export const balanceOptionsOf = (facts: {
  readonly loggedIn: boolean;
  readonly wallet: Wallet;
  readonly access: PaymentMethodAccess;
  readonly preferences: PaymentPreferences<unknown>;
  readonly canUse: (method: BalanceMethod) => boolean;
}): readonly BalanceOption[] => {
  if (!facts.loggedIn) return [];
  return BALANCE_METHODS.filter((method) => isMethodAllowed(facts.access, method)).map((method) => ({
    method,
    on: isTurnedOn(facts.preferences, method),
    enabled: facts.canUse(method),
    points: method === "points" ? Math.max(0, facts.wallet.points?.available ?? 0) : null,
    money:
      method === "gcb"
        ? walletMoney(facts.wallet.gcb)
        : method === STORE_TOKEN
          ? walletMoney(facts.wallet.tokens)
          : null,
  }));
};

// ---------------------------------------------------------------------------------------------
// The split (spec §4, §6, §9)

/** What pays a row of the split. */
export type SplitSource =
  | { readonly kind: "points" }
  | { readonly kind: "gcb" }
  | { readonly kind: "tokens" }
  /** An applied reward code: its index and its code in 4-character blocks. */
  | { readonly kind: "code"; readonly index: number; readonly code: string };

/** One share of the split as the page shows it. */
export interface SplitRow {
  readonly id: PreferenceEntry;
  readonly source: SplitSource;
  /** What it pays, in the cart currency. */
  readonly amount: Money;
  /** For points: the points spent (its own units over 100); null otherwise. */
  readonly points: number | null;
}

/** The split as the page shows it. */
export type SplitView =
  /** The split: the order total, the shares in preference order and the amount due on the card. */
  | {
      readonly kind: "split";
      readonly total: Money;
      readonly rows: readonly SplitRow[];
      readonly amountDue: Money;
      /** Something remains for the card gateway. */
      readonly byCard: boolean;
    }
  /** The card gateway is disabled and the balances and codes do not cover the total (spec §6, §9). */
  | { readonly kind: "gatewayDisabled"; readonly total: Money | null; readonly amountDue: Money }
  /** The cart itself cannot be paid: several currencies, or an amount that cannot be read. */
  | { readonly kind: "unavailable"; readonly reason: "mixed-currencies" | "invalid-amount" | "empty" };

const sourceOf = (id: PreferenceEntry, codes: readonly AppliedCode[]): SplitSource => {
  if (typeof id === "number") return { kind: "code", index: id, code: codes[id]?.rewardCode ?? "" };
  switch (id) {
    case "points":
      return { kind: "points" };
    case "gcb":
      return { kind: "gcb" };
    case STORE_TOKEN:
      return { kind: "tokens" };
  }
};

/** Hundredths of a point as points (spec §9: points shown to 2 decimals). */
const pointsOfUnits = (hundredths: number): number => hundredths / 100;

/**
 * The page's view of a split (the checkout's `checkoutSplit` of the same lines and codes): one
 * row per share in preference order, points rows with the points spent; the amount due and
 * whether the card pays it; or why the order cannot be paid.
 */
export const splitViewOf = (
  split: Result<Split, CheckoutSplitError>,
  lines: readonly CartVoucherLine[],
  codes: readonly AppliedCode[],
  sections: readonly SectionItem[] = [],
): SplitView => {
  const total = checkoutTotal(lines, sections);
  if (split.ok) {
    const currency = split.value.amountDue.currency;
    return {
      kind: "split",
      total: total.ok ? total.value : zero(currency),
      rows: split.value.shares.map((share) => ({
        id: share.id,
        source: sourceOf(share.id, codes),
        amount: { amount: share.cartMinor, currency },
        points: share.id === "points" ? pointsOfUnits(share.ownUnits) : null,
      })),
      amountDue: split.value.amountDue,
      byCard: split.value.amountDue.amount > 0,
    };
  }
  const error = split.error;
  switch (error._tag) {
    case "GatewayDisabled":
      return { kind: "gatewayDisabled", total: total.ok ? total.value : null, amountDue: error.amountDue };
    case "Cart":
      return { kind: "unavailable", reason: error.problem };
    default:
      return { kind: "unavailable", reason: "invalid-amount" };
  }
};

/** What an applied code pays now: its share of the split in the cart currency, or null without a split. */
const codePays = (view: SplitView, index: number): Money | null => {
  if (view.kind !== "split") return null;
  const row = view.rows.find((candidate) => candidate.id === index);
  return row === undefined ? zero(view.amountDue.currency) : row.amount;
};

/** One applied reward code as the page lists it. */
export interface AppliedCodeRow {
  readonly index: number;
  /** The code in 4-character blocks (spec §5). */
  readonly code: string;
  /** What it may still pay, in its own currency; null when the amount cannot be read. */
  readonly remaining: Money | null;
  /** What it pays in this order, in the cart currency; null when the order cannot be split. */
  readonly paysNow: Money | null;
}

/** The applied reward codes, in the order they were applied, with what each pays now. */
export const appliedCodeRowsOf = (
  codes: readonly AppliedCode[],
  view: SplitView,
): readonly AppliedCodeRow[] =>
  codes.map((code, index) => {
    const remaining = toMinor(code.remaining, code.currency.toUpperCase());
    return {
      index,
      code: code.rewardCode,
      remaining: remaining.ok ? remaining.value : null,
      paysNow: codePays(view, index),
    };
  });

// ---------------------------------------------------------------------------------------------
// The Pay button

/** The states of the checkout's `order` region. */
export type OrderStage = "ready" | "surcharge" | "placing" | "redirecting" | "completed";

export interface PayButtonState {
  /** The button takes no click. */
  readonly disabled: boolean;
  /** The order is on its way: a spinner and 'Processing…'. */
  readonly busy: boolean;
}

/**
 * The Pay button: busy while the order is placed, leaves for the payment page or for the status
 * page; disabled while the order is not ready, or when the split cannot be paid (the gateway is
 * disabled with an amount left, or the cart cannot be paid). Invalid buyer details do not disable
 * it: a click shows the problems.
 */
export const payButtonOf = (order: OrderStage, view: SplitView): PayButtonState => {
  const busy = order === "placing" || order === "redirecting" || order === "completed";
  return { busy, disabled: order !== "ready" || view.kind !== "split" };
};

// ---------------------------------------------------------------------------------------------
// The buyer's details (spec §3 Order checkoutUser, §5)

/** The fields of the buyer's details in the order the form shows them. */
export const CHECKOUT_USER_FIELDS: readonly CheckoutUserField[] = [
  "firstname",
  "lastname",
  "email",
  "phone_code",
  "phone",
];

export type CheckoutUserProblems = Partial<Readonly<Record<CheckoutUserField, CheckoutUserProblem>>>;

/**
 * The problems the form shows: all of them once a Pay click was refused (`attempted`), before
 * that only those of the fields the shopper has left.
 */
export const shownProblemsOf = (
  problems: CheckoutUserProblems,
  attempted: boolean,
  touched: ReadonlySet<CheckoutUserField>,
): CheckoutUserProblems => {
  const shown: Partial<Record<CheckoutUserField, CheckoutUserProblem>> = {};
  for (const field of CHECKOUT_USER_FIELDS) {
    const problem = problems[field];
    if (problem !== undefined && (attempted || touched.has(field))) shown[field] = problem;
  }
  return shown;
};

/** The first field of the form with a problem, where focus goes after a refused Pay click. */
export const firstInvalidField = (problems: CheckoutUserProblems): CheckoutUserField | null =>
  CHECKOUT_USER_FIELDS.find((field) => problems[field] !== undefined) ?? null;

/** The buyer's details with one field changed. */
export const withField = (user: CheckoutUser, field: CheckoutUserField, value: string): CheckoutUser => ({
  ...user,
  [field]: value,
});
