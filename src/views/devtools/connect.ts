/** The developer drawer's view of the running storefront system (see ./source). */
import { FLOW_IDS } from "../../../machines/root";
import { type StorefrontSystem, storefrontReplayOptions } from "../../../machines/system";
import { asActor, snapshotData } from "../../eventlog/actors";
import type { Json } from "../../eventlog/hash";
import { replay } from "../../eventlog/replay";
import type { DevtoolsSource } from "./source";

export const devtoolsSourceFor = (system: StorefrontSystem, previousLog: string | null): DevtoolsSource => ({
  entries$: system.recorder.entries$,
  entries: () => system.recorder.entries(),
  logText: () => system.recorder.toText(),
  previousLogText: () => previousLog,
  liveSnapshots: () => {
    const out: Record<string, Json> = {};
    const redact = system.recorder.redactor.redact;
    out.root = redact(snapshotData(system.root.getSnapshot()));
    for (const id of FLOW_IDS) {
      const actor = asActor(system.root.system.get(id));
      if (actor !== undefined) out[id] = redact(snapshotData(actor.getSnapshot()));
    }
    return out;
  },
  replay: (log, until) =>
    replay(log, { ...storefrontReplayOptions(), ...(until === undefined ? {} : { until }) }),
});
