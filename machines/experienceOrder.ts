/**
 * The experience order (systemId "experienceOrder"; spec §3 'Experience order item', §7.6
 * 'Update experience order'): the booking the experiences flow stored, from the payment page to
 * its confirmed order.
 *
 * - EXP_ORDER.LOAD_STORED reads the stored item and checks its experience still exists; a stale
 *   item is removed from storage and its line from the cart, with the server's text.
 * - EXP_ORDER.PAID {orderId, orderKey} (the status page shows the order paid) updates the
 *   experience order: its booking is confirmed, and when the stored item is that booking it leaves
 *   storage and the cart. The same order again does nothing (a failed update may be asked again);
 *   a declined payment sends no EXP_ORDER.PAID, so the booking stays.
 */
import { type ExperienceOrderItem, storedLineKeyOf } from "@domain/experiences";
import type { ConfirmedBooking } from "@effects/experiences";
import { type ErrorData, errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import {
  cartRemoveOf,
  type ExperienceOrderContext,
  type ExperienceOrderEvent,
  type ExperienceOrderEventOf,
  type ExperienceOrderTag,
  initialExperienceOrderContext,
} from "./experienceOrder.events";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

export type { ExperienceOrderContext, ExperienceOrderEvent } from "./experienceOrder.events";
export { experienceOrderEventSchemas, initialExperienceOrderContext } from "./experienceOrder.events";

const fields = <E>({ event }: { readonly event: E }): E => event;
type Done<T> = { readonly output: T };
type Failed = { readonly error: unknown };
const errorOf = (params: Failed): ErrorData => errorDataOf(params.error);

export const experienceOrderMachine = setup({
  types: {} as { context: ExperienceOrderContext; events: ExperienceOrderEvent; tags: ExperienceOrderTag },
  actors: {
    readStored: pending<ExperienceOrderItem | null>(),
    checkStored: pending<ExperienceOrderItem, { readonly item: ExperienceOrderItem }>(),
    confirmPaid: pending<ConfirmedBooking, { readonly orderId: number; readonly orderKey: string }>(),
  },
  guards: {
    /** Not confirmed yet, nor being confirmed; a failed update may be asked again. */
    needsConfirming: ({ context }, p: ExperienceOrderEventOf<"EXP_ORDER.PAID">) =>
      context.confirmation?.order_id !== p.orderId &&
      (context.paidOrderId !== p.orderId || context.confirmError !== null),
    hasItem: (_, p: Done<ExperienceOrderItem | null>) => p.output !== null,
  },
  actions: {
    takePaidOrder: assign((_, p: ExperienceOrderEventOf<"EXP_ORDER.PAID">) => ({
      paidOrderId: p.orderId,
      confirmation: null,
      confirmError: null,
    })),
    /** The booking confirmed; its stored item, when it was that booking, leaves the cart. */
    takeConfirmation: enqueueActions(({ system, enqueue }, p: Done<ConfirmedBooking>) => {
      enqueue.assign({ confirmation: p.output.confirmation, confirmError: null });
      const item = p.output.forgotten;
      if (item === null) return;
      enqueue.assign({ stored: null, storedError: null });
      sendToFlow(system, enqueue, "cart", cartRemoveOf(storedLineKeyOf(item)));
    }),
    failConfirmation: assign((_, p: Failed) => ({ confirmError: errorOf(p) })),
    readItem: assign((_, p: Done<ExperienceOrderItem | null>) => ({ stored: p.output })),
    takeStored: assign((_, p: Done<ExperienceOrderItem>) => ({ stored: p.output, storedError: null })),
    noStored: assign({ stored: null, storedError: null }),
    /** A stale item: its line leaves the cart, its error is shown (storage was cleared by the effect). */
    dropStored: enqueueActions(
      ({ system, enqueue }, p: Failed & { readonly item: ExperienceOrderItem | null }) => {
        enqueue.assign({ stored: null, storedError: errorOf(p) });
        if (p.item === null) return;
        sendToFlow(system, enqueue, "cart", cartRemoveOf(storedLineKeyOf(p.item)));
      },
    ),
  },
}).createMachine({
  id: "experienceOrder",
  context: initialExperienceOrderContext,
  initial: "idle",
  on: {
    "EXP_ORDER.LOAD_STORED": ".reading",
    "EXP_ORDER.PAID": {
      guard: { type: "needsConfirming", params: fields },
      target: ".confirming",
      actions: { type: "takePaidOrder", params: fields },
    },
  },
  states: {
    idle: {},
    /** Update experience order; the paid booking leaves storage and the cart (spec §3, §7.6). */
    confirming: {
      tags: "confirming",
      invoke: {
        src: "confirmPaid",
        input: ({ event }) => {
          if (event.type !== "EXP_ORDER.PAID") throw new Error("confirming without a paid order");
          return { orderId: event.orderId, orderKey: event.orderKey };
        },
        onDone: { target: "idle", actions: { type: "takeConfirmation", params: fields } },
        onError: { target: "idle", actions: { type: "failConfirmation", params: fields } },
      },
    },
    reading: {
      tags: "loadingStored",
      invoke: {
        src: "readStored",
        onDone: [
          {
            guard: { type: "hasItem", params: fields },
            target: "checking",
            actions: { type: "readItem", params: fields },
          },
          { target: "idle", actions: "noStored" },
        ],
        onError: { target: "idle", actions: "noStored" },
      },
    },
    checking: {
      tags: "loadingStored",
      invoke: {
        src: "checkStored",
        input: ({ context }) => {
          if (context.stored === null) throw new Error("checking no stored item");
          return { item: context.stored };
        },
        onDone: { target: "idle", actions: { type: "takeStored", params: fields } },
        onError: {
          target: "idle",
          actions: {
            type: "dropStored",
            params: ({ context, event }) => ({ error: event.error, item: context.stored }),
          },
        },
      },
    },
  },
});
