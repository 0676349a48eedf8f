// @vitest-environment happy-dom
/**
 * The chip (the header's country selector and account button, the country picker's countries,
 * spec §2.4, §2.7): a button named by its text, whose open and current states reach assistive
 * technology.
 */
import { Chip } from "@views/ui/Chip";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

describe("Chip", () => {
  it("is a button named by its text that says which choice is current and whether its list is open", () => {
    const picked: string[] = [];
    root.render(
      <ul aria-label="Countries">
        <li>
          <Chip type="button" aria-current="true" onClick={() => picked.push("India")}>
            India
          </Chip>
        </li>
        <li>
          <Chip type="button" onClick={() => picked.push("Singapore")}>
            Singapore
          </Chip>
        </li>
        <li>
          <Chip type="button" aria-haspopup="dialog" aria-expanded={false}>
            IN India
          </Chip>
        </li>
      </ul>,
    );
    const india = getByRole(root.container(), "button", "India");
    expect(india.getAttribute("aria-current")).toBe("true");
    const singapore = getByRole(root.container(), "button", "Singapore");
    expect(singapore.hasAttribute("aria-current")).toBe(false);
    expect(getByRole(root.container(), "button", "IN India").getAttribute("aria-expanded")).toBe("false");

    act(() => singapore.click());
    expect(picked).toEqual(["Singapore"]);
  });
});
