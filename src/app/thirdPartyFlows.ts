/**
 * The third-party services' following of the flows (spec §1): it reads the site and session
 * flows from outside, as the drawer does, and sends what @domain/thirdParty `sendsBetween` says
 * is due, through the secret filter, to the services of the layer it is given.
 */

import {
  identityOf,
  secretFilter,
  sendsBetween,
  type ThirdPartySend,
  type ThirdPartyView,
} from "@domain/thirdParty";
import { sendThirdParty, type ThirdPartyServices } from "@effects/thirdParty";
import { Effect, type Layer } from "effect";

interface SiteReading {
  readonly context: {
    readonly cookiesAccepted: boolean;
    readonly language: string;
    readonly location: { readonly pathname: string; readonly search: string };
  };
}

type SessionReading = {
  readonly context: Parameters<typeof identityOf>[0];
  readonly hasTag: (tag: "startedUp") => boolean;
};

/** The services' reading of the site and session flows. */
export const thirdPartyViewOf = (site: SiteReading, session: SessionReading | undefined): ThirdPartyView => ({
  consent: site.context.cookiesAccepted,
  path: `${site.context.location.pathname}${site.context.location.search}`,
  language: site.context.language,
  identity: session === undefined ? null : identityOf(session.context, session.hasTag("startedUp")),
});

/** A flow as the services follow it: its snapshot, and word of each change. */
export interface Followed<S> {
  readonly getSnapshot: () => S;
  readonly subscribe: (listener: () => void) => { readonly unsubscribe: () => void };
}

export interface ThirdPartyOptions {
  readonly layer: Layer.Layer<ThirdPartyServices>;
  /** Salts the markers a scrubbed text keeps (a fresh one per page). */
  readonly salt: string;
  /**
   * Whether the website-translation service has started: until it has, its messages wait
   * (`heldUntilReady`). Absent: it is ready at once.
   */
  readonly translationReady?: () => boolean;
  /** The timers the wait uses (the page's, or a test's). */
  readonly timers?: Timers;
}

// ---------------------------------------------------------------------------------------------
// The website-translation service's start (spec §9 'translation-service init poll 500 ms')

/** How often the page asks whether the translation service has started (spec §9). */
export const TRANSLATION_INIT_POLL_MS = 500;
/** How many times it asks before the waiting messages are dropped (10 s); a later one asks again. */
export const TRANSLATION_INIT_TRIES = 20;

export interface Timers {
  readonly set: (run: () => void, ms: number) => unknown;
  readonly clear: (timer: unknown) => void;
}

const pageTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * A service's messages held until `isReady` says it has started, asked every
 * {@link TRANSLATION_INIT_POLL_MS} ms (spec §9), then delivered in their order; once it has
 * started, each goes at once. After {@link TRANSLATION_INIT_TRIES} asks the held messages are
 * dropped (a lost message is not the shopper's concern) and the next one starts asking again.
 */
export const heldUntilReady = (
  isReady: () => boolean,
  deliver: (send: ThirdPartySend) => void,
  timers: Timers = pageTimers,
) => {
  const held: ThirdPartySend[] = [];
  let started = false;
  let timer: unknown = null;
  let asksLeft = 0;
  const flush = () => {
    started = true;
    for (const send of held.splice(0)) deliver(send);
  };
  const ask = () => {
    timer = null;
    if (isReady()) flush();
    else if (--asksLeft > 0) timer = timers.set(ask, TRANSLATION_INIT_POLL_MS);
    else held.length = 0;
  };
  return {
    send: (send: ThirdPartySend) => {
      if (started || isReady()) {
        flush();
        deliver(send);
        return;
      }
      held.push(send);
      if (timer === null) {
        asksLeft = TRANSLATION_INIT_TRIES;
        timer = timers.set(ask, TRANSLATION_INIT_POLL_MS);
      }
    },
    stop: () => {
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
};

/**
 * Follows `site` and `session` and sends each message due; answers the call that stops it. The
 * first reading sends nothing without consent, and so does every later one until it is given.
 */
export const followFlows = (
  site: Followed<SiteReading>,
  session: Followed<SessionReading> | undefined,
  options: ThirdPartyOptions,
): (() => void) => {
  const secrets = secretFilter(options.salt);
  // Every service answers at once (a beacon, a recording), so each message is sent in turn here.
  const deliver = (send: ThirdPartySend) =>
    Effect.runSync(
      sendThirdParty(send.service, send.what, secrets.filter(send.data)).pipe(Effect.provide(options.layer)),
    );
  const translation = heldUntilReady(options.translationReady ?? (() => true), deliver, options.timers);
  let before: ThirdPartyView | null = null;
  const read = () => {
    const after = thirdPartyViewOf(site.getSnapshot(), session?.getSnapshot());
    const sends = sendsBetween(before, after);
    before = after;
    for (const send of sends) (send.service === "translation" ? translation.send : deliver)(send);
  };
  const subscriptions = [site.subscribe(read), session?.subscribe(read)];
  read();
  return () => {
    translation.stop();
    for (const subscription of subscriptions) subscription?.unsubscribe();
  };
};
