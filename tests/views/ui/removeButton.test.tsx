// @vitest-environment happy-dom
/**
 * RemoveButton, the quiet 'Remove' of a cart line and of an applied reward code (spec §4 'Cart
 * actions', §5 'Reward code'): named by its caller's label, pressed like any button, and resting
 * either `disabled` (out of the tab order) or `aria-disabled` (still focusable).
 */
import { RemoveButton } from "@views/ui/RemoveButton";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

describe("RemoveButton", () => {
  it("is a button named by its label, and a press reaches its handler", () => {
    let presses = 0;
    root.render(
      <RemoveButton
        type="button"
        aria-label="Remove reward code SAVE10"
        onClick={() => {
          presses += 1;
        }}
      >
        Remove
      </RemoveButton>,
    );
    const button = getByRole(container(), "button", "Remove reward code SAVE10");
    expect(button.textContent).toBe("Remove");
    act(() => button.click());
    expect(presses).toBe(1);
  });

  it("rests disabled, or aria-disabled and still in the tab order", () => {
    root.render(
      <>
        <RemoveButton type="button" aria-label="Remove reward code SAVE10" disabled>
          Remove
        </RemoveButton>
        <RemoveButton type="button" aria-label="Remove Amazon Gift Card from the cart" aria-disabled>
          Remove
        </RemoveButton>
      </>,
    );
    const code = getByRole(container(), "button", "Remove reward code SAVE10");
    expect(code.hasAttribute("disabled")).toBe(true);
    const line = getByRole(container(), "button", "Remove Amazon Gift Card from the cart");
    expect(line.hasAttribute("disabled")).toBe(false);
    expect(line.getAttribute("aria-disabled")).toBe("true");
  });
});
