/**
 * The cart (systemId "cart"): voucher lines, sections, conversions, coupon and points choice
 * (spec §3 'Cart', §4 'Cart actions', 'Cart rules', §5 'Cart', §7.4, §8 cart rows, §9).
 *
 * - Start: a signed-out visitor's saved lines are read back; a signed-in user's arrive from
 *   "session" as CART.FETCHED (availability 0 dropped, multiplier, conversions).
 * - Logged in (spec §4 'Cart actions'): an add, buy-now, quantity update or removal is first sent
 *   to the server (addToCart); only success 1 changes the local cart. A failure shows the
 *   server's message or 'Something went wrong' for 2000 ms and stores the error (spec §8); HTTP
 *   401 sends SESSION.EXPIRED to "session". Logged out: the local cart changes and is saved.
 * - Product 28487 with a quantity above 1, or already in the cart: the SingleUnitProductRepeated
 *   refusal for 2000 ms; nothing changes and nothing is called (spec §5 'Cart').
 * - A failed fetch (CART.FETCH_FAILED from "session") keeps the lines as they are and the error
 *   (spec §8 'Cart fetch failure': the error is stored; tag "fetchFailed"); CART.RETRY, or the
 *   next navigation (ENV.LOCATION), fetches again (tag "fetching") until one answers.
 * - CART.CLEAR empties the cart and the saved lines (spec §4 'Logout').
 * - Once its lines are first known, and after every change, it announces CART.LINES to
 *   "checkout" (machines/facts.ts).
 *
 * The toast keeps the error as data (`message`); the view says it in the shopper's language.
 * The rules are in src/domain/cart.ts and cartCalls.ts; effects are actors invoked by name
 * (`cartActors(layer)` of src/effects/cart.ts). While a call runs (tag "busy"), `pending` names
 * it (the buttons' loading state) and further changes of lines are ignored.
 */

import type { CartCall, CartCallDone, CartVoucherLine, GuestCart } from "@domain/cart";
import { cartReducer } from "@domain/cart";
import {
  callOfStep,
  cartAfterStep,
  fetchedAnswerOf,
  knownAfterCall,
  knownOfFetched,
  knownOfLines,
  type LineStep,
  lineStepOf,
  pendingOf,
  refusalOfStep,
} from "@domain/cartCalls";
import {
  type CheckoutSection,
  type SectionItem,
  type SectionItems,
  sectionEntriesOf,
  withoutSection,
  withSectionItem,
} from "@domain/cartSections";
import { type CartAnswer, fetchedCartOf } from "@domain/session";
import { CART_TOAST_MS } from "@errors/catalogue";
import { type ErrorData, errorDataOf, toErrorData } from "@errors/data";
import { CartLinesDropped } from "@errors/situations";
import { assign, enqueueActions, raise, setup } from "xstate";
import {
  type CartContext,
  type CartEvent,
  type CartInput,
  type CouponEvent,
  type FetchedEvent,
  type InternalEvent,
  initialCartContext,
  intentOf,
  type LineEvent,
} from "./cart.events";
import { announceFact, type CartLinesEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

export type { CartContext, CartEvent, CartInput } from "./cart.events";
export { cartEventSchemas, initialCartContext } from "./cart.events";

/** What a line event comes to on the cart as it is (src/domain/cartCalls.ts). */
const stepParams = ({ context, event }: { readonly context: CartContext; readonly event: LineEvent }) => ({
  step: lineStepOf(context, intentOf(event)),
});

const lineEventTransitions = [
  { guard: { type: "isRefused", params: stepParams }, actions: { type: "showRefusal", params: stepParams } },
  { guard: { type: "isUnknownLine", params: stepParams } },
  { guard: "isLoggedIn", target: "#cart.lines.calling", actions: { type: "startCall", params: stepParams } },
  { actions: [{ type: "changeLocally", params: stepParams }, "saveLinesLater", "announceLines"] },
] as const;

type StepParams = { readonly step: LineStep };

const fetchedOf = (answer: CartAnswer): FetchedEvent => ({ type: "CART.FETCHED", ...fetchedCartOf(answer) });

const takeFetched = [
  { type: "setFetched", params: ({ event }: { readonly event: FetchedEvent }) => ({ fetched: event }) },
  "announceLines",
] as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | InternalEvent,
    input: {} as CartInput,
    tags: {} as "loading" | "busy" | "toast" | "fetchFailed" | "fetching",
  },
  actors: {
    callCart: pending<CartCallDone, CartCall>(),
    loadGuestCart: pending<GuestCart>(),
    saveGuestCart: pending<void, { readonly vouchers: readonly CartVoucherLine[] }>(),
    loadSections: pending<SectionItems>(),
    saveSections: pending<void, SectionItems>(),
    fetchCart: pending<CartAnswer>(),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isRefused: (_, params: StepParams) => refusalOfStep(params.step) !== null,
    /** An update or removal of a line that is not in the cart changes nothing. */
    isUnknownLine: (_, params: StepParams) => params.step.kind === "unknown-line",
    isSignedOutStart: ({ context }) => !context.loggedIn,
    hasSavedSections: (_, params: { readonly saved: SectionItems }) =>
      sectionEntriesOf(params.saved).length > 0,
    isUnauthenticated: (_, params: { readonly error: unknown }) =>
      errorDataOf(params.error)._tag === "Unauthenticated",
  },
  actions: {
    showRefusal: enqueueActions(({ enqueue }, params: StepParams) => {
      enqueue.assign({ message: refusalOfStep(params.step) });
      enqueue.raise({ type: "cart.messageShown" });
    }),
    /** Saved lines whose charge could not be worked out were taken out: the toast says so. */
    reportDropped: enqueueActions(({ enqueue }, params: { readonly dropped: number }) => {
      if (params.dropped === 0) return;
      enqueue.assign({ message: toErrorData(new CartLinesDropped({ count: params.dropped })) });
      enqueue.raise({ type: "cart.messageShown" });
    }),
    startCall: assign((_, params: StepParams) => {
      const call = callOfStep(params.step);
      return { call, pending: call === null ? null : pendingOf(call) };
    }),
    changeLocally: assign(({ context }, params: StepParams) => cartAfterStep(context, params.step)),
    saveLinesLater: raise({ type: "cart.linesChanged" }),
    clearSavedLater: raise({ type: "cart.savedCleared" }),
    /** Tells the checkout the lines as they are now (machines/facts.ts CART.LINES). */
    announceLines: enqueueActions(({ context, system, enqueue }) => {
      const event: CartLinesEvent = {
        type: "CART.LINES",
        lines: context.vouchers,
        sections: sectionEntriesOf(context.sections).map((entry) => entry.item),
      };
      announceFact(system, enqueue, event);
    }),
    applyCall: assign(({ context }, params: { readonly done: CartCallDone }) => {
      if (context.call === null) return { pending: null };
      const changed = cartReducer(context, context.call.change);
      return {
        ...changed,
        error: null,
        known: knownOfLines(
          knownAfterCall(context.known, context.call.change, params.done),
          changed.vouchers,
        ),
        call: null,
        pending: null,
      };
    }),
    failCall: assign(({ context }, params: { readonly error: unknown }) => {
      const error = errorDataOf(params.error);
      return {
        ...cartReducer(context, { type: "CART_CALL_FAILURE", error }),
        call: null,
        pending: null,
        message: error._tag === "Unauthenticated" ? context.message : error,
      };
    }),
    announceMessage: raise({ type: "cart.messageShown" }),
    endSession: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "session", { type: "SESSION.EXPIRED" }),
    ),
    setGuestLines: assign((_, { vouchers }: { readonly vouchers: readonly CartVoucherLine[] }) => ({
      vouchers,
    })),
    setFetched: assign(({ context }, { fetched }: { readonly fetched: FetchedEvent }) => ({
      ...cartReducer(context, { type: "FETCH_CART_SUCCESS", answer: fetchedAnswerOf(fetched) }),
      known: knownOfFetched(fetched.lines),
      fetchError: null,
    })),
    /** spec §8 'Cart fetch failure': the error is stored; the lines are left as they are. */
    keepFetchError: assign((_, params: { readonly error: ErrorData }) => ({ fetchError: params.error })),
    addSectionItem: assign(
      ({ context }, params: { readonly section: CheckoutSection; readonly item: SectionItem }) => ({
        sections: withSectionItem(context.sections, params.section, params.item),
      }),
    ),
    removeSectionItem: assign(({ context }, params: { readonly section: CheckoutSection }) => ({
      sections: withoutSection(context.sections, params.section),
    })),
    /** Saved items read back; an item added meanwhile keeps its section. */
    takeSavedSections: assign(({ context }, params: { readonly saved: SectionItems }) => ({
      sections: { ...params.saved, ...context.sections },
    })),
    saveSectionsLater: raise({ type: "cart.sectionsChanged" }),
    clearCart: assign(({ context }) => ({
      ...cartReducer(context, { type: "CLEAR_CART" }),
      sections: {},
      known: [],
      call: null,
      pending: null,
    })),
    resetCart: assign(({ context }) => cartReducer(context, { type: "RESET_CART" })),
    setCoupon: assign(({ context }, { details }: Pick<CouponEvent, "details">) =>
      cartReducer(context, { type: "SET_COUPON", details }),
    ),
    resetCoupon: assign(({ context }) => cartReducer(context, { type: "RESET_COUPON" })),
    usePoints: assign(({ context }, params: { readonly usePoints: boolean }) =>
      cartReducer(context, { type: "USE_POINTS", usePoints: params.usePoints }),
    ),
    markCheckoutRedirected: assign(({ context }) => cartReducer(context, { type: "CHECKOUT_REDIRECTED" })),
    setLoggedIn: assign((_, params: { readonly loggedIn: boolean }) => ({ loggedIn: params.loggedIn })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => initialCartContext(input),
  type: "parallel",
  on: {
    "CART.FETCHED": { actions: [...takeFetched] },
    "CART.RESET": { actions: ["resetCart", "saveLinesLater", "announceLines"] },
    "CART.SET_COUPON": {
      actions: { type: "setCoupon", params: ({ event }) => ({ details: event.details }) },
    },
    "CART.RESET_COUPON": { actions: "resetCoupon" },
    "CART.USE_POINTS": {
      actions: { type: "usePoints", params: ({ event }) => ({ usePoints: event.usePoints }) },
    },
    "CART.CHECKOUT_REDIRECTED": { actions: "markCheckoutRedirected" },
    "CART.FETCH_FAILED": {
      target: ".fetch.failed",
      actions: { type: "keepFetchError", params: ({ event }) => ({ error: event.error }) },
    },
    "SESSION.USER": {
      actions: { type: "setLoggedIn", params: ({ event }) => ({ loggedIn: event.loggedIn }) },
    },
    "CART.ADD_SECTION_ITEM": {
      actions: [
        { type: "addSectionItem", params: ({ event }) => ({ section: event.section, item: event.item }) },
        "saveSectionsLater",
        "announceLines",
      ],
    },
    "CART.REMOVE_SECTION_ITEM": {
      actions: [
        { type: "removeSectionItem", params: ({ event }) => ({ section: event.section }) },
        "saveSectionsLater",
        "announceLines",
      ],
    },
  },
  states: {
    /** The voucher lines: loaded at start, then changed one event at a time. */
    lines: {
      initial: "starting",
      on: {
        "CART.CLEAR": {
          target: ".ready",
          actions: ["clearCart", "clearSavedLater", "saveSectionsLater", "announceLines"],
        },
      },
      states: {
        starting: {
          tags: "loading",
          always: [{ guard: "isSignedOutStart", target: "loadingGuest" }, { target: "ready" }],
        },
        /** A signed-out visitor's saved lines (spec §4 'Persisted state'). */
        loadingGuest: {
          tags: "loading",
          invoke: {
            src: "loadGuestCart",
            onDone: {
              target: "ready",
              actions: [
                { type: "setGuestLines", params: ({ event }) => ({ vouchers: event.output.vouchers }) },
                { type: "reportDropped", params: ({ event }) => ({ dropped: event.output.dropped }) },
                "announceLines",
              ],
            },
            onError: { target: "ready", actions: "announceLines" },
          },
          on: { "CART.FETCHED": { target: "ready", actions: [...takeFetched] } },
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
          tags: "busy",
          invoke: {
            src: "callCart",
            input: ({ context }) => {
              if (context.call === null) throw new Error("cart call without a request");
              return context.call.request;
            },
            onDone: {
              target: "ready",
              actions: [
                { type: "applyCall", params: ({ event }) => ({ done: event.output }) },
                "announceLines",
              ],
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
        hidden: { on: { "cart.messageShown": { target: "shown" } } },
        shown: {
          tags: "toast",
          after: { [CART_TOAST_MS]: { target: "hidden", actions: "clearMessage" } },
          on: {
            "cart.messageShown": { target: "shown", reenter: true },
            "CART.DISMISS_MESSAGE": { target: "hidden", actions: "clearMessage" },
          },
        },
      },
    },
    /** A signed-in user's cart after a failed fetch: kept, with its error, until a fetch answers. */
    fetch: {
      initial: "idle",
      states: {
        idle: {},
        failed: {
          tags: "fetchFailed",
          on: {
            "CART.RETRY": { target: "fetching" },
            "ENV.LOCATION": { target: "fetching" },
            // The root's CART.FETCHED takes the lines; here the failure ends.
            "CART.FETCHED": { target: "idle" },
            "CART.CLEAR": { target: "idle" },
          },
        },
        fetching: {
          tags: ["fetchFailed", "fetching"],
          invoke: {
            src: "fetchCart",
            onDone: {
              target: "idle",
              actions: [
                { type: "setFetched", params: ({ event }) => ({ fetched: fetchedOf(event.output) }) },
                "announceLines",
              ],
            },
            onError: [
              {
                guard: { type: "isUnauthenticated", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: "endSession",
              },
              {
                target: "failed",
                actions: {
                  type: "keepFetchError",
                  params: ({ event }) => ({ error: errorDataOf(event.error) }),
                },
              },
            ],
          },
        },
      },
    },
    /**
     * The section bookings (src/domain/cartSections.ts): read back at start, saved after every
     * change, signed in or not (only the browser holds them).
     */
    sections: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "loadSections",
            onDone: [
              {
                guard: { type: "hasSavedSections", params: ({ event }) => ({ saved: event.output }) },
                target: "idle",
                actions: [
                  { type: "takeSavedSections", params: ({ event }) => ({ saved: event.output }) },
                  "announceLines",
                ],
              },
              { target: "idle" },
            ],
            onError: { target: "idle" },
          },
        },
        idle: { on: { "cart.sectionsChanged": { target: "writing" } } },
        writing: {
          invoke: {
            src: "saveSections",
            input: ({ context }) => context.sections,
            onDone: { target: "idle" },
            onError: { target: "idle" },
          },
          on: { "cart.sectionsChanged": { target: "writing", reenter: true } },
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
