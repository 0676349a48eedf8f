/**
 * The watched page (`watch.html?surface`): the storefront's own views rendered from a replayed
 * log (docs/event-log.md, 'Watching a log'). What drives it (the drawer's Load tab, or the watch
 * page of `npm run replay -- <log> --watch`) sends it the log and each step to show
 * (@views/devtools/watch/protocol); opened on its own, it reads them from its address
 * (`?surface&log=<url>&at=<step>`, what `--screenshots` uses).
 *
 * The views are the page's own (./page.tsx), inside a router that reads the replayed location;
 * they read the replayed actors (@eventlog/watch). Nothing they send reaches the system, no
 * effect runs, no timer fires, a click or a key does nothing and the page says so, and a
 * redacted value shows as a visible mark.
 */
import type { EventLog } from "@domain/eventlog/format";
import { readForReplay } from "@eventlog/refusal";
import type { Divergence } from "@eventlog/replay";
import { type WatchedLog, watchLog } from "@eventlog/watch";
import { divergenceMessage } from "@views/devtools/model";
import { makeInert } from "@views/devtools/watch/inert";
import { followRedactions } from "@views/devtools/watch/marks";
import {
  atMessage,
  type FromSurface,
  listeningMessage,
  readToSurface,
  refusedMessage,
} from "@views/devtools/watch/protocol";
import { SurfaceNotes } from "@views/devtools/watch/SurfaceNotes";
import type { RootRef } from "@views/system";
import { globalStyles } from "@views/theme/global";
import { memo, startTransition, useEffect, useMemo } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Router } from "wouter";
import type { AnyActorRef } from "xstate";
import { StorefrontPage } from "./page";
import { rootLocationHooks } from "./rootLocation";
import { storefrontReplayOptions } from "./system";

/** The attribute of `<html>` that names the step the page shows, once React has committed it. */
export const WATCH_STEP_ATTRIBUTE = "data-watch-step";

/** The watched root, as the views' system reads it: the replayed root machine's actor. */
const asRoot = (ref: AnyActorRef): RootRef => ref;

interface Shown {
  readonly root: RootRef;
  readonly step: number;
  readonly divergence: Divergence | null;
}

const noFlowToStart = () => undefined;
const noVisitLogs = () => [];
const nothingToDo = () => undefined;

/** The storefront's page over the replayed root: rendered again only when the root changes. */
const WatchedPage = memo(({ root }: { readonly root: RootRef }) => {
  const hooks = useMemo(() => rootLocationHooks(root), [root]);
  return (
    <Router hook={hooks.hook} searchHook={hooks.searchHook}>
      <StorefrontPage
        root={root}
        startFlow={noFlowToStart}
        visitLogs={noVisitLogs}
        drawer={false}
        onCommitted={nothingToDo}
      />
    </Router>
  );
});

/** The page at a step; `onShown` hears each step once React has committed it. */
const WatchedStep = ({
  shown,
  onShown,
}: {
  readonly shown: Shown;
  readonly onShown: (shown: Shown) => void;
}) => {
  useEffect(() => onShown(shown), [shown, onShown]);
  return <WatchedPage root={shown.root} />;
};

/** Sends `message` to what drives the page (its parent frame), if anything does. */
const tell = (message: FromSurface): void => {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
};

/** Starts the watched page in `element`. */
export const startWatchSurface = (element: HTMLElement): void => {
  document.documentElement.classList.add(globalStyles);
  const options = storefrontReplayOptions();
  const redactions = followRedactions(document.body);
  let pageRoot: Root | null = null;
  const notesElement = document.createElement("div");
  document.body.append(notesElement);
  const notesRoot = createRoot(notesElement);
  let watched: WatchedLog | null = null;
  let stoppedIntent = 0;
  let divergence: string | null = null;
  const renderNotes = () =>
    notesRoot.render(<SurfaceNotes divergence={divergence} stoppedIntent={stoppedIntent} />);

  const onShown = (shown: Shown) => {
    redactions.refresh();
    document.documentElement.setAttribute(WATCH_STEP_ATTRIBUTE, String(shown.step));
    tell(atMessage(shown.step, shown.divergence));
  };
  const render = (shown: Shown) => {
    const page = <WatchedStep shown={shown} onShown={onShown} />;
    if (pageRoot === null) {
      pageRoot = createRoot(element);
      pageRoot.render(page);
    } else {
      const root = pageRoot;
      // With the views' own changes of this move (@views/useSelector), in one commit.
      startTransition(() => root.render(page));
    }
    const said = shown.divergence === null ? null : divergenceMessage(shown.divergence);
    if (said !== divergence) {
      divergence = said;
      renderNotes();
    }
  };
  makeInert(window, () => {
    stoppedIntent += 1;
    renderNotes();
  });

  const move = (log: WatchedLog, step: number) => {
    const outcome = log.moveTo(step);
    if (outcome.kind === "incompatible") {
      refuse(outcome.problems.join("; "));
      return;
    }
    const root = log.root();
    if (root === undefined) return;
    const divergence = outcome.kind === "diverged" ? outcome.divergence : null;
    // Past a divergence the system stays where it left the log: that step is shown.
    render({ root: asRoot(root), step: divergence === null ? step : divergence.step, divergence });
  };
  const refuse = (message: string) => {
    // A log shown before leaves with its page: the refusal takes the page's place.
    pageRoot?.unmount();
    pageRoot = null;
    document.documentElement.setAttribute(WATCH_STEP_ATTRIBUTE, "refused");
    const box = document.createElement("pre");
    box.setAttribute("role", "alert");
    box.textContent = message;
    element.replaceChildren(box);
    tell(refusedMessage(message));
  };
  const open = (text: string, at: number | null) => {
    watched?.stop();
    watched = null;
    const read = readForReplay(text, options.build);
    if (read.kind === "refused") {
      refuse(read.message);
      return;
    }
    const log: EventLog = read.log;
    const first = log.entries[0]?.step ?? log.checkpoint?.step ?? 0;
    watched = watchLog(log, options, () => undefined);
    move(watched, at ?? first);
  };

  window.addEventListener("message", (event) => {
    if (event.origin !== window.location.origin) return;
    const message = readToSurface(event.data);
    if (message === null) return;
    if (message.type === "log") open(message.text, null);
    else if (watched !== null) move(watched, message.step);
  });
  tell(listeningMessage);

  const params = new URLSearchParams(window.location.search);
  const logAddress = params.get("log");
  if (logAddress !== null) {
    const at = Number(params.get("at"));
    fetch(logAddress)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (text) => open(text, Number.isInteger(at) && at > 0 ? at : null),
        (error: unknown) =>
          refuse(`cannot read ${logAddress}: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
};
