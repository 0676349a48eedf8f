/**
 * Every machine of the storefront by id, and the event schemas every machine accepts (their
 * sensitive annotations drive the event log's redaction). Charts, replay and the composition
 * root read the machines from here.
 */
import type { AnyStateMachine } from "xstate";
import { authEventSchemas } from "./auth";
import { balanceCheckerEventSchemas } from "./balanceChecker";
import { cartEventSchemas } from "./cart";
import { checkoutEventSchemas } from "./checkout";
import { countryEventSchemas } from "./country";
import { logoutEventSchemas } from "./logout";
import { paymentEventSchemas } from "./payment";
import { productEventSchemas } from "./product";
import { redeemGuideEventSchemas } from "./redeemGuide";
import { flowMachines, rootEventSchemas, rootMachine } from "./root";
import { searchEventSchemas } from "./search";
import { sessionEventSchemas } from "./session";
import { siteEventSchemas } from "./site";
import { trackOrderEventSchemas } from "./trackOrder";

/** Every machine of the storefront, by id. */
export const storefrontMachines: Readonly<Record<string, AnyStateMachine>> = {
  root: rootMachine,
  ...flowMachines,
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
