// @vitest-environment happy-dom
/**
 * StickyAside, the side column of the cart and the checkout (spec §2.3): a complementary landmark
 * named by its heading, that stays below the header while the page scrolls.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { StickyAside } from "@views/ui/StickyAside";
import { describe, expect, it } from "vitest";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("StickyAside", () => {
  it("is an aside named by its heading, holding what its caller puts in it", () => {
    root.render(
      <StickyAside aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Order Summary</h2>
        <a href="/marketplace/checkout">Proceed to Checkout</a>
      </StickyAside>,
    );
    // An aside is a complementary landmark; the DOM helper knows roles by tag for a few tags only.
    const aside = container().querySelector("aside");
    expect(aside === null ? "" : accessibleName(aside)).toBe("Order Summary");
    expect(aside?.querySelector("a")?.textContent).toBe("Proceed to Checkout");
  });

  it("stays 16 px below the header while the page scrolls", () => {
    // The style sheet is extracted at build time, so the rule is read from its own file.
    const sheet = readFileSync(join(import.meta.dirname, "../../../src/views/ui/StickyAside.ts"), "utf8");
    expect(sheet).toMatch(/position: sticky;\s*top: calc\(var\(--header-height\) \+ 16px\);/);
  });
});
