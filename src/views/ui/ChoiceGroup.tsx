/**
 * A named group of choices, one under the other, each a box (or a round button) with its words
 * beside it in one label: the filters beside a page's results ('Stars', 'Airlines'). With
 * checkboxes any number are on, a press turning one on or off; with `type="radio"` and a `name`,
 * one is. The caller keeps which are on.
 */
import { styled } from "@linaria/react";
import type { ReactNode } from "react";

export interface Choice<Value extends string | number> {
  readonly value: Value;
  readonly label: ReactNode;
}

export type ChoiceGroupProps<Value extends string | number> = {
  /** The group's name ('Stars'). */
  readonly legend: ReactNode;
  readonly choices: ReadonlyArray<Choice<Value>>;
} & (
  | {
      readonly type?: "checkbox";
      /** The choices that are on. */
      readonly on: ReadonlyArray<Value>;
      /** The choices on once a press has turned one on or off. */
      readonly onChange: (on: ReadonlyArray<Value>) => void;
    }
  | {
      readonly type: "radio";
      /** The radio buttons' shared name. */
      readonly name: string;
      readonly on: Value;
      readonly onChange: (on: Value) => void;
    }
);

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

/** Whether `value` is on, and what pressing it does. */
const stateOf = <Value extends string | number>(props: ChoiceGroupProps<Value>, value: Value) => {
  if (props.type === "radio") return { on: props.on === value, press: () => props.onChange(value) };
  const on = props.on.includes(value);
  return {
    on,
    press: () => props.onChange(on ? props.on.filter((v) => v !== value) : [...props.on, value]),
  };
};

export const ChoiceGroup = <Value extends string | number>(props: ChoiceGroupProps<Value>) => (
  <Group>
    <legend>{props.legend}</legend>
    {props.choices.map(({ value, label }) => {
      const { on, press } = stateOf(props, value);
      return (
        <label key={value}>
          <input
            type={props.type ?? "checkbox"}
            name={props.type === "radio" ? props.name : undefined}
            checked={on}
            onChange={press}
          />
          {label}
        </label>
      );
    })}
  </Group>
);
