// @vitest-environment happy-dom
/**
 * The cart line's pieces that the cart and the checkout's summary share (spec §5 'Cart'): the
 * options after the name, found by their test id and absent when the line has none, and the price
 * before a discount, struck through and introduced to a screen reader.
 */
import { LineOptions, OriginalPrice } from "@views/cart/lineParts";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("LineOptions", () => {
  it.each([
    { options: "25 USD", heading: "Amazon Gift Card 25 USD", part: " 25 USD" },
    { options: "", heading: "Amazon Gift Card", part: undefined },
  ])("after the name, options '$options' read '$heading'", ({ options, heading, part }) => {
    root.render(
      <h3>
        Amazon Gift Card
        <LineOptions options={options} testId="cart-line-options" />
      </h3>,
    );
    expect(container().querySelector("h3")?.textContent).toBe(heading);
    expect(container().querySelector('[data-testid="cart-line-options"]')?.textContent).toBe(part);
  });
});

describe("OriginalPrice", () => {
  it("strikes the price through after a label that only a screen reader reads", () => {
    root.render(<OriginalPrice label="Original price" price="₹499.00" />);
    const struck = container().querySelector('s[data-part="original"]');
    expect(struck?.textContent).toBe("Original price ₹499.00");
    const label = struck?.querySelector("span");
    expect(label?.textContent).toBe("Original price ");
    expect(label?.className).not.toBe("");
  });
});
