/**
 * The body of the 'Raise a Ticket' dialog (spec §1 'Customers: Raise a Ticket', §5 'E-mail'): the
 * subject, 'What happened' and the e-mail for a reply, 'Attach a technical log of this visit'
 * (ticked at first) with its 'What is in it?' disclosure (the kinds of step the log holds and what
 * is removed from it), the log itself on demand, and 'Send'. The frame (title, Close) is the
 * shared dialog's.
 *
 * Every intent is an event to the "ticket" flow; the flow keeps what was typed, so a failure
 * offers 'Send again' with the form as it was. The log shown is the recorder's own redacted log
 * (`useVisitLogs`), cut to the size limit as the flow cuts it when it sends.
 */

import { TICKET_LOG_LIMIT_BYTES, ticketLogFits } from "@domain/ticket";
import { present } from "@errors/catalogue";
import { cutToFit, type TicketLog } from "@eventlog/ticketLog";
import { styled } from "@linaria/react";
import type { ticketMachine } from "@machines/ticket";
import { useSelector } from "@views/useSelector";
import { useId, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { fill, useMessages } from "../../i18n";
import { useErrorText } from "../../i18n/errors";
import { useVisitLogs } from "../../system";
import { Actions, Alert, Button, Field, Note } from "../../ui";
/* Straight from its module: the style build evaluates what a styled() extends. */
import { Form as UiForm } from "../../ui/Form";
import { ticketMessages } from "./messages";

export type TicketRef = ActorRefFrom<typeof ticketMachine>;

const LIMIT_KB = String(TICKET_LOG_LIMIT_BYTES / 1024);

/** The storefront's form, a little tighter inside the dialog, with room to write in. */
const Form = styled(UiForm)`
  gap: 12px;
  margin-top: 8px;

  & > p {
    margin: 0;
  }

  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;

  input {
    width: 18px;
    height: 18px;
    accent-color: var(--brand-primary);
  }
`;

const Disclosure = styled.details`
  padding: 8px 12px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface-muted);
  color: var(--ink);

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  p {
    margin: 8px 0 0;
    color: var(--ink);
  }

  ul {
    margin: 8px 0 0;
    padding-left: 20px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
  }
`;

const LogText = styled.pre`
  max-height: 240px;
  margin: 0;
  padding: 8px;
  overflow: auto;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface-muted);
  color: var(--ink);
  font-size: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid var(--brand-primary);
  }
`;

const Done = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 8px;

  p {
    margin: 0;
    color: var(--ink);
  }
`;

/** The log as it would be attached now: the recorder's redacted log, cut to the limit. */
const useLogPreview = (): [TicketLog | null, () => void] => {
  const visitLogs = useVisitLogs();
  const read = () => cutToFit(visitLogs(), ticketLogFits);
  const [preview, setPreview] = useState(read);
  return [preview, () => setPreview(read())];
};

export const TicketDialogBody = ({
  flow,
  onClose,
}: {
  readonly flow: TicketRef;
  readonly onClose: () => void;
}) => {
  const text = useMessages(ticketMessages);
  const sayError = useErrorText();
  const ids = useId();
  const context = useSelector(flow, (s) => s.context);
  const sending = useSelector(flow, (s) => s.hasTag("loading"));
  const sent = useSelector(flow, (s) => (s.matches("sent") ? s.context.sent : null));
  const [preview, refresh] = useLogPreview();
  const [showLog, setShowLog] = useState(false);

  if (sent !== null) {
    return (
      <Done role="status">
        <p>{fill(text.sent, { id: sent.ticketId })}</p>
        {sent.attached ? sent.truncated && <p>{text.sentTruncated}</p> : <p>{text.sentWithoutLog}</p>}
        <Actions data-stack="phone">
          <Button onClick={onClose}>{text.close}</Button>
        </Actions>
      </Done>
    );
  }

  const view = context.error === null ? null : present(context.error);
  const fieldError = (field: "subject" | "body" | "email") =>
    view?.kind === "field" && view.field === field && context.error !== null ? sayError(context.error) : null;
  const formError =
    view !== null && view.kind !== "field" && context.error !== null ? sayError(context.error) : null;
  const errors = { subject: fieldError("subject"), body: fieldError("body"), email: fieldError("email") };

  return (
    <Form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) flow.send({ type: "TICKET.SEND" });
      }}
    >
      <p>{text.intro}</p>
      <Field label={text.subject} error={errors.subject}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={context.ticketSubject}
            readOnly={sending}
            onChange={(event) =>
              flow.send({ type: "TICKET.SUBJECT", ticketSubject: event.currentTarget.value })
            }
          />
        )}
      </Field>
      <Field label={text.body} error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            value={context.ticketMessage}
            readOnly={sending}
            onChange={(event) =>
              flow.send({ type: "TICKET.MESSAGE", ticketMessage: event.currentTarget.value })
            }
          />
        )}
      </Field>
      <Field label={text.email} error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={context.replyEmail}
            readOnly={sending}
            onChange={(event) => flow.send({ type: "TICKET.EMAIL", replyEmail: event.currentTarget.value })}
          />
        )}
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={context.attachLog}
          disabled={sending}
          onChange={(event) => {
            flow.send({ type: "TICKET.ATTACH", attach: event.currentTarget.checked });
            refresh();
          }}
        />
        {text.attach}
      </Check>
      {context.attachLog && (
        <>
          <Disclosure data-testid="ticket-log-contents">
            <summary>{text.whatIsInIt}</summary>
            <p>{text.contents}</p>
            {preview !== null && (
              <>
                <p>{fill(text.eventTypes, { count: String(preview.eventTypes.length) })}</p>
                <ul>
                  {preview.eventTypes.map((type) => (
                    <li key={type}>{type}</li>
                  ))}
                </ul>
              </>
            )}
          </Disclosure>
          {preview === null ? (
            <Note>{fill(text.tooLarge, { limit: LIMIT_KB })}</Note>
          ) : (
            <>
              {preview.truncated && (
                <Note data-testid="ticket-log-truncated">{fill(text.truncated, { limit: LIMIT_KB })}</Note>
              )}
              <div>
                <Button
                  variant="secondary"
                  aria-expanded={showLog}
                  aria-controls={showLog ? `${ids}-log` : undefined}
                  onClick={() => {
                    if (!showLog) refresh();
                    setShowLog(!showLog);
                  }}
                >
                  {showLog ? text.hideLog : text.showLog}
                </Button>
              </div>
              {showLog && (
                // The log scrolls on its own: it takes the keyboard focus so it can be read without a mouse.
                <LogText id={`${ids}-log`} tabIndex={0} aria-label={text.logLabel} data-testid="ticket-log">
                  {preview.text}
                </LogText>
              )}
            </>
          )}
        </>
      )}
      {formError !== null && <Alert>{formError}</Alert>}
      <Actions data-stack="phone">
        <Button type="submit" disabled={sending}>
          {sending ? text.sending : formError !== null ? text.sendAgain : text.send}
        </Button>
      </Actions>
    </Form>
  );
};
