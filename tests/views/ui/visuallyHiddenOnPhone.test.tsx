// @vitest-environment happy-dom
/**
 * A label hidden on a phone's screen only (991 px or less, spec §9): it stays in its element's
 * accessible name ('25,000.00 Points' of the points pill, spec §2.4) and leaves the screen only
 * under the phone breakpoint, as the theme's visually hidden block does everywhere.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { visuallyHiddenOnPhone } from "@views/ui/visuallyHiddenOnPhone";
import { describe, expect, it } from "vitest";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const source = (file: string) => readFileSync(join(import.meta.dirname, "../../../src/views", file), "utf8");
/** The declarations of a style block, without the blank lines and the indentation. */
const declarations = (block: string) =>
  block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.endsWith(";"));

describe("visuallyHiddenOnPhone", () => {
  it("keeps the label in the accessible name of the link it sits in", () => {
    root.render(
      <a href="/acme/points">
        <span>25,000.00</span> <span className={visuallyHiddenOnPhone}>Points</span>
      </a>,
    );
    const pill = root.container().querySelector("a");
    expect(pill === null ? "" : accessibleName(pill)).toBe("25,000.00 Points");
    expect(pill?.querySelector(`.${visuallyHiddenOnPhone}`)?.textContent).toBe("Points");
  });

  it("hides only under the phone breakpoint, with the theme's visually hidden declarations", () => {
    const sheet = source("ui/visuallyHiddenOnPhone.ts");
    const phone = /@media \(max-width: 991px\) \{([^}]*)\}/.exec(sheet)?.[1] ?? "";
    const everywhere = /css`([^`]*)`/.exec(source("theme/a11y.ts"))?.[1] ?? "";
    expect(declarations(phone)).toEqual(declarations(everywhere));
    expect(declarations(phone)).toContain("clip: rect(0 0 0 0);");
    // Nothing outside the phone block: wider screens show the label.
    expect(sheet.replace(/@media \(max-width: 991px\) \{[^}]*\}/, "")).not.toMatch(/position: absolute;/);
  });
});
