/**
 * The third-party services of spec §1, as pure rules: which services there are, what the page
 * sends each of them and when, and the filter every message passes before it leaves.
 *
 * - Nothing is sent before the cookie banner's consent (spec §2.11 'user-has-accepted-cookies').
 * - From consent on: the chat widget starts, device fingerprinting collects once, the
 *   translation service hears the interface language (and every later change), and the page
 *   shown is a page view of the analytics, product analytics and marketing trackers (and every
 *   later route change).
 * - After sign-in the analytics service identifies the user with profile, points balance,
 *   currency and expiry (spec §1); the chat widget and the marketing-email service learn who the
 *   user is, and product analytics hears of the sign-in. A sign-out resets them.
 * - No message carries a secret: every member named by the event log's sensitive keys
 *   (src/domain/eventlog/sensitiveKeys.ts) is dropped, except the profile's e-mail and names,
 *   which identifying a user is; texts are scrubbed as the event log scrubs them (tokens in a
 *   query, order and reset keys in a path, card numbers).
 */

import type { SensitiveKind } from "@contract/sensitive";
import type { Json } from "./eventlog/hash";
import { makeRedactor, type SensitiveKeys } from "./eventlog/redaction";
import { SENSITIVE_KEYS } from "./eventlog/sensitiveKeys";

/** The services of spec §1 the storefront sends to, besides payment and captcha. */
export const THIRD_PARTY_SERVICES = [
  "analytics",
  "chat",
  "translation",
  "marketingEmail",
  "fingerprint",
  "productAnalytics",
  "marketingTrackers",
] as const;
export type ThirdPartyService = (typeof THIRD_PARTY_SERVICES)[number];

/** What the page asks of a service. */
export type ThirdPartyWhat = "start" | "identify" | "reset" | "page" | "language" | "signedIn";

export type ThirdPartyData = { readonly [key: string]: Json };

/** One message to one service. */
export interface ThirdPartySend {
  readonly service: ThirdPartyService;
  readonly what: ThirdPartyWhat;
  readonly data: ThirdPartyData;
}

/** A message as it was sent (or, in a build without services, would have been), and when. */
export interface ThirdPartySent extends ThirdPartySend {
  /** ISO 8601 time. */
  readonly at: string;
}

/** Who the signed-in user is, for the analytics identify (spec §1). */
export interface ThirdPartyIdentity {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly company_id: number;
  readonly client_id: number;
  readonly country_code: string | null;
  /** Available points: the points answer's first RP balance (spec §3). */
  readonly pointsBalance: number | null;
  readonly pointsLabel: string | null;
  readonly currency: string | null;
  /** The nearest expiry ('YYYY-MM-DD') of the user's gift-card balance, if any. */
  readonly expiry: string | null;
}

/** What the services' messages are made from: a reading of the site and session flows. */
export interface ThirdPartyView {
  /** The cookie banner's consent (spec §2.11). */
  readonly consent: boolean;
  /** The page shown: its path and query. */
  readonly path: string;
  /** The interface language (spec §4). */
  readonly language: string;
  /** The signed-in user, once the user's details have loaded; null for a guest. */
  readonly identity: ThirdPartyIdentity | null;
}

/** The services a page view goes to. */
const PAGE_VIEW_SERVICES: readonly ThirdPartyService[] = [
  "analytics",
  "productAnalytics",
  "marketingTrackers",
];

const pageViews = (path: string): readonly ThirdPartySend[] =>
  PAGE_VIEW_SERVICES.map((service) => ({ service, what: "page", data: { path } }));

const identityData = (identity: ThirdPartyIdentity): ThirdPartyData => ({ ...identity });

/** The messages that greet a signed-in user: the analytics identify of spec §1 and its companions. */
const identify = (identity: ThirdPartyIdentity): readonly ThirdPartySend[] => [
  { service: "analytics", what: "identify", data: identityData(identity) },
  {
    service: "chat",
    what: "identify",
    data: { email: identity.email, first_name: identity.first_name, last_name: identity.last_name },
  },
  { service: "marketingEmail", what: "identify", data: { email: identity.email } },
  { service: "productAnalytics", what: "signedIn", data: { company_id: identity.company_id } },
];

const reset: readonly ThirdPartySend[] = [
  { service: "analytics", what: "reset", data: {} },
  { service: "chat", what: "reset", data: {} },
];

const sameIdentity = (a: ThirdPartyIdentity | null, b: ThirdPartyIdentity | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The messages due when the flows move from `before` to `after` (null: the first reading). None
 * without consent; at consent, the services start and hear the current page, language and user.
 */
export const sendsBetween = (
  before: ThirdPartyView | null,
  after: ThirdPartyView,
): readonly ThirdPartySend[] => {
  if (!after.consent) return [];
  if (before === null || !before.consent) {
    return [
      { service: "chat", what: "start", data: {} },
      { service: "fingerprint", what: "start", data: {} },
      { service: "translation", what: "language", data: { language: after.language } },
      ...pageViews(after.path),
      ...(after.identity === null ? [] : identify(after.identity)),
    ];
  }
  const sends: ThirdPartySend[] = [];
  if (after.language !== before.language) {
    sends.push({ service: "translation", what: "language", data: { language: after.language } });
  }
  if (after.path !== before.path) sends.push(...pageViews(after.path));
  if (!sameIdentity(before.identity, after.identity)) {
    sends.push(...(after.identity === null ? reset : identify(after.identity)));
  }
  return sends;
};

/** A text the scrub replaced whole: a secret (a card number, say) with nothing else around it. */
const isWholeMarker = (text: string): boolean => /^\[redacted:[a-z]+:[0-9a-f]{16}\]$/.test(text);

const isList = (value: Json): value is readonly Json[] => Array.isArray(value);

/** The sensitive kinds a message may carry: who the user is (spec §1 'identifies the user with profile'). */
const IDENTITY_KINDS: ReadonlySet<SensitiveKind> = new Set(["email", "name"]);

export interface SecretFilter {
  /** `data` without any secret: the members the sensitive keys name dropped, texts scrubbed. */
  readonly filter: (data: ThirdPartyData) => ThirdPartyData;
}

/**
 * The filter every message passes (see the module's comment). `salt` salts the markers a scrubbed
 * text keeps in place of a secret (a reset link's keyword, say), as in the event log.
 */
export const secretFilter = (salt: string, keys: SensitiveKeys = SENSITIVE_KEYS): SecretFilter => {
  const secretKeys = new Map([...keys].filter(([, kind]) => !IDENTITY_KINDS.has(kind)));
  const texts = makeRedactor(secretKeys, salt);
  const clean = (value: Json, kind: SensitiveKind | undefined): Json | undefined => {
    if (typeof value === "string") {
      if (kind !== undefined) return value;
      const scrubbed = texts.redact(value);
      return typeof scrubbed === "string" && isWholeMarker(scrubbed) ? undefined : scrubbed;
    }
    if (isList(value)) {
      return value.map((item) => clean(item, undefined)).filter((item): item is Json => item !== undefined);
    }
    if (typeof value === "object" && value !== null) return members(value);
    return value;
  };
  const members = (data: { readonly [key: string]: Json }): ThirdPartyData => {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(data)) {
      const kind = keys.get(key);
      if (kind !== undefined && !IDENTITY_KINDS.has(kind)) continue;
      const kept = clean(value, kind);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  };
  return { filter: members };
};

/** The nearest of the gift-card balance's expiry dates ('YYYY-MM-DD' sorts as it reads). */
export const nearestExpiry = (vouchers: readonly { readonly expiry: string }[]): string | null =>
  vouchers.reduce<string | null>(
    (nearest, { expiry }) => (expiry !== "" && (nearest === null || expiry < nearest) ? expiry : nearest),
    null,
  );

/** The session's reading the identity is made from (machines/session.events.ts `SessionContext`). */
export interface SessionPart {
  readonly user: {
    readonly email: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly company_id: number;
    readonly client_id: number;
    readonly country_code?: string | undefined;
  } | null;
  readonly points: {
    readonly RP: readonly { readonly balance: number }[];
    readonly currency_code: string;
    readonly label?: string | undefined;
  } | null;
  readonly gcb: { readonly voucher_lists: readonly { readonly expiry: string }[] } | null;
}

/** Who the signed-in user is, once the session's start-up has run (null for a guest). */
export const identityOf = (session: SessionPart, startedUp: boolean): ThirdPartyIdentity | null => {
  const { user, points, gcb } = session;
  if (user === null || !startedUp) return null;
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    company_id: user.company_id,
    client_id: user.client_id,
    country_code: user.country_code ?? null,
    pointsBalance: points?.RP[0]?.balance ?? null,
    pointsLabel: points?.label ?? null,
    currency: points?.currency_code ?? null,
    expiry: gcb === null ? null : nearestExpiry(gcb.voucher_lists),
  };
};
