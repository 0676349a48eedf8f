// @vitest-environment happy-dom
/**
 * ChoiceGroup: the filters beside a page's results (spec §2.3 hotels 'Filters (highest total,
 * stars, area)', flights stops and 'Show prices in'): a group named by its legend, each choice a
 * box named by the words in its label; a press on a checkbox turns that choice on or off and
 * leaves the others, radio buttons share a name and say which one is picked.
 */
import { ChoiceGroup } from "@views/ui/ChoiceGroup";
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();
const container = () => root.container();

/** The input inside the label that reads `text`. */
const choice = (text: string): HTMLInputElement => {
  const label = Array.from(container().querySelectorAll("label")).find((l) => l.textContent === text);
  const input = label?.querySelector("input");
  if (!(input instanceof HTMLInputElement)) throw new Error(`no choice '${text}'`);
  return input;
};

const Stars = () => {
  const [on, setOn] = useState<ReadonlyArray<number>>([4]);
  return (
    <ChoiceGroup
      legend="Stars"
      choices={[5, 4, 3].map((n) => ({ value: n, label: `${n} stars` }))}
      on={on}
      onChange={setOn}
    />
  );
};

describe("ChoiceGroup", () => {
  it("is a group named by its legend, each choice named by its label's words", () => {
    root.render(<Stars />);
    const group = container().querySelector("fieldset");
    expect(group?.querySelector("legend")?.textContent).toBe("Stars");
    expect(Array.from(container().querySelectorAll("label"), (l) => l.textContent)).toEqual([
      "5 stars",
      "4 stars",
      "3 stars",
    ]);
    expect(choice("5 stars").type).toBe("checkbox");
  });

  it("shows which choices are on, and a press turns one on or off without touching the others", () => {
    root.render(<Stars />);
    expect(choice("4 stars").checked).toBe(true);
    expect(choice("5 stars").checked).toBe(false);
    act(() => choice("5 stars").click());
    expect(choice("5 stars").checked).toBe(true);
    expect(choice("4 stars").checked).toBe(true);
    act(() => choice("4 stars").click());
    expect(choice("4 stars").checked).toBe(false);
    expect(choice("5 stars").checked).toBe(true);
  });

  it("as radio buttons shares one name and picks the one pressed", () => {
    const picked: Array<string> = [];
    root.render(
      <ChoiceGroup
        type="radio"
        name="price-in"
        legend="Show prices in"
        choices={[
          { value: "currency", label: "INR" },
          { value: "points", label: "Points" },
        ]}
        on="currency"
        onChange={(unit) => picked.push(unit)}
      />,
    );
    expect(choice("INR").type).toBe("radio");
    expect(choice("INR").name).toBe("price-in");
    expect(choice("Points").name).toBe("price-in");
    expect(choice("INR").checked).toBe(true);
    expect(choice("Points").checked).toBe(false);
    act(() => choice("Points").click());
    expect(picked).toEqual(["points"]);
  });
});
