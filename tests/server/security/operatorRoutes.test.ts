/**
 * The admin switches (maintenance, a hotel's rates) and the ticket reader answer the operator
 * only: the operator token configured at start, sent in `x-admin-token`, from this machine, judged
 * by the forwarded client address when the request comes through a trusted reverse proxy. Any
 * other request gets 404, as if the routes did not exist. The test endpoints of `--faults` hand out
 * every mailed code, so the server refuses to start with them on an address others reach.
 */
import { raiseTicket } from "@contract/tickets";
import { describe, expect, it } from "vitest";
import { launchProblem } from "../../../server/config";
import { isUnderMaintenance } from "../../../server/domains/storeInfo/module";
import { makeTestServer } from "../../../server/testing";
import { operatorHeaders, TEST_ADMIN_TOKEN } from "../../support/operator";

type Server = ReturnType<typeof makeTestServer>;

const HOTEL = 7001;
const OUTSIDER = "203.0.113.9";
const NOT_FOUND = { status: 404, json: { message: "Not found" } };

/** A reference API behind a reverse proxy on this machine (as the Playwright journeys run it). */
const behindProxy = (adminToken: string | null = TEST_ADMIN_TOKEN) =>
  makeTestServer({
    config: { trustedProxies: ["127.0.0.1"], ...(adminToken === null ? {} : { adminToken }) },
  });

const ticket = {
  subject: "Checkout froze",
  message: "The Pay button did nothing.",
  reply_email: "priya@demo.example",
  log: null,
  log_truncated: false,
  idempotency_key: "ticket-key-0001",
};

/** Every operator route, each asked with `headers` from `address`. */
const askAll = async (server: Server, headers: Record<string, string>, address: string) => ({
  maintenanceOn: await server.post("/__admin/maintenance", JSON.stringify({ on: true }), headers, address),
  maintenanceRead: await server.get("/__admin/maintenance?site=members", headers, address),
  hotelRates: await server.post(
    "/__admin/hotel-rates",
    JSON.stringify({ hotel_id: HOTEL, percent: -90 }),
    headers,
    address,
  ),
  ticketList: await server.get("/__tickets?limit=5", headers, address),
  ticketOne: await server.get("/__tickets/TKT-1", headers, address),
});

const allNotFound = {
  maintenanceOn: NOT_FOUND,
  maintenanceRead: NOT_FOUND,
  hotelRates: NOT_FOUND,
  ticketList: NOT_FOUND,
  ticketOne: NOT_FOUND,
};

const rateChangeOf = (server: Server) =>
  server.db.prepare("SELECT * FROM hotel_rate_changes WHERE hotel_id = ?").get(HOTEL);

describe("the admin switches and the ticket reader answer the operator only", () => {
  it("refuse a request forwarded by a trusted proxy on this machine for an outside client, without the token", async () => {
    const server = behindProxy();
    await server.call(raiseTicket, { ticket });
    expect(await askAll(server, { "x-forwarded-for": OUTSIDER }, "127.0.0.1")).toEqual(allNotFound);
    expect(isUnderMaintenance(server.db)).toBe(false);
    expect(rateChangeOf(server)).toBeUndefined();
  });

  it("refuse that outside client even with the token: it is not on this machine", async () => {
    const server = behindProxy();
    await server.call(raiseTicket, { ticket });
    expect(await askAll(server, { ...operatorHeaders, "x-forwarded-for": OUTSIDER }, "127.0.0.1")).toEqual(
      allNotFound,
    );
    expect(await askAll(server, operatorHeaders, "192.0.2.2")).toEqual(allNotFound);
    expect(isUnderMaintenance(server.db)).toBe(false);
  });

  it("refuse this machine without the token, or with a wrong one", async () => {
    const server = behindProxy();
    await server.call(raiseTicket, { ticket });
    expect(await askAll(server, {}, "127.0.0.1")).toEqual(allNotFound);
    expect(await askAll(server, { "x-admin-token": `${TEST_ADMIN_TOKEN}x` }, "127.0.0.1")).toEqual(
      allNotFound,
    );
    expect(await askAll(server, { "x-admin-token": "" }, "127.0.0.1")).toEqual(allNotFound);
    expect(isUnderMaintenance(server.db)).toBe(false);
  });

  it("answer no one when the server was started without an operator token", async () => {
    const server = behindProxy(null);
    await server.call(raiseTicket, { ticket });
    expect(await askAll(server, operatorHeaders, "127.0.0.1")).toEqual(allNotFound);
    expect(await askAll(server, {}, "127.0.0.1")).toEqual(allNotFound);
    expect(isUnderMaintenance(server.db)).toBe(false);
  });

  it("work for the operator: the token, from this machine", async () => {
    const server = behindProxy();
    await server.call(raiseTicket, { ticket });
    const answers = await askAll(server, operatorHeaders, "127.0.0.1");
    expect(answers.maintenanceOn).toEqual({ status: 200, json: { maintenance: 1 } });
    expect(answers.maintenanceRead).toEqual({ status: 200, json: { maintenance: 1 } });
    expect(answers.hotelRates).toEqual({ status: 200, json: { hotel_id: HOTEL, percent: -90 } });
    expect(answers.ticketList.status).toBe(200);
    expect(answers.ticketOne).toMatchObject({ status: 200, json: { ticket_id: "TKT-1" } });
    expect(isUnderMaintenance(server.db)).toBe(true);
    // Through the proxy on this machine, for a client on this machine, it works too.
    const forwarded = await server.get(
      "/__admin/maintenance",
      { ...operatorHeaders, "x-forwarded-for": "127.0.0.1" },
      "127.0.0.1",
    );
    expect(forwarded).toEqual({ status: 200, json: { maintenance: 1 } });
  });
});

describe("the server's launch options", () => {
  it("refuse the test endpoints of --faults on an address others reach", () => {
    expect(launchProblem({ host: "0.0.0.0", faults: true, adminToken: undefined })).toBe(
      "--faults serves every mailed code to anyone who reaches the server: use it with --host 127.0.0.1 or ::1, not 0.0.0.0.",
    );
    expect(launchProblem({ host: "192.0.2.10", faults: true, adminToken: undefined })).toBeDefined();
    expect(launchProblem({ host: "::", faults: true, adminToken: undefined })).toBeDefined();
  });

  it("allow --faults on loopback, and any host without it", () => {
    for (const host of ["127.0.0.1", "::1", "localhost", "LOCALHOST"]) {
      expect(launchProblem({ host, faults: true, adminToken: undefined }), host).toBeUndefined();
    }
    expect(launchProblem({ host: "0.0.0.0", faults: false, adminToken: undefined })).toBeUndefined();
  });

  it("refuse an operator token shorter than 16 characters", () => {
    expect(launchProblem({ host: "127.0.0.1", faults: false, adminToken: "short-token" })).toBe(
      "--admin-token must be at least 16 characters long.",
    );
    expect(launchProblem({ host: "127.0.0.1", faults: false, adminToken: TEST_ADMIN_TOKEN })).toBeUndefined();
  });
});
