import { fill } from "../i18n";
import { Button, Note } from "../ui";

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
