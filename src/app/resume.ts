/**
 * Resuming in the browser from the start the server rendered the page from (./render.tsx): the
 * page carries it as JSON in `#storefront-start`. It is taken only where the browser agrees with
 * what the server saw: the same login flag and wallet id, and every value the flows read from
 * storage and cookies the same here (a guest cart, a stored language or country the server could
 * not see make the page start in the browser instead). Taking it makes the server's writes to
 * storage and cookies the browser's own, as if the flows had started here.
 */

import { resolveRoute } from "@domain/routes";
import { isPhoneWidth } from "@domain/viewport";
import { browserStorageLive, cookiesLive } from "@effects/runtime/browser";
import type { StorefrontServices } from "@effects/runtime/layer";
import { digestOf, type JournalPlace, type JournalWrite } from "@effects/runtime/pageBrowser";
import { cookieValue } from "@effects/runtime/services";
import type { VisitLogs } from "@eventlog/ticketLog";
import { LATE_FLOWS, type LateFlowId } from "@machines/flows";
import type { Viewport } from "@machines/root";
import { loadLanguage } from "@views/i18n";
import { loadLayoutCode } from "@views/layout/Layout";
import { SCREENS } from "@views/screens";
import { markSentOnServer } from "@views/sendOnShow";
import type { Layer } from "effect";
import { Effect } from "effect";
import type { AnyActorRef, AnyStateMachine } from "xstate";
import type { BootInput } from "./boot";
import { loadLateFlow } from "./flows";
import type { PageStart } from "./render";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The start the page carries, when it carries one that reads as one. */
export const readPageStart = (element: Element | null): PageStart | null => {
  if (element === null || element.textContent === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.input) || !isRecord(value.snapshot) || !isRecord(value.journal))
    return null;
  if (
    !Array.isArray(value.journal.reads) ||
    !Array.isArray(value.journal.writes) ||
    !Array.isArray(value.timers) ||
    (value.shown !== undefined &&
      !(Array.isArray(value.shown) && value.shown.every((key) => typeof key === "string")))
  )
    return null;
  return value as unknown as PageStart;
};

/** How the browser reads what the server's flows read. */
export interface StoredValues {
  readonly read: (place: JournalPlace, key: string) => string | null;
}

/** The real browser's storage and readable cookies; a storage that throws reads as empty. */
export const browserValues: StoredValues = {
  read: (place, key) => {
    try {
      if (place === "cookie") return cookieValue(document.cookie, key) ?? null;
      return (place === "session" ? sessionStorage : localStorage).getItem(key);
    } catch {
      return null;
    }
  },
};

/** The page's start when it carries one the browser agrees with ({@link agreesWith}), else null. */
export const resumableStart = async (
  element: Element | null,
  boot: BootInput,
  values: StoredValues,
): Promise<PageStart | null> => {
  const start = readPageStart(element);
  return start !== null && (await agreesWith(start, boot, values)) ? start : null;
};

/**
 * Whether the browser's own start would have seen what the server's did: the same login flag,
 * wallet id, address and layout (phone or desktop), and each value the flows read either the one the server saw or the one
 * the server's start left there (or, for the session values the server read from their cookies,
 * none: this tab's requests carry those cookies). Without Web Crypto (an insecure origin) nothing can be checked.
 */
export const agreesWith = async (
  start: PageStart,
  boot: BootInput,
  values: StoredValues,
): Promise<boolean> => {
  if (
    start.input.loginFlag !== boot.loginFlag ||
    start.input.walletId !== boot.walletId ||
    start.input.inIframe !== boot.inIframe ||
    start.input.location.pathname !== boot.location.pathname ||
    start.input.location.search !== boot.location.search ||
    // The layout the server guessed from the user agent (spec §9 'phone below 992 px') must be the
    // browser's: the views' markup differs between them.
    isPhoneWidth(start.input.viewport.width) !== isPhoneWidth(boot.viewport.width)
  )
    return false;
  try {
    const digests = await Promise.all(
      start.journal.reads.map(async (read) => {
        const value = values.read(read.place, read.key);
        return { read, digest: value === null ? null : await digestOf(value) };
      }),
    );
    return digests.every(
      ({ read, digest }) =>
        digest === read.seen ||
        (read.left !== undefined && digest === read.left) ||
        (read.orNone === true && digest === null),
    );
  } catch {
    return false;
  }
};

/** Makes the server's writes the browser's own (they were the flows' writes at start). */
export const applyWrites = (writes: readonly JournalWrite[]): void => {
  for (const { place, key, value } of writes) {
    const write =
      place === "cookie"
        ? key === null
          ? cookiesLive.clearAll
          : value === null
            ? cookiesLive.remove(key)
            : cookiesLive.set(key, value)
        : key === null
          ? browserStorageLive.clear(place)
          : value === null
            ? browserStorageLive.remove(place, key)
            : browserStorageLive.set(place, key, value);
    Effect.runSync(write);
  }
};

/** The late flows the start had spawned: their code loads before the system resumes. */
export const lateFlowsOf = (start: PageStart): LateFlowId[] => {
  const children =
    isRecord(start.snapshot) && isRecord(start.snapshot.children) ? start.snapshot.children : {};
  return LATE_FLOWS.filter((flow) => flow in children);
};

/** Arms again the delayed events the start was waiting for, between the restored actors. */
export const armTimers = (root: AnyActorRef, start: PageStart): void => {
  for (const timer of start.timers) {
    const source = root.system.get(timer.source);
    const target = root.system.get(timer.target);
    if (source !== undefined && target !== undefined)
      root.system.scheduler.schedule(source, target, timer.event, timer.delay, timer.id);
  }
};

/** Sends the browser's own viewport when it is not the one the server guessed (ENV.VIEWPORT). */
export const sendViewport = (root: Pick<AnyActorRef, "send">, guessed: Viewport, actual: Viewport): void => {
  if (guessed.width !== actual.width || guessed.height !== actual.height)
    root.send({ type: "ENV.VIEWPORT", width: actual.width, height: actual.height });
};

/** Loads the code of the page of the screen at this address, when it loads on demand (./boot's SCREEN_CODE names fewer). */
const screenPageCode = (pathname: string, search: string): Promise<unknown> => {
  const route = resolveRoute(pathname, search);
  return (route.kind === "screen" ? SCREENS[route.screen].page?.load() : undefined) ?? Promise.resolve();
};

/** A page resumed from the server's start, with what the browser does around its start. */
export interface Resumed {
  readonly input: PageStart["input"];
  readonly snapshot: unknown;
  /** The machines of the late flows the start had spawned, with their effects (the system restores them). */
  readonly flows: (
    layer: Layer.Layer<StorefrontServices>,
    visitLogs: VisitLogs,
  ) => Partial<Record<LateFlowId, AnyStateMachine>>;
  /** Once the system has started from the snapshot: the delayed events are armed again. */
  readonly started: (root: AnyActorRef) => void;
  /** Once the views have taken over the markup: the browser's own viewport, when the server guessed another. */
  readonly hydrated: (root: AnyActorRef) => void;
}

/**
 * The page's resume from the start in `element`, or null when the browser does not agree with it
 * (the page then starts in the browser). Its writes become the browser's own; the code of its late
 * flows, of the footer, of the page's screen and its language's
 * texts load before the views hydrate, so they render as the server did.
 */
export const resumeFrom = async (element: Element, boot: BootInput): Promise<Resumed | null> => {
  const start = await resumableStart(element, boot, browserValues);
  if (start === null) return null;
  applyWrites(start.journal.writes);
  markSentOnServer(start.shown ?? []);
  const [flows] = await Promise.all([
    Promise.all(lateFlowsOf(start).map(async (flow) => [flow, await loadLateFlow(flow)] as const)),
    screenPageCode(boot.location.pathname, boot.location.search),
    loadLayoutCode(),
    loadLanguage(start.language),
  ]);
  return {
    input: start.input,
    snapshot: start.snapshot,
    flows: (layer, visitLogs) =>
      Object.fromEntries(flows.map(([flow, live]) => [flow, live(layer, visitLogs)])),
    started: (root) => armTimers(root, start),
    hydrated: (root) => sendViewport(root, start.input.viewport, boot.viewport),
  };
};
