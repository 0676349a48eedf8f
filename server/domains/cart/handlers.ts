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
 *
 * The server keeps only what it can serve back: a change whose product id, currency,
 * denomination, price or points is not one, or whose texts are too long, is refused with the
 * reason, and a cart holds at most {@link CART_MAX_LINES} lines. A refused change leaves the cart
 * as it was. A change sent with an `idempotency_key` the user already made a change with is
 * answered as the first time and not made again.
 */

import { createHash } from "node:crypto";
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
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { type Db, type HandlerContext, HttpFailure, handle } from "../../core/module";
import { requireUser } from "../account/store";
import { conversionRate, isKnownCurrency } from "../site/lookup";
import { decimalsOf, roundConversion, toMinor, toMinorUnits } from "../site/money";

/** The most lines one user's cart holds: an add of another line is refused beyond them. */
export const CART_MAX_LINES = 50;
/** The longest text a cart line's info may carry in any one field, in characters. */
export const CART_TEXT_MAX_LENGTH = 1_000;
/** The longest a cart line's info may be as JSON, in characters (it is kept and served back as sent). */
export const CART_INFO_MAX_LENGTH = 8_000;
/** The changes made with an idempotency key that are remembered per user (a retry comes soon). */
export const CART_KEYS_KEPT = 100;
/** Decimals of a number of points. */
const POINT_DECIMALS = 2;

const decimalsText = (decimals: number): string =>
  decimals === 0 ? "no decimals" : `at most ${decimals} decimals`;

/**
 * What a change of the cart answers the shopper (a toast shows it, spec §8 'Add to cart
 * failure'), in each language the API answers in (../../core/language.ts). The text of spec §8
 * for product 28487 stays as the spec words it.
 */
export const CartShopperTexts: PerLanguage<{
  readonly added: string;
  readonly alreadyInCart: string;
  readonly updated: string;
  readonly removed: string;
  readonly notInCart: string;
  readonly cartFull: string;
}> = {
  en: {
    added: "Product added to cart successfully.",
    alreadyInCart: "This product is already in your cart.",
    updated: "Cart updated successfully.",
    removed: "Product removed from cart successfully.",
    notInCart: "This product is not in your cart.",
    cartFull: `Your cart is full: it holds at most ${CART_MAX_LINES} lines. Remove a line to add another.`,
  },
  es: {
    added: "Producto añadido al carrito.",
    alreadyInCart: "Este producto ya está en tu carrito.",
    updated: "Carrito actualizado.",
    removed: "Producto eliminado del carrito.",
    notInCart: "Este producto no está en tu carrito.",
    cartFull: `Tu carrito está lleno: admite como máximo ${CART_MAX_LINES} líneas. Elimina una para añadir otra.`,
  },
  fr: {
    added: "Produit ajouté au panier.",
    alreadyInCart: "Ce produit est déjà dans votre panier.",
    updated: "Panier mis à jour.",
    removed: "Produit retiré du panier.",
    notInCart: "Ce produit n'est pas dans votre panier.",
    cartFull: `Votre panier est plein : il contient au plus ${CART_MAX_LINES} lignes. Retirez une ligne pour en ajouter une autre.`,
  },
  de: {
    added: "Produkt in den Warenkorb gelegt.",
    alreadyInCart: "Dieses Produkt ist bereits in deinem Warenkorb.",
    updated: "Warenkorb aktualisiert.",
    removed: "Produkt aus dem Warenkorb entfernt.",
    notInCart: "Dieses Produkt ist nicht in deinem Warenkorb.",
    cartFull: `Dein Warenkorb ist voll: Er fasst höchstens ${CART_MAX_LINES} Zeilen. Entferne eine, um eine weitere hinzuzufügen.`,
  },
};

/** What the cart answers a request no storefront sends (for the client's developers, in English). */
export const CartTexts = {
  badProductId: (productId: number) =>
    `${productId} is not a product: a product id is a whole number above 0.`,
  badCurrency: "A cart line is priced in a known currency, named by its code in capitals, such as INR.",
  badDenomination: "A cart line's denomination is its currency code and price, such as 'INR 1000'.",
  badPrice: (price: number, currency: string) =>
    `${price} is not a price in ${currency}: a cart line's price is 0 or more, with ${decimalsText(decimalsOf(currency))}.`,
  badPoints: (points: number) =>
    `${points} is not a number of points: a cart line's points are 0 or more, with ${decimalsText(POINT_DECIMALS)}.`,
  tooLong: `A cart line's details are too long: each text holds at most ${CART_TEXT_MAX_LENGTH} characters, and all of them ${CART_INFO_MAX_LENGTH}.`,
  keyReused: "This idempotency key was already used for another change of the cart: make the change again.",
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

/** The user's lines in the order they were added. */
const linesOf = (db: Db, userId: number): LineRow[] =>
  db
    .prepare(
      "SELECT id, product_id, quantity, availability, info FROM cart_lines WHERE user_id = ? ORDER BY id",
    )
    .all(userId) as LineRow[];

/**
 * The lines the added one replaces (spec §4 'Cart rules'): every other experience for an
 * experience; every other line of its family for a lounge, airmiles or personalize-category line.
 */
const replacedLines = (rows: readonly LineRow[], family: CartFamily, keep: number | null): LineRow[] =>
  family !== "experience" && !isSingleItemFamily(family)
    ? []
    : rows.filter((row) => row.id !== keep && familyOfRow(row) === family);

const CURRENCY_CODE = /^[A-Z]{3}$/;
/** 'CUR price': a currency code, one space, a plain decimal number. */
const DENOMINATION = /^([A-Z]{3}) (\d+(?:\.\d+)?)$/;

/** Whether every text of `info` and the whole of it are within the lengths kept. */
const isWithinLengths = (info: CartChange["info"]): boolean => {
  let textsWithin = true;
  const json = JSON.stringify(info, (_key, value: unknown) => {
    if (typeof value === "string" && value.length > CART_TEXT_MAX_LENGTH) textsWithin = false;
    return value;
  });
  return textsWithin && json.length <= CART_INFO_MAX_LENGTH;
};

/** Why `change` cannot be kept (a value the cart could not serve back as one), or null. */
const refusalOf = (db: Db, change: CartChange): string | null => {
  const { info } = change;
  if (!Number.isSafeInteger(change.product_id) || change.product_id < 1)
    return CartTexts.badProductId(change.product_id);
  if (!isWithinLengths(info)) return CartTexts.tooLong;
  if (!CURRENCY_CODE.test(info.currency_code) || !isKnownCurrency(db, info.currency_code))
    return CartTexts.badCurrency;
  const denomination = DENOMINATION.exec(info.denomination);
  if (
    denomination?.[1] !== info.currency_code ||
    toMinor(Number(denomination[2]), info.currency_code) === undefined
  )
    return CartTexts.badDenomination;
  if (toMinor(info.final_price, info.currency_code) === undefined)
    return CartTexts.badPrice(info.final_price, info.currency_code);
  if (toMinorUnits(info.point, POINT_DECIMALS) === undefined) return CartTexts.badPoints(info.point);
  return null;
};

const answer = (success: 0 | 1, message: string) => ({
  data: { addToCart: { success, message, Message: message } },
});

const applyChange = (ctx: HandlerContext, userId: number, change: CartChange) => {
  const { db } = ctx;
  const texts = inLanguage(CartShopperTexts, ctx.language);
  const refusal = refusalOf(db, change);
  if (refusal !== null) return answer(0, refusal);
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
    return answer(1, texts.removed);
  }
  const singleUnit = change.product_id === SINGLE_UNIT_PRODUCT_ID;
  if (singleUnit && change.info.quantity > 1) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  const existing = matchingLine(db, userId, change);
  const family = familyOfProductInfo(change.info.productInfo);
  const quantity = quantityForFamily(family, change.info.quantity);
  const info = quantity === change.info.quantity ? change.info : { ...change.info, quantity };
  if (change.cart_update === 1) {
    if (existing === undefined) return answer(0, texts.notInCart);
    db.prepare("UPDATE cart_lines SET quantity = ?, info = ? WHERE id = ?").run(
      quantity,
      JSON.stringify(info),
      existing.id,
    );
    return answer(1, texts.updated);
  }
  if (singleUnit && hasProduct(db, userId, change.product_id)) return answer(0, MULTIPLE_WALLET_APP_MESSAGE);
  const rows = linesOf(db, userId);
  const replaced = replacedLines(rows, family, existing?.id ?? null);
  if (existing === undefined && rows.length - replaced.length >= CART_MAX_LINES)
    return answer(0, texts.cartFull);
  const remove = db.prepare("DELETE FROM cart_lines WHERE id = ?");
  for (const row of replaced) remove.run(row.id);
  if (existing !== undefined) return answer(1, texts.alreadyInCart);
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
  return answer(1, texts.added);
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

/** What a change was sent as, to tell a retry of it from another change with the same key. */
const fingerprintOf = (change: CartChange): string =>
  createHash("sha256").update(JSON.stringify(change)).digest("hex");

/**
 * A change with an idempotency key: the answer of the change the user already made with that key
 * (nothing is changed again), else the change, remembered with its key once it is made.
 */
const applyKeyedChange = (ctx: HandlerContext, userId: number, change: CartChange, key: string) => {
  const { db } = ctx;
  const fingerprint = fingerprintOf(change);
  const made = db
    .prepare("SELECT fingerprint, message FROM cart_changes WHERE user_id = ? AND idempotency_key = ?")
    .get(userId, key) as { readonly fingerprint: string; readonly message: string } | undefined;
  if (made !== undefined) {
    if (made.fingerprint !== fingerprint) throw new HttpFailure(409, refused(CartTexts.keyReused));
    return answer(1, made.message);
  }
  return db.transaction(() => {
    const answered = applyChange(ctx, userId, change);
    const result = answered.data.addToCart;
    if (result.success === 1) {
      db.prepare(
        "INSERT INTO cart_changes (user_id, idempotency_key, fingerprint, message, made_at) VALUES (?, ?, ?, ?, ?)",
      ).run(userId, key, fingerprint, result.message, ctx.now());
      db.prepare(
        `DELETE FROM cart_changes WHERE user_id = ? AND rowid NOT IN (
           SELECT rowid FROM cart_changes WHERE user_id = ? ORDER BY made_at DESC, rowid DESC LIMIT ?)`,
      ).run(userId, userId, CART_KEYS_KEPT);
    }
    return answered;
  })();
};

export const cartHandlers = [
  handle(addToCart, (ctx, input) => {
    const user = requireUser(ctx);
    return input.idempotency_key === undefined
      ? applyChange(ctx, user.id, input.cart)
      : applyKeyedChange(ctx, user.id, input.cart, input.idempotency_key);
  }),

  /**
   * The user's lines in the order they were added. conversion_to_base is one INR in the user's
   * points currency and conversion_to_inr one unit of that currency in INR (both 1 for INR),
   * from the client conversion rates of the site domain.
   */
  handle(fetchCart, (ctx) => {
    const user = requireUser(ctx);
    const rows = linesOf(ctx.db, user.id);
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
