/**
 * The late flows in the browser (machines/flows.ts `LATE_FLOWS`): each one's machine and
 * effects load the first time the flow is needed (./flows.ts `loadLateFlow`). Once a chunk has
 * loaded, its machine is handed to the running root and the root hears `FLOW.START {flow}`, so
 * the spawn is an event of the log at its step. The page's first route and every later one start
 * the flows they need at once (`startFor`), so their chunks and their data calls do not wait for
 * the views to render.
 */

import { asksForCodesGuide } from "@domain/redeemGuide";
import { resolveRoute } from "@domain/routes";
import type { StorefrontServices } from "@effects/runtime/layer";
import type { VisitLogs } from "@eventlog/ticketLog";
import type { LateFlowId } from "@machines/flows";
import type { rootMachine } from "@machines/root";
import { SCREENS } from "@views/screens";
import type { Layer } from "effect";
import type { Actor, AnyStateMachine } from "xstate";
import { loadLateFlow } from "./flows";

/**
 * The late flows the page at `pathname` and `search` needs: its screen's flow (the route as the
 * default site prefix reads it; the view asks again once the site is known), and the redemption
 * guide for '?redeem=code' (spec §2.1).
 */
export const lateFlowsAt = (pathname: string, search: string): readonly LateFlowId[] => {
  const route = resolveRoute(pathname, search);
  const entry = route.kind === "screen" ? SCREENS[route.screen] : undefined;
  const screenFlow = entry?.startsWith ?? entry?.flows[0];
  return [
    ...(screenFlow === undefined ? [] : [screenFlow]),
    ...(asksForCodesGuide(search) ? (["redeemGuide"] as const) : []),
  ];
};

export interface LateFlowLoader {
  /**
   * Loads the flow's chunk (once), hands its machine to the root and sends `FLOW.START`. A chunk
   * that fails to load (the network) is asked for again on the next call.
   */
  readonly start: (flow: LateFlowId) => void;
  /** Starts the late flows the page at this location needs. */
  readonly startFor: (location: { readonly pathname: string; readonly search: string }) => void;
}

type RootActor = Actor<typeof rootMachine>;

/**
 * Hands `machine` to the running root as the actor it spawns for `flow`. XState looks a spawned
 * child's logic up by name in the machine's `implementations.actors` when it spawns it (and when
 * it restores a checkpoint), so a machine added there before `FLOW.START` is the one spawned;
 * tests/system/lateFlows.test.ts checks this on the root.
 */
export const provideLateFlow = (root: RootActor, flow: LateFlowId, machine: AnyStateMachine): void => {
  root.logic.implementations.actors[flow] = machine;
};

export const lateFlowLoader = (
  root: RootActor,
  layer: Layer.Layer<StorefrontServices>,
  visitLogs: VisitLogs,
): LateFlowLoader => {
  const loading = new Map<LateFlowId, Promise<void>>();
  const start = (flow: LateFlowId) => {
    if (loading.has(flow)) return;
    const load = loadLateFlow(flow).then(
      (flowWith) => {
        provideLateFlow(root, flow, flowWith(layer, visitLogs));
        root.send({ type: "FLOW.START", flow });
      },
      () => {
        loading.delete(flow);
      },
    );
    loading.set(flow, load);
  };
  return {
    start,
    startFor: ({ pathname, search }) => {
      for (const flow of lateFlowsAt(pathname, search)) start(flow);
    },
  };
};
