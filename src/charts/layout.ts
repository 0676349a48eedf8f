/**
 * Automatic layout of a chart model with ELK (layered algorithm, hierarchical: compound and
 * parallel states are nested nodes and transitions are routed across levels). Text is measured
 * with a fixed-width estimate, so the same model always gives the same layout.
 */
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from "elkjs/lib/elk.bundled.js";
import type { ChartModel, ChartState, ChartTransition } from "./model";

/** Fixed-width text metrics (the SVG uses a monospace font of this size). */
export const FONT_SIZE = 11;
export const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 14;
const PAD = 8;
const MARKER_SIZE = 12;
const HISTORY_SIZE = 28;
/** Labels longer than this wrap between actions. */
const LABEL_CHARS = 40;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type LineKind = "name" | "entry" | "exit" | "invoke" | "internal";

/** A line of text inside a state's box; an internal (targetless) transition carries its id. */
export interface TextLine {
  readonly text: string;
  readonly kind: LineKind;
  readonly transition: string | null;
}

export interface LaidState {
  readonly state: ChartState;
  readonly box: Box;
  readonly lines: readonly TextLine[];
  /** A region of a parallel state (drawn with a dashed border). */
  readonly region: boolean;
}

export interface LaidLabel {
  readonly box: Box;
  readonly lines: readonly string[];
}

export interface LaidEdge {
  /** Unique in the chart. */
  readonly id: string;
  /** The transition drawn, or null for an initial marker's or a history default's arrow. */
  readonly transition: ChartTransition | null;
  readonly source: string;
  readonly target: string;
  readonly points: readonly Point[];
  readonly label: LaidLabel | null;
}

export interface LaidMarker {
  /** The compound state whose initial child the marker points to. */
  readonly parent: string;
  readonly box: Box;
}

export interface ChartLayout {
  readonly model: ChartModel;
  readonly width: number;
  readonly height: number;
  /** In the model's order (parents before children). */
  readonly states: readonly LaidState[];
  readonly markers: readonly LaidMarker[];
  readonly edges: readonly LaidEdge[];
}

/** The kind shown after a state's name, if any. */
export const kindSuffix = (state: ChartState): string | null =>
  state.type === "parallel" ? "(parallel)" : state.type === "final" ? "(final)" : null;

/** The text of a state's box: name, entry/exit actions, invoked effects, targetless transitions. */
export const stateLines = (state: ChartState, internal: readonly ChartTransition[]): readonly TextLine[] => {
  const name =
    state.type === "history"
      ? state.history === "deep"
        ? "H*"
        : "H"
      : state.key === ""
        ? state.id
        : state.key;
  const lines: TextLine[] = [{ text: name, kind: "name", transition: null }];
  if (state.type === "history") return lines;
  if (state.entry.length > 0) {
    lines.push({
      text: `entry / ${state.entry.map((a) => a.name).join(", ")}`,
      kind: "entry",
      transition: null,
    });
  }
  if (state.exit.length > 0) {
    lines.push({
      text: `exit / ${state.exit.map((a) => a.name).join(", ")}`,
      kind: "exit",
      transition: null,
    });
  }
  for (const inv of state.invokes)
    lines.push({ text: `invoke: ${inv.src}`, kind: "invoke", transition: null });
  for (const t of internal) lines.push({ text: t.label, kind: "internal", transition: t.id });
  return lines;
};

/** A transition label in lines: `TRIGGER [guard]` first, then `/ actions` wrapped between actions. */
export const labelLines = (t: ChartTransition): readonly string[] => {
  const head = t.guard === null ? t.trigger : `${t.trigger} [${t.guard}]`;
  if (t.actions.length === 0) return [head];
  const oneLine = `${head} / ${t.actions.map((a) => a.name).join(", ")}`;
  if (oneLine.length <= LABEL_CHARS) return [oneLine];
  const lines = [head];
  let current = "/";
  t.actions.forEach((a, i) => {
    const piece = i < t.actions.length - 1 ? `${a.name},` : a.name;
    if (current !== "/" && current.length + 1 + piece.length > LABEL_CHARS) {
      lines.push(current);
      current = ` ${piece}`;
    } else {
      current = `${current} ${piece}`;
    }
  });
  lines.push(current);
  return lines;
};

const textWidth = (lines: readonly string[]): number =>
  Math.max(0, ...lines.map((l) => l.length)) * CHAR_WIDTH;

const nodeId = (stateId: string) => `s:${stateId}`;
const markerId = (stateId: string) => `i:${stateId}`;

/** Lays out `model` with ELK. */
export const layoutChart = async (model: ChartModel): Promise<ChartLayout> => {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const internal = new Map<string, ChartTransition[]>();
  for (const t of model.transitions) {
    if (t.targets.length > 0) continue;
    const list = internal.get(t.source) ?? [];
    list.push(t);
    internal.set(t.source, list);
  }
  const linesOf = new Map(model.states.map((s) => [s.id, stateLines(s, internal.get(s.id) ?? [])]));
  const regionIds = new Set(
    model.states.filter((s) => s.parent !== null && byId.get(s.parent)?.type === "parallel").map((s) => s.id),
  );

  const edges: ElkExtendedEdge[] = [];
  const edgeInfo = new Map<string, { transition: ChartTransition | null; source: string; target: string }>();

  const elkNode = (state: ChartState): ElkNode => {
    const lines = linesOf.get(state.id) ?? [];
    const suffix = kindSuffix(state);
    const measured = lines.map((l) =>
      l.kind === "name" && suffix !== null ? `${l.text} ${suffix}` : l.text,
    );
    const textW = textWidth(measured) + 2 * PAD;
    const textH = lines.length * LINE_HEIGHT + 2 * PAD;
    if (state.type === "history") {
      return { id: nodeId(state.id), width: HISTORY_SIZE, height: HISTORY_SIZE };
    }
    if (state.children.length === 0) {
      return { id: nodeId(state.id), width: Math.max(textW, 60), height: Math.max(textH, 34) };
    }
    const children: ElkNode[] = [];
    if (state.initial !== null) {
      children.push({ id: markerId(state.id), width: MARKER_SIZE, height: MARKER_SIZE });
      const id = `m:${state.id}`;
      edges.push({ id, sources: [markerId(state.id)], targets: [nodeId(state.initial)] });
      edgeInfo.set(id, { transition: null, source: state.id, target: state.initial });
    }
    for (const childId of state.children) {
      const child = byId.get(childId);
      if (child !== undefined) children.push(elkNode(child));
    }
    return {
      id: nodeId(state.id),
      children,
      layoutOptions: {
        "elk.padding": `[top=${textH},left=${PAD * 2},bottom=${PAD * 2},right=${PAD * 2}]`,
        "elk.nodeSize.constraints": "MINIMUM_SIZE",
        "elk.nodeSize.minimum": `(${textW}, ${textH + 20})`,
      },
    };
  };

  for (const t of model.transitions) {
    t.targets.forEach((target, k) => {
      const id = `e:${t.id}#${k}`;
      const lines = labelLines(t);
      const label: ElkLabel = {
        id: `l:${t.id}#${k}`,
        text: lines.join("\n"),
        width: textWidth(lines) + 4,
        height: lines.length * LINE_HEIGHT,
      };
      edges.push({ id, sources: [nodeId(t.source)], targets: [nodeId(target)], labels: [label] });
      edgeInfo.set(id, { transition: t, source: t.source, target });
    });
  }
  for (const s of model.states) {
    if (s.historyTarget === null || !byId.has(s.historyTarget)) continue;
    const id = `h:${s.id}`;
    edges.push({ id, sources: [nodeId(s.id)], targets: [nodeId(s.historyTarget)] });
    edgeInfo.set(id, { transition: null, source: s.id, target: s.historyTarget });
  }

  const rootState = byId.get(model.root);
  if (rootState === undefined) throw new Error(`chart of ${model.id} without its root state`);
  const graph: ElkNode = {
    id: "chart",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.edgeRouting": "ORTHOGONAL",
      "elk.edgeLabels.placement": "CENTER",
      "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
      "elk.layered.considerModelOrder.components": "MODEL_ORDER",
      "elk.layered.spacing.nodeNodeBetweenLayers": "36",
      "elk.spacing.nodeNode": "28",
      "elk.spacing.edgeNode": "14",
      "elk.spacing.edgeEdge": "10",
      "elk.spacing.edgeLabel": "4",
      "elk.padding": "[top=12,left=12,bottom=12,right=12]",
      "elk.randomSeed": "1",
      "org.eclipse.elk.json.shapeCoords": "ROOT",
      "org.eclipse.elk.json.edgeCoords": "ROOT",
    },
    children: [elkNode(rootState)],
    edges,
  };

  const laid = await new ELK().layout(graph);

  const boxes = new Map<string, Box>();
  const collect = (node: ElkNode) => {
    boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) collect(child);
  };
  for (const child of laid.children ?? []) collect(child);

  const laidEdges: LaidEdge[] = [];
  const collectEdges = (node: ElkNode) => {
    for (const e of node.edges ?? []) {
      const info = edgeInfo.get(e.id);
      if (info === undefined) continue;
      const points: Point[] = [];
      for (const section of e.sections ?? []) {
        points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
      }
      const l = e.labels?.[0];
      laidEdges.push({
        id: e.id,
        ...info,
        points: points.map((p) => ({ x: p.x, y: p.y })),
        label:
          l === undefined
            ? null
            : {
                box: { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 },
                lines: (l.text ?? "").split("\n"),
              },
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(laid);
  const order = new Map(edges.map((e, i) => [e.id, i]));
  laidEdges.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  const zero: Box = { x: 0, y: 0, width: 0, height: 0 };
  return {
    model,
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    states: model.states.map((state) => ({
      state,
      box: boxes.get(nodeId(state.id)) ?? zero,
      lines: linesOf.get(state.id) ?? [],
      region: regionIds.has(state.id),
    })),
    markers: model.states.flatMap((s) => {
      const box = boxes.get(markerId(s.id));
      return box === undefined ? [] : [{ parent: s.id, box }];
    }),
    edges: laidEdges,
  };
};
