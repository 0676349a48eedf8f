import { LOG_FORMAT_VERSION, MalformedLog, parseLog, serializeLog } from "@domain/eventlog/format";
import { hash64 } from "@domain/eventlog/hash";
import { isMarker } from "@domain/eventlog/redaction";
import { openReplayCursor, replay } from "@eventlog/replay";
import { describe, expect, it } from "vitest";
import { fixtureBuild, fixtureKeys, parentMachine, recordFixture, settle } from "./fixture";

const replayOptions = (until?: number) => ({
  root: parentMachine,
  rootSystemId: "root",
  build: fixtureBuild(),
  keys: fixtureKeys(),
  ...(until === undefined ? {} : { until }),
});

const journey = async () => {
  const run = recordFixture();
  run.actor.send({ type: "PING_COUNTER" });
  run.clock.increment(1000);
  run.actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
  await settle();
  run.actor.send({ type: "PING_COUNTER" });
  run.clock.increment(5000);
  return run;
};

describe("hash64", () => {
  it("gives 16 hex digits, the same for the same text and different for nearby texts", () => {
    expect(hash64("")).toMatch(/^[0-9a-f]{16}$/);
    expect(hash64("storefront")).toBe(hash64("storefront"));
    const nearby = ["a", "b", "ab", "ba", "storefront", "storefronT", "storefront "].map(hash64);
    expect(new Set(nearby).size).toBe(nearby.length);
  });

  it("keeps its values: logs recorded earlier hold them", () => {
    expect(["", "a", "storefront", "é€😀", "x".repeat(1000)].map(hash64)).toEqual([
      "5db4a501ca900797",
      "579640c730b8059f",
      "99d4d1daff7c4e0e",
      "0ce62283f2ed7467",
      "c41f75f6426718e0",
    ]);
  });
});

describe("recorder", () => {
  it("records every delivered event in order with its kind of input, sender and logical time", async () => {
    const { recorder } = await journey();
    const rows = recorder.entries().map((e) => [e.step, e.time, e.actor, e.event.type, e.input, e.sender]);
    expect(rows).toEqual([
      [1, 0, "root", "xstate.init", "init", null],
      [2, 0, "counter", "xstate.init", "init", "root"],
      [3, 0, "root", "PING_COUNTER", "external", null],
      [4, 0, "counter", "PING", "internal", "root"],
      [5, 1000, "counter", "xstate.after.1000.counter.busy", "timer", "counter"],
      [6, 1000, "root", "LOGIN", "external", null],
      [7, 1000, "root", "xstate.done.actor.0.parent.loggingIn", "effect", "root/0.parent.loggingIn"],
      [8, 1000, "root", "PING_COUNTER", "external", null],
      [9, 1000, "counter", "INC", "internal", "root"],
      [10, 6000, "root", "xstate.after.5000.parent.in", "timer", "root"],
    ]);
    expect(recorder.entries().every((e) => e.digest !== null && /^[0-9a-f]{16}$/.test(e.digest))).toBe(true);
    expect(recorder.entries().map((e) => e.state)).toContain("in");
  });

  it("never writes the password, the e-mail or the token in clear, and keeps equal values equal", async () => {
    const { recorder } = await journey();
    const text = recorder.toText();
    expect(text).not.toContain("Demo@1234");
    expect(text).not.toContain("priya@demo.example");
    expect(text).not.toContain("token-for-");
    const login = recorder.entries().find((e) => e.event.type === "LOGIN");
    const email = login?.event.email;
    expect(typeof email === "string" && isMarker(email)).toBe(true);
    expect(email).toMatch(/^\[redacted:email:[0-9a-f]{16}\]$/);
    expect(login?.event.password).toMatch(/^\[redacted:password:/);
  });

  it("writes a header with the format version, app version, machine hashes, initial state and environment", async () => {
    const { recorder } = recordFixture({ email: "sam@demo.example" });
    const log = parseLog(recorder.toText());
    expect(log.header.version).toBe(LOG_FORMAT_VERSION);
    expect(log.header.app.version).toBe("test");
    expect(log.header.machines).toEqual(fixtureBuild().machines);
    expect(log.header.environment.viewport).toEqual({ width: 1280, height: 800 });
    expect(JSON.stringify(log.header.initial)).toMatch(/"email":"\[redacted:email:/);
  });
});

describe("replay", () => {
  it("re-delivers the inputs and finds 0 divergences", async () => {
    const { recorder } = await journey();
    const outcome = replay(parseLog(recorder.toText()), replayOptions());
    expect(outcome.kind).toBe("replayed");
    if (outcome.kind === "replayed") expect(outcome.events).toBe(10);
  });

  it("names the first divergence: step, actor, event, expected and actual", async () => {
    const { recorder } = await journey();
    const lines = recorder.toText().trim().split("\n");
    // Step 9 is INC to the counter: claim the counter ended elsewhere.
    lines[9] = lines[9]?.replace(/"digest":"[0-9a-f]{16}"/, '"digest":"0000000000000000"') ?? "";
    const outcome = replay(parseLog(lines.join("\n")), replayOptions());
    expect(outcome.kind).toBe("diverged");
    if (outcome.kind !== "diverged") return;
    expect(outcome.divergence.step).toBe(9);
    expect(outcome.divergence.actor).toBe("counter");
    expect(outcome.divergence.event).toBe("INC");
    expect(outcome.divergence.expected?.digest).toBe("0000000000000000");
    expect(outcome.divergence.actual?.snapshot).toMatchObject({ context: { count: 1, pings: 1 } });
  });

  it("reports an event the log has but the replay does not produce", async () => {
    const { recorder } = await journey();
    const lines = recorder.toText().trim().split("\n");
    lines[4] = lines[4]?.replace('"type":"PING"', '"type":"PONG"') ?? "";
    const outcome = replay(parseLog(lines.join("\n")), replayOptions());
    expect(outcome.kind === "diverged" && outcome.divergence.step).toBe(4);
  });

  it("prints every actor's snapshot at step N with --until", async () => {
    const { recorder } = await journey();
    const outcome = replay(parseLog(recorder.toText()), replayOptions(7));
    expect(outcome.kind).toBe("replayed");
    expect(outcome.snapshots?.counter).toMatchObject({ value: "idle", context: { count: 0, pings: 1 } });
    expect(outcome.snapshots?.root).toMatchObject({ value: "in" });
  });

  it("refuses a log of another format version, naming what differs", async () => {
    const { recorder } = await journey();
    const text = recorder.toText().replace('"version":1', '"version":2');
    const outcome = replay(parseLog(text), replayOptions());
    expect(outcome).toEqual({
      kind: "incompatible",
      problems: [`format version 2 in the log, this build reads version ${LOG_FORMAT_VERSION}`],
    });
  });

  it("refuses a log whose machine hash differs", async () => {
    const { recorder } = await journey();
    const build = fixtureBuild();
    const outcome = replay(parseLog(recorder.toText()), {
      ...replayOptions(),
      build: { ...build, machines: { ...build.machines, counter: "ffffffffffffffff" } },
    });
    expect(outcome.kind === "incompatible" && outcome.problems).toEqual([
      `machine 'counter' differs (log ${build.machines.counter}, this build ffffffffffffffff)`,
    ]);
  });
});

describe("malformed logs are refused with the line number and reason", () => {
  const header = async () => (await journey()).recorder.toText().split("\n")[0] ?? "";
  it("a line that is not JSON", async () => {
    const first = await header();
    expect(() => parseLog(`${first}\n{"kind":"event"\nnot json`)).toThrow(MalformedLog);
    expect(() => parseLog(`${first}\n{oops`)).toThrow(/^line 2: not JSON/);
  });
  it("no header", () => {
    expect(() => parseLog('{"kind":"event"}')).toThrow("line 1: the first line must be the log header");
    expect(() => parseLog("")).toThrow("line 1: the log is empty: no header");
  });
  it("an event of the wrong shape", async () => {
    const first = await header();
    expect(() => parseLog(`${first}\n{"kind":"event","step":"one"}`)).toThrow(/^line 2: bad event/);
  });
  it("steps out of order", async () => {
    const { recorder } = await journey();
    const lines = recorder.toText().trim().split("\n");
    const reordered = [lines[0], lines[2], lines[1]].join("\n");
    expect(() => parseLog(reordered)).toThrow("line 2: step 2 out of order (expected 1)");
  });
  it("serialises back to the same text", async () => {
    const { recorder } = await journey();
    const text = recorder.toText();
    expect(serializeLog(parseLog(text))).toBe(text);
  });
});

describe("bounded log: ring buffer and checkpoints", () => {
  it("keeps the last events and a checkpoint to replay them from", async () => {
    const run = recordFixture({ capacity: 20, checkpointEvery: 6 });
    for (let i = 0; i < 30; i++) {
      run.actor.send({ type: "PING_COUNTER" });
      run.clock.increment(1000);
    }
    expect(run.recorder.recorded).toBe(2 + 30 * 3);
    const log = parseLog(run.recorder.toText());
    expect(log.checkpoint).toBeDefined();
    expect(log.entries.length).toBeLessThanOrEqual(20);
    expect(log.entries[0]?.step).toBe((log.checkpoint?.step ?? 0) + 1);
    const outcome = replay(log, replayOptions());
    expect(outcome.kind).toBe("replayed");
  });
});

describe("replay cursor (stepping back and forth, as the drawer does)", () => {
  it("gives at every step, in any order, the snapshots a fresh replay up to that step gives", async () => {
    const run = recordFixture();
    for (let i = 0; i < 12; i++) {
      run.actor.send({ type: "PING_COUNTER" });
      run.clock.increment(1000);
    }
    run.actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
    await settle();
    run.clock.increment(5000);
    const log = parseLog(run.recorder.toText());
    const last = log.entries.at(-1)?.step ?? 0;
    expect(last).toBeGreaterThan(30);
    const cursor = openReplayCursor(log, replayOptions());
    const order = [last, 3, 17, 18, 5, last, 1, 30, 29];
    for (const step of order) {
      const seen = cursor.seek(step);
      expect(seen.kind, `step ${step}`).toBe("replayed");
      expect(seen.snapshots, `step ${step}`).toEqual(replay(log, replayOptions(step)).snapshots);
    }
    cursor.stop();
  });

  it("keeps a divergence for every later step, and not for earlier ones", async () => {
    const { recorder } = await journey();
    const lines = recorder.toText().trim().split("\n");
    lines[9] = lines[9]?.replace(/"digest":"[0-9a-f]{16}"/, '"digest":"0000000000000000"') ?? "";
    const cursor = openReplayCursor(parseLog(lines.join("\n")), replayOptions());
    expect(cursor.seek(10).kind).toBe("diverged");
    expect(cursor.seek(8).kind).toBe("replayed");
    const again = cursor.seek(10);
    expect(again.kind === "diverged" && again.divergence.step).toBe(9);
    cursor.stop();
  });
});
