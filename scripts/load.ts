/**
 * Load test of the reference API: starts it as a child process on a free loopback port
 * (127.0.0.1, in-memory database, no static files), then keeps a fixed number of connections
 * busy with the shopping reads — search (stores get_items), listing (voucher_list and the
 * category list fetchVouchersFilters) and product detail (getProduct) — for a fixed time, stops
 * by itself and prints p50, p99, requests and errors per call. An error is any answer other than
 * HTTP 200, or a failed request.
 *
 *   npm run load [-- --duration 30 --connections 200]
 */
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";
import { fetchVouchersFilters, getItems, getProduct } from "@contract/catalogue";
import { voucherList } from "@contract/listing";
import { type GraphOperation, graphBody, operationPath } from "@contract/operation";
import { Schema } from "effect";
import { freePort, LOOPBACK as HOST, startServer, stopServer } from "./support/serve";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "30" },
    connections: { type: "string", default: "200" },
  },
});
const durationS = Number(values.duration);
const connections = Number(values.connections);
if (!(durationS > 0) || !Number.isInteger(connections) || connections <= 0 || connections > 1000) {
  console.error("Usage: npm run load -- [--duration SECONDS] [--connections 1..1000]");
  process.exit(2);
}

const INDIA = 976;

interface Call {
  readonly name: string;
  readonly path: string;
  readonly bodies: readonly string[];
}

const graphCall = <V>(op: GraphOperation, name: string, inputs: readonly V[]): Call => {
  const encode = Schema.encodeUnknownSync(op.variables);
  return {
    name,
    path: operationPath(op, "public"),
    bodies: inputs.map((input) => JSON.stringify(graphBody(op, encode(input)))),
  };
};

const terms = ["gift", "card", "lounge", "coffee", "orbit", "travel", "dining", "tree"];
const calls: readonly Call[] = [
  graphCall(
    getItems,
    "search (get_items)",
    terms.map((term) => ({
      search_text: {
        search_key: term,
        experience: `query=${term}&`,
        custom_url: "/",
        limitFilter: "all",
        country_id: INDIA,
        country_name: "India",
        countryCode: "IN",
      },
      isLoggedIn: false,
    })),
  ),
  graphCall(
    voucherList,
    "listing (voucher_list)",
    (["vouchers", "merchandise", "experience", "charity"] as const).map((type) => ({
      listParams: { type, url: "/marketplace", country_id: INDIA, sort_by: "name", limit: 12, offset: 0 },
      isLoggedIn: false,
    })),
  ),
  graphCall(
    fetchVouchersFilters,
    "categories (fetchVouchersFilters)",
    ([37, 47, 48, 52] as const).map((filter_group_id) => ({
      filtersParams: { filter_group_id, country_id: INDIA, url: "/marketplace" },
      isLoggedIn: false,
    })),
  ),
  graphCall(
    getProduct,
    "product (getProduct)",
    [40211, 28501, 40102, 43001, 45001, 46001].map((product_id) => ({ product_id })),
  ),
];

interface Tally {
  /** Response times of the answered requests. */
  readonly latencies: number[];
  requests: number;
  errors: number;
  readonly statuses: Map<string, number>;
}

const tallies = new Map<string, Tally>(
  calls.map((call) => [call.name, { latencies: [], requests: 0, errors: 0, statuses: new Map() }]),
);

const post = (agent: Agent, port: number, path: string, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: HOST,
        port,
        path,
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          pltfm: "4",
          lng: "en",
        },
        timeout: 60_000,
      },
      (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
        res.once("error", reject);
      },
    );
    req.once("timeout", () => req.destroy(new Error("timed out after 60 s")));
    req.once("error", reject);
    req.end(body);
  });

const count = (tally: Tally, what: string) => {
  tally.errors += 1;
  tally.statuses.set(what, (tally.statuses.get(what) ?? 0) + 1);
};

/** One connection: requests in turn until the deadline, one at a time. */
const worker = async (index: number, port: number, agent: Agent, deadline: number) => {
  let turn = index;
  while (Date.now() < deadline) {
    const call = calls[turn % calls.length];
    const body = call?.bodies[Math.floor(turn / calls.length) % call.bodies.length];
    turn += 1;
    if (call === undefined || body === undefined) continue;
    const tally = tallies.get(call.name);
    if (tally === undefined) continue;
    const start = performance.now();
    tally.requests += 1;
    try {
      const status = await post(agent, port, call.path, body);
      tally.latencies.push(performance.now() - start);
      if (status !== 200) count(tally, `HTTP ${status}`);
    } catch (error) {
      count(tally, error instanceof Error ? error.message : String(error));
    }
  }
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const port = await freePort();
const server = await startServer({
  port,
  args: ["--no-static"],
  readyPath: "/robots.txt",
  timeoutSeconds: 60,
});
const agent = new Agent({ keepAlive: true, maxSockets: connections });
console.log(
  `reference API on http://${HOST}:${port}: ${connections} connections for ${durationS} s (search, listing, categories, product)`,
);
const started = performance.now();
const deadline = Date.now() + durationS * 1000;
try {
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i, port, agent, deadline)));
} finally {
  agent.destroy();
  await stopServer(server);
}
const elapsedS = (performance.now() - started) / 1000;

const rows = [...tallies].map(([name, tally]) => {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    call: name,
    requests: tally.requests,
    "req/s": Math.round(tally.requests / elapsedS),
    "p50 ms": Number(percentile(sorted, 50).toFixed(1)),
    "p99 ms": Number(percentile(sorted, 99).toFixed(1)),
    errors: tally.errors,
  };
});
console.table(rows);
const total = rows.reduce((sum, row) => sum + row.requests, 0);
const errors = rows.reduce((sum, row) => sum + row.errors, 0);
console.log(
  `${total} requests in ${elapsedS.toFixed(1)} s (${Math.round(total / elapsedS)}/s), ${errors} errors`,
);
for (const [name, tally] of tallies) {
  for (const [what, n] of tally.statuses) console.log(`  ${name}: ${n} × ${what}`);
}
process.exit(errors === 0 ? 0 : 1);
