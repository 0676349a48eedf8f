/**
 * The third-party services of spec §1, one Effect service each: analytics, the chat widget,
 * website translation, marketing e-mail, device fingerprinting, product analytics and the
 * marketing trackers. Each has three implementations:
 *
 * - configured (`layer`): the build names the service's endpoint (a `VITE_*` key, below); each
 *   message goes there as a JSON beacon `{ what, data, at }`;
 * - none (`layerNone`), the default of a service the build does not name: it does nothing;
 * - recording (`layerRecording`): keeps what would have been sent (service, what, when), for the
 *   developer drawer. A build that names no service at all (the demo build) records every one.
 *
 * What reaches a service has passed the secret filter (@domain/thirdParty `secretFilter`); this
 * module's code loads only after the cookie banner's consent (src/app/thirdParty.ts).
 */

import {
  THIRD_PARTY_SERVICES,
  type ThirdPartyData,
  type ThirdPartySent,
  type ThirdPartyService,
  type ThirdPartyWhat,
} from "@domain/thirdParty";
import { Context, Effect, Layer } from "effect";

// ---------------------------------------------------------------------------------------------
// Configuration

/**
 * The build settings that name each service's endpoint (an `https://` URL). For the chat widget
 * it is also the chat page the launcher opens.
 */
export const ThirdPartyConfigVariables = {
  analytics: "VITE_ANALYTICS_URL",
  chat: "VITE_CHAT_URL",
  translation: "VITE_TRANSLATION_URL",
  marketingEmail: "VITE_MARKETING_EMAIL_URL",
  fingerprint: "VITE_FINGERPRINT_URL",
  productAnalytics: "VITE_PRODUCT_ANALYTICS_URL",
  marketingTrackers: "VITE_MARKETING_TRACKERS_URL",
} as const satisfies Record<ThirdPartyService, `VITE_${string}`>;

/** Each configured service's endpoint; a service the build does not name is absent. */
export type ThirdPartyConfig = Readonly<Partial<Record<ThirdPartyService, string>>>;

const HTTPS_URL = /^https:\/\/\S+$/;

/** Builds the services' endpoints from an environment map (pure); a value that is not an https URL is ignored. */
export const makeThirdPartyConfig = (env: Readonly<Record<string, unknown>>): ThirdPartyConfig => {
  const out: Partial<Record<ThirdPartyService, string>> = {};
  for (const service of THIRD_PARTY_SERVICES) {
    const value = env[ThirdPartyConfigVariables[service]];
    const url = typeof value === "string" ? value.trim() : "";
    if (HTTPS_URL.test(url)) out[service] = url;
  }
  return out;
};

/** Whether the build names no service: then every one is recorded. */
export const isDemoConfig = (config: ThirdPartyConfig): boolean => Object.keys(config).length === 0;

/** The services' endpoints of this build. */
export const thirdPartyConfig: ThirdPartyConfig = makeThirdPartyConfig(import.meta.env);

// ---------------------------------------------------------------------------------------------
// The recording

export interface ThirdPartyRecording {
  /** Keeps one message. */
  readonly record: (sent: ThirdPartySent) => void;
  /** Everything kept, oldest first. */
  readonly entries: () => readonly ThirdPartySent[];
  /** Calls `listener` with each message kept from now on; answers the call that stops it. */
  readonly onEntry: (listener: (sent: ThirdPartySent) => void) => () => void;
}

/** The most messages a recording keeps (the oldest go first). */
export const RECORDING_LIMIT = 500;

export const makeRecording = (limit: number = RECORDING_LIMIT): ThirdPartyRecording => {
  const kept: ThirdPartySent[] = [];
  const listeners = new Set<(sent: ThirdPartySent) => void>();
  return {
    record: (sent) => {
      kept.push(sent);
      if (kept.length > limit) kept.splice(0, kept.length - limit);
      for (const listener of listeners) listener(sent);
    },
    entries: () => [...kept],
    onEntry: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/** The page's recording: the developer drawer reads it. */
export const pageRecording: ThirdPartyRecording = makeRecording();

// ---------------------------------------------------------------------------------------------
// The services

export interface ThirdPartyShape {
  /** Sends one message (`data` already filtered); never fails: a lost message is not the shopper's concern. */
  readonly send: (what: ThirdPartyWhat, data: ThirdPartyData) => Effect.Effect<void>;
}

/** Sends a JSON beacon to `endpoint` (the browser's `navigator.sendBeacon`, else a `fetch` kept alive). */
export const beaconTo =
  (endpoint: string, now: () => Date = () => new Date()): ThirdPartyShape["send"] =>
  (what, data) =>
    Effect.sync(() => {
      const body = JSON.stringify({ what, data, at: now().toISOString() });
      try {
        if (typeof navigator !== "undefined" && navigator.sendBeacon?.(endpoint, body) === true) return;
        fetch(endpoint, { method: "POST", body, keepalive: true, mode: "no-cors" }).catch(() => undefined);
      } catch {
        // A blocked beacon is dropped.
      }
    });

const none: ThirdPartyShape = { send: () => Effect.void };

const recordingInto = (
  recording: ThirdPartyRecording,
  service: ThirdPartyService,
  now: () => Date,
): ThirdPartyShape => ({
  send: (what, data) => Effect.sync(() => recording.record({ service, what, data, at: now().toISOString() })),
});

/** The three implementations of one service's tag. */
const layersOf = <I>(tag: Context.Key<I, ThirdPartyShape>, service: ThirdPartyService) => ({
  layer: (config: ThirdPartyConfig): Layer.Layer<I> => {
    const endpoint = config[service];
    return Layer.succeed(tag, endpoint === undefined ? none : { send: beaconTo(endpoint) });
  },
  layerNone: Layer.succeed(tag, none),
  layerRecording: (recording: ThirdPartyRecording, now: () => Date = () => new Date()): Layer.Layer<I> =>
    Layer.succeed(tag, recordingInto(recording, service, now)),
});

/** spec §1: identifies the user with profile, points balance, currency and expiry; page views. */
export class Analytics extends Context.Service<Analytics, ThirdPartyShape>()("storefront/Analytics") {
  static readonly layers = layersOf(Analytics, "analytics");
}
/** spec §1: the customer-messaging chat widget (hidden on mobile). */
export class ChatWidget extends Context.Service<ChatWidget, ThirdPartyShape>()("storefront/ChatWidget") {
  static readonly layers = layersOf(ChatWidget, "chat");
}
/** spec §1, §9: the website-translation service (languages en, es, fr, de). */
export class Translation extends Context.Service<Translation, ThirdPartyShape>()("storefront/Translation") {
  static readonly layers = layersOf(Translation, "translation");
}
/** spec §1: the marketing-email service. */
export class MarketingEmail extends Context.Service<MarketingEmail, ThirdPartyShape>()(
  "storefront/MarketingEmail",
) {
  static readonly layers = layersOf(MarketingEmail, "marketingEmail");
}
/** spec §1: device fingerprinting. */
export class Fingerprint extends Context.Service<Fingerprint, ThirdPartyShape>()("storefront/Fingerprint") {
  static readonly layers = layersOf(Fingerprint, "fingerprint");
}
/** spec §1: product analytics. */
export class ProductAnalytics extends Context.Service<ProductAnalytics, ThirdPartyShape>()(
  "storefront/ProductAnalytics",
) {
  static readonly layers = layersOf(ProductAnalytics, "productAnalytics");
}
/** spec §1: the marketing trackers. */
export class MarketingTrackers extends Context.Service<MarketingTrackers, ThirdPartyShape>()(
  "storefront/MarketingTrackers",
) {
  static readonly layers = layersOf(MarketingTrackers, "marketingTrackers");
}

export type ThirdPartyServices =
  | Analytics
  | ChatWidget
  | Translation
  | MarketingEmail
  | Fingerprint
  | ProductAnalytics
  | MarketingTrackers;

interface ServiceLayers<I> {
  readonly layer: (config: ThirdPartyConfig) => Layer.Layer<I>;
  readonly layerNone: Layer.Layer<I>;
  readonly layerRecording: (recording: ThirdPartyRecording, now?: () => Date) => Layer.Layer<I>;
}

/** One layer of every service, each made by `of` from that service's layers. */
const everyService = (of: <I>(layers: ServiceLayers<I>) => Layer.Layer<I>): Layer.Layer<ThirdPartyServices> =>
  Layer.mergeAll(
    of(Analytics.layers),
    of(ChatWidget.layers),
    of(Translation.layers),
    of(MarketingEmail.layers),
    of(Fingerprint.layers),
    of(ProductAnalytics.layers),
    of(MarketingTrackers.layers),
  );

/** Every service doing nothing. */
export const thirdPartyNone: Layer.Layer<ThirdPartyServices> = everyService((layers) => layers.layerNone);

/** Every service recording into `recording`. */
export const thirdPartyRecording = (
  recording: ThirdPartyRecording,
  now: () => Date = () => new Date(),
): Layer.Layer<ThirdPartyServices> => everyService((layers) => layers.layerRecording(recording, now));

/** The services of a build: configured where the build names them, else none; a demo build records all. */
export const thirdPartyLayer = (
  config: ThirdPartyConfig,
  recording: ThirdPartyRecording = pageRecording,
): Layer.Layer<ThirdPartyServices> =>
  isDemoConfig(config) ? thirdPartyRecording(recording) : everyService((layers) => layers.layer(config));

/** Sends one message through its service. */
export const sendThirdParty = Effect.fn("thirdParty.send")(function* (
  service: ThirdPartyService,
  what: ThirdPartyWhat,
  data: ThirdPartyData,
) {
  const shape =
    service === "analytics"
      ? yield* Analytics
      : service === "chat"
        ? yield* ChatWidget
        : service === "translation"
          ? yield* Translation
          : service === "marketingEmail"
            ? yield* MarketingEmail
            : service === "fingerprint"
              ? yield* Fingerprint
              : service === "productAnalytics"
                ? yield* ProductAnalytics
                : yield* MarketingTrackers;
  yield* shape.send(what, data);
});
