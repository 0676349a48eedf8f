/**
 * The flows of the actor system by systemId, and the one way a flow talks to another: an event
 * sent through the system to the flow's systemId.
 *
 * ```ts
 * announceLines: enqueueActions(({ context, system, enqueue }) =>
 *   sendToFlow(system, enqueue, "checkout", { type: "CART.LINES", lines: context.vouchers }),
 * ),
 * ```
 */
import type { AnyActorRef, EventObject } from "xstate";

/** The flows the root spawns at start: the ones the landing page (header, shell, cart count) needs. */
export const START_FLOWS = ["session", "site", "country", "search", "cart"] as const;
export type StartFlowId = (typeof START_FLOWS)[number];

/**
 * The flows of later screens and of the header dialogs. Their code loads on demand; once it has
 * loaded, the root hears `FLOW.START {flow}` and spawns the flow (with the same systemId as
 * ever), so a recorded log holds the spawn at its step and a replay spawns it there too. Each
 * one's machine and events are declared in ./registry.ts, its live effects in src/app/flows.ts.
 */
export const LATE_FLOWS = [
  "product",
  "listing",
  "checkout",
  "delivery",
  "payment",
  "redeemGuide",
  "trackOrder",
  "balanceChecker",
  "auth",
  "passwordReset",
  "unsubscribe",
  "switchAccount",
  "signUp",
  "perks",
  "profile",
  "orderHistory",
  "balances",
  "pointConversion",
  "logout",
  "topup",
  "cashout",
  "flightSearch",
  "flightBooking",
  "hotelSearch",
  "hotelBooking",
  "experiences",
  "experienceOrder",
  "providers",
  "maintenance",
  "rewardsApi",
  "kyb",
  "commonPage",
  "ticket",
] as const;
export type LateFlowId = (typeof LATE_FLOWS)[number];

/** The systemIds of the flows the root spawns. */
export const FLOW_IDS = [...START_FLOWS, ...LATE_FLOWS] as const;
export type FlowId = (typeof FLOW_IDS)[number];

const LATE: ReadonlySet<string> = new Set(LATE_FLOWS);

/** Whether `id` is spawned only when first needed. */
export const isLateFlow = (id: string): id is LateFlowId => LATE.has(id);

/** What {@link sendToFlow} needs of an action's `system`. */
export interface FlowSystem {
  readonly get: (systemId: string) => AnyActorRef | undefined;
}

/** What {@link sendToFlow} needs of `enqueueActions`' `enqueue`. */
export interface FlowEnqueuer {
  readonly sendTo: (target: AnyActorRef, event: EventObject) => void;
}

/**
 * Sends `event` to the flow `id` (or the root) if it runs. The guard matters: XState's `sendTo`
 * with an undefined target would deliver the event to the sender itself.
 */
export const sendToFlow = (
  system: FlowSystem,
  enqueue: FlowEnqueuer,
  id: FlowId | "root",
  event: EventObject,
): void => {
  const flow: AnyActorRef | undefined = system.get(id);
  if (flow !== undefined) enqueue.sendTo(flow, event);
};
