/**
 * The one React context of the storefront: the running actor system. Views take a flow's actor
 * with {@link useFlow} (a flow spawned at start) or {@link useLateFlow} (a flow spawned when first
 * needed, machines/flows.ts `LATE_FLOWS`), read its snapshot with `useSelector` and send it
 * events; they do nothing else to the system.
 */

import type { VisitLogs } from "@eventlog/ticketLog";
import type { FlowId, LateFlowId, rootMachine, StartFlowId } from "@machines/root";
import { useSelector } from "@views/useSelector";
import { createContext, type ReactNode, useContext, useEffect } from "react";
import type { ActorRefFrom, AnyActorRef, EventObject, SnapshotFrom } from "xstate";

export type RootRef = ActorRefFrom<typeof rootMachine>;

/** The actor of each flow, by systemId, as the root's typed children. */
export type FlowRefs = {
  readonly [K in FlowId]: NonNullable<SnapshotFrom<typeof rootMachine>["children"][K]>;
};

/** A view's event to its flow as it shows (see {@link useSendOnShow}). */
export interface ShowEvent {
  readonly flow: Pick<AnyActorRef, "send" | "id">;
  readonly event: EventObject;
}

interface System {
  readonly root: RootRef;
  /**
   * On the server only: where the views' events on showing are collected while a page renders
   * (src/app/render.tsx sends them to their flows, lets them settle and renders again).
   */
  readonly onShow?: ((show: ShowEvent) => void) | undefined;
  /** Loads a late flow's code (once) and has the root spawn it. */
  readonly startFlow: (flow: LateFlowId) => void;
  /** The recorder's redacted logs of this visit, longest first (the ticket form shows one). */
  readonly visitLogs: VisitLogs;
}

const SystemContext = createContext<System | null>(null);

export const SystemProvider = ({
  root,
  startFlow,
  visitLogs,
  onShow,
  children,
}: {
  readonly root: RootRef;
  readonly startFlow: (flow: LateFlowId) => void;
  readonly visitLogs: VisitLogs;
  readonly onShow?: (show: ShowEvent) => void;
  readonly children: ReactNode;
}) => (
  <SystemContext.Provider value={{ root, startFlow, visitLogs, onShow }}>{children}</SystemContext.Provider>
);

export const useSystem = (): System => {
  const system = useContext(SystemContext);
  if (system === null) throw new Error("The storefront's views need a <SystemProvider>");
  return system;
};

/** The recorder's redacted logs of this visit (the ticket form shows and sends one). */
export const useVisitLogs = (): VisitLogs => useSystem().visitLogs;

/** The root actor of the system. */
export const useRoot = (): RootRef => useSystem().root;

/** The actor of flow `id`, spawned by the root at start for the whole life of the page. */
export const useFlow = <K extends StartFlowId>(id: K): FlowRefs[K] => {
  const children: Partial<FlowRefs> = useRoot().getSnapshot().children;
  const actor = children[id];
  if (actor === undefined) throw new Error(`The actor system has no '${id}' flow`);
  return actor;
};

/**
 * The actor of the late flow `id` once the root has spawned it, else null (the view shows its
 * loading state meanwhile and sends its events once the flow is there). Nothing is loaded.
 */
export const useSpawnedFlow = <K extends LateFlowId>(id: K): FlowRefs[K] | null => {
  const children: Partial<FlowRefs> = useSelector(useRoot(), (snapshot) => snapshot.children);
  return children[id] ?? null;
};

/** The root's event that spawns a late flow. */
const flowStart = (flow: LateFlowId): EventObject & { readonly flow: LateFlowId } => ({
  type: "FLOW.START",
  flow,
});

/** {@link useSpawnedFlow}, and the flow's code is loaded and the flow spawned if it is not yet. */
export const useLateFlow = <K extends LateFlowId>(id: K): FlowRefs[K] | null => {
  const { root, startFlow, onShow } = useSystem();
  const flow = useSpawnedFlow(id);
  const spawned = flow !== null;
  // On the server the start is asked for as the view renders (src/app/render.tsx renders again).
  if (onShow !== undefined && !spawned) onShow({ flow: root, event: flowStart(id) });
  useEffect(() => {
    if (!spawned) startFlow(id);
  }, [id, spawned, startFlow]);
  return flow;
};
