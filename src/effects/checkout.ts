/**
 * The Effect programs behind checkout (spec §4 'Order and payment preferences', §5 'Reward code',
 * §7.6, §8, §9) and the live actors the checkout machine invokes by name:
 *
 * ```ts
 * checkoutMachine.provide({ actors: checkoutActors(layer) });
 * ```
 *
 * - `applyCode`: applyVoucher for the store named by the `x-site` header; the answer is read by
 *   `codeLookupOf` (today from Effect's Clock, so a replay sees the same day) and each refusal fails
 *   with its catalogue error. A code in another currency than the cart's is converted with the
 *   client's rate (clientCurrencyConversion) when a client is known, else refused.
 * - `loadRates`: the rates of the wallet's currencies to the cart currency; a failed conversion
 *   leaves that currency without a rate (its balance is then not offered).
 * - `newOrderKey`: the idempotency key of one checkout (./idempotency.ts): a repeat of
 *   voucherCreateOrder with it answers the first order and never creates a second.
 * - `placeOrder`: voucherCreateOrder (Content-Language from the stored language); an order with an
 *   amount due answers the hosted payment page, one paid in full is confirmed with noPayCheckout
 *   (header Accept-Version 6.0.0). success 0 fails with OrderRefused carrying the server's message.
 * - `openPage`: a full redirect (the hosted payment page, or the payment status page so the
 *   balances are loaded afresh).
 */

import { experienceOrder } from "@contract/experiences";
import {
  applyVoucher,
  type CreatedOrder,
  noPayCheckout,
  SiteHeader,
  voucherCreateOrder,
  voucherOrderDetails,
} from "@contract/orders";
import { clientCurrencyConversion } from "@contract/site";
import { trimmedAddress } from "@domain/address";
import {
  type AppliedCode,
  type ApplyCodeInput,
  type CodeRefusal,
  codeLookupOf,
  formatRewardCodeInput,
  isoDay,
  type PlacedOrder,
  type PlaceOrderInput,
  type Rates,
  type RatesInput,
  rewardCodeOf,
} from "@domain/checkout";
import type { CallFailure } from "@errors/data";
import {
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
  CodeCurrencyMismatch,
  type OrderRefused,
} from "@errors/situations";
import { Clock, Effect, type Layer } from "effect";
import { newIdempotencyKey } from "./idempotency";
import { providerPage } from "./providers";
import { effectActor } from "./runtime/actor";
import { dataOf, orderRefused } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

// ---------------------------------------------------------------------------------------------
// Reward codes

export type CodeFailure =
  | CallFailure
  | BalanceLookupFailed
  | BalanceCodeForeignStore
  | BalanceNotNumeric
  | BalanceCodeUsed
  | CodeCurrencyMismatch;

const refusalError = (refusal: CodeRefusal): CodeFailure => {
  switch (refusal) {
    case "BalanceLookupFailed":
      return new BalanceLookupFailed();
    case "BalanceCodeForeignStore":
      return new BalanceCodeForeignStore();
    case "BalanceNotNumeric":
      return new BalanceNotNumeric();
    case "BalanceCodeUsed":
      return new BalanceCodeUsed();
  }
};

/** Units of `target` per unit of `source` by the client's rates; null when the conversion fails. */
const clientRate = (
  clientId: number,
  source: string,
  target: string,
): Effect.Effect<number | null, never, StorefrontServices> =>
  callOperation(clientCurrencyConversion, {
    conversion_data: {
      client_id: clientId,
      amount: 1,
      source_currency_code: source,
      target_currency_code: target,
    },
  }).pipe(
    Effect.map((answer) => {
      const result = answer.data.clientCurrencyConversion;
      const value = result.Result?.converted_amount;
      return result.Error === false && value !== undefined && Number.isFinite(value) && value > 0
        ? value
        : null;
    }),
    Effect.catch(() => Effect.succeed(null)),
  );

/** applyVoucher (spec §7.6) and what the code may pay of this cart. */
export const applyCode: (
  input: ApplyCodeInput,
) => Effect.Effect<AppliedCode, CodeFailure, StorefrontServices> = Effect.fn("checkout.applyCode")(function* (
  input: ApplyCodeInput,
) {
  const answer = yield* callOperation(
    applyVoucher,
    { input: { code: rewardCodeOf(input.input), partner_type: "vd", token: input.token } },
    { headers: { [SiteHeader]: input.site } },
  );
  const today = isoDay(yield* Clock.currentTimeMillis);
  const lookup = codeLookupOf(answer.output, today);
  if (!lookup.ok) return yield* Effect.fail(refusalError(lookup.refusal));
  const same = lookup.currency.toUpperCase() === input.cartCurrency.toUpperCase();
  const rate = same
    ? 1
    : input.clientId === null
      ? null
      : yield* clientRate(input.clientId, lookup.currency, input.cartCurrency);
  if (rate === null) {
    return yield* Effect.fail(
      new CodeCurrencyMismatch({ codeCurrency: lookup.currency, cartCurrency: input.cartCurrency }),
    );
  }
  const applied: AppliedCode = {
    rewardCode: formatRewardCodeInput(lookup.code === "" ? input.input : lookup.code),
    remaining: lookup.remaining,
    currency: lookup.currency,
    expiry: lookup.expiry,
    rate,
  };
  return applied;
});

// ---------------------------------------------------------------------------------------------
// Rates of the balances

/** The client's rate of each currency to the cart currency; a failed one is left out. */
export const loadRates: (input: RatesInput) => Effect.Effect<Rates, never, StorefrontServices> = Effect.fn(
  "checkout.loadRates",
)(function* (input: RatesInput) {
  const rates: Record<string, number> = {};
  for (const currency of input.currencies) {
    const rate = yield* clientRate(input.clientId, currency, input.cartCurrency);
    if (rate !== null) rates[currency.toUpperCase()] = rate;
  }
  return rates;
});

// ---------------------------------------------------------------------------------------------
// Orders

export type OrderFailure = CallFailure | OrderRefused;

/**
 * voucherCreateOrder, or for an experience booking the experience order {expOrder} (spec §7.6
 * Create experience order), then noPayCheckout for an order without an amount due (spec §7.6).
 */
export const placeOrder: (
  input: PlaceOrderInput,
) => Effect.Effect<PlacedOrder, OrderFailure, StorefrontServices> = Effect.fn("checkout.placeOrder")(
  function* (input: PlaceOrderInput) {
    // The delivery address goes as the shopper typed it, trimmed here (never in the flow).
    const address = input.voucherOrder.delivery_address;
    const voucherOrder =
      address === undefined
        ? input.voucherOrder
        : { ...input.voucherOrder, delivery_address: trimmedAddress(address) };
    const headers = { headers: { [SiteHeader]: input.voucherOrder.site } };
    const booking = input.booking ?? null;
    const operation = booking === null ? "voucherCreateOrder" : "experienceOrder";
    const answer =
      booking === null
        ? (yield* callOperation(voucherCreateOrder, { voucherOrder }, headers)).data.voucherCreateOrder
        : (yield* callOperation(experienceOrder, { expOrder: { ...voucherOrder, booking } }, headers)).data
            .experienceOrder;
    const order = yield* dataOf(answer, orderRefused(operation));
    if (order.redirect_url !== null) return { kind: "gateway", order } satisfies PlacedOrder;
    // spec §7.6: an amount due on a provider is paid on the provider's page, reached by its token.
    const provider = input.voucherOrder.provider;
    if (provider !== undefined && order.status === PENDING) {
      const redirect_url = yield* providerPage(order, provider);
      return { kind: "gateway", order: { ...order, redirect_url } } satisfies PlacedOrder;
    }
    const confirmed = yield* confirmNoPay(order).pipe(
      // The points and balances may be taken even when the confirmation's answer is lost or
      // refused: the order's own status decides what the shopper is told.
      Effect.catch((failure) =>
        Effect.flatMap(isCompleted(order), (completed) =>
          completed ? Effect.succeed<CreatedOrder>({ ...order, status: COMPLETED }) : Effect.fail(failure),
        ),
      ),
    );
    return { kind: "completed", order: confirmed } satisfies PlacedOrder;
  },
);

/** The transaction status of a completed order (spec §4 'Transaction status codes'). */
const COMPLETED = 7 as const;
const PENDING = 1 as const;

/** noPayCheckout: confirms an order that points, balances and codes cover in full (spec §7.6). */
const confirmNoPay = Effect.fn("checkout.confirmNoPay")(function* (order: CreatedOrder) {
  const confirmed = yield* callOperation(noPayCheckout, { token: order.order_key });
  return yield* dataOf(confirmed, orderRefused("noPayCheckout"));
});

/** Whether the order is completed, read from voucherOrderDetails; false when that fails too. */
const isCompleted = Effect.fn("checkout.isCompleted")(function* (order: CreatedOrder) {
  const details = yield* callOperation(voucherOrderDetails, {
    order_id: order.order_id,
    order_key: order.order_key,
  }).pipe(
    Effect.map((answer) => answer.data),
    Effect.catch(() => Effect.succeed(undefined)),
  );
  return details?.order_data.status === COMPLETED;
});

/** A full redirect to `url`. */
export const openPage: (input: { readonly url: string }) => Effect.Effect<void, never, Navigation> =
  Effect.fn("checkout.openPage")(function* (input: { readonly url: string }) {
    const navigation = yield* Navigation;
    yield* navigation.assign(input.url);
  });

// ---------------------------------------------------------------------------------------------
// Actors

/** The actors the checkout machine invokes, run with `layer`. */
export const checkoutActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  applyCode: effectActor(applyCode, layer),
  loadRates: effectActor(loadRates, layer),
  newOrderKey: effectActor<void, string, never, never>(() => newIdempotencyKey(), layer),
  placeOrder: effectActor(placeOrder, layer),
  openPage: effectActor(openPage, layer),
});
