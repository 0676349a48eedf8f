/** Small display helpers of the mobile-recharge and cash-out pages. */
import { formatMajor, formatPoints } from "@domain/money";
import { type ReactNode, useMemo } from "react";
import { useLanguage } from "../i18n";
import type { FlowRefs } from "../system";
import { Field } from "../ui/Field";
import { type SelectOption, SelectOptions } from "../ui/SelectOptions";

/**
 * The money and points texts of the mobile-recharge and cash-out pages in the site's language,
 * by the one money formatter (src/domain/money.ts): a major-unit amount in its currency, and
 * points to 2 decimals (spec §9), as the header's points pill shows them.
 */
export const useAmountTexts = (): {
  readonly priceText: (amount: number, currency: string) => string;
  readonly pointsText: (points: number) => string;
} => {
  const language = useLanguage();
  return useMemo(
    () => ({
      priceText: (amount: number, currency: string) => formatMajor(amount, currency, language),
      pointsText: (points: number) => formatPoints(points, language),
    }),
    [language],
  );
};

/** A whole number from the query string (`?category_id=`), or null when there is none. */
export const numberOrNull = (value: string | null | undefined): number | null =>
  value === null || value === undefined || !/^\d+$/.test(value) ? null : Number(value);

/** A field's refusal, said at once (role alert) as the field's error; none when it is accepted. */
const refusalOf = (message: string | null): ReactNode =>
  message === null ? undefined : <span role="alert">{message}</span>;

/**
 * A typed field of the recharge and cash-out forms: the shared Field around an input, with its
 * hint and its refusal.
 */
export const TextField = ({
  label,
  hint,
  error,
  name,
  value,
  inputMode = "text",
  autoComplete = "off",
  maxLength,
  onValue,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly error: string | null;
  readonly name: string;
  readonly value: string;
  readonly inputMode?: "numeric" | "decimal" | "text";
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly onValue: (value: string) => void;
}) => (
  <Field label={label} hint={hint} error={refusalOf(error)}>
    {(control) => (
      <input
        {...control}
        name={name}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        onChange={(event) => onValue(event.target.value)}
      />
    )}
  </Field>
);

/** A choice of an id (a country, an operator, a circle), or of none while the placeholder shows. */
export const ChoiceField = ({
  label,
  hint,
  error,
  value,
  placeholder,
  options,
  onChoose,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly error: string | null;
  readonly value: number | null;
  readonly placeholder?: string;
  readonly options: readonly SelectOption[];
  readonly onChoose: (id: number | null) => void;
}) => (
  <Field label={label} hint={hint} error={refusalOf(error)}>
    {(control) => (
      <select
        {...control}
        value={value ?? ""}
        onChange={(event) => onChoose(event.target.value === "" ? null : Number(event.target.value))}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    )}
  </Field>
);

/** What both mobile-recharge pages receive: the site's link prefix, the query and the "topup" flow. */
export interface TopupPageProps {
  readonly sitePrefix: string;
  readonly query: Readonly<Record<string, string>>;
  readonly flow: FlowRefs["topup"];
}
