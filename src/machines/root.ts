/**
 * The root of the storefront's actor system (systemId "root"). It spawns every flow as a
 * long-lived actor with a stable systemId, passing each the values the browser gave at start,
 * and keeps the browser environment that arrives as events: the viewport and the current URL.
 * Views reach the flows as its typed children (`useFlow`); flows talk to each other by events.
 */

import { type HeaderScroll, INITIAL_HEADER_SCROLL, nextHeaderScroll } from "@domain/header";
import { Schema } from "effect";
import { assign, enqueueActions, setup, spawnChild } from "xstate";
import { authMachine } from "./auth";
import { balanceCheckerMachine } from "./balanceChecker";
import { cartMachine } from "./cart";
import { checkoutMachine } from "./checkout";
import { countryMachine } from "./country";
import { type FlowId, sendToFlow } from "./flows";
import { logoutMachine } from "./logout";
import { paymentMachine } from "./payment";
import { productMachine } from "./product";
import { redeemGuideMachine } from "./redeemGuide";
import { searchMachine } from "./search";
import { sessionMachine } from "./session";
import type { PageLocation, ShellFeatures, ShellInput, Viewport } from "./shell";
import { siteMachine } from "./site";
import { trackOrderMachine } from "./trackOrder";

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

/** The dialogs the header opens (spec §2.4): their flows are the guest flows. */
export const HeaderDialog = Schema.Literals(["trackOrder", "balanceChecker", "redeemGuide"]);
export type HeaderDialog = typeof HeaderDialog.Type;

/** The events the root accepts: the browser environment as it changes. */
export const rootEventSchemas = [
  Schema.Struct({ type: Schema.Literal("ENV.VIEWPORT"), width: Schema.Number, height: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("ENV.LOCATION"), pathname: Schema.String, search: Schema.String }),
  /** The page's vertical scroll offset, for the header's hide-on-scroll rule (spec §2.4). */
  Schema.Struct({ type: Schema.Literal("ENV.SCROLL"), y: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("UI.OPEN_DIALOG"), dialog: HeaderDialog }),
  Schema.Struct({ type: Schema.Literal("UI.CLOSE_DIALOG") }),
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

export type { FlowId } from "./flows";

/** The machine of each flow, by its systemId: the root's actors, and the charts' and replay's list. */
export const flowMachines = {
  session: sessionMachine,
  site: siteMachine,
  country: countryMachine,
  search: searchMachine,
  cart: cartMachine,
  product: productMachine,
  checkout: checkoutMachine,
  payment: paymentMachine,
  redeemGuide: redeemGuideMachine,
  trackOrder: trackOrderMachine,
  balanceChecker: balanceCheckerMachine,
  auth: authMachine,
  logout: logoutMachine,
} as const satisfies Record<FlowId, unknown>;

export const rootMachine = setup({
  types: {} as {
    context: RootContext;
    events: RootEvent;
    input: StorefrontInput;
    /** Each flow is the child of the same id, spawned from the actor of the same name. */
    children: { [K in FlowId]: K };
  },
  actors: flowMachines,
  actions: {
    forwardToShellFlows: enqueueActions(({ event, system, enqueue }) => {
      const ids: readonly FlowId[] =
        event.type === "ENV.LOCATION" ? [...SHELL_FLOWS, ...LOCATION_FLOWS] : SHELL_FLOWS;
      for (const id of ids) sendToFlow(system, enqueue, id, event);
    }),
    /**
     * A header dialog's flow (the flow of the same systemId) hears DIALOG.OPEN when its dialog
     * opens and DIALOG.CLOSE when it closes, so it can start and reset its steps.
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
  }),
  entry: [
    // The flows that only hear facts first, then the ones that announce them (country, site,
    // session), so what an announcer sends at its start reaches every listener.
    spawnChild("cart", {
      id: "cart",
      systemId: "cart",
      input: ({ context }) => ({ loggedIn: context.atStart.loginFlag }),
    }),
    spawnChild("product", { id: "product", systemId: "product" }),
    spawnChild("checkout", {
      id: "checkout",
      systemId: "checkout",
      input: ({ context }) => ({ loggedIn: context.atStart.loginFlag }),
    }),
    spawnChild("payment", { id: "payment", systemId: "payment" }),
    spawnChild("redeemGuide", {
      id: "redeemGuide",
      systemId: "redeemGuide",
      input: ({ context }) => ({ location: context.location }),
    }),
    spawnChild("trackOrder", { id: "trackOrder", systemId: "trackOrder" }),
    spawnChild("balanceChecker", { id: "balanceChecker", systemId: "balanceChecker" }),
    spawnChild("auth", { id: "auth", systemId: "auth", input: { redirect: null } }),
    spawnChild("logout", { id: "logout", systemId: "logout" }),
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
  },
});
