/**
 * The detail pages' product (systemId "product"), spec §2.3
 * '/vouchers/description/:productSlug/:productId/:isStatic?', §5 'Amount', §7.3 'Product data:
 * getProduct', 'Static voucher detail: static_voucher_data', 'perks details {add_data}', §8
 * 'Catalogue fetch failure: error stored'.
 *
 * - The product of the route it is spawned at (`input.location`, read by `productRequestAt`) loads
 *   at once, so its call starts with the flow's code, not once the page has rendered (spec §2.3);
 *   the page's PRODUCT.SHOW for that product then changes nothing.
 * - PRODUCT.SHOW {productId, source}: the page asks for a product on mount and whenever its id or
 *   its call changes. `source` names the call (src/domain/product.ts `ProductSource`): 'static'
 *   at a static URL (':isStatic?' set, spec §7.3 static_voucher_data), 'perk' on an offer's page
 *   (perks details {add_data}), 'catalogue' (getProduct, the default) on any other. The product
 *   is fetched through the `loadProduct` effect; the same request again does nothing while it
 *   loads or once it is shown. Another request while loading restarts the load (leaving the
 *   loading state interrupts the old call and aborts its request).
 * - A failure (success 0, an unknown or non-static id included; a transport failure; HTTP 401 is a failure like any other here) ends in
 *   the state 'failed' and stores the error (spec §8); PRODUCT.RETRY loads it again. The view
 *   asks `hasTag("loading")`, `matches("ready")`, `matches("failed")`.
 * - The choice: the first denomination is chosen when the product has some; otherwise an amount
 *   is typed, within min_price and max_price or 10 to 10000 (spec §5 'Amount'), with at most its
 *   currency's decimals. An amount out of bounds sets amountError and no price. The quantity is
 *   1 to 10, and always 1 for perks, lounge, airmiles and personalize (priced alone, spec §9
 *   'Cart totals'). A merchandise product's options (size, colour) are chosen with
 *   PRODUCT.CHOOSE_OPTION. Every rule is in src/domain/product.ts and productFamily.ts.
 * - It serves the detail page of every family (spec §2.3): the root spawns it at any detail
 *   route with a product id (src/domain/product.ts `productRequestAt`).
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
  type ProductSource,
  productRequestAt,
  setProductQuantity,
  typeAmount,
  type VoucherChoice,
} from "@domain/product";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import { pending } from "./pending";
import type { ProductEvent } from "./product.events";
import type { PageLocation } from "./shell";

export type { VoucherChoice } from "@domain/product";

// ---------------------------------------------------------------------------------------------
// Events

export { type ProductEvent, productEventSchemas } from "./product.events";

// ---------------------------------------------------------------------------------------------
// Context

/** What the root hands the flow when it spawns it: the location, whose product (if any) loads at once. */
export interface ProductInput {
  readonly location: Pick<PageLocation, "pathname" | "search">;
}

export interface ProductContext {
  /** The product asked for last (at spawn, the route's); null before any. */
  readonly productId: number | null;
  /** The call that loads it (spec §7.3): getProduct, static_voucher_data or perks details. */
  readonly source: ProductSource;
  /** The product shown; null while it loads or when it failed. */
  readonly product: ProductDetail | null;
  /** The failure of the last load (spec §8 'Catalogue fetch failure: error stored'). */
  readonly error: ErrorData | null;
  readonly choice: VoucherChoice;
}

const EMPTY_CHOICE: VoucherChoice = initialChoice({ denominations: [] });

export const initialProductContext: ProductContext = {
  productId: null,
  source: "catalogue",
  product: null,
  error: null,
  choice: EMPTY_CHOICE,
};

/** The request of a PRODUCT.SHOW: getProduct unless it names another call. */
const requestOf = (event: {
  readonly productId: number;
  readonly source?: ProductSource;
}): ProductRequest => ({
  productId: event.productId,
  source: event.source ?? "catalogue",
});

/** The same product by the same call again while it loads or once it is shown: nothing to do. */
const sameProductAgain = {
  guard: {
    type: "isSameRequest",
    params: ({
      event,
    }: {
      readonly event: { readonly productId: number; readonly source?: ProductSource };
    }) => requestOf(event),
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
    /** The product asked for, by the call asked for, is the one asked for last. */
    isSameRequest: ({ context }, params: ProductRequest) =>
      context.productId === params.productId && context.source === params.source,
    /** A product was asked for at spawn. */
    hasProduct: ({ context }) => context.productId !== null,
  },
  actions: {
    startShowing: assign((_, params: ProductRequest) => ({
      productId: params.productId,
      source: params.source,
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
  context: ({ input }) => {
    const request = productRequestAt(input.location);
    return request === null ? initialProductContext : { ...initialProductContext, ...request };
  },
  initial: "idle",
  on: {
    // The same product again is handled by `loading` and `ready` (nothing to do). Another product
    // (or the same after a failure): load it; leaving `loading` interrupts a call in flight.
    "PRODUCT.SHOW": {
      target: ".loading",
      reenter: true,
      actions: { type: "startShowing", params: ({ event }) => requestOf(event) },
    },
  },
  states: {
    // Spawned at a product's route: load it at once.
    idle: { always: { guard: "hasProduct", target: "loading" } },
    // spec §7.3 voucher getProduct, static_voucher_data or perks details {add_data}.
    loading: {
      tags: "loading",
      on: { "PRODUCT.SHOW": sameProductAgain },
      invoke: {
        src: "loadProduct",
        input: ({ context }) => ({ productId: context.productId ?? 0, source: context.source }),
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
