// @vitest-environment happy-dom
/**
 * ValueSelect: a results page's 'Sort by' (spec §2.3 hotels and flights results): named by its
 * caller's label, one option per known value in its words, the value shown selected, and a change
 * hands back the value picked.
 */
import { ValueSelect } from "@views/ui/ValueSelect";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { getByRole } from "../../support/a11y";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const SORTS = ["price", "duration", "departure"] as const;
const WORDS = { price: "Lowest price", duration: "Shortest", departure: "Earliest departure" } as const;

const render = (picked: Array<string>) =>
  root.render(
    <>
      <label htmlFor="sort">Sort by</label>
      <ValueSelect
        id="sort"
        role="combobox"
        values={SORTS}
        value="duration"
        label={(s) => WORDS[s]}
        onChange={(s) => picked.push(s)}
      />
    </>,
  );

describe("ValueSelect", () => {
  it("is named by its label, with an option per value in its words and the value selected", () => {
    render([]);
    const select = getByRole(root.container(), "combobox", "Sort by");
    if (!(select instanceof HTMLSelectElement)) throw new Error("not a select");
    expect(Array.from(select.querySelectorAll("option"), (o) => [o.value, o.textContent])).toEqual([
      ["price", "Lowest price"],
      ["duration", "Shortest"],
      ["departure", "Earliest departure"],
    ]);
    expect(select.value).toBe("duration");
  });

  it("hands back the value picked", () => {
    const picked: Array<string> = [];
    render(picked);
    const select = root.container().querySelector("select");
    if (select === null) throw new Error("no select");
    act(() => {
      select.value = "departure";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(picked).toEqual(["departure"]);
  });
});
