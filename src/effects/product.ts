/**
 * The detail page's product calls (spec §7.3 'Product data: getProduct', 'Static voucher detail:
 * static_voucher_data', 'perks details {add_data}') and the live actor the product machine
 * invokes by name. The request names the call (src/domain/product.ts `ProductSource`): a static
 * URL loads with static_voucher_data, an offer's page with perks details, any other with getProduct.
 *
 *
 * ```ts
 * productMachine.provide({ actors: productActors(layer) }); // layer: StorefrontLive, or a test layer
 * ```
 *
 * An answer with success 0 fails with CatalogueFetchFailed carrying the server's message (spec §8
 * 'Catalogue fetch failure: error stored'); transport failures (HTTP 401 included) fail as they
 * are. Interrupting the program (leaving the machine's loading state) aborts the request.
 */

import { getProduct, type ProductDetail } from "@contract/catalogue";
import { perksDetails, staticVoucherData } from "@contract/productDetails";
import type { ProductRequest } from "@domain/product";
import type { CallFailure } from "@errors/data";
import { CatalogueFetchFailed } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation, type TransportServices } from "./runtime/transport";

/** The product of a detail call's answer when success is 1; else CatalogueFetchFailed with the server's words. */
const productOf = (
  answer:
    | { readonly success: 1; readonly data: ProductDetail }
    | { readonly success: 0; readonly message: string },
): Effect.Effect<ProductDetail, CatalogueFetchFailed> =>
  dataOf(
    answer,
    (refused) => new CatalogueFetchFailed({ reason: "message" in refused ? refused.message : "" }),
  );

/**
 * The product of a request: voucher getProduct {product_id}, static_voucher_data {product_id}
 * (spec §7.3 'Static voucher detail') or perks details {add_data: {product_id}} (spec §7.3
 * 'perks details {add_data}'), by the request's source.
 */
export const loadProduct: (
  input: ProductRequest,
) => Effect.Effect<ProductDetail, CallFailure | CatalogueFetchFailed, TransportServices> = Effect.fn(
  "product.loadProduct",
)(function* (input: ProductRequest) {
  const product_id = input.productId;
  switch (input.source) {
    case "static":
      return yield* productOf(
        (yield* callOperation(staticVoucherData, { product_id })).data.static_voucher_data,
      );
    case "perk":
      return yield* productOf(
        (yield* callOperation(perksDetails, { add_data: { product_id } })).data.perksDetails,
      );
    case "catalogue":
      return yield* productOf((yield* callOperation(getProduct, { product_id })).data.getProduct);
  }
});

/** The actors the product machine invokes, run with `layer`. */
export const productActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadProduct: effectActor(loadProduct, layer),
});
