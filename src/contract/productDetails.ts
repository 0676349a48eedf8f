/**
 * The detail calls beside voucher getProduct (spec §7.3 'Vouchers, perks and merchandise'): the
 * static voucher detail (static_voucher_data) and the perks details {add_data}. The detail page
 * loads its product with one of them (src/domain/product.ts `productSourceAt`): a static URL
 * ('/vouchers/description/:productSlug/:productId/:isStatic?' with isStatic set, spec §2.3) with
 * static_voucher_data, an offer's page ('/perks/description/...') with perks details, any other
 * with getProduct.
 *
 * The spec names both calls but shows neither's response, nor static_voucher_data's payload: here
 * each takes the product id and answers the product as getProduct does (`{success: 1, data}`),
 * or `{success: 0, message}` for an id it does not serve, so the page shows the same not-found
 * state for it (spec §2.11). Its own module: only the detail page's flow loads it.
 */
import { Schema } from "effect";
import { CatalogueFailure, ProductDetail } from "./catalogue";
import { envelope, graph } from "./operation";

/** Any whole number: an id the catalogue does not know is refused as unknown, not as malformed. */
const ProductId = Schema.Number.check(Schema.isInt());

/** A detail call's answer: the product, or the refusal of an id the call does not serve. */
const DetailAnswer = Schema.Union([
  Schema.Struct({ success: Schema.Literal(1), data: ProductDetail }),
  CatalogueFailure,
]);

/**
 * voucher static_voucher_data (spec §7.3 'Static voucher detail'): a static voucher, a product
 * whose content is fixed by its static record (its name, texts and the denominations it is sold
 * at, a subset of the product's), answered as a product. An id without a static record is
 * refused. The payload {product_id} and the answer are not shown by the spec.
 */
export const staticVoucherData = graph({
  query: "voucher.query.static_voucher_data",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ product_id: ProductId }),
  response: envelope("static_voucher_data", DetailAnswer),
});

/**
 * voucher perksDetails {add_data} (spec §7.3 'perks details {add_data}'): one offer (filter group
 * 48) by its id, add_data {product_id}; a product of another family is refused as unknown. The
 * answer is not shown by the spec.
 */
export const perksDetails = graph({
  query: "voucher.query.perksDetails",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({ add_data: Schema.Struct({ product_id: ProductId }) }),
  response: envelope("perksDetails", DetailAnswer),
});
