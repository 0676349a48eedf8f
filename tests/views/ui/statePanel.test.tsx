// @vitest-environment happy-dom
/**
 * StatePanel, a page's body while it is a state (the cart's and the checkout's loading and empty
 * states, spec §2.3): it keeps the role, the name and the test id its caller gives it, and holds
 * the heading, the line and the next steps in the order given.
 */
import { Spinner } from "@views/ui/Spinner";
import { StatePanel } from "@views/ui/StatePanel";
import { describe, expect, it } from "vitest";
import { accessibleName, getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("StatePanel", () => {
  it("while loading is a polite status with a decorative spinner and its line", () => {
    root.render(
      <StatePanel role="status" aria-live="polite" data-testid="checkout-loading">
        <Spinner />
        <p>Loading your checkout…</p>
      </StatePanel>,
    );
    const panel = getByRole(container(), "status", "Loading your checkout…");
    expect(panel.dataset.testid).toBe("checkout-loading");
    expect(panel.getAttribute("aria-live")).toBe("polite");
    expect(panel.textContent).toBe("Loading your checkout…");
    expect(panel.querySelector('[data-testid="spinner"]')?.getAttribute("aria-hidden")).toBe("true");
  });

  it("when empty says so under an h2 and offers the next steps as a named list of links", () => {
    root.render(
      <StatePanel data-testid="checkout-empty">
        <h2>Your cart is empty</h2>
        <p>Add a gift card to your cart to check out.</p>
        <nav aria-label="Your cart is empty">
          <a href="/cart">Go to Cart</a>
          <a href="/vouchers">Browse Gift Cards</a>
        </nav>
      </StatePanel>,
    );
    const panel = container().querySelector('[data-testid="checkout-empty"]');
    expect(panel?.getAttribute("role")).toBeNull();
    expect(panel?.querySelector("h2")?.textContent).toBe("Your cart is empty");
    const nav = getByRole(container(), "navigation", "Your cart is empty");
    expect(Array.from(nav.querySelectorAll("a"), accessibleName)).toEqual([
      "Go to Cart",
      "Browse Gift Cards",
    ]);
  });
});
