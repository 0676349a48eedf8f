/**
 * A small machine whose comments cite the spec in every place the audit pack reads them (spec
 * §1 for the machine as a whole), for tests/auditPack/specRefs.test.ts.
 */
import { setup } from "xstate";

export const citingMachine = setup({
  guards: {
    /** The code is well formed (spec §5). */
    isWellFormed: () => true,
    isReady: () => true,
  },
  actions: {
    // spec §7.4 'Cart': the line is kept
    keepLine: () => undefined,
    forget: () => undefined,
  },
  actors: {},
}).createMachine({
  id: "citing",
  initial: "idle",
  states: {
    /** Waiting for a code (spec §2.9). */
    idle: {
      on: {
        /** The shopper submits the code (spec §4). */
        SUBMIT: [
          // spec §8 'Balance checker: failed lookup'
          { guard: "isWellFormed", target: "checking" },
          { target: "idle", actions: "forget" },
        ],
        CLEAR: { actions: "forget" }, // spec §9
        RESET: { actions: "forget" },
      },
    },
    checking: {
      after: {
        /** Gives up after a second (spec §7.1). */
        1000: { target: "idle" },
      },
      always: { guard: "isReady", target: "done", actions: "keepLine" },
    },
    done: { type: "final" },
  },
});
