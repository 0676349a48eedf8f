/**
 * A machine's chart in every form: its model, the SVG drawing, the Mermaid text, and an offline
 * HTML index of several charts. Pure apart from ELK's layout (no Node APIs).
 */
import type { AnyStateMachine } from "xstate";
import { toMermaid } from "./mermaid";
import { type ChartModel, chartModel } from "./model";
import { chartSvg, escapeXml } from "./svg";

export interface RenderedChart {
  readonly model: ChartModel;
  readonly svg: string;
  readonly mermaid: string;
}

/** The chart of `machine`: model, SVG and Mermaid text. */
export const renderChart = async (machine: AnyStateMachine): Promise<RenderedChart> => {
  const model = chartModel(machine);
  return { model, svg: await chartSvg(model), mermaid: toMermaid(model) };
};

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** `cart: 12 states, 34 transitions`. */
export const chartSummary = (model: ChartModel): string =>
  `${model.id}: ${count(model.states.length, "state")}, ${count(model.transitions.length, "transition")}`;

/** An offline page listing `charts` (by file name) with each SVG inline. */
export const chartsIndexHtml = (
  charts: readonly {
    readonly chart: RenderedChart;
    readonly svgFile: string;
    readonly mermaidFile: string;
  }[],
): string => {
  const items = charts
    .map(
      ({ chart, svgFile, mermaidFile }) =>
        `<li><a href="#${escapeXml(chart.model.id)}">${escapeXml(chartSummary(chart.model))}</a> (<a href="${escapeXml(svgFile)}">SVG</a>, <a href="${escapeXml(mermaidFile)}">Mermaid</a>)</li>`,
    )
    .join("\n");
  const sections = charts
    .map(
      ({ chart, svgFile, mermaidFile }) =>
        `<section id="${escapeXml(chart.model.id)}">\n<h2>${escapeXml(chart.model.id)}</h2>\n<p><a href="${escapeXml(svgFile)}">${escapeXml(svgFile)}</a> · <a href="${escapeXml(mermaidFile)}">${escapeXml(mermaidFile)}</a></p>\n<div class="chart-frame">\n${chart.svg}</div>\n</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Machine charts</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937}
.chart-frame{overflow:auto;border:1px solid #cbd5e1;max-height:90vh}
a:focus-visible{outline:2px solid #2563eb}
</style>
</head>
<body>
<h1>Machine charts</h1>
<ul>
${items}
</ul>
${sections}
</body>
</html>
`;
};
