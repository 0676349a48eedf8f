/**
 * A drop-down of a known list of values (the sort orders of a results page): each value an
 * option in its words, and a change hands back the value picked, typed as the list's, never a
 * text outside it. Its name comes from its caller (a `Field`, or a label around it).
 */
import type { SelectHTMLAttributes } from "react";

export type ValueSelectProps<Value extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange" | "children"
> & {
  readonly values: ReadonlyArray<Value>;
  readonly value: Value;
  /** A value's words, in the interface language. */
  readonly label: (value: Value) => string;
  readonly onChange: (value: Value) => void;
};

export const ValueSelect = <Value extends string>({
  values,
  value,
  label,
  onChange,
  ...rest
}: ValueSelectProps<Value>) => (
  <select
    {...rest}
    value={value}
    onChange={(event) => {
      const chosen = values.find((v) => v === event.target.value);
      if (chosen !== undefined) onChange(chosen);
    }}
  >
    {values.map((v) => (
      <option key={v} value={v}>
        {label(v)}
      </option>
    ))}
  </select>
);
