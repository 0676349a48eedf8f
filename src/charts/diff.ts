/**
 * Chart diff for review: what changed between two sets of chart models (the machines of an
 * earlier revision and the current ones). Pure: the models in, the differences out, and a text
 * report in a stable order.
 *
 * Machines are matched by id, states by id. Transitions are matched within the same source state
 * and descriptor (the event, delay, invoke outcome or `always` they are filed under), so a
 * transition inserted before others does not make every later one look changed:
 * 1. first pairs with an identical signature (trigger, guard, actions, targets, reenter): unchanged;
 * 2. then, of the rest, pairs with the same targets: relabelled (guard or actions changed);
 * 3. then, of the rest, pairs at the same index: relabelled (targets changed, maybe more).
 * Each pass pairs in index order. Whatever is left over is removed (before) or added (after).
 */
import type { ChartAction, ChartModel, ChartState, ChartTransition } from "./model";

/** A state whose definition changed (same id). */
export interface StateChange {
  readonly id: string;
  readonly changes: readonly FieldChange[];
}

/** One field of a state or transition, as text before and after. */
export interface FieldChange {
  readonly field: StateField | TransitionField;
  readonly before: string;
  readonly after: string;
}

/** A transition found on both sides with a different guard, actions or targets. */
export interface TransitionChange {
  readonly before: ChartTransition;
  readonly after: ChartTransition;
  readonly changes: readonly FieldChange[];
}

export interface MachineDiff {
  readonly id: string;
  /** `added`/`removed`: the whole machine; `changed`: see the lists. */
  readonly status: "added" | "removed" | "changed";
  /** The machine's model on the side it exists (after for added and changed, before for removed). */
  readonly model: ChartModel;
  readonly statesAdded: readonly ChartState[];
  readonly statesRemoved: readonly ChartState[];
  readonly statesChanged: readonly StateChange[];
  readonly transitionsAdded: readonly ChartTransition[];
  readonly transitionsRemoved: readonly ChartTransition[];
  readonly transitionsRelabelled: readonly TransitionChange[];
}

export interface ChartsDiff {
  /** Only machines with a difference, by id. */
  readonly machines: readonly MachineDiff[];
}

/** Plain code-point order, the same in every locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const actionText = (action: ChartAction): string =>
  action.params === null ? action.name : `${action.name}(${action.params})`;

const listText = (items: readonly string[]): string => (items.length === 0 ? "none" : items.join(", "));

const TRANSITION_FIELDS = ["trigger", "guard", "actions", "targets", "reenter"] as const;
const STATE_FIELDS = ["type", "initial", "entry", "exit", "invokes"] as const;
export type TransitionField = (typeof TRANSITION_FIELDS)[number];
export type StateField = (typeof STATE_FIELDS)[number];

const transitionFields = (t: ChartTransition): Record<TransitionField, string> => ({
  trigger: t.trigger,
  guard: t.guard ?? "none",
  actions: listText(t.actions.map(actionText)),
  targets: listText(t.targets),
  reenter: String(t.reenter),
});

const stateFields = (s: ChartState): Record<StateField, string> => ({
  type: s.history === null ? s.type : `${s.type} (${s.history})`,
  initial: s.initial ?? "none",
  entry: listText(s.entry.map(actionText)),
  exit: listText(s.exit.map(actionText)),
  invokes: listText(s.invokes.map((i) => (i.id === i.src ? i.src : `${i.src} as ${i.id}`))),
});

const changesOf = <K extends FieldChange["field"]>(
  fields: readonly K[],
  before: Record<K, string>,
  after: Record<K, string>,
): FieldChange[] =>
  fields.flatMap((field) =>
    before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] }],
  );

const signature = (t: ChartTransition): string => {
  const fields = transitionFields(t);
  return TRANSITION_FIELDS.map((f) => fields[f]).join("\u0000");
};

const groupKey = (t: ChartTransition): string => `${t.source}|${t.descriptor}`;

const groupBy = (list: readonly ChartTransition[]): Map<string, ChartTransition[]> => {
  const groups = new Map<string, ChartTransition[]>();
  for (const t of list) {
    const key = groupKey(t);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [t]);
    else group.push(t);
  }
  for (const group of groups.values()) group.sort((a, b) => a.index - b.index);
  return groups;
};

interface TransitionMatch {
  readonly added: ChartTransition[];
  readonly removed: ChartTransition[];
  readonly relabelled: TransitionChange[];
}

/** Pairs the transitions of one source and descriptor (see the module comment). */
const matchGroup = (
  before: readonly ChartTransition[],
  after: readonly ChartTransition[],
): TransitionMatch => {
  const left = [...before];
  const right = [...after];
  const relabelled: TransitionChange[] = [];
  const pass = (same: (b: ChartTransition, a: ChartTransition) => boolean, relabel: boolean) => {
    for (const b of [...left]) {
      const at = right.findIndex((a) => same(b, a));
      const a = right[at];
      if (a === undefined) continue;
      right.splice(at, 1);
      left.splice(left.indexOf(b), 1);
      if (relabel) {
        relabelled.push({
          before: b,
          after: a,
          changes: changesOf(TRANSITION_FIELDS, transitionFields(b), transitionFields(a)),
        });
      }
    }
  };
  pass((b, a) => signature(b) === signature(a), false);
  pass((b, a) => listText(b.targets) === listText(a.targets), true);
  pass((b, a) => b.index === a.index, true);
  return { added: right, removed: left, relabelled };
};

const diffMachine = (before: ChartModel, after: ChartModel): MachineDiff => {
  const beforeStates = new Map(before.states.map((s) => [s.id, s]));
  const afterStates = new Map(after.states.map((s) => [s.id, s]));
  const statesAdded = after.states.filter((s) => !beforeStates.has(s.id));
  const statesRemoved = before.states.filter((s) => !afterStates.has(s.id));
  const statesChanged = after.states.flatMap((s): StateChange[] => {
    const old = beforeStates.get(s.id);
    if (old === undefined) return [];
    const changes = changesOf(STATE_FIELDS, stateFields(old), stateFields(s));
    return changes.length === 0 ? [] : [{ id: s.id, changes }];
  });

  const beforeGroups = groupBy(before.transitions);
  const afterGroups = groupBy(after.transitions);
  const keys = new Set([...beforeGroups.keys(), ...afterGroups.keys()]);
  const transitionsAdded: ChartTransition[] = [];
  const transitionsRemoved: ChartTransition[] = [];
  const transitionsRelabelled: TransitionChange[] = [];
  for (const key of keys) {
    const match = matchGroup(beforeGroups.get(key) ?? [], afterGroups.get(key) ?? []);
    transitionsAdded.push(...match.added);
    transitionsRemoved.push(...match.removed);
    transitionsRelabelled.push(...match.relabelled);
  }

  const byId = <T extends { readonly id: string }>(list: readonly T[]): T[] =>
    [...list].sort((a, b) => byText(a.id, b.id));
  return {
    id: after.id,
    status: "changed",
    model: after,
    statesAdded: byId(statesAdded),
    statesRemoved: byId(statesRemoved),
    statesChanged: byId(statesChanged),
    transitionsAdded: byId(transitionsAdded),
    transitionsRemoved: byId(transitionsRemoved),
    transitionsRelabelled: [...transitionsRelabelled].sort((a, b) => byText(a.after.id, b.after.id)),
  };
};

const isEmpty = (d: MachineDiff): boolean =>
  d.statesAdded.length === 0 &&
  d.statesRemoved.length === 0 &&
  d.statesChanged.length === 0 &&
  d.transitionsAdded.length === 0 &&
  d.transitionsRemoved.length === 0 &&
  d.transitionsRelabelled.length === 0;

const whole = (model: ChartModel, status: "added" | "removed"): MachineDiff => ({
  id: model.id,
  status,
  model,
  statesAdded: [],
  statesRemoved: [],
  statesChanged: [],
  transitionsAdded: [],
  transitionsRemoved: [],
  transitionsRelabelled: [],
});

/** The differences between the machines `before` and `after`, machines by id. */
export const diffModels = (before: readonly ChartModel[], after: readonly ChartModel[]): ChartsDiff => {
  const beforeById = new Map(before.map((m) => [m.id, m]));
  const afterById = new Map(after.map((m) => [m.id, m]));
  const ids = [...new Set([...beforeById.keys(), ...afterById.keys()])].sort(byText);
  const machines = ids.flatMap((id): MachineDiff[] => {
    const old = beforeById.get(id);
    const now = afterById.get(id);
    if (old === undefined) return now === undefined ? [] : [whole(now, "added")];
    if (now === undefined) return [whole(old, "removed")];
    const diff = diffMachine(old, now);
    return isEmpty(diff) ? [] : [diff];
  });
  return { machines };
};

const transitionLine = (t: ChartTransition): string => {
  const guard = t.guard === null ? "" : ` [${t.guard}]`;
  const actions = t.actions.length === 0 ? "" : ` / ${t.actions.map(actionText).join(", ")}`;
  const targets = t.targets.length === 0 ? " (no target)" : ` -> ${t.targets.join(", ")}`;
  return `${t.id}: ${t.trigger}${guard}${actions}${targets}`;
};

const changeText = (changes: readonly FieldChange[]): string =>
  changes.map((c) => `${c.field} [${c.before}] -> [${c.after}]`).join("; ");

/** The lines of one machine's differences: removed, then added, then changed; each by id. */
const machineLines = (d: MachineDiff): string[] => {
  const p = `${d.id}:`;
  if (d.status === "added") {
    return [`${p} + machine (${d.model.states.length} states, ${d.model.transitions.length} transitions)`];
  }
  if (d.status === "removed") {
    return [`${p} - machine (${d.model.states.length} states, ${d.model.transitions.length} transitions)`];
  }
  return [
    ...d.statesRemoved.map((s) => `${p} - state ${s.id}`),
    ...d.statesAdded.map((s) => `${p} + state ${s.id}`),
    ...d.statesChanged.map((s) => `${p} ~ state ${s.id}: ${changeText(s.changes)}`),
    ...d.transitionsRemoved.map((t) => `${p} - transition ${transitionLine(t)}`),
    ...d.transitionsAdded.map((t) => `${p} + transition ${transitionLine(t)}`),
    ...d.transitionsRelabelled.map(({ before, after, changes }) => {
      const was = before.index === after.index ? "" : ` (was |${before.index})`;
      return `${p} ~ transition ${after.id}${was}: ${changeText(changes)}`;
    }),
  ];
};

/** The text report of `diff` against the revision `ref`: one line per difference, machines by id. */
export const diffReport = (diff: ChartsDiff, ref: string): string => {
  if (diff.machines.length === 0) return `No chart changes since ${ref}.\n`;
  const lines = diff.machines.flatMap(machineLines);
  const count = diff.machines.length;
  return `Chart changes since ${ref} (${count} ${count === 1 ? "machine" : "machines"}):\n${lines.join("\n")}\n`;
};
