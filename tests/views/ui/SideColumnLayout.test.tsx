// @vitest-environment happy-dom
/**
 * SideColumnLayout: a results page's filters in a 260 px column beside the results at 1280 px,
 * one column on a phone (spec §9 breakpoints: 991 px or less); the regions inside keep the names
 * their callers give them, in reading order (filters first).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SideColumnLayout } from "@views/ui/SideColumnLayout";
import { describe, expect, it } from "vitest";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("SideColumnLayout", () => {
  it("keeps the side column and the main content, named, in reading order", () => {
    root.render(
      <SideColumnLayout>
        <aside aria-label="Filters">Stops</aside>
        <section aria-label="Results">3 flights</section>
      </SideColumnLayout>,
    );
    const layout = root.container().firstElementChild;
    expect(layout?.tagName).toBe("DIV");
    expect(Array.from(layout?.children ?? [], accessibleName)).toEqual(["Filters", "Results"]);
  });

  // The style sheet is extracted at build time, so the columns are read from the rules.
  const sheet = readFileSync(join(import.meta.dirname, "../../../src/views/ui/SideColumnLayout.ts"), "utf8");

  it("is a 260 px column beside the content, and one column at 991 px or less", () => {
    expect(/^ {2}grid-template-columns: 260px minmax\(0, 1fr\);$/m.test(sheet)).toBe(true);
    expect(/@media \(max-width: 991px\) \{\s*grid-template-columns: minmax\(0, 1fr\);\s*\}/.test(sheet)).toBe(
      true,
    );
  });
});
