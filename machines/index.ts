/**
 * Every machine of the storefront by id (the root and each flow of ./registry.ts), and the event
 * schemas every machine accepts. Charts, replay, the developer drawer and the tests read the
 * machines from here; the browser's landing page does not (it loads the late flows' machines on
 * demand, see ./flows.ts `LATE_FLOWS`).
 */
import type { AnyStateMachine } from "xstate";
import { FLOWS, type FlowMachines } from "./registry";
import { rootMachine } from "./root";

export { storefrontEventSchemas } from "./schemas";

/** The machine of each flow, by its systemId. */
const flowMachines = Object.fromEntries(
  Object.entries(FLOWS).map(([id, flow]) => [id, flow.machine]),
) as FlowMachines;

/** The root with every flow's machine, so it spawns each late flow on `FLOW.START` (Node, tests). */
export const rootWithAllFlows = rootMachine.provide({ actors: flowMachines });

/** Every machine of the storefront, by id. */
export const storefrontMachines: Readonly<Record<string, AnyStateMachine>> = {
  root: rootMachine,
  ...flowMachines,
};
