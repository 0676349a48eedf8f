/**
 * Where `npm run replay` reads a log from: a file, or `ticket:<id>`, the log attached to a ticket,
 * fetched from a running reference API (`GET /__tickets/<id>`, answered on its own machine only).
 */
import { readFileSync } from "node:fs";
import { StoredTicket, TICKETS_PATH } from "@contract/tickets";
import { Schema } from "effect";

/** The reference API `npm start` runs, where a ticket is fetched from by default. */
export const DEFAULT_API = "http://127.0.0.1:4173";

const TICKET_PREFIX = "ticket:";

/** The ticket id of a `ticket:<id>` source, or null for a file. */
export const ticketIdOf = (source: string): string | null =>
  source.startsWith(TICKET_PREFIX) ? source.slice(TICKET_PREFIX.length) : null;

/** The log attached to ticket `id`, as text; throws with the reason when there is none. */
export const fetchTicketLog = async (id: string, api: string): Promise<string> => {
  const url = new URL(`${TICKETS_PATH}/${encodeURIComponent(id)}`, api);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `the reference API at ${api} does not answer (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : response.statusText;
    throw new Error(`the reference API answered HTTP ${response.status}: ${message}`);
  }
  const ticket = Schema.decodeUnknownSync(StoredTicket)(body);
  if (ticket.log === null) throw new Error(`ticket ${ticket.ticket_id} has no technical log attached`);
  return ticket.log;
};

/** The text of the log `source` names: a file's, or a ticket's fetched from `api`. */
export const readLogSource = async (source: string, api: string): Promise<string> => {
  const ticketId = ticketIdOf(source);
  return ticketId === null ? readFileSync(source, "utf8") : fetchTicketLog(ticketId, api);
};
