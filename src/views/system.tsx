/**
 * The one React context of the storefront: the running actor system. Views take a flow's actor
 * with {@link useFlow}, read its snapshot with `useSelector` and send it events; they do nothing
 * else to the system.
 */

import type { FlowId, rootMachine } from "@machines/root";
import { createContext, type ReactNode, useContext } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";

export type RootRef = ActorRefFrom<typeof rootMachine>;

/** The actor of each flow, by systemId, as the root's typed children. */
export type FlowRefs = {
  readonly [K in FlowId]: NonNullable<SnapshotFrom<typeof rootMachine>["children"][K]>;
};

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
  const children: Partial<FlowRefs> = useRoot().getSnapshot().children;
  const actor = children[id];
  if (actor === undefined) throw new Error(`The actor system has no '${id}' flow`);
  return actor;
};
