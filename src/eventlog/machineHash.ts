/** The hash of a machine's definition, which the event log's header carries and a replay checks. */
import { hash64 } from "@domain/eventlog/hash";
import type { AnyStateMachine } from "xstate";

/**
 * Hash of a machine's definition: its states, transitions, guards, delays, named actions and
 * invoked actors, as XState serialises it (state nodes write themselves as their definition).
 */
export const machineHash = (machine: AnyStateMachine): string => hash64(JSON.stringify(machine.definition));
