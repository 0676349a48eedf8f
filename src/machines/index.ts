/**
 * Every machine of the storefront by id, and the event schemas every machine accepts (their
 * sensitive annotations drive the event log's redaction). Charts, replay and the composition
 * root read the machines from here.
 */
import type { AnyStateMachine } from "xstate";
import { authEventSchemas, authMachine } from "./auth";
import { balanceCheckerEventSchemas, balanceCheckerMachine } from "./balanceChecker";
import { cartEventSchemas, cartMachine } from "./cart";
import { checkoutEventSchemas, checkoutMachine } from "./checkout";
import { countryEventSchemas, countryMachine } from "./country";
import { logoutEventSchemas, logoutMachine } from "./logout";
import { paymentEventSchemas, paymentMachine } from "./payment";
import { productEventSchemas, productMachine } from "./product";
import { redeemGuideEventSchemas, redeemGuideMachine } from "./redeemGuide";
import { rootEventSchemas, rootMachine } from "./root";
import { searchEventSchemas, searchMachine } from "./search";
import { sessionEventSchemas, sessionMachine } from "./session";
import { siteEventSchemas, siteMachine } from "./site";
import { trackOrderEventSchemas, trackOrderMachine } from "./trackOrder";

/** Every machine of the storefront, by id. */
export const storefrontMachines: Readonly<Record<string, AnyStateMachine>> = {
  root: rootMachine,
  session: sessionMachine,
  site: siteMachine,
  country: countryMachine,
  search: searchMachine,
  cart: cartMachine,
  product: productMachine,
  checkout: checkoutMachine,
  payment: paymentMachine,
  redeemGuide: redeemGuideMachine,
  trackOrder: trackOrderMachine,
  balanceChecker: balanceCheckerMachine,
  auth: authMachine,
  logout: logoutMachine,
};

/** The event schemas of every machine (their sensitive annotations drive redaction). */
export const storefrontEventSchemas = [
  ...rootEventSchemas,
  ...sessionEventSchemas,
  ...siteEventSchemas,
  ...countryEventSchemas,
  ...searchEventSchemas,
  ...cartEventSchemas,
  ...productEventSchemas,
  ...checkoutEventSchemas,
  ...paymentEventSchemas,
  ...redeemGuideEventSchemas,
  ...trackOrderEventSchemas,
  ...balanceCheckerEventSchemas,
  ...authEventSchemas,
  ...logoutEventSchemas,
];
