/**
 * The storefront's actor system as the browser starts it: the root with the live effects of the
 * flows spawned at start (the late flows' machines and effects load on demand, ./lateFlows.ts),
 * and the recorder attached to its inspection. Nothing here imports a late flow's machine, the
 * replay or the drawer: this module is part of the landing page's code.
 */

import type { LogEnvironment } from "@domain/eventlog/format";
import type { SensitiveKeys } from "@domain/eventlog/redaction";
import { makeRedactor } from "@domain/eventlog/redaction";
import { SENSITIVE_KEYS } from "@domain/eventlog/sensitiveKeys";
import type { SiteLanguage } from "@domain/language";
import { cartActors } from "@effects/cart";
import { countryActors } from "@effects/country";
import type { StorefrontServices } from "@effects/runtime/layer";
import { searchActors } from "@effects/search";
import { sessionActors } from "@effects/session";
import { siteActors } from "@effects/site";
import { Recorder } from "@eventlog/recorder";
import { cartMachine } from "@machines/cart";
import { countryMachine } from "@machines/country";
import { rootMachine, type StorefrontInput } from "@machines/root";
import { searchMachine } from "@machines/search";
import { sessionMachine } from "@machines/session";
import { siteMachine } from "@machines/site";
import type { Layer } from "effect";
import { type AnyActorRef, createActor, type InspectionEvent, type Snapshot } from "xstate";
import { MACHINE_HASHES } from "./machineHashes";

/** The version written into every log header (kept equal to package.json by a test). */
export const APP_VERSION = "0.1.0";
export const APP_NAME = "rewards-storefront";
/** The systemId of the root actor. */
export const ROOT_SYSTEM_ID = "root";

/**
 * Sensitive keys of the contract and of every machine's events (late flows' too), computed when
 * building (npm run sensitive-keys): the page holds neither the schemas nor the walk over them.
 */
export const storefrontKeys = (): SensitiveKeys => SENSITIVE_KEYS;

/** The root with the effects of the flows spawned at start run with `layer`. */
export const rootWithStartEffects = (layer: Layer.Layer<StorefrontServices>) =>
  rootMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: sessionActors(layer) }),
      site: siteMachine.provide({ actors: siteActors(layer) }),
      country: countryMachine.provide({ actors: countryActors(layer) }),
      search: searchMachine.provide({ actors: searchActors(layer) }),
      cart: cartMachine.provide({ actors: cartActors(layer) }),
    },
  });

/** A clock as XState's system uses it, plus the time it reads for the log. */
export interface SystemClock {
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export interface SystemOptions {
  /** The root machine with its effects ({@link rootWithStartEffects} in the browser, `rootWithEffects` of ./system in Node). */
  readonly machine: typeof rootMachine;
  readonly input: StorefrontInput;
  /** The clock of the system; logical time for the log is its `now()`. */
  readonly clock: SystemClock;
  readonly environment: LogEnvironment;
  /** Wall-clock start time, ISO 8601. */
  readonly recordedAt: string;
  /** Salt of the redaction markers (random per recording). */
  readonly salt: string;
  readonly capacity?: number;
  readonly checkpointEvery?: number;
  /** Another inspection observer, called after the recorder (transition coverage of journeys). */
  readonly inspect?: (inspection: InspectionEvent) => void;
  /** The root's persisted snapshot to resume from (the server's start, ./resume.ts); the log starts from it. */
  readonly snapshot?: unknown | undefined;
}

/** Starts the storefront's actor system with a recorder attached. */
export const startStorefrontSystem = (options: SystemOptions) => {
  const recorder = new Recorder({
    redactor: makeRedactor(storefrontKeys(), options.salt),
    now: () => options.clock.now(),
    app: { name: APP_NAME, version: APP_VERSION },
    // Every machine's hash, late flows' too, computed when building (npm run machine-hashes).
    machines: MACHINE_HASHES,
    initial: options.input,
    environment: options.environment,
    recordedAt: options.recordedAt,
    ...(options.capacity === undefined ? {} : { capacity: options.capacity }),
    ...(options.checkpointEvery === undefined ? {} : { checkpointEvery: options.checkpointEvery }),
    startSnapshot: options.snapshot,
  });
  const root = createActor(options.machine, {
    systemId: ROOT_SYSTEM_ID,
    clock: options.clock,
    inspect:
      options.inspect === undefined
        ? recorder.inspect
        : (inspection: InspectionEvent) => {
            recorder.inspect(inspection);
            options.inspect?.(inspection);
          },
    input: options.input,
    snapshot: options.snapshot as Snapshot<unknown> | undefined,
  });
  recorder.attach(root);
  root.start();
  return { root, recorder };
};

export type StorefrontSystem = ReturnType<typeof startStorefrontSystem>;

/**
 * The interface language the site flow has decided (spec §4 'Language'), once its settings have
 * answered; before that, undefined (the calls then carry the likely one, spec §7.1 lng).
 */
export const decidedLanguageOf = (root: AnyActorRef): SiteLanguage | undefined => {
  const snapshot: { readonly children: { readonly site?: AnyActorRef } } = root.getSnapshot();
  const site: SiteSnapshotPart | undefined = snapshot.children.site?.getSnapshot();
  return site?.context.answered.settings === true ? site.context.language : undefined;
};

interface SiteSnapshotPart {
  readonly context: { readonly language: SiteLanguage; readonly answered: { readonly settings: boolean } };
}
