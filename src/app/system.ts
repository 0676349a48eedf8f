/**
 * The storefront's actor system, put together: the root with the live effects (or any other set
 * of effects, for tests), the recorder attached to its inspection, and what a replay of this
 * build needs (its machines' hashes, the sensitive keys, the root).
 */

import { balanceCheckerActors } from "@effects/balanceChecker";
import { cartActors } from "@effects/cart";
import { checkoutActors } from "@effects/checkout";
import { countryActors } from "@effects/country";
import { paymentActors } from "@effects/payment";
import { productActors } from "@effects/product";
import { redeemGuideActors } from "@effects/redeemGuide";
import type { StorefrontServices } from "@effects/runtime/layer";
import { searchActors } from "@effects/search";
import { authActors, logoutActors, sessionActors } from "@effects/session";
import { siteActors } from "@effects/site";
import { trackOrderActors } from "@effects/trackOrder";
import type { LogEnvironment } from "@eventlog/format";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { Recorder } from "@eventlog/recorder";
import type { SensitiveKeys } from "@eventlog/redaction";
import { makeRedactor } from "@eventlog/redaction";
import type { ReplayOptions } from "@eventlog/replay";
import { authMachine } from "@machines/auth";
import { balanceCheckerMachine } from "@machines/balanceChecker";
import { cartMachine } from "@machines/cart";
import { checkoutMachine } from "@machines/checkout";
import { countryMachine } from "@machines/country";
import { storefrontEventSchemas, storefrontMachines } from "@machines/index";
import { logoutMachine } from "@machines/logout";
import { paymentMachine } from "@machines/payment";
import { productMachine } from "@machines/product";
import { redeemGuideMachine } from "@machines/redeemGuide";
import { rootMachine, type StorefrontInput } from "@machines/root";
import { searchMachine } from "@machines/search";
import { sessionMachine } from "@machines/session";
import { siteMachine } from "@machines/site";
import { trackOrderMachine } from "@machines/trackOrder";
import type { Layer } from "effect";
import { createActor, type InspectionEvent } from "xstate";
import { MACHINE_HASHES } from "./machineHashes";

/** The version written into every log header (kept equal to package.json by a test). */
export const APP_VERSION = "0.1.0";
export const APP_NAME = "rewards-storefront";
/** The systemId of the root actor. */
export const ROOT_SYSTEM_ID = "root";

let keys: SensitiveKeys | undefined;
/** Sensitive keys of the contract and of every machine's events. */
export const storefrontKeys = (): SensitiveKeys => {
  keys ??= storefrontSensitiveKeys(storefrontEventSchemas);
  return keys;
};

/** This build: app version and the hash of every machine definition, computed when building. */
export const storefrontBuild = () => ({ appVersion: APP_VERSION, machines: MACHINE_HASHES });

/** What `replay` needs to replay a log of this build. */
export const storefrontReplayOptions = (): Omit<ReplayOptions, "until"> => ({
  root: rootMachine,
  rootSystemId: ROOT_SYSTEM_ID,
  build: storefrontBuild(),
  keys: storefrontKeys(),
});

/** The root with every flow's effects run with `layer`. */
export const rootWithEffects = (layer: Layer.Layer<StorefrontServices>) =>
  rootMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: sessionActors(layer) }),
      site: siteMachine.provide({ actors: siteActors(layer) }),
      country: countryMachine.provide({ actors: countryActors(layer) }),
      search: searchMachine.provide({ actors: searchActors(layer) }),
      cart: cartMachine.provide({ actors: cartActors(layer) }),
      product: productMachine.provide({ actors: productActors(layer) }),
      checkout: checkoutMachine.provide({ actors: checkoutActors(layer) }),
      payment: paymentMachine.provide({ actors: paymentActors(layer) }),
      redeemGuide: redeemGuideMachine.provide({ actors: redeemGuideActors(layer) }),
      trackOrder: trackOrderMachine.provide({ actors: trackOrderActors(layer) }),
      balanceChecker: balanceCheckerMachine.provide({ actors: balanceCheckerActors(layer) }),
      auth: authMachine.provide({ actors: authActors(layer) }),
      logout: logoutMachine.provide({ actors: logoutActors(layer) }),
    },
  });

/** A clock as XState's system uses it, plus the time it reads for the log. */
export interface SystemClock {
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export interface SystemOptions {
  /** The root machine with its effects (usually {@link rootWithEffects}). */
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
}

/** Starts the storefront's actor system with a recorder attached. */
export const startStorefrontSystem = (options: SystemOptions) => {
  const build = storefrontBuild();
  const recorder = new Recorder({
    redactor: makeRedactor(storefrontKeys(), options.salt),
    now: () => options.clock.now(),
    app: { name: APP_NAME, version: build.appVersion },
    machines: build.machines,
    initial: options.input,
    environment: options.environment,
    recordedAt: options.recordedAt,
    ...(options.capacity === undefined ? {} : { capacity: options.capacity }),
    ...(options.checkpointEvery === undefined ? {} : { checkpointEvery: options.checkpointEvery }),
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
  });
  recorder.attach(root);
  root.start();
  return { root, recorder };
};

export type StorefrontSystem = ReturnType<typeof startStorefrontSystem>;

export { storefrontEventSchemas, storefrontMachines };
