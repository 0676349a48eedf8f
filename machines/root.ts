/**
 * The root of the storefront's actor system (systemId "root"). It spawns the flows the landing
 * page needs at start (`START_FLOWS`) as long-lived actors with stable systemIds, passing each the
 * values the browser gave at start, and spawns each later flow (`LATE_FLOWS`: product, checkout,
 * payment and the header dialogs' flows) when it hears `FLOW.START {flow}`: the composition root
 * sends it once that flow's code has loaded, so the spawn is an event of the log and a replay
 * spawns the flow at the same step. It keeps the facts a late flow listens to (facts.ts) and
 * hands them to the flow right after spawning it, with DIALOG.OPEN when the flow's dialog is
 * already open. It keeps the browser environment that arrives as events: the viewport and the
 * current URL. Views reach the flows as its typed children (`useFlow`, `useLateFlow`); flows talk
 * to each other by events.
 */

import { type HeaderScroll, INITIAL_HEADER_SCROLL, nextHeaderScroll } from "@domain/header";
import { Schema } from "effect";
import {
  type ActorLogic,
  type AnyStateMachine,
  assign,
  type EmittedFrom,
  type EventFromLogic,
  enqueueActions,
  type InputFrom,
  type SnapshotFrom,
  setup,
  spawnChild,
} from "xstate";
import { cartMachine } from "./cart";
import { countryMachine } from "./country";
import {
  cartLinesEventSchema,
  countrySelectedEventSchema,
  type FactEvent,
  factsFor,
  keepFact,
  milesMemberIdEventSchema,
  sessionUserEventSchema,
  sessionWalletEventSchema,
  siteSettingsEventSchema,
} from "./facts";
import { type FlowId, LATE_FLOWS, type LateFlowId, sendToFlow } from "./flows";
import type { FlowMachines } from "./registry";
import { searchMachine } from "./search";
import { sessionMachine } from "./session";
import type { PageLocation, ShellFeatures, ShellInput, Viewport } from "./shell";
import { siteMachine } from "./site";

export type { PageLocation, Viewport } from "./shell";

/** What the browser gives at start: the environment and the persisted values the flows need. */
export interface StorefrontInput {
  readonly location: PageLocation;
  readonly viewport: Viewport;
  /** The browser language (first 2 letters decide the interface language, spec §4). */
  readonly language: string;
  /** The login flag read from the `s_e_t` cookie or session value (spec §4 'Login state'). */
  readonly loginFlag: boolean;
  /** The '{vendor}_wallet_id' saved in session storage (spec §2.1). */
  readonly walletId: string | null;
  /** The support address of this build: the views fill it into the HTTP 429 text (spec §8). */
  readonly supportEmail: string;
  /** Whether the page runs inside an iframe (spec §2.11 cookie banner). */
  readonly inIframe: boolean;
  /** The build's switches of the section rules (spec §2.2). */
  readonly features: ShellFeatures;
}

/**
 * The dialogs the header and the footer open (spec §2.4, §1 'Customers'): their flows are the guest
 * flows and the ticket form.
 */
export const HeaderDialog = Schema.Literals(["trackOrder", "balanceChecker", "redeemGuide", "ticket"]);
export type HeaderDialog = typeof HeaderDialog.Type;

/** The events the root accepts: the browser environment as it changes, and the flows' lives. */
export const rootEventSchemas = [
  Schema.Struct({ type: Schema.Literal("ENV.VIEWPORT"), width: Schema.Number, height: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("ENV.LOCATION"), pathname: Schema.String, search: Schema.String }),
  /** The page's vertical scroll offset, for the header's hide-on-scroll rule (spec §2.4). */
  Schema.Struct({ type: Schema.Literal("ENV.SCROLL"), y: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("UI.OPEN_DIALOG"), dialog: HeaderDialog }),
  Schema.Struct({ type: Schema.Literal("UI.CLOSE_DIALOG") }),
  /**
   * The code of a late flow has loaded (the composition root): the root spawns it, once. The
   * event log holds it, so a replay spawns the flow at the same step.
   */
  Schema.Struct({ type: Schema.Literal("FLOW.START"), flow: Schema.Literals(LATE_FLOWS) }),
  /** The facts a late flow listens to, announced by their owners (facts.ts), kept for it. */
  sessionUserEventSchema,
  sessionWalletEventSchema,
  siteSettingsEventSchema,
  cartLinesEventSchema,
  countrySelectedEventSchema,
  milesMemberIdEventSchema,
] as const;

export type RootEvent = (typeof rootEventSchemas)[number]["Type"];

export interface RootContext {
  readonly location: PageLocation;
  readonly viewport: Viewport;
  readonly language: string;
  readonly supportEmail: string;
  /** The persisted values read at start, handed to the flows when they are spawned. */
  readonly atStart: {
    readonly loginFlag: boolean;
    readonly walletId: string | null;
    readonly inIframe: boolean;
    readonly features: ShellFeatures;
  };
  /** Whether the header is hidden by scrolling down (spec §2.4). */
  readonly headerScroll: HeaderScroll;
  /** The header dialog that is open, if any. */
  readonly dialog: HeaderDialog | null;
  /** The late flows spawned so far, in the order they were. */
  readonly lateFlows: readonly LateFlowId[];
  /** The last of each fact a late flow listens to, handed to a late flow when it is spawned. */
  readonly facts: readonly FactEvent[];
}

/** The flows that follow the page environment (`ENV.LOCATION`, `ENV.VIEWPORT`). */
const SHELL_FLOWS = ["site", "country", "search"] as const;

/**
 * The flows that read the location only: the redemption guide opens for '?redeem=code'; the cart
 * and the session ask a failed fetch again on the next navigation.
 */
const LOCATION_FLOWS = ["redeemGuide", "cart", "session"] as const;

const shellInput = (context: RootContext): ShellInput => ({
  location: context.location,
  viewport: context.viewport,
  language: context.language,
  loggedIn: context.atStart.loginFlag,
  inIframe: context.atStart.inIframe,
  features: context.atStart.features,
});

export type { FlowId, LateFlowId, StartFlowId } from "./flows";

/**
 * What the root knows of a late flow before its code has loaded: its types only (the machine is
 * imported as a type), so the root's children are typed and the landing page's code holds none of
 * the flow. The composition root provides the machine (`rootMachine.provide` in Node, or once its
 * chunk has loaded in the browser) before it sends `FLOW.START`; spawning this stand-in instead
 * fails the child with an error naming the flow.
 */
/** The actor system type a machine's logic runs in. */
type SystemOf<M> =
  M extends ActorLogic<infer _S, infer _E, infer _I, infer System, infer _Em> ? System : never;

type StandIn<M extends AnyStateMachine> = ActorLogic<
  SnapshotFrom<M>,
  EventFromLogic<M>,
  InputFrom<M>,
  SystemOf<M>,
  EmittedFrom<M>
>;

const notLoaded = (flow: LateFlowId): StandIn<AnyStateMachine> => ({
  transition: (snapshot) => snapshot,
  getInitialSnapshot: () => {
    throw new Error(`The '${flow}' flow's code has not been loaded`);
  },
  getPersistedSnapshot: (snapshot) => snapshot,
});

/** The machine of each flow spawned at start, by its systemId. */
const startFlowMachines = {
  session: sessionMachine,
  site: siteMachine,
  country: countryMachine,
  search: searchMachine,
  cart: cartMachine,
} as const;

/** The late flows' stand-ins (see {@link notLoaded}), typed as each flow's machine of ./registry.ts. */
const lateFlowStandIns = Object.fromEntries(LATE_FLOWS.map((flow) => [flow, notLoaded(flow)])) as {
  readonly [K in LateFlowId]: StandIn<FlowMachines[K]>;
};

/**
 * The input of each late flow that takes one, read from the root's context when it spawns the
 * flow; the others take none.
 */
const LATE_FLOW_INPUT: {
  readonly [K in LateFlowId]?: (context: RootContext) => InputFrom<FlowMachines[K]>;
} = {
  checkout: (context) => ({ loggedIn: context.atStart.loginFlag }),
  redeemGuide: (context) => ({ location: context.location }),
  product: (context) => ({ location: context.location }),
  auth: () => ({ redirect: null }),
};

/**
 * What spawning a late flow by name needs of `enqueueActions`' `enqueue`: XState types its
 * `spawnChild` per actor name, and the input each name takes is checked by
 * {@link LATE_FLOW_INPUT} instead.
 */
type LateFlowSpawner = (
  src: LateFlowId,
  options: { readonly id: LateFlowId; readonly systemId: LateFlowId; readonly input: unknown },
) => void;

export const rootMachine = setup({
  types: {} as {
    context: RootContext;
    events: RootEvent;
    input: StorefrontInput;
    /** Each flow is the child of the same id, spawned from the actor of the same name. */
    children: { [K in FlowId]: K };
  },
  actors: { ...startFlowMachines, ...lateFlowStandIns },
  guards: {
    isNotSpawned: ({ context }, params: { readonly flow: LateFlowId }) =>
      !context.lateFlows.includes(params.flow),
  },
  actions: {
    forwardToShellFlows: enqueueActions(({ event, system, enqueue }) => {
      const ids: readonly FlowId[] =
        event.type === "ENV.LOCATION" ? [...SHELL_FLOWS, ...LOCATION_FLOWS] : SHELL_FLOWS;
      for (const id of ids) sendToFlow(system, enqueue, id, event);
    }),
    /**
     * A header dialog's flow (the flow of the same systemId) hears DIALOG.OPEN when its dialog
     * opens and DIALOG.CLOSE when it closes, so it can start and reset its steps. A flow not
     * spawned yet hears DIALOG.OPEN when it is (`catchUpLateFlow`).
     */
    openDialog: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== "UI.OPEN_DIALOG") return;
      if (context.dialog === event.dialog) return;
      if (context.dialog !== null) sendToFlow(system, enqueue, context.dialog, { type: "DIALOG.CLOSE" });
      sendToFlow(system, enqueue, event.dialog, { type: "DIALOG.OPEN" });
      enqueue.assign({ dialog: event.dialog });
    }),
    closeDialog: enqueueActions(({ context, system, enqueue }) => {
      if (context.dialog === null) return;
      sendToFlow(system, enqueue, context.dialog, { type: "DIALOG.CLOSE" });
      enqueue.assign({ dialog: null });
    }),
    keepFact: assign(({ context }, params: { readonly fact: FactEvent }) => ({
      facts: keepFact(context.facts, params.fact),
    })),
    /** Spawns a late flow with its systemId and the input it takes, from the current context. */
    spawnLateFlow: enqueueActions(({ context, enqueue }, params: { readonly flow: LateFlowId }) => {
      const { flow } = params;
      const spawn = enqueue.spawnChild as LateFlowSpawner;
      spawn(flow, { id: flow, systemId: flow, input: LATE_FLOW_INPUT[flow]?.(context) });
      enqueue.assign({ lateFlows: [...context.lateFlows, flow] });
    }),
    /** What a late flow missed before it was spawned: the facts it listens to, its open dialog. */
    catchUpLateFlow: enqueueActions(({ context, system, enqueue }, params: { readonly flow: LateFlowId }) => {
      for (const fact of factsFor(context.facts, params.flow)) sendToFlow(system, enqueue, params.flow, fact);
      if (context.dialog === params.flow) sendToFlow(system, enqueue, params.flow, { type: "DIALOG.OPEN" });
    }),
  },
}).createMachine({
  id: "root",
  context: ({ input }) => ({
    location: input.location,
    viewport: input.viewport,
    language: input.language,
    supportEmail: input.supportEmail,
    atStart: {
      loginFlag: input.loginFlag,
      walletId: input.walletId,
      inIframe: input.inIframe,
      features: input.features,
    },
    headerScroll: INITIAL_HEADER_SCROLL,
    dialog: null,
    lateFlows: [],
    facts: [],
  }),
  entry: [
    // The flows that only hear facts first, then the ones that announce them (country, site,
    // session), so what an announcer sends at its start reaches every listener.
    spawnChild("cart", {
      id: "cart",
      systemId: "cart",
      input: ({ context }) => ({ loggedIn: context.atStart.loginFlag }),
    }),
    spawnChild("country", {
      id: "country",
      systemId: "country",
      input: ({ context }) => shellInput(context),
    }),
    spawnChild("search", { id: "search", systemId: "search", input: ({ context }) => shellInput(context) }),
    spawnChild("site", { id: "site", systemId: "site", input: ({ context }) => shellInput(context) }),
    spawnChild("session", {
      id: "session",
      systemId: "session",
      input: ({ context }) => ({
        loggedIn: context.atStart.loginFlag,
        location: context.location,
        walletId: context.atStart.walletId,
      }),
    }),
  ],
  on: {
    "ENV.VIEWPORT": {
      actions: [
        assign({ viewport: ({ event }) => ({ width: event.width, height: event.height }) }),
        "forwardToShellFlows",
      ],
    },
    "ENV.SCROLL": {
      actions: assign({
        headerScroll: ({ context, event }) => nextHeaderScroll(context.headerScroll, event.y),
      }),
    },
    "UI.OPEN_DIALOG": { actions: "openDialog" },
    "UI.CLOSE_DIALOG": { actions: "closeDialog" },
    "ENV.LOCATION": {
      actions: [
        assign({
          location: ({ context, event }) => ({
            ...context.location,
            pathname: event.pathname,
            search: event.search,
          }),
        }),
        "forwardToShellFlows",
      ],
    },
    "FLOW.START": {
      guard: { type: "isNotSpawned", params: ({ event }) => ({ flow: event.flow }) },
      actions: [
        { type: "spawnLateFlow", params: ({ event }) => ({ flow: event.flow }) },
        { type: "catchUpLateFlow", params: ({ event }) => ({ flow: event.flow }) },
      ],
    },
    "SESSION.USER": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
    "SESSION.WALLET": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
    "SITE.SETTINGS": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
    "CART.LINES": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
    "COUNTRY.SELECTED": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
    "MILES.MEMBER_ID": { actions: { type: "keepFact", params: ({ event }) => ({ fact: event }) } },
  },
});
