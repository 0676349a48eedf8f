/**
 * The browser entry: reads what the page gives at start, starts the actor system with the live
 * effects and the recorder, forwards later viewport and URL changes to it as events, and renders
 * the views inside the system's context (with the developer drawer when it is offered).
 */

import { recorderInto } from "@charts/coverage";
import { config } from "@config";
import { StorefrontLive } from "@effects/runtime/layer";
import { App } from "@views/App";
import { SystemProvider } from "@views/system";
import { globalStyles } from "@views/theme/global";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import {
  browserClock,
  connectBrowserEvents,
  keepLogAcrossPageLoads,
  logEnvironmentOf,
  randomSalt,
  readBootInput,
  takeSsoEntryToken,
} from "./boot";
import { devtoolsSourceFor } from "./devtools";
import { rootWithEffects, startStorefrontSystem } from "./system";

// First of all: an SSO token leaves the address bar (spec §2.1).
takeSsoEntryToken();
const input = readBootInput(config.supportEmail);
/** Transition coverage of browser journeys: recorded only into an object the test page provides. */
const coverageInspect = recorderInto(Reflect.get(window, "__storefrontTransitions"));
const system = startStorefrontSystem({
  machine: rootWithEffects(StorefrontLive),
  input,
  clock: browserClock(),
  environment: logEnvironmentOf(input),
  recordedAt: new Date().toISOString(),
  salt: randomSalt(),
  ...(coverageInspect === undefined ? {} : { inspect: coverageInspect }),
});
connectBrowserEvents((event) => system.root.send(event));

/** The drawer's code loads only where it is offered: development builds, or when allowed. */
const drawerOffered = import.meta.env.DEV || config.devtools;
const previousLog = drawerOffered ? keepLogAcrossPageLoads(() => system.recorder.toText()) : null;
const DevDrawer = lazy(() => import("@views/devtools/DevDrawer").then((m) => ({ default: m.DevDrawer })));

const element = document.getElementById("root");
if (element === null) throw new Error("The page has no #root element");
document.documentElement.classList.add(globalStyles);
createRoot(element).render(
  <StrictMode>
    <SystemProvider root={system.root}>
      <App />
      {drawerOffered && (
        <Suspense fallback={null}>
          <DevDrawer source={devtoolsSourceFor(system, previousLog)} allowed={config.devtools} />
        </Suspense>
      )}
    </SystemProvider>
  </StrictMode>,
);
