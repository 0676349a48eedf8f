/**
 * What the account forms share: the new password with its rule (the reset and sign-up pages) and
 * 'Resend code' after its countdown (the sign-in and sign-up pages). One module, so the pages that
 * load on demand share one file.
 */
import { useId } from "react";
import { fill } from "../i18n";
import { Button, Note } from "../ui";
import { PasswordRules } from "./PasswordRules";

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
