// @vitest-environment happy-dom
/**
 * ToggleChip: the experience booking's days and time slots (spec §2.3 experiences): a button
 * named by its text, its smaller line included ('10:00 4 seats left'), that says whether it is
 * picked and acts once per press; never a submit button inside the booking form.
 */
import { ToggleChip } from "@views/ui/ToggleChip";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("ToggleChip", () => {
  it("is a button named by its text that says whether it is picked", () => {
    root.render(
      <>
        <ToggleChip pressed data-date="2026-12-01">
          Tue 1 Dec<small>Only 1 left</small>
        </ToggleChip>
        <ToggleChip pressed={false}>Wed 2 Dec</ToggleChip>
      </>,
    );
    const picked = getByRole(root.container(), "button", "Tue 1 DecOnly 1 left");
    expect(picked.getAttribute("aria-pressed")).toBe("true");
    expect(picked.getAttribute("type")).toBe("button");
    expect(picked.dataset.date).toBe("2026-12-01");
    const other = getByRole(root.container(), "button", "Wed 2 Dec");
    expect(other.getAttribute("aria-pressed")).toBe("false");
  });

  it("acts once per press", () => {
    const pressed: Array<string> = [];
    root.render(
      <ToggleChip pressed={false} onClick={() => pressed.push("10:00")}>
        10:00
      </ToggleChip>,
    );
    act(() => getByRole(root.container(), "button", "10:00").click());
    expect(pressed).toEqual(["10:00"]);
  });
});
