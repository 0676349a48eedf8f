/**
 * Every machine of the storefront by id, and the event schemas every machine accepts. Charts,
 * replay, the developer drawer and the tests read the machines from here; the browser's landing
 * page does not (it loads the late flows' machines on demand, see ./flows.ts `LATE_FLOWS`).
 */
import type { AnyStateMachine } from "xstate";
import { authMachine } from "./auth";
import { balanceCheckerMachine } from "./balanceChecker";
import { balancesMachine } from "./balances";
import { cashoutMachine } from "./cashout";
import { checkoutMachine } from "./checkout";
import { commonPageMachine } from "./commonPage";
import { deliveryMachine } from "./delivery";
import { experiencesMachine } from "./experiences";
import { flightBookingMachine } from "./flightBooking";
import { flightSearchMachine } from "./flightSearch";
import type { FlowId } from "./flows";
import { hotelBookingMachine } from "./hotelBooking";
import { hotelSearchMachine } from "./hotelSearch";
import { kybMachine } from "./kyb";
import { listingMachine } from "./listing";
import { logoutMachine } from "./logout";
import { maintenanceMachine } from "./maintenance";
import { orderHistoryMachine } from "./orderHistory";
import { passwordResetMachine } from "./passwordReset";
import { paymentMachine } from "./payment";
import { perksMachine } from "./perks";
import { pointConversionMachine } from "./pointConversion";
import { productMachine } from "./product";
import { profileMachine } from "./profile";
import { providersMachine } from "./providers";
import { redeemGuideMachine } from "./redeemGuide";
import { rewardsApiMachine } from "./rewardsApi";
import { rootMachine, startFlowMachines } from "./root";
import { signUpMachine } from "./signUp";
import { switchAccountMachine } from "./switchAccount";
import { ticketMachine } from "./ticket";
import { topupMachine } from "./topup";
import { trackOrderMachine } from "./trackOrder";
import { unsubscribeMachine } from "./unsubscribe";

export { storefrontEventSchemas } from "./schemas";

/** The machine of each flow, by its systemId. */
export const flowMachines = {
  ...startFlowMachines,
  product: productMachine,
  listing: listingMachine,
  checkout: checkoutMachine,
  delivery: deliveryMachine,
  payment: paymentMachine,
  redeemGuide: redeemGuideMachine,
  trackOrder: trackOrderMachine,
  balanceChecker: balanceCheckerMachine,
  auth: authMachine,
  passwordReset: passwordResetMachine,
  unsubscribe: unsubscribeMachine,
  perks: perksMachine,
  switchAccount: switchAccountMachine,
  signUp: signUpMachine,
  profile: profileMachine,
  orderHistory: orderHistoryMachine,
  balances: balancesMachine,
  pointConversion: pointConversionMachine,
  logout: logoutMachine,
  topup: topupMachine,
  cashout: cashoutMachine,
  flightSearch: flightSearchMachine,
  flightBooking: flightBookingMachine,
  hotelSearch: hotelSearchMachine,
  hotelBooking: hotelBookingMachine,
  experiences: experiencesMachine,
  providers: providersMachine,
  maintenance: maintenanceMachine,
  rewardsApi: rewardsApiMachine,
  kyb: kybMachine,
  commonPage: commonPageMachine,
  ticket: ticketMachine,
} as const satisfies Record<FlowId, AnyStateMachine>;

/** The root with every flow's machine, so it spawns each late flow on `FLOW.START` (Node, tests). */
export const rootWithAllFlows = rootMachine.provide({ actors: flowMachines });

/** Every machine of the storefront, by id. */
export const storefrontMachines: Readonly<Record<string, AnyStateMachine>> = {
  root: rootMachine,
  ...flowMachines,
};
