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
 * The build's switches the section rules need (spec §2.2): the perks-enabled company list (null
 * when none is configured) and the cashout feature flag. They are part of the input, so a log
 * recorded by one build replays the same anywhere.
 */
export interface ShellFeatures {
  readonly perksCompanies: readonly number[] | null;
  readonly cashout: boolean;
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

/**
 * What the session tells the shell flows about the signed-in user ("site" for the perks rule of
 * spec §2.2, "country" for the point value of spec §4): sent when the user's details or points
 * arrive, and with `loggedIn: false` and nulls when the session ends.
 */
export const sessionUserEventSchema = Schema.Struct({
  type: Schema.Literal("SESSION.USER"),
  loggedIn: Schema.Boolean,
  user: Schema.NullOr(
    Schema.Struct({
      client_id: Schema.Number,
      company_id: Schema.Number,
      domain: Schema.NullOr(Schema.String),
    }),
  ),
  points: Schema.NullOr(
    Schema.Struct({
      /** First RP balance (spec §3 'User points'), default 0. */
      availablePoints: Schema.Number,
      /** conversion_factor, default 1. */
      conversionFactor: Schema.Number,
      /** Value of one point in `currencyCode` (the site's pointsConversionFactor), default 1. */
      pointsConversionFactor: Schema.Number,
      /** currency_code, default INR. */
      currencyCode: Schema.String,
    }),
  ),
});
export type SessionUserEvent = typeof sessionUserEventSchema.Type;

/**
 * What "site" tells "country" once the site is known (and again when it changes): the url its
 * catalogue calls name (the branding custom_url, e.g. '/acme', or '/' for the default store) and
 * the enabled sections after the rules of spec §2.2.
 */
export const siteReadyEventSchema = Schema.Struct({
  type: Schema.Literal("SITE.READY"),
  siteUrl: Schema.String,
  sections: Schema.Array(Schema.String),
});
export type SiteReadyEvent = typeof siteReadyEventSchema.Type;
