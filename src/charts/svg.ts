/**
 * A laid-out chart as a self-contained SVG: no external fonts or resources, text in a generic
 * monospace font at the size the layout measured with, numbers rounded, so the same layout always
 * gives the same bytes. Elements carry `data-state` / `data-transition` ids of the chart model, so
 * other tools (live highlighting, coverage) can find them.
 */
import {
  type ChartLayout,
  FONT_SIZE,
  kindSuffix,
  type LaidEdge,
  type LaidState,
  LINE_HEIGHT,
  layoutChart,
} from "./layout";
import type { ChartModel } from "./model";

const PAD = 8;

/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Numbers with at most one decimal and no negative zero. */
const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
};

const STYLE = `
.chart{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:${FONT_SIZE}px;fill:#1f2937}
.state>rect{fill:#ffffff;stroke:#334155;stroke-width:1.2}
.state.compound>rect,.state.parallel>rect{fill:#f8fafc}
.state.region>rect{fill:none;stroke-dasharray:5 3}
.state.final>rect.inner{fill:none}
.state.history>circle{fill:#ffffff;stroke:#334155;stroke-width:1.2}
.name{font-weight:bold}
.kind{fill:#64748b}
.entry,.exit{fill:#0f766e}
.invoke{fill:#7c3aed}
.internal{fill:#334155}
.transition>path,.initial>path,.default>path{fill:none;stroke:#475569;stroke-width:1.1}
.transition.always>path{stroke-dasharray:4 2}
.transition.after>path{stroke:#b45309}
.label>rect{fill:#ffffff;fill-opacity:0.85}
.marker{fill:#1f2937}
`;

const textLines = (x: number, y: number, lines: readonly { text: string; cls: string; attrs?: string }[]) =>
  lines
    .map(
      (l, i) =>
        `<text class="${l.cls}" x="${n(x)}" y="${n(y + (i + 1) * LINE_HEIGHT - 3)}"${l.attrs ?? ""}>${escapeXml(l.text)}</text>`,
    )
    .join("");

const stateSvg = (s: LaidState): string => {
  const { box, state } = s;
  const classes = ["state", state.type, ...(s.region ? ["region"] : [])].join(" ");
  const open = `<g class="${classes}" data-state="${escapeXml(state.id)}">`;
  if (state.type === "history") {
    const r = box.width / 2;
    const label = state.history === "deep" ? "H*" : "H";
    return `${open}<title>${escapeXml(state.id)}</title><circle cx="${n(box.x + r)}" cy="${n(box.y + r)}" r="${n(r)}"/><text class="name" x="${n(box.x + r)}" y="${n(box.y + r + 4)}" text-anchor="middle">${label}</text></g>`;
  }
  const rect = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="8" ry="8"/>`;
  const inner =
    state.type === "final"
      ? `<rect class="inner" x="${n(box.x + 3)}" y="${n(box.y + 3)}" width="${n(box.width - 6)}" height="${n(box.height - 6)}" rx="6" ry="6"/>`
      : "";
  const kind = kindSuffix(state);
  const [nameLine, ...rest] = s.lines;
  const name = nameLine === undefined ? "" : nameLine.text;
  const nameText = `<text class="name" x="${n(box.x + PAD)}" y="${n(box.y + PAD + LINE_HEIGHT - 3)}">${escapeXml(name)}${
    kind === null ? "" : `&#160;<tspan class="kind">${kind}</tspan>`
  }</text>`;
  const body = textLines(
    box.x + PAD,
    box.y + PAD + LINE_HEIGHT,
    rest.map((l) => ({
      text: l.text,
      cls: l.kind,
      ...(l.transition === null
        ? {}
        : { attrs: ` data-transition="${escapeXml(l.transition)}" data-source="${escapeXml(state.id)}"` }),
    })),
  );
  return `${open}<title>${escapeXml(state.id)}</title>${rect}${inner}${nameText}${body}</g>`;
};

const pathOf = (points: readonly { x: number; y: number }[]): string =>
  points.map((p, i) => `${i === 0 ? "M" : "L"}${n(p.x)} ${n(p.y)}`).join(" ");

const edgeSvg =
  (arrow: string) =>
  (e: LaidEdge): string => {
    const path = `<path d="${pathOf(e.points)}" marker-end="url(#${arrow})"/>`;
    if (e.transition === null) {
      const cls = e.id.startsWith("h:") ? "default" : "initial";
      return `<g class="${cls}" data-source="${escapeXml(e.source)}" data-target="${escapeXml(e.target)}">${path}</g>`;
    }
    const t = e.transition;
    const label =
      e.label === null
        ? ""
        : `<g class="label"><rect x="${n(e.label.box.x)}" y="${n(e.label.box.y)}" width="${n(e.label.box.width)}" height="${n(e.label.box.height)}"/>${textLines(
            e.label.box.x + 2,
            e.label.box.y,
            e.label.lines.map((text) => ({ text, cls: "text" })),
          )}</g>`;
    return `<g class="transition ${t.kind}" data-transition="${escapeXml(t.id)}" data-source="${escapeXml(
      e.source,
    )}" data-target="${escapeXml(e.target)}"><title>${escapeXml(t.label)}</title>${path}${label}</g>`;
  };

/** The SVG of a laid-out chart. */
export const renderSvg = (layout: ChartLayout): string => {
  const width = Math.ceil(layout.width);
  // One marker id per machine, so several charts can share a page.
  const arrow = `arrow-${layout.model.id.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const height = Math.ceil(layout.height);
  const markers = layout.markers
    .map(
      (m) =>
        `<circle class="marker" data-initial="${escapeXml(m.parent)}" cx="${n(m.box.x + m.box.width / 2)}" cy="${n(
          m.box.y + m.box.height / 2,
        )}" r="${n(m.box.width / 2)}"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-machine="${escapeXml(layout.model.id)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(layout.model.id)}</title>`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#475569"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...layout.states.map(stateSvg),
    markers,
    ...layout.edges.map(edgeSvg(arrow)),
    "</svg>",
    "",
  ].join("\n");
};

/** Lays out and draws `model`. */
export const chartSvg = async (model: ChartModel): Promise<string> => renderSvg(await layoutChart(model));
