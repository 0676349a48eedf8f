/**
 * The Effect programs behind Track Your Order (spec §2.10, §4 'Track order', §5 'Track order',
 * §7.6 validateOrder, §8) and the live actors the trackOrder machine invokes by name:
 *
 * ```ts
 * trackOrderMachine.provide({ actors: trackOrderActors(layer) });
 * ```
 *
 * - Both calls carry the solved captcha's `token` when the site asks for a captcha (spec §4); the
 *   API verifies it itself and refuses the call without it.
 * - `verifyOrder` (step 1): validateOrder {data: {order_id}} answers the contact the order is
 *   identified by. An order id that is not digits only fails before any call, and success 0 from
 *   the server fails the same way: TrackOrderInvalidOrderId.
 * - `checkContact` (step 2, before the captcha and the call): the contact must pass its check of
 *   spec §5, else TrackOrderInvalidContact. It runs here, not in the machine, because the contact
 *   is a secret: the machine only ever holds it as typed (and a replay holds it redacted).
 * - `trackOrder` (step 2): validateOrder with the order id and that contact (a mobile number with
 *   its mobile_code), inputs trimmed; success 0 or an answer without the order fails with
 *   TrackOrderInvalidContact. The answer comes back with the contact as it was sent.
 * - Every request failure of the transport becomes TrackOrderRequestFailed (the toast 'Something
 *   went wrong.', spec §8).
 * - `openTrackOrderPage`: the tracking page, opened inside the single-page application.
 * - `verifyCaptcha`: the captcha check shared by the guest forms (./captcha).
 */

import { type PrimaryIdentifier, validateOrder } from "@contract/orders";
import { acceptedData } from "@domain/answers";
import {
  type ContactInput,
  contactOf,
  isValidContact,
  isValidOrderId,
  step1DataOf,
  step2DataOf,
  type TrackOrderCallInput,
  type TrackResult,
  type ValidateOrderData,
  type VerifyOrderInput,
} from "@domain/trackOrder";
import {
  TrackOrderInvalidContact,
  TrackOrderInvalidOrderId,
  TrackOrderRequestFailed,
} from "@errors/situations";
import { Effect, type Layer } from "effect";
import { geographyActors } from "./geography";
import { effectActor } from "./runtime/actor";
import { dataOf } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { verifyCaptcha } from "./runtime/captcha";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** validateOrder (spec §7.6); any failure of the request itself is TrackOrderRequestFailed. */
const callValidateOrder = (data: ValidateOrderData) =>
  callOperation(validateOrder, { data }).pipe(
    Effect.map((answer) => answer.data.validateOrder),
    Effect.mapError(() => new TrackOrderRequestFailed()),
  );

// ---------------------------------------------------------------------------------------------
// Step 1

export type VerifyOrderFailure = TrackOrderInvalidOrderId | TrackOrderRequestFailed;

/** Step 1 (spec §4, §7.6): the contact the order answers to. */
export const verifyOrder: (
  input: VerifyOrderInput,
) => Effect.Effect<PrimaryIdentifier, VerifyOrderFailure, StorefrontServices> = Effect.fn(
  "trackOrder.verifyOrder",
)(function* (input: VerifyOrderInput) {
  if (!isValidOrderId(input.order_id)) return yield* Effect.fail(new TrackOrderInvalidOrderId());
  const answer = yield* callValidateOrder(step1DataOf(input.order_id, input.token));
  return (yield* dataOf(answer, () => new TrackOrderInvalidOrderId())).primaryIdentifier;
});

// ---------------------------------------------------------------------------------------------
// Step 2

const contactText = (input: ContactInput): string => contactOf(input.primaryIdentifier, input);

/** The contact's check of spec §5 (e-mail check, or the mobile check of 7 to 16 digits). */
export const checkContact: (input: ContactInput) => Effect.Effect<void, TrackOrderInvalidContact> = Effect.fn(
  "trackOrder.checkContact",
)(function* (input: ContactInput) {
  if (!isValidContact(input.primaryIdentifier, contactText(input))) {
    return yield* Effect.fail(new TrackOrderInvalidContact());
  }
});

export type TrackOrderFailure = TrackOrderInvalidOrderId | TrackOrderInvalidContact | TrackOrderRequestFailed;

/** Step 2 (spec §4, §7.6): the order, when the contact matches. */
export const trackOrder: (
  input: TrackOrderCallInput,
) => Effect.Effect<TrackResult, TrackOrderFailure, StorefrontServices> = Effect.fn("trackOrder.trackOrder")(
  function* (input: TrackOrderCallInput) {
    if (!isValidOrderId(input.order_id)) return yield* Effect.fail(new TrackOrderInvalidOrderId());
    yield* checkContact(input);
    const data = step2DataOf({
      order_id: input.order_id,
      primaryIdentifier: input.primaryIdentifier,
      contact: contactText(input),
      mobile_code: input.mobile_code,
      token: input.token,
    });
    const answer = yield* callValidateOrder(data);
    const order = acceptedData(answer);
    if (order === undefined || !("order_data" in order)) {
      return yield* Effect.fail(new TrackOrderInvalidContact());
    }
    const result: TrackResult = {
      data: order,
      flight_details: answer.flight_details ?? null,
      email: data.email ?? "",
      alternative_email: data.alternative_email ?? "",
      mobile: data.mobile ?? "",
      mobile_code: data.mobile_code ?? "",
    };
    return result;
  },
);

// ---------------------------------------------------------------------------------------------
// The tracking page

/** Opens `path` (the tracking page) as a new history entry (spec §4: the user is taken there). */
export const openTrackOrderPage: (input: {
  readonly path: string;
}) => Effect.Effect<void, never, Navigation> = Effect.fn("trackOrder.openTrackOrderPage")(function* (input: {
  readonly path: string;
}) {
  const navigation = yield* Navigation;
  yield* navigation.push(input.path);
});

// ---------------------------------------------------------------------------------------------
// Actors

/** The actors the trackOrder machine invokes, run with `layer`. */
export const trackOrderActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  verifyCaptcha: effectActor(verifyCaptcha, layer),
  verifyOrder: effectActor(verifyOrder, layer),
  checkContact: effectActor(checkContact, layer),
  trackOrder: effectActor(trackOrder, layer),
  openTrackOrderPage: effectActor(openTrackOrderPage, layer),
  ...geographyActors(layer),
});
