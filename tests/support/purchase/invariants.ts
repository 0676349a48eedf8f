/**
 * What must hold after every command of the purchase property (spec §4 Cart and 'Order and
 * payment preferences', §7.4, §7.6, §9 'Payment arithmetic'), comparing the model with the
 * machines' snapshots and the reference API.
 */
import { expect } from "vitest";
import { CODES, describeLine, type PurchaseModel, predict, sortedLines } from "./model";
import type { LineFacts, PurchaseWorld, StoredBalances } from "./world";

const shown = (lines: Parameters<typeof sortedLines>[0]): string[] => sortedLines(lines).map(describeLine);

export const checkInvariants = async (
  model: PurchaseModel,
  world: PurchaseWorld,
  start: StoredBalances,
): Promise<void> => {
  // Every point and code unit is accounted for: what left a balance is what the orders hold.
  const now = world.balances(CODES);
  const ledger = world.ledger(CODES);
  expect(start.points - now.points, "points taken = points the orders hold").toBe(ledger.points);
  expect(start.gcb - now.gcb, "gift-card balance taken = what the orders hold").toBe(ledger.gcb);
  for (const code of CODES)
    expect(start.codes[code] ?? 0, `${code}: balance taken = what the orders hold`).toBe(
      (now.codes[code] ?? 0) + (ledger.codes[code] ?? 0),
    );
  expect(now, "the balances the model predicts").toEqual(model.balances);

  // One order per idempotency key: a retried order is the first one, never a second.
  expect(ledger.repeatedKeys, "idempotency keys used by more than one order").toBe(0);
  expect(ledger.orders, "orders the model predicts").toBe(model.orders);
  expect(await world.orderCount(), "orders the test server counts for the shopper").toBe(model.orders);

  // The cart never loses a line silently: only a removal or an order takes one out.
  expect(shown(world.cartLines()), "the cart's lines on the page").toEqual(shown(model.lines));
  expect(shown(world.storedCart()), "the cart's lines the API keeps").toEqual(shown(model.stored));

  if (model.phase.kind === "atGateway") return; // the checkout page has been left
  const checkout = world.checkout().context;
  expect(shown(world.checkoutLines()), "the lines the checkout pays").toEqual(shown(model.lines));
  expect(
    {
      usePoints: checkout.preferences.usePoints,
      useGcb: checkout.preferences.useGCB,
      codes: checkout.preferences.appliedVoucherArray.map((code) => code.rewardCode),
    },
    "the checkout's choices",
  ).toEqual({ usePoints: model.usePoints, useGcb: model.useGcb, codes: model.applied.map((a) => a.code) });
  // The amount due is the catalogue's price less what was applied (spec §9 'Payment arithmetic').
  expect(world.amountDue(), "the amount due").toBe(predict(model)?.due ?? null);
};

/** What a step may take out of the cart: nothing, the one line it removes, or the lines of a paid order. */
export type LinesTaken = "nothing" | "one line" | "ordered lines";

/** The cart's lines before a step: on the page and as the API keeps them. */
export interface CartBefore {
  readonly page: readonly LineFacts[];
  readonly stored: readonly LineFacts[];
}

export const cartBefore = (world: PurchaseWorld): CartBefore => ({
  page: world.cartLines(),
  stored: world.storedCart(),
});

const lostLines = (before: readonly LineFacts[], after: readonly LineFacts[]): LineFacts[] =>
  before.filter((line) => !after.some((a) => a.productId === line.productId && a.price === line.price));

/**
 * The cart never loses a line silently (spec §4 Cart actions): a line leaves only by the removal
 * of that line, or with an order the API holds as paid (its lines leave the cart).
 */
export const checkNoLineLost = (before: CartBefore, world: PurchaseWorld, taken: LinesTaken): void => {
  const paid = world.lastOrder();
  const orderedProducts = paid?.status === PAID ? world.orderProducts(paid.id) : [];
  for (const [where, lost] of [
    ["on the page", lostLines(before.page, world.cartLines())],
    ["as the API keeps it", lostLines(before.stored, world.storedCart())],
  ] as const) {
    const unexplained =
      taken === "one line"
        ? lost.slice(1)
        : taken === "ordered lines"
          ? lost.filter((line) => !orderedProducts.includes(line.productId))
          : lost;
    expect(unexplained.map(describeLine), `lines the cart lost ${where}, neither removed nor paid`).toEqual(
      [],
    );
  }
};

/** spec §4 'Transaction status codes': success 7. */
const PAID = 7;
