// @vitest-environment happy-dom
/**
 * SelectOptions, the options of the delivery address's state and city and of the recharge's
 * country, operator and circle (spec §5, §2.3): an empty first option asks for a choice only when
 * a placeholder is given; every choice keeps its value and its name, in the order given.
 */
import { SelectOptions } from "@views/ui/SelectOptions";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

const optionsShown = () =>
  Array.from(root.container().querySelectorAll("option"), (option) => [option.value, option.textContent]);

describe("SelectOptions", () => {
  it.each([
    {
      placeholder: "Choose a state",
      shown: [
        ["", "Choose a state"],
        ["12", "Karnataka"],
        ["21", "Maharashtra"],
      ],
    },
    {
      placeholder: undefined,
      shown: [
        ["12", "Karnataka"],
        ["21", "Maharashtra"],
      ],
    },
  ])("with the placeholder '$placeholder' lists $shown.length options", ({ placeholder, shown }) => {
    root.render(
      <select aria-label="State" defaultValue="">
        <SelectOptions
          placeholder={placeholder}
          options={[
            { value: "12", name: "Karnataka" },
            { value: 21, name: "Maharashtra" },
          ]}
        />
      </select>,
    );
    expect(optionsShown()).toEqual(shown);
  });
});
