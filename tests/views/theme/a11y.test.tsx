// @vitest-environment happy-dom
/**
 * A label hidden on a phone's screen only (991 px or less, spec §9): the visually hidden
 * declarations under the phone breakpoint, interpolated in the rule of each label a phone's row has
 * no room for. The label stays in its element's accessible name ('25,000.00 Points' of the points
 * pill, spec §2.4).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PointsPill } from "@views/layout/PointsPill";
import { visuallyHiddenOnPhone } from "@views/theme/a11y";
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
  it("holds the visually hidden declarations under the phone breakpoint, and nothing for wider screens", () => {
    const phone = /^\s*@media \(max-width: 991px\) \{([^}]*)\}\s*$/.exec(visuallyHiddenOnPhone)?.[1] ?? "";
    expect(declarations(phone)).toEqual([
      "position: absolute;",
      "width: 1px;",
      "height: 1px;",
      "padding: 0;",
      "margin: -1px;",
      "overflow: hidden;",
      "clip: rect(0 0 0 0);",
      "white-space: nowrap;",
      "border: 0;",
    ]);
  });

  it("is interpolated in the rule of the points pill's label, the account button's name and the categories' heading", () => {
    const labelRule = (file: string, selector: string) =>
      new RegExp(`\\n {2}${selector} \\{[^}]*\\$\\{visuallyHiddenOnPhone\\}\\n {2}\\}`).test(source(file));
    expect(labelRule("layout/PointsPill.tsx", "\\.points-label")).toBe(true);
    expect(labelRule("layout/ProfileMenu.tsx", "\\.name")).toBe(true);
    expect(labelRule("listing/parts.tsx", "h2")).toBe(true);
  });

  it("leaves the label in the points pill's accessible name", () => {
    root.render(<PointsPill href="/acme/reward-redemption" points={25000} label="Points" tooltip={null} />);
    const pill = root.container().querySelector('[data-testid="points-pill"]');
    expect(pill === null ? "" : accessibleName(pill)).toBe("25,000.00 Points");
    expect(pill?.querySelector(".points-label")?.textContent).toBe("Points");
  });
});
