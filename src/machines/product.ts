/**
 * The gift-card detail page's product (systemId "product"), spec §2.3
 * '/vouchers/description/:productSlug/:productId/:isStatic?', §5 'Amount', §7.3 'Product data:
 * getProduct', §8 'Catalogue fetch failure: error stored'.
 *
 * - PRODUCT.SHOW {productId}: the page asks for a product on mount and whenever its id changes.
 *   The product is fetched through the `loadProduct` effect; the same id again does nothing
 *   while it loads or once it is shown. A new id while loading restarts the load (leaving the
 *   loading state interrupts the old call and aborts its request).
 * - A failure (success 0, a transport failure; HTTP 401 is a failure like any other here) sets
 *   status 'failed' and stores the error (spec §8); PRODUCT.RETRY loads it again.
 * - The choice: the first denomination is chosen when the product has some; otherwise an amount
 *   is typed, within min_price and max_price or 10 to 10000 (spec §5 'Amount'), with at most its
 *   currency's decimals. An amount out of bounds sets amountError and no price. The quantity is
 *   1 to 10. Every rule is in src/domain/product.ts.
 *
 * The effect is invoked by name; the default never settles, and the system provides the live one
 * (`productActors(layer)` of src/effects/product.ts).
 */

import type { ProductDetail } from "@contract/catalogue";
import {
  chooseDenomination,
  initialChoice,
  setQuantity,
  typeAmount,
  type VoucherChoice,
} from "@domain/product";
import type { ProductRequest } from "@effects/product";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, setup } from "xstate";
import { pending } from "./pending";

export type { VoucherChoice } from "@domain/product";

// ---------------------------------------------------------------------------------------------
// Events

/** The events the product accepts from outside (the gift-card detail page). */
export const productEventSchemas = [
  /** The page shows this product (on mount and when the route's productId changes). */
  Schema.Struct({ type: Schema.Literal("PRODUCT.SHOW"), productId: Schema.Number }),
  /** A denomination button, in major units of the product's currency. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.CHOOSE"), price: Schema.Number }),
  /** The amount field's text as typed (products without denominations). */
  Schema.Struct({ type: Schema.Literal("PRODUCT.SET_AMOUNT"), text: Schema.String }),
  /** The quantity stepper. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.SET_QUANTITY"), quantity: Schema.Number }),
  /** The retry button of the failed state. */
  Schema.Struct({ type: Schema.Literal("PRODUCT.RETRY") }),
] as const;

export type ProductEvent = (typeof productEventSchemas)[number]["Type"];

// ---------------------------------------------------------------------------------------------
// Context

export type ProductStatus = "idle" | "loading" | "ready" | "failed";

export interface ProductContext {
  readonly status: ProductStatus;
  /** The product asked for last; null before the first PRODUCT.SHOW. */
  readonly productId: number | null;
  /** The product shown; null while it loads or when it failed. */
  readonly product: ProductDetail | null;
  /** The failure of the last load (spec §8 'Catalogue fetch failure: error stored'). */
  readonly error: ErrorData | null;
  readonly choice: VoucherChoice;
}

const EMPTY_CHOICE: VoucherChoice = initialChoice({ denominations: [] });

export const initialProductContext: ProductContext = {
  status: "idle",
  productId: null,
  product: null,
  error: null,
  choice: EMPTY_CHOICE,
};

export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
  },
  actors: {
    loadProduct: pending<ProductDetail, ProductRequest>(),
  },
  guards: {
    /** The product asked for is the one already loading or shown. */
    isSameProduct: ({ context }, params: { readonly productId: number }) =>
      context.productId === params.productId && (context.status === "loading" || context.status === "ready"),
  },
  actions: {
    startShowing: assign((_, params: { readonly productId: number }) => ({
      productId: params.productId,
      product: null,
      error: null,
      choice: EMPTY_CHOICE,
    })),
    markStatus: assign((_, params: { readonly status: ProductStatus }) => ({ status: params.status })),
    storeProduct: assign((_, params: { readonly product: ProductDetail }) => ({
      product: params.product,
      error: null,
      choice: initialChoice(params.product),
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({
      product: null,
      error: errorDataOf(params.error),
    })),
    clearError: assign({ error: null }),
    chooseDenomination: assign(({ context }, params: { readonly price: number }) =>
      context.product === null
        ? {}
        : { choice: chooseDenomination(context.product, context.choice, params.price) },
    ),
    typeAmount: assign(({ context }, params: { readonly text: string }) =>
      context.product === null ? {} : { choice: typeAmount(context.product, context.choice, params.text) },
    ),
    setQuantity: assign(({ context }, params: { readonly quantity: number }) => ({
      choice: setQuantity(context.choice, params.quantity),
    })),
  },
}).createMachine({
  id: "product",
  context: initialProductContext,
  initial: "idle",
  on: {
    "PRODUCT.SHOW": [
      // The same product again: already loading or shown.
      { guard: { type: "isSameProduct", params: ({ event }) => ({ productId: event.productId }) } },
      // Another product (or the same after a failure): load it; leaving `loading` interrupts a call in flight.
      {
        target: ".loading",
        reenter: true,
        actions: { type: "startShowing", params: ({ event }) => ({ productId: event.productId }) },
      },
    ],
  },
  states: {
    idle: {
      entry: { type: "markStatus", params: { status: "idle" } },
    },
    // spec §7.3 voucher getProduct.
    loading: {
      entry: { type: "markStatus", params: { status: "loading" } },
      invoke: {
        src: "loadProduct",
        input: ({ context }) => ({ productId: context.productId ?? 0 }),
        onDone: {
          target: "ready",
          actions: { type: "storeProduct", params: ({ event }) => ({ product: event.output }) },
        },
        // spec §8 'Catalogue fetch failure: error stored'.
        onError: {
          target: "failed",
          actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      entry: { type: "markStatus", params: { status: "ready" } },
      on: {
        "PRODUCT.CHOOSE": {
          actions: { type: "chooseDenomination", params: ({ event }) => ({ price: event.price }) },
        },
        // spec §5 'Amount'.
        "PRODUCT.SET_AMOUNT": {
          actions: { type: "typeAmount", params: ({ event }) => ({ text: event.text }) },
        },
        "PRODUCT.SET_QUANTITY": {
          actions: { type: "setQuantity", params: ({ event }) => ({ quantity: event.quantity }) },
        },
      },
    },
    failed: {
      entry: { type: "markStatus", params: { status: "failed" } },
      on: {
        "PRODUCT.RETRY": { target: "loading", actions: "clearError" },
      },
    },
  },
});

export type ProductMachine = typeof productMachine;
