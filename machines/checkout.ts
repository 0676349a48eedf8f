/**
 * Checkout (systemId "checkout"): the payment split and the order (spec §3 Order, §4 'Order and
 * payment preferences', §5 'Reward code', §6 paymentMethodAccess, §7.6, §8, §9).
 *
 * The checkout page sends the shopper's intents (CHECKOUT.*); the facts arrive from the flows that
 * own them, page mounted or not (machines/facts.ts): SESSION.USER, SESSION.WALLET (its buyer's
 * details fill checkoutUser until the shopper edits it), SITE.SETTINGS, CART.LINES and
 * MILES.MEMBER_ID. Rates of a signed-in user's balances in another currency are loaded once per
 * cart currency. Placing sends the split with the idempotency key (tag "busy"), after the surcharge
 * disclaimer of spec §6 is accepted (tag "surcharge"); an amount due leaves for the hosted payment
 * page, an order paid in full for its status page; orderType is cleared on success only. A code
 * refusal is kept as `codeError`, any other error is a toast, closed after the catalogue's duration.
 * A guest's code on a showCts site waits for a captcha (tag "captcha"), whose token goes with the
 * lookup (the API verifies it). On a site that shows its catalogue in points, opening checkout
 * auto-selects the shopper's reward points once the balances are known (tag "autoSelecting",
 * spec §2.11 Loaders). Every rule is in src/domain/checkoutState.ts.
 *
 * Merchandise is delivered (spec §3 Order, §7.2): the delivery flow (machines/delivery.ts)
 * owns the address and announces the one an order may carry (DELIVERY.ADDRESS, null while the
 * address is incomplete or a merchandise line is of another country, spec §5 'Cart'). With a
 * merchandise line, Pay first asks the delivery flow to check the postal code against the city
 * (DELIVERY.CHECK; tag "checkingAddress") and goes on when it answers DELIVERY.CHECKED.
 */

import type { ExperienceBooking } from "@contract/experiences";
import type { VoucherOrder } from "@contract/orders";
import type * as Checkout from "@domain/checkout";
import {
  applyCodeInputOf,
  canApplyCode,
  canUseMethod,
  cartCurrencyOfState,
  editedUser,
  isCodeApplied,
  needsCodeCaptcha,
  needsSurchargeDisclaimer,
  openedCheckoutFor,
  orderOf,
  POINTS_AUTO_SELECT_WAIT_MS,
  paymentPageOf,
  pointsAutoSelectOf,
  ratesInputOf,
  ratesToLoad,
  statusPageOf,
  withCode,
  withLines,
  withMethod,
  withoutCode,
  withRates,
  withWallet,
} from "@domain/checkoutState";
import { deliveryOrderOf } from "@domain/delivery";
import { withProvider } from "@domain/providers";
import { present, showsAsToast, TOAST_AUTO_CLOSE_MS } from "@errors/catalogue";
import { errorDataOf, toErrorData } from "@errors/data";
import { BalanceCodeUsed } from "@errors/situations";
import { and, assign, enqueueActions, raise, setup, stateIn } from "xstate";
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutTag,
  type EventOf,
  type InternalEvent,
  initialCheckoutContext,
} from "./checkout.events";
import type {
  CartLinesEvent,
  DeliveryAddressEvent,
  MilesMemberIdEvent,
  SessionUserEvent,
  SessionWalletEvent,
  SiteSettingsEvent,
} from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type { ProviderChosenEvent } from "./providers.events";

export type { CheckoutContext, CheckoutEvent, CheckoutInput } from "./checkout.events";
export { checkoutEventSchemas, initialCheckoutContext } from "./checkout.events";

/** Hands a named action or guard the fields of its event it declares (typed `params`). */
const fields = <E>({ event }: { readonly event: E }): E => event;

type Toggle = Pick<EventOf<"CHECKOUT.TOGGLE">, "method" | "on">;
type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

/** How long a toast of `toast` shows: the catalogue's duration for its error (spec §8, §9). */
const toastDurationOf = (toast: CheckoutContext["toast"]): number => {
  const view = toast === null ? null : present(toast);
  return view?.kind === "toast" ? view.durationMs : TOAST_AUTO_CLOSE_MS;
};

/** The order Pay would place now, delivery and payment provider included (null when it cannot be placed). */
const placeableOrder = (context: CheckoutContext): VoucherOrder | null =>
  withProvider(deliveryOrderOf(context.lines, context.deliveryAddress, orderOf(context)), context.provider);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent | InternalEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    applyCode: pending<Checkout.AppliedCode, Checkout.ApplyCodeInput>(),
    loadRates: pending<Checkout.Rates, Checkout.RatesInput>(),
    newOrderKey: pending<string>(),
    placeOrder: pending<Checkout.PlacedOrder, Checkout.PlaceOrderInput>(),
    openPage: pending<void, { readonly url: string }>(),
  },
  delays: {
    /** How long the toast shows: the catalogue's duration for its error (spec §8, §9). */
    toastDuration: ({ context }) => toastDurationOf(context.toast),
    /** How long the points' auto-selection waits for the balances (spec §9 time-out 60000 ms). */
    autoSelectWait: POINTS_AUTO_SELECT_WAIT_MS,
  },
  guards: {
    canToggle: ({ context }, params: Toggle) => !params.on || canUseMethod(context, params.method),
    canApplyCode: ({ context }) => canApplyCode(context),
    needsCaptcha: ({ context }) => needsCodeCaptcha(context),
    isCodeAlreadyApplied: ({ context }) => isCodeApplied(context),
    isEditable: stateIn({ order: "ready" }),
    canPlace: ({ context }) => placeableOrder(context) !== null,
    isDelivered: ({ context }) => placeableOrder(context)?.delivery_address !== undefined,
    needsSurchargeDisclaimer: ({ context }) => needsSurchargeDisclaimer(context),
    isFieldRefusal: (_, params: Failed) => !showsAsToast(errorDataOf(params.error)),
    isPaidInFull: (_, params: Answered<Checkout.PlacedOrder>) => params.output.kind === "completed",
    needsRates: ({ context }) => ratesToLoad(context) !== null,
    canAutoSelectPoints: ({ context }) => pointsAutoSelectOf(context) === "select",
    hasNoPointsToAutoSelect: ({ context }) => pointsAutoSelectOf(context) === "skip",
  },
  actions: {
    openCheckout: assign(
      (
        { context },
        params: { readonly sitePrefix: string; readonly booking?: ExperienceBooking | undefined },
      ) => openedCheckoutFor(context, params.sitePrefix, params.booking ?? null),
    ),
    takeUser: assign((_, p: SessionUserEvent) => ({
      loggedIn: p.loggedIn,
      clientId: p.user?.client_id ?? null,
      companyId: p.user?.company_id ?? null,
    })),
    takeWallet: assign(({ context }, p: SessionWalletEvent) => withWallet(context, p.wallet, p.checkoutUser)),
    takeAccess: assign((_, p: SiteSettingsEvent) => ({ access: p.paymentMethodAccess, showCts: p.showCts })),
    takeLines: assign(({ context }, params: CartLinesEvent) =>
      withLines(context, params.lines, params.sections),
    ),
    requestRates: raise({ type: "checkout.ratesNeeded" }),
    setRates: assign(({ context }, params: Answered<Checkout.Rates>) => withRates(context, params.output)),
    markRatesTried: assign(({ context }) => ({ ratesFor: cartCurrencyOfState(context) })),
    toggleMethod: assign(({ context }, params: Toggle) => withMethod(context, params.method, params.on)),
    autoSelectPoints: assign(({ context }) => withMethod(context, "points", true)),
    /** The site shows its catalogue in points: the points are auto-selected (the `autoSelect` region). */
    askAutoSelect: enqueueActions(
      ({ enqueue }, params: Pick<EventOf<"CHECKOUT.OPEN">, "autoSelectPoints">) => {
        if (params.autoSelectPoints === true) enqueue.raise({ type: "checkout.autoSelectPoints" });
      },
    ),
    setCodeInput: assign((_, p: EventOf<"CHECKOUT.CODE_INPUT">) => ({
      rewardCode: p.rewardCode,
      codeComplete: p.complete,
      codeError: null,
    })),
    refuseRepeatedCode: assign({ codeError: toErrorData(new BalanceCodeUsed()) }),
    addCode: assign(({ context }, p: Answered<Checkout.AppliedCode>) => withCode(context, p.output)),
    setCodeError: assign((_, params: Failed) => ({ codeError: errorDataOf(params.error) })),
    removeCode: assign(({ context }, p: EventOf<"CHECKOUT.REMOVE_CODE">) => withoutCode(context, p.index)),
    editUser: assign((_, params: EventOf<"CHECKOUT.EDIT_USER">) => editedUser(params.checkoutUser)),
    markAttempted: assign({ attempted: true }),
    setKey: assign((_, params: Answered<string>) => ({ idempotencyKey: params.output })),
    forgetKey: enqueueActions(({ enqueue }) => {
      enqueue.assign({ idempotencyKey: null });
      enqueue.raise({ type: "checkout.keyUsed" });
    }),
    keepOrder: assign((_, p: Answered<Checkout.PlacedOrder>) => ({
      order: p.output.order,
      orderError: null,
    })),
    /** spec §4: orderType is cleared on success. */
    clearOrderType: assign({ orderType: "" }),
    failOrder: enqueueActions(({ enqueue }, params: Failed) => {
      const error = errorDataOf(params.error);
      enqueue.assign({ orderError: error, toast: error });
      enqueue.raise({ type: "checkout.toastShown" });
    }),
    showToast: enqueueActions(({ enqueue }, params: Failed) => {
      enqueue.assign({ toast: errorDataOf(params.error) });
      enqueue.raise({ type: "checkout.toastShown" });
    }),
    takeMemberId: assign((_, { memberId, productId }: MilesMemberIdEvent) => ({
      miles: { memberId, productId },
    })),
    clearToast: assign({ toast: null }),
    takeAddress: assign((_, p: DeliveryAddressEvent) => ({ deliveryAddress: p.deliveryAddress })),
    takeProvider: assign((_, p: ProviderChosenEvent) => ({ provider: p.provider })),
    askAddressCheck: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "delivery", { type: "DELIVERY.CHECK" }),
    ),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => initialCheckoutContext(input),
  type: "parallel",
  on: {
    "SESSION.USER": { actions: [{ type: "takeUser", params: fields }, "requestRates"] },
    "SESSION.WALLET": { actions: [{ type: "takeWallet", params: fields }, "requestRates"] },
    "SITE.SETTINGS": { actions: { type: "takeAccess", params: fields } },
    "CART.LINES": { actions: [{ type: "takeLines", params: fields }, "requestRates"] },
    "DELIVERY.ADDRESS": { actions: { type: "takeAddress", params: fields } },
    "MILES.MEMBER_ID": { actions: { type: "takeMemberId", params: fields } },
    "PROVIDERS.CHOSEN": { actions: { type: "takeProvider", params: fields } },
  },
  states: {
    /** The order: chosen, being placed, leaving for the payment page or the status page. */
    order: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "CHECKOUT.OPEN": {
              actions: [
                { type: "openCheckout", params: fields },
                { type: "askAutoSelect", params: fields },
              ],
            },
            "CHECKOUT.TOGGLE": {
              guard: { type: "canToggle", params: fields },
              actions: { type: "toggleMethod", params: fields },
            },
            "CHECKOUT.REMOVE_CODE": { actions: { type: "removeCode", params: fields } },
            "CHECKOUT.EDIT_USER": { actions: { type: "editUser", params: fields } },
            "CHECKOUT.PLACE": [
              { guard: "isDelivered", target: "checkingAddress" },
              { guard: and(["canPlace", "needsSurchargeDisclaimer"]), target: "surcharge" },
              { guard: "canPlace", target: "placing" },
              { actions: "markAttempted" },
            ],
          },
        },
        /** The delivery flow checks the postal code against the city first (spec §7.2). */
        checkingAddress: {
          tags: ["busy", "checkingAddress"],
          entry: "askAddressCheck",
          on: {
            "DELIVERY.CHECKED": [
              { guard: "needsSurchargeDisclaimer", target: "surcharge" },
              { target: "placing" },
            ],
            "DELIVERY.REFUSED": "ready",
          },
        },
        /** spec §6: companies 222075 and 222509 accept the surcharge disclaimer before paying. */
        surcharge: {
          tags: "surcharge",
          on: { "CHECKOUT.ACCEPT_SURCHARGE": "placing", "CHECKOUT.DECLINE_SURCHARGE": "ready" },
        },
        /** One order call at a time: PLACE is not handled here, so a double click places one order. */
        placing: {
          tags: "busy",
          invoke: {
            src: "placeOrder",
            input: ({ context }) => {
              const voucherOrder = placeableOrder(context);
              if (voucherOrder === null) throw new Error("placing an order that cannot be placed");
              return { voucherOrder, booking: context.booking };
            },
            onDone: [
              {
                guard: { type: "isPaidInFull", params: fields },
                target: "completed",
                actions: [{ type: "keepOrder", params: fields }, "clearOrderType", "forgetKey"],
              },
              { target: "redirecting", actions: [{ type: "keepOrder", params: fields }, "forgetKey"] },
            ],
            onError: { target: "ready", actions: { type: "failOrder", params: fields } },
          },
        },
        /** An amount is due: the hosted payment page of the order's gateway. */
        redirecting: {
          tags: "busy",
          invoke: { src: "openPage", input: ({ context }) => ({ url: paymentPageOf(context) }) },
        },
        /** Paid in full: the payment status page, loaded afresh so the balances are current. */
        completed: {
          tags: "busy",
          invoke: { src: "openPage", input: ({ context }) => ({ url: statusPageOf(context) }) },
        },
      },
    },
    /**
     * The reward points auto-selected as checkout opens on a site that shows its catalogue in
     * points (spec §2.11 Loaders, §3 displayCatalogInPoints, §4): after the opening's reset, it
     * waits for a signed-in user's balances (tag "autoSelecting": the full-screen loader 'Auto
     * selecting your reward points. Please hang on....'), then turns the points on when they may
     * be used (src/domain/checkoutState.ts `pointsAutoSelectOf`); it gives up after a call's
     * time-out, when the balances never came.
     */
    autoSelect: {
      initial: "idle",
      on: {
        // The opening (handled by `order` while it is ready) starts it again, or stops it.
        "CHECKOUT.OPEN": ".idle",
        "checkout.autoSelectPoints": { target: ".selecting", reenter: true },
      },
      states: {
        idle: {},
        selecting: {
          tags: "autoSelecting",
          always: [
            { guard: "canAutoSelectPoints", target: "idle", actions: "autoSelectPoints" },
            { guard: "hasNoPointsToAutoSelect", target: "idle" },
          ],
          after: { autoSelectWait: { target: "idle" } },
        },
      },
    },
    /** The reward-code field (spec §5, §7.6). */
    code: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "CHECKOUT.CODE_INPUT": { guard: "isEditable", actions: { type: "setCodeInput", params: fields } },
            "CHECKOUT.APPLY_CODE": [
              { guard: "isCodeAlreadyApplied", actions: "refuseRepeatedCode" },
              { guard: and(["isEditable", "canApplyCode", "needsCaptcha"]), target: "captcha" },
              { guard: and(["isEditable", "canApplyCode"]), target: "applying" },
            ],
          },
        },
        captcha: { tags: "captcha", on: { "CAPTCHA.SOLVED": "applying", "CAPTCHA.CANCEL": "idle" } },
        applying: {
          tags: "applying",
          invoke: {
            src: "applyCode",
            input: ({ context, event }) =>
              applyCodeInputOf(context, event.type === "CAPTCHA.SOLVED" ? event.captcha : ""),
            onDone: { target: "idle", actions: { type: "addCode", params: fields } },
            onError: [
              {
                guard: { type: "isFieldRefusal", params: fields },
                target: "idle",
                actions: { type: "setCodeError", params: fields },
              },
              { target: "idle", actions: { type: "showToast", params: fields } },
            ],
          },
        },
      },
    },
    /** The idempotency key of this checkout's order. */
    key: {
      initial: "creating",
      states: {
        creating: {
          invoke: {
            src: "newOrderKey",
            onDone: { target: "held", actions: { type: "setKey", params: fields } },
            onError: { target: "held" },
          },
        },
        held: { on: { "checkout.keyUsed": { target: "creating" } } },
      },
    },
    /** The client's rates for balances in another currency than the cart's. */
    rates: {
      initial: "idle",
      states: {
        idle: { on: { "checkout.ratesNeeded": { guard: "needsRates", target: "loading" } } },
        loading: {
          tags: "loadingRates",
          invoke: {
            src: "loadRates",
            input: ({ context }) => ratesInputOf(context),
            onDone: { target: "idle", actions: { type: "setRates", params: fields } },
            onError: { target: "idle", actions: "markRatesTried" },
          },
        },
      },
    },
    /** A toast: closes after the catalogue's duration (spec §8, §9) or when dismissed. */
    toast: {
      initial: "hidden",
      states: {
        hidden: { on: { "checkout.toastShown": { target: "shown" } } },
        shown: {
          tags: "toast",
          after: { toastDuration: { target: "hidden", actions: "clearToast" } },
          on: {
            "checkout.toastShown": { target: "shown", reenter: true },
            "CHECKOUT.DISMISS_TOAST": { target: "hidden", actions: "clearToast" },
          },
        },
      },
    },
  },
});
