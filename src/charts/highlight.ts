/**
 * What a chart highlights for a running (or replayed) actor: the states its snapshot is in, and
 * the transitions an event took. Pure: reads the chart model and JSON state values only, so it
 * works the same for a live snapshot, a replayed one and a logged entry's `state`.
 */
import type { LogEntry } from "@domain/eventlog/format";
import type { Json } from "@domain/eventlog/hash";
import type { ChartModel, ChartState, ChartTransition } from "./model";

const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The ids of the states a machine is in, for its state value (`"idle"`, `{ form: "editing" }`,
 * `{ form: "editing", toast: "hidden" }` for a parallel root): the root, every state the value
 * names and all their ancestors, in the model's order. A key the model does not know is skipped
 * (with everything under it); a value that is not a state value (null, a number) gives no states.
 */
export const activeStateIds = (model: ChartModel, value: unknown): readonly string[] => {
  if (typeof value !== "string" && !isRecord(value)) return [];
  const byId = new Map<string, ChartState>(model.states.map((s) => [s.id, s]));
  const active = new Set<string>();
  const childByKey = (parent: ChartState, key: string): ChartState | undefined => {
    for (const id of parent.children) {
      const child = byId.get(id);
      if (child?.key === key) return child;
    }
    return undefined;
  };
  const visit = (node: ChartState, inner: unknown): void => {
    active.add(node.id);
    if (typeof inner === "string") {
      const child = childByKey(node, inner);
      if (child !== undefined) active.add(child.id);
      return;
    }
    if (!isRecord(inner)) return;
    for (const key of Object.keys(inner)) {
      const child = childByKey(node, key);
      if (child !== undefined) visit(child, inner[key]);
    }
  };
  const root = byId.get(model.root);
  if (root === undefined) return [];
  visit(root, value);
  return model.states.filter((s) => active.has(s.id)).map((s) => s.id);
};

/**
 * Whether a transition's descriptor handles an event type, as XState matches them: the same
 * type, the wildcard `*`, or a partial wildcard `CART.*` for `CART.ADD` (and `CART.LINE.ADD`).
 */
export const descriptorMatches = (descriptor: string, eventType: string): boolean => {
  if (descriptor === eventType || descriptor === "*") return true;
  if (!descriptor.endsWith(".*")) return false;
  const prefix = descriptor.slice(0, -1);
  return eventType.startsWith(prefix) && eventType.length > prefix.length;
};

/**
 * The transitions an event of type `eventType` took in a machine that was in the states
 * `activeBefore`: those whose source is one of them and whose event is that type (by descriptor:
 * `TRACK_ORDER.SUBMIT`, `xstate.done.actor.<id>`, `xstate.after.<delay>.<state>`). Guards are not
 * evaluated; when the states after the event are known (`activeAfter`), the alternatives whose
 * targets are all active after it (a targetless one: whose source still is) are kept, and all of them
 * when none is (the machine may have left the target again through an eventless transition).
 */
export const takenTransitions = (
  model: ChartModel,
  activeBefore: readonly string[],
  eventType: string,
  activeAfter: readonly string[] | null = null,
): readonly ChartTransition[] => {
  const before = new Set(activeBefore);
  const candidates = model.transitions.filter(
    (t) => t.kind !== "always" && before.has(t.source) && descriptorMatches(t.descriptor, eventType),
  );
  if (activeAfter === null) return candidates;
  const after = new Set(activeAfter);
  const entered = candidates.filter((t) =>
    t.targets.length === 0 ? after.has(t.source) : t.targets.every((target) => after.has(target)),
  );
  return entered.length > 0 ? entered : candidates;
};

/**
 * The state value `actor` had just before `step`, from a log's entries: the state after the
 * last entry of that actor before `step` (entries may be in completion order). Undefined when
 * the entries do not say (no earlier entry of that actor, or its state was not yet known).
 */
export const valueBefore = (entries: readonly LogEntry[], step: number, actor: string): Json | undefined => {
  let found: LogEntry | undefined;
  for (const entry of entries) {
    if (entry.actor !== actor || entry.step >= step) continue;
    if (found === undefined || entry.step > found.step) found = entry;
  }
  return found === undefined || found.state === null ? undefined : found.state;
};

/** The entry of `actor` with the highest step (entries may be in completion order); undefined without one. */
export const lastEntryOf = (entries: readonly LogEntry[], actor: string): LogEntry | undefined => {
  let found: LogEntry | undefined;
  for (const entry of entries) {
    if (entry.actor === actor && (found === undefined || entry.step > found.step)) found = entry;
  }
  return found;
};

/** The state value of a (redacted) machine snapshot `{ status, value, context }`; undefined otherwise. */
export const snapshotValue = (snapshot: Json | undefined): Json | undefined =>
  isRecord(snapshot) && "value" in snapshot ? snapshot.value : undefined;

/** What a chart highlights: the active states and the taken transitions, by id. */
export interface ChartHighlight {
  readonly active: readonly string[];
  readonly taken: readonly string[];
}

/**
 * The highlight of `model` for the actor `actor` (the machine's systemId) given its state value
 * now (`value`) and the event that brought it there (`entry`, when it was that actor's): the
 * active states, and the transitions that event took from the states before it (`before`).
 */
export const chartHighlight = (
  model: ChartModel,
  actor: string,
  value: Json | undefined,
  entry: LogEntry | undefined,
  before: Json | undefined,
): ChartHighlight => {
  const active = value === undefined ? [] : activeStateIds(model, value);
  if (entry === undefined || entry.actor !== actor || before === undefined) return { active, taken: [] };
  const after =
    entry.state === null ? (value === undefined ? null : active) : activeStateIds(model, entry.state);
  const taken = takenTransitions(model, activeStateIds(model, before), entry.event.type, after);
  return { active, taken: taken.map((t) => t.id) };
};
