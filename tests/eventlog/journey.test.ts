/**
 * The log recorded in Chromium by the Playwright journey (sign in, a login-flag poll, log out;
 * e2e/session.spec.ts, re-recorded with RECORD_JOURNEY=1) must keep replaying with 0
 * divergences: a change that breaks replay, or that changes a machine without re-recording the
 * journey, fails here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontReplayOptions } from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import { describe, expect, it } from "vitest";

const journeyPath = new URL("./journeys/sign-in-poll-logout.ndjson", import.meta.url).pathname;
const journey = readFileSync(journeyPath, "utf8");

describe("the recorded browser journey", () => {
  it("replays with 0 divergences", () => {
    const outcome = replay(parseLog(journey), storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
  });

  it("holds the sign-in, the 5000 ms poll and the logout with its 500 ms redirect", () => {
    const steps = parseLog(journey).entries.map((e) => `${e.input} ${e.actor} ${e.event.type}`);
    expect(steps).toContain("external auth AUTH.SUBMIT_PASSWORD");
    expect(steps).toContain("timer session xstate.after.5000.session.loggedIn.poll.waiting");
    expect(steps).toContain("external logout LOGOUT");
    expect(steps).toContain("timer logout xstate.after.500.logout.signedOut.pause.waiting");
  });

  it("holds no password, e-mail address or phone number in clear", () => {
    for (const secret of ["Demo@1234", "priya@demo.example", "9876543210"])
      expect(journey).not.toContain(secret);
  });
});

const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");

/** The step of the first entry of `actor` with event `type` in the journey. */
const stepOf = (actor: string, type: string): number => {
  const entry = parseLog(journey).entries.find((e) => e.actor === actor && e.event.type === type);
  if (entry === undefined) throw new Error(`the journey has no ${type} for ${actor}`);
  return entry.step;
};
const signedInStep = stepOf("auth", "xstate.done.actor.0.auth.passwordStep.checking");
const runReplay = (...args: string[]) =>
  spawnSync(tsx, ["scripts/replay.ts", ...args], { encoding: "utf8", cwd: process.cwd() });

describe("npm run replay -- <log file>", () => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-replay-"));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it("prints one row per step and ends with 'replayed N events, 0 divergences'", () => {
    const out = execFileSync(tsx, ["scripts/replay.ts", journeyPath], { encoding: "utf8" });
    const events = parseLog(journey).entries.length;
    expect(out).toMatch(/^\s+step\s+time ms\s+actor\s+event\s+state$/m);
    expect(out).toMatch(
      new RegExp(`^\\s+${stepOf("logout", "LOGOUT")}\\s+\\d+\\s+logout\\s+LOGOUT\\s+clearingLanguage$`, "m"),
    );
    expect(out.trim().endsWith(`replayed ${events} events, 0 divergences`)).toBe(true);
  });

  it("--until N prints every actor's full snapshot at step N", () => {
    const out = execFileSync(tsx, ["scripts/replay.ts", journeyPath, "--until", String(signedInStep)], {
      encoding: "utf8",
    });
    expect(out).toContain(`snapshots at step ${signedInStep}:`);
    expect(out).toMatch(/"auth": \{\s+"status": "active",\s+"value": "signedIn"/);
  });

  it("names the first divergence and exits non-zero", () => {
    const lines = journey.trim().split("\n");
    const index = lines.findIndex((line) => line.includes(`"step":${signedInStep},`));
    lines[index] = (lines[index] ?? "").replace(/"digest":"[0-9a-f]{16}"/, '"digest":"0123456789abcdef"');
    const result = runReplay(write("diverged.ndjson", lines.join("\n")));
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `divergence at step ${signedInStep}: actor auth, event xstate.done.actor.0.auth.passwordStep.checking`,
    );
    expect(result.stdout).toContain('"digest":"0123456789abcdef"');
  });

  it("refuses a log from an incompatible build, naming what differs", () => {
    const changed = journey.replace(/"session":"[0-9a-f]{16}"/, '"session":"ffffffffffffffff"');
    const result = runReplay(write("incompatible.ndjson", changed));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("refused: the log comes from an incompatible build");
    expect(result.stderr).toMatch(
      /machine 'session' differs \(log ffffffffffffffff, this build [0-9a-f]{16}\)/,
    );
  });

  it("refuses a malformed log with the line number and reason", () => {
    const lines = journey.trim().split("\n");
    lines[3] = "{not json";
    const result = runReplay(write("malformed.ndjson", lines.join("\n")));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^refused: malformed log, line 4: not JSON/);
  });

  it("a missing file or no argument is a clear error", () => {
    expect(runReplay(join(dir, "absent.ndjson")).stderr).toContain("cannot read");
    expect(runReplay().stderr).toContain(
      "usage: npm run replay -- <log file | ticket:<id>> [--until N] [--api URL]",
    );
  });
});
