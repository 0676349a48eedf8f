/**
 * The redemption guide, 'How to Redeem' (systemId "redeemGuide"): spec §1 'Redemption guide (How
 * to Redeem)', §2.1 '?redeem=code', §2.8, §4 'Redemption guide', §9 timings.
 *
 * Three parallel regions:
 * - `guide`: closed or open. DIALOG.OPEN (the root, when the dialog opens) shows tab 1 (points),
 *   or tab 2 (codes) when the use case is 'code', at step 1; GUIDE.SELECT_TAB, GUIDE.NEXT and
 *   GUIDE.BACK move between the tabs and the two steps. DIALOG.CLOSE resets it to step 1, tab 1.
 * - `returningUser`: 4000 ms after the guide opens, the 'returning user' flag is stored (an
 *   effect); once stored it is not stored again.
 * - `tooltip`: a location whose query has 'redeem=code' (at start or by ENV.LOCATION) sets the use
 *   case to 'code' (here and in "session"), asks the root to open the guide, and shows the
 *   redeem-code tooltip, which closes after 4 s. The same query string does this once.
 */

import type { UserJourneyUseCase } from "@domain/header";
import {
  CODE_USE_CASE,
  defaultGuideTab,
  FIRST_STEP,
  type GuideStep,
  type GuideTab,
  isGuideTabShown,
  isNewCodesGuideRequest,
  nextGuideStep,
  previousGuideStep,
  REDEEM_TOOLTIP_CLOSE_MS,
  RESET_TAB,
  RETURNING_USER_DELAY_MS,
} from "@domain/redeemGuide";
import { assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import type { RedeemGuideEvent } from "./redeemGuide.events";

export { type RedeemGuideEvent, redeemGuideEventSchemas } from "./redeemGuide.events";

/** Events the guide sends to other actors. */
export type RedeemGuideOutgoingEvent =
  | { readonly type: "SESSION.USE_CASE"; readonly useCase: UserJourneyUseCase }
  | { readonly type: "UI.OPEN_DIALOG"; readonly dialog: "redeemGuide" };

/** What "session" is told on '?redeem=code' (spec §2.1). */
export const CODE_USE_CASE_EVENT: RedeemGuideOutgoingEvent = {
  type: "SESSION.USE_CASE",
  useCase: CODE_USE_CASE,
};
/** What the root is asked on '?redeem=code': open the guide's dialog (spec §2.1). */
export const OPEN_GUIDE_EVENT: RedeemGuideOutgoingEvent = { type: "UI.OPEN_DIALOG", dialog: "redeemGuide" };

export interface RedeemGuideInput {
  /** The page location at start: its query may hold 'redeem=code' (spec §2.1). */
  readonly location?: { readonly search: string };
  /** The user journey use case known at start, if any. */
  readonly useCase?: UserJourneyUseCase | null;
}

export interface RedeemGuideContext {
  /** 'code' shows only the codes guide, titled 'Reward Codes Redemption Guide' (spec §2.8). */
  readonly useCase: UserJourneyUseCase | null;
  readonly tab: GuideTab;
  readonly step: GuideStep;
  /** The query string of the current location. */
  readonly search: string;
  /** The last query string whose 'redeem=code' was acted on. */
  readonly handledSearch: string | null;
}

export const initialRedeemGuideContext = (input: RedeemGuideInput | undefined): RedeemGuideContext => ({
  useCase: input?.useCase ?? null,
  tab: RESET_TAB,
  step: FIRST_STEP,
  search: input?.location?.search ?? "",
  handledSearch: null,
});

export const redeemGuideMachine = setup({
  types: {
    context: {} as RedeemGuideContext,
    events: {} as RedeemGuideEvent,
    input: {} as RedeemGuideInput | undefined,
  },
  actors: {
    /** Stores the 'returning user' flag in local storage. */
    storeReturningUser: pending<void>(),
  },
  guards: {
    isNewCodesGuideRequest: ({ context }, params: { readonly search: string }) =>
      isNewCodesGuideRequest(params.search, context.handledSearch),
    isTabShown: ({ context }, params: { readonly tab: GuideTab }) =>
      isGuideTabShown(params.tab, context.useCase),
  },
  actions: {
    showDefaultTab: assign(({ context }) => ({ tab: defaultGuideTab(context.useCase), step: FIRST_STEP })),
    resetGuide: assign({ tab: RESET_TAB, step: FIRST_STEP }),
    selectTab: assign((_, params: { readonly tab: GuideTab }) => ({ tab: params.tab, step: FIRST_STEP })),
    goToNextStep: assign({ step: ({ context }) => nextGuideStep(context.step) }),
    goToPreviousStep: assign({ step: ({ context }) => previousGuideStep(context.step) }),
    rememberSearch: assign((_, params: { readonly search: string }) => ({ search: params.search })),
    setUseCase: assign(({ context }, params: { readonly useCase: UserJourneyUseCase | null }) => ({
      useCase: params.useCase,
      tab: isGuideTabShown(context.tab, params.useCase) ? context.tab : defaultGuideTab(params.useCase),
    })),
    /** '?redeem=code': the use case 'code', on tab 2 at step 1; this query string is handled. */
    takeCodesGuideRequest: assign((_, params: { readonly search: string }) => ({
      useCase: CODE_USE_CASE,
      tab: defaultGuideTab(CODE_USE_CASE),
      step: FIRST_STEP,
      search: params.search,
      handledSearch: params.search,
    })),
    tellSessionCodeUseCase: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "session", CODE_USE_CASE_EVENT),
    ),
    askRootToOpenGuide: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "root", OPEN_GUIDE_EVENT),
    ),
  },
}).createMachine({
  id: "redeemGuide",
  context: ({ input }) => initialRedeemGuideContext(input),
  type: "parallel",
  on: {
    "SESSION.USE_CASE": {
      actions: { type: "setUseCase", params: ({ event }) => ({ useCase: event.useCase }) },
    },
  },
  states: {
    guide: {
      initial: "closed",
      states: {
        closed: {
          on: {
            "DIALOG.OPEN": { target: "open", actions: "showDefaultTab" },
            "DIALOG.CLOSE": { actions: "resetGuide" },
          },
        },
        open: {
          on: {
            // spec §4: closing resets the guide to step 1, tab 1.
            "DIALOG.CLOSE": { target: "closed", actions: "resetGuide" },
            "GUIDE.SELECT_TAB": {
              guard: { type: "isTabShown", params: ({ event }) => ({ tab: event.tab }) },
              actions: { type: "selectTab", params: ({ event }) => ({ tab: event.tab }) },
            },
            "GUIDE.NEXT": { actions: "goToNextStep" },
            "GUIDE.BACK": { actions: "goToPreviousStep" },
          },
        },
      },
    },
    // spec §2.8, §9: the 'returning user' flag, 4000 ms after the guide opens.
    returningUser: {
      initial: "idle",
      states: {
        idle: { on: { "DIALOG.OPEN": { target: "waiting" } } },
        waiting: { after: { [RETURNING_USER_DELAY_MS]: { target: "storing" } } },
        storing: {
          invoke: {
            src: "storeReturningUser",
            onDone: { target: "stored" },
            onError: { target: "idle" },
          },
        },
        stored: {},
      },
    },
    // spec §2.1, §9: '?redeem=code' and its tooltip, closed after 4 s.
    tooltip: {
      initial: "checking",
      on: {
        "ENV.LOCATION": [
          {
            guard: { type: "isNewCodesGuideRequest", params: ({ event }) => ({ search: event.search }) },
            target: ".shown",
            actions: [
              { type: "takeCodesGuideRequest", params: ({ event }) => ({ search: event.search }) },
              "tellSessionCodeUseCase",
              "askRootToOpenGuide",
            ],
          },
          { actions: { type: "rememberSearch", params: ({ event }) => ({ search: event.search }) } },
        ],
      },
      states: {
        checking: {
          always: [
            {
              guard: {
                type: "isNewCodesGuideRequest",
                params: ({ context }) => ({ search: context.search }),
              },
              target: "shown",
              actions: [
                { type: "takeCodesGuideRequest", params: ({ context }) => ({ search: context.search }) },
                "tellSessionCodeUseCase",
                "askRootToOpenGuide",
              ],
            },
            { target: "hidden" },
          ],
        },
        hidden: {},
        shown: {
          after: { [REDEEM_TOOLTIP_CLOSE_MS]: { target: "hidden" } },
          on: { "GUIDE.CLOSE_TOOLTIP": { target: "hidden" } },
        },
      },
    },
  },
});
