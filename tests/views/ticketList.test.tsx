// @vitest-environment happy-dom
/**
 * The developer drawer's Load tab in development builds: it lists the reference API's recent
 * tickets (spec §1 'Customers: Raise a Ticket') and loads the log attached to one like a file, so
 * it can be stepped through; a ticket without a log cannot be loaded, and a refusal says why.
 * The tickets come from the reference API's own handler (`GET /__tickets`), not from a stand-in.
 */

import { referenceApiTickets } from "@app/devtools";
import { raiseTicket, type TicketDraft } from "@contract/tickets";
import { LogPanel } from "@views/devtools/LogPanel";
import { drawerReducer, initialDrawerState } from "@views/devtools/model";
import type { DevtoolsSource } from "@views/devtools/source";
import { act, useReducer } from "react";
import { EMPTY } from "rxjs";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";
import { fixtureReplay, recordFixture, settle } from "../eventlog/fixture";
import { mountedRoot } from "../support/dom";
import { operatorHeaders, TEST_ADMIN_TOKEN } from "../support/operator";

/** A recorded visit of the fixture's machines: 7 steps (two inits, two pings the root passes on, one timer). */
const fixtureLogText = (): string => {
  const run = recordFixture();
  run.actor.send({ type: "PING_COUNTER" });
  run.clock.increment(1000);
  run.actor.send({ type: "PING_COUNTER" });
  return run.recorder.toText();
};

const draft = (subject: string, log: string | null): TicketDraft => ({
  subject,
  message: "The Pay button did nothing.",
  reply_email: "priya@demo.example",
  log,
  log_truncated: false,
  idempotency_key: `ticket-key:${subject}`,
});

/** A reference API whose ticket reader answers the operator (the test token). */
const ticketServer = () => makeTestServer({ config: { adminToken: TEST_ADMIN_TOKEN } });

/**
 * The drawer's source for the fixture's machines, with tickets read from `server` as `address`,
 * with `headers`: by default the operator token, as `npm run dev`'s proxy adds it.
 */
const sourceFor = (
  server: ReturnType<typeof makeTestServer>,
  address = "127.0.0.1",
  headers: Record<string, string> = operatorHeaders,
): DevtoolsSource => ({
  entries$: EMPTY,
  entries: () => [],
  logText: () => "",
  previousLogText: () => null,
  liveSnapshots: () => ({}),
  tickets: referenceApiTickets(async (path) =>
    server.app.hono.request(path, { headers }, { incoming: { socket: { remoteAddress: address } } }),
  ),
  replay: fixtureReplay,
});

/** The Load tab as the drawer shows it, with the drawer's own reducer. */
const LoadTab = ({ source }: { readonly source: DevtoolsSource }) => {
  const [state, dispatch] = useReducer(drawerReducer, initialDrawerState(true));
  return (
    <LogPanel
      source={source}
      loaded={state.loaded}
      step={state.step}
      error={state.error}
      dispatch={dispatch}
    />
  );
};

const root = mountedRoot();

const buttonNamed = (name: string): HTMLButtonElement => {
  const found = [...root.container().querySelectorAll("button")].find((b) => b.textContent === name);
  if (found === undefined) throw new Error(`no button "${name}" in: ${root.container().textContent}`);
  return found;
};

/** Clicks `name` and lets the reference API's answers reach the view. */
const click = async (name: string) => {
  await act(async () => {
    buttonNamed(name).click();
    for (let i = 0; i < 5; i += 1) await settle();
  });
};

const listItems = () => [...root.container().querySelectorAll("li")].map((li) => li.textContent);

describe("the drawer's recent tickets (development builds)", () => {
  it("lists the newest tickets first and loads one's log to step through", async () => {
    const server = ticketServer();
    await server.call(raiseTicket, { ticket: draft("Checkout froze", fixtureLogText()) });
    await server.call(raiseTicket, { ticket: draft("No log sent", null) });
    root.render(<LoadTab source={sourceFor(server)} />);

    await click("List recent tickets");
    expect(listItems()).toEqual([
      "Load TKT-2 No log sent (2026-11-25T12:00:00.000Z), no log",
      "Load TKT-1 Checkout froze (2026-11-25T12:00:00.000Z)",
    ]);
    // A ticket raised without a log has nothing to load.
    expect(buttonNamed("Load TKT-2").disabled).toBe(true);

    await click("Load TKT-1");
    expect(root.container().textContent).toContain("ticket TKT-1: 7 events");
    expect(root.container().textContent).toContain("1 / 7");
    expect(root.container().querySelector("section[aria-label='Recent tickets']")).toBeNull();
  });

  it("says when no ticket has been raised", async () => {
    root.render(<LoadTab source={sourceFor(ticketServer())} />);
    await click("List recent tickets");
    expect(root.container().textContent).toContain("No ticket yet.");
    expect(buttonNamed("Refresh tickets").disabled).toBe(false);
  });

  it("shows the API's refusal when the tickets are asked for from another machine, or without the token", async () => {
    const server = ticketServer();
    await server.call(raiseTicket, { ticket: draft("Checkout froze", fixtureLogText()) });
    root.render(<LoadTab source={sourceFor(server, "10.0.0.8")} />);
    await click("List recent tickets");
    expect(root.container().textContent).toContain("The tickets could not be listed: HTTP 404 Not found");
    expect(listItems()).toEqual([]);
    root.render(<LoadTab source={sourceFor(server, "127.0.0.1", {})} />);
    await click("Refresh tickets");
    expect(root.container().textContent).toContain("The tickets could not be listed: HTTP 404 Not found");
  });
});
