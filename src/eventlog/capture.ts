/**
 * What the replay watches of a running system: each event as it is delivered to an actor, and
 * each actor's snapshot after it. XState's public way is an inspection observer (the `inspect`
 * option), and the recorder uses it. But with an observer attached, XState copies every
 * inspection event for it, including one per microstep and one per executed action that the
 * replay never reads: about a tenth of a replay's time. So the replay takes over the one function
 * every inspection event goes through, the system's `_sendInspectionEvent`, and passes on only the
 * deliveries and snapshots, uncopied.
 *
 * This relies on XState 5.33 internals that its public types do not show: every inspection
 * event is sent through `actor.system._sendInspectionEvent`, looked up on the system object at
 * each call. tests/eventlog/capture.test.ts checks that what this passes on is exactly what
 * an `inspect` observer sees of deliveries and snapshots, so an XState upgrade that changes it
 * fails there.
 */
import type { AnyActorRef, EventObject } from "xstate";
import type { AnyActor } from "./actors";

/** A delivery or a snapshot, as an `inspect` observer sees them (without `rootId`). */
export type Observed =
  | {
      readonly type: "@xstate.event";
      readonly actorRef: AnyActorRef;
      readonly sourceRef: AnyActorRef | undefined;
      readonly event: EventObject;
    }
  | {
      readonly type: "@xstate.snapshot";
      readonly actorRef: AnyActorRef;
      readonly event: EventObject;
      readonly snapshot: unknown;
    };

/** The part of XState's actor system this module takes over. */
interface InspectingSystem {
  _sendInspectionEvent: (event: { readonly type: string }) => void;
}

const isInspectingSystem = (system: unknown): system is InspectingSystem =>
  typeof system === "object" &&
  system !== null &&
  "_sendInspectionEvent" in system &&
  typeof system._sendInspectionEvent === "function";

/**
 * Passes every delivery and snapshot of the system of `root` to `observe`, from now on; the
 * system's other inspection events (and its `inspect` observers) are dropped. Call it after
 * `createActor` and before `start()`. Throws when the system does not have the function it takes over.
 */
export const observeDeliveries = (root: AnyActor, observe: (observed: Observed) => void): void => {
  const system: unknown = root.system;
  if (!isInspectingSystem(system)) {
    throw new Error("this XState version has no system._sendInspectionEvent: the replay must follow it");
  }
  system._sendInspectionEvent = (event) => {
    if (event.type === "@xstate.event" || event.type === "@xstate.snapshot") observe(event as Observed);
  };
};
