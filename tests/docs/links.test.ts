/**
 * The README and the pages of docs/ name only commands and files that exist: every
 * `npm run <script>` is a script of package.json, and every relative link opens a file of the
 * repository (and, with an anchor, a heading of that file).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const pages: readonly string[] = [
  join(root, "README.md"),
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(root, "docs", name)),
];

const scripts: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(join(root, "package.json"), "utf8"),
).scripts;

/** The `npm run` scripts a page names. */
const scriptsNamed = (text: string): readonly string[] =>
  [...text.matchAll(/npm run ([\w:-]+)/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));

/** The relative link targets of a page (not web addresses, not anchors of the page itself). */
const relativeLinks = (text: string): readonly string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .flatMap((match) => (match[1] === undefined ? [] : [match[1]]))
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"));

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

const anchorsOf = (text: string): ReadonlySet<string> =>
  new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].flatMap((match) =>
      match[1] === undefined ? [] : [anchorOf(match[1])],
    ),
  );

describe("the README and docs/", () => {
  it("are read: the README and at least the demo data and reference API pages", () => {
    const names = pages.map((page) => relative(root, page));
    expect(names).toContain("README.md");
    expect(names).toContain(join("docs", "demo-data.md"));
    expect(names).toContain(join("docs", "reference-api.md"));
  });

  it.each(pages.map((page) => [relative(root, page), page]))(
    "%s names only scripts of package.json",
    (_, page) => {
      const missing = scriptsNamed(readFileSync(page, "utf8")).filter((name) => scripts[name] === undefined);
      expect(missing).toEqual([]);
    },
  );

  it.each(pages.map((page) => [relative(root, page), page]))(
    "%s links only to files and headings that exist",
    (_, page) => {
      const broken = relativeLinks(readFileSync(page, "utf8")).filter((target) => {
        const [path = "", anchor] = target.split("#");
        const file = resolve(dirname(page), decodeURIComponent(path));
        if (!existsSync(file)) return true;
        return (
          anchor !== undefined && file.endsWith(".md") && !anchorsOf(readFileSync(file, "utf8")).has(anchor)
        );
      });
      expect(broken).toEqual([]);
    },
  );
});

describe("the checks themselves", () => {
  it("find the scripts and relative links of a text", () => {
    const text =
      "Run `npm run size -- --budget` and npm run test:unit; see [a](docs/a.md#b-c), [b](https://x.example) and [c](#top).";
    expect(scriptsNamed(text)).toEqual(["size", "test:unit"]);
    expect(relativeLinks(text)).toEqual(["docs/a.md#b-c"]);
  });

  it("make a heading's anchor as GitHub does", () => {
    expect(anchorOf("Mail: the outbox")).toBe("mail-the-outbox");
    expect(anchorOf("A ticket's log")).toBe("a-tickets-log");
  });
});
