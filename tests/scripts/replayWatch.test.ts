import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EventLog, type InputKind, type LogEntry, parseLog } from "@domain/eventlog/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArgs, type ReplayArgs } from "../../scripts/replay";
import { choiceInWords, chosenSteps, screenshotName } from "../../scripts/replay/screenshots";
import {
  DEFAULT_WATCH_PORT,
  openingStep,
  startWatchServer,
  surfaceUrl,
  WATCH_LOG_PATH,
  type WatchServer,
  watchPageUrl,
} from "../../scripts/replay/watch";

const JOURNEY = "tests/eventlog/journeys/sign-in-poll-logout.ndjson";
const journeyText = readFileSync(JOURNEY, "utf8");
const journey = parseLog(journeyText);

const parsed = (...args: string[]): ReplayArgs => {
  const outcome = parseArgs(args, {});
  if (outcome.kind === "refused") throw new Error(`refused: ${outcome.message}`);
  return outcome.args;
};
const refusal = (...args: string[]): string => {
  const outcome = parseArgs(args, {});
  if (outcome.kind === "args") throw new Error(`read: ${JSON.stringify(outcome.args)}`);
  return outcome.message.split("\n")[0] ?? "";
};

/** The journey's header over events of the given input kinds, numbered from `from`. */
const logOf = (from: number, inputs: readonly InputKind[]): EventLog => {
  const [model] = journey.entries;
  if (model === undefined) throw new Error("the kept journey has no events");
  const entries: LogEntry[] = inputs.map((input, i) => ({ ...model, step: from + i, input }));
  return { header: journey.header, checkpoint: undefined, entries };
};

describe("npm run replay -- <log> --watch / --screenshots: the command line", () => {
  it("reads --watch with --at and --port, and --screenshots with --every", () => {
    expect(parsed(JOURNEY, "--watch", "--at", "12", "--port", "4233")).toMatchObject({
      file: JOURNEY,
      watch: true,
      at: 12,
      port: 4233,
      screenshots: undefined,
    });
    expect(parsed(JOURNEY, "--screenshots", "shots", "--every", "30")).toMatchObject({
      watch: false,
      screenshots: "shots",
      every: 30,
    });
    expect(parsed(JOURNEY, "--watch", "--screenshots", "shots")).toMatchObject({
      watch: true,
      screenshots: "shots",
      every: undefined,
    });
    // The plain replay's options stay as they were.
    expect(parsed(JOURNEY, "--until", "5")).toMatchObject({ watch: false, until: 5, screenshots: undefined });
  });

  it("refuses --watch or --screenshots with --until or --to-test", () => {
    expect(refusal(JOURNEY, "--watch", "--until", "5")).toBe(
      "--watch does not go with --until or --to-test: the page is shown at any step (--watch --at N opens it at one)",
    );
    expect(refusal(JOURNEY, "--to-test", "tests/regressions/x.test.ts", "--watch")).toMatch(
      /^--watch does not go with --until or --to-test/,
    );
    expect(refusal(JOURNEY, "--screenshots", "shots", "--until", "5")).toMatch(
      /^--screenshots does not go with --until or --to-test/,
    );
  });

  it("refuses an option without its value, or without the option it goes with", () => {
    expect(refusal(JOURNEY, "--watch", "--at", "twelve")).toBe("--at needs a step number of the log");
    expect(refusal(JOURNEY, "--watch", "--at", "1.5")).toBe("--at needs a step number of the log");
    expect(refusal(JOURNEY, "--at", "12")).toBe("--at goes with --watch");
    expect(refusal(JOURNEY, "--watch", "--port", "70000")).toBe("--port needs a port number (1 to 65535)");
    expect(refusal(JOURNEY, "--port", "4233")).toBe("--port goes with --watch or --screenshots");
    expect(refusal(JOURNEY, "--screenshots")).toBe("--screenshots needs the folder to write the pictures to");
    expect(refusal(JOURNEY, "--screenshots", "shots", "--every", "0")).toBe(
      "--every needs a number of steps (1 or more)",
    );
    expect(refusal(JOURNEY, "--watch", "--every", "3")).toBe("--every goes with --screenshots");
  });

  it("opens at --at when the log has that step, at its first step without it, and refuses a step it lacks", () => {
    expect(openingStep(journey, undefined)).toEqual({ kind: "step", step: 1 });
    expect(openingStep(journey, 64)).toEqual({ kind: "step", step: 64 });
    expect(openingStep(journey, 65)).toEqual({
      kind: "refused",
      message: "--at 65 is not a step of this log: it holds steps 1 to 64",
    });
    expect(openingStep(journey, 0)).toMatchObject({ kind: "refused" });
    // A log cut to a checkpoint starts later.
    expect(openingStep(logOf(501, ["external", "effect"]), 500)).toEqual({
      kind: "refused",
      message: "--at 500 is not a step of this log: it holds steps 501 to 502",
    });
  });

  it("prints the watch page's address, and photographs the watched page alone", () => {
    expect(watchPageUrl("http://127.0.0.1:4190", 12)).toBe(
      "http://127.0.0.1:4190/watch.html?log=/__watch/log.ndjson&at=12",
    );
    expect(surfaceUrl("http://127.0.0.1:4190", 7)).toBe(
      "http://127.0.0.1:4190/watch.html?surface&log=/__watch/log.ndjson&at=7",
    );
  });
});

describe("the steps --screenshots chooses", () => {
  const log = logOf(5, [
    "init",
    "external",
    "internal",
    "effect",
    "external",
    "timer",
    "internal",
    "external",
    "effect",
    "internal",
  ]);

  it("takes each user input (an event whose input is external) by default", () => {
    expect(chosenSteps(log, undefined)).toEqual([6, 9, 12]);
    expect(choiceInWords(undefined)).toBe("each user input");
  });

  it("takes the first step and every K-th one after it with --every K", () => {
    expect(chosenSteps(log, 4)).toEqual([5, 9, 13]);
    expect(chosenSteps(log, 1)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(chosenSteps(log, 30)).toEqual([5]);
    expect(chosenSteps(journey, 30)).toEqual([1, 31, 61]);
    expect(choiceInWords(30)).toBe("every 30th step from the first");
  });

  it("takes none of a log without events, and names each picture by its step", () => {
    const empty: EventLog = { ...journey, entries: [] };
    expect(chosenSteps(empty, undefined)).toEqual([]);
    expect(chosenSteps(empty, 5)).toEqual([]);
    expect(screenshotName(123)).toBe("step-000123.png");
  });
});

/** Runs `npm run replay`'s script; resolves with its status and what it printed on stderr. */
const runReplay = (args: readonly string[]): Promise<{ status: number | null; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/replay.ts", ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stderr }));
  });

describe("npm run replay -- <log> --watch refuses a log as the plain replay does", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "storefront-replay-watch-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("an incompatible log, a malformed log and a missing step: the same words, status 2", async () => {
    const [header, ...rest] = journeyText.split("\n");
    const incompatible = join(dir, "incompatible.ndjson");
    writeFileSync(
      incompatible,
      [header?.replace(/"root":"[0-9a-f]+"/, '"root":"0000000000000000"'), ...rest].join("\n"),
    );
    const malformed = join(dir, "malformed.ndjson");
    writeFileSync(malformed, [header, "{ not json", ...rest.slice(1)].join("\n"));

    const [plainIncompatible, watchIncompatible, plainMalformed, shotsMalformed, missingStep] =
      await Promise.all([
        runReplay([incompatible]),
        runReplay([incompatible, "--watch"]),
        runReplay([malformed]),
        runReplay([malformed, "--screenshots", join(dir, "shots")]),
        runReplay([JOURNEY, "--watch", "--at", "65"]),
      ]);
    expect(plainIncompatible.status).toBe(2);
    expect(plainIncompatible.stderr).toMatch(
      /^refused: the log comes from an incompatible build\n {2}- .*root/,
    );
    expect(watchIncompatible).toEqual(plainIncompatible);
    expect(plainMalformed.status).toBe(2);
    expect(plainMalformed.stderr).toMatch(/^refused: malformed log, line 2: not JSON/);
    expect(shotsMalformed).toEqual(plainMalformed);
    expect(missingStep).toEqual({
      status: 2,
      stderr: "--at 65 is not a step of this log: it holds steps 1 to 64\n",
    });
  }, 30_000);
});

/** Holds a loopback port, as another program would. */
const holdPort = (port: number): Promise<{ readonly release: () => Promise<void> } | null> =>
  new Promise((resolve) => {
    const holder = createServer();
    holder.once("error", () => resolve(null));
    holder.listen(port, "127.0.0.1", () =>
      resolve({ release: () => new Promise<void>((done) => holder.close(() => done())) }),
    );
  });

describe("the watch server", () => {
  let root: string;
  let server: WatchServer;
  const logText = `${journeyText.trimEnd()}\n`;
  beforeAll(async () => {
    // A folder standing in for dist: the watch page, a script, and the renderer's dot folder.
    root = mkdtempSync(join(tmpdir(), "storefront-watch-dist-"));
    writeFileSync(join(root, "watch.html"), "<!doctype html><title>watch</title>");
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "watch-abc.js"), "export const watched = 1;\n");
    writeFileSync(join(root, "assets", "watch-abc.css"), "html { color: black; }\n");
    mkdirSync(join(root, ".server"));
    writeFileSync(join(root, ".server", "render.js"), "export const secret = 1;\n");
    server = await startWatchServer({ root, logText, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the log at its path, on the loopback interface", async () => {
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
    const response = await fetch(`${server.origin}${WATCH_LOG_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const served = await response.text();
    expect(served).toBe(logText);
    expect(parseLog(served).entries).toHaveLength(64);
  });

  it("serves the build's files with their content types", async () => {
    const page = await fetch(`${server.origin}/watch.html?log=${WATCH_LOG_PATH}&at=3`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe("<!doctype html><title>watch</title>");
    const script = await fetch(`${server.origin}/assets/watch-abc.js`);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toBe("export const watched = 1;\n");
    const style = await fetch(`${server.origin}/assets/watch-abc.css`);
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("answers nothing outside the build, nor its dot folders, nor a missing file, nor a write", async () => {
    const status = async (path: string, init?: RequestInit) =>
      (await fetch(`${server.origin}${path}`, init)).status;
    expect(await status("/.server/render.js")).toBe(404);
    expect(await status("/%2e%2e/package.json")).toBe(404);
    expect(await status("/assets/missing.js")).toBe(404);
    expect(await status("/assets")).toBe(404);
    expect(await status(WATCH_LOG_PATH, { method: "POST", body: "x" })).toBe(405);
    const home = await fetch(`${server.origin}/`, { redirect: "manual" });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe(`/watch.html?log=${WATCH_LOG_PATH}`);
  });

  it("takes another free port when the default one is taken, and refuses a taken port asked for", async () => {
    const held = await holdPort(DEFAULT_WATCH_PORT);
    try {
      const fallback = await startWatchServer({ root, logText, port: "default" });
      expect(fallback.port).not.toBe(DEFAULT_WATCH_PORT);
      expect((await fetch(`${fallback.origin}${WATCH_LOG_PATH}`)).status).toBe(200);
      await fallback.close();
    } finally {
      await held?.release();
    }
    await expect(startWatchServer({ root, logText, port: server.port })).rejects.toThrow(
      `port ${server.port} is taken: choose another with --port`,
    );
  });
});
