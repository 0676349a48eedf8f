/**
 * The events a page sends its flow as it shows, on the server as in the browser (its own module:
 * only the pages that load on demand use it, so the landing page's code does not carry it).
 */
import { useEffect, useRef } from "react";
import type { AnyActorRef, EventObject } from "xstate";
import { useSystem } from "./system";

/** The key of a show-event: its flow and its JSON form. */
export const showEventKey = (flowId: string, event: EventObject): string =>
  `${flowId}|${JSON.stringify(event)}`;

/** The show-events the server sent for this page before rendering it (src/app/resume.ts). */
const sentOnServer = new Set<string>();

/** Notes the show-events the server already sent for the page being resumed. */
export const markSentOnServer = (keys: readonly string[]): void => {
  for (const key of keys) sentOnServer.add(key);
};

/**
 * Sends `event` to `flow` when the view shows, and again whenever the event changes (its JSON
 * form): the request a page makes of its flow from its address (a listing's page, a product, the
 * checkout's start). Nothing is sent while `flow` or `event` is null. On the server the event is
 * collected instead, so the page renders with its flow's answer (src/app/render.tsx); a page
 * resumed from that start does not send it again (the flow's snapshot holds its answer), so an
 * event sent once per visit (the checkout's opening) is sent once.
 */
export const useSendOnShow = <E extends EventObject>(
  flow: Pick<AnyActorRef, "send" | "id"> | null,
  event: E | null,
): void => {
  const { onShow } = useSystem();
  const key = flow === null || event === null ? null : showEventKey(flow.id, event);
  if (onShow !== undefined && flow !== null && event !== null) onShow({ flow, event });
  /** The key the server sent already, kept so React's development re-run of the effect skips it too. */
  const sentBefore = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the event is sent again only when its JSON form changes
  useEffect(() => {
    if (flow === null || event === null || key === null) return;
    if (sentBefore.current === key || sentOnServer.delete(key)) {
      sentBefore.current = key;
      return;
    }
    sentBefore.current = null;
    flow.send(event);
  }, [flow, key]);
};
