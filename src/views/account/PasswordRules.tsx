/**
 * The pieces the account forms share: the password rule and the new-password field it describes
 * (the reset, sign-up and profile pages), and 'Resend code' under a one-time code (sign-in and
 * sign-up). One module on purpose: the pages load on demand, and each module they share is one
 * more file the landing page must list.
 */
import { type PasswordChecks, passwordChecks } from "@domain/account";
import { styled } from "@linaria/react";
import { useId } from "react";
import { fill, useMessages } from "../i18n";
import { Button, Note } from "../ui";
import { resetPasswordMessages } from "./messages";

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li[data-met="true"] {
    color: var(--success);
  }

  li[data-met="false"] {
    color: var(--ink-muted);
  }
`;

const RULES: readonly (keyof PasswordChecks)[] = ["noSpaces", "hasDigit", "longEnough"];

/**
 * The password rule of spec §5 (no spaces, a digit, 8+ characters), each clause marked as the
 * user types (met in the success colour): shown under a new password (the reset and sign-up pages).
 */
export const PasswordRules = ({ id, password }: { readonly id: string; readonly password: string }) => {
  const text = useMessages(resetPasswordMessages);
  const checks = passwordChecks(password);
  return (
    <div id={id}>
      <span>{text.ruleTitle}</span>
      <List>
        {RULES.map((rule) => (
          <li key={rule} data-met={checks[rule]}>
            {checks[rule] ? "✓" : "•"} {text[rule]} {checks[rule] ? text.met : text.unmet}
          </li>
        ))}
      </List>
    </div>
  );
};

/**
 * A new password (the reset and sign-up pages, spec §5 'Password'): its label, the password input
 * the browser may fill with a generated one, and the rule under it, which describes the input.
 */
export const NewPasswordField = ({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const id = useId();
  const rulesId = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="new-password"
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordRules id={rulesId} password={value} />
    </>
  );
};

/**
 * Under a one-time code (sign-in and sign-up, spec §7.5): the countdown 'Resend code in {seconds}
 * s' until a new code may be asked for, then the 'Resend code' link-button, which rests while the
 * new code is being sent.
 */
export const ResendCode = ({
  ready,
  resending,
  seconds,
  texts,
  onResend,
}: {
  /** The countdown has run out. */
  readonly ready: boolean;
  readonly resending: boolean;
  readonly seconds: number;
  /** The button's words, while it sends, and the countdown (with `{seconds}`), in the interface language. */
  readonly texts: { readonly resend: string; readonly resending: string; readonly resendIn: string };
  readonly onResend: () => void;
}) =>
  ready || resending ? (
    <Button variant="link" disabled={resending} onClick={onResend}>
      {resending ? texts.resending : texts.resend}
    </Button>
  ) : (
    <Note data-testid="resend-countdown">{fill(texts.resendIn, { seconds: String(seconds) })}</Note>
  );
