/**
 * Track Your Order (systemId "trackOrder"): the two steps of the header's dialog and the tracked
 * order the tracking page shows (spec §2.3, §2.4, §2.10, §4 'Track order', §5 'Track order', §7.6
 * validateOrder, §8).
 *
 * - DIALOG.OPEN (the root opens the dialog) starts at step 1 with empty fields; DIALOG.CLOSE (the
 *   root closed it) resets everything but the tracked order.
 * - Step 1: the order id and Verify (`TRACK_ORDER.SUBMIT`). An order id that is not digits only
 *   shows 'Entered invalid order id. Please try again' without a call; otherwise `verifyOrder`
 *   answers the contact the order answers to (email, alternative_email or mobile).
 * - Step 2: the order id is locked, the matching contact field shows (a mobile number with its
 *   phone code, by default the one the view passes for the country of ipCountryCode), and Track
 *   Now checks the contact (`checkContact`: 'Invalid primary contact details. Please try again.')
 *   and then calls `trackOrder`.
 * - With showCts on, a captcha is solved and verified before each call (spec §4); a cancelled
 *   captcha goes back to the form.
 * - The button works only when `canSubmitTrackOrder` allows it (spec §5): an order id, in step 2
 *   a contact, nothing loading, no error showing; an edit clears the error.
 * - Success keeps the route values of spec §2.3 as `trackedOrder`, opens the tracking page
 *   ('{sitePrefix}/track-order') and closes the dialog (UI.CLOSE_DIALOG to the root).
 * - A request failure shows the toast 'Something went wrong.' for 5000 ms (spec §8, §9).
 *
 * The contact is a secret: it stays under its own key (email, alternative_email, mobile) as typed;
 * the effects trim and check it.
 */

import type { PrimaryIdentifier } from "@contract/orders";
import { SensitiveString } from "@contract/sensitive";
import {
  canSubmitTrackOrder,
  contactOf,
  DEFAULT_PHONE_CODE,
  isValidOrderId,
  type TrackedOrderRoute,
  type TrackResult,
  trackedOrderOf,
  trackOrderPath,
} from "@domain/trackOrder";
import type { ContactInput, TrackOrderCallInput, VerifyOrderInput } from "@effects/trackOrder";
import { showsAsToast, TOAST_AUTO_CLOSE_MS } from "@errors/catalogue";
import { type ErrorData, errorDataOf, toErrorData } from "@errors/data";
import { TrackOrderInvalidOrderId } from "@errors/situations";
import { Schema } from "effect";
import { assign, enqueueActions, raise, setup } from "xstate";
import { pending } from "./pending";

// ---------------------------------------------------------------------------------------------
// Events

/** The events Track Your Order accepts from outside (the root, the dialog body), for the event log. */
export const trackOrderEventSchemas = [
  /** The root opened the dialog. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  /** The root closed the dialog (Close, Escape, the backdrop, or after success). */
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
  /** The order id field's text (step 1). */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.ORDER_ID"), order_id: Schema.String }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.EMAIL"), email: SensitiveString("email") }),
  Schema.Struct({
    type: Schema.Literal("TRACK_ORDER.ALTERNATIVE_EMAIL"),
    alternative_email: SensitiveString("email"),
  }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.MOBILE"), mobile: SensitiveString("phone") }),
  /** The phone code the user picked, e.g. '91'. */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.MOBILE_CODE"), mobile_code: Schema.String }),
  /** The default phone code: the country of the session value ipCountryCode (spec §5). */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.DEFAULT_MOBILE_CODE"), mobile_code: Schema.String }),
  /**
   * Verify (step 1) or Track Now (step 2). `showCts` is the site's captcha setting; `sitePrefix`
   * the prefix of the tracking page, '/{urlPrefix or marketplace}' (spec §2.4).
   */
  Schema.Struct({
    type: Schema.Literal("TRACK_ORDER.SUBMIT"),
    showCts: Schema.Boolean,
    sitePrefix: Schema.String,
  }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.DISMISS_TOAST") }),
  /** The captcha widget was solved; the token goes to the captcha check as it is. */
  Schema.Struct({ type: Schema.Literal("CAPTCHA.SOLVED"), captcha: SensitiveString("captcha") }),
  Schema.Struct({ type: Schema.Literal("CAPTCHA.CANCEL") }),
] as const;

export type TrackOrderEvent = (typeof trackOrderEventSchemas)[number]["Type"];

type InternalEvent = { readonly type: "trackOrder.toastShown" };

/** The event sent to the root to close the dialog after success. */
export interface CloseDialogEvent {
  readonly type: "UI.CLOSE_DIALOG";
}

// ---------------------------------------------------------------------------------------------
// Context

export interface TrackOrderInput {
  /** The phone code the mobile field starts with; India's '91' when not given. */
  readonly defaultMobileCode?: string;
}

export interface TrackOrderContext {
  /** The order id as typed (locked in step 2). */
  readonly order_id: string;
  /** null in step 1; what step 1 answered in step 2. */
  readonly primaryIdentifier: PrimaryIdentifier | null;
  readonly email: string;
  readonly alternative_email: string;
  readonly mobile: string;
  /** The phone code the user picked; null while the default applies. */
  readonly mobile_code: string | null;
  /** The default phone code (spec §5: the country of ipCountryCode). */
  readonly defaultMobileCode: string;
  /** The captcha setting and tracking-page prefix of the last submit. */
  readonly showCts: boolean;
  readonly sitePrefix: string;
  /** The error shown under the form (it disables the button until an edit). */
  readonly error: ErrorData | null;
  /** The toast of a request failure (spec §8). */
  readonly toast: ErrorData | null;
  /** What the tracking page shows (spec §2.3); kept when the dialog closes. */
  readonly trackedOrder: TrackedOrderRoute | null;
}

const emptyForm = {
  order_id: "",
  primaryIdentifier: null,
  email: "",
  alternative_email: "",
  mobile: "",
  mobile_code: null,
  error: null,
  toast: null,
} as const;

export const initialTrackOrderContext = (input: TrackOrderInput | undefined): TrackOrderContext => ({
  ...emptyForm,
  defaultMobileCode: input?.defaultMobileCode ?? DEFAULT_PHONE_CODE,
  showCts: false,
  sitePrefix: "",
  trackedOrder: null,
});

/** The phone code that applies: the user's pick, else the default. */
export const mobileCodeOf = (context: Pick<TrackOrderContext, "mobile_code" | "defaultMobileCode">): string =>
  context.mobile_code ?? context.defaultMobileCode;

/** The text of step 2's contact field ('' in step 1). */
export const contactTextOf = (context: TrackOrderContext): string =>
  context.primaryIdentifier === null ? "" : contactOf(context.primaryIdentifier, context);

/** Whether Verify / Track Now can be pressed now (spec §5); `loading` is true outside the form. */
export const canSubmit = (context: TrackOrderContext, loading: boolean): boolean =>
  canSubmitTrackOrder({
    order_id: context.order_id,
    primaryIdentifier: context.primaryIdentifier,
    contact: contactTextOf(context),
    loading,
    errorShown: context.error !== null,
  });

const contactInputOf = (context: TrackOrderContext, identifier: PrimaryIdentifier): ContactInput => ({
  primaryIdentifier: identifier,
  email: context.email,
  alternative_email: context.alternative_email,
  mobile: context.mobile,
});

// ---------------------------------------------------------------------------------------------
// Machine

export const trackOrderMachine = setup({
  types: {
    context: {} as TrackOrderContext,
    events: {} as TrackOrderEvent | InternalEvent,
    input: {} as TrackOrderInput | undefined,
  },
  actors: {
    verifyCaptcha: pending<void, { readonly token: string }>(),
    verifyOrder: pending<PrimaryIdentifier, VerifyOrderInput>(),
    checkContact: pending<void, ContactInput>(),
    trackOrder: pending<TrackResult, TrackOrderCallInput>(),
    openTrackOrderPage: pending<void, { readonly path: string }>(),
  },
  guards: {
    canSubmit: ({ context }) => canSubmit(context, false),
    isStepTwo: ({ context }) => context.primaryIdentifier !== null,
    isOrderIdMalformed: ({ context }) => !isValidOrderId(context.order_id),
    needsCaptcha: ({ context }) => context.showCts,
    isToastError: (_, params: { readonly error: unknown }) => showsAsToast(errorDataOf(params.error)),
  },
  actions: {
    resetForm: assign({ ...emptyForm }),
    setOrderId: assign(({ context, event }) =>
      event.type === "TRACK_ORDER.ORDER_ID" && context.primaryIdentifier === null
        ? { order_id: event.order_id, error: null }
        : {},
    ),
    setEmail: assign(({ event }) =>
      event.type === "TRACK_ORDER.EMAIL" ? { email: event.email, error: null } : {},
    ),
    setAlternativeEmail: assign(({ event }) =>
      event.type === "TRACK_ORDER.ALTERNATIVE_EMAIL"
        ? { alternative_email: event.alternative_email, error: null }
        : {},
    ),
    setMobile: assign(({ event }) =>
      event.type === "TRACK_ORDER.MOBILE" ? { mobile: event.mobile, error: null } : {},
    ),
    setMobileCode: assign(({ event }) =>
      event.type === "TRACK_ORDER.MOBILE_CODE" ? { mobile_code: event.mobile_code, error: null } : {},
    ),
    setDefaultMobileCode: assign(({ event }) =>
      event.type === "TRACK_ORDER.DEFAULT_MOBILE_CODE" ? { defaultMobileCode: event.mobile_code } : {},
    ),
    takeSubmit: assign(({ event }) =>
      event.type === "TRACK_ORDER.SUBMIT"
        ? { showCts: event.showCts, sitePrefix: event.sitePrefix, error: null, toast: null }
        : {},
    ),
    refuseOrderId: assign({ error: toErrorData(new TrackOrderInvalidOrderId()) }),
    setPrimaryIdentifier: assign((_, params: { readonly identifier: PrimaryIdentifier }) => ({
      primaryIdentifier: params.identifier,
    })),
    showError: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    showToast: assign((_, params: { readonly error: unknown }) => ({ toast: errorDataOf(params.error) })),
    announceToast: raise({ type: "trackOrder.toastShown" }),
    clearToast: assign({ toast: null }),
    keepTrackedOrder: assign(({ context }, params: { readonly result: TrackResult }) => ({
      trackedOrder: trackedOrderOf(params.result, context.showCts),
    })),
    closeDialog: enqueueActions(({ system, enqueue }) => {
      const root = system.get("root");
      const event: CloseDialogEvent = { type: "UI.CLOSE_DIALOG" };
      if (root !== undefined) enqueue.sendTo(root, event);
    }),
  },
}).createMachine({
  id: "trackOrder",
  context: ({ input }) => initialTrackOrderContext(input),
  type: "parallel",
  on: {
    "DIALOG.OPEN": { target: ".form.editing", actions: "resetForm" },
    "DIALOG.CLOSE": { target: ".form.editing", actions: "resetForm" },
    "TRACK_ORDER.DEFAULT_MOBILE_CODE": { actions: "setDefaultMobileCode" },
  },
  states: {
    /** The dialog's form and its calls. */
    form: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "TRACK_ORDER.ORDER_ID": { actions: "setOrderId" },
            "TRACK_ORDER.EMAIL": { actions: "setEmail" },
            "TRACK_ORDER.ALTERNATIVE_EMAIL": { actions: "setAlternativeEmail" },
            "TRACK_ORDER.MOBILE": { actions: "setMobile" },
            "TRACK_ORDER.MOBILE_CODE": { actions: "setMobileCode" },
            "TRACK_ORDER.SUBMIT": [
              { guard: { type: "canSubmit" }, target: "submitting", actions: "takeSubmit" },
            ],
          },
        },
        /** Which step is submitted, and whether its values may go on. */
        submitting: {
          always: [
            { guard: "isStepTwo", target: "checkingContact" },
            { guard: "isOrderIdMalformed", target: "editing", actions: "refuseOrderId" },
            { guard: "needsCaptcha", target: "captcha" },
            { target: "verifying" },
          ],
        },
        /** Step 2: the contact's check of spec §5, before the captcha and the call. */
        checkingContact: {
          invoke: {
            src: "checkContact",
            input: ({ context }) => contactInputOf(context, context.primaryIdentifier ?? "email"),
            onDone: [{ guard: "needsCaptcha", target: "captcha" }, { target: "tracking" }],
            onError: {
              target: "editing",
              actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The captcha widget shows (spec §4: before each submit when showCts is on). */
        captcha: {
          on: {
            "CAPTCHA.SOLVED": { target: "verifyingCaptcha" },
            "CAPTCHA.CANCEL": { target: "editing" },
          },
        },
        verifyingCaptcha: {
          invoke: {
            src: "verifyCaptcha",
            input: ({ event }) => ({ token: event.type === "CAPTCHA.SOLVED" ? event.captcha : "" }),
            onDone: [{ guard: "isStepTwo", target: "tracking" }, { target: "verifying" }],
            onError: [
              {
                guard: { type: "isToastError", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: [
                  { type: "showToast", params: ({ event }) => ({ error: event.error }) },
                  "announceToast",
                ],
              },
              {
                target: "editing",
                actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** Step 1: validateOrder {order_id} (spec §7.6). */
        verifying: {
          invoke: {
            src: "verifyOrder",
            input: ({ context }) => ({ order_id: context.order_id }),
            onDone: {
              target: "editing",
              actions: {
                type: "setPrimaryIdentifier",
                params: ({ event }) => ({ identifier: event.output }),
              },
            },
            onError: [
              {
                guard: { type: "isToastError", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: [
                  { type: "showToast", params: ({ event }) => ({ error: event.error }) },
                  "announceToast",
                ],
              },
              {
                target: "editing",
                actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** Step 2: validateOrder with the order id and the contact (spec §7.6). */
        tracking: {
          invoke: {
            src: "trackOrder",
            input: ({ context }) => ({
              ...contactInputOf(context, context.primaryIdentifier ?? "email"),
              order_id: context.order_id,
              mobile_code: mobileCodeOf(context),
            }),
            onDone: {
              target: "opening",
              actions: { type: "keepTrackedOrder", params: ({ event }) => ({ result: event.output }) },
            },
            onError: [
              {
                guard: { type: "isToastError", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: [
                  { type: "showToast", params: ({ event }) => ({ error: event.error }) },
                  "announceToast",
                ],
              },
              {
                target: "editing",
                actions: { type: "showError", params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** Success: the tracking page opens, then the dialog closes (spec §4). */
        opening: {
          invoke: {
            src: "openTrackOrderPage",
            input: ({ context }) => ({ path: trackOrderPath(context.sitePrefix) }),
            onDone: { target: "editing", actions: ["resetForm", "closeDialog"] },
            onError: { target: "editing", actions: ["resetForm", "closeDialog"] },
          },
        },
      },
    },
    /** The toast of a request failure: closes after 5000 ms or when dismissed (spec §8, §9). */
    toast: {
      initial: "hidden",
      states: {
        hidden: { on: { "trackOrder.toastShown": { target: "shown" } } },
        shown: {
          after: { [TOAST_AUTO_CLOSE_MS]: { target: "hidden", actions: "clearToast" } },
          on: {
            "trackOrder.toastShown": { target: "shown", reenter: true },
            "TRACK_ORDER.DISMISS_TOAST": { target: "hidden", actions: "clearToast" },
          },
        },
      },
    },
  },
});

export type TrackOrderMachine = typeof trackOrderMachine;
