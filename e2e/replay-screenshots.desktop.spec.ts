import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseLog } from "@domain/eventlog/format";
import { expect, test } from "@playwright/test";
import { chosenSteps, screenshotName, takeScreenshots } from "../scripts/replay/screenshots";
import { DIST, startWatchServer } from "../scripts/replay/watch";

/**
 * `npm run replay -- <log> --screenshots <folder> --every 30` on the kept journey, over the demo
 * build: one PNG per chosen step, each the size of the viewport the journey was recorded at.
 */
const JOURNEY = "tests/eventlog/journeys/sign-in-poll-logout.ndjson";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, from its header chunk (IHDR, right after the signature). */
const pngSize = (bytes: Buffer): { width: number; height: number } => {
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

test("the screenshots of the kept journey, every 30th step: PNGs at the recorded viewport", async () => {
  // The journey was recorded at this project's own viewport: it is stated smaller here, so a
  // picture at the browser's default size would not pass for one at the recorded viewport.
  const text = readFileSync(JOURNEY, "utf8").replace(
    /"environment":\{"viewport":\{"width":\d+,"height":\d+\}/,
    '"environment":{"viewport":{"width":1024,"height":700}',
  );
  const log = parseLog(text);
  expect(log.header.environment.viewport).toEqual({ width: 1024, height: 700 });
  const steps = chosenSteps(log, 30);
  expect(steps).toEqual([1, 31, 61]);
  const folder = test.info().outputPath("screenshots");
  const server = await startWatchServer({ root: DIST, logText: text, port: 0 });
  const heard: number[] = [];
  try {
    const outcome = await takeScreenshots({
      origin: server.origin,
      log,
      steps,
      folder,
      onWritten: (_file, step) => heard.push(step),
    });
    expect(outcome.divergence).toBeNull();
    expect(heard).toEqual(steps);
    expect(outcome.written).toEqual(steps.map((step) => join(folder, screenshotName(step))));
  } finally {
    await server.close();
  }
  expect(readdirSync(folder).sort()).toEqual(["step-000001.png", "step-000031.png", "step-000061.png"]);
  const { width, height } = log.header.environment.viewport;
  for (const step of steps) {
    const bytes = readFileSync(join(folder, screenshotName(step)));
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(bytes)).toEqual({ width, height });
  }
});

test("where the replay leaves the log, the screenshots stop at the divergence's page and report its step", async () => {
  // A digest that no snapshot has: the replay leaves the log at that step.
  const lines = readFileSync(JOURNEY, "utf8").trimEnd().split("\n");
  const tampered = lines.findIndex((line) => /"step":(2\d|[3-9]\d),.*"digest":"[0-9a-f]+"/.test(line));
  const original = lines[tampered];
  if (original === undefined) throw new Error("the kept journey has no event with a digest past step 20");
  lines[tampered] = original.replace(/"digest":"[0-9a-f]+"/, '"digest":"0000000000000000"');
  const text = `${lines.join("\n")}\n`;
  const log = parseLog(text);
  const divergence = log.entries.find((e) => e.digest === "0000000000000000")?.step;
  if (divergence === undefined) throw new Error("the tampered event is not in the log");
  const steps = chosenSteps(log, 15);
  const folder = test.info().outputPath("screenshots");
  const server = await startWatchServer({ root: DIST, logText: text, port: 0 });
  try {
    const outcome = await takeScreenshots({ origin: server.origin, log, steps, folder });
    expect(outcome.divergence).toBe(divergence);
    const before = steps.filter((step) => step < divergence);
    expect(before.length).toBeLessThan(steps.length);
    expect(outcome.written).toEqual(
      [...before, divergence].map((step) => join(folder, screenshotName(step))),
    );
  } finally {
    await server.close();
  }
});
