/**
 * Cart calls (spec §7.4) and the cart rules the server keeps (spec §4, §5):
 * - status 0 removes the matching line;
 * - cart_update 1 sets the quantity of the existing line;
 * - adding a line that matches an existing one on product, denomination and currency leaves
 *   the cart unchanged; otherwise the line is appended;
 * - product 28487 may not be added with a quantity above 1 or when it is already in the cart.
 * A line is identified by product_id, denomination ('CUR price') and currency_code.
 */

import {
  addToCart,
  type CartChange,
  FetchedCartInfo,
  type FetchedCartLine,
  fetchCart,
  MULTIPLE_WALLET_APP_MESSAGE,
  SINGLE_UNIT_PRODUCT_ID,
} from "@contract/cart";
import { Schema } from "effect";
import { type Db, type HandlerContext, handle } from "../../core/module";
import { requireUser } from "../account/store";
import { conversionRate } from "../site/lookup";
import { roundConversion } from "../site/money";

export const CartTexts = {
  added: "Product added to cart successfully.",
  alreadyInCart: "This product is already in your cart.",
  updated: "Cart updated successfully.",
  removed: "Product removed from cart successfully.",
  notInCart: "This product is not in your cart.",
} as const;

interface LineRow {
  readonly id: number;
  readonly product_id: number;
  readonly quantity: number;
  readonly availability: number;
  readonly info: string;
}

const matchingLine = (db: Db, userId: number, change: CartChange): LineRow | undefined =>
  db
    .prepare(
      "SELECT * FROM cart_lines WHERE user_id = ? AND product_id = ? AND denomination = ? AND currency_code = ?",
    )
    .get(userId, change.product_id, change.info.denomination, change.info.currency_code) as
    | LineRow
    | undefined;

const hasProduct = (db: Db, userId: number, productId: number): boolean =>
  db.prepare("SELECT 1 FROM cart_lines WHERE user_id = ? AND product_id = ?").get(userId, productId) !==
  undefined;

const answer = (success: 0 | 1, message: string) => ({
  data: { addToCart: { success, message, Message: message } },
});

const applyChange = (ctx: HandlerContext, userId: number, change: CartChange) => {
  const { db } = ctx;
  if (change.status === 0) {
    db.prepare(
      "DELETE FROM cart_lines WHERE user_id = ? AND product_id = ? AND denomination = ? AND currency_code = ?",
    ).run(userId, change.product_id, change.info.denomination, change.info.currency_code);
    return answer(1, CartTexts.removed);
  }
  const singleUnit = change.product_id === SINGLE_UNIT_PRODUCT_ID;
  if (singleUnit && change.info.quantity > 1) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  const existing = matchingLine(db, userId, change);
  if (change.cart_update === 1) {
    if (existing === undefined) return answer(0, CartTexts.notInCart);
    db.prepare("UPDATE cart_lines SET quantity = ?, info = ? WHERE id = ?").run(
      change.info.quantity,
      JSON.stringify(change.info),
      existing.id,
    );
    return answer(1, CartTexts.updated);
  }
  if (singleUnit && hasProduct(db, userId, change.product_id)) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  if (existing !== undefined) return answer(1, CartTexts.alreadyInCart);
  db.prepare(
    `INSERT INTO cart_lines (user_id, product_id, denomination, currency_code, quantity, availability, info, added_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(
    userId,
    change.product_id,
    change.info.denomination,
    change.info.currency_code,
    change.info.quantity,
    JSON.stringify(change.info),
    ctx.now(),
  );
  return answer(1, CartTexts.added);
};

const decodeInfo = Schema.decodeUnknownSync(FetchedCartInfo);

const toFetchedLine = (row: LineRow): FetchedCartLine => {
  const info = decodeInfo(JSON.parse(row.info));
  return {
    availability: row.availability,
    product_id: row.product_id,
    info: {
      ...info,
      quantity: row.quantity,
      productInfo: {
        ...info.productInfo,
        product_id: info.productInfo.product_id,
        name: info.productInfo.name,
        pointConversionMultiplier: info.productInfo.pointConversionMultiplier ?? 1,
      },
    },
  };
};

export const cartHandlers = [
  handle(addToCart, (ctx, input) => applyChange(ctx, requireUser(ctx).id, input.cart)),

  /**
   * The user's lines in the order they were added. conversion_to_base is one INR in the user's
   * points currency and conversion_to_inr one unit of that currency in INR (both 1 for INR),
   * from the client conversion rates of the site domain.
   */
  handle(fetchCart, (ctx) => {
    const user = requireUser(ctx);
    const rows = ctx.db
      .prepare(
        "SELECT id, product_id, quantity, availability, info FROM cart_lines WHERE user_id = ? ORDER BY id",
      )
      .all(user.id) as LineRow[];
    return {
      data: {
        fetchCart: {
          success: 1,
          data: rows.map(toFetchedLine),
          conversion_to_base: roundConversion(conversionRate(ctx.db, "INR", user.points_currency) ?? 1),
          conversion_to_inr: roundConversion(conversionRate(ctx.db, user.points_currency, "INR") ?? 1),
        },
      },
    };
  }),
];
