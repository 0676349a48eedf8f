/**
 * Prices an order's lines from the reference API's own catalogue (spec §7.4, §9): what the
 * request says about a line is only the shopper's choice (product, value, quantity); the name,
 * the currency (that of the product's country), the allowed values (a denomination, or an amount
 * within the product's min and max, spec §5 Amount) and the pricing rule of the product's family
 * (spec §9 'Cart totals' and 'Filter group ids') come from the catalogue.
 *
 * The line's price is the voucher's face value (what it is worth, and what the catalogue sells:
 * a denomination or an amount). The unit price charged is its final price after the product's
 * spl_discount, final_price = price × (100 − discount) / 100 (spec §7.4), computed by the rule the
 * storefront shows and totals its cart by (`chargedUnitPrice`, src/domain/money.ts); the line total
 * is quantity × that charge, or the charge alone for the price-alone families (spec §9). A line of
 * a family priced alone holds one unit (src/domain/productFamily.ts): an insurance policy, which
 * has no filter group to price it alone, is one cover whatever quantity the request names.
 */
import type { ProductType } from "@contract/catalogue";
import { type OrderLine, TransactionStatuses } from "@contract/orders";
import { FAMILIES } from "@domain/families";
import { chargedUnitPrice, lineTotal } from "@domain/money";
import { familyOfProductType, quantityForFamily } from "@domain/productFamily";
import type { ApiLanguage } from "../../core/language";
import type { Db } from "../../core/module";
import { sectionPricerOf } from "../../core/sections";
import { notOfferedText, offeredOn } from "../catalogue/queries";
import { formatMinor, toMinor } from "../site/money";
import { type OrderTextTable, orderTextsIn } from "./texts";

interface ProductPriceRow {
  readonly product_id: number;
  readonly type: ProductType;
  readonly name: string;
  readonly currency_code: string;
  readonly denominations: string;
  readonly min_price_minor: number;
  readonly max_price_minor: number;
  /** spl_discount in hundredths of a percent. */
  readonly discount_hundredths: number;
}

/** One line as the catalogue prices it; amounts in minor units of the order currency. */
export interface PricedOrderLine {
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  /** The face value of one voucher, as requested and sold. */
  readonly priceMinor: number;
  /** The unit price charged: the face value after spl_discount (spec §7.4 final_price). */
  readonly chargeMinor: number;
  /** The filter group of the product's family (spec §9), 0 for a family without one. */
  readonly filterGroupId: number;
  readonly totalMinor: number;
  /** A section booking's key, priced by its domain (server/core/sections.ts); absent for a voucher. */
  readonly reference?: string;
}

export type Priced<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const findProductPrice = (db: Db, productId: number): ProductPriceRow | undefined =>
  db
    .prepare(
      `SELECT product_id, type, name, currency_code, denominations, min_price_minor, max_price_minor,
              discount_hundredths
         FROM products WHERE product_id = ?`,
    )
    .get(productId) as ProductPriceRow | undefined;

const valuesOf = (row: ProductPriceRow): number[] =>
  row.denominations === "" ? [] : row.denominations.split(",").map(Number);

/** Whether `priceMinor` is a value the product is sold at: one of its denominations, or within min..max. */
export const isAllowedPrice = (row: ProductPriceRow, priceMinor: number): boolean => {
  const values = valuesOf(row);
  return values.length > 0
    ? values.includes(priceMinor)
    : priceMinor >= row.min_price_minor && priceMinor <= row.max_price_minor;
};

const allowedText = (texts: OrderTextTable, row: ProductPriceRow): string => {
  const values = valuesOf(row);
  return values.length > 0
    ? values.map((value) => formatMinor(value, row.currency_code)).join(", ")
    : texts.range(
        formatMinor(row.min_price_minor, row.currency_code),
        formatMinor(row.max_price_minor, row.currency_code),
      );
};

/**
 * Who orders (the signed-in user, or null for a guest), the store the order is placed on (the
 * user's own site, or a guest's store), the server's clock at the order and the request's
 * language, which a refusal is worded in.
 */
export interface SectionBuyer {
  readonly userId: number | null;
  readonly site: string;
  readonly now: number;
  readonly language: ApiLanguage;
}

/**
 * Whether an order awaiting its payment, or paid, names the booking: a booking belongs to one
 * live order; a failed or cancelled order lets it go.
 */
const inLiveOrder = (db: Db, filterGroupId: number, reference: string): boolean =>
  db
    .prepare(
      `SELECT 1 FROM shop_order_lines l JOIN shop_orders o ON o.id = l.order_id
        WHERE l.reference = ? AND l.filter_group_id = ? AND o.status IN (?, ?) LIMIT 1`,
    )
    .get(reference, filterGroupId, TransactionStatuses.pending, TransactionStatuses.success) !== undefined;

/**
 * Prices a section booking (spec §3 Cart sections) by the domain that made it: its price now, in
 * the order currency, and the same price the shopper was shown; one unit, charged once, and held
 * by no other live order. The line is the booking's product, whatever product the request named.
 */
const priceSectionLine = (
  db: Db,
  line: OrderLine,
  reference: string,
  currency: string,
  buyer: SectionBuyer,
): Priced<PricedOrderLine> => {
  const texts = orderTextsIn(buyer.language);
  const pricer = sectionPricerOf(line.filter_group_id);
  if (pricer === undefined) return { ok: false, message: texts.unknownGroup(line.filter_group_id) };
  if (!offeredOn(db, buyer.site, pricer.family)) return { ok: false, message: notOfferedText(pricer.family) };
  const price = pricer.price(db, reference, buyer.userId, buyer.now, buyer.language);
  if (!price.ok) return price;
  if (price.currency !== currency) {
    return { ok: false, message: texts.otherCurrency(price.name, price.currency, currency) };
  }
  const shown = toMinor(line.price, currency);
  if (shown !== price.priceMinor) {
    return {
      ok: false,
      message: texts.priceChanged(price.name, formatMinor(price.priceMinor, currency)),
    };
  }
  if (inLiveOrder(db, line.filter_group_id, reference)) {
    return { ok: false, message: texts.awaitingPayment(price.name) };
  }
  return {
    ok: true,
    value: {
      productId: price.productId,
      name: price.name,
      quantity: 1,
      priceMinor: price.priceMinor,
      chargeMinor: price.priceMinor,
      filterGroupId: line.filter_group_id,
      totalMinor: price.priceMinor,
      reference,
    },
  };
};

/**
 * Prices one requested line in `currency`, or says why it is refused: a voucher from the
 * catalogue, a section booking (a line with a reference) by its own domain. Either is refused
 * when the order's store does not offer its family (spec §2.2 enabled sections).
 */
export const priceLine = (
  db: Db,
  line: OrderLine,
  currency: string,
  buyer: SectionBuyer,
): Priced<PricedOrderLine> => {
  if (line.reference !== undefined) return priceSectionLine(db, line, line.reference, currency, buyer);
  const texts = orderTextsIn(buyer.language);
  const row = findProductPrice(db, line.product_id);
  if (row === undefined) {
    return { ok: false, message: texts.notInCatalogue(line.product_id) };
  }
  if (!offeredOn(db, buyer.site, row.type)) return { ok: false, message: notOfferedText(row.type) };
  if (row.currency_code !== currency) {
    return {
      ok: false,
      message: texts.soldIn(row.name, row.product_id, row.currency_code, currency),
    };
  }
  const priceMinor = toMinor(line.price, currency);
  if (priceMinor === undefined || !isAllowedPrice(row, priceMinor)) {
    return {
      ok: false,
      message: texts.notAValue(
        `${line.price} ${currency}`,
        row.name,
        row.product_id,
        allowedText(texts, row),
      ),
    };
  }
  const charge = chargedUnitPrice({ amount: priceMinor, currency }, row.discount_hundredths / 100);
  if (!charge.ok) {
    return { ok: false, message: texts.noValidPrice(row.name, row.product_id) };
  }
  const filterGroupId = FAMILIES[row.type].filterGroup ?? 0;
  const quantity = quantityForFamily(familyOfProductType(row.type), line.quantity);
  const total = lineTotal({
    price: charge.value,
    quantity,
    filterGroupId,
  });
  if (!total.ok || !Number.isSafeInteger(total.value.amount)) {
    return { ok: false, message: texts.quantityTooLarge(row.name, row.product_id) };
  }
  return {
    ok: true,
    value: {
      productId: row.product_id,
      name: row.name,
      quantity,
      priceMinor,
      chargeMinor: charge.value.amount,
      filterGroupId,
      totalMinor: total.value.amount,
    },
  };
};
