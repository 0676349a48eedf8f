/**
 * The flows of the storefront, each declared once: its machine and the event schemas it accepts
 * from outside, by systemId (./flows.ts says which start and which are late; src/app/flows.ts
 * gives each its live effects). The machine index, the event schemas, the root's stand-ins and
 * the replay read this table. The browser's landing page does not import it: it would hold every
 * late flow's machine.
 */
import type { Schema } from "effect";
import type { AnyStateMachine } from "xstate";
import { authEventSchemas, authMachine } from "./auth";
import { balanceCheckerMachine } from "./balanceChecker";
import { balanceCheckerEventSchemas } from "./balanceChecker.events";
import { balancesMachine } from "./balances";
import { balancesEventSchemas } from "./balances.events";
import { cartMachine } from "./cart";
import { cartEventSchemas } from "./cart.events";
import { cashoutMachine } from "./cashout";
import { cashoutEventSchemas } from "./cashout.events";
import { checkoutMachine } from "./checkout";
import { checkoutEventSchemas } from "./checkout.events";
import { commonPageEventSchemas, commonPageMachine } from "./commonPage";
import { countryMachine } from "./country";
import { countryEventSchemas } from "./country.events";
import { deliveryMachine } from "./delivery";
import { deliveryEventSchemas } from "./delivery.events";
import { experienceOrderMachine } from "./experienceOrder";
import { experienceOrderEventSchemas } from "./experienceOrder.events";
import { experiencesMachine } from "./experiences";
import { experiencesEventSchemas } from "./experiences.events";
import { flightBookingMachine } from "./flightBooking";
import { flightBookingEventSchemas } from "./flightBooking.events";
import { flightSearchMachine } from "./flightSearch";
import { flightSearchEventSchemas } from "./flightSearch.events";
import type { FlowId } from "./flows";
import { hotelBookingMachine } from "./hotelBooking";
import { hotelBookingEventSchemas } from "./hotelBooking.events";
import { hotelSearchMachine } from "./hotelSearch";
import { hotelSearchEventSchemas } from "./hotelSearch.events";
import { kybEventSchemas, kybMachine } from "./kyb";
import { listingMachine } from "./listing";
import { listingEventSchemas } from "./listing.events";
import { logoutEventSchemas, logoutMachine } from "./logout";
import { maintenanceEventSchemas, maintenanceMachine } from "./maintenance";
import { orderHistoryMachine } from "./orderHistory";
import { orderHistoryEventSchemas } from "./orderHistory.events";
import { passwordResetMachine } from "./passwordReset";
import { passwordResetEventSchemas } from "./passwordReset.events";
import { paymentMachine } from "./payment";
import { paymentEventSchemas } from "./payment.events";
import { perksMachine } from "./perks";
import { perksEventSchemas } from "./perks.events";
import { pointConversionMachine } from "./pointConversion";
import { pointConversionEventSchemas } from "./pointConversion.events";
import { productMachine } from "./product";
import { productEventSchemas } from "./product.events";
import { profileMachine } from "./profile";
import { profileEventSchemas } from "./profile.events";
import { providersMachine } from "./providers";
import { providersEventSchemas } from "./providers.events";
import { redeemGuideMachine } from "./redeemGuide";
import { redeemGuideEventSchemas } from "./redeemGuide.events";
import { rewardsApiEventSchemas, rewardsApiMachine } from "./rewardsApi";
import { searchEventSchemas, searchMachine } from "./search";
import { sessionMachine } from "./session";
import { sessionEventSchemas } from "./session.events";
import { signUpMachine } from "./signUp";
import { signUpEventSchemas } from "./signUp.events";
import { siteMachine } from "./site";
import { siteEventSchemas } from "./site.events";
import { switchAccountMachine } from "./switchAccount";
import { switchAccountEventSchemas } from "./switchAccount.events";
import { ticketMachine } from "./ticket";
import { ticketEventSchemas } from "./ticket.events";
import { topupMachine } from "./topup";
import { topupEventSchemas } from "./topup.events";
import { trackOrderMachine } from "./trackOrder";
import { trackOrderEventSchemas } from "./trackOrder.events";
import { unsubscribeMachine } from "./unsubscribe";
import { unsubscribeEventSchemas } from "./unsubscribe.events";

/** What the storefront knows of a flow: its machine and the events it accepts from outside. */
export interface FlowEntry {
  readonly machine: AnyStateMachine;
  readonly events: readonly Schema.Top[];
}

/** Every flow by its systemId. */
export const FLOWS = {
  session: { machine: sessionMachine, events: sessionEventSchemas },
  site: { machine: siteMachine, events: siteEventSchemas },
  country: { machine: countryMachine, events: countryEventSchemas },
  search: { machine: searchMachine, events: searchEventSchemas },
  cart: { machine: cartMachine, events: cartEventSchemas },
  product: { machine: productMachine, events: productEventSchemas },
  listing: { machine: listingMachine, events: listingEventSchemas },
  checkout: { machine: checkoutMachine, events: checkoutEventSchemas },
  delivery: { machine: deliveryMachine, events: deliveryEventSchemas },
  payment: { machine: paymentMachine, events: paymentEventSchemas },
  redeemGuide: { machine: redeemGuideMachine, events: redeemGuideEventSchemas },
  trackOrder: { machine: trackOrderMachine, events: trackOrderEventSchemas },
  balanceChecker: { machine: balanceCheckerMachine, events: balanceCheckerEventSchemas },
  auth: { machine: authMachine, events: authEventSchemas },
  passwordReset: { machine: passwordResetMachine, events: passwordResetEventSchemas },
  unsubscribe: { machine: unsubscribeMachine, events: unsubscribeEventSchemas },
  switchAccount: { machine: switchAccountMachine, events: switchAccountEventSchemas },
  signUp: { machine: signUpMachine, events: signUpEventSchemas },
  perks: { machine: perksMachine, events: perksEventSchemas },
  profile: { machine: profileMachine, events: profileEventSchemas },
  orderHistory: { machine: orderHistoryMachine, events: orderHistoryEventSchemas },
  balances: { machine: balancesMachine, events: balancesEventSchemas },
  pointConversion: { machine: pointConversionMachine, events: pointConversionEventSchemas },
  logout: { machine: logoutMachine, events: logoutEventSchemas },
  topup: { machine: topupMachine, events: topupEventSchemas },
  cashout: { machine: cashoutMachine, events: cashoutEventSchemas },
  flightSearch: { machine: flightSearchMachine, events: flightSearchEventSchemas },
  flightBooking: { machine: flightBookingMachine, events: flightBookingEventSchemas },
  hotelSearch: { machine: hotelSearchMachine, events: hotelSearchEventSchemas },
  hotelBooking: { machine: hotelBookingMachine, events: hotelBookingEventSchemas },
  experiences: { machine: experiencesMachine, events: experiencesEventSchemas },
  experienceOrder: { machine: experienceOrderMachine, events: experienceOrderEventSchemas },
  providers: { machine: providersMachine, events: providersEventSchemas },
  maintenance: { machine: maintenanceMachine, events: maintenanceEventSchemas },
  rewardsApi: { machine: rewardsApiMachine, events: rewardsApiEventSchemas },
  kyb: { machine: kybMachine, events: kybEventSchemas },
  commonPage: { machine: commonPageMachine, events: commonPageEventSchemas },
  ticket: { machine: ticketMachine, events: ticketEventSchemas },
} as const satisfies Record<FlowId, FlowEntry>;

/** The machine of each flow, by its systemId. */
export type FlowMachines = { readonly [K in FlowId]: (typeof FLOWS)[K]["machine"] };
