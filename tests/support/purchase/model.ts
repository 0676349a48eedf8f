/**
 * The plain model of a signed-in shopper's purchase that the purchase property predicts with:
 * the cart's lines (as the page holds them and as the API keeps them), the checkout's choices
 * (points and gift-card balance turned on, reward codes applied, their preference order), the
 * balances, the orders, and where the shopper is. Money in integer minor units (INR paise;
 * points in hundredths, one point worth INR 1 for this shopper).
 */
import type { LineFacts } from "./world";

/** INR gift cards of the demo catalogue and face values they sell (docs/demo-data.md). */
export const PRODUCTS = [
  { id: 40211, faces: [1000, 2000] },
  { id: 40102, faces: [500, 1000] },
  { id: 40582, faces: [500, 1000] },
] as const;

/** Active marketplace reward codes in INR (docs/demo-data.md 'Reward codes'). */
export const CODES = ["SHOP-5555-EEEE-0001", "SHOP-5555-EEEE-0002", "DEMO-1111-AAAA-0001"] as const;
export type Code = (typeof CODES)[number];

export type Balance = "points" | "gcb";
/** A preference entry: a balance, or the index of an applied code (spec §4). */
export type Preference = Balance | number;

export interface Balances {
  /** Hundredths of a point. */
  points: number;
  /** INR paise. */
  gcb: number;
  codes: Record<string, number>;
}

/** What one order takes from each source, in the order currency's minor units. */
export interface Debits {
  readonly points: number;
  readonly gcb: number;
  readonly codes: Readonly<Partial<Record<Code, number>>>;
}

/** The split the model predicts: the total, each source's share, what is left for the gateway. */
export interface Prediction {
  readonly total: number;
  readonly debits: Debits;
  readonly due: number;
  /** The products of the order's lines: a paid order takes their lines out of the cart. */
  readonly products: readonly number[];
}

/**
 * Where the shopper is: on the checkout page; on the hosted card page of an order with an amount
 * due; or on the checkout page after the order call's answer was lost.
 */
export type Phase =
  | { readonly kind: "shopping" }
  | { readonly kind: "atGateway"; readonly order: Prediction }
  | { readonly kind: "answerLost"; readonly order: Prediction | null };

export interface PurchaseModel {
  phase: Phase;
  /** The cart's lines as the page shows them. */
  lines: LineFacts[];
  /** The cart's lines as the API keeps them. */
  stored: LineFacts[];
  usePoints: boolean;
  useGcb: boolean;
  preferences: Preference[];
  /** The codes applied on this checkout, with what each may pay (its balance when applied). */
  applied: { readonly code: Code; readonly remaining: number }[];
  /** The balances as stored now. */
  balances: Balances;
  /** The balances the page read as it started (what the checkout may turn on and split). */
  pageWallet: { points: number; gcb: number };
  orders: number;
  /** An order left unpaid on its card page when the shopper went back to the storefront. */
  unpaid: Prediction | null;
  /** Each product's unit charge in paise, by product id and face value (spec §7.4 final_price). */
  readonly charges: ReadonlyMap<string, number>;
}

export const chargeKey = (productId: number, price: number): string => `${productId}@${price}`;

/**
 * A unit's charge in paise from the catalogue: price × (100 − discount) / 100, the discount being
 * spl_discount − spl_charge (spec §7.4 final_price, product_discount).
 */
export const unitCharge = (price: number, splDiscount: number, splCharge: number): number =>
  Math.round(price * (100 - (splDiscount - splCharge)));

export const initialModel = (
  balances: Readonly<Balances>,
  charges: ReadonlyMap<string, number>,
): PurchaseModel => ({
  phase: { kind: "shopping" },
  lines: [],
  stored: [],
  usePoints: false,
  useGcb: false,
  preferences: [],
  applied: [],
  balances: { ...balances, codes: { ...balances.codes } },
  pageWallet: { points: balances.points, gcb: balances.gcb },
  orders: 0,
  unpaid: null,
  charges,
});

/** A new page: the checkout opens afresh (spec §4 'Opening checkout') with the balances as stored. */
export const newPage = (model: PurchaseModel): void => {
  model.phase = { kind: "shopping" };
  model.usePoints = false;
  model.useGcb = false;
  model.preferences = [];
  model.applied = [];
  model.pageWallet = { points: model.balances.points, gcb: model.balances.gcb };
};

/** The cart total in paise from the catalogue's prices. */
export const totalOf = (model: PurchaseModel): number =>
  model.lines.reduce((sum, line) => {
    const charge = model.charges.get(chargeKey(line.productId, line.price));
    if (charge === undefined)
      throw new Error(`no catalogue price for ${chargeKey(line.productId, line.price)}`);
    return sum + charge * line.quantity;
  }, 0);

/**
 * The split of spec §4 and §9 as a shopper would work it out: each turned-on source in the order
 * it was first chosen takes what it can of what is left; the gateway takes the rest. Null while
 * the cart is empty (nothing to pay).
 */
export const predict = (model: PurchaseModel): Prediction | null => {
  if (model.lines.length === 0) return null;
  const total = totalOf(model);
  let left = total;
  let points = 0;
  let gcb = 0;
  const codes: Partial<Record<Code, number>> = {};
  const seen = new Set<Preference>();
  for (const entry of model.preferences) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    if (entry === "points" && model.usePoints) {
      points = Math.min(model.pageWallet.points, left);
      left -= points;
    } else if (entry === "gcb" && model.useGcb) {
      gcb = Math.min(model.pageWallet.gcb, left);
      left -= gcb;
    } else if (typeof entry === "number") {
      const applied = model.applied[entry];
      if (applied === undefined) continue;
      const share = Math.min(applied.remaining, left);
      if (share > 0) codes[applied.code] = (codes[applied.code] ?? 0) + share;
      left -= share;
    }
  }
  return { total, debits: { points, gcb, codes }, due: left, products: model.lines.map((l) => l.productId) };
};

/** Takes an order's debits from the stored balances. */
export const debit = (model: PurchaseModel, debits: Debits, sign: 1 | -1 = 1): void => {
  model.balances.points -= sign * debits.points;
  model.balances.gcb -= sign * debits.gcb;
  for (const code of CODES)
    model.balances.codes[code] = (model.balances.codes[code] ?? 0) - sign * (debits.codes[code] ?? 0);
};

/**
 * A paid order takes the cart lines of its products out of the cart the API keeps; the page then
 * shows the cart as the API keeps it.
 */
export const orderPaid = (model: PurchaseModel, order: Prediction): void => {
  model.stored = model.stored.filter((line) => !order.products.includes(line.productId));
  model.lines = [...model.stored];
};

/** The lines of `lines` sorted, for comparing carts whose order does not matter. */
export const sortedLines = (lines: readonly LineFacts[]): LineFacts[] =>
  [...lines].sort((a, b) => a.productId - b.productId || a.price - b.price);

export const describeLine = (line: LineFacts): string => `${line.productId}@${line.price}×${line.quantity}`;
