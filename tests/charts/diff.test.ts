/**
 * Chart diff for review: the states and transitions added, removed or relabelled between two
 * versions of a machine, matched so that an inserted transition does not shift every later one;
 * the text report; and `npm run charts -- --diff <ref>` against a real revision.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { storefrontMachines } from "@app/system";
import { diffModels, diffReport } from "@charts/diff";
import { chartModel } from "@charts/model";
import { describe, expect, it } from "vitest";
import { and, setup } from "xstate";

const guards = { canPlace: () => true, isConfirmed: () => true, isFree: () => true };
const actions = { placeOrder: () => {}, clearCart: () => {}, track: () => {} };

const before = setup({ guards, actions }).createMachine({
  id: "checkout",
  initial: "order",
  states: {
    order: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "CHECKOUT.PLACE": { guard: "canPlace", target: "placing", actions: "placeOrder" },
            "CHECKOUT.EDIT": [
              { guard: "isFree", target: "editing" },
              { target: "editing", actions: "track" },
            ],
          },
        },
        editing: { on: { "CHECKOUT.DONE": "ready" } },
        placing: { on: { "CHECKOUT.PLACED": "#checkout.placed" } },
        abandoned: { type: "final" },
      },
    },
    placed: { type: "final" },
  },
});

/** `before` with: state `claiming` added and `abandoned` removed; `CHECKOUT.CANCEL` added; the
 * guard of `CHECKOUT.PLACE` changed; a guarded `CHECKOUT.EDIT` inserted before the other two. */
const after = setup({ guards, actions }).createMachine({
  id: "checkout",
  initial: "order",
  states: {
    order: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "CHECKOUT.PLACE": {
              guard: and(["canPlace", "isConfirmed"]),
              target: "placing",
              actions: "placeOrder",
            },
            "CHECKOUT.EDIT": [
              { guard: "isConfirmed", target: "claiming" },
              { guard: "isFree", target: "editing" },
              { target: "editing", actions: "track" },
            ],
            "CHECKOUT.CANCEL": { target: "editing", actions: "clearCart" },
          },
        },
        editing: { on: { "CHECKOUT.DONE": "ready" } },
        claiming: {},
        placing: { on: { "CHECKOUT.PLACED": "#checkout.placed" } },
      },
    },
    placed: { type: "final" },
  },
});

const other = setup({}).createMachine({ id: "trackOrder", initial: "closed", states: { closed: {} } });

describe("diffModels", () => {
  it("finds exactly the added and removed states, the added transitions and the relabelled guard", () => {
    const diff = diffModels([chartModel(before)], [chartModel(after)]);
    expect(diff.machines.map((m) => [m.id, m.status])).toEqual([["checkout", "changed"]]);
    const [machine] = diff.machines;
    if (machine === undefined) throw new Error("no machine diff");
    expect(machine.statesAdded.map((s) => s.id)).toEqual(["checkout.order.claiming"]);
    expect(machine.statesRemoved.map((s) => s.id)).toEqual(["checkout.order.abandoned"]);
    expect(machine.statesChanged).toEqual([]);
    expect(machine.transitionsAdded.map((t) => t.id)).toEqual([
      "checkout.order.ready|CHECKOUT.CANCEL|0",
      "checkout.order.ready|CHECKOUT.EDIT|0",
    ]);
    expect(machine.transitionsRemoved).toEqual([]);
    expect(
      machine.transitionsRelabelled.map((r) => ({
        before: r.before.id,
        after: r.after.id,
        changes: r.changes,
      })),
    ).toEqual([
      {
        before: "checkout.order.ready|CHECKOUT.PLACE|0",
        after: "checkout.order.ready|CHECKOUT.PLACE|0",
        changes: [{ field: "guard", before: "canPlace", after: "and(canPlace, isConfirmed)" }],
      },
    ]);
  });

  it("reports removals the other way round", () => {
    const diff = diffModels([chartModel(after)], [chartModel(before)]);
    const [machine] = diff.machines;
    if (machine === undefined) throw new Error("no machine diff");
    expect(machine.statesAdded.map((s) => s.id)).toEqual(["checkout.order.abandoned"]);
    expect(machine.statesRemoved.map((s) => s.id)).toEqual(["checkout.order.claiming"]);
    expect(machine.transitionsRemoved.map((t) => t.id)).toEqual([
      "checkout.order.ready|CHECKOUT.CANCEL|0",
      "checkout.order.ready|CHECKOUT.EDIT|0",
    ]);
    expect(machine.transitionsAdded).toEqual([]);
  });

  it("matches by targets, then by index: a changed target of the same event is a relabel", () => {
    const one = setup({}).createMachine({
      id: "m",
      initial: "a",
      states: { a: { on: { GO: "b" } }, b: {}, c: {} },
    });
    const two = setup({}).createMachine({
      id: "m",
      initial: "a",
      states: { a: { on: { GO: "c" } }, b: {}, c: {} },
    });
    const [machine] = diffModels([chartModel(one)], [chartModel(two)]).machines;
    expect(machine?.transitionsAdded).toEqual([]);
    expect(machine?.transitionsRemoved).toEqual([]);
    expect(machine?.transitionsRelabelled.map((r) => r.changes)).toEqual([
      [{ field: "targets", before: "m.b", after: "m.c" }],
    ]);
  });

  it("lists machines added and removed as a whole", () => {
    const diff = diffModels([chartModel(before)], [chartModel(other)]);
    expect(diff.machines.map((m) => [m.id, m.status])).toEqual([
      ["checkout", "removed"],
      ["trackOrder", "added"],
    ]);
  });

  it("finds nothing between identical models of every storefront machine", () => {
    const models = () => Object.values(storefrontMachines).map(chartModel);
    expect(diffModels(models(), models())).toEqual({ machines: [] });
  });
});

describe("diffReport", () => {
  it("prints every difference, machines by id, removed then added then relabelled", () => {
    const diff = diffModels([chartModel(before)], [chartModel(after), chartModel(other)]);
    expect(diffReport(diff, "main~3")).toBe(
      [
        "Chart changes since main~3 (2 machines):",
        "checkout: - state checkout.order.abandoned",
        "checkout: + state checkout.order.claiming",
        "checkout: + transition checkout.order.ready|CHECKOUT.CANCEL|0: CHECKOUT.CANCEL / clearCart -> checkout.order.editing",
        "checkout: + transition checkout.order.ready|CHECKOUT.EDIT|0: CHECKOUT.EDIT [isConfirmed] -> checkout.order.claiming",
        "checkout: ~ transition checkout.order.ready|CHECKOUT.PLACE|0: guard [canPlace] -> [and(canPlace, isConfirmed)]",
        "trackOrder: + machine (2 states, 0 transitions)",
        "",
      ].join("\n"),
    );
  });

  it("says so when nothing changed", () => {
    expect(diffReport(diffModels([chartModel(before)], [chartModel(before)]), "HEAD")).toBe(
      "No chart changes since HEAD.\n",
    );
  });
});

describe("npm run charts -- --diff <ref>", () => {
  const repo = fileURLToPath(new URL("../..", import.meta.url));
  const charts = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/charts.ts", ...args], {
      cwd: repo,
      encoding: "utf8",
    });

  it("compares the current machines with those of HEAD, read in a temporary worktree", () => {
    const run = charts("--diff", "HEAD");
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("No chart changes since HEAD.\n");
    expect(run.status).toBe(0);
    const worktrees = spawnSync("git", ["worktree", "list", "--porcelain"], { cwd: repo, encoding: "utf8" });
    expect(worktrees.stdout).not.toContain("storefront-charts-");
  }, 60_000);

  it("rejects an unknown ref with exit 2", () => {
    const run = charts("--diff", "no-such-ref-anywhere");
    expect(run.stderr).toContain("Unknown git ref: no-such-ref-anywhere");
    expect(run.stdout).toBe("");
    expect(run.status).toBe(2);
  }, 60_000);
});
