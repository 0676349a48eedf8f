/**
 * `npm run replay -- ticket:<id>` reads the ticket's log from the reference API's ticket reader,
 * which answers the operator only (server/core/admin.ts): the command sends the operator token
 * (`--admin-token` or STOREFRONT_ADMIN_TOKEN) and says clearly what is missing or refused.
 */
import { raiseTicket } from "@contract/tickets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchTicketLog } from "../../scripts/replay/ticketSource";
import { eventLogText } from "../support/eventLog";
import { type ReferenceApi, startReferenceApi } from "../support/harness";
import { TEST_ADMIN_TOKEN } from "../support/operator";

let api: ReferenceApi;
const LOG = eventLogText([{ type: "CART.OPEN" }]);

beforeAll(async () => {
  api = await startReferenceApi({ adminToken: TEST_ADMIN_TOKEN });
  await api.call(raiseTicket, {
    ticket: {
      subject: "Checkout froze",
      message: "The Pay button did nothing.",
      reply_email: "priya@demo.example",
      log: LOG,
      log_truncated: false,
      idempotency_key: "ticket-key-0001",
    },
  });
});
afterAll(async () => {
  await api.close();
});

describe("the replay command's ticket source", () => {
  it("reads the ticket's log with the operator token", async () => {
    expect(await fetchTicketLog("TKT-1", api.host, TEST_ADMIN_TOKEN)).toBe(LOG);
  });

  it("says that the token is missing before asking", async () => {
    await expect(fetchTicketLog("TKT-1", api.host, undefined)).rejects.toThrow(
      "reading a ticket needs the reference API's operator token: set STOREFRONT_ADMIN_TOKEN or pass --admin-token (the token the server was started with)",
    );
  });

  it("says what to check when the token is refused", async () => {
    await expect(fetchTicketLog("TKT-1", api.host, `${TEST_ADMIN_TOKEN}-wrong`)).rejects.toThrow(
      "the reference API answered HTTP 404: Not found (is the operator token the server's, and is this the server's own machine?)",
    );
  });
});
