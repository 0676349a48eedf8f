/**
 * The storefront's actor system, put together for Node and the developer drawer: the root with
 * every flow's live effects (or any other set of effects, for tests), and what a replay of this
 * build needs (every machine's hash, the sensitive keys, the root with every flow). The browser's
 * landing page starts the system from ./start.ts and loads the late flows from ./lateFlows.ts.
 */

import type { StorefrontServices } from "@effects/runtime/layer";
import type { ReplayOptions } from "@eventlog/replay";
import { LATE_FLOWS, type LateFlowId } from "@machines/flows";
import { rootWithAllFlows, storefrontEventSchemas, storefrontMachines } from "@machines/index";
import type { Layer } from "effect";
import type { AnyStateMachine } from "xstate";
import { loadLateFlow } from "./flows";
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
 * ones when the root hears `FLOW.START` (their machines are provided here, loaded first).
 */
export const rootWithEffects = async (layer: Layer.Layer<StorefrontServices>) => {
  const lateFlows = await Promise.all(
    // Outside the browser there is no recorded visit for the ticket form to attach.
    LATE_FLOWS.map(async (flow) => [flow, (await loadLateFlow(flow))(layer, () => [])] as const),
  );
  return rootWithStartEffects(layer).provide({
    actors: Object.fromEntries(lateFlows) as Record<LateFlowId, AnyStateMachine>,
  });
};

export { storefrontEventSchemas, storefrontMachines };
