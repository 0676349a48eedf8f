/**
 * The root of the storefront's actor system (systemId "root"). It spawns every flow as a
 * long-lived actor with a stable systemId, passing each the values the browser gave at start,
 * and keeps the browser environment that arrives as events: the viewport and the current URL.
 * Views reach the flows through `system.get(systemId)`; flows talk to each other by events.
 */
import { Schema } from "effect";
import { assign, setup, spawnChild } from "xstate";
import { authMachine } from "./auth";
import { logoutMachine } from "./logout";
import { sessionMachine } from "./session";

export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

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
  /** The support address of this build, filled into the HTTP 429 text (spec §8). */
  readonly supportEmail: string;
}

/** The events the root accepts: the browser environment as it changes. */
export const rootEventSchemas = [
  Schema.Struct({ type: Schema.Literal("ENV.VIEWPORT"), width: Schema.Number, height: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("ENV.LOCATION"), pathname: Schema.String, search: Schema.String }),
] as const;

export type RootEvent = (typeof rootEventSchemas)[number]["Type"];

export interface RootContext {
  readonly location: PageLocation;
  readonly viewport: Viewport;
  readonly language: string;
  readonly supportEmail: string;
  /** The persisted values read at start, handed to the flows when they are spawned. */
  readonly atStart: { readonly loginFlag: boolean; readonly walletId: string | null };
}

/** The systemIds of the flows the root spawns. */
export const FLOW_IDS = ["session", "auth", "logout"] as const;
export type FlowId = (typeof FLOW_IDS)[number];

export const rootMachine = setup({
  types: {} as { context: RootContext; events: RootEvent; input: StorefrontInput },
  actors: { session: sessionMachine, auth: authMachine, logout: logoutMachine },
}).createMachine({
  id: "root",
  context: ({ input }) => ({
    location: input.location,
    viewport: input.viewport,
    language: input.language,
    supportEmail: input.supportEmail,
    atStart: { loginFlag: input.loginFlag, walletId: input.walletId },
  }),
  entry: [
    spawnChild("session", {
      id: "session",
      systemId: "session",
      input: ({ context }) => ({
        loggedIn: context.atStart.loginFlag,
        location: context.location,
        walletId: context.atStart.walletId,
      }),
    }),
    spawnChild("auth", {
      id: "auth",
      systemId: "auth",
      input: ({ context }) => ({ supportEmail: context.supportEmail, redirect: null }),
    }),
    spawnChild("logout", {
      id: "logout",
      systemId: "logout",
      input: ({ context }) => ({ supportEmail: context.supportEmail }),
    }),
  ],
  on: {
    "ENV.VIEWPORT": {
      actions: assign({ viewport: ({ event }) => ({ width: event.width, height: event.height }) }),
    },
    "ENV.LOCATION": {
      actions: assign({
        location: ({ context, event }) => ({
          ...context.location,
          pathname: event.pathname,
          search: event.search,
        }),
      }),
    },
  },
});
