/**
 * The Effect programs behind the cart flow (spec §3 'Cart', §4 'Cart actions', §7.4, §8 cart
 * rows), and the live actors the cart machine invokes by name:
 *
 * ```ts
 * cartMachine.provide({ actors: cartActors(layer) }); // layer: StorefrontLive, or a test layer
 * ```
 *
 * - `callCart`: one addToCart call (spec §7.4) for an add, a buy-now, a quantity update or a
 *   removal, with the idempotency key of the shopper's change (`CartCallKeys`: the retry of a
 *   change whose call failed sends that call's key again). The answer must have success 1;
 *   success 0 fails with AddToCartFailed carrying the server's message (message, else Message).
 *   HTTP 401 (Unauthenticated) and HTTP 429 (RateLimited) fail as they are; every other failure
 *   of the call is an AddToCartFailed without a server message, shown as 'Something went wrong'
 *   (spec §8).
 * - `loadGuestCart` / `saveGuestCart`: a signed-out visitor's voucher lines, kept in the
 *   persisted state ('persist:root', spec §4) so they survive a reload.
 */

import {
  addToCart as addToCartCall,
  type CartChange,
  type CartLineInfo,
  type FetchedCartInfo,
} from "@contract/cart";
import { getProduct, type ProductDetail } from "@contract/catalogue";
import { serverMessageOf } from "@domain/answers";
import {
  addToCartPayload,
  type CartCall,
  type CartCallAction,
  type CartCallDone,
  type CartVoucherLine,
  chargedSavedLine,
  DEFAULT_CONVERSION,
  denominationOf,
  type GuestCart,
  type LineMoney,
  payloadStatusOf,
} from "@domain/cart";
import type { SectionItems } from "@domain/cartSections";
import {
  chargedUnitPrice,
  fromMinor,
  productDiscount,
  productDiscountInr,
  type Result,
  toMinor,
} from "@domain/money";
import type { PersistedState } from "@domain/persisted";
import { AddToCartFailed } from "@errors/situations";
import type { RateLimited, Unauthenticated } from "@errors/transport";
import { Effect, Exit, type Layer } from "effect";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { loadPersisted, savePersisted } from "./runtime/persisted";
import { callOperation } from "./runtime/transport";
import { fetchCart } from "./session";

// ---------------------------------------------------------------------------------------------
// Payloads (spec §7.4)

const okValue = <A>(result: Result<A>): A | null => (result.ok ? result.value : null);

/**
 * The money fields of a product page's choice (spec §7.4): final_price = price × (100 −
 * spl_discount) / 100, product_discount = spl_discount − spl_charge, product_discount_inr =
 * spl_discount × price / (100 × conversion_ratio); null when one cannot be computed.
 */
export const lineMoneyOf = (product: ProductDetail, price: number): LineMoney | null => {
  const priceMoney = okValue(toMinor(price, product.currency_code));
  if (priceMoney === null) return null;
  // The unit charge the cart line keeps (src/domain/cart.ts voucherLineOfProduct): one rule.
  const final = okValue(chargedUnitPrice(priceMoney, product.spl_discount));
  const discount = okValue(productDiscount(product.spl_discount, product.spl_charge));
  const discountInr = okValue(productDiscountInr(product.spl_discount, priceMoney, product.conversion_ratio));
  if (final === null || discount === null || discountInr === null) return null;
  return {
    final_price: fromMinor(final),
    product_discount: discount,
    product_discount_inr: fromMinor(discountInr),
  };
};

/**
 * The info of a cart line the server already holds, with the new quantity; when the server's
 * info is not known, one built from the line (denomination 'CUR price', no discounts).
 */
export const lineInfoFor = (
  line: CartVoucherLine,
  quantity: number,
  known: FetchedCartInfo | null,
): CartLineInfo => ({
  quantity,
  point: known?.point ?? line.point,
  denomination: known?.denomination ?? denominationOf(line.currency, line.price),
  final_price: known?.final_price ?? line.unitCharge ?? line.price,
  base_conversion_value: known?.base_conversion_value ?? line.baseConversionValue,
  product_discount: known?.product_discount ?? 0,
  product_discount_inr: known?.product_discount_inr ?? 0,
  currency_code: known?.currency_code ?? line.currency,
  currency_value: known?.currency_value ?? DEFAULT_CONVERSION,
  currency_id: known?.currency_id ?? 0,
  currency_name: known?.currency_name ?? line.currency,
  // The options travel with the line (spec §7.4 info.productInfo.selected_options): they name it.
  productInfo: known?.productInfo ?? {
    product_id: line.productId,
    name: line.name,
    ...(line.options === undefined || Object.keys(line.options).length === 0
      ? {}
      : { selected_options: line.options }),
  },
});

/** The `cart` payload of a call (spec §7.4): status 0 for remove, 1 otherwise; cart_update 1 for an update. */
export const cartChangeOf = (call: CartCall): CartChange | null => {
  if (call.kind === "product") {
    const money = lineMoneyOf(call.product, call.price);
    if (money === null) return null;
    return addToCartPayload({
      action: call.action,
      product: call.product,
      price: call.price,
      quantity: call.quantity,
      point: call.point,
      baseConversionValue: call.baseConversionValue,
      currencyValue: call.currencyValue,
      money,
      options: call.options,
    });
  }
  const action: CartCallAction = call.action;
  const info = lineInfoFor(call.line, call.quantity, call.known);
  const base = { product_id: call.line.productId, type: "voucher" as const, status: payloadStatusOf(action) };
  return action === "UPDATE_CART" ? { ...base, cart_update: 1, info } : { ...base, info };
};

// ---------------------------------------------------------------------------------------------
// Programs

/** What a failed call is: 401 and 429 as they are, anything else an add-to-cart failure (spec §8). */
export type CartCallFailure = AddToCartFailed | Unauthenticated | RateLimited;

/**
 * The idempotency keys of one cart's addToCart calls: one per shopper's change. A call that
 * failed (refused, or its answer lost after the server made the change) keeps its key, and the
 * same change asked again, the shopper's retry, is sent with it: the server answers as it did the
 * first time and never makes the change twice. A call that succeeded, or another change, takes a
 * new key. The cart makes one call at a time.
 */
export interface CartCallKeys {
  /** The key of a call that sends `change`. */
  readonly keyFor: (change: CartChange) => string;
  /** The call that sent `change` with `key` has ended: kept for a retry when it failed. */
  readonly ended: (change: CartChange, key: string, succeeded: boolean) => void;
}

/** The keys of one cart; `newKey` makes a fresh one (a random UUID). */
export const makeCartCallKeys = (newKey: () => string = () => crypto.randomUUID()): CartCallKeys => {
  let failed: { readonly change: string; readonly key: string } | null = null;
  return {
    keyFor: (change) => {
      const text = JSON.stringify(change);
      return failed !== null && failed.change === text ? failed.key : newKey();
    },
    ended: (change, key, succeeded) => {
      failed = succeeded ? null : { change: JSON.stringify(change), key };
    },
  };
};

/**
 * voucher addToCart with the spec §7.4 payload and the change's idempotency key (`keys`); only
 * success 1 succeeds (spec §4 'Cart actions').
 */
export const callCartWith = (
  keys: CartCallKeys,
): ((call: CartCall) => Effect.Effect<CartCallDone, CartCallFailure, StorefrontServices>) =>
  Effect.fn("cart.callCart")(function* (call: CartCall) {
    const change = cartChangeOf(call);
    if (change === null) return yield* Effect.fail(new AddToCartFailed({ serverMessage: undefined }));
    const key = keys.keyFor(change);
    const sent = callOperation(addToCartCall, { cart: change, idempotency_key: key }).pipe(
      Effect.catch(
        (error): Effect.Effect<never, CartCallFailure> =>
          error._tag === "Unauthenticated" || error._tag === "RateLimited"
            ? Effect.fail(error)
            : Effect.fail(new AddToCartFailed({ serverMessage: undefined })),
      ),
      Effect.flatMap((answer) => {
        const result = answer.data.addToCart;
        return result.success === 1
          ? Effect.succeed<CartCallDone>({ info: change.info })
          : Effect.fail(new AddToCartFailed({ serverMessage: serverMessageOf(result) }));
      }),
    );
    return yield* sent.pipe(
      Effect.onExit((exit) => Effect.sync(() => keys.ended(change, key, Exit.isSuccess(exit)))),
    );
  });

/** The saved voucher lines of a signed-out visitor (spec §4 'Persisted state'). */
export const loadGuestCart: () => Effect.Effect<GuestCart, never, StorefrontServices> = Effect.fn(
  "cart.loadGuestCart",
)(function* () {
  const state: PersistedState = yield* loadPersisted();
  const lines = yield* Effect.forEach(state.cart.vouchers, chargedLine, { concurrency: 4 });
  const vouchers = lines.filter((line): line is CartVoucherLine => line !== null);
  return { vouchers, dropped: lines.length - vouchers.length };
});

/**
 * A saved line with its unit charge: a line an older build saved without one is charged again
 * from its product's spl_discount (getProduct, spec §7.3, §7.4); null when that cannot be done.
 */
const chargedLine = (line: CartVoucherLine) =>
  line.unitCharge !== undefined
    ? Effect.succeed(line)
    : callOperation(getProduct, { product_id: line.productId }).pipe(
        Effect.map((answer) => {
          const result = answer.data.getProduct;
          return chargedSavedLine(line, result.success === 1 ? result.data : null);
        }),
        Effect.catch(() => Effect.succeed(null)),
      );

/** Saves a signed-out visitor's voucher lines in the persisted state, leaving the rest as it is. */
export const saveGuestCart: (input: {
  readonly vouchers: readonly CartVoucherLine[];
}) => Effect.Effect<void, never, StorefrontServices> = Effect.fn("cart.saveGuestCart")(function* (input: {
  readonly vouchers: readonly CartVoucherLine[];
}) {
  yield* savePersisted({ cart: { vouchers: input.vouchers } });
});

/** The saved bookings of the single-item sections (src/domain/cartSections.ts). */
export const loadSections: () => Effect.Effect<SectionItems, never, StorefrontServices> = Effect.fn(
  "cart.loadSections",
)(function* () {
  const state: PersistedState = yield* loadPersisted();
  return state.cart.sections;
});

/** Saves the bookings of the single-item sections, leaving the rest of the persisted state as it is. */
export const saveSections: (sections: SectionItems) => Effect.Effect<void, never, StorefrontServices> =
  Effect.fn("cart.saveSections")(function* (sections: SectionItems) {
    yield* savePersisted({ cart: { sections } });
  });

// ---------------------------------------------------------------------------------------------
// Actors

/** The actors the cart machine invokes, run with `layer`. */
export const cartActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  callCart: effectActor(callCartWith(makeCartCallKeys()), layer),
  loadGuestCart: effectActor<void, GuestCart, never, StorefrontServices>(() => loadGuestCart(), layer),
  saveGuestCart: effectActor(saveGuestCart, layer),
  loadSections: effectActor<void, SectionItems, never, StorefrontServices>(() => loadSections(), layer),
  saveSections: effectActor(saveSections, layer),
  /** The same fetchCart the session's start-up runs, asked again after it failed (spec §7.4, §8). */
  fetchCart: effectActorWithoutInput(fetchCart, layer),
});
