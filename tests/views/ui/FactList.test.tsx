// @vitest-environment happy-dom
/**
 * The list of facts (a tracked order's number, type and status, spec §2.3 '/track-order'): a
 * description list whose terms and values stay in pairs, named as its caller names it.
 */
import { FactList } from "@views/ui/FactList";
import { describe, expect, it } from "vitest";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("FactList", () => {
  it("is a description list of term and value pairs, named and marked as its caller says", () => {
    root.render(
      <FactList aria-label="Flight Details" data-testid="facts">
        <dt>PNR</dt>
        <dd>AB12CD</dd>
        <dt>Route</dt>
        <dd>DEL → BOM</dd>
      </FactList>,
    );
    const list = root.container().querySelector('[data-testid="facts"]');
    if (list === null) throw new Error("no list");
    expect(list.tagName).toBe("DL");
    expect(accessibleName(list)).toBe("Flight Details");
    expect(Array.from(list.children, (child) => `${child.tagName}:${child.textContent}`)).toEqual([
      "DT:PNR",
      "DD:AB12CD",
      "DT:Route",
      "DD:DEL → BOM",
    ]);
    expect(list.className).not.toBe("");
  });
});
