// @vitest-environment happy-dom
/**
 * A page's next step drawn as the storefront's button (the payment pages' 'Continue shopping',
 * 'View orders' and 'Back to cart', the empty cart's and checkout's 'Browse gift cards'): a link
 * named by its text; a click moves within the storefront without reloading it.
 */
import { act } from "react";
import { describe, expect, it } from "vitest";
import { LinkButton } from "../../../src/views/ui";
import { accessibleName } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("LinkButton", () => {
  it("is a link named by its text, in the primary or secondary look, that routes in place", () => {
    root.render(
      <>
        <LinkButton href="/marketplace">Continue shopping</LinkButton>
        <LinkButton href="/marketplace/orders" variant="secondary">
          View orders
        </LinkButton>
      </>,
    );
    // An <a href> is a link named by its text.
    const [home, orders] = Array.from(root.container().querySelectorAll("a[href]"));
    if (home === undefined || orders === undefined) throw new Error("expected two links");
    expect(accessibleName(home)).toBe("Continue shopping");
    expect(accessibleName(orders)).toBe("View orders");
    expect(home.getAttribute("href")).toBe("/marketplace");
    expect(home.getAttribute("data-variant")).toBe("primary");
    expect(orders.getAttribute("href")).toBe("/marketplace/orders");
    expect(orders.getAttribute("data-variant")).toBe("secondary");

    // The storefront's router takes the click (no page load) and moves to the link's path.
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => orders.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe("/marketplace/orders");
  });
});
