/**
 * The cart (systemId "cart"): voucher lines, sections, conversions, coupon and points choice
 * (spec §3 'Cart', §4 'Cart actions', 'Cart rules', §5 'Cart', §7.4, §8 cart rows, §9 'cart
 * toasts 2 s').
 *
 * - Start: a signed-out visitor's saved lines are read back from the persisted state; a
 *   signed-in user's lines arrive from "session" as CART.FETCHED.
 * - Logged in (spec §4 'Cart actions'): an add, buy-now, quantity update or removal is first
 *   sent to the server (addToCart: status 0 for remove, 1 otherwise, cart_update 1 for an
 *   update); only success 1 changes the local cart. A failure shows the server's message or
 *   'Something went wrong' for 2000 ms and stores the error (spec §8); HTTP 401 sends
 *   SESSION.EXPIRED to "session".
 * - Logged out: only the local cart changes, and the lines are saved so they survive a reload.
 * - Product 28487 with a quantity above 1, or already in the cart: 'You're not allowed to add
 *   multiple … products into the cart.' for 2000 ms; nothing changes and nothing is called
 *   (spec §5 'Cart').
 * - CART.FETCHED sets the fetched cart (availability 0 dropped, multiplier, conversions);
 *   CART.CLEAR empties the cart and the saved lines (spec §4 'Logout').
 *
 * Every rule on the lines is `cartReducer` of src/domain/cart.ts. Every side effect is an actor
 * invoked by name; the defaults never settle and the system provides the live ones
 * (`cartActors(layer)` of src/effects/cart.ts). While a call runs, `pending` names it (the
 * loading state of the buttons) and further changes of lines are ignored.
 */

import { type FetchedCartInfo, FetchedCartLine } from "@contract/cart";
import { ProductDetail } from "@contract/catalogue";
import {
  type CartAction,
  type CartCallAction,
  type CartState,
  type CartVoucherLine,
  cartReducer,
  EMPTY_CART,
  isSameLine,
  LineKey,
  singleUnitRefusal,
  voucherLineOfFetched,
  voucherLineOfProduct,
} from "@domain/cart";
import type { CartCall, CartCallDone } from "@effects/cart";
import { CART_TOAST_MS, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { errorDataOf } from "@errors/data";
import { Schema } from "effect";
import { assign, enqueueActions, raise, setup } from "xstate";
import { sessionUserEventSchema } from "./facts";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Input

export interface CartInput {
  /** The login flag read at start (spec §4 'Login state'). */
  readonly loggedIn: boolean;
  /** Fills '{email}' of the HTTP 429 text (spec §8); empty when not configured. */
  readonly supportEmail?: string;
}

// ---------------------------------------------------------------------------------------------
// Events

/** A product page's choice: the product shown, a price (denomination or amount) and a quantity. */
const productChoiceFields = {
  product: ProductDetail,
  /** Major units of the product's currency_code, e.g. 500 for 'INR 500'. */
  price: Schema.Number,
  quantity: Schema.Number,
  point: Schema.Number,
  baseConversionValue: Schema.Number,
  /** The value of one unit of the product's currency; 1 when left out (spec §9). */
  currencyValue: Schema.optional(Schema.Number),
};

/** A JSON object (a section item or the coupon's details). */
const JsonDetails = Schema.Record(Schema.String, Schema.Json);

/** The events the cart accepts from outside (views, "session"), as schemas for the event log. */
export const cartEventSchemas = [
  /** Add to cart from a product page (spec §4 ADD_CART). */
  Schema.Struct({ type: Schema.Literal("CART.ADD"), ...productChoiceFields }),
  /** Buy now: add, then redirect to checkout (spec §4 BUY_NOW). */
  Schema.Struct({ type: Schema.Literal("CART.BUY_NOW"), ...productChoiceFields }),
  /** Set the quantity of the line with this key (spec §4 UPDATE_CART). */
  Schema.Struct({ type: Schema.Literal("CART.UPDATE"), key: LineKey, quantity: Schema.Number }),
  /** Remove the line with this key (spec §4 REMOVE_CART). */
  Schema.Struct({ type: Schema.Literal("CART.REMOVE"), key: LineKey }),
  /** Empty the vouchers and reset both conversions to 1 (spec §4 'Cart rules'). */
  Schema.Struct({ type: Schema.Literal("CART.RESET") }),
  Schema.Struct({ type: Schema.Literal("CART.SET_COUPON"), details: JsonDetails }),
  Schema.Struct({ type: Schema.Literal("CART.RESET_COUPON") }),
  Schema.Struct({ type: Schema.Literal("CART.USE_POINTS"), usePoints: Schema.Boolean }),
  /** The toast's close button or Escape. */
  Schema.Struct({ type: Schema.Literal("CART.DISMISS_MESSAGE") }),
  /** The view has moved to checkout after a buy-now. */
  Schema.Struct({ type: Schema.Literal("CART.CHECKOUT_REDIRECTED") }),
  /** From "session": the fetchCart answer's lines ([] on failure) and conversions (spec §7.4). */
  Schema.Struct({
    type: Schema.Literal("CART.FETCHED"),
    lines: Schema.Array(Schema.toType(FetchedCartLine)),
    conversion_to_base: Schema.NullOr(Schema.Number),
    conversion_to_inr: Schema.NullOr(Schema.Number),
  }),
  /** From "session" at logout or when the session ends: the cart empties. */
  Schema.Struct({ type: Schema.Literal("CART.CLEAR") }),
  /** From "session": whether the user is logged in. */
  sessionUserEventSchema,
] as const;

export type CartEvent = (typeof cartEventSchemas)[number]["Type"];
type ProductEvent = Extract<CartEvent, { readonly type: "CART.ADD" | "CART.BUY_NOW" }>;

/** Raised inside the machine: a message to show, lines to save, the saved lines to empty. */
type InternalEvent =
  | { readonly type: "cart.messageShown" }
  | { readonly type: "cart.linesChanged" }
  | { readonly type: "cart.savedCleared" };

// ---------------------------------------------------------------------------------------------
// Context

/** A text shown as a toast for 2000 ms (spec §8, §9). */
export interface CartMessage {
  readonly text: string;
  readonly kind: "error";
}

/** The call in flight: which action on which product (the buttons' loading state). */
export interface CartPending {
  readonly action: CartCallAction;
  readonly productId: number;
}

/** What the server holds for a line: its info, as fetched or as last sent. */
export interface KnownLineInfo {
  readonly key: LineKey;
  readonly info: FetchedCartInfo;
}

export interface CartContext extends CartState {
  readonly loggedIn: boolean;
  readonly supportEmail: string;
  readonly message: CartMessage | null;
  readonly pending: CartPending | null;
  /** The call in flight, and the local change it makes on success. */
  readonly call: { readonly request: CartCall; readonly change: CartAction } | null;
  readonly known: readonly KnownLineInfo[];
}

export const initialCartContext = (input: CartInput): CartContext => ({
  ...EMPTY_CART,
  loggedIn: input.loggedIn,
  supportEmail: input.supportEmail ?? "",
  message: null,
  pending: null,
  call: null,
  known: [],
});

const keyOf = (line: CartVoucherLine): LineKey => ({
  productId: line.productId,
  price: line.price,
  currency: line.currency,
});

const lineOfChoice = (event: ProductEvent): CartVoucherLine =>
  voucherLineOfProduct(event.product, {
    price: event.price,
    quantity: event.quantity,
    point: event.point,
    baseConversionValue: event.baseConversionValue,
  });

const productCallOf = (event: ProductEvent): CartCall => ({
  kind: "product",
  action: event.type === "CART.ADD" ? "ADD_CART" : "BUY_NOW",
  product: event.product,
  price: event.price,
  quantity: event.quantity,
  point: event.point,
  baseConversionValue: event.baseConversionValue,
  currencyValue: event.currencyValue ?? 1,
});

const productChangeOf = (event: ProductEvent): CartAction => ({
  type: event.type === "CART.ADD" ? "ADD_CART" : "BUY_NOW",
  line: lineOfChoice(event),
});

const lineWithKey = (context: CartContext, key: LineKey): CartVoucherLine | undefined =>
  context.vouchers.find((line) => isSameLine(line, key));

const knownInfoOf = (context: CartContext, key: LineKey): FetchedCartInfo | null =>
  context.known.find((entry) => isSameLine(entry.key, key))?.info ?? null;

/** The single-unit refusal of an event that adds or updates a line (spec §5 'Cart'). */
const refusalOf = (context: CartContext, event: CartEvent | InternalEvent): string | null => {
  if (event.type === "CART.ADD" || event.type === "CART.BUY_NOW") {
    return singleUnitRefusal(context.vouchers, {
      productId: event.product.product_id,
      quantity: event.quantity,
    });
  }
  if (event.type === "CART.UPDATE") {
    return singleUnitRefusal(context.vouchers, {
      productId: event.key.productId,
      quantity: event.quantity,
      update: true,
    });
  }
  return null;
};

/** The local change of a line event, and the call that must succeed first when logged in. */
const lineRequestOf = (
  context: CartContext,
  event: CartEvent | InternalEvent,
): { readonly request: CartCall; readonly change: CartAction } | null => {
  if (event.type === "CART.ADD" || event.type === "CART.BUY_NOW") {
    return { request: productCallOf(event), change: productChangeOf(event) };
  }
  if (event.type === "CART.UPDATE" || event.type === "CART.REMOVE") {
    const line = lineWithKey(context, event.key);
    if (line === undefined) return null;
    const update = event.type === "CART.UPDATE";
    return {
      request: {
        kind: "line",
        action: update ? "UPDATE_CART" : "REMOVE_CART",
        line,
        quantity: update ? event.quantity : line.quantity,
        known: knownInfoOf(context, event.key),
      },
      change: update
        ? { type: "UPDATE_CART", key: event.key, quantity: event.quantity }
        : { type: "REMOVE_CART", key: event.key },
    };
  }
  return null;
};

/** The cart part of the context after `action`. */
const reduced = (context: CartContext, action: CartAction): CartState => cartReducer(context, action);

/** The line a call adds or changes, for the record of what the server holds. */
const changedKeyOf = (change: CartAction): LineKey | null => {
  if (change.type === "ADD_CART" || change.type === "BUY_NOW") return keyOf(change.line);
  if (change.type === "UPDATE_CART") return change.key;
  return null;
};

const lineEventTransitions = [
  { guard: "isRefusedSingleUnit", actions: "showRefusal" },
  { guard: "isUnknownLine" },
  { guard: "isLoggedIn", target: "#cart.lines.calling", actions: "startCall" },
  { actions: ["changeLocally", "saveLinesLater"] },
] as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | InternalEvent,
    input: {} as CartInput,
  },
  actors: {
    callCart: pending<CartCallDone, CartCall>(),
    loadGuestCart: pending<readonly CartVoucherLine[]>(),
    saveGuestCart: pending<void, { readonly vouchers: readonly CartVoucherLine[] }>(),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isRefusedSingleUnit: ({ context, event }) => refusalOf(context, event) !== null,
    /** An update or removal of a line that is not in the cart changes nothing. */
    isUnknownLine: ({ context, event }) => lineRequestOf(context, event) === null,
    isSignedOutStart: ({ context }) => !context.loggedIn,
    isUnauthenticated: (_, params: { readonly error: unknown }) =>
      errorDataOf(params.error)._tag === "Unauthenticated",
  },
  actions: {
    showRefusal: enqueueActions(({ context, event, enqueue }) => {
      const text = refusalOf(context, event);
      if (text === null) return;
      enqueue.assign({ message: { text, kind: "error" } });
      enqueue.raise({ type: "cart.messageShown" });
    }),
    startCall: assign(({ context, event }) => {
      const request = lineRequestOf(context, event);
      if (request === null) return {};
      const productId =
        request.request.kind === "product"
          ? request.request.product.product_id
          : request.request.line.productId;
      return { call: request, pending: { action: request.request.action, productId } };
    }),
    changeLocally: assign(({ context, event }) => {
      const request = lineRequestOf(context, event);
      return request === null ? {} : reduced(context, request.change);
    }),
    saveLinesLater: raise({ type: "cart.linesChanged" }),
    clearSavedLater: raise({ type: "cart.savedCleared" }),
    applyCall: assign(({ context }, params: { readonly done: CartCallDone }) => {
      if (context.call === null) return { pending: null };
      const { change } = context.call;
      const key = changedKeyOf(change);
      const others = context.known.filter((entry) => key === null || !isSameLine(entry.key, key));
      const removedKey = change.type === "REMOVE_CART" ? change.key : null;
      return {
        ...reduced(context, change),
        error: null,
        known:
          key === null
            ? others.filter((entry) => removedKey === null || !isSameLine(entry.key, removedKey))
            : [...others, { key, info: params.done.info }],
        call: null,
        pending: null,
      };
    }),
    failCall: assign(({ context }, params: { readonly error: unknown }) => {
      const error: ErrorData = errorDataOf(params.error);
      return {
        ...reduced(context, { type: "CART_CALL_FAILURE", error }),
        call: null,
        pending: null,
        message:
          error._tag === "Unauthenticated"
            ? context.message
            : { text: textOf(error, { supportEmail: context.supportEmail }), kind: "error" as const },
      };
    }),
    announceMessage: raise({ type: "cart.messageShown" }),
    endSession: enqueueActions(({ system, enqueue }) => {
      const session = system.get("session");
      if (session) enqueue.sendTo(session, { type: "SESSION.EXPIRED" });
    }),
    setGuestLines: assign((_, params: { readonly vouchers: readonly CartVoucherLine[] }) => ({
      vouchers: params.vouchers,
    })),
    setFetched: assign(({ context, event }) => {
      if (event.type !== "CART.FETCHED") return {};
      const answer = {
        data: event.lines,
        ...(event.conversion_to_base === null ? {} : { conversion_to_base: event.conversion_to_base }),
        ...(event.conversion_to_inr === null ? {} : { conversion_to_inr: event.conversion_to_inr }),
      };
      const known = event.lines
        .filter((line) => line.availability !== 0)
        .map((line): KnownLineInfo => ({ key: keyOf(voucherLineOfFetched(line)), info: line.info }));
      return { ...reduced(context, { type: "FETCH_CART_SUCCESS", answer }), known };
    }),
    clearCart: assign(({ context }) => ({
      ...reduced(context, { type: "CLEAR_CART" }),
      known: [],
      call: null,
      pending: null,
    })),
    resetCart: assign(({ context }) => reduced(context, { type: "RESET_CART" })),
    setCoupon: assign(({ context, event }) =>
      event.type === "CART.SET_COUPON"
        ? reduced(context, { type: "SET_COUPON", details: event.details })
        : {},
    ),
    resetCoupon: assign(({ context }) => reduced(context, { type: "RESET_COUPON" })),
    usePoints: assign(({ context, event }) =>
      event.type === "CART.USE_POINTS"
        ? reduced(context, { type: "USE_POINTS", usePoints: event.usePoints })
        : {},
    ),
    markCheckoutRedirected: assign(({ context }) => reduced(context, { type: "CHECKOUT_REDIRECTED" })),
    setLoggedIn: assign(({ event }) => (event.type === "SESSION.USER" ? { loggedIn: event.loggedIn } : {})),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => initialCartContext(input),
  type: "parallel",
  on: {
    "CART.FETCHED": { actions: "setFetched" },
    "CART.RESET": { actions: ["resetCart", "saveLinesLater"] },
    "CART.SET_COUPON": { actions: "setCoupon" },
    "CART.RESET_COUPON": { actions: "resetCoupon" },
    "CART.USE_POINTS": { actions: "usePoints" },
    "CART.CHECKOUT_REDIRECTED": { actions: "markCheckoutRedirected" },
    "SESSION.USER": { actions: "setLoggedIn" },
  },
  states: {
    /** The voucher lines: loaded at start, then changed one event at a time. */
    lines: {
      initial: "starting",
      on: {
        "CART.CLEAR": { target: ".ready", actions: ["clearCart", "clearSavedLater"] },
      },
      states: {
        starting: {
          always: [{ guard: "isSignedOutStart", target: "loadingGuest" }, { target: "ready" }],
        },
        /** A signed-out visitor's saved lines (spec §4 'Persisted state'). */
        loadingGuest: {
          invoke: {
            src: "loadGuestCart",
            onDone: {
              target: "ready",
              actions: { type: "setGuestLines", params: ({ event }) => ({ vouchers: event.output }) },
            },
            onError: { target: "ready" },
          },
          on: { "CART.FETCHED": { target: "ready", actions: "setFetched" } },
        },
        ready: {
          on: {
            "CART.ADD": [...lineEventTransitions],
            "CART.BUY_NOW": [...lineEventTransitions],
            "CART.UPDATE": [...lineEventTransitions],
            "CART.REMOVE": [...lineEventTransitions],
          },
        },
        /** Logged in: the server must answer success 1 before the local cart changes (spec §4). */
        calling: {
          invoke: {
            src: "callCart",
            input: ({ context }) => {
              if (context.call === null) throw new Error("cart call without a request");
              return context.call.request;
            },
            onDone: {
              target: "ready",
              actions: { type: "applyCall", params: ({ event }) => ({ done: event.output }) },
            },
            onError: [
              {
                guard: { type: "isUnauthenticated", params: ({ event }) => ({ error: event.error }) },
                target: "ready",
                actions: [
                  { type: "failCall", params: ({ event }) => ({ error: event.error }) },
                  "endSession",
                ],
              },
              {
                target: "ready",
                actions: [
                  { type: "failCall", params: ({ event }) => ({ error: event.error }) },
                  "announceMessage",
                ],
              },
            ],
          },
        },
      },
    },
    /** The toast of a cart message: shown for 2000 ms (spec §9 'cart toasts 2 s'). */
    message: {
      initial: "hidden",
      states: {
        hidden: {
          on: { "cart.messageShown": { target: "shown" } },
        },
        shown: {
          after: { [CART_TOAST_MS]: { target: "hidden", actions: "clearMessage" } },
          on: {
            "cart.messageShown": { target: "shown", reenter: true },
            "CART.DISMISS_MESSAGE": { target: "hidden", actions: "clearMessage" },
          },
        },
      },
    },
    /** A signed-out visitor's lines are saved after every change (spec §4 'Cart actions'). */
    saving: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "cart.linesChanged": [{ guard: "isLoggedIn" }, { target: "writing" }],
            "cart.savedCleared": { target: "writing" },
          },
        },
        writing: {
          invoke: {
            src: "saveGuestCart",
            input: ({ context }) => ({ vouchers: context.vouchers }),
            onDone: { target: "idle" },
            onError: { target: "idle" },
          },
          on: {
            "cart.linesChanged": [{ guard: "isLoggedIn" }, { target: "writing", reenter: true }],
            "cart.savedCleared": { target: "writing", reenter: true },
          },
        },
      },
    },
  },
});
