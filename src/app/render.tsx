/**
 * The storefront's pages rendered on the server (HTML first). For one request the actor system
 * starts with the same flows and effects as in the browser, against the same API (in the same
 * process for the reference API, over HTTP for a real backend), from the request's address,
 * cookies and language; the page's flows start; the same React views render, and the events they
 * send as they show (a listing's page, a product: `useSendOnShow`) go to their flows; once every
 * call has answered, the views render the settled state as HTML. The page carries that start
 * ({@link PageStart}: the root's input, its persisted snapshot, what the flows read and wrote in
 * the browser's storage) and the browser resumes from it (./resume.ts) instead of repeating it.
 *
 * A start that fails, leaves the page (a redirect), or has not settled within its budget renders
 * nothing: the server sends the page without HTML and the browser starts as it does without a
 * server. Nothing of one request outlives it: the system is stopped once the page is rendered.
 */

import { config, siteFeatureConfig } from "@config";
import { SITE_LANGUAGES, type SiteLanguage } from "@domain/language";
import { isLoginFlagSet, isSsoPath } from "@domain/session";
import { Fetch } from "@effects/runtime/http";
import { storefrontLayer } from "@effects/runtime/layer";
import { type JournalWrite, makePageBrowser, type PageRead, pageReadsOf } from "@effects/runtime/pageBrowser";
import { cookieValue, LOGIN_FLAG_KEY } from "@effects/runtime/services";
import { asActor, isMachineActor } from "@eventlog/actors";
import { LATE_FLOWS } from "@machines/flows";
import type { StorefrontInput } from "@machines/root";
import { DrawerOnDemand } from "@views/devtools/DrawerOnDemand";
import { loadLanguage } from "@views/i18n";
import { loadLayoutCode } from "@views/layout/Layout";
import { showEventKey } from "@views/sendOnShow";
import type { ShowEvent } from "@views/system";
import { globalStyles } from "@views/theme/global";
import { Layer } from "effect";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { type AnyActorRef, createActor, type EventObject } from "xstate";
import { SCREEN_CODE } from "./boot";
import { loadLateFlow } from "./flows";
import { lateFlowsAt } from "./lateFlows";
import { StorefrontPage } from "./page";
import { decidedLanguageOf, ROOT_SYSTEM_ID } from "./start";
import { rootWithEffects } from "./system";

export interface PageRequest {
  /** The page's absolute URL. */
  readonly url: string;
  /** The request's `Cookie` header ("" without one). */
  readonly cookie: string;
  /** The request's `Accept-Language` header ("" without one). */
  readonly acceptLanguage: string;
  /** The request's `User-Agent` header: a phone gets the phone layout (spec §9). */
  readonly userAgent: string;
}

export interface RenderOptions {
  /** How the start's calls reach the API: the reference API's own handler, or the network. */
  readonly fetch: typeof globalThis.fetch;
  /** The API's origin as this server reaches it. */
  readonly apiHost: string;
  /** The checkout backend's origin (spec §7.1); the API's when it has none of its own. */
  readonly checkoutHost: string;
  /** The start's budget in ms: past it, the page is sent without HTML. */
  readonly budgetMs: number;
  /** The support address of the build (the root's input). */
  readonly supportEmail: string;
}

/** What the page carries for the browser to resume from. */
export interface PageStart {
  readonly input: StorefrontInput;
  /** The root's persisted snapshot once the start settled. */
  readonly snapshot: unknown;
  /** The interface language the page was rendered in (its texts load before the page resumes). */
  readonly language: SiteLanguage;
  /** The delayed events waiting when the start settled (a poll's next turn), to arm again. */
  readonly timers: readonly PageTimer[];
  /** What the flows read in the browser's storage and cookies (as digests), and what they wrote there. */
  readonly journal: { readonly reads: readonly PageRead[]; readonly writes: readonly JournalWrite[] };
  /** The views' show-events the start sent (@views/sendOnShow `showEventKey`): the browser does not send them again. */
  readonly shown?: readonly string[];
}

/** A delayed event of a flow to itself or another: the actors by their systemIds. */
export interface PageTimer {
  readonly source: string;
  readonly target: string;
  readonly event: EventObject;
  readonly delay: number;
  readonly id: string;
}

/** A page whose start moves on to another address of the storefront: the server redirects there. */
export interface MovedPage {
  /** The path (and query) to go to, on this origin. */
  readonly redirect: string;
}

/** `target` as a path on `origin`, or null (another origin: the browser's own start handles it). */
export const sameOriginPath = (target: string, origin: string): MovedPage | null => {
  const url = new URL(target, origin);
  return url.origin === origin ? { redirect: `${url.pathname}${url.search}` } : null;
};

export interface RenderedPage {
  /** The markup of `#root`. */
  readonly html: string;
  /** The class of `<html>`: the page's global styles. */
  readonly htmlClass: string;
  readonly start: PageStart;
}

/** The viewport a phone or a desktop most likely has, until the browser says (ENV.VIEWPORT). */
export const VIEWPORT_GUESS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const PHONE_AGENT = /Mobi|Android|iPhone|iPad/i;

/** The root's input for a request, as the browser would give it on that page. */
export const inputOf = (request: PageRequest, supportEmail: string): StorefrontInput => {
  const url = new URL(request.url);
  const firstLanguage = request.acceptLanguage.split(",")[0]?.split(";")[0]?.trim() ?? "";
  return {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    viewport: PHONE_AGENT.test(request.userAgent) ? VIEWPORT_GUESS.phone : VIEWPORT_GUESS.desktop,
    language: firstLanguage === "" ? "en" : firstLanguage,
    loginFlag: isLoginFlagSet(cookieValue(request.cookie, LOGIN_FLAG_KEY), undefined),
    walletId: null,
    supportEmail,
    inIframe: false,
    features: {
      perksCompanies: siteFeatureConfig.perksCompanies,
      cashout: siteFeatureConfig.cashout,
      sectionsOff: siteFeatureConfig.sectionsOff,
    },
  };
};

/** Every actor of the system under `actor`, itself first. */
const actorsOf = (actor: AnyActorRef): AnyActorRef[] => {
  const snapshot: { readonly children?: Readonly<Record<string, AnyActorRef | undefined>> } =
    actor.getSnapshot();
  const children = Object.values(snapshot.children ?? {}).filter(
    (child): child is AnyActorRef => child !== undefined,
  );
  return [actor, ...children.flatMap(actorsOf)];
};

/** Whether no call or other effect is running anywhere in the system. */
const isSettled = (root: AnyActorRef): boolean =>
  actorsOf(root).every((ref) => {
    const actor = asActor(ref);
    return actor === undefined || isMachineActor(actor) || actor.getSnapshot().status !== "active";
  });

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until the system is settled twice in a row (an answer's next step may start a call); false past the deadline. */
const settle = async (root: AnyActorRef, deadline: number): Promise<boolean> => {
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) return false;
    await pause(0);
    quiet = isSettled(root) ? quiet + 1 : 0;
  }
  return true;
};

/** Whether the build offers the developer drawer (as ./main.tsx reads it): the page's tree has its place. */
const drawerOffered = import.meta.env.DEV || import.meta.env.VITE_DEVTOOLS === "1";

/** Rounds of render, send and settle before the page is taken as it is. */
const MAX_ROUNDS = 6;

/**
 * Renders the page of `request`, or answers null when it cannot within its budget (the page is
 * then sent without HTML and starts in the browser).
 */
export const renderPage = async (
  request: PageRequest,
  options: RenderOptions,
): Promise<RenderedPage | MovedPage | null> => {
  const deadline = Date.now() + options.budgetMs;
  const input = inputOf(request, options.supportEmail);
  // The SSO entry's token is the browser's to take from the address bar (spec §2.1).
  if (isSsoPath(input.location.pathname)) return null;
  const browser = makePageBrowser(request.url, request.cookie, input.language);
  // The session travels as the request's cookies, as the browser's own calls would carry them.
  // A build pointed at a real backend (VITE_API_HOST) starts against it over HTTP; otherwise
  // against the API the server gives (the reference API, in the same process).
  const api =
    config.apiHost === ""
      ? options
      : { fetch: globalThis.fetch, apiHost: config.apiHost, checkoutHost: config.checkoutHost };
  const fetchWithCookies: typeof globalThis.fetch = (target, init) => {
    const headers = new Headers(init?.headers);
    if (request.cookie !== "") headers.set("cookie", request.cookie);
    return api.fetch(target, { ...init, headers });
  };
  const layer = Layer.mergeAll(
    storefrontLayer(
      { apiHost: api.apiHost, checkoutHost: api.checkoutHost, timeoutMs: options.budgetMs },
      browser,
    ),
    Layer.succeed(Fetch, fetchWithCookies),
  );
  const root = createActor(await rootWithEffects(layer), { systemId: ROOT_SYSTEM_ID, input });
  // The calls carry the language the site flow decides, once it has (spec §7.1 lng).
  browser.followInterfaceLanguage(() => decidedLanguageOf(root));
  try {
    root.start();
    for (const flow of lateFlowsAt(input.location.pathname, input.location.search))
      root.send({ type: "FLOW.START", flow });
    if (!(await settle(root, deadline))) return null;

    /** Where a view's redirect sent the page (wouter's `Redirect` writes it while rendering). */
    const redirected: { redirectTo?: string } = {};
    const sent = new Set<string>();
    let shown: ShowEvent[] = [];
    const page = (
      <Router
        ssrPath={input.location.pathname}
        ssrSearch={input.location.search.replace(/^\?/, "")}
        ssrContext={redirected}
      >
        <StorefrontPage
          root={root}
          startFlow={(flow) => root.send({ type: "FLOW.START", flow })}
          visitLogs={() => []}
          onShow={(show) => shown.push(show)}
          drawer={drawerOffered && <DrawerOnDemand drawer={() => null} allowed={config.devtools} />}
          onCommitted={() => undefined}
        />
      </Router>
    );
    let language = languageOf(root);
    let html = "";
    for (let round = 0; round < MAX_ROUNDS; round++) {
      await loadLanguage(language);
      shown = [];
      html = await renderLoaded(() => renderToString(page), deadline);
      const fresh = shown.filter(({ flow, event }) => {
        const key = showEventKey(flow.id, event);
        if (sent.has(key)) return false;
        sent.add(key);
        return true;
      });
      if (fresh.length === 0 && languageOf(root) === language) break;
      for (const { flow, event } of fresh) flow.send(event);
      if (!(await settle(root, deadline))) return null;
      language = languageOf(root);
    }
    const timers = timersOf(root);
    // A route that redirects (spec §2.1 '/', a page behind a gate) is answered with its new
    // address, on this origin; the browser asks for it. A flow that moves the page at its start
    // (a session that ended, a signed-in shopper's landing page) leaves the page to the browser:
    // what it wrote on its way (cookies, storage) is the browser's to keep.
    if (redirected.redirectTo !== undefined)
      return sameOriginPath(redirected.redirectTo, input.location.origin);
    if (browser.journal.navigated || timers === null || root.getSnapshot().status !== "active") return null;
    return {
      html,
      htmlClass: globalStyles,
      start: {
        input,
        snapshot: root.getPersistedSnapshot(),
        language,
        timers,
        journal: { reads: await pageReadsOf(browser.journal), writes: browser.journal.writes },
        shown: [...sent],
      },
    };
  } catch {
    return null;
  } finally {
    root.stop();
  }
};

interface ScheduledEvent {
  readonly source: AnyActorRef;
  readonly target: AnyActorRef;
  readonly event: EventObject;
  readonly delay: number;
  readonly id: string;
}

/**
 * The delayed events the system waits for, by the systemIds of their actors; null when one is
 * not between actors that have one (the browser could not arm it again).
 */
const timersOf = (root: AnyActorRef): PageTimer[] | null => {
  const system: { getSnapshot(): { readonly _scheduledEvents: Readonly<Record<string, ScheduledEvent>> } } =
    root.system;
  const ids = new Map<AnyActorRef, string>(
    Object.entries(root.system.getAll()).map(([id, actor]) => [actor as AnyActorRef, id]),
  );
  const timers: PageTimer[] = [];
  for (const scheduled of Object.values(system.getSnapshot()._scheduledEvents)) {
    const source = ids.get(scheduled.source);
    const target = ids.get(scheduled.target);
    if (source === undefined || target === undefined) return null;
    timers.push({ source, target, event: scheduled.event, delay: scheduled.delay, id: scheduled.id });
  }
  return timers;
};

/**
 * Loads the code of every screen, late flow and language once, when the server starts: the
 * first page of each kind then renders within its budget instead of waiting for its imports.
 */
export const warmUp = async (): Promise<void> => {
  await Promise.all([
    ...Object.values(SCREEN_CODE).map((load) => load()),
    ...LATE_FLOWS.map((flow) => loadLateFlow(flow)),
    ...SITE_LANGUAGES.map((language) => loadLanguage(language)),
    loadLayoutCode(),
  ]).catch(() => undefined);
};

/** The interface language the site flow decided. */
const languageOf = (root: AnyActorRef): SiteLanguage => {
  const snapshot: { readonly children: { readonly site?: AnyActorRef } } = root.getSnapshot();
  const site: { readonly context: { readonly language: SiteLanguage } } | undefined =
    snapshot.children.site?.getSnapshot();
  return site?.context.language ?? "en";
};

/**
 * Renders until no screen waits for its code: a screen whose code loads on demand renders its
 * placeholder the first time (React marks it `<!--$!-->`), its module loads meanwhile, and the
 * next render shows it.
 */
const renderLoaded = async (render: () => string, deadline: number): Promise<string> => {
  let html = render();
  while (html.includes("<!--$!-->") && Date.now() < deadline) {
    await pause(5);
    html = render();
  }
  return html;
};
