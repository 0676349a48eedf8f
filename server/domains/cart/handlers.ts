/**
 * Cart calls (spec §7.4) and the cart rules the server keeps (spec §4, §5):
 * - status 0 removes the matching line;
 * - cart_update 1 sets the quantity of the existing line;
 * - adding a line that matches an existing one on product, denomination and currency leaves
 *   the cart unchanged; otherwise the line is appended;
 * - product 28487 may not be added with a quantity above 1 or when it is already in the cart;
 * - adding an experience (categories include 1222) removes every other experience line, and
 *   adding a lounge, airmiles or personalize-category line removes every other line of its
 *   family, so the cart holds at most one of each (spec §4 'Cart rules');
 * - perks, lounge, airmiles and personalize are priced alone: their lines hold quantity 1
 *   (spec §9 'Cart totals').
 * The families are the client's (src/domain/productFamily.ts), read from the line's productInfo.
 * A line is identified by product_id, denomination ('CUR price'), currency_code and the merchandise
 * options chosen (info.productInfo.selected_options, kept as `optionsKeyOf` of
 * src/domain/productOptions.ts): a hoodie in size M and one in size L are two lines.
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
import { categoryIdsOf, EXPERIENCE_CATEGORY_ID, INSURANCE_CATEGORY_ID } from "@domain/cart";
import {
  type CartFamily,
  familyOfLineFacts,
  isSingleItemFamily,
  quantityForFamily,
} from "@domain/productFamily";
import { optionChoiceOf, optionsKeyOf } from "@domain/productOptions";
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

/** The options of a change, as the line's key keeps them. */
const optionsOfChange = (change: CartChange): string =>
  optionsKeyOf(optionChoiceOf(change.info.productInfo.selected_options));

const matchingLine = (db: Db, userId: number, change: CartChange): LineRow | undefined =>
  db
    .prepare(
      "SELECT * FROM cart_lines WHERE user_id = ? AND product_id = ? AND denomination = ? AND currency_code = ? AND options = ?",
    )
    .get(
      userId,
      change.product_id,
      change.info.denomination,
      change.info.currency_code,
      optionsOfChange(change),
    ) as LineRow | undefined;

const hasProduct = (db: Db, userId: number, productId: number): boolean =>
  db.prepare("SELECT 1 FROM cart_lines WHERE user_id = ? AND product_id = ?").get(userId, productId) !==
  undefined;

/** The family of a line from its productInfo: filter group, type, then categories 1233 and 1222. */
const familyOfProductInfo = (productInfo: Readonly<Record<string, unknown>>): CartFamily => {
  const group = productInfo.filter_group_id;
  const categories = typeof productInfo.categories === "string" ? categoryIdsOf(productInfo.categories) : [];
  return familyOfLineFacts({
    filterGroupId: typeof group === "number" ? group : null,
    isMerchandiseProduct: productInfo.type === "merchandise",
    isPerk: productInfo.type === "perks",
    isInsurance: productInfo.type === "insurance" || categories.includes(INSURANCE_CATEGORY_ID),
    isExperience: categories.includes(EXPERIENCE_CATEGORY_ID),
  });
};

const familyOfRow = (row: LineRow): CartFamily | null => {
  try {
    return familyOfProductInfo(decodeInfo(JSON.parse(row.info)).productInfo);
  } catch {
    return null;
  }
};

/**
 * Removes the lines the added one replaces (spec §4 'Cart rules'): every other experience for an
 * experience; every other line of its family for a lounge, airmiles or personalize-category line.
 */
const removeReplaced = (db: Db, userId: number, family: CartFamily, keep: number | null) => {
  if (family !== "experience" && !isSingleItemFamily(family)) return;
  const rows = db
    .prepare("SELECT id, product_id, quantity, availability, info FROM cart_lines WHERE user_id = ?")
    .all(userId) as LineRow[];
  const remove = db.prepare("DELETE FROM cart_lines WHERE id = ?");
  for (const row of rows) {
    if (row.id !== keep && familyOfRow(row) === family) remove.run(row.id);
  }
};

const answer = (success: 0 | 1, message: string) => ({
  data: { addToCart: { success, message, Message: message } },
});

const applyChange = (ctx: HandlerContext, userId: number, change: CartChange) => {
  const { db } = ctx;
  if (change.status === 0) {
    db.prepare(
      "DELETE FROM cart_lines WHERE user_id = ? AND product_id = ? AND denomination = ? AND currency_code = ? AND options = ?",
    ).run(
      userId,
      change.product_id,
      change.info.denomination,
      change.info.currency_code,
      optionsOfChange(change),
    );
    return answer(1, CartTexts.removed);
  }
  const singleUnit = change.product_id === SINGLE_UNIT_PRODUCT_ID;
  if (singleUnit && change.info.quantity > 1) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  const existing = matchingLine(db, userId, change);
  const family = familyOfProductInfo(change.info.productInfo);
  const quantity = quantityForFamily(family, change.info.quantity);
  const info = quantity === change.info.quantity ? change.info : { ...change.info, quantity };
  if (change.cart_update === 1) {
    if (existing === undefined) return answer(0, CartTexts.notInCart);
    db.prepare("UPDATE cart_lines SET quantity = ?, info = ? WHERE id = ?").run(
      quantity,
      JSON.stringify(info),
      existing.id,
    );
    return answer(1, CartTexts.updated);
  }
  if (singleUnit && hasProduct(db, userId, change.product_id)) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  removeReplaced(db, userId, family, existing?.id ?? null);
  if (existing !== undefined) return answer(1, CartTexts.alreadyInCart);
  db.prepare(
    `INSERT INTO cart_lines (user_id, product_id, denomination, currency_code, options, quantity, availability, info, added_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(
    userId,
    change.product_id,
    change.info.denomination,
    change.info.currency_code,
    optionsOfChange(change),
    quantity,
    JSON.stringify(info),
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
