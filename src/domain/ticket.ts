/**
 * The rules of 'Raise a Ticket' (spec §1 'Customers: Raise a Ticket', §5 'General checks'): the
 * form's checks and the size of the technical log a ticket may carry. Pure; shared by the client
 * and the reference API.
 */
import { isValidEmail } from "./validation";

/** The longest subject, in characters. */
export const TICKET_SUBJECT_MAX = 120;
/** The longest 'What happened', in characters. */
export const TICKET_BODY_MAX = 4000;
/**
 * The largest technical log a ticket carries, in bytes of its JSON text (the log as it travels in
 * the request body): with the form's fields it stays under the reference API's body limit.
 */
export const TICKET_LOG_LIMIT_BYTES = 200 * 1024;

export interface TicketForm {
  readonly subject: string;
  readonly body: string;
  readonly email: string;
}

/** A field of the form that breaks its rule. */
export type TicketField = "subject" | "body" | "email";

/**
 * The first field that breaks its rule, in the form's order, or null: a subject and a 'What
 * happened' that are not blank and not too long, and an e-mail address for the reply (spec §5).
 */
export const ticketFormProblem = (form: TicketForm): TicketField | null => {
  const subject = form.subject.trim();
  if (subject === "" || subject.length > TICKET_SUBJECT_MAX) return "subject";
  const body = form.body.trim();
  if (body === "" || body.length > TICKET_BODY_MAX) return "body";
  if (!isValidEmail(form.email)) return "email";
  return null;
};

/** The size of `log` as it travels: the UTF-8 bytes of its JSON string. */
export const ticketLogBytes = (log: string): number => new TextEncoder().encode(JSON.stringify(log)).length;

/** Whether `log` may go with a ticket. */
export const ticketLogFits = (log: string): boolean => ticketLogBytes(log) <= TICKET_LOG_LIMIT_BYTES;
