/**
 * Every machine of the storefront is fully drawn: each state and each transition its definition
 * declares (read from the definition here, not through the chart model) appears on its SVG chart
 * and in its Mermaid text; and the same machine always gives byte-identical charts.
 */

import { storefrontMachines } from "@app/system";
import { chartsIndexHtml, type RenderedChart, renderChart } from "@charts/render";
import { escapeXml } from "@charts/svg";
import { describe, expect, it } from "vitest";
import { declaredStates, declaredTransitions } from "./definition";

const entries = Object.entries(storefrontMachines).sort(([a], [b]) => a.localeCompare(b));
const rendered = new Map<string, RenderedChart>();

const chartOf = async (id: string): Promise<RenderedChart> => {
  const cached = rendered.get(id);
  if (cached !== undefined) return cached;
  const machine = storefrontMachines[id];
  if (machine === undefined) throw new Error(`no machine ${id}`);
  const chart = await renderChart(machine);
  rendered.set(id, chart);
  return chart;
};

/** The Mermaid id of a state: every character other than letters, digits and `_` made `_`. */
const mermaidId = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, "_");

/** The `data-transition` ids of an SVG, each once. */
const svgTransitionIds = (svg: string): Set<string> =>
  new Set([...svg.matchAll(/data-transition="([^"]*)"/g)].map((m) => m[1] ?? ""));

describe("charts of every storefront machine", () => {
  it("covers at least the flows of the actor system", () => {
    expect(entries.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        "root",
        "session",
        "site",
        "country",
        "search",
        "cart",
        "checkout",
        "auth",
        "logout",
      ]),
    );
  });

  describe.each(entries)("%s", (id, machine) => {
    it("draws every declared state on the SVG", async () => {
      const { svg } = await chartOf(id);
      const states = declaredStates(machine);
      expect(states.length).toBeGreaterThan(0);
      for (const state of states) expect(svg).toContain(`data-state="${escapeXml(state)}"`);
      expect([...svg.matchAll(/data-state="/g)].length).toBe(states.length);
    });

    it("draws every declared transition on the SVG, with its trigger in the label", async () => {
      const { svg } = await chartOf(id);
      const transitions = declaredTransitions(machine);
      expect(svgTransitionIds(svg)).toEqual(new Set(transitions.map((t) => escapeXml(t.id))));
      for (const t of transitions) expect(svg).toContain(escapeXml(t.trigger));
    });

    it("writes every declared state and transition into the Mermaid text", async () => {
      const { mermaid } = await chartOf(id);
      const states = declaredStates(machine);
      expect(new Set(states.map(mermaidId)).size).toBe(states.length);
      for (const state of states)
        expect(mermaid).toMatch(new RegExp(`^\\s*state "[^"]*" as ${mermaidId(state)}( \\{)?$`, "m"));

      const lines = [...mermaid.matchAll(/^ {2}(\S+) --> (\S+) : (.*)$/gm)].map((m) => ({
        source: m[1] ?? "",
        label: m[3] ?? "",
      }));
      const transitions = declaredTransitions(machine);
      const expectedLines = transitions.reduce((sum, t) => sum + Math.max(1, t.targets), 0);
      expect(lines.length).toBe(expectedLines);
      for (const t of transitions) {
        const fromSource = lines.filter((l) => l.source === mermaidId(t.source));
        expect(fromSource.some((l) => l.label.includes(t.trigger))).toBe(true);
      }
    });
  });

  it("gives byte-identical SVG, Mermaid and index on a second render", async () => {
    const first = await Promise.all(entries.map(([id]) => chartOf(id)));
    const second = await Promise.all(entries.map(([, machine]) => renderChart(machine)));
    second.forEach((chart, i) => {
      expect(chart.svg).toBe(first[i]?.svg);
      expect(chart.mermaid).toBe(first[i]?.mermaid);
    });
    const files = (charts: readonly RenderedChart[]) =>
      charts.map((chart) => ({
        chart,
        svgFile: `${chart.model.id}.svg`,
        mermaidFile: `${chart.model.id}.mmd`,
      }));
    expect(chartsIndexHtml(files(second))).toBe(chartsIndexHtml(files(first)));
  });
});
