// @vitest-environment happy-dom
/**
 * The error toast (spec §8: a request that did not go through is said apart from the form, and
 * closes with its close button): an alert with the catalogue's text and a named close button.
 */
import { ErrorToast } from "@views/ui/ErrorToast";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getByRole, roleOf } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();
const TOO_MANY = "Too many attempts. Please try again after some time.";

describe("ErrorToast", () => {
  it("is an alert saying the failure, with a close button named in the interface language", () => {
    let closed = 0;
    root.render(
      <ErrorToast
        closeLabel="Close"
        onClose={() => {
          closed++;
        }}
      >
        {TOO_MANY}
      </ErrorToast>,
    );
    const toast = container().firstElementChild;
    if (!(toast instanceof HTMLElement)) throw new Error("no toast");
    expect(roleOf(toast)).toBe("alert");
    expect(toast.textContent).toBe(`${TOO_MANY}×`);
    expect(toast.hasAttribute("data-floating")).toBe(false);
    const close = getByRole(container(), "button", "Close");
    expect(close.getAttribute("type")).toBe("button");
    expect(close.querySelector('[aria-hidden="true"]')?.textContent).toBe("×");
    act(() => close.click());
    expect(closed).toBe(1);
  });

  it("floats at the bottom of the screen when asked to", () => {
    root.render(
      <ErrorToast floating closeLabel="Cerrar" onClose={() => {}}>
        {TOO_MANY}
      </ErrorToast>,
    );
    const toast = container().firstElementChild;
    expect(toast?.getAttribute("data-floating")).toBe("true");
    expect(getByRole(container(), "button", "Cerrar").textContent).toBe("×");
  });
});
