// @vitest-environment happy-dom
/**
 * The side column of the cart and the checkout (spec §2.3): StickyAside is a complementary
 * landmark named by its heading, and its heading can leave the screen on a phone only
 * (`visuallyHiddenOnPhone`) and still name it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { StickyAside } from "@views/ui/StickyAside";
import { visuallyHiddenOnPhone } from "@views/ui/visuallyHiddenOnPhone";
import { describe, expect, it } from "vitest";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("StickyAside", () => {
  it("is a complementary landmark named by its heading, even when the heading is hidden on a phone", () => {
    root.render(
      <StickyAside aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className={visuallyHiddenOnPhone}>
          Order Summary
        </h2>
        <a href="/marketplace/checkout">Proceed to Checkout</a>
      </StickyAside>,
    );
    // An aside is a complementary landmark; the DOM helper knows roles by tag for a few tags only.
    const aside = container().querySelector("aside");
    expect(aside === null ? "" : accessibleName(aside)).toBe("Order Summary");
    expect(aside?.querySelector("h2")?.classList.contains(visuallyHiddenOnPhone)).toBe(true);
  });

  it("stays below the header while the page scrolls", () => {
    const sheet = readFileSync(join(import.meta.dirname, "../../../src/views/ui/StickyAside.ts"), "utf8");
    expect(sheet).toContain("position: sticky;");
    expect(sheet).toContain("top: calc(var(--header-height) + 16px);");
  });
});

describe("visuallyHiddenOnPhone", () => {
  // The style sheet is extracted at build time, so the rule is read from its own file.
  const sheet = readFileSync(
    join(import.meta.dirname, "../../../src/views/ui/visuallyHiddenOnPhone.ts"),
    "utf8",
  );

  it("hides only below 992 px, and keeps the element in the accessibility tree (no display: none)", () => {
    expect(sheet).toMatch(
      /@media \(max-width: 991px\) \{\s*position: absolute;\s*width: 1px;\s*height: 1px;/,
    );
    expect(sheet).toContain("clip: rect(0 0 0 0);");
    expect(sheet).not.toContain("display: none");
  });
});
