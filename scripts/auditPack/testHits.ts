/**
 * Which tests assert each row of the error catalogue: the tests (`it`/`test` blocks of tests/,
 * property-tests/ and e2e/) whose title names the row's situation, or whose body holds the row's
 * text (a catalogue text, log line or shown value, or its `Texts.<key>`) or its typed error;
 * for the rows that differ only by call (HTTP 429), the body must also name one of the row's
 * calls. Found with the TypeScript parser, so each hit names its test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { LogTexts, Texts } from "@errors";
import ts from "typescript";
import type { CatalogueRow } from "./catalogueRows";

export interface TestBlock {
  /** Relative to the repository, with `/`. */
  readonly file: string;
  readonly line: number;
  readonly title: string;
  readonly body: string;
}

export type HitReason = "title" | "text" | "error";

export interface TestHit {
  readonly file: string;
  readonly line: number;
  readonly title: string;
  readonly reasons: readonly HitReason[];
}

export const TEST_DIRS = ["tests", "property-tests", "e2e"] as const;

const NOT_TESTS = new Set([
  "describe",
  "step",
  "skip",
  "todo",
  "extend",
  "use",
  "beforeEach",
  "afterEach",
  "beforeAll",
  "afterAll",
  "setTimeout",
  "info",
  "slow",
  "fixme",
]);

/** `it`, `test`, `it.each(...)`, `it.prop(...)`, `test.only`...: the root name and the names on the way. */
const calleeNames = (expression: ts.Expression): { root: string | null; names: readonly string[] } => {
  const names: string[] = [];
  let node: ts.Expression = expression;
  for (;;) {
    if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isPropertyAccessExpression(node)) {
      names.push(node.name.text);
      node = node.expression;
    } else break;
  }
  return { root: ts.isIdentifier(node) ? node.text : null, names };
};

const titleOf = (node: ts.Expression | undefined, file: ts.SourceFile): string | null => {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(file).slice(1, -1);
  return null;
};

/** The test blocks of one file. */
export const testBlocks = (file: string, source: string): readonly TestBlock[] => {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const blocks: TestBlock[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const { root, names } = calleeNames(node.expression);
      const title = titleOf(node.arguments[0], sf);
      if ((root === "it" || root === "test") && title !== null && !names.some((n) => NOT_TESTS.has(n))) {
        blocks.push({
          file,
          line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
          title,
          body: node.getText(sf),
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return blocks;
};

const sourceFiles = (dir: string): readonly string[] => {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
    })
    .sort();
};

/** Every test block under the test folders of `repo`, by file and line. */
export const allTestBlocks = (repo: string): readonly TestBlock[] =>
  TEST_DIRS.flatMap((dir) => {
    const root = join(repo, dir);
    let files: readonly string[];
    try {
      files = sourceFiles(root);
    } catch {
      return [];
    }
    return files.flatMap((path) =>
      testBlocks(relative(repo, path).split("\\").join("/"), readFileSync(path, "utf8")),
    );
  });

/**
 * What a test must hold to assert a text: the text itself or, for a text with placeholders
 * (`{email}`), its longest part without them.
 */
const textNeedle = (text: string): string =>
  text
    .split(/\{[^}]*\}/)
    .reduce((longest, part) => (part.trim().length > longest.trim().length ? part : longest), "")
    .trim();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The tests that assert `row`: the strongest evidence first, then by file and line. */
export const rowHits = (row: CatalogueRow, blocks: readonly TestBlock[]): readonly TestHit[] => {
  const needles = [
    ...row.texts.flatMap((key) => [textNeedle(Texts[key]), `Texts.${key}`]),
    ...row.logs.flatMap((key) => [LogTexts[key], `LogTexts.${key}`]),
    ...row.literals,
  ].filter((n) => n.length > 0);
  const tagPatterns = row.tags.map((tag) => new RegExp(`\\b${escapeRegExp(tag)}\\b`));
  const situation = row.situation.toLowerCase();
  const hits: TestHit[] = [];
  for (const block of blocks) {
    const reasons: HitReason[] = [];
    const namesCall = row.operations.length === 0 || row.operations.some((op) => block.body.includes(op));
    if (block.title.toLowerCase().includes(situation)) reasons.push("title");
    if (namesCall && needles.some((n) => block.body.includes(n))) reasons.push("text");
    if (namesCall && tagPatterns.some((p) => p.test(block.body))) reasons.push("error");
    if (reasons.length > 0) hits.push({ file: block.file, line: block.line, title: block.title, reasons });
  }
  // The strongest evidence first: a test named after the row, then one holding its text.
  const strength = (h: TestHit): number =>
    (h.reasons.includes("title") ? 4 : 0) +
    (h.reasons.includes("text") ? 2 : 0) +
    (h.reasons.includes("error") ? 1 : 0);
  return hits.sort(
    (a, b) => strength(b) - strength(a) || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line),
  );
};
