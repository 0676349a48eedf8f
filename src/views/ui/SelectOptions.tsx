/**
 * The options of a select: first, when `placeholder` is given, an empty one that asks for a
 * choice ('Choose the operator'), then one per choice with its value and its shown name.
 */
export interface SelectOption {
  readonly value: string | number;
  readonly name: string;
}

export const SelectOptions = ({
  placeholder,
  options,
}: {
  readonly placeholder?: string;
  readonly options: readonly SelectOption[];
}) => (
  <>
    {placeholder !== undefined && <option value="">{placeholder}</option>}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.name}
      </option>
    ))}
  </>
);
