/**
 * The spec sections a machine's source cites (`spec §4 'Cart rules'`, `spec §7.4`), placed where
 * the comment sits: on a state of the definition, on a transition (an `on`, `always`, `after`,
 * `onDone` or `onError` entry), on a guard, action, actor or delay of its `setup` (then on every
 * transition and state that uses it), or else on the machine as a whole. Read with the
 * TypeScript parser from the file that holds `createMachine({ id: "<machine id>" ... })`.
 */
import type { ChartModel, ChartState, ChartTransition } from "@charts/model";
import ts from "typescript";

/** One cited section: `4` or `7.4`, with the quoted name after it, if any (`Cart rules`). */
export interface SpecRef {
  readonly section: string;
  readonly name: string | null;
  /** Line of the comment in the source file (1-based). */
  readonly line: number;
  /** How the citation reaches the item: `direct`, or `guard isReady`, `action addLine`, ... */
  readonly via: string;
}

export interface MachineSpecRefs {
  /** The machine's source file, relative to the repository. */
  readonly file: string;
  readonly machine: readonly SpecRef[];
  /** By state id. */
  readonly states: ReadonlyMap<string, readonly SpecRef[]>;
  /** By transition id. */
  readonly transitions: ReadonlyMap<string, readonly SpecRef[]>;
}

const REF = /§\s?(\d+(?:\.\d+)*)(?:\s+'([^']+)')?/g;

/** The sections a comment cites, when it cites the spec (`spec §`). */
export const refsInComment = (text: string): readonly { section: string; name: string | null }[] => {
  // A comment's lines as one text, so a citation broken over two lines still counts.
  const flat = text.replace(/\s*\n\s*(?:\*\s?|\/\/\s?)?/g, " ");
  if (!/spec\s+§/i.test(flat)) return [];
  return [...flat.matchAll(REF)].map((m) => ({ section: m[1] ?? "", name: m[2] ?? null }));
};

/** Sections in reading order (`2.3` before `2.10`, `4` before `4.1`). */
export const compareSections = (a: string, b: string): number => {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1;
    const y = pb[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
};

const refKey = (r: SpecRef): string => `${r.section}\u0000${r.name ?? ""}\u0000${r.via}\u0000${r.line}`;

/** Refs without repeats, by section, name, route and line. */
export const sortedRefs = (refs: readonly SpecRef[]): readonly SpecRef[] => {
  const unique = new Map(refs.map((r) => [refKey(r), r]));
  return [...unique.values()].sort(
    (a, b) =>
      compareSections(a.section, b.section) ||
      (a.name ?? "").localeCompare(b.name ?? "", "en") ||
      a.via.localeCompare(b.via, "en") ||
      a.line - b.line,
  );
};

type Target =
  | { readonly kind: "state"; readonly path: readonly string[] }
  | {
      readonly kind: "transitions";
      readonly path: readonly string[];
      readonly match: (t: ChartTransition) => boolean;
    }
  | { readonly kind: "impl"; readonly role: "guard" | "action" | "actor" | "delay"; readonly name: string };

interface Anchor {
  readonly start: number;
  readonly end: number;
  readonly target: Target;
}

const propertyName = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) ||
  ts.isStringLiteral(name) ||
  ts.isNumericLiteral(name) ||
  ts.isPrivateIdentifier(name)
    ? name.text
    : ts.isNoSubstitutionTemplateLiteral(name)
      ? name.text
      : null;

const propertiesOf = (object: ts.ObjectLiteralExpression): readonly ts.PropertyAssignment[] =>
  object.properties.filter(ts.isPropertyAssignment);

const property = (object: ts.ObjectLiteralExpression, key: string): ts.PropertyAssignment | undefined =>
  propertiesOf(object).find((p) => propertyName(p.name) === key);

const stringLiteral = (node: ts.Expression | undefined): string | null =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : null;

/** The `createMachine({ id })` call of `machineId` and the `setup({...})` it is chained on. */
const findMachine = (
  file: ts.SourceFile,
  machineId: string,
): { config: ts.ObjectLiteralExpression; setup: ts.ObjectLiteralExpression | null } | null => {
  let found: { config: ts.ObjectLiteralExpression; setup: ts.ObjectLiteralExpression | null } | null = null;
  const visit = (node: ts.Node): void => {
    if (found !== null) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "createMachine"
    ) {
      const [config] = node.arguments;
      if (config !== undefined && ts.isObjectLiteralExpression(config)) {
        const id = property(config, "id");
        if (id !== undefined && stringLiteral(id.initializer) === machineId) {
          const receiver = node.expression.expression;
          const setupArg =
            ts.isCallExpression(receiver) && receiver.arguments[0] !== undefined
              ? receiver.arguments[0]
              : undefined;
          found = {
            config,
            setup: setupArg !== undefined && ts.isObjectLiteralExpression(setupArg) ? setupArg : null,
          };
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/** Every comment of the file once, with where it counts (see `attributionPoint`). */
const commentsOf = (file: ts.SourceFile): readonly { pos: number; end: number; text: string }[] => {
  const text = file.getFullText();
  const seen = new Map<number, { pos: number; end: number; text: string }>();
  const add = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (!seen.has(r.pos)) seen.set(r.pos, { pos: r.pos, end: r.end, text: text.slice(r.pos, r.end) });
    }
  };
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
};

/**
 * Where a comment counts: a comment that ends a line of code (`target: "x", // spec §4`) belongs
 * to the code before it, any other to the code after it.
 */
const attributionPoint = (text: string, pos: number): number => {
  let i = pos - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\t")) i--;
  if (i < 0 || text[i] === "\n" || text[i] === "\r") return pos;
  return text[i] === "," ? i - 1 : i;
};

/** The anchors of the state config `object` at `path` (its own, its children's, its transitions'). */
const stateAnchors = (
  object: ts.ObjectLiteralExpression,
  path: readonly string[],
  range: ts.Node,
  file: ts.SourceFile,
): Anchor[] => {
  const anchors: Anchor[] = [{ start: range.pos, end: range.end, target: { kind: "state", path } }];
  const transitionList = (
    value: ts.Expression,
    at: ts.Node,
    match: (t: ChartTransition, index: number | null) => boolean,
  ) => {
    anchors.push({
      start: at.pos,
      end: at.end,
      target: { kind: "transitions", path, match: (t) => match(t, null) },
    });
    if (!ts.isArrayLiteralExpression(value)) return;
    for (const [index, element] of value.elements.entries()) {
      // A spread moves the positions of what follows: the entry as a whole still counts.
      if (ts.isSpreadElement(element)) return;
      anchors.push({
        start: element.pos,
        end: element.end,
        target: { kind: "transitions", path, match: (t) => match(t, index) },
      });
    }
  };
  const at = (t: ChartTransition, index: number | null) => index === null || t.index === index;
  for (const p of propertiesOf(object)) {
    const key = propertyName(p.name);
    const value = p.initializer;
    if (key === "states" && ts.isObjectLiteralExpression(value)) {
      for (const child of propertiesOf(value)) {
        const childKey = propertyName(child.name);
        if (childKey !== null && ts.isObjectLiteralExpression(child.initializer)) {
          anchors.push(...stateAnchors(child.initializer, [...path, childKey], child, file));
        }
      }
    } else if (key === "on" && ts.isObjectLiteralExpression(value)) {
      for (const entry of propertiesOf(value)) {
        const descriptor = propertyName(entry.name);
        if (descriptor === null) continue;
        transitionList(
          entry.initializer,
          entry,
          (t, index) => t.kind === "event" && t.descriptor === descriptor && at(t, index),
        );
      }
    } else if (key === "always") {
      transitionList(value, p, (t, index) => t.kind === "always" && at(t, index));
    } else if (key === "after" && ts.isObjectLiteralExpression(value)) {
      for (const entry of propertiesOf(value)) {
        const delay = propertyName(entry.name);
        if (delay === null) continue;
        transitionList(
          entry.initializer,
          entry,
          (t, index) =>
            t.kind === "after" && (t.delayName === delay || String(t.delayMs) === delay) && at(t, index),
        );
      }
    } else if (key === "onDone") {
      transitionList(value, p, (t, index) => t.kind === "stateDone" && at(t, index));
    } else if (key === "invoke") {
      const invokes = ts.isArrayLiteralExpression(value) ? value.elements : [value];
      for (const invoke of invokes) {
        if (!ts.isObjectLiteralExpression(invoke)) continue;
        const src = stringLiteral(property(invoke, "src")?.initializer);
        const id = stringLiteral(property(invoke, "id")?.initializer);
        const ofThis = (t: ChartTransition) =>
          id !== null ? t.invoke === id : src !== null ? t.trigger.endsWith(`(${src})`) : true;
        for (const [outcome, kind] of [
          ["onDone", "invokeDone"],
          ["onError", "invokeError"],
          ["onSnapshot", "invokeSnapshot"],
        ] as const) {
          const handler = property(invoke, outcome);
          if (handler === undefined) continue;
          transitionList(
            handler.initializer,
            handler,
            (t, index) => t.kind === kind && ofThis(t) && at(t, index),
          );
        }
      }
    }
  }
  return anchors;
};

const IMPL_ROLES = { guards: "guard", actions: "action", actors: "actor", delays: "delay" } as const;

const implAnchors = (setup: ts.ObjectLiteralExpression): Anchor[] =>
  propertiesOf(setup).flatMap((p) => {
    const key = propertyName(p.name);
    if (key === null || !Object.hasOwn(IMPL_ROLES, key) || !ts.isObjectLiteralExpression(p.initializer))
      return [];
    const role = IMPL_ROLES[key as keyof typeof IMPL_ROLES];
    return p.initializer.properties.flatMap((impl) => {
      const name = impl.name === undefined ? null : propertyName(impl.name);
      return name === null
        ? []
        : [{ start: impl.pos, end: impl.end, target: { kind: "impl", role, name } as const }];
    });
  });

const samePath = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** Names a guard text uses (`and(isReady, not(isBusy))` uses isReady and isBusy). */
const namesIn = (text: string): readonly string[] => text.match(/[A-Za-z_$][\w$]*/g) ?? [];

/**
 * The spec refs of `model`'s machine in `source` (the text of `file`), placed on its states and
 * transitions; null when the file holds no `createMachine` with the machine's id.
 */
export const machineSpecRefs = (model: ChartModel, file: string, source: string): MachineSpecRefs | null => {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = findMachine(sf, model.id);
  if (found === null) return null;
  const anchors = [
    ...stateAnchors(found.config, [], found.config, sf),
    ...(found.setup === null ? [] : implAnchors(found.setup)),
  ];
  const text = sf.getFullText();
  const machine: SpecRef[] = [];
  const byState = new Map<string, SpecRef[]>();
  const byTransition = new Map<string, SpecRef[]>();
  const byImpl = new Map<string, SpecRef[]>();
  const push = <K>(map: Map<K, SpecRef[]>, key: K, refs: readonly SpecRef[]) => {
    if (refs.length === 0) return;
    map.set(key, [...(map.get(key) ?? []), ...refs]);
  };
  const stateOf = (path: readonly string[]): ChartState | undefined =>
    model.states.find((s) => samePath(s.path, path));

  for (const comment of commentsOf(sf)) {
    const cited = refsInComment(comment.text);
    if (cited.length === 0) continue;
    const line = sf.getLineAndCharacterOfPosition(comment.pos).line + 1;
    const point = attributionPoint(text, comment.pos);
    // The innermost anchor holding the comment.
    let best: Anchor | null = null;
    for (const a of anchors) {
      if (point >= a.start && point < a.end && (best === null || a.end - a.start <= best.end - best.start)) {
        best = a;
      }
    }
    const refs = cited.map((c) => ({ ...c, line, via: "direct" }));
    if (best === null) {
      machine.push(...refs);
      continue;
    }
    const target = best.target;
    if (target.kind === "impl") {
      push(byImpl, `${target.role} ${target.name}`, refs);
      continue;
    }
    const state = stateOf(target.path);
    if (state === undefined) {
      machine.push(...refs);
      continue;
    }
    if (target.kind === "state") {
      push(byState, state.id, refs);
      continue;
    }
    for (const t of model.transitions) {
      if (t.source === state.id && target.match(t)) push(byTransition, t.id, refs);
    }
  }

  // What a guard, action, actor or delay cites reaches everything that uses it.
  const viaImpl = (role: string, name: string): readonly SpecRef[] =>
    (byImpl.get(`${role} ${name}`) ?? []).map((r) => ({ ...r, via: `${role} ${name}` }));
  for (const t of model.transitions) {
    const used = [
      ...(t.guard === null ? [] : namesIn(t.guard).flatMap((n) => viaImpl("guard", n))),
      ...t.actions.flatMap((a) => viaImpl("action", a.name)),
      ...(t.delayName === null ? [] : viaImpl("delay", t.delayName)),
    ];
    push(byTransition, t.id, used);
  }
  for (const s of model.states) {
    const used = [
      ...[...s.entry, ...s.exit].flatMap((a) => viaImpl("action", a.name)),
      ...s.invokes.flatMap((i) => viaImpl("actor", i.src)),
    ];
    push(byState, s.id, used);
  }

  const sortMap = (map: Map<string, SpecRef[]>) =>
    new Map([...map].map(([k, refs]) => [k, sortedRefs(refs)] as const));
  return {
    file,
    machine: sortedRefs(machine),
    states: sortMap(byState),
    transitions: sortMap(byTransition),
  };
};
