/**
 * The chart model of a machine: its states and transitions read from an XState v5 machine
 * definition (`machine.root`), in definition order, each with a stable id. Pure: the drawing
 * (SVG, Mermaid), transition coverage and chart diffs all read this one model.
 *
 * Ids:
 * - a state's id is its XState id (`cart.lines.ready`, or the `id` the definition gives it);
 * - a transition's id is `<source state id>|<descriptor>|<index>`, where the descriptor is the
 *   key XState files the transition under (`CART.ADD`, `xstate.after.2000.cart.message.shown`,
 *   `xstate.done.actor.<invoke id>`, ...; `always` for eventless transitions) and the index its
 *   position among the transitions of that descriptor. A taken transition seen through the actor
 *   system's inspection (source, eventType, position) therefore maps to exactly one id.
 */
import { type AnyStateMachine, type AnyStateNode, and, not, or, stateIn } from "xstate";

export type ChartStateType = "atomic" | "compound" | "parallel" | "final" | "history";

/** An action as the definition names it. */
export interface ChartAction {
  /** The action's name (`addLine`), or the built-in it is (`assign`, `raise(EVENT)`, `sendTo(cart)`). */
  readonly name: string;
  /** Static params as JSON, `"dynamic"` when computed from the event, `null` without params. */
  readonly params: string | null;
}

/** An effect (or child machine) the state invokes while active. */
export interface ChartInvoke {
  readonly id: string;
  /** The name the actor is provided under (`placeOrder`). */
  readonly src: string;
}

export interface ChartState {
  readonly id: string;
  readonly key: string;
  /** Keys from the machine's root down to this state (empty for the root). */
  readonly path: readonly string[];
  readonly parent: string | null;
  readonly type: ChartStateType;
  /** For a history state: shallow or deep. */
  readonly history: "shallow" | "deep" | null;
  /** For a history state: its default target, if the definition gives one. */
  readonly historyTarget: string | null;
  /** For a compound state: the id of its initial child. */
  readonly initial: string | null;
  readonly children: readonly string[];
  readonly entry: readonly ChartAction[];
  readonly exit: readonly ChartAction[];
  readonly invokes: readonly ChartInvoke[];
  /** Depth from the root (0). */
  readonly depth: number;
}

export type ChartTransitionKind =
  | "event"
  | "always"
  | "after"
  | "invokeDone"
  | "invokeError"
  | "invokeSnapshot"
  | "stateDone";

export interface ChartTransition {
  readonly id: string;
  readonly source: string;
  /** Target state ids; empty for a targetless transition (actions only, no exit/entry). */
  readonly targets: readonly string[];
  readonly kind: ChartTransitionKind;
  /** The descriptor XState files it under (`always` for eventless transitions). */
  readonly descriptor: string;
  /** Position among the transitions of the same source and descriptor. */
  readonly index: number;
  /** The event as an auditor reads it: `CART.ADD`, `after 5000 ms`, `always`, `onDone(placeOrder)`. */
  readonly trigger: string;
  /** For `after`: the delay in milliseconds when it is known statically. */
  readonly delayMs: number | null;
  /** For `after` with a named delay: its name. */
  readonly delayName: string | null;
  /** For invoke outcomes: the invoke's id. */
  readonly invoke: string | null;
  /** The guard as text (`isReady`, `and(isEditable, canApplyCode)`), or null. */
  readonly guard: string | null;
  readonly actions: readonly ChartAction[];
  readonly reenter: boolean;
  /** `TRIGGER [guard] / action1, action2`. */
  readonly label: string;
}

export interface ChartModel {
  /** The machine's id (its systemId). */
  readonly id: string;
  readonly root: string;
  /** Every state, depth-first in definition order (parents before children). */
  readonly states: readonly ChartState[];
  /** Every transition, by source state in the order of `states`, then in definition order. */
  readonly transitions: readonly ChartTransition[];
}

const ALWAYS = "always";

/** The id of a transition (see the module comment). */
export const transitionId = (source: string, descriptor: string, index: number): string =>
  `${source}|${descriptor}|${index}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const asArray = (value: unknown): readonly unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** JSON with object keys sorted, so equal values always print the same. */
const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(",")}}`;
  }
  if (typeof value === "function") return '"dynamic"';
  return JSON.stringify(value) ?? "null";
};

const paramsOf = (params: unknown): string | null =>
  params === undefined ? null : typeof params === "function" ? "dynamic" : stableJson(params);

// The checks of XState's higher-order guards, to recognise them without relying on function names.
const AND_CHECK = Reflect.get(and([]), "check");
const OR_CHECK = Reflect.get(or([]), "check");
const NOT_CHECK = Reflect.get(not("x"), "check");
const STATE_IN_CHECK = Reflect.get(stateIn("x"), "check");

const stateValueText = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (isRecord(value)) {
    return Object.keys(value)
      .map((k) => {
        const inner = value[k];
        return isRecord(inner) || typeof inner === "string" ? `${k}.${stateValueText(inner)}` : k;
      })
      .join(", ");
  }
  return String(value);
};

/** A guard as text: its name, or the combination `and(a, b)`, `or(a, b)`, `not(a)`, `stateIn(x.y)`. */
export const guardText = (guard: unknown): string => {
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const check: unknown = Reflect.get(guard, "check");
    const inner = asArray(Reflect.get(guard, "guards"));
    if (check !== undefined && check === AND_CHECK) return `and(${inner.map(guardText).join(", ")})`;
    if (check !== undefined && check === OR_CHECK) return `or(${inner.map(guardText).join(", ")})`;
    if (check !== undefined && check === NOT_CHECK) return `not(${inner.map(guardText).join(", ")})`;
    if (check !== undefined && check === STATE_IN_CHECK) {
      return `stateIn(${stateValueText(Reflect.get(guard, "stateValue"))})`;
    }
    return "inline guard";
  }
  if (isRecord(guard) && typeof guard.type === "string") return guard.type;
  return "guard";
};

const eventTypeText = (event: unknown): string | null =>
  isRecord(event) && typeof event.type === "string" ? event.type : null;

/** An action as the definition names it; built-ins by their kind (and static target/event). */
export const actionOf = (action: unknown): ChartAction => {
  if (typeof action === "string") return { name: action, params: null };
  if (typeof action === "function") {
    const type: unknown = Reflect.get(action, "type");
    if (typeof type === "string" && type.startsWith("xstate.")) {
      const kind = type.slice("xstate.".length);
      const details: string[] = [];
      const to: unknown = Reflect.get(action, "to");
      if (kind === "sendTo" && typeof to === "string") details.push(to);
      const event = eventTypeText(Reflect.get(action, "event"));
      if ((kind === "sendTo" || kind === "raise" || kind === "emit") && event !== null) details.push(event);
      const src: unknown = Reflect.get(action, "src");
      if (kind === "spawnChild" && typeof src === "string") details.push(src);
      return { name: details.length > 0 ? `${kind}(${details.join(", ")})` : kind, params: null };
    }
    return { name: "inline action", params: null };
  }
  if (isRecord(action) && typeof action.type === "string") {
    return { name: action.type, params: paramsOf(action.params) };
  }
  return { name: "action", params: null };
};

const actionsOf = (actions: unknown): readonly ChartAction[] => asArray(actions).map(actionOf);

/** `TRIGGER [guard] / a, b`. */
export const transitionLabel = (
  trigger: string,
  guard: string | null,
  actions: readonly ChartAction[],
): string => {
  const head = guard === null ? trigger : `${trigger} [${guard}]`;
  return actions.length === 0 ? head : `${head} / ${actions.map((a) => a.name).join(", ")}`;
};

const delayText = (delayMs: number | null, delayName: string | null): string =>
  delayName === null
    ? `after ${delayMs ?? "?"} ms`
    : delayMs === null
      ? `after ${delayName}`
      : `after ${delayName} (${delayMs} ms)`;

const PREFIX_AFTER = "xstate.after.";
const PREFIX_DONE_ACTOR = "xstate.done.actor.";
const PREFIX_ERROR_ACTOR = "xstate.error.actor.";
const PREFIX_SNAPSHOT = "xstate.snapshot.";
const PREFIX_DONE_STATE = "xstate.done.state.";

interface RawTransition {
  readonly target?: readonly AnyStateNode[] | undefined;
  readonly guard?: unknown;
  readonly actions?: unknown;
  readonly reenter?: boolean;
}

const readTransition = (value: unknown): RawTransition => (isRecord(value) ? value : {});

const targetIds = (t: RawTransition): readonly string[] => (t.target ?? []).map((node) => node.id);

/** The chart model of `machine`. */
export const chartModel = (machine: AnyStateMachine): ChartModel => {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const delays: unknown = machine.implementations.delays;

  const namedDelayMs = (name: string): number | null => {
    const value: unknown = isRecord(delays) ? delays[name] : undefined;
    return typeof value === "number" ? value : null;
  };

  const visit = (node: AnyStateNode, depth: number): void => {
    const invokes: ChartInvoke[] = node.invoke.map((inv) => ({
      id: inv.id,
      // XState names every invoked source (an inline one `xstate.invoke.<id>`).
      src: typeof inv.src === "string" ? inv.src : inv.id,
    }));
    const srcOf = (invokeId: string): string => invokes.find((i) => i.id === invokeId)?.src ?? invokeId;
    const children = Object.values(node.states);
    const historyTarget: unknown = node.type === "history" ? node.config.target : undefined;
    states.push({
      id: node.id,
      key: node.key,
      path: node.path,
      parent: node.parent?.id ?? null,
      type: node.type,
      history: node.type === "history" ? (node.history === "deep" ? "deep" : "shallow") : null,
      historyTarget:
        typeof historyTarget === "string" && node.parent !== undefined
          ? (node.parent.states[historyTarget]?.id ?? historyTarget)
          : null,
      initial: node.type === "compound" ? (node.initial.target[0]?.id ?? null) : null,
      children: children.map((c) => c.id),
      // From the definition: XState adds its own timer actions for `after` to `node.entry`/`exit`.
      entry: actionsOf(node.config.entry),
      exit: actionsOf(node.config.exit),
      invokes,
      depth,
    });

    const add = (
      descriptor: string,
      list: readonly unknown[],
      trigger: (raw: unknown) => {
        kind: ChartTransitionKind;
        trigger: string;
        delayMs: number | null;
        delayName: string | null;
        invoke: string | null;
      },
    ) => {
      list.forEach((raw, index) => {
        const t = readTransition(raw);
        const d = trigger(raw);
        const guard = t.guard === undefined ? null : guardText(t.guard);
        const actions = actionsOf(t.actions);
        transitions.push({
          id: transitionId(node.id, descriptor, index),
          source: node.id,
          targets: targetIds(t),
          descriptor,
          index,
          guard,
          actions,
          reenter: t.reenter === true,
          label: transitionLabel(d.trigger, guard, actions),
          ...d,
        });
      });
    };

    const plain =
      (kind: ChartTransitionKind, trigger: string, invoke: string | null = null) =>
      () => ({
        kind,
        trigger,
        delayMs: null,
        delayName: null,
        invoke,
      });

    for (const [descriptor, list] of node.transitions) {
      if (descriptor.startsWith(PREFIX_AFTER)) {
        add(descriptor, list, (raw) => {
          const delay: unknown = isRecord(raw) ? raw.delay : undefined;
          const delayMs =
            typeof delay === "number" ? delay : typeof delay === "string" ? namedDelayMs(delay) : null;
          const delayName = typeof delay === "string" ? delay : null;
          return { kind: "after", trigger: delayText(delayMs, delayName), delayMs, delayName, invoke: null };
        });
      } else if (descriptor.startsWith(PREFIX_DONE_ACTOR)) {
        const id = descriptor.slice(PREFIX_DONE_ACTOR.length);
        add(descriptor, list, plain("invokeDone", `onDone(${srcOf(id)})`, id));
      } else if (descriptor.startsWith(PREFIX_ERROR_ACTOR)) {
        const id = descriptor.slice(PREFIX_ERROR_ACTOR.length);
        add(descriptor, list, plain("invokeError", `onError(${srcOf(id)})`, id));
      } else if (descriptor.startsWith(PREFIX_SNAPSHOT)) {
        const id = descriptor.slice(PREFIX_SNAPSHOT.length);
        add(descriptor, list, plain("invokeSnapshot", `onSnapshot(${srcOf(id)})`, id));
      } else if (descriptor.startsWith(PREFIX_DONE_STATE)) {
        add(descriptor, list, plain("stateDone", "onDone"));
      } else {
        add(descriptor, list, plain("event", descriptor));
      }
    }
    add(ALWAYS, node.always ?? [], plain("always", "always"));

    for (const child of children) visit(child, depth + 1);
  };

  visit(machine.root, 0);
  return { id: machine.id, root: machine.root.id, states, transitions };
};

/** Counts for a one-line summary. */
export const chartCounts = (model: ChartModel) => ({
  states: model.states.length,
  transitions: model.transitions.length,
});
