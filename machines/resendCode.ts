/**
 * 'Resend code' on a one-time-code step, shared by the sign-in's OTP step and the sign-up's setup
 * code (spec §7.5 'Login and verification', 'Sign up'): a countdown of whole seconds from
 * `RESEND_OTP_WAIT_SECONDS`, then the button; a resend the server accepts starts the countdown
 * again with the new code's `otp_id`, success 0 shows the server's message and a failure is kept
 * as error data (HTTP 429 on the resend as a message, spec §8).
 *
 * A machine that uses it names its resend event and its resend actor (`resendStates`) and
 * provides the guards `isResent` (with `resendAccepted`) and `hasSecondsLeft` and the actions
 * `acceptResend` (with `codeSent`), `countDown` (with `secondsAfterTick`), `clearMessage`,
 * `showServerMessage` and `showError`.
 */

import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import type { ResendOutcome } from "@effects/auth";

/** What the countdown reads of the machine's context. */
export interface ResendContext {
  readonly otpId: string | null;
  readonly resendIn: number;
}

/** The server's message of an outcome, kept as sent (spec §8). */
export const serverMessage = {
  type: "showServerMessage" as const,
  params: ({ event }: { event: { output: { message: string | null } } }) => ({
    message: event.output.message,
  }),
};

/** A failed call's error, kept as data for the view to say. */
export const errorShown = {
  type: "showError" as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
};

/** The context once a code was sent: its id, a new countdown, and the server's notice if any. */
export const codeSent = (otpId: string | null, message: string | null) => ({
  otpId,
  resendIn: RESEND_OTP_WAIT_SECONDS,
  message: message === null ? null : { server: message },
  error: null,
});

/** The seconds left after one second of the countdown, never below zero. */
export const secondsAfterTick = (resendIn: number): number => Math.max(0, resendIn - 1);

/** A resend the server accepted: it answers the new code's id. */
export const resendAccepted = (outcome: ResendOutcome): boolean =>
  outcome.success === 1 && outcome.otp_id !== null;

/** Whether the countdown goes on after this second. */
export const hasSecondsLeft = (resendIn: number): boolean => resendIn > 1;

/** The parallel region of a code step: counting down, ready to resend, sending the resend. */
export const resendStates = <Resend extends string, Actor extends string>(resend: Resend, actor: Actor) => {
  const on = { [resend]: { target: "sending", actions: "clearMessage" } } as {
    readonly [event in Resend]: { readonly target: "sending"; readonly actions: "clearMessage" };
  };
  return {
    initial: "countingDown",
    states: {
      countingDown: {
        after: {
          1000: [
            { guard: "hasSecondsLeft", target: "countingDown", reenter: true, actions: "countDown" },
            { target: "ready", actions: "countDown" },
          ],
        },
      },
      ready: { on },
      sending: {
        tags: ["resending"],
        invoke: {
          src: actor,
          input: ({ context }: { readonly context: ResendContext }) => ({ otp_id: context.otpId ?? "" }),
          onDone: [
            {
              guard: {
                type: "isResent",
                params: ({ event }: { event: { output: ResendOutcome } }) => ({ outcome: event.output }),
              },
              target: "countingDown",
              actions: {
                type: "acceptResend",
                params: ({ event }: { event: { output: ResendOutcome } }) => ({ outcome: event.output }),
              },
            },
            { target: "ready", actions: serverMessage },
          ],
          onError: { target: "ready", actions: errorShown },
        },
      },
    },
  } as const;
};
