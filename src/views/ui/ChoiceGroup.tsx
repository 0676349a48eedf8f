/**
 * A named group of choices, one under the other, each a box (or a round button) with its words
 * beside it in one label: the filters beside a page's results ('Stars', 'Airlines'). With
 * checkboxes any number are on; with `type="radio"` and a `name`, one is. Which are on and what a
 * press does are the caller's.
 */
import { styled } from "@linaria/react";
import type { ReactNode } from "react";

export interface Choice<Value extends string | number> {
  readonly value: Value;
  readonly label: ReactNode;
}

export interface ChoiceGroupProps<Value extends string | number> {
  /** The group's name ('Stars'). */
  readonly legend: ReactNode;
  readonly choices: ReadonlyArray<Choice<Value>>;
  readonly isOn: (value: Value) => boolean;
  /** The choice pressed: a checkbox turns it on or off, a radio button picks it. */
  readonly onChoose: (value: Value) => void;
  readonly type?: "checkbox" | "radio";
  /** The radio buttons' shared name. */
  readonly name?: string;
}

const Group = styled.fieldset`
  display: grid;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 4px;
    padding: 0;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
    font-size: 14px;
  }
`;

export const ChoiceGroup = <Value extends string | number>({
  legend,
  choices,
  isOn,
  onChoose,
  type = "checkbox",
  name,
}: ChoiceGroupProps<Value>) => (
  <Group>
    <legend>{legend}</legend>
    {choices.map((choice) => (
      <label key={choice.value}>
        <input type={type} name={name} checked={isOn(choice.value)} onChange={() => onChoose(choice.value)} />
        {choice.label}
      </label>
    ))}
  </Group>
);
