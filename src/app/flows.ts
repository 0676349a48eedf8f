/**
 * Each late flow's code (machines/flows.ts `LATE_FLOWS`): its machine with its live effects, run
 * with a layer, in `./late/<flow>.ts`, a chunk of its own. The browser loads it the first time the
 * flow is needed (./lateFlows.ts); the tests load them all at once (./system.ts `rootWithEffects`).
 */
import type { StorefrontServices } from "@effects/runtime/layer";
import type { VisitLogs } from "@eventlog/ticketLog";
import type { LateFlowId } from "@machines/flows";
import type { Layer } from "effect";
import type { AnyStateMachine } from "xstate";

/** A late flow's machine with its live effects run with `layer` (the ticket form's also reads the visit's log). */
export type LiveFlow = (layer: Layer.Layer<StorefrontServices>, visitLogs: VisitLogs) => AnyStateMachine;

/** What each `./late/<flow>.ts` exports. */
interface LateFlowChunk {
  readonly flow: LiveFlow;
}

/**
 * Loads the code of the late flow `id`: the bundler makes each file of `./late/` a chunk of its
 * own, loaded on demand (tests/system/flowRegistry.test.ts checks there is one for every late flow).
 */
export const loadLateFlow = (id: LateFlowId): Promise<LiveFlow> => {
  const chunks = import.meta.glob<LateFlowChunk>("./late/*.ts");
  const load = chunks[`./late/${id}.ts`];
  if (load === undefined) return Promise.reject(new Error(`The '${id}' flow has no code in src/app/late/`));
  return load().then((chunk) => chunk.flow);
};
