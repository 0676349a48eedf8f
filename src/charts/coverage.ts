/**
 * Transition coverage of the machine charts: which transitions of each machine a test run took
 * (seen through the actor system's inspection, `@xstate.microstep` events), the table of taken /
 * total per machine with the overall percentage, and charts coloured by coverage. Pure: reads
 * chart models, transition definitions and strings only.
 */
import type { ChartModel } from "./model";

/**
 * The chart model's transition id, `<source state id>|<descriptor>|<index>` (as `transitionId` in
 * ./model, written out here so the storefront page that records journeys does not load the model).
 */
const transitionId = (source: string, descriptor: string, index: number): string =>
  `${source}|${descriptor}|${index}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The descriptor XState files an eventless transition under (`eventType` ""), as the chart model names it. */
const ALWAYS = "always";

const indexIn = (list: unknown, transition: unknown): number =>
  Array.isArray(list) ? list.indexOf(transition) : -1;

/**
 * The chart-model id of one transition definition an inspection microstep reports
 * (`<source state id>|<descriptor>|<index>`), found by identity in its source state's
 * `transitions` (by descriptor) or `always`; null for what is no transition of the definition
 * (an initial transition, `eventType` null).
 */
export const transitionIdOf = (transition: unknown): string | null => {
  if (!isRecord(transition)) return null;
  const source = transition.source;
  const eventType = transition.eventType;
  if (!isRecord(source) || typeof source.id !== "string" || typeof eventType !== "string") return null;
  if (eventType === "") {
    const index = indexIn(source.always, transition);
    return index < 0 ? null : transitionId(source.id, ALWAYS, index);
  }
  const byDescriptor = source.transitions;
  const list: unknown = byDescriptor instanceof Map ? byDescriptor.get(eventType) : undefined;
  const index = indexIn(list, transition);
  return index < 0 ? null : transitionId(source.id, eventType, index);
};

/** The id of the machine a transition definition belongs to (its source state's `machine.id`). */
export const machineIdOf = (transition: unknown): string | null => {
  if (!isRecord(transition) || !isRecord(transition.source)) return null;
  const machine = transition.source.machine;
  return isRecord(machine) && typeof machine.id === "string" ? machine.id : null;
};

/**
 * The ids of `model`'s transitions among `microstepTransitions` (the `_transitions` of
 * `@xstate.microstep` inspection events, or ids already mapped), each once, in the model's order.
 */
export const takenTransitionIds = (
  model: ChartModel,
  microstepTransitions: readonly unknown[],
): readonly string[] => {
  const seen = new Set<string>();
  for (const t of microstepTransitions) {
    const id = typeof t === "string" ? t : transitionIdOf(t);
    if (id !== null) seen.add(id);
  }
  return model.transitions.filter((t) => seen.has(t.id)).map((t) => t.id);
};

/** What was recorded: per machine id, the ids of the transitions taken (any order, repeats allowed). */
export type TakenByMachine = Readonly<Record<string, readonly string[]>>;

/** Merges several recordings (one per test file or page) into one. */
export const mergeTaken = (recordings: readonly TakenByMachine[]): TakenByMachine => {
  const merged = new Map<string, Set<string>>();
  for (const recording of recordings) {
    for (const [machine, ids] of Object.entries(recording)) {
      const set = merged.get(machine) ?? new Set<string>();
      for (const id of ids) set.add(id);
      merged.set(machine, set);
    }
  }
  return Object.fromEntries([...merged].map(([machine, ids]) => [machine, [...ids].sort()]));
};

/** Whether `value` has the shape of a recording (`{ machineId: [transition ids] }`). */
export const isTakenByMachine = (value: unknown): value is TakenByMachine =>
  isRecord(value) &&
  !Array.isArray(value) &&
  Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === "string"));

export interface CoverageRow {
  readonly machine: string;
  readonly taken: number;
  readonly total: number;
  /** Taken / total as a percentage with one decimal (100 for a machine without transitions). */
  readonly percent: number;
}

export interface CoverageTable {
  /** One row per model, by machine id. */
  readonly rows: readonly CoverageRow[];
  readonly overall: CoverageRow;
}

const percentOf = (taken: number, total: number): number =>
  total === 0 ? 100 : Math.round((taken / total) * 1000) / 10;

/** The taken transition ids of `model` in a recording. */
export const coveredIds = (model: ChartModel, taken: TakenByMachine): ReadonlySet<string> =>
  new Set(takenTransitionIds(model, taken[model.id] ?? []));

/** Taken / total transitions per machine (ordered by machine id) and overall. */
export const coverageTable = (models: readonly ChartModel[], taken: TakenByMachine): CoverageTable => {
  const rows = [...models]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((model) => {
      const count = coveredIds(model, taken).size;
      const total = model.transitions.length;
      return { machine: model.id, taken: count, total, percent: percentOf(count, total) };
    });
  const sumTaken = rows.reduce((sum, r) => sum + r.taken, 0);
  const sumTotal = rows.reduce((sum, r) => sum + r.total, 0);
  return {
    rows,
    overall: { machine: "overall", taken: sumTaken, total: sumTotal, percent: percentOf(sumTaken, sumTotal) },
  };
};

const rowText = (row: CoverageRow): string => `${row.taken} / ${row.total} (${row.percent}%)`;

/** The table as text: `<machine>  taken / total (percent%)` per machine, then `overall: x / y (z%)`. */
export const coverageReport = (models: readonly ChartModel[], taken: TakenByMachine): string => {
  const table = coverageTable(models, taken);
  const width = table.rows.reduce((w, r) => Math.max(w, r.machine.length), 0);
  const lines = table.rows.map((r) => `${r.machine.padEnd(width)}  ${rowText(r)}`);
  return `${[...lines, `overall: ${rowText(table.overall)}`].join("\n")}\n`;
};

const COVERAGE_STYLE = `<style>
.transition[data-covered="true"]>path{stroke:#15803d;stroke-width:1.6}
.transition[data-covered="false"]>path{stroke:#dc2626;stroke-dasharray:5 3}
.transition[data-covered="true"] .text,text[data-covered="true"]{fill:#15803d}
.transition[data-covered="false"] .text,text[data-covered="false"]{fill:#dc2626}
</style>`;

const unescapeXml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * A rendered chart SVG coloured by coverage: every element with a `data-transition` gets
 * `data-covered="true"` when its transition is in `covered`, `"false"` otherwise, and a style
 * block draws covered transitions green and never-taken ones red and dashed.
 */
export const coverageSvg = (svg: string, covered: ReadonlySet<string>): string =>
  svg
    .replace(
      /data-transition="([^"]*)"/g,
      (attr, id: string) => `${attr} data-covered="${covered.has(unescapeXml(id)) ? "true" : "false"}"`,
    )
    .replace("</style>", `</style>\n${COVERAGE_STYLE}`);

/** An inspection observer, as `createActor(logic, { inspect })` takes it. */
export type InspectObserver = (event: unknown) => void;

/**
 * An inspection observer that records, per machine id, the transitions taken in
 * `@xstate.microstep` events into `into`.
 */
export const microstepRecorder =
  (into: Map<string, Set<string>>): InspectObserver =>
  (event) => {
    if (!isRecord(event) || event.type !== "@xstate.microstep" || !Array.isArray(event._transitions)) return;
    for (const t of event._transitions) {
      const machine = machineIdOf(t);
      const id = transitionIdOf(t);
      if (machine === null || id === null) continue;
      const set = into.get(machine) ?? new Set<string>();
      set.add(id);
      into.set(machine, set);
    }
  };

/**
 * An `inspect` option calling `existing` (a function or an observer with `next`) first and then
 * `extra`; errors of `extra` never reach the actor.
 */
export const chainInspect = (existing: unknown, extra: InspectObserver): InspectObserver => {
  const next: unknown = isRecord(existing) ? existing.next : undefined;
  const call: InspectObserver | null =
    typeof existing === "function"
      ? (event) => {
          Reflect.apply(existing, undefined, [event]);
        }
      : typeof next === "function"
        ? (event) => {
            Reflect.apply(next, existing, [event]);
          }
        : null;
  return (event) => {
    call?.(event);
    try {
      extra(event);
    } catch {
      // Recording must never change what the actor does.
    }
  };
};

/** A recording as JSON-ready data (ids sorted). */
export const recordingOf = (recorded: ReadonlyMap<string, ReadonlySet<string>>): TakenByMachine =>
  Object.fromEntries(
    [...recorded].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, ids]) => [m, [...ids].sort()]),
  );

/**
 * For browser journeys: an inspection observer recording into `target` (a plain object the test
 * page provides, `{ machineId: [transition ids] }`, filled in place), or undefined when there is
 * no such object, so nothing is recorded.
 */
export const recorderInto = (target: unknown): InspectObserver | undefined => {
  if (!isRecord(target) || Array.isArray(target)) return undefined;
  const recorded = new Map<string, Set<string>>();
  const record = microstepRecorder(recorded);
  return (event) => {
    record(event);
    for (const [machine, ids] of recorded) target[machine] = [...ids].sort();
  };
};
