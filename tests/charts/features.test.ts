/**
 * A small machine with every kind of state and transition the charts draw: nested, parallel,
 * final and history states, guarded, delayed (numeric and named delays), eventless and invoke
 * transitions, entry/exit and parameterised actions. Each shows with its expected label on the
 * SVG and in the Mermaid text.
 */

import { toMermaid } from "@charts/mermaid";
import { chartModel } from "@charts/model";
import { chartSvg } from "@charts/svg";
import { describe, expect, it } from "vitest";
import { and, fromPromise, setup, stateIn } from "xstate";

const machine = setup({
  actors: { x: fromPromise(async () => 1) },
  guards: { isReady: () => true, isOpen: () => true },
  actions: {
    start: () => {},
    notify: (_, _params: { readonly level: number }) => {},
    greet: () => {},
    leave: () => {},
  },
  delays: { debounce: 300 },
}).createMachine({
  id: "sample",
  initial: "idle",
  states: {
    idle: {
      entry: "greet",
      exit: "leave",
      on: {
        GO: {
          guard: "isReady",
          target: "working",
          actions: ["start", { type: "notify", params: { level: 2 } }],
        },
        PING: { actions: { type: "notify", params: { level: 1 } } },
      },
    },
    working: {
      initial: "loading",
      states: {
        loading: {
          invoke: { src: "x", onDone: { target: "loaded" }, onError: { target: "#sample.failed" } },
        },
        loaded: {
          after: { 5000: { target: "settled" }, debounce: { target: "loading" } },
          always: { guard: and(["isReady", "isOpen"]), target: "settled" },
        },
        settled: { type: "final" },
        resume: { type: "history", history: "deep" },
      },
      onDone: { target: "both" },
    },
    both: {
      type: "parallel",
      states: {
        left: {
          initial: "a",
          states: {
            a: { on: { NEXT: { target: "b", guard: stateIn("#sample.both.right.c") } } },
            b: {},
            last: { type: "history" },
          },
        },
        right: { initial: "c", states: { c: {} } },
      },
      on: { BACK: { target: "working.resume" } },
    },
    failed: { type: "final" },
  },
});

describe("charts of a machine with every kind of state and transition", () => {
  const model = chartModel(machine);

  it("reads states in definition order with their kinds", () => {
    expect(model.states.map((s) => [s.id, s.type])).toEqual([
      ["sample", "compound"],
      ["sample.idle", "atomic"],
      ["sample.working", "compound"],
      ["sample.working.loading", "atomic"],
      ["sample.working.loaded", "atomic"],
      ["sample.working.settled", "final"],
      ["sample.working.resume", "history"],
      ["sample.both", "parallel"],
      ["sample.both.left", "compound"],
      ["sample.both.left.a", "atomic"],
      ["sample.both.left.b", "atomic"],
      ["sample.both.left.last", "history"],
      ["sample.both.right", "compound"],
      ["sample.both.right.c", "atomic"],
      ["sample.failed", "final"],
    ]);
    expect(model.states.find((s) => s.id === "sample.working.resume")?.history).toBe("deep");
    expect(model.states.find((s) => s.id === "sample.both.left.last")?.history).toBe("shallow");
    expect(model.states.find((s) => s.id === "sample.working")?.initial).toBe("sample.working.loading");
  });

  it("labels every transition `TRIGGER [guard] / actions`", () => {
    expect(model.transitions.map((t) => [t.id, t.targets, t.label])).toEqual([
      ["sample.idle|GO|0", ["sample.working"], "GO [isReady] / start, notify"],
      ["sample.idle|PING|0", [], "PING / notify"],
      ["sample.working|xstate.done.state.sample.working|0", ["sample.both"], "onDone"],
      [
        "sample.working.loading|xstate.done.actor.0.sample.working.loading|0",
        ["sample.working.loaded"],
        "onDone(x)",
      ],
      [
        "sample.working.loading|xstate.error.actor.0.sample.working.loading|0",
        ["sample.failed"],
        "onError(x)",
      ],
      [
        "sample.working.loaded|xstate.after.5000.sample.working.loaded|0",
        ["sample.working.settled"],
        "after 5000 ms",
      ],
      [
        "sample.working.loaded|xstate.after.debounce.sample.working.loaded|0",
        ["sample.working.loading"],
        "after debounce (300 ms)",
      ],
      ["sample.working.loaded|always|0", ["sample.working.settled"], "always [and(isReady, isOpen)]"],
      ["sample.both|BACK|0", ["sample.working.resume"], "BACK"],
      ["sample.both.left.a|NEXT|0", ["sample.both.left.b"], "NEXT [stateIn(#sample.both.right.c)]"],
    ]);
    const go = model.transitions[0];
    expect(go?.actions).toEqual([
      { name: "start", params: null },
      { name: "notify", params: '{"level":2}' },
    ]);
    expect(model.transitions.find((t) => t.kind === "after")?.delayMs).toBe(5000);
  });

  it("draws each of them on the SVG", async () => {
    const svg = await chartSvg(model);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Self-contained: no external fonts, images or scripts.
    expect(svg).not.toMatch(/href=|@import|url\((?!#)|<script|<image/);
    expect(svg).toContain(">after 5000 ms<");
    expect(svg).toContain(">after debounce (300 ms)<");
    expect(svg).toContain(">invoke: x<");
    expect(svg).toContain(">GO [isReady] / start, notify<");
    expect(svg).toContain(">always [and(isReady, isOpen)]<");
    expect(svg).toContain(">NEXT [stateIn(#sample.both.right.c)]<");
    expect(svg).toContain(">entry / greet<");
    expect(svg).toContain(">exit / leave<");
    // A targetless transition is listed inside its state's box.
    expect(svg).toMatch(
      /<text class="internal"[^>]*data-transition="sample\.idle\|PING\|0"[^>]*>PING \/ notify</,
    );
    // Final states: a double border; history: H and H*; parallel regions: dashed.
    expect(svg).toMatch(
      /<g class="state final" data-state="sample\.working\.settled"><title>[^<]*<\/title><rect [^>]*\/><rect class="inner"/,
    );
    expect(svg).toMatch(/<g class="state history" data-state="sample\.working\.resume">.*>H\*<\/text>/);
    expect(svg).toMatch(/<g class="state history" data-state="sample\.both\.left\.last">.*>H<\/text>/);
    expect(svg).toContain('<g class="state compound region" data-state="sample.both.left">');
    expect(svg).toContain('<g class="state compound region" data-state="sample.both.right">');
    expect(svg).toContain(".state.region>rect{fill:none;stroke-dasharray:5 3}");
    // Initial markers of the root and of each compound state.
    for (const parent of ["sample", "sample.working", "sample.both.left", "sample.both.right"]) {
      expect(svg).toContain(`data-initial="${parent}"`);
      expect(svg).toContain(`<g class="initial" data-source="${parent}"`);
    }
  });

  it("writes each of them into the Mermaid text", () => {
    const text = toMermaid(model);
    expect(text.split("\n")[0]).toBe("stateDiagram-v2");
    expect(text).toContain("  sample_idle --> sample_working : GO [isReady] / start, notify\n");
    expect(text).toContain("  sample_idle --> sample_idle : PING / notify\n");
    expect(text).toContain("  sample_working_loaded --> sample_working_settled : after 5000 ms\n");
    expect(text).toContain("  sample_working_loading : invoke: x\n");
    expect(text).toContain("  sample_idle : entry / greet\n");
    expect(text).toContain('state "H*" as sample_working_resume');
    expect(text).toContain("sample_working_settled --> [*]");
    expect(text).toMatch(
      /state "left" as sample_both_left \{[\s\S]*\n {6}--\n {6}state "right" as sample_both_right/,
    );
    // `#` is written as Mermaid's entity code.
    expect(text).toContain("NEXT [stateIn(#35;sample.both.right.c)]");
  });
});
