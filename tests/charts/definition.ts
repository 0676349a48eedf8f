/**
 * What a machine definition declares, read straight from its state nodes' config (independently
 * of the chart model): every state id, and every transition with the id the charts give it,
 * `<source>|<descriptor>|<index>`, its trigger text and its number of targets.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";

export interface DeclaredTransition {
  readonly id: string;
  readonly source: string;
  /** Text the label must contain (the event name, `always`, `after N ms`, `onDone(src)`...). */
  readonly trigger: string;
  readonly targets: number;
}

const list = (value: unknown): readonly unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const targetCount = (config: unknown): number => {
  if (typeof config === "string") return 1;
  if (typeof config === "object" && config !== null && "target" in config) return list(config.target).length;
  return 0;
};

export const declaredStates = (machine: AnyStateMachine): readonly string[] => {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return ids;
};

export const declaredTransitions = (machine: AnyStateMachine): readonly DeclaredTransition[] => {
  const out: DeclaredTransition[] = [];
  const walk = (node: AnyStateNode) => {
    const config = node.config;
    const push = (descriptor: string, trigger: string, value: unknown) => {
      list(value).forEach((t, index) => {
        out.push({
          id: `${node.id}|${descriptor}|${index}`,
          source: node.id,
          trigger,
          targets: targetCount(t),
        });
      });
    };
    for (const [event, value] of Object.entries(config.on ?? {})) push(event, event, value);
    push("always", "always", config.always);
    for (const [delay, value] of Object.entries(config.after ?? {})) {
      push(`xstate.after.${delay}.${node.id}`, "after ", value);
    }
    list(config.invoke).forEach((raw, i) => {
      if (typeof raw !== "object" || raw === null) return;
      const inv: { id?: unknown; src?: unknown; onDone?: unknown; onError?: unknown } = raw;
      const id = typeof inv.id === "string" ? inv.id : `${i}.${node.id}`;
      const src = typeof inv.src === "string" ? inv.src : "";
      push(`xstate.done.actor.${id}`, `onDone(${src}`, inv.onDone);
      push(`xstate.error.actor.${id}`, `onError(${src}`, inv.onError);
    });
    push(`xstate.done.state.${node.id}`, "onDone", config.onDone);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
};
