/**
 * Transition coverage of the unit and property suites: only when `CHARTS_COVERAGE_DIR` is set,
 * every actor created through xstate's `createActor` also reports its inspection to a recorder
 * (after any `inspect` the test gives it, which still receives every event), and after the test
 * file the transitions taken per machine id are written to `<dir>/vitest-<suite>-<pid>-<n>.json`
 * (`{ machineId: [transition ids] }`, read by `npm run charts -- --coverage` and
 * `npm run audit-pack`), where the suite is `property` for a file of property-tests/ and `unit`
 * otherwise. Without the variable this file does nothing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chainInspect, microstepRecorder, recordingOf } from "@charts/coverage";
import { afterAll, expect, vi } from "vitest";

const dir = process.env.CHARTS_COVERAGE_DIR;

if (dir !== undefined && dir !== "") {
  const recorded = new Map<string, Set<string>>();
  const record = microstepRecorder(recorded);

  vi.doMock("xstate", async (importOriginal) => {
    const original: typeof import("xstate") = await importOriginal();
    const createActor: typeof original.createActor = (logic, ...rest) => {
      const [options] = rest;
      return original.createActor(logic, { ...options, inspect: chainInspect(options?.inspect, record) });
    };
    return { ...original, createActor };
  });

  afterAll(() => {
    if (recorded.size === 0) return;
    const kind = (expect.getState().testPath ?? "").split(/[\\/]/).includes("property-tests")
      ? "property"
      : "unit";
    mkdirSync(dir, { recursive: true });
    const data = `${JSON.stringify(recordingOf(recorded))}\n`;
    for (let n = 0; ; n++) {
      try {
        writeFileSync(join(dir, `vitest-${kind}-${process.pid}-${n}.json`), data, { flag: "wx" });
        return;
      } catch (error) {
        if (!(error instanceof Error) || Reflect.get(error, "code") !== "EEXIST") throw error;
      }
    }
  });
}
