/**
 * The detail pages' product (systemId "product"), spec §2.3
 * '/vouchers/description/:productSlug/:productId/:isStatic?', §5 'Amount', §7.3 'Product data:
 * getProduct', §8 'Catalogue fetch failure: error stored'.
 *
 * - The product of the route it is spawned at (`input.productId`, the root reads it from the
 *   location) loads at once, so getProduct starts with the flow's code, not once the page has
 *   rendered (spec §2.3); the page's PRODUCT.SHOW for that id then changes nothing.
 * - PRODUCT.SHOW {productId}: the page asks for a product on mount and whenever its id changes.
 *   The product is fetched through the `loadProduct` effect; the same id again does nothing
 *   while it loads or once it is shown. A new id while loading restarts the load (leaving the
 *   loading state interrupts the old call and aborts its request).
 * - A failure (success 0, a transport failure; HTTP 401 is a failure like any other here) ends in
 *   the state 'failed' and stores the error (spec §8); PRODUCT.RETRY loads it again. The view
 *   asks `hasTag("loading")`, `matches("ready")`, `matches("failed")`.
 * - The choice: the first denomination is chosen when the product has some; otherwise an amount
 *   is typed, within min_price and max_price or 10 to 10000 (spec §5 'Amount'), with at most its
 *   currency's decimals. An amount out of bounds sets amountError and no price. The quantity is
 *   1 to 10, and always 1 for perks, lounge, airmiles and personalize (priced alone, spec §9
 *   'Cart totals'). A merchandise product's options (size, colour) are chosen with
 *   PRODUCT.CHOOSE_OPTION. Every rule is in src/domain/product.ts and productFamily.ts.
 * - It serves the detail page of every family (spec §2.3): the root spawns it at any detail
 *   route with a product id (src/domain/routes.ts `productIdAt`).
 *
 * The effect is invoked by name; the default never settles, and the system provides the live one
 * (`productActors(layer)` of src/effects/product.ts).
 */

import type { ProductDetail } from "@contract/catalogue";
import {
  chooseDenomination,
  chooseProductOption,
  initialChoice,
  type ProductRequest,
  setProductQuantity,
  typeAmount,
  type VoucherChoice,
} from "@domain/product";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import { pending } from "./pending";
import type { ProductEvent } from "./product.events";

export type { VoucherChoice } from "@domain/product";

// ---------------------------------------------------------------------------------------------
// Events

export { type ProductEvent, productEventSchemas } from "./product.events";

// ---------------------------------------------------------------------------------------------
// Context

/** What the root hands the flow when it spawns it: the product of the route, if it is one. */
export interface ProductInput {
  readonly productId: number | null;
}

export interface ProductContext {
  /** The product asked for last (at spawn, the route's); null before any. */
  readonly productId: number | null;
  /** The product shown; null while it loads or when it failed. */
  readonly product: ProductDetail | null;
  /** The failure of the last load (spec §8 'Catalogue fetch failure: error stored'). */
  readonly error: ErrorData | null;
  readonly choice: VoucherChoice;
}

const EMPTY_CHOICE: VoucherChoice = initialChoice({ denominations: [] });

export const initialProductContext: ProductContext = {
  productId: null,
  product: null,
  error: null,
  choice: EMPTY_CHOICE,
};

/** The same product again while it loads or once it is shown: nothing to do. */
const sameProductAgain = {
  guard: {
    type: "isSameId",
    params: ({ event }: { readonly event: { readonly productId: number } }) => ({
      productId: event.productId,
    }),
  },
} as const;

export const productMachine = setup({
  types: {
    context: {} as ProductContext,
    events: {} as ProductEvent,
    input: {} as ProductInput,
    tags: {} as "loading",
  },
  actors: {
    loadProduct: pending<ProductDetail, ProductRequest>(),
  },
  guards: {
    /** The product asked for is the one asked for last. */
    isSameId: ({ context }, params: { readonly productId: number }) => context.productId === params.productId,
    /** A product was asked for at spawn. */
    hasProduct: ({ context }) => context.productId !== null,
  },
  actions: {
    startShowing: assign((_, params: { readonly productId: number }) => ({
      productId: params.productId,
      product: null,
      error: null,
      choice: EMPTY_CHOICE,
    })),
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
    setQuantity: assign(({ context }, params: { readonly quantity: number }) =>
      context.product === null
        ? {}
        : { choice: setProductQuantity(context.product, context.choice, params.quantity) },
    ),
    chooseOption: assign(({ context }, params: { readonly name: string; readonly value: string }) =>
      context.product === null
        ? {}
        : { choice: chooseProductOption(context.product, context.choice, params.name, params.value) },
    ),
  },
}).createMachine({
  id: "product",
  context: ({ input }) => ({ ...initialProductContext, productId: input.productId }),
  initial: "idle",
  on: {
    // The same product again is handled by `loading` and `ready` (nothing to do). Another product
    // (or the same after a failure): load it; leaving `loading` interrupts a call in flight.
    "PRODUCT.SHOW": {
      target: ".loading",
      reenter: true,
      actions: { type: "startShowing", params: ({ event }) => ({ productId: event.productId }) },
    },
  },
  states: {
    // Spawned at a product's route: load it at once.
    idle: { always: { guard: "hasProduct", target: "loading" } },
    // spec §7.3 voucher getProduct.
    loading: {
      tags: "loading",
      on: { "PRODUCT.SHOW": sameProductAgain },
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
      on: {
        "PRODUCT.SHOW": sameProductAgain,
        "PRODUCT.CHOOSE": {
          actions: { type: "chooseDenomination", params: ({ event }) => ({ price: event.price }) },
        },
        // spec §5 'Amount'.
        "PRODUCT.SET_AMOUNT": {
          actions: { type: "typeAmount", params: ({ event }) => ({ text: event.text }) },
        },
        // spec §9 'Cart totals': 1 to 10, or 1 for a family priced alone.
        "PRODUCT.SET_QUANTITY": {
          actions: { type: "setQuantity", params: ({ event }) => ({ quantity: event.quantity }) },
        },
        "PRODUCT.CHOOSE_OPTION": {
          actions: {
            type: "chooseOption",
            params: ({ event }) => ({ name: event.name, value: event.value }),
          },
        },
      },
    },
    failed: {
      on: {
        "PRODUCT.RETRY": { target: "loading", actions: "clearError" },
      },
    },
  },
});

export type ProductMachine = typeof productMachine;
