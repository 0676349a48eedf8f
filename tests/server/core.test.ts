import { graph, operationPath } from "@contract/operation";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { handle, type ServerModule } from "../../server/core/module";

const echo = graph({
  query: "stores.query.echoProbe",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ text: Schema.String }),
  response: Schema.Struct({
    data: Schema.Struct({
      echoProbe: Schema.fromJsonString(
        Schema.Struct({ text: Schema.String, user: Schema.NullOr(Schema.Number) }),
      ),
    }),
  }),
});

/** How many times the probe's handler ran. */
let handled = 0;

const probeModule: ServerModule = {
  name: "probe",
  ddl: "",
  handlers: [
    handle(echo, (ctx, input) => {
      handled += 1;
      return { data: { echoProbe: { text: input.text, user: ctx.session?.userId ?? null } } };
    }),
  ],
};

const setup = () => {
  const db = openDatabase(":memory:", [probeModule]);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id, site, user_creation_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '91-9999999999', 1, 1, 'marketplace', '2026-01-01')",
  ).run();
  const at = Date.now();
  db.prepare("INSERT INTO sessions (token, user_id, created_at, last_seen_at) VALUES ('tok', 1, ?, ?)").run(
    at,
    at,
  );
  const app = createApp({
    db,
    modules: [probeModule],
    config: { origin: "http://t", supportEmail: "s@t" },
    faults: true,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.hono.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, post };
};

const body = { query: echo.query, tag: "stores", variables: { text: "hi" } };

describe("graph call routing (spec §7.1)", () => {
  it("serves base/{tag}/{operation}, where operation is the third dot-segment of the query name", async () => {
    const { post } = setup();
    expect(operationPath(echo, "public")).toBe("/chef/api/public/graph/stores/echoProbe");
    const res = await post("/chef/api/public/graph/stores/echoProbe", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { echoProbe: JSON.stringify({ text: "hi", user: null }) } });
  });

  it("answers HTTP 401 on the authenticated base without a valid a_t (spec §6)", async () => {
    const { post } = setup();
    expect((await post("/chef/api/graph/stores/echoProbe", body)).status).toBe(401);
    expect((await post("/chef/api/graph/stores/echoProbe", body, { a_t: "nope" })).status).toBe(401);
    const ok = await post("/chef/api/graph/stores/echoProbe", body, { a_t: "tok" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { echoProbe: JSON.stringify({ text: "hi", user: 1 }) } });
  });

  it("refuses a malformed request with HTTP 400 and a clear message, never a crash", async () => {
    const { post } = setup();
    const notJson = await post("/chef/api/public/graph/stores/echoProbe", "{oops");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ success: 0, message: "Malformed request: the body is not JSON" });
    const wrong = await post("/chef/api/public/graph/stores/echoProbe", { ...body, variables: { text: 5 } });
    expect(wrong.status).toBe(400);
    const message = ((await wrong.json()) as { message: string }).message;
    expect(message).toMatch(/^Malformed request for echoProbe: /);
    expect(message).toContain("text");
  });

  it("answers 404 for an unknown call", async () => {
    const { post } = setup();
    expect((await post("/chef/api/public/graph/stores/nothing", body)).status).toBe(404);
  });
});

describe("fault injection", () => {
  it("injects a status for a given number of calls, then stops", async () => {
    const { app, post } = setup();
    app.faults.set({ operation: "echoProbe", status: 503, times: 1 });
    const failed = await post("/chef/api/public/graph/stores/echoProbe", body);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toContain("[Tracer: ");
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(200);
  });

  it("'after' runs the call first and only then fails its answer (a lost confirmation)", async () => {
    const { app, post } = setup();
    const before = handled;
    app.faults.set({ operation: "echoProbe", status: 503, times: 1 });
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(503);
    expect(handled).toBe(before);
    app.faults.set({ operation: "echoProbe", status: 503, after: true, times: 1 });
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(503);
    expect(handled).toBe(before + 1);
  });

  it("a rule with a client address applies to that client's calls only, and is cleared on its own", async () => {
    const { app, post } = setup();
    // Without a socket the app counts the caller as 'unknown'.
    app.faults.set({ operation: "echoProbe", status: 503, client: "10.0.0.9" });
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(200);
    app.faults.set({ operation: "echoProbe", status: 500, client: "unknown" });
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(500);
    const cleared = await app.hono.request("/__faults?client=unknown", { method: "DELETE" });
    expect(((await cleared.json()) as { faults: unknown[] }).faults).toEqual([
      { operation: "echoProbe", status: 503, client: "10.0.0.9" },
    ]);
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(200);
  });

  it("is configured over HTTP and validates the rule", async () => {
    const { post } = setup();
    expect((await post("/__faults", { operation: "echoProbe", status: 418 })).status).toBe(400);
    expect((await post("/__faults", { operation: "echoProbe", status: 429 })).status).toBe(200);
    expect((await post("/chef/api/public/graph/stores/echoProbe", body)).status).toBe(429);
  });
});
