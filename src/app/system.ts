/**
 * The storefront's actor system, put together for Node and the developer drawer: the root with
 * every flow's live effects (or any other set of effects, for tests), and what a replay of this
 * build needs (every machine's hash, the sensitive keys, the root with every flow). The browser's
 * landing page starts the system from ./start.ts and loads the late flows from ./lateFlows.ts.
 */

import type { StorefrontServices } from "@effects/runtime/layer";
import type { ReplayOptions } from "@eventlog/replay";
import type { LateFlowId } from "@machines/flows";
import { rootWithAllFlows, storefrontEventSchemas, storefrontMachines } from "@machines/index";
import type { Layer } from "effect";
import type { AnyStateMachine } from "xstate";
import { authFlow } from "./late/auth";
import { balanceCheckerFlow } from "./late/balanceChecker";
import { balancesFlow } from "./late/balances";
import { cashoutFlow } from "./late/cashout";
import { checkoutFlow } from "./late/checkout";
import { commonPageFlow } from "./late/commonPage";
import { deliveryFlow } from "./late/delivery";
import { experiencesFlow } from "./late/experiences";
import { flightBookingFlow, flightSearchFlow } from "./late/flights";
import { hotelBookingFlow, hotelSearchFlow } from "./late/hotels";
import { kybFlow } from "./late/kyb";
import { listingFlow } from "./late/listing";
import { logoutFlow } from "./late/logout";
import { maintenanceFlow } from "./late/maintenance";
import { orderHistoryFlow } from "./late/orderHistory";
import { passwordResetFlow } from "./late/passwordReset";
import { paymentFlow } from "./late/payment";
import { perksFlow } from "./late/perks";
import { pointConversionFlow } from "./late/pointConversion";
import { productFlow } from "./late/product";
import { profileFlow } from "./late/profile";
import { providersFlow } from "./late/providers";
import { redeemGuideFlow } from "./late/redeemGuide";
import { rewardsApiFlow } from "./late/rewardsApi";
import { signUpFlow } from "./late/signUp";
import { switchAccountFlow } from "./late/switchAccount";
import { ticketFlow } from "./late/ticket";
import { topupFlow } from "./late/topup";
import { trackOrderFlow } from "./late/trackOrder";
import { unsubscribeFlow } from "./late/unsubscribe";
import { MACHINE_HASHES } from "./machineHashes";
import { APP_VERSION, ROOT_SYSTEM_ID, rootWithStartEffects, storefrontKeys } from "./start";

export * from "./start";

/** This build: app version and the hash of every machine definition, computed when building. */
export const storefrontBuild = () => ({ appVersion: APP_VERSION, machines: MACHINE_HASHES });

/** What `replay` needs to replay a log of this build: the root with every flow's machine. */
export const storefrontReplayOptions = (): Omit<ReplayOptions, "until"> => ({
  root: rootWithAllFlows,
  rootSystemId: ROOT_SYSTEM_ID,
  build: storefrontBuild(),
  keys: storefrontKeys(),
});

/**
 * The root with every flow's effects run with `layer`: the flows of the start at once, the late
 * ones when the root hears `FLOW.START` (their machines are provided here, not loaded).
 */
export const rootWithEffects = (layer: Layer.Layer<StorefrontServices>) =>
  rootWithStartEffects(layer).provide({
    actors: {
      product: productFlow(layer),
      listing: listingFlow(layer),
      checkout: checkoutFlow(layer),
      delivery: deliveryFlow(layer),
      payment: paymentFlow(layer),
      redeemGuide: redeemGuideFlow(layer),
      trackOrder: trackOrderFlow(layer),
      balanceChecker: balanceCheckerFlow(layer),
      auth: authFlow(layer),
      passwordReset: passwordResetFlow(layer),
      unsubscribe: unsubscribeFlow(layer),
      switchAccount: switchAccountFlow(layer),
      signUp: signUpFlow(layer),
      perks: perksFlow(layer),
      profile: profileFlow(layer),
      orderHistory: orderHistoryFlow(layer),
      balances: balancesFlow(layer),
      pointConversion: pointConversionFlow(layer),
      logout: logoutFlow(layer),
      topup: topupFlow(layer),
      cashout: cashoutFlow(layer),
      flightSearch: flightSearchFlow(layer),
      flightBooking: flightBookingFlow(layer),
      hotelSearch: hotelSearchFlow(layer),
      hotelBooking: hotelBookingFlow(layer),
      experiences: experiencesFlow(layer),
      providers: providersFlow(layer),
      maintenance: maintenanceFlow(layer),
      rewardsApi: rewardsApiFlow(layer),
      kyb: kybFlow(layer),
      commonPage: commonPageFlow(layer),
      // Outside the browser there is no recorded visit to attach.
      ticket: ticketFlow(layer, () => []),
    } satisfies Record<LateFlowId, AnyStateMachine>,
  });

export { storefrontEventSchemas, storefrontMachines };
