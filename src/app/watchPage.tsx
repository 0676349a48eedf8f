/**
 * The watch page (`watch.html?log=<url>&at=<step>`, what `npm run replay -- <log> --watch` opens):
 * reads the log at `log`, refuses it as `npm run replay` would when this build cannot replay it,
 * and shows @views/devtools/watch/WatchPage over it.
 */
import { readForReplay } from "@eventlog/refusal";
import { replay } from "@eventlog/replay";
import { type WatchedSource, WatchPage } from "@views/devtools/watch/WatchPage";
import { createRoot } from "react-dom/client";
import { storefrontReplayOptions } from "./system";

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const startWatchPage = (element: HTMLElement): void => {
  const params = new URLSearchParams(window.location.search);
  const address = params.get("log");
  const at = Number(params.get("at") ?? "");
  const name = address === null ? "no log" : (address.split("/").pop() ?? address);
  const root = createRoot(element);
  const show = (source: WatchedSource) => root.render(<WatchPage source={source} />);
  if (address === null) {
    show({
      kind: "refused",
      name,
      message: "No log to watch: open this page as watch.html?log=<address of the log>",
    });
    return;
  }
  show({ kind: "loading", name });
  const options = storefrontReplayOptions();
  fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    })
    .then(
      (text) => {
        const read = readForReplay(text, options.build);
        if (read.kind === "refused") {
          show({ kind: "refused", name, message: read.message });
          return;
        }
        const { log } = read;
        show({
          kind: "read",
          name,
          log,
          text,
          at: Number.isInteger(at) && at > 0 ? at : null,
          findDivergence: () => {
            const whole = replay(log, options);
            return whole.kind === "diverged" ? whole.divergence.step : null;
          },
        });
      },
      (error: unknown) =>
        show({ kind: "refused", name, message: `cannot read ${address}: ${reasonOf(error)}` }),
    );
};
