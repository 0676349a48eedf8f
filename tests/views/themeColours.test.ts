/**
 * Every colour of the views comes from the theme (`src/views/theme/`), whose custom properties a
 * client's branding overrides: a literal colour elsewhere (a hex code, rgb(), hsl(), a named
 * colour in a CSS declaration) would keep its own colour whatever the branding. The files listed
 * below still hold some; the list only shrinks. The developers' drawer (`devtools/`) is the one
 * deliberate exception: it is not part of the branded storefront and keeps its own dark palette.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const VIEWS = join(import.meta.dirname, "../../src/views");
const THEME = "theme/";

/** Files (relative to src/views/) that still hold literal colours, to be moved onto the theme's tokens. */
const STILL_LITERAL: ReadonlySet<string> = new Set([
  // Deliberately not client-branded: the developers' drawer keeps its own palette (devtools/styles.ts).
  "devtools/ChartsPanel.tsx",
  "devtools/styles.ts",
]);

const HEX = /#[0-9a-f]{3,8}\b/i;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
/** The CSS named colours a style sheet is likely to use (not `transparent` nor `currentColor`). */
const NAMED =
  /^\s*[a-z-]+\s*:[^;]*\b(?:white|black|red|green|blue|yellow|orange|purple|gray|grey|silver|maroon|navy|teal|olive|lime|aqua|fuchsia|pink|brown|gold|crimson|tomato|coral|salmon|indigo|violet|beige|ivory|khaki)\b[^;]*;/im;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The first literal colour of `text`, or null. */
const literalColour = (text: string): string | null =>
  text.match(HEX)?.[0] ?? text.match(FUNCTION)?.[0] ?? text.match(NAMED)?.[0].trim() ?? null;

const offenders = (): Map<string, string> =>
  new Map(
    sourceFiles(VIEWS)
      .map((path) => relative(VIEWS, path).split("\\").join("/"))
      .filter((file) => !file.startsWith(THEME))
      .flatMap((file): Array<[string, string]> => {
        const found = literalColour(readFileSync(join(VIEWS, file), "utf8"));
        return found === null ? [] : [[file, found]];
      }),
  );

describe("the views take their colours from the theme", () => {
  it("finds a hex code, an rgb()/hsl() and a named colour, and not a token or a fragment link", () => {
    expect(literalColour("border-color: #b45309;")).toBe("#b45309");
    expect(literalColour("background: rgb(15 23 42 / 55%);")).toBe("rgb(");
    expect(literalColour("color: hsl(0 0% 100%);")).toBe("hsl(");
    expect(literalColour("  color: white;")).toBe("color: white;");
    expect(literalColour("color: var(--brand-primary-contrast); border-top-color: transparent;")).toBeNull();
    expect(literalColour('<a href="#main">Skip to content</a>')).toBeNull();
  });

  it("holds no literal colour outside the theme but in the files still listed", () => {
    expect([...offenders().keys()].filter((file) => !STILL_LITERAL.has(file)).sort()).toEqual([]);
  });

  it("lists only files that still hold one (a cleaned file leaves the list)", () => {
    const found = offenders();
    expect([...STILL_LITERAL].filter((file) => !found.has(file))).toEqual([]);
  });
});
