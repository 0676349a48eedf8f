/**
 * The body of the Track Your Order dialog (spec §2.10, §4 'Track order', §5 'Track order', §8):
 * step 1 the order id and 'Verify'; step 2 the order id locked, the matching contact field (a
 * mobile number with its phone code) and 'Track Now'. The captcha widget shows before each call
 * when the site's showCts is on (the flow learns it from "site", and the default phone code from
 * "country"); errors show under the form, a request failure as a toast, both in the shopper's
 * language through the error catalogue. The body sends only the shopper's intents.
 */

import type { PrimaryIdentifier } from "@contract/orders";
import { trackOrderPrefix } from "@domain/header";
import { canSubmitFields, mobileCodeChoicesOf, mobileCodeOf } from "@domain/trackOrder";
import { styled } from "@linaria/react";
import type { trackOrderMachine } from "@machines/trackOrder";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useEffect, useId, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { CaptchaChallenge } from "../../captcha/CaptchaChallenge";
import { useMessages } from "../../i18n";
import { useErrorText } from "../../i18n/errors";
import { useFlow } from "../../system";
import { Button, Field, Note } from "../../ui";
/* Straight from its module: the style build evaluates what a styled() extends. */
import { ErrorToast } from "../../ui/ErrorToast";
import { Form as UiForm } from "../../ui/Form";
import { type TrackOrderTexts, trackOrderMessages } from "./messages";

export type TrackOrderRef = ActorRefFrom<typeof trackOrderMachine>;

/** The storefront's form, set below the dialog's title. */
const Form = styled(UiForm)`
  gap: 16px;
  margin-top: 16px;
`;

const MobileRow = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 120px) 1fr;
  gap: 8px;

  @media (max-width: 991px) {
    grid-template-columns: 96px 1fr;
  }
`;

interface ContactFieldProps {
  readonly identifier: PrimaryIdentifier;
  readonly flow: TrackOrderRef;
  readonly text: TrackOrderTexts;
  /** While a call runs the field cannot change (it keeps the focus). */
  readonly locked: boolean;
  readonly errorId: string | undefined;
}

/** The one contact field of step 2 (spec §4): e-mail, alternative e-mail, or mobile with its code. */
const ContactField = ({ identifier, flow, text, locked, errorId }: ContactFieldProps) => {
  const codeId = useId();
  const context = useSelector(flow, (s) => s.context);
  const invalid = errorId !== undefined;
  const input = useRef<HTMLInputElement>(null);
  // Step 2 begins: the field that appeared takes the focus.
  useEffect(() => {
    input.current?.focus();
  }, []);
  if (identifier === "mobile") {
    const code = mobileCodeOf(context);
    // The server's phone list once it has come, the built-in one until then (spec §7.2).
    const choices = mobileCodeChoicesOf(code, context.phoneList);
    return (
      <Field label={text.mobileLabel}>
        {(control) => (
          <MobileRow>
            <select
              id={codeId}
              aria-label={text.phoneCodeLabel}
              value={code}
              disabled={locked}
              onChange={(event) =>
                flow.send({ type: "TRACK_ORDER.MOBILE_CODE", mobile_code: event.target.value })
              }
            >
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.label}
                </option>
              ))}
            </select>
            <input
              {...control}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={text.mobilePlaceholder}
              ref={input}
              value={context.mobile}
              readOnly={locked}
              aria-invalid={invalid}
              aria-describedby={errorId}
              onChange={(event) => flow.send({ type: "TRACK_ORDER.MOBILE", mobile: event.target.value })}
            />
          </MobileRow>
        )}
      </Field>
    );
  }
  const isEmail = identifier === "email";
  return (
    <Field label={isEmail ? text.emailLabel : text.alternativeEmailLabel}>
      {(control) => (
        <input
          {...control}
          name={identifier}
          type="email"
          autoComplete="email"
          placeholder={isEmail ? text.emailPlaceholder : text.alternativeEmailPlaceholder}
          ref={input}
          value={isEmail ? context.email : context.alternative_email}
          readOnly={locked}
          aria-invalid={invalid}
          aria-describedby={errorId}
          onChange={(event) =>
            flow.send(
              isEmail
                ? { type: "TRACK_ORDER.EMAIL", email: event.target.value }
                : { type: "TRACK_ORDER.ALTERNATIVE_EMAIL", alternative_email: event.target.value },
            )
          }
        />
      )}
    </Field>
  );
};

export interface TrackOrderDialogBodyProps {
  /** The trackOrder flow (systemId "trackOrder"). */
  readonly flow: TrackOrderRef;
}

/** The Track Your Order form, inside the header's dialog frame. */
export const TrackOrderDialogBody = ({ flow }: TrackOrderDialogBodyProps) => {
  const text = useMessages(trackOrderMessages);
  const errorText = useErrorText();
  const urlPrefix = useSelector(useFlow("site"), (s) => s.context.settings.urlPrefix);
  const context = useSelector(flow, (s) => s.context);
  const editing = useSelector(flow, (s) => !s.hasTag("loading"));
  const captcha = useSelector(flow, (s) => s.matches({ form: "captcha" }));
  const errorId = useId();

  const step2 = context.primaryIdentifier !== null;
  const enabled = editing && canSubmitFields(context, false);
  const error = context.error;
  const toast = context.toast;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enabled) return;
    // spec §2.4: the tracking page lies under '/{urlPrefix or marketplace}'.
    flow.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: trackOrderPrefix(urlPrefix) });
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-busy={!editing} data-testid="track-order-form">
        <Field label={text.orderIdLabel}>
          {(control) => (
            <input
              {...control}
              name="order_id"
              inputMode="numeric"
              autoComplete="off"
              placeholder={text.orderIdPlaceholder}
              value={context.order_id}
              readOnly={step2 || !editing}
              aria-invalid={error?._tag === "TrackOrderInvalidOrderId"}
              aria-describedby={error === null ? undefined : errorId}
              onChange={(event) => flow.send({ type: "TRACK_ORDER.ORDER_ID", order_id: event.target.value })}
            />
          )}
        </Field>
        {context.primaryIdentifier !== null && (
          <ContactField
            identifier={context.primaryIdentifier}
            flow={flow}
            text={text}
            locked={!editing}
            errorId={error === null ? undefined : errorId}
          />
        )}
        {error !== null && (
          <Note id={errorId} tone="danger" live>
            {errorText(error)}
          </Note>
        )}
        {!captcha && (
          <Button type="submit" aria-disabled={!enabled}>
            {!editing ? text.working : step2 ? text.trackNow : text.verify}
          </Button>
        )}
      </Form>
      {captcha && (
        <CaptchaChallenge
          onSolved={(token) => flow.send({ type: "CAPTCHA.SOLVED", captcha: token })}
          onCancel={() => flow.send({ type: "CAPTCHA.CANCEL" })}
        />
      )}
      {toast !== null && (
        <ErrorToast
          closeLabel={text.dismiss}
          onClose={() => flow.send({ type: "TRACK_ORDER.DISMISS_TOAST" })}
        >
          {errorText(toast)}
        </ErrorToast>
      )}
    </>
  );
};
