/**
 * What the root hands every flow of the site shell (site, country, search) when it spawns it:
 * the page environment at start. Later changes arrive as the `ENV.LOCATION` and `ENV.VIEWPORT`
 * events the root forwards to these flows.
 */
import { Schema } from "effect";

export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * The build's switches the section rules need (spec §2.2, §9): the perks-enabled company list (null
 * when none is configured), the cashout feature flag and the sections the other flags switch off. They are part of the input, so a log
 * recorded by one build replays the same anywhere.
 */
export interface ShellFeatures {
  readonly perksCompanies: readonly number[] | null;
  readonly cashout: boolean;
  /** The sections whose feature flag is off (spec §9); none when absent. */
  readonly sectionsOff?: readonly string[];
}

export interface ShellInput {
  readonly location: PageLocation;
  readonly viewport: Viewport;
  /** The browser language, e.g. 'fr-FR' (spec §4 'Language'). */
  readonly language: string;
  /** The login flag read at start (spec §4 'Login state'). */
  readonly loggedIn: boolean;
  /** Whether the page runs inside an iframe (spec §2.11: the cookie banner shows only outside one). */
  readonly inIframe: boolean;
  readonly features: ShellFeatures;
}

/** The environment events the root forwards to the shell flows. */
export const environmentEventSchemas = [
  Schema.Struct({ type: Schema.Literal("ENV.VIEWPORT"), width: Schema.Number, height: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("ENV.LOCATION"), pathname: Schema.String, search: Schema.String }),
] as const;

export type EnvironmentEvent = (typeof environmentEventSchemas)[number]["Type"];
