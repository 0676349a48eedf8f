/**
 * A log turned into a regression test (`npm run replay -- <log> --to-test <file>`): the check the
 * generated test makes passes with the machines as they are and fails, naming the divergence and
 * the actors whose final snapshot differs, when a machine is changed in a way that alters how the
 * log ends. The generated source is the committed example's (tests/regressions/), which the
 * suite runs and typecheck and lint check.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontReplayOptions } from "@app/system";
import { parseLog } from "@domain/eventlog/format";
import {
  canonicalJson,
  checkRegression,
  finalSnapshotsText,
  parseFinalSnapshots,
  replayFinalSnapshots,
  snapshotDifferences,
} from "@eventlog/regression";
import { replay } from "@eventlog/replay";
import { rootWithAllFlows } from "@machines/index";
import { logoutMachine } from "@machines/logout";
import { describe, expect, it } from "vitest";
import { assign } from "xstate";
import {
  RegressionTestRefused,
  regressionTestPaths,
  regressionTestSource,
  writeRegressionTest,
} from "../../scripts/replay/toTest";

const journeyPath = new URL("./journeys/sign-in-poll-logout.ndjson", import.meta.url).pathname;
const journey = readFileSync(journeyPath, "utf8");
const options = storefrontReplayOptions();
const captured = replayFinalSnapshots(journey, options);

/** The replay options with the logout flow's machine replaced by `logout`, in memory. */
const withLogout = (logout: typeof logoutMachine) => ({
  ...options,
  root: rootWithAllFlows.provide({ actors: { logout } }),
});

describe("the final snapshots a regression test keeps", () => {
  it("are every actor's redacted snapshot after the last event of a clean replay", () => {
    expect(captured.problems).toEqual([]);
    expect(captured.events).toBe(parseLog(journey).entries.length);
    expect(Object.keys(captured.snapshots)).toEqual(
      expect.arrayContaining(["root", "session", "auth", "logout", "cart", "site"]),
    );
    expect(captured.snapshots.logout).toMatchObject({ status: "active", value: "signedOff" });
    expect(captured.snapshots.session).toMatchObject({ value: { loggedOut: "waiting" } });
    expect(JSON.stringify(captured.snapshots)).not.toContain("Demo@1234");
  });

  it("are written and read back unchanged, members in key order", () => {
    const text = finalSnapshotsText(captured.snapshots);
    expect(parseFinalSnapshots(text)).toEqual(captured.snapshots);
    expect(finalSnapshotsText(parseFinalSnapshots(text))).toBe(text);
    expect(JSON.stringify(canonicalJson({ b: 1, a: { d: [2, undefined], c: undefined } }))).toBe(
      '{"a":{"d":[2,null]},"b":1}',
    );
    expect(() => parseFinalSnapshots("[1, 2]")).toThrow("one JSON object");
  });
});

describe("the check a generated regression test makes", () => {
  it("passes with the machines of this build", () => {
    const result = checkRegression(journey, captured.snapshots, options);
    expect(result.problems).toEqual([]);
    expect(result.snapshots).toEqual(captured.snapshots);
  });

  it("fails when the logout machine takes another transition (a successful logout treated as failed)", () => {
    const altered = logoutMachine.provide({ guards: { isLoggedOut: () => false } });
    const result = checkRegression(journey, captured.snapshots, withLogout(altered));
    expect(result.problems[0]).toMatch(
      /^divergence at step \d+: actor logout, event xstate\.done\.actor\.0\.logout\.loggingOut: /,
    );
    expect(result.problems).toContain(
      `actor 'logout' ends with another snapshot: state "idle", kept "signedOff"`,
    );
    expect(result.problems).toContain(
      `actor 'session' ends with another snapshot: state {"loggedIn":{"poll":"waiting","startup":"ready"}}, kept {"loggedOut":"waiting"}`,
    );
    // The generated test's second assertion fails too.
    expect(result.snapshots).not.toEqual(captured.snapshots);
  });

  it("fails when the logout machine keeps other data (another return address), naming the actor", () => {
    const altered = logoutMachine.provide({
      actions: { startSignOff: assign({ customUrl: "/elsewhere/", message: null, error: null }) },
    });
    const result = checkRegression(journey, captured.snapshots, withLogout(altered));
    expect(result.problems[0]).toMatch(/^divergence at step \d+: actor logout, event LOGOUT: /);
    expect(result.problems.some((p) => p.startsWith("actor 'logout' ends with another snapshot"))).toBe(true);
    expect(result.snapshots.logout).toMatchObject({ context: { customUrl: "/elsewhere/" } });
  });

  it("judges machines by what they do with the log, not by their hash", () => {
    const rehashed = {
      ...options,
      build: { ...options.build, machines: { ...options.build.machines, logout: "0000000000000000" } },
    };
    // `npm run replay` refuses the log; the regression check replays it and finds it unchanged.
    expect(replay(parseLog(journey), rehashed).kind).toBe("incompatible");
    expect(checkRegression(journey, captured.snapshots, rehashed).problems).toEqual([]);
    const { logout: _, ...withoutLogout } = options.build.machines;
    const lacking = { ...options, build: { ...options.build, machines: withoutLogout } };
    expect(checkRegression(journey, captured.snapshots, lacking).problems).toContain(
      "refused: machine 'logout' is not in this build",
    );
  });

  it("reports a malformed log as a problem, without throwing", () => {
    const lines = journey.trim().split("\n");
    lines[3] = "{not json";
    const result = checkRegression(lines.join("\n"), captured.snapshots, options);
    expect(result.problems[0]).toMatch(
      /^(malformed log|the replay stopped: malformed log), line 4: not JSON/,
    );
  });

  it("names an actor missing or added at the end", () => {
    const { cart: _, ...withoutCart } = captured.snapshots;
    expect(snapshotDifferences(withoutCart, captured.snapshots)).toEqual([
      "actor 'cart' exists where the replay ends but is not kept",
    ]);
    expect(snapshotDifferences(captured.snapshots, withoutCart)).toEqual([
      "actor 'cart' is kept but missing where the replay ends",
    ]);
  });
});

describe("the generated test", () => {
  it("is the source of the committed example, made from the kept journey", () => {
    const example = (file: string) =>
      readFileSync(new URL(`../regressions/${file}`, import.meta.url), "utf8");
    const committed = example("sign-in-poll-logout.test.ts");
    const kept = replayFinalSnapshots(example("sign-in-poll-logout.ndjson"), options);
    const source = regressionTestSource({
      logFileName: "sign-in-poll-logout.ndjson",
      snapshotFileName: "sign-in-poll-logout.snapshot.json",
      madeFrom: "tests/eventlog/journeys/sign-in-poll-logout.ndjson",
      testPath: "tests/regressions/sign-in-poll-logout.test.ts",
      events: kept.events,
      finalSnapshots: kept.snapshots,
    });
    expect(source).toBe(committed);
    expect(source).toContain('besideThisTest("./sign-in-poll-logout.ndjson")');
    expect(source).toContain("checkRegression(log, expected, storefrontReplayOptions())");
    expect(source).toContain(" *   logout: signedOff\n");
  });

  it("keeps its log and final snapshots beside it, named after it", () => {
    expect(regressionTestPaths("tests/regressions/cart-lost.test.ts")).toEqual({
      name: "cart-lost",
      test: "tests/regressions/cart-lost.test.ts",
      log: "tests/regressions/cart-lost.ndjson",
      snapshot: "tests/regressions/cart-lost.snapshot.json",
    });
    expect(() => regressionTestPaths("tests/regressions/cart-lost.ts")).toThrow("<name>.test.ts");
    expect(() => regressionTestPaths('tests/regressions/a"b.test.ts')).toThrow("<name>.test.ts");
  });
});

const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");

describe("npm run replay -- <log> --to-test <file>", () => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-regression-"));

  it("writes the test, the log and the final snapshots, and says so", () => {
    const test = join(dir, "sign-in.test.ts");
    const result = spawnSync(tsx, ["scripts/replay.ts", journeyPath, "--to-test", test], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `wrote ${test}, ${join(dir, "sign-in.ndjson")} and ${join(dir, "sign-in.snapshot.json")}`,
    );
    expect(readFileSync(join(dir, "sign-in.ndjson"), "utf8")).toBe(journey);
    expect(parseFinalSnapshots(readFileSync(join(dir, "sign-in.snapshot.json"), "utf8"))).toEqual(
      captured.snapshots,
    );
    expect(readFileSync(test, "utf8")).toContain('besideThisTest("./sign-in.snapshot.json")');
  });

  it("writes nothing for a log that does not replay with 0 divergences", () => {
    const lines = journey.trim().split("\n");
    const last = lines.length - 1;
    lines[last] = (lines[last] ?? "").replace(/"digest":"[0-9a-f]{16}"/, '"digest":"0123456789abcdef"');
    const test = join(dir, "diverged-case.test.ts");
    const write = () =>
      writeRegressionTest({
        testPath: test,
        logText: lines.join("\n"),
        madeFrom: "diverged.ndjson",
        options,
      });
    expect(write).toThrow(RegressionTestRefused);
    expect(write).toThrow(/^no test written: divergence at step \d+: actor logout/);
    expect(existsSync(test)).toBe(false);
    expect(existsSync(join(dir, "diverged-case.ndjson"))).toBe(false);
  });
});
