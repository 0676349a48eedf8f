/**
 * The third-party services' following of the flows (spec §1): it reads the site and session
 * flows from outside, as the drawer does, and sends what @domain/thirdParty `sendsBetween` says
 * is due, through the secret filter, to the services of the layer it is given.
 */

import { identityOf, secretFilter, sendsBetween, type ThirdPartyView } from "@domain/thirdParty";
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
}

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
  let before: ThirdPartyView | null = null;
  const read = () => {
    const after = thirdPartyViewOf(site.getSnapshot(), session?.getSnapshot());
    const sends = sendsBetween(before, after);
    before = after;
    if (sends.length === 0) return;
    // Every service answers at once (a beacon, a recording), so each message is sent in turn here.
    for (const send of sends) {
      Effect.runSync(
        sendThirdParty(send.service, send.what, secrets.filter(send.data)).pipe(
          Effect.provide(options.layer),
        ),
      );
    }
  };
  const subscriptions = [site.subscribe(read), session?.subscribe(read)];
  read();
  return () => {
    for (const subscription of subscriptions) subscription?.unsubscribe();
  };
};
