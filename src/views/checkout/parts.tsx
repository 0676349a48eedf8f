/**
 * The parts of the checkout page: the buyer's details, the balance switches, the reward-code
 * field with the applied codes, the live split, the Pay bar and the toast. Each part receives its
 * facts and callbacks from the page; none reads a flow itself.
 */

import type { CheckoutUser } from "@contract/orders";
import type { CheckoutUserField, CheckoutUserProblem } from "@domain/checkout";
import { REWARD_CODE_MAX_INPUT } from "@domain/checkout";
import type {
  AppliedCodeRow,
  BalanceOption,
  CheckoutUserProblems,
  PayButtonState,
  SplitRow,
  SplitView,
} from "@domain/checkoutView";
import type { Money } from "@domain/money";
import { type BalanceMethod, STORE_TOKEN } from "@domain/payment";
import type { KeyboardEvent } from "react";
import { fill } from "../i18n";
import { DockedBarSpace } from "../theme/DockedBarSpace";
import { Alert, Note } from "../ui";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { Form } from "../ui/Form";
import { RemoveButton } from "../ui/RemoveButton";
import type { checkoutMessages } from "./messages";
import { AppliedList, CodeForm, Fields, PayBar, SplitList, Switches, Toast } from "./styles";

export type CheckoutTexts = (typeof checkoutMessages)["en"];

/** Formats money in the page's language. */
export type MoneyText = (money: Money) => string;
/** Formats points to 2 decimals in the page's language. */
export type PointsText = (points: number) => string;

// ---------------------------------------------------------------------------------------------
// The buyer's details

interface FieldSpec {
  readonly field: CheckoutUserField;
  readonly label: keyof CheckoutTexts;
  readonly autoComplete: string;
  readonly type: "text" | "email" | "tel";
  readonly inputMode?: "text" | "email" | "tel" | "numeric";
}

const FIELD_SPECS: Readonly<Record<CheckoutUserField, FieldSpec>> = {
  firstname: { field: "firstname", label: "firstName", autoComplete: "given-name", type: "text" },
  lastname: { field: "lastname", label: "lastName", autoComplete: "family-name", type: "text" },
  email: { field: "email", label: "email", autoComplete: "email", type: "email", inputMode: "email" },
  phone_code: {
    field: "phone_code",
    label: "phoneCode",
    autoComplete: "tel-country-code",
    type: "tel",
    inputMode: "tel",
  },
  phone: { field: "phone", label: "phone", autoComplete: "tel-national", type: "tel", inputMode: "numeric" },
};

const problemText = (problem: CheckoutUserProblem, text: CheckoutTexts): string => {
  switch (problem) {
    case "required":
      return text.required;
    case "invalid-email":
      return text.invalidEmail;
    case "invalid-mobile":
      return text.invalidMobile;
    case "invalid-code":
      return text.invalidCode;
  }
};

/** The id of a details input (also its data-testid). */
export const fieldIdOf = (field: CheckoutUserField): string => `checkout-${field.replace("_", "-")}`;

interface DetailsFieldProps {
  readonly spec: FieldSpec;
  readonly value: string;
  readonly problem: CheckoutUserProblem | undefined;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly text: CheckoutTexts;
  readonly onChange: (field: CheckoutUserField, value: string) => void;
  readonly onBlur: (field: CheckoutUserField) => void;
  readonly inputRef: (field: CheckoutUserField, input: HTMLInputElement | null) => void;
}

const DetailsField = ({
  spec,
  value,
  problem,
  required,
  disabled,
  text,
  onChange,
  onBlur,
  inputRef,
}: DetailsFieldProps) => {
  const id = fieldIdOf(spec.field);
  return (
    <Field
      id={id}
      label={text[spec.label]}
      error={
        problem === undefined ? undefined : (
          <span data-testid={`${id}-error`}>{problemText(problem, text)}</span>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          ref={(input) => inputRef(spec.field, input)}
          data-testid={id}
          name={spec.field}
          type={spec.type}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          value={value}
          required={required}
          aria-required={required}
          disabled={disabled}
          onChange={(event) => onChange(spec.field, event.currentTarget.value)}
          onBlur={() => onBlur(spec.field)}
        />
      )}
    </Field>
  );
};

export interface DetailsFormProps {
  readonly user: CheckoutUser;
  /** The problems to show now. */
  readonly problems: CheckoutUserProblems;
  /** spec §3 menu disablePhoneNumberInCheckout: the phone fields are not asked for. */
  readonly hidePhone: boolean;
  readonly disabled: boolean;
  readonly text: CheckoutTexts;
  readonly onChange: (field: CheckoutUserField, value: string) => void;
  readonly onBlur: (field: CheckoutUserField) => void;
  readonly inputRef: (field: CheckoutUserField, input: HTMLInputElement | null) => void;
}

export const DetailsForm = ({
  user,
  problems,
  hidePhone,
  disabled,
  text,
  onChange,
  onBlur,
  inputRef,
}: DetailsFormProps) => {
  const field = (name: CheckoutUserField, required: boolean) => (
    <DetailsField
      spec={FIELD_SPECS[name]}
      value={user[name]}
      problem={problems[name]}
      required={required}
      disabled={disabled}
      text={text}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
    />
  );
  return (
    <Form
      noValidate
      aria-labelledby="checkout-details-title"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Fields>
        {field("firstname", true)}
        {field("lastname", false)}
        <div data-wide="true">{field("email", true)}</div>
        {(!hidePhone || problems.phone !== undefined || problems.phone_code !== undefined) && (
          <div data-phone="true">
            {field("phone_code", false)}
            {field("phone", false)}
          </div>
        )}
      </Fields>
    </Form>
  );
};

// ---------------------------------------------------------------------------------------------
// Balance switches

const methodName = (method: BalanceMethod, text: CheckoutTexts, pointsLabel: string): string => {
  switch (method) {
    case "points":
      return pointsLabel;
    case "gcb":
      return text.gcb;
    case STORE_TOKEN:
      return text.tokens;
  }
};

export interface BalanceSwitchesProps {
  readonly options: readonly BalanceOption[];
  readonly pointsLabel: string;
  readonly locked: boolean;
  readonly text: CheckoutTexts;
  readonly money: MoneyText;
  readonly points: PointsText;
  readonly onToggle: (method: BalanceMethod, on: boolean) => void;
}

export const BalanceSwitches = ({
  options,
  pointsLabel,
  locked,
  text,
  money,
  points,
  onToggle,
}: BalanceSwitchesProps) => (
  <section aria-labelledby="checkout-balances-title">
    <h3 id="checkout-balances-title">{text.balances}</h3>
    <Switches>
      {options.map((option) => {
        // A balance turned on can always be turned off again.
        const disabled = locked || (!option.enabled && !option.on);
        const balance =
          option.method === "points"
            ? fill(text.pointsAvailable, { points: points(option.points ?? 0), label: pointsLabel })
            : fill(text.available, {
                value: option.money === null ? money({ amount: 0, currency: "INR" }) : money(option.money),
              });
        return (
          <li key={option.method}>
            <label data-disabled={disabled}>
              <input
                type="checkbox"
                role="switch"
                data-testid={`balance-switch-${option.method}`}
                checked={option.on}
                aria-checked={option.on}
                disabled={disabled}
                onChange={(event) => onToggle(option.method, event.currentTarget.checked)}
              />
              <span data-part="name">{methodName(option.method, text, pointsLabel)}</span>
              <span data-part="balance">{balance}</span>
            </label>
          </li>
        );
      })}
    </Switches>
  </section>
);

// ---------------------------------------------------------------------------------------------
// Reward code

export interface RewardCodeProps {
  readonly input: string;
  readonly canApply: boolean;
  readonly applying: boolean;
  readonly locked: boolean;
  /** The catalogue text of the last refusal, or null. */
  readonly error: string | null;
  readonly applied: readonly AppliedCodeRow[];
  readonly text: CheckoutTexts;
  readonly money: MoneyText;
  readonly onInput: (typed: string) => void;
  readonly onApply: () => void;
  readonly onRemove: (index: number) => void;
}

export const RewardCode = ({
  input,
  canApply,
  applying,
  locked,
  error,
  applied,
  text,
  money,
  onInput,
  onApply,
  onRemove,
}: RewardCodeProps) => (
  <section aria-labelledby="checkout-code-label">
    <CodeForm
      noValidate
      aria-busy={applying}
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply && !locked) onApply();
      }}
    >
      <label id="checkout-code-label" htmlFor="checkout-reward-code">
        {text.rewardCode}
      </label>
      <div data-part="row">
        <input
          id="checkout-reward-code"
          data-testid="reward-code-input"
          name="rewardCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={REWARD_CODE_MAX_INPUT}
          placeholder={text.rewardCodePlaceholder}
          value={input}
          readOnly={applying || locked}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : "checkout-reward-code-error"}
          onChange={(event) => onInput(event.currentTarget.value)}
        />
        <Button type="submit" data-testid="reward-code-apply" busy={applying} disabled={!canApply || locked}>
          {applying ? text.applying : text.apply}
        </Button>
      </div>
      {error !== null && (
        <Note id="checkout-reward-code-error" tone="danger" live data-testid="reward-code-error">
          {error}
        </Note>
      )}
    </CodeForm>
    {applied.length > 0 && (
      <AppliedList aria-label={text.appliedCodes}>
        {applied.map((row) => (
          <li key={`${row.index}-${row.code}`} data-testid="applied-code" data-code={row.code}>
            <span data-part="code">{row.code}</span>
            {row.remaining !== null && (
              <span data-part="detail">{fill(text.codeRemaining, { value: money(row.remaining) })}</span>
            )}
            {row.paysNow !== null && (
              <span data-part="detail" data-testid="applied-code-pays">
                {fill(text.codePays, { value: money(row.paysNow) })}
              </span>
            )}
            <RemoveButton
              type="button"
              data-testid="applied-code-remove"
              aria-label={fill(text.removeCodeLabel, { code: row.code })}
              disabled={locked}
              onClick={() => onRemove(row.index)}
            >
              {text.removeCode}
            </RemoveButton>
          </li>
        ))}
      </AppliedList>
    )}
  </section>
);

// ---------------------------------------------------------------------------------------------
// The split

const rowLabel = (row: SplitRow, text: CheckoutTexts, pointsLabel: string): string => {
  switch (row.source.kind) {
    case "points":
      return pointsLabel;
    case "gcb":
      return text.gcb;
    case "tokens":
      return text.tokens;
    case "code":
      return fill(text.codeRow, { code: row.source.code });
  }
};

export interface SplitSummaryProps {
  readonly view: SplitView;
  readonly pointsLabel: string;
  readonly text: CheckoutTexts;
  readonly money: MoneyText;
  readonly points: PointsText;
}

export const SplitSummary = ({ view, pointsLabel, text, money, points }: SplitSummaryProps) => {
  if (view.kind === "unavailable") {
    return (
      <Alert data-testid="split-unavailable">
        {view.reason === "mixed-currencies" ? text.mixedCurrencies : text.invalidAmount}
      </Alert>
    );
  }
  const total = view.total;
  return (
    <>
      <SplitList aria-label={text.payment}>
        {total !== null && (
          <>
            <dt>{text.orderTotal}</dt>
            <dd data-testid="order-total">{money(total)}</dd>
          </>
        )}
        {view.kind === "split" &&
          view.rows.map((row) => (
            <SplitEntry
              key={String(row.id)}
              row={row}
              label={rowLabel(row, text, pointsLabel)}
              amount={`− ${money(row.amount)}`}
              spent={
                row.points === null
                  ? null
                  : fill(text.pointsSpent, { points: points(row.points), label: pointsLabel })
              }
            />
          ))}
        <dt data-due="true">{text.amountDue}</dt>
        <dd data-due="true" data-testid="amount-due">
          {money(view.amountDue)}
        </dd>
      </SplitList>
      {view.kind === "split" && view.byCard && (
        <Note data-testid="card-note">{fill(text.byCard, { amount: money(view.amountDue) })}</Note>
      )}
      {view.kind === "gatewayDisabled" && (
        <Alert data-testid="gateway-disabled">
          {fill(text.gatewayDisabled, { amount: money(view.amountDue) })}
        </Alert>
      )}
    </>
  );
};

const SplitEntry = ({
  row,
  label,
  amount,
  spent,
}: {
  readonly row: SplitRow;
  readonly label: string;
  readonly amount: string;
  readonly spent: string | null;
}) => (
  <>
    <dt data-testid="split-row" data-source={row.source.kind}>
      {label}
      {spent !== null && <small data-testid="split-points">{spent}</small>}
    </dt>
    <dd data-testid="split-amount" data-source={row.source.kind}>
      {amount}
    </dd>
  </>
);

// ---------------------------------------------------------------------------------------------
// The Pay bar

export interface PayProps {
  readonly state: PayButtonState;
  readonly label: string;
  /** The amount due, shown beside the button on a phone; null when the order cannot be split. */
  readonly due: string | null;
  readonly text: CheckoutTexts;
  readonly onPay: () => void;
}

export const Pay = ({ state, label, due, text, onPay }: PayProps) => (
  <PayBar>
    <DockedBarSpace />
    {due !== null && (
      <div data-part="due" aria-hidden="true">
        <span>{text.amountDue}</span>
        <span>{due}</span>
      </div>
    )}
    <Button data-testid="pay-button" busy={state.busy} disabled={state.disabled} onClick={onPay}>
      {state.busy ? text.processing : label}
    </Button>
  </PayBar>
);

// ---------------------------------------------------------------------------------------------
// The toast (spec §8: closes after 5000 ms, or with its close button)

export interface CheckoutToastProps {
  readonly toast: { readonly text: string; readonly tone: "error" | "warning" } | null;
  readonly text: CheckoutTexts;
  readonly onDismiss: () => void;
}

export const CheckoutToast = ({ toast, text, onDismiss }: CheckoutToastProps) => {
  if (toast === null) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") onDismiss();
  };
  return (
    <Toast
      role={toast.tone === "error" ? "alert" : "status"}
      data-tone={toast.tone}
      data-testid="checkout-toast"
      onKeyDown={onKeyDown}
    >
      <p>{toast.text}</p>
      <button type="button" aria-label={text.close} data-testid="checkout-toast-close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </Toast>
  );
};
