/**
 * Perks (systemId "perks"): a free perk's claim, the airline member id of a miles product and the
 * '/redirect-perks' notice (spec §1, §2.3, §3 Order, §7.6 freePerkCreateOrder and
 * validate_miles_memberId).
 *
 * - claim: PERKS.CLAIM sends freePerkCreateOrder once at a time (tag "claiming"); the claim, its
 *   code or link, is kept per perk; a refusal (a perk out of stock) is kept as the perk's error.
 * - memberId: the typed id is checked before a miles product may go to the cart; an id of the wrong
 *   form is refused without a call, an id the airline refuses shows its field error. An accepted
 *   id (state "accepted") is announced to the checkout as MILES.MEMBER_ID, so the order carries
 *   it; typing again asks for a new check.
 * - redirect: PERKS.REDIRECT shows the notice, then after PERKS_REDIRECT_DELAY_MS asks the way into
 *   the perks store (perksStoreEntry: for a signed-in shopper the SSO entry with a token of
 *   sso_token, spec §1, §2.1, §7.5) and opens it (tag "redirecting" throughout); when no token
 *   comes, the store itself is opened: on this origin the session still goes with the shopper.
 *   PERKS.REDIRECT_CANCEL (the page left) during the notice opens nothing.
 */
import { isMemberIdWellFormed, memberIdProblem } from "@domain/memberId";
import { PERKS_REDIRECT_DELAY_MS, type PerkClaim, perksStoreUrl, withClaim } from "@domain/perks";
import type { CheckedMemberId } from "@effects/perks";
import { errorDataOf, toErrorData } from "@errors/data";
import { MemberIdInvalid } from "@errors/situations";
import { assign, enqueueActions, setup } from "xstate";
import { announceFact } from "./facts";
import { pending } from "./pending";
import {
  initialPerksContext,
  type PerksContext,
  type PerksEvent,
  type PerksEventOf,
  type PerksTag,
} from "./perks.events";

export { type PerksContext, type PerksEvent, perksEventSchemas } from "./perks.events";

type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

export const perksMachine = setup({
  types: { context: {} as PerksContext, events: {} as PerksEvent, tags: {} as PerksTag },
  actors: {
    claimFreePerk: pending<PerkClaim, { readonly productId: number }>(),
    checkMemberId: pending<CheckedMemberId, { readonly memberId: string; readonly productId: number }>(),
    perksStoreEntry: pending<string, { readonly storeUrl: string }>(),
    openPerksStore: pending<void, { readonly url: string }>(),
  },
  guards: {
    isWellFormed: ({ context }) => isMemberIdWellFormed(context.memberIdInput),
  },
  actions: {
    startClaim: assign((_, params: PerksEventOf<"PERKS.CLAIM">) => ({
      claimingProductId: params.productId,
      claimError: null,
    })),
    keepClaim: assign(({ context }, params: Answered<PerkClaim>) => ({
      claims: withClaim(context.claims, params.output),
      claimingProductId: null,
    })),
    failClaim: assign(({ context }, params: Failed) => ({
      claimError: { productId: context.claimingProductId ?? 0, error: errorDataOf(params.error) },
      claimingProductId: null,
    })),
    takeMemberId: assign((_, params: PerksEventOf<"MILES.MEMBER_ID_INPUT">) => ({
      memberIdInput: params.memberId,
      memberId: null,
      memberIdError: null,
    })),
    chooseMilesProduct: assign((_, params: PerksEventOf<"MILES.CHECK">) => ({
      memberIdProductId: params.productId,
      memberIdError: null,
    })),
    refuseForm: assign(({ context }) => ({
      memberIdError: toErrorData(
        new MemberIdInvalid({ reason: memberIdProblem(context.memberIdInput) ?? "form" }),
      ),
    })),
    acceptMemberId: enqueueActions(({ system, enqueue }, params: Answered<CheckedMemberId>) => {
      enqueue.assign({ memberId: params.output.memberId, memberIdProductId: params.output.productId });
      announceFact(system, enqueue, {
        type: "MILES.MEMBER_ID",
        memberId: params.output.memberId,
        productId: params.output.productId,
      });
    }),
    refuseMemberId: assign((_, params: Failed) => ({ memberIdError: errorDataOf(params.error) })),
    aimAtStore: assign((_, params: PerksEventOf<"PERKS.REDIRECT">) => ({
      perksStoreUrl: perksStoreUrl(params.sitePrefix),
      perksStoreEntry: null,
    })),
  },
}).createMachine({
  id: "perks",
  context: initialPerksContext,
  type: "parallel",
  states: {
    /** A free perk's claim (spec §7.6 freePerkCreateOrder). */
    claim: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "PERKS.CLAIM": {
              target: "claiming",
              actions: { type: "startClaim", params: ({ event }) => event },
            },
          },
        },
        /** One claim at a time: a second click claims nothing more. */
        claiming: {
          tags: "claiming",
          invoke: {
            src: "claimFreePerk",
            input: ({ context }) => ({ productId: context.claimingProductId ?? 0 }),
            onDone: { target: "idle", actions: { type: "keepClaim", params: ({ event }) => event } },
            onError: { target: "idle", actions: { type: "failClaim", params: ({ event }) => event } },
          },
        },
      },
    },
    /** The airline member id of a miles product (spec §3 Order, §7.6 validate_miles_memberId). */
    memberId: {
      initial: "editing",
      on: {
        "MILES.MEMBER_ID_INPUT": {
          target: ".editing",
          actions: { type: "takeMemberId", params: ({ event }) => event },
        },
      },
      states: {
        editing: {
          on: {
            "MILES.CHECK": [
              {
                guard: "isWellFormed",
                target: "checking",
                actions: { type: "chooseMilesProduct", params: ({ event }) => event },
              },
              { actions: [{ type: "chooseMilesProduct", params: ({ event }) => event }, "refuseForm"] },
            ],
          },
        },
        checking: {
          tags: "checking",
          invoke: {
            src: "checkMemberId",
            input: ({ context }) => ({
              memberId: context.memberIdInput,
              productId: context.memberIdProductId ?? 0,
            }),
            onDone: { target: "accepted", actions: { type: "acceptMemberId", params: ({ event }) => event } },
            onError: { target: "editing", actions: { type: "refuseMemberId", params: ({ event }) => event } },
          },
        },
        /** The airline knows the id: the product may go to the cart, the order carries the id. */
        accepted: {
          on: {
            "MILES.CHECK": {
              guard: "isWellFormed",
              target: "checking",
              actions: { type: "chooseMilesProduct", params: ({ event }) => event },
            },
          },
        },
      },
    },
    /** The '/redirect-perks' notice, then the perks store (spec §1, §2.3). */
    redirect: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "PERKS.REDIRECT": {
              target: "notice",
              actions: { type: "aimAtStore", params: ({ event }) => event },
            },
          },
        },
        notice: {
          tags: "redirecting",
          after: { [PERKS_REDIRECT_DELAY_MS]: { target: "leaving" } },
          on: { "PERKS.REDIRECT_CANCEL": { target: "idle" } },
        },
        /** The way in: the SSO entry with the shopper's token, or the store itself. */
        leaving: {
          tags: "redirecting",
          invoke: {
            src: "perksStoreEntry",
            input: ({ context }) => ({ storeUrl: context.perksStoreUrl ?? "/" }),
            onDone: {
              target: "opening",
              actions: assign(({ event }) => ({ perksStoreEntry: event.output })),
            },
            onError: { target: "opening" },
          },
        },
        opening: {
          tags: "redirecting",
          invoke: {
            src: "openPerksStore",
            input: ({ context }) => ({ url: context.perksStoreEntry ?? context.perksStoreUrl ?? "/" }),
          },
        },
      },
    },
  },
});

export type PerksMachine = typeof perksMachine;
