/**
 * Track Your Order (systemId "trackOrder"): the two steps of the header's dialog and the tracked
 * order the tracking page shows (spec §2.3, §2.4, §2.10, §4 'Track order', §5 'Track order', §7.6
 * validateOrder, §8). Its events and context are declared in ./trackOrder.events.ts.
 *
 * - DIALOG.OPEN (the root opens the dialog) starts at step 1 with empty fields; DIALOG.CLOSE (the
 *   root closed it) resets everything but the tracked order.
 * - At start it asks the server's phone list once (spec §7.2 getCountryList, `loadPhoneList`);
 *   until it comes, and for good if it fails or is malformed, the built-in list serves.
 * - COUNTRY.SELECTED ("country") sets the default phone code, the selected country's (spec §5);
 *   SITE.SETTINGS ("site") the captcha setting showCts. The dialog sends only the shopper's intents.
 * - Step 1: the order id and Verify (`TRACK_ORDER.SUBMIT`). An order id that is not digits only
 *   shows 'Entered invalid order id. Please try again' without a call; otherwise `verifyOrder`
 *   answers the contact the order answers to (email, alternative_email or mobile).
 * - Step 2: the order id is locked, the matching contact field shows (a mobile number with its
 *   phone code), and Track Now checks the contact (`checkContact`: 'Invalid primary contact
 *   details. Please try again.') and then calls `trackOrder`.
 * - With showCts on, a captcha is solved and verified before each call, and its token goes with
 *   the call (the API verifies it too, spec §4); cancelled, it goes back to the form.
 * - The button works only when `canSubmitFields` allows it (spec §5): an order id, in step 2 a
 *   contact, nothing loading (the tag `loading`), no error showing; an edit clears the error.
 * - Success keeps the route values of spec §2.3 as `trackedOrder`, opens the tracking page
 *   ('{sitePrefix}/track-order') and closes the dialog (UI.CLOSE_DIALOG to the root).
 * - A request failure shows the toast 'Something went wrong.' for 5000 ms (spec §8, §9), any other
 *   failure shows under the form: both kept as ErrorData, said by the view.
 *
 * The contact is a secret: it stays under its own key as typed; the effects trim and check it.
 */

import type { PrimaryIdentifier } from "@contract/orders";
import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import {
  type ContactInput,
  canSubmitFields,
  contactInputOf,
  DEFAULT_PHONE_CODE,
  defaultMobileCodeOf,
  EMPTY_TRACK_ORDER_FIELDS,
  isValidOrderId,
  type TrackOrderCallInput,
  type TrackResult,
  trackedOrderOf,
  trackInputOf,
  trackOrderPath,
  type VerifyOrderInput,
} from "@domain/trackOrder";
import { showsAsToast, TOAST_AUTO_CLOSE_MS } from "@errors/catalogue";
import { errorDataOf, toErrorData } from "@errors/data";
import { TrackOrderInvalidOrderId } from "@errors/situations";
import { assign, enqueueActions, not, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type {
  CloseDialogEvent,
  TrackOrderContext,
  TrackOrderEvent,
  TrackOrderInternalEvent,
  TrackOrderTag,
} from "./trackOrder.events";

export { trackOrderEventSchemas } from "./trackOrder.events";

const emptyForm = { ...EMPTY_TRACK_ORDER_FIELDS, error: null, toast: null } as const;

export const initialTrackOrderContext = (): TrackOrderContext => ({
  ...emptyForm,
  defaultMobileCode: DEFAULT_PHONE_CODE,
  showCts: false,
  sitePrefix: "",
  trackedOrder: null,
  phoneList: null,
});

type ErrorParams = { readonly error: unknown };
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): ErrorParams => ({
  error: event.error,
});

/** A failed call goes back to the form: a request failure as the toast, else under the form (spec §8). */
const showFailure = [
  {
    guard: { type: "isToastError", params: errorOf },
    target: "editing",
    actions: { type: "showToast", params: errorOf },
  },
  { target: "editing", actions: { type: "showError", params: errorOf } },
] as const;

export const trackOrderMachine = setup({
  types: {
    context: {} as TrackOrderContext,
    events: {} as TrackOrderEvent | TrackOrderInternalEvent,
    tags: {} as TrackOrderTag,
  },
  actors: {
    verifyCaptcha: pending<void, { readonly token: string }>(),
    verifyOrder: pending<PrimaryIdentifier, VerifyOrderInput>(),
    checkContact: pending<void, ContactInput>(),
    trackOrder: pending<TrackResult, TrackOrderCallInput>(),
    openTrackOrderPage: pending<void, { readonly path: string }>(),
    loadPhoneList: pending<readonly PhoneListCountry[]>(),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitFields(context, false),
    isStepTwo: ({ context }) => context.primaryIdentifier !== null,
    isOrderIdMalformed: ({ context }) => !isValidOrderId(context.order_id),
    needsCaptcha: ({ context }) => context.showCts,
    isToastError: (_, params: ErrorParams) => showsAsToast(errorDataOf(params.error)),
  },
  actions: {
    resetForm: assign({ ...emptyForm }),
    setOrderId: assign((_, params: { readonly order_id: string }) => ({
      order_id: params.order_id,
      error: null,
    })),
    setEmail: assign((_, params: { readonly email: string }) => ({ email: params.email, error: null })),
    setAlternativeEmail: assign((_, params: { readonly alternative_email: string }) => ({
      alternative_email: params.alternative_email,
      error: null,
    })),
    setMobile: assign((_, params: { readonly mobile: string }) => ({ mobile: params.mobile, error: null })),
    setMobileCode: assign((_, params: { readonly mobile_code: string }) => ({
      mobile_code: params.mobile_code,
      error: null,
    })),
    setDefaultMobileCode: assign((_, params: { readonly mobileCode: string }) => ({
      defaultMobileCode: params.mobileCode,
    })),
    takePhoneList: assign((_, params: { readonly list: readonly PhoneListCountry[] }) => ({
      phoneList: params.list,
    })),
    takeSettings: assign((_, params: { readonly showCts: boolean }) => ({ showCts: params.showCts })),
    keepToken: assign((_, params: { readonly token: string }) => ({ token: params.token })),
    takeSubmit: assign((_, params: { readonly sitePrefix: string }) => ({
      sitePrefix: params.sitePrefix,
      error: null,
      toast: null,
    })),
    refuseOrderId: assign({ error: toErrorData(new TrackOrderInvalidOrderId()) }),
    setPrimaryIdentifier: assign((_, params: { readonly identifier: PrimaryIdentifier }) => ({
      primaryIdentifier: params.identifier,
    })),
    showError: assign((_, params: ErrorParams) => ({ error: errorDataOf(params.error) })),
    // The toast region (re)starts its 5000 ms on the raised event.
    showToast: enqueueActions(({ enqueue }, params: ErrorParams) => {
      enqueue.assign({ toast: errorDataOf(params.error) });
      enqueue.raise({ type: "trackOrder.toastShown" });
    }),
    clearToast: assign({ toast: null }),
    keepTrackedOrder: assign(({ context }, params: { readonly result: TrackResult }) => ({
      trackedOrder: trackedOrderOf(params.result, context.showCts),
    })),
    closeDialog: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "root", { type: "UI.CLOSE_DIALOG" } satisfies CloseDialogEvent),
    ),
  },
}).createMachine({
  id: "trackOrder",
  context: initialTrackOrderContext,
  type: "parallel",
  // Once per visit (the flow lives as long as the page); a failure keeps the built-in list.
  invoke: {
    src: "loadPhoneList",
    onDone: { actions: { type: "takePhoneList", params: ({ event }) => ({ list: event.output }) } },
    // A failed or malformed answer leaves the built-in list in use (spec §8: start-up failures are swallowed).
    onError: {},
  },
  on: {
    "DIALOG.OPEN": { target: ".form.editing", actions: "resetForm" },
    "DIALOG.CLOSE": { target: ".form.editing", actions: "resetForm" },
    "COUNTRY.SELECTED": {
      actions: {
        type: "setDefaultMobileCode",
        params: ({ context, event }) => ({
          mobileCode: defaultMobileCodeOf(event.countryCode, phoneListIn(context.phoneList)),
        }),
      },
    },
    "SITE.SETTINGS": {
      actions: { type: "takeSettings", params: ({ event }) => ({ showCts: event.showCts }) },
    },
  },
  states: {
    /** The dialog's form and its calls. */
    form: {
      initial: "editing",
      states: {
        editing: {
          on: {
            // Step 2 locks the order id.
            "TRACK_ORDER.ORDER_ID": {
              guard: not("isStepTwo"),
              actions: { type: "setOrderId", params: ({ event }) => ({ order_id: event.order_id }) },
            },
            "TRACK_ORDER.EMAIL": {
              actions: { type: "setEmail", params: ({ event }) => ({ email: event.email }) },
            },
            "TRACK_ORDER.ALTERNATIVE_EMAIL": {
              actions: {
                type: "setAlternativeEmail",
                params: ({ event }) => ({ alternative_email: event.alternative_email }),
              },
            },
            "TRACK_ORDER.MOBILE": {
              actions: { type: "setMobile", params: ({ event }) => ({ mobile: event.mobile }) },
            },
            "TRACK_ORDER.MOBILE_CODE": {
              actions: { type: "setMobileCode", params: ({ event }) => ({ mobile_code: event.mobile_code }) },
            },
            "TRACK_ORDER.SUBMIT": {
              guard: "canSubmit",
              target: "submitting",
              actions: { type: "takeSubmit", params: ({ event }) => ({ sitePrefix: event.sitePrefix }) },
            },
          },
        },
        /** Which step is submitted, and whether its values may go on. */
        submitting: {
          tags: ["loading"],
          always: [
            { guard: "isStepTwo", target: "checkingContact" },
            { guard: "isOrderIdMalformed", target: "editing", actions: "refuseOrderId" },
            { guard: "needsCaptcha", target: "captcha" },
            { target: "verifying" },
          ],
        },
        /** Step 2: the contact's check of spec §5, before the captcha and the call. */
        checkingContact: {
          tags: ["loading"],
          invoke: {
            src: "checkContact",
            input: ({ context }) => contactInputOf(context, context.primaryIdentifier ?? "email"),
            onDone: [{ guard: "needsCaptcha", target: "captcha" }, { target: "tracking" }],
            onError: { target: "editing", actions: { type: "showError", params: errorOf } },
          },
        },
        /** The captcha widget shows (spec §4: before each submit when showCts is on). */
        captcha: {
          tags: ["loading"],
          on: {
            "CAPTCHA.SOLVED": {
              target: "verifyingCaptcha",
              actions: { type: "keepToken", params: ({ event }) => ({ token: event.captcha }) },
            },
            "CAPTCHA.CANCEL": { target: "editing" },
          },
        },
        verifyingCaptcha: {
          tags: ["loading"],
          invoke: {
            src: "verifyCaptcha",
            input: ({ context }) => ({ token: context.token }),
            onDone: [{ guard: "isStepTwo", target: "tracking" }, { target: "verifying" }],
            onError: showFailure,
          },
        },
        /** Step 1: validateOrder {order_id} (spec §7.6). */
        verifying: {
          tags: ["loading"],
          invoke: {
            src: "verifyOrder",
            input: ({ context }) => ({ order_id: context.order_id, token: context.token }),
            onDone: {
              target: "editing",
              actions: {
                type: "setPrimaryIdentifier",
                params: ({ event }) => ({ identifier: event.output }),
              },
            },
            onError: showFailure,
          },
        },
        /** Step 2: validateOrder with the order id and the contact (spec §7.6). */
        tracking: {
          tags: ["loading"],
          invoke: {
            src: "trackOrder",
            input: ({ context }) => trackInputOf(context, context.primaryIdentifier ?? "email"),
            onDone: {
              target: "opening",
              actions: { type: "keepTrackedOrder", params: ({ event }) => ({ result: event.output }) },
            },
            onError: showFailure,
          },
        },
        /** Success: the tracking page opens, then the dialog closes (spec §4). */
        opening: {
          tags: ["loading"],
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
