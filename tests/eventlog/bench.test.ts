/**
 * `npm run bench`'s event-log benchmark keeps running as the storefront changes (a late flow it
 * drives, a renamed event): it generates a short session from the real actor system, replays it
 * and reports 0 divergences. Only that it runs is checked here; its figures are the benchmark's.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the event-log benchmark", () => {
  it("records, replays and measures a short session with 0 divergences", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/eventlog.ts"], {
      env: { ...process.env, BENCH_EVENTS: "1000" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/event log, \d+ events generated/);
    expect(run.stdout).toContain("outcome:   0 divergences");
    expect(run.stdout).toMatch(/replay memory: peak RSS \d+ MB/);
  }, 120_000);
});
