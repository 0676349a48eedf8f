/**
 * One form field: its label, the control, a hint and an error, each apart, so the label alone
 * names the control and the hint and the error are read after it (`aria-describedby`); with an
 * error the control says it is invalid (`aria-invalid`). The control is the caller's: it receives
 * the props that wire it.
 */
import { styled } from "@linaria/react";
import { type ReactNode, useId } from "react";

/** What the control must carry to be named, described and marked invalid by its field. */
export interface FieldControlProps {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: true;
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The field's own error, in words; none when the value is accepted. */
  readonly error?: ReactNode;
  /** The control's id when the page needs a fixed one (a test id or a link to it); else a generated one. */
  readonly id?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

const Frame = styled.div`
  display: grid;
  gap: 6px;

  label {
    font-weight: 600;
    font-size: 14px;
  }
`;

const Hint = styled.span`
  color: var(--ink-muted);
  font-size: 13px;
`;

const ErrorText = styled.span`
  color: var(--danger);
  font-size: 13px;
`;

export const Field = ({ label, hint, error, id, children }: FieldProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null]
    .filter((part) => part !== null)
    .join(" ");
  return (
    <Frame>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        ...(describedBy === "" ? {} : { "aria-describedby": describedBy }),
        ...(hasError ? { "aria-invalid": true } : {}),
      })}
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Frame>
  );
};
