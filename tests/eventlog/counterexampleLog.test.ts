/**
 * Counterexamples as event logs (tests/support/counterexampleLog.ts): a model-based property
 * that drives the storefront's machines with the recorder attached, built to fail, is checked
 * with fc.check; the shrunk counterexample's log is written, reads back with `openLog`, replays
 * with 0 divergences, is the log of the shrunk run (not of the first failing one), and its path
 * is in the failure message with the commands that use it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storefrontReplayOptions } from "@app/system";
import { getProduct, type ProductDetail } from "@contract/catalogue";
import { openLog, parseLog } from "@domain/eventlog/format";
import { replay } from "@eventlog/replay";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyActorRef, waitFor } from "xstate";
import {
  CounterexampleFailure,
  CounterexampleLogs,
  counterexampleMessage,
  replayProblem,
  writeCounterexample,
} from "../support/counterexampleLog";
import { type ReferenceApi, settle, startReferenceApi } from "../support/harness";
import { startLiveSystem } from "../support/liveSystem";

let api: ReferenceApi;
let product: ProductDetail;
beforeAll(async () => {
  api = await startReferenceApi();
  const answer = (await api.call(getProduct, { product_id: 40211 })).data?.data.getProduct;
  if (answer?.success !== 1) throw new Error("no product 40211");
  product = answer.data;
});
afterAll(async () => {
  await api.close();
});

/** A guest's storefront on the home page, live effects, the recorder attached. */
const startGuest = async () => {
  const system = await startLiveSystem(api, "/marketplace", undefined, { salt: "counterexample-test" });
  const cart = system.root.system.get("cart") as AnyActorRef;
  await waitFor(cart, (s) => !s.hasTag("loading"), { timeout: 5000 });
  return { ...system, cart };
};

type Guest = Awaited<ReturnType<typeof startGuest>>;
interface Model {
  faces: number[];
}

/** Adds the Fashion Gift Card at a face value (spec §4 ADD_CART; a guest's cart changes locally). */
class Add implements fc.AsyncCommand<Model, Guest> {
  constructor(readonly face: number) {}
  check = () => true;
  async run(m: Model, guest: Guest): Promise<void> {
    guest.cart.send({
      type: "CART.ADD",
      product,
      price: this.face,
      quantity: 1,
      point: 0,
      baseConversionValue: 1,
    });
    await settle();
    if (!m.faces.includes(this.face)) m.faces.push(this.face);
    const lines = (guest.cart.getSnapshot() as { context: { vouchers: readonly unknown[] } }).context
      .vouchers;
    expect(lines).toHaveLength(m.faces.length);
    // Built to fail: a cart of two lines breaks this "rule".
    expect(lines.length, "a cart of fewer than two lines").toBeLessThan(2);
  }
  toString = () => `add ${this.face}`;
}

const commands = fc.commands([fc.constantFrom(1000, 2000, 5000).map((face) => new Add(face))], {
  maxCommands: 8,
  size: "max",
});

describe("a failing model-based property's counterexample as an event log", () => {
  it("writes the shrunk run's log: openLog reads it, it replays with 0 divergences, and the message names it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "counterexamples-"));
    const logs = new CounterexampleLogs("guest cart", dir);
    let runs = 0;
    const property = fc.asyncProperty(commands, (cmds) =>
      logs.run(async (track) => {
        runs += 1;
        const guest = await startGuest();
        track(guest.recorder);
        try {
          await fc.asyncModelRun(() => ({ model: { faces: [] }, real: guest }), cmds);
        } finally {
          guest.root.stop();
        }
      }),
    );

    const failure = await logs.check(property, { seed: 20261130, numRuns: 20 }).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(CounterexampleFailure);
    if (!(failure instanceof CounterexampleFailure) || failure.files === undefined) return;
    const file = failure.files.log;
    expect(file).toBe(join(dir, "guest-cart-20261130.ndjson"));
    expect(failure.files.earlierPages).toEqual([]);
    expect(readdirSync(dir)).toEqual(["guest-cart-20261130.ndjson"]);
    expect(failure.message).toContain("a cart of fewer than two lines");
    expect(failure.message).toContain(`The shrunk counterexample's event log: ${file}`);
    expect(failure.message).toContain(`npm run replay -- ${file}\n`);
    expect(failure.message).toContain(`npm run replay -- ${file} --watch`);
    expect(failure.message).toContain(
      `npm run replay -- ${file} --to-test tests/regressions/guest-cart-20261130.test.ts`,
    );

    // It replays, so the message notes no divergence.
    expect(failure.message).not.toContain("Note:");

    const text = readFileSync(file, "utf8");
    const reader = openLog(text);
    expect(reader.header.format).toBe("storefront-event-log");
    // The header of this build: every machine hash the replay checks.
    expect(reader.header.machines).toEqual(
      Object.fromEntries(
        Object.entries(storefrontReplayOptions().build.machines).filter(
          ([id]) => id in reader.header.machines,
        ),
      ),
    );
    const outcome = replay(reader, storefrontReplayOptions());
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");

    // fast-check failed more than once (the first failure, then while shrinking): the log kept is
    // the shrunk run's, two different adds, not the first failing run's.
    expect(runs).toBeGreaterThan(1);
    const adds = parseLog(text).entries.filter((e) => e.event.type === "CART.ADD");
    expect(adds).toHaveLength(2);
  }, 60_000);

  it("writes nothing for a property that holds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "counterexamples-"));
    const logs = new CounterexampleLogs("holds", dir);
    const details = await logs.check(
      fc.asyncProperty(fc.nat(), (n) => logs.run(async () => n >= 0)),
      { numRuns: 5 },
    );
    expect(details.failed).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a run of several pages: the failing page is the log, the pages before it are named beside it", () => {
    const dir = mkdtempSync(join(tmpdir(), "counterexamples-"));
    const files = writeCounterexample(
      "Purchase",
      -7,
      ["first page\n", "second page\n", "failing page\n"],
      dir,
    );
    expect(files.log).toBe(join(dir, "purchase--7.ndjson"));
    expect(readFileSync(files.log, "utf8")).toBe("failing page\n");
    expect(files.earlierPages).toEqual([
      join(dir, "purchase--7.page-1.ndjson"),
      join(dir, "purchase--7.page-2.ndjson"),
    ]);
    expect(files.earlierPages.map((f) => readFileSync(f, "utf8"))).toEqual(["first page\n", "second page\n"]);
    const message = counterexampleMessage("Purchase", -7, files);
    expect(message).toContain(`Earlier pages of the same run: ${files.earlierPages.join(", ")}`);
    for (const f of [files.log, ...files.earlierPages]) expect(existsSync(f)).toBe(true);
  });

  it("names a written log that does not replay as recorded, with where it diverges", async () => {
    const guest = await startGuest();
    guest.cart.send({
      type: "CART.ADD",
      product,
      price: 1000,
      quantity: 1,
      point: 0,
      baseConversionValue: 1,
    });
    await settle();
    guest.root.stop();
    const text = guest.recorder.toText();
    expect(replayProblem(text)).toBeNull();
    // The cart's snapshot after the add, recorded otherwise: the replay no longer matches it.
    const lines = text.trimEnd().split("\n");
    const at = lines.findIndex((line) => line.includes('"CART.ADD"'));
    const altered = lines
      .map((line, i) =>
        i === at ? line.replace(/"digest":"[0-9a-f]+"/, '"digest":"0000000000000000"') : line,
      )
      .join("\n");
    const problem = replayProblem(`${altered}\n`);
    expect(problem).toMatch(/^diverges at step \d+ \(actor cart, event CART\.ADD\): /);
    const files = { log: "test-output/counterexamples/p-1.ndjson", earlierPages: [] };
    expect(counterexampleMessage("p", 1, files, { [files.log]: problem ?? "" })).toContain(
      `Note: ${files.log} diverges at step`,
    );
    expect(replayProblem("not a log\n")).toMatch(/^malformed: /);
  });
});
