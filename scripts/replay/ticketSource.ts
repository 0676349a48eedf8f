/**
 * Where `npm run replay` reads a log from: a file, or `ticket:<id>`, the log attached to a ticket,
 * fetched from a running reference API (`GET /__tickets/<id>`). The ticket reader answers the
 * operator only (server/core/admin.ts): the token the server was started with, sent from the
 * server's own machine. The token comes from `--admin-token` or STOREFRONT_ADMIN_TOKEN.
 */
import { readFileSync } from "node:fs";
import { StoredTicket, TICKETS_PATH } from "@contract/tickets";
import { Schema } from "effect";
import { ADMIN_TOKEN_HEADER } from "../../server/core/admin";

/** The reference API `npm start` runs, where a ticket is fetched from by default. */
export const DEFAULT_API = "http://127.0.0.1:4173";

/** The environment variable that holds the operator token, as for the server. */
export const ADMIN_TOKEN_VARIABLE = "STOREFRONT_ADMIN_TOKEN";

const TICKET_PREFIX = "ticket:";

/** The ticket id of a `ticket:<id>` source, or null for a file. */
export const ticketIdOf = (source: string): string | null =>
  source.startsWith(TICKET_PREFIX) ? source.slice(TICKET_PREFIX.length) : null;

/**
 * The log attached to ticket `id`, as text, read with the operator's `adminToken`; throws with the
 * reason when there is none (no token, a refusal, no log).
 */
export const fetchTicketLog = async (
  id: string,
  api: string,
  adminToken: string | undefined,
): Promise<string> => {
  if (adminToken === undefined || adminToken === "") {
    throw new Error(
      `reading a ticket needs the reference API's operator token: set ${ADMIN_TOKEN_VARIABLE} or pass --admin-token (the token the server was started with)`,
    );
  }
  const url = new URL(`${TICKETS_PATH}/${encodeURIComponent(id)}`, api);
  let response: Response;
  try {
    response = await fetch(url, { headers: { [ADMIN_TOKEN_HEADER]: adminToken } });
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
    // The operator's routes answer 404 "Not found" to anyone else, as if they did not exist.
    const hint =
      response.status === 404 && message === "Not found"
        ? " (is the operator token the server's, and is this the server's own machine?)"
        : "";
    throw new Error(`the reference API answered HTTP ${response.status}: ${message}${hint}`);
  }
  const ticket = Schema.decodeUnknownSync(StoredTicket)(body);
  if (ticket.log === null) {
    const why = ticket.log_note === null ? "" : ` (${ticket.log_note})`;
    throw new Error(`ticket ${ticket.ticket_id} has no technical log attached${why}`);
  }
  return ticket.log;
};

/** The text of the log `source` names: a file's, or a ticket's fetched from `api` with `adminToken`. */
export const readLogSource = async (
  source: string,
  api: string,
  adminToken: string | undefined,
): Promise<string> => {
  const ticketId = ticketIdOf(source);
  return ticketId === null ? readFileSync(source, "utf8") : fetchTicketLog(ticketId, api, adminToken);
};
