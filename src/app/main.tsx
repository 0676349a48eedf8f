/**
 * The browser entry: reads what the page gives at start, starts the actor system with the live
 * effects and the recorder, starts the late flows the first route needs (their code loads in
 * parallel with the rest of the start), forwards later viewport and URL changes to it as events,
 * and renders the views inside the system's context (with the developer drawer when it is
 * offered: its code, the replay and every machine load only when it is first opened).
 */

import { recorderInto } from "@charts/coverage";
import { config } from "@config";
import { StorefrontLive } from "@effects/runtime/layer";
import { followInterfaceLanguage } from "@effects/runtime/services";
import { DrawerOnDemand } from "@views/devtools/DrawerOnDemand";
import { loadLanguage } from "@views/i18n";
import { globalStyles } from "@views/theme/global";
import { lazy, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  browserClock,
  connectBrowserEvents,
  fetchScreenCodeEarly,
  hasSignedOff,
  keepLogAcrossPageLoads,
  likelyInterfaceLanguage,
  loadNumberFormatsEarly,
  logEnvironmentOf,
  randomSalt,
  readBootInput,
  syncPersistedMirrorNow,
  takeSsoEntryToken,
} from "./boot";
import { lateFlowLoader } from "./lateFlows";
import { StorefrontPage } from "./page";
import { PAGE_START_ID, READY_ATTRIBUTE } from "./pageIds";
import { decidedLanguageOf, rootWithStartEffects, startStorefrontSystem } from "./start";

// First of all: an SSO token leaves the address bar (spec §2.1).
takeSsoEntryToken();
syncPersistedMirrorNow();
fetchScreenCodeEarly(window.location.pathname, window.location.search);
const bootInput = readBootInput(config.supportEmail);
/**
 * The page's start. It is not a top-level await: the code a resumed page loads first (the
 * footer, the screen) imports this module's chunk, and would wait for it to finish.
 */
const startPage = async (): Promise<void> => {
  /**
   * The server's start of this page, when it rendered the page and the browser agrees with what
   * it saw (./resume.ts: its code loads only for a page that carries one).
   */
  const startElement = document.getElementById(PAGE_START_ID);
  const resumed =
    startElement === null
      ? null
      : await import("./resume").then((resume) => resume.resumeFrom(startElement, bootInput));
  const input = resumed?.input ?? bootInput;
  loadNumberFormatsEarly(window.location.pathname, window.location.search, input.loginFlag);
  /**
   * Builds for development and tests: the drawer is offered (`VITE_DEVTOOLS=1`, which
   * `config.devtools` reads too) and journeys may record transition coverage. The variable is read
   * as a literal here, so a build that does not offer the drawer carries none of this code.
   */
  const drawerOffered = import.meta.env.DEV || import.meta.env.VITE_DEVTOOLS === "1";
  /** Transition coverage of browser journeys: recorded only into an object the test page provides. */
  const coverageInspect = drawerOffered
    ? recorderInto(Reflect.get(window, "__storefrontTransitions"))
    : undefined;
  /** The recorder's redacted logs of this visit, for the ticket form (read when it sends or shows one). */
  const visitLogs = () => system.recorder.logs();
  const system = startStorefrontSystem({
    machine: rootWithStartEffects(StorefrontLive).provide({
      actors: resumed?.flows(StorefrontLive, visitLogs) ?? {},
    }),
    input,
    clock: browserClock(),
    environment: logEnvironmentOf(bootInput),
    recordedAt: new Date().toISOString(),
    salt: randomSalt(),
    ...(coverageInspect === undefined ? {} : { inspect: coverageInspect }),
    snapshot: resumed?.snapshot,
  });
  // The calls carry the language the site flow decides, once it has (spec §7.1 lng).
  followInterfaceLanguage(() => decidedLanguageOf(system.root));
  const lateFlows = lateFlowLoader(system.root, StorefrontLive, visitLogs);
  if (resumed === null) {
    // The flows of the page asked for (a product, the checkout, ...) load now, not when it renders.
    lateFlows.startFor(input.location);
  } else resumed.started(system.root);
  // The third-party services of spec §1 load only once the cookie banner is accepted (spec §2.11):
  // already at start (a page resumed from the server's start), or at a later change of the site flow.
  const site = system.root.getSnapshot().children.site;
  const following = site?.subscribe((snapshot) => whenConsented(snapshot));
  const whenConsented = (snapshot = site?.getSnapshot()) => {
    if (!snapshot?.context.cookiesAccepted) return;
    // Asked once: the services follow the flows themselves from then on.
    following?.unsubscribe();
    import("./thirdParty").then((thirdParty) => thirdParty.default(system.root));
  };
  whenConsented();
  connectBrowserEvents((event) => {
    system.root.send(event);
    if (event.type === "ENV.LOCATION") lateFlows.startFor(event);
  });
  // The likely language's texts load while the site's settings do; a failure here is retried when
  // the site flow asks for that language.
  loadLanguage(likelyInterfaceLanguage(input)).catch(() => undefined);

  /** This page's log for the next page; none once the shopper signed off here (spec §4 'Logout'). */
  const logToKeep = (): string | null =>
    hasSignedOff(system.root.getSnapshot().children.logout?.getSnapshot()) ? null : system.recorder.toText();
  /** The drawer's code loads the first time it is asked for. */
  const previousLog = drawerOffered ? keepLogAcrossPageLoads(logToKeep) : null;
  const DevDrawer = lazy(async () => {
    const [drawer, devtools] = await Promise.all([import("@views/devtools/DevDrawer"), import("./devtools")]);
    const source = devtools.devtoolsSourceFor(system, previousLog);
    return {
      default: ({ openedByShortcut }: { readonly openedByShortcut: boolean }) => (
        <drawer.DevDrawer source={source} allowed={config.devtools} openedByShortcut={openedByShortcut} />
      ),
    };
  });

  const element = document.getElementById("root");
  if (element === null) throw new Error("The page has no #root element");
  document.documentElement.classList.add(globalStyles);
  /** The page is on the screen and answers the shopper (the journeys wait for it after a load). */
  const ready = () => document.documentElement.setAttribute(READY_ATTRIBUTE, "");
  const page = (onCommitted: () => void) => (
    <StorefrontPage
      root={system.root}
      startFlow={lateFlows.start}
      visitLogs={visitLogs}
      drawer={drawerOffered && <DrawerOnDemand drawer={DevDrawer} allowed={config.devtools} />}
      onCommitted={onCommitted}
    />
  );
  if (resumed === null) {
    // The first render is a transition too (see @views/useSelector): React renders the page in
    // slices, so a phone can take a tap or a key while the start-up answers are still arriving.
    const root = createRoot(element);
    startTransition(() => root.render(page(ready)));
  } else {
    // The views take over the server's markup of the same state. In a transition, so React
    // hydrates in slices, yielding to the browser between them, and a tap on a region hydrates
    // that region first.
    startTransition(() => {
      hydrateRoot(
        element,
        page(() => {
          resumed.hydrated(system.root);
          ready();
        }),
      );
    });
  }
};
// A page that cannot start at all is reported by the browser, like every unhandled rejection.
startPage();
