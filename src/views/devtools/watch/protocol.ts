/**
 * The messages between a watched page (`watch.html?surface`, in a frame) and what drives it (the
 * drawer's Load tab, or the watch page `npm run replay -- <log> --watch` opens). Both are pages of
 * the storefront's own origin; a message from any other origin is ignored.
 */
import type { Divergence } from "@eventlog/replay";

/** The address of the watched page inside a frame. */
export const SURFACE_PATH = "/watch.html?surface";

const TAG = "storefront-watch";

/** To the watched page: the log to watch (its text), then each step to show. */
export type ToSurface =
  | { readonly tag: typeof TAG; readonly type: "log"; readonly text: string }
  | { readonly tag: typeof TAG; readonly type: "move"; readonly step: number };

/** From the watched page: it listens; it shows a step; it refused the log. */
export type FromSurface =
  | { readonly tag: typeof TAG; readonly type: "listening" }
  | {
      readonly tag: typeof TAG;
      readonly type: "at";
      readonly step: number;
      /** Where the replay left the log, when it did at or before this step. */
      readonly divergence: Divergence | null;
    }
  | { readonly tag: typeof TAG; readonly type: "refused"; readonly message: string };

export const logMessage = (text: string): ToSurface => ({ tag: TAG, type: "log", text });
export const moveMessage = (step: number): ToSurface => ({ tag: TAG, type: "move", step });
export const listeningMessage: FromSurface = { tag: TAG, type: "listening" };
export const atMessage = (step: number, divergence: Divergence | null): FromSurface => ({
  tag: TAG,
  type: "at",
  step,
  divergence,
});
export const refusedMessage = (message: string): FromSurface => ({ tag: TAG, type: "refused", message });

const isTagged = (data: unknown): data is { readonly tag: string; readonly type: unknown } =>
  typeof data === "object" && data !== null && "tag" in data && data.tag === TAG && "type" in data;

export const readToSurface = (data: unknown): ToSurface | null => {
  if (!isTagged(data)) return null;
  if (data.type === "log" && "text" in data && typeof data.text === "string") return logMessage(data.text);
  if (data.type === "move" && "step" in data && typeof data.step === "number") return moveMessage(data.step);
  return null;
};

export const readFromSurface = (data: unknown): FromSurface | null => {
  if (!isTagged(data)) return null;
  if (data.type === "listening") return listeningMessage;
  if (data.type === "refused" && "message" in data && typeof data.message === "string")
    return refusedMessage(data.message);
  if (data.type === "at" && "step" in data && typeof data.step === "number" && "divergence" in data) {
    // The divergence comes from a page of the same build and origin.
    return atMessage(data.step, (data.divergence ?? null) as Divergence | null);
  }
  return null;
};
