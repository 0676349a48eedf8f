/**
 * The facts one flow owns and announces to the flows that need them, as events sent through the
 * system with `sendToFlow` (see ./flows.ts). A flow that needs a fact never reads another flow's
 * state and no view relays it: the owner sends it when it changes, so a flow is right whether or
 * not its page is mounted, and a replayed log reproduces it without any view.
 *
 * | event            | owner   | sent to                          | when                          |
 * | ---------------- | ------- | -------------------------------- | ----------------------------- |
 * | SESSION.USER     | session | site, country, cart, checkout, pointConversion, flightSearch | user details or points change |
 * | SESSION.WALLET   | session | checkout                         | points, GCB or tokens change  |
 * | SITE.READY       | site    | country                          | the site or its sections change |
 * | SITE.SETTINGS    | site    | checkout, trackOrder, balanceChecker | preferences arrive or change |
 * | CART.LINES       | cart    | checkout, delivery               | the cart's lines change       |
 * | COUNTRY.SELECTED | country | trackOrder, delivery             | the selected country changes  |
 * | MILES.MEMBER_ID  | perks   | checkout                         | the airline accepts a member id |
 * | DELIVERY.ADDRESS | delivery | checkout                        | the lines, country or address change |
 *
 * A flow the root spawns later (machines/flows.ts `LATE_FLOWS`) was not there when a fact was
 * announced: the owner also tells the root each fact a late flow listens to, the root keeps the
 * last one of each, and it sends them to the flow right after spawning it (`announceFact`).
 */

import { CheckoutUser } from "@contract/buyer";
import { DeliveryAddress } from "@contract/deliveryAddress";
import { SensitiveString } from "@contract/sensitive";
import { PaymentMethodAccess } from "@contract/site";
import { CartVoucherLine } from "@domain/cart";
import { SectionItem } from "@domain/cartSections";
import { STORE_TOKEN } from "@domain/wallet";
import { Schema } from "effect";
import { type FlowEnqueuer, type FlowId, type FlowSystem, isLateFlow, sendToFlow } from "./flows";

/**
 * What the session tells the shell flows about the signed-in user ("site" for the perks rule of
 * spec §2.2, "country" for the point value of spec §4): sent when the user's details or points
 * arrive, and with `loggedIn: false` and nulls when the session ends.
 */
export const sessionUserEventSchema = Schema.Struct({
  type: Schema.Literal("SESSION.USER"),
  loggedIn: Schema.Boolean,
  user: Schema.NullOr(
    Schema.Struct({
      client_id: Schema.Number,
      company_id: Schema.Number,
      domain: Schema.NullOr(Schema.String),
    }),
  ),
  points: Schema.NullOr(
    Schema.Struct({
      /** First RP balance (spec §3 'User points'), default 0. */
      availablePoints: Schema.Number,
      /** conversion_factor, default 1. */
      conversionFactor: Schema.Number,
      /** Value of one point in `currencyCode` (the site's pointsConversionFactor), default 1. */
      pointsConversionFactor: Schema.Number,
      /** currency_code, default INR. */
      currencyCode: Schema.String,
    }),
  ),
});
export type SessionUserEvent = typeof sessionUserEventSchema.Type;

/**
 * What "site" tells "country" once the site is known (and again when it changes): the url its
 * catalogue calls name (the branding custom_url, e.g. '/acme', or '/' for the default store) and
 * the enabled sections after the rules of spec §2.2.
 */
export const siteReadyEventSchema = Schema.Struct({
  type: Schema.Literal("SITE.READY"),
  siteUrl: Schema.String,
  sections: Schema.Array(Schema.String),
});
export type SiteReadyEvent = typeof siteReadyEventSchema.Type;

const Money = Schema.Struct({ total: Schema.Number, currency: Schema.String });

/** The balances a signed-in user can pay with (spec §3 'User points', 'Other balances'). */
export const WalletSchema = Schema.Struct({
  points: Schema.NullOr(
    Schema.Struct({ available: Schema.Number, pointValue: Schema.Number, currency: Schema.String }),
  ),
  gcb: Schema.NullOr(Money),
  tokens: Schema.NullOr(Money),
});

export const BalanceMethodSchema = Schema.Literals(["points", "gcb", STORE_TOKEN]);

/**
 * What the session tells the checkout about the signed-in user's money and details: the wallet
 * (`walletOf` of src/domain/wallet.ts) and the buyer's details from the user details (spec §4:
 * they fill checkoutUser). A guest's are empty.
 */
export const sessionWalletEventSchema = Schema.Struct({
  type: Schema.Literal("SESSION.WALLET"),
  wallet: WalletSchema,
  checkoutUser: CheckoutUser,
});
export type SessionWalletEvent = typeof sessionWalletEventSchema.Type;

/** What "site" tells the flows that pay or ask a captcha: paymentMethodAccess (spec §6) and showCts. */
export const siteSettingsEventSchema = Schema.Struct({
  type: Schema.Literal("SITE.SETTINGS"),
  paymentMethodAccess: PaymentMethodAccess,
  showCts: Schema.Boolean,
});
export type SiteSettingsEvent = typeof siteSettingsEventSchema.Type;

/**
 * What "cart" tells the checkout and the delivery flow: the cart's voucher lines and the bookings
 * of its single-item sections as they are now (a log recorded before sections has none).
 */
export const cartLinesEventSchema = Schema.Struct({
  type: Schema.Literal("CART.LINES"),
  lines: Schema.Array(CartVoucherLine),
  sections: Schema.optional(Schema.Array(SectionItem)),
});
export type CartLinesEvent = typeof cartLinesEventSchema.Type;

/**
 * What "country" tells track order (the ISO2 code: the default phone code) and the delivery flow
 * (the merchandise country of spec §5 'Cart', the delivery country): the selected country.
 */
export const countrySelectedEventSchema = Schema.Struct({
  type: Schema.Literal("COUNTRY.SELECTED"),
  countryCode: Schema.String,
  countryId: Schema.Number,
  countryName: Schema.String,
});
export type CountrySelectedEvent = typeof countrySelectedEventSchema.Type;

/**
 * What "perks" tells the checkout: the airline-loyalty member id its airline accepted for a miles
 * product (spec §7.6 validate_miles_memberId), which the order carries (spec §3 Order).
 */
export const milesMemberIdEventSchema = Schema.Struct({
  type: Schema.Literal("MILES.MEMBER_ID"),
  memberId: SensitiveString("member"),
  productId: Schema.Number,
});
export type MilesMemberIdEvent = typeof milesMemberIdEventSchema.Type;

/**
 * What "delivery" tells the checkout: the address an order of the cart may carry now, as the
 * shopper typed it (spec §3 Order: merchandise is delivered), or null without merchandise or while
 * the address is incomplete or a line is of another country (spec §5 'Cart').
 */
export const deliveryAddressEventSchema = Schema.Struct({
  type: Schema.Literal("DELIVERY.ADDRESS"),
  deliveryAddress: Schema.NullOr(DeliveryAddress),
});
export type DeliveryAddressEvent = typeof deliveryAddressEventSchema.Type;

/** Every fact event. */
export type FactEvent =
  | SessionUserEvent
  | SessionWalletEvent
  | SiteReadyEvent
  | SiteSettingsEvent
  | CartLinesEvent
  | CountrySelectedEvent
  | MilesMemberIdEvent
  | DeliveryAddressEvent;

/** The flows that hear each fact (the table above), in the order the root hands them to a late flow. */
export const FACT_LISTENERS = {
  "SITE.READY": ["country"],
  "SITE.SETTINGS": ["checkout", "trackOrder", "balanceChecker"],
  "SESSION.USER": ["site", "country", "cart", "checkout", "pointConversion", "flightSearch"],
  "SESSION.WALLET": ["checkout"],
  "CART.LINES": ["checkout", "delivery"],
  "COUNTRY.SELECTED": ["trackOrder", "delivery"],
  "MILES.MEMBER_ID": ["checkout"],
  "DELIVERY.ADDRESS": ["checkout"],
} as const satisfies Record<FactEvent["type"], readonly FlowId[]>;

const FACT_ORDER: readonly FactEvent["type"][] = [
  "SITE.READY",
  "SITE.SETTINGS",
  "SESSION.USER",
  "SESSION.WALLET",
  "CART.LINES",
  "COUNTRY.SELECTED",
  "MILES.MEMBER_ID",
  "DELIVERY.ADDRESS",
];

const listenersOf = (type: FactEvent["type"]): readonly FlowId[] => FACT_LISTENERS[type];

/** Whether the root keeps `type` for the flows it spawns later: a late flow listens to it. */
export const isKeptFact = (type: FactEvent["type"]): boolean => listenersOf(type).some(isLateFlow);

/**
 * The owner's one way to announce a fact: to every flow that listens to it (those that run), and
 * to the root when a late flow listens to it, so the root can hand it on when it spawns that flow.
 */
export const announceFact = (system: FlowSystem, enqueue: FlowEnqueuer, event: FactEvent): void => {
  for (const id of listenersOf(event.type)) sendToFlow(system, enqueue, id, event);
  if (isKeptFact(event.type)) sendToFlow(system, enqueue, "root", event);
};

/** The kept facts with `event` as the last of its type. */
export const keepFact = (kept: readonly FactEvent[], event: FactEvent): readonly FactEvent[] => [
  ...kept.filter((fact) => fact.type !== event.type),
  event,
];

/** The kept facts `flow` listens to, in the table's order. */
export const factsFor = (kept: readonly FactEvent[], flow: FlowId): readonly FactEvent[] =>
  FACT_ORDER.flatMap((type) =>
    listenersOf(type).includes(flow) ? kept.filter((fact) => fact.type === type) : [],
  );
