/**
 * Checkout (systemId "checkout"): the payment split and the order (spec §3 Order, §4 'Order and
 * payment preferences', §5 'Reward code', §6 paymentMethodAccess, §7.6, §8, §9).
 *
 * - CHECKOUT.OPEN (the checkout page opens) resets points, gift-card balance, tokens, the
 *   preference order and the applied codes (spec §4).
 * - CHECKOUT.FACTS brings what the page knows from the other flows: the cart lines, the user's
 *   balances, paymentMethodAccess and the buyer's details from the user details (they fill
 *   checkoutUser until the shopper edits it). A signed-in user's balances in another currency
 *   than the cart's are converted with the client's rates, loaded once per cart currency.
 * - CHECKOUT.TOGGLE turns points, gift-card balance or tokens on or off: on appends to the
 *   preference order, off does not remove (spec §4). A method switched off by paymentMethodAccess,
 *   or a balance the user does not have, cannot be turned on.
 * - CHECKOUT.APPLY_CODE checks the typed reward code (applyVoucher) for guests and signed-in users
 *   alike; an applied code pushes its index onto the preference order, CHECKOUT.REMOVE_CODE deletes
 *   it and shifts the higher indices down (spec §4). HTTP 429 shows the limit text as a warning
 *   toast; the other refusals show their catalogue text under the field (spec §8).
 * - The split itself is `checkoutSplit` of src/domain/checkout.ts; the page shows it live.
 * - CHECKOUT.PLACE sends the order with the split and the checkout's idempotency key. Placing
 *   ignores further PLACE events, and the key makes a repeat of the same order (a double click, a
 *   retry after a time-out) answer the first one. An amount due leaves for the hosted payment
 *   page; an order paid in full goes through no-pay checkout to the payment status page. orderType
 *   is cleared on success and kept on failure (spec §4); a failure keeps everything the shopper
 *   chose and shows the server's message (spec §8).
 * - CHECKOUT.CLAIM_FREE_PERK orders a free perk (freePerkCreateOrder).
 * - Toasts close after 5000 ms (spec §8, §9).
 */

import { CheckoutUser, type CreatedOrder } from "@contract/orders";
import { PaymentMethodAccess } from "@contract/site";
import { CartVoucherLine } from "@domain/cart";
import {
  type AppliedCode,
  canSubmitRewardCode,
  cartCurrencyOf,
  checkoutSplit,
  checkoutUserProblems,
  DEFAULT_ORDER_TYPE,
  EMPTY_CHECKOUT_USER,
  EMPTY_WALLET,
  missingRates,
  orderSiteOf,
  paymentStatusPath,
  type Rates,
  rewardCodeOf,
  trimmedCheckoutUser,
  VOUCHER_ORDER_TYPE,
  voucherOrderOf,
  type Wallet,
} from "@domain/checkout";
import {
  type PaymentMethodAccess as Access,
  type BalanceMethod,
  initialPaymentPreferences,
  type PaymentPreferences,
  applyVoucher as pushAppliedCode,
  removeVoucher,
  STORE_TOKEN,
  setBalanceMethod,
} from "@domain/payment";
import type { ApplyCodeInput, FreePerkOrder, PlacedOrder, RatesInput } from "@effects/checkout";
import { present, showsAsToast, Texts, TOAST_AUTO_CLOSE_MS } from "@errors/catalogue";
import { type ErrorData, errorDataOf, toErrorData } from "@errors/data";
import { BalanceCodeUsed } from "@errors/situations";
import { Schema } from "effect";
import { and, assign, enqueueActions, raise, setup, stateIn } from "xstate";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Input and events

export interface CheckoutInput {
  readonly loggedIn: boolean;
  /** Fills '{email}' of the HTTP 429 text (spec §8). */
  readonly supportEmail?: string;
}

const Money = Schema.Struct({ total: Schema.Number, currency: Schema.String });

export const WalletSchema = Schema.Struct({
  points: Schema.NullOr(
    Schema.Struct({ available: Schema.Number, pointValue: Schema.Number, currency: Schema.String }),
  ),
  gcb: Schema.NullOr(Money),
  tokens: Schema.NullOr(Money),
});

export const BalanceMethodSchema = Schema.Literals(["points", "gcb", STORE_TOKEN]);

/** The events the checkout accepts from outside (the checkout page), as schemas for the event log. */
export const checkoutEventSchemas = [
  /** The checkout page opens: the site path, e.g. '/marketplace' (spec §4 'Opening checkout'). */
  Schema.Struct({ type: Schema.Literal("CHECKOUT.OPEN"), sitePrefix: Schema.String }),
  /** What the other flows know: cart lines, balances, paymentMethodAccess, the user's details. */
  Schema.Struct({
    type: Schema.Literal("CHECKOUT.FACTS"),
    loggedIn: Schema.Boolean,
    clientId: Schema.NullOr(Schema.Number),
    lines: Schema.Array(CartVoucherLine),
    wallet: WalletSchema,
    access: PaymentMethodAccess,
    /** The buyer's details from the user details; empty for a guest. */
    checkoutUser: CheckoutUser,
  }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.TOGGLE"), method: BalanceMethodSchema, on: Schema.Boolean }),
  /** The reward-code field's text, as the page formats it (spec §5). */
  Schema.Struct({ type: Schema.Literal("CHECKOUT.CODE_INPUT"), text: Schema.String }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.APPLY_CODE") }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.REMOVE_CODE"), index: Schema.Number }),
  /** The buyer's details as edited. */
  Schema.Struct({ type: Schema.Literal("CHECKOUT.EDIT_USER"), checkoutUser: CheckoutUser }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.PLACE") }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.CLAIM_FREE_PERK"), productId: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("CHECKOUT.DISMISS_TOAST") }),
] as const;

export type CheckoutEvent = (typeof checkoutEventSchemas)[number]["Type"];

type InternalEvent =
  | { readonly type: "checkout.toastShown" }
  | { readonly type: "checkout.keyUsed" }
  | { readonly type: "checkout.ratesNeeded" };

// ---------------------------------------------------------------------------------------------
// Context

export interface CheckoutToast {
  readonly text: string;
  readonly tone: "error" | "warning";
}

export interface CheckoutContext {
  readonly sitePrefix: string;
  readonly loggedIn: boolean;
  readonly clientId: number | null;
  readonly supportEmail: string;
  readonly lines: readonly CartVoucherLine[];
  readonly wallet: Wallet;
  readonly access: Access;
  /** Units of the cart currency per unit of each balance currency (spec §9). */
  readonly rates: Rates;
  /** The cart currency the rates were loaded for. */
  readonly ratesFor: string | null;
  readonly preferences: PaymentPreferences<AppliedCode>;
  readonly checkoutUser: CheckoutUser;
  /** The shopper has edited the buyer's details: the user details no longer overwrite them. */
  readonly userEdited: boolean;
  /** A Pay attempt was refused for invalid details: the page shows the field problems. */
  readonly attempted: boolean;
  readonly codeInput: string;
  /** Why the last code could not be applied (shown under the field). */
  readonly codeError: ErrorData | null;
  readonly orderType: string;
  readonly idempotencyKey: string | null;
  readonly order: CreatedOrder | null;
  readonly orderError: ErrorData | null;
  readonly freePerk: FreePerkOrder | null;
  readonly toast: CheckoutToast | null;
}

const allAllowed: Access = { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 };

export const initialCheckoutContext = (input: CheckoutInput): CheckoutContext => ({
  sitePrefix: "/marketplace",
  loggedIn: input.loggedIn,
  clientId: null,
  supportEmail: input.supportEmail ?? "",
  lines: [],
  wallet: EMPTY_WALLET,
  access: allAllowed,
  rates: {},
  ratesFor: null,
  preferences: initialPaymentPreferences<AppliedCode>(),
  checkoutUser: EMPTY_CHECKOUT_USER,
  userEdited: false,
  attempted: false,
  codeInput: "",
  codeError: null,
  orderType: DEFAULT_ORDER_TYPE,
  idempotencyKey: null,
  order: null,
  orderError: null,
  freePerk: null,
  toast: null,
});

/** The currency every line is in, or null. */
const cartCurrency = (context: Pick<CheckoutContext, "lines">): string | null => {
  const currency = cartCurrencyOf(context.lines);
  return currency.ok ? currency.value : null;
};

/** Whether the user has a balance to turn on, and paymentMethodAccess allows it (spec §6). */
export const canUseMethod = (
  context: Pick<CheckoutContext, "wallet" | "access">,
  method: BalanceMethod,
): boolean => {
  switch (method) {
    case "points":
      return context.access.rewardPoints === 1 && (context.wallet.points?.available ?? 0) > 0;
    case "gcb":
      return context.access.gcb === 1 && (context.wallet.gcb?.total ?? 0) > 0;
    case STORE_TOKEN:
      return context.access.tokens === 1 && (context.wallet.tokens?.total ?? 0) > 0;
  }
};

/** The split of the current choices (src/domain/checkout.ts). */
export const splitOf = (context: CheckoutContext) =>
  checkoutSplit({
    lines: context.lines,
    wallet: context.wallet,
    rates: context.rates,
    access: context.access,
    preferences: context.preferences,
  });

const hasUserProblems = (context: CheckoutContext): boolean =>
  Object.keys(checkoutUserProblems(context.checkoutUser)).length > 0;

/** The order the checkout would place now, or null when it cannot be placed. */
const orderOf = (context: CheckoutContext) => {
  const split = splitOf(context);
  if (!split.ok || context.idempotencyKey === null || hasUserProblems(context)) return null;
  return voucherOrderOf({
    idempotencyKey: context.idempotencyKey,
    site: orderSiteOf(context.sitePrefix),
    lines: context.lines,
    checkoutUser: trimmedCheckoutUser(context.checkoutUser),
    split: split.value,
    codes: context.preferences.appliedVoucherArray,
  });
};

const toastOf = (error: ErrorData, supportEmail: string): CheckoutToast => {
  const view = present(error, { supportEmail });
  if (view.kind === "toast") return { text: view.text, tone: view.tone === "warning" ? "warning" : "error" };
  if (view.kind === "message" || view.kind === "field") return { text: view.text, tone: "error" };
  return { text: Texts.somethingWentWrongDot, tone: "error" };
};

// ---------------------------------------------------------------------------------------------
// Machine

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent | InternalEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    applyCode: pending<AppliedCode, ApplyCodeInput>(),
    loadRates: pending<Rates, RatesInput>(),
    newOrderKey: pending<string>(),
    placeOrder: pending<PlacedOrder, { readonly voucherOrder: NonNullable<ReturnType<typeof orderOf>> }>(),
    openPage: pending<void, { readonly url: string }>(),
    claimFreePerk: pending<FreePerkOrder, { readonly productId: number }>(),
  },
  guards: {
    canToggle: ({ context, event }) =>
      event.type === "CHECKOUT.TOGGLE" && (!event.on || canUseMethod(context, event.method)),
    canApplyCode: ({ context }) =>
      context.access.voucher === 1 &&
      cartCurrency(context) !== null &&
      canSubmitRewardCode(context.codeInput, false),
    isCodeAlreadyApplied: ({ context }) =>
      context.preferences.appliedVoucherArray.some((code) => code.code === rewardCodeOf(context.codeInput)),
    isEditable: stateIn({ order: "ready" }),
    canPlace: ({ context }) => orderOf(context) !== null,
    isFieldRefusal: (_, params: { readonly error: unknown }) => !showsAsToast(errorDataOf(params.error)),
    isPaidInFull: (_, params: { readonly placed: PlacedOrder }) => params.placed.kind === "completed",
    needsRates: ({ context }) => {
      const currency = cartCurrency(context);
      return (
        context.loggedIn &&
        context.clientId !== null &&
        currency !== null &&
        context.ratesFor !== currency &&
        missingRates(context.wallet, currency, context.rates).length > 0
      );
    },
  },
  actions: {
    openCheckout: assign(({ event }) =>
      event.type === "CHECKOUT.OPEN"
        ? {
            sitePrefix: event.sitePrefix,
            preferences: initialPaymentPreferences<AppliedCode>(),
            codeInput: "",
            codeError: null,
            attempted: false,
            orderError: null,
            order: null,
            orderType: DEFAULT_ORDER_TYPE,
          }
        : {},
    ),
    takeFacts: assign(({ context, event }) => {
      if (event.type !== "CHECKOUT.FACTS") return {};
      const before = cartCurrency(context);
      const after = cartCurrency(event);
      const currencyChanged = before !== null && after !== null && before !== after;
      return {
        loggedIn: event.loggedIn,
        clientId: event.clientId,
        lines: event.lines,
        wallet: event.wallet,
        access: event.access,
        checkoutUser: context.userEdited ? context.checkoutUser : event.checkoutUser,
        // Codes and rates were worked out for the old currency.
        ...(currencyChanged
          ? { preferences: initialPaymentPreferences<AppliedCode>(), rates: {}, ratesFor: null }
          : {}),
      };
    }),
    requestRates: raise({ type: "checkout.ratesNeeded" }),
    setRates: assign(({ context }, params: { readonly rates: Rates }) => ({
      rates: { ...context.rates, ...params.rates },
      ratesFor: cartCurrency(context),
    })),
    markRatesTried: assign(({ context }) => ({ ratesFor: cartCurrency(context) })),
    toggleMethod: assign(({ context, event }) =>
      event.type === "CHECKOUT.TOGGLE"
        ? { preferences: setBalanceMethod(context.preferences, event.method, event.on) }
        : {},
    ),
    setCodeInput: assign(({ event }) =>
      event.type === "CHECKOUT.CODE_INPUT" ? { codeInput: event.text, codeError: null } : {},
    ),
    refuseRepeatedCode: assign({ codeError: toErrorData(new BalanceCodeUsed()) }),
    addCode: assign(({ context }, params: { readonly code: AppliedCode }) => ({
      preferences: pushAppliedCode(context.preferences, params.code),
      codeInput: "",
      codeError: null,
    })),
    setCodeError: assign((_, params: { readonly error: unknown }) => ({
      codeError: errorDataOf(params.error),
    })),
    removeCode: assign(({ context, event }) =>
      event.type === "CHECKOUT.REMOVE_CODE"
        ? { preferences: removeVoucher(context.preferences, event.index) }
        : {},
    ),
    editUser: assign(({ event }) =>
      event.type === "CHECKOUT.EDIT_USER" ? { checkoutUser: event.checkoutUser, userEdited: true } : {},
    ),
    markAttempted: assign({ attempted: true }),
    setKey: assign((_, params: { readonly key: string }) => ({ idempotencyKey: params.key })),
    forgetKey: enqueueActions(({ enqueue }) => {
      enqueue.assign({ idempotencyKey: null });
      enqueue.raise({ type: "checkout.keyUsed" });
    }),
    keepOrder: assign((_, params: { readonly placed: PlacedOrder }) => ({
      order: params.placed.order,
      orderError: null,
    })),
    /** spec §4: orderType is cleared on success. */
    clearOrderType: assign({ orderType: "" }),
    failOrder: assign(({ context }, params: { readonly error: unknown }) => {
      const error = errorDataOf(params.error);
      return { orderError: error, toast: toastOf(error, context.supportEmail) };
    }),
    showToast: assign(({ context }, params: { readonly error: unknown }) => ({
      toast: toastOf(errorDataOf(params.error), context.supportEmail),
    })),
    announceToast: raise({ type: "checkout.toastShown" }),
    keepFreePerk: assign((_, params: { readonly perk: FreePerkOrder }) => ({ freePerk: params.perk })),
    clearToast: assign({ toast: null }),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => initialCheckoutContext(input),
  type: "parallel",
  on: {
    "CHECKOUT.FACTS": { guard: "isEditable", actions: ["takeFacts", "requestRates"] },
  },
  states: {
    /** The order: chosen, being placed, leaving for the payment page or the status page. */
    order: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "CHECKOUT.OPEN": { actions: "openCheckout" },
            "CHECKOUT.TOGGLE": { guard: "canToggle", actions: "toggleMethod" },
            "CHECKOUT.REMOVE_CODE": { actions: "removeCode" },
            "CHECKOUT.EDIT_USER": { actions: "editUser" },
            "CHECKOUT.PLACE": [{ guard: "canPlace", target: "placing" }, { actions: "markAttempted" }],
            "CHECKOUT.CLAIM_FREE_PERK": { target: "claiming" },
          },
        },
        /** One order call at a time: PLACE is not handled here, so a double click places one order. */
        placing: {
          invoke: {
            src: "placeOrder",
            input: ({ context }) => {
              const voucherOrder = orderOf(context);
              if (voucherOrder === null) throw new Error("placing an order that cannot be placed");
              return { voucherOrder };
            },
            onDone: [
              {
                guard: { type: "isPaidInFull", params: ({ event }) => ({ placed: event.output }) },
                target: "completed",
                actions: [
                  { type: "keepOrder", params: ({ event }) => ({ placed: event.output }) },
                  "clearOrderType",
                  "forgetKey",
                ],
              },
              {
                target: "redirecting",
                actions: [
                  { type: "keepOrder", params: ({ event }) => ({ placed: event.output }) },
                  "forgetKey",
                ],
              },
            ],
            onError: {
              target: "ready",
              actions: [
                { type: "failOrder", params: ({ event }) => ({ error: event.error }) },
                "announceToast",
              ],
            },
          },
        },
        /** An amount is due: the hosted payment page of the order's gateway. */
        redirecting: {
          invoke: {
            src: "openPage",
            input: ({ context }) => ({ url: context.order?.redirect_url ?? context.sitePrefix }),
          },
        },
        /** Paid in full: the payment status page, loaded afresh so the balances are current. */
        completed: {
          invoke: {
            src: "openPage",
            input: ({ context }) => ({
              url:
                context.order === null
                  ? context.sitePrefix
                  : paymentStatusPath(
                      context.sitePrefix,
                      VOUCHER_ORDER_TYPE,
                      context.order.order_id,
                      context.order.order_key,
                    ),
            }),
          },
        },
        /** A free perk (spec §7.6 freePerkCreateOrder). */
        claiming: {
          invoke: {
            src: "claimFreePerk",
            input: ({ event }) => ({
              productId: event.type === "CHECKOUT.CLAIM_FREE_PERK" ? event.productId : 0,
            }),
            onDone: {
              target: "ready",
              actions: [
                { type: "keepFreePerk", params: ({ event }) => ({ perk: event.output }) },
                "clearOrderType",
              ],
            },
            onError: {
              target: "ready",
              actions: [
                { type: "failOrder", params: ({ event }) => ({ error: event.error }) },
                "announceToast",
              ],
            },
          },
        },
      },
    },
    /** The reward-code field (spec §5, §7.6). */
    code: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "CHECKOUT.CODE_INPUT": { guard: "isEditable", actions: "setCodeInput" },
            "CHECKOUT.APPLY_CODE": [
              { guard: "isCodeAlreadyApplied", actions: "refuseRepeatedCode" },
              { guard: and(["isEditable", "canApplyCode"]), target: "applying" },
            ],
          },
        },
        applying: {
          invoke: {
            src: "applyCode",
            input: ({ context }) => ({
              input: context.codeInput,
              site: orderSiteOf(context.sitePrefix),
              cartCurrency: cartCurrency(context) ?? "INR",
              clientId: context.loggedIn ? context.clientId : null,
            }),
            onDone: {
              target: "idle",
              actions: { type: "addCode", params: ({ event }) => ({ code: event.output }) },
            },
            onError: [
              {
                guard: { type: "isFieldRefusal", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: { type: "setCodeError", params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: "idle",
                actions: [
                  { type: "showToast", params: ({ event }) => ({ error: event.error }) },
                  "announceToast",
                ],
              },
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
            onDone: {
              target: "held",
              actions: { type: "setKey", params: ({ event }) => ({ key: event.output }) },
            },
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
          invoke: {
            src: "loadRates",
            input: ({ context }) => {
              const currency = cartCurrency(context) ?? "INR";
              return {
                clientId: context.clientId ?? 0,
                cartCurrency: currency,
                currencies: missingRates(context.wallet, currency, context.rates),
              };
            },
            onDone: {
              target: "idle",
              actions: { type: "setRates", params: ({ event }) => ({ rates: event.output }) },
            },
            onError: { target: "idle", actions: "markRatesTried" },
          },
        },
      },
    },
    /** A toast: closes after 5000 ms (spec §8, §9) or when dismissed. */
    toast: {
      initial: "hidden",
      states: {
        hidden: { on: { "checkout.toastShown": { target: "shown" } } },
        shown: {
          after: { [TOAST_AUTO_CLOSE_MS]: { target: "hidden", actions: "clearToast" } },
          on: {
            "checkout.toastShown": { target: "shown", reenter: true },
            "CHECKOUT.DISMISS_TOAST": { target: "hidden", actions: "clearToast" },
          },
        },
      },
    },
  },
});
