/**
 * A chart model as Mermaid `stateDiagram-v2` text: compound states as nested blocks, parallel
 * regions separated by `--`, final states pointing to `[*]`, entry/exit/invoke as state
 * descriptions, one line per transition (and per target) labelled `TRIGGER [guard] / actions`,
 * a targetless transition as a line back to its own state. Deterministic: definition order only.
 */
import type { ChartModel, ChartState } from "./model";

/** Mermaid ids: the state id with every character other than letters, digits and `_` made `_`. */
export const mermaidIds = (model: ChartModel): ReadonlyMap<string, string> => {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const s of model.states) {
    const base = s.id.replace(/[^A-Za-z0-9_]/g, "_");
    let id = /^[A-Za-z]/.test(base) ? base : `s_${base}`;
    for (let k = 2; used.has(id); k += 1) id = `${base}_${k}`;
    used.add(id);
    ids.set(s.id, id);
  }
  return ids;
};

/** Text safe inside a Mermaid label or description. */
const safe = (text: string): string =>
  text.replace(/[#;"]/g, (c) => (c === "#" ? "#35;" : c === ";" ? "#59;" : "'"));

/** The model as Mermaid `stateDiagram-v2` text. */
export const toMermaid = (model: ChartModel): string => {
  const ids = mermaidIds(model);
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const idOf = (stateId: string) => ids.get(stateId) ?? stateId.replace(/[^A-Za-z0-9_]/g, "_");
  const out: string[] = ["stateDiagram-v2", `  %% machine ${model.id}`];

  const nameOf = (s: ChartState) =>
    s.type === "history" ? (s.history === "deep" ? "H*" : "H") : s.key === "" ? s.id : s.key;

  const block = (s: ChartState, indent: string): void => {
    const id = idOf(s.id);
    const children = s.children.flatMap((c) => {
      const child = byId.get(c);
      return child === undefined ? [] : [child];
    });
    if (children.length === 0) {
      out.push(`${indent}state "${safe(nameOf(s))}" as ${id}`);
    } else {
      out.push(`${indent}state "${safe(nameOf(s))}" as ${id} {`);
      const inner = `${indent}  `;
      if (s.initial !== null) out.push(`${inner}[*] --> ${idOf(s.initial)}`);
      children.forEach((child, i) => {
        if (s.type === "parallel" && i > 0) out.push(`${inner}--`);
        block(child, inner);
      });
      out.push(`${indent}}`);
    }
    if (s.type === "final") out.push(`${indent}${id} --> [*]`);
    if (s.historyTarget !== null) out.push(`${indent}${id} --> ${idOf(s.historyTarget)}`);
  };

  const root = byId.get(model.root);
  if (root !== undefined) {
    out.push(`  [*] --> ${idOf(root.id)}`);
    block(root, "  ");
  }

  for (const s of model.states) {
    const id = idOf(s.id);
    if (s.entry.length > 0) out.push(`  ${id} : entry / ${safe(s.entry.map((a) => a.name).join(", "))}`);
    if (s.exit.length > 0) out.push(`  ${id} : exit / ${safe(s.exit.map((a) => a.name).join(", "))}`);
    for (const inv of s.invokes) out.push(`  ${id} : invoke: ${safe(inv.src)}`);
  }

  for (const t of model.transitions) {
    const targets = t.targets.length === 0 ? [t.source] : t.targets;
    for (const target of targets) out.push(`  ${idOf(t.source)} --> ${idOf(target)} : ${safe(t.label)}`);
  }
  out.push("");
  return out.join("\n");
};
