/**
 * The one React context of the storefront: the running actor system. Views take a flow's actor
 * with {@link useFlow}, read its snapshot with `useSelector` and send it events; they do nothing
 * else to the system.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { authMachine } from "../../machines/auth";
import type { balanceCheckerMachine } from "../../machines/balanceChecker";
import type { cartMachine } from "../../machines/cart";
import type { checkoutMachine } from "../../machines/checkout";
import type { countryMachine } from "../../machines/country";
import type { logoutMachine } from "../../machines/logout";
import type { paymentMachine } from "../../machines/payment";
import type { productMachine } from "../../machines/product";
import type { redeemGuideMachine } from "../../machines/redeemGuide";
import type { FlowId, rootMachine } from "../../machines/root";
import type { searchMachine } from "../../machines/search";
import type { sessionMachine } from "../../machines/session";
import type { siteMachine } from "../../machines/site";
import type { trackOrderMachine } from "../../machines/trackOrder";

export type RootRef = ActorRefFrom<typeof rootMachine>;

/** The actor of each flow, by systemId. */
export interface FlowRefs {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly site: ActorRefFrom<typeof siteMachine>;
  readonly country: ActorRefFrom<typeof countryMachine>;
  readonly search: ActorRefFrom<typeof searchMachine>;
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly product: ActorRefFrom<typeof productMachine>;
  readonly checkout: ActorRefFrom<typeof checkoutMachine>;
  readonly payment: ActorRefFrom<typeof paymentMachine>;
  readonly redeemGuide: ActorRefFrom<typeof redeemGuideMachine>;
  readonly trackOrder: ActorRefFrom<typeof trackOrderMachine>;
  readonly balanceChecker: ActorRefFrom<typeof balanceCheckerMachine>;
  readonly auth: ActorRefFrom<typeof authMachine>;
  readonly logout: ActorRefFrom<typeof logoutMachine>;
}

const SystemContext = createContext<RootRef | null>(null);

export const SystemProvider = ({
  root,
  children,
}: {
  readonly root: RootRef;
  readonly children: ReactNode;
}) => <SystemContext.Provider value={root}>{children}</SystemContext.Provider>;

/** The root actor of the system. */
export const useRoot = (): RootRef => {
  const root = useContext(SystemContext);
  if (root === null) throw new Error("The storefront's views need a <SystemProvider>");
  return root;
};

/** The actor of flow `id` (spawned by the root for the whole life of the page). */
export const useFlow = <K extends FlowId>(id: K): FlowRefs[K] => {
  const actor = useRoot().system.get(id);
  if (actor === undefined) throw new Error(`The actor system has no '${id}' flow`);
  return actor as FlowRefs[K];
};
