/**
 * The gift-card detail call (spec §7.3 'Product data: getProduct') and the live actor the product
 * machine invokes by name:
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
import type { ProductRequest } from "@domain/product";
import type { CallFailure } from "@errors/data";
import { CatalogueFetchFailed } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation, type TransportServices } from "./runtime/transport";

/** voucher getProduct {product_id}: the product when success is 1. */
export const loadProduct: (
  input: ProductRequest,
) => Effect.Effect<ProductDetail, CallFailure | CatalogueFetchFailed, TransportServices> = Effect.fn(
  "product.loadProduct",
)(function* (input: ProductRequest) {
  const answer = yield* callOperation(getProduct, { product_id: input.productId });
  return yield* dataOf(
    answer.data.getProduct,
    (refused) =>
      new CatalogueFetchFailed({
        reason: "message" in refused ? refused.message : "getProduct answered no product",
      }),
  );
});

/** The actors the product machine invokes, run with `layer`. */
export const productActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadProduct: effectActor(loadProduct, layer),
});
