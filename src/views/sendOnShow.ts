/**
 * The events a page sends its flow as it shows, on the server as in the browser (its own module:
 * only the pages that load on demand use it, so the landing page's code does not carry it).
 */
import { useEffect } from "react";
import type { AnyActorRef, EventObject } from "xstate";
import { useSystem } from "./system";

/**
 * Sends `event` to `flow` when the view shows, and again whenever the event changes (its JSON
 * form): the request a page makes of its flow from its address (a listing's page, a product, the
 * checkout's start). Nothing is sent while `flow` or `event` is null. On the server the event is
 * collected instead, so the page renders with its flow's answer (src/app/render.tsx); the flows
 * take the same event again as asked already, so the browser's send after resuming costs nothing.
 */
export const useSendOnShow = <E extends EventObject>(
  flow: Pick<AnyActorRef, "send" | "id"> | null,
  event: E | null,
): void => {
  const { onShow } = useSystem();
  const key = event === null ? null : JSON.stringify(event);
  if (onShow !== undefined && flow !== null && event !== null) onShow({ flow, event });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the event is sent again only when its JSON form changes
  useEffect(() => {
    if (flow !== null && event !== null) flow.send(event);
  }, [flow, key]);
};
