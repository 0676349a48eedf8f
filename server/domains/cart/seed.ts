/**
 * Priya's (user 1) saved cart: one gift card line that can be bought and one whose product is
 * no longer available (availability 0), which the client drops after fetching (spec §4).
 */
import type { CartLineInfo } from "@contract/cart";
import type { Db } from "../../core/module";

interface SeedLine {
  readonly userId: number;
  readonly productId: number;
  readonly availability: 0 | 1;
  readonly info: CartLineInfo;
}

/** An INR gift card line as the client builds it (spec §7.4), for a product with `discount` percent off. */
const inrLine = (
  productId: number,
  name: string,
  price: number,
  quantity: number,
  discount: number,
): CartLineInfo => ({
  quantity,
  point: price,
  denomination: `INR ${price}`,
  final_price: (price * (100 - discount)) / 100,
  base_conversion_value: 1,
  product_discount: discount,
  product_discount_inr: (discount * price) / 100,
  currency_code: "INR",
  currency_value: 1,
  currency_id: 1,
  currency_name: "Indian Rupee",
  productInfo: { product_id: productId, name, pointConversionMultiplier: 1 },
});

/**
 * 28501 is the catalogue's Shopping Gift Card (2% off); 28502 is a retired gift card the
 * catalogue no longer sells, hence availability 0.
 */
export const seedCartLines: readonly SeedLine[] = [
  { userId: 1, productId: 28501, availability: 1, info: inrLine(28501, "Shopping Gift Card", 500, 2, 2) },
  { userId: 1, productId: 28502, availability: 0, info: inrLine(28502, "Festive Gift Card", 1000, 1, 0) },
];

export const seedCart = (db: Db, now: number): void => {
  const insert = db.prepare(
    `INSERT INTO cart_lines (user_id, product_id, denomination, currency_code, quantity, availability, info, added_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of seedCartLines) {
    insert.run(
      line.userId,
      line.productId,
      line.info.denomination,
      line.info.currency_code,
      line.info.quantity,
      line.availability,
      JSON.stringify(line.info),
      now,
    );
  }
};
