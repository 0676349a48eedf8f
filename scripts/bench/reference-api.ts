/**
 * Reference API at scale: seeds 50,000 generated products into a fresh in-memory database and
 * measures seeding time, search latency through the full HTTP layer, and peak memory.
 * Prints figures; asserts nothing (these machines are noisy).
 */

import { getItems } from "@contract/catalogue";
import { graphBody, operationPath } from "@contract/operation";
import { Schema } from "effect";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { modules } from "../../server/modules";

const SCALE = Number(process.env.BENCH_SCALE ?? 50_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const terms = ["gift", "card", "amazon", "travel", "spa", "coffee", "shoe", "book", "xyz", "lounge"];

const t0 = performance.now();
const db = openDatabase(":memory:", modules, { scaleProducts: SCALE });
const seedMs = performance.now() - t0;
const products = (db.prepare("SELECT COUNT(*) AS n FROM products").get() as { n: number }).n;
const app = createApp({ db, modules, config: { origin: "http://bench", supportEmail: "bench@example.com" } });

const encode = Schema.encodeUnknownSync(getItems.variables);
const search = async (text: string) => {
  const variables = encode({
    search_text: {
      search_key: text,
      experience: `query=${text}&`,
      custom_url: "/",
      limitFilter: "all",
      country_id: 976,
      country_name: "India",
      countryCode: "IN",
    },
    isLoggedIn: false,
  });
  const res = await app.hono.request(operationPath(getItems, "public"), {
    method: "POST",
    headers: { "Content-Type": "application/json", pltfm: "4" },
    body: JSON.stringify(graphBody(getItems, variables)),
  });
  if (res.status !== 200) throw new Error(`search answered HTTP ${res.status}`);
  await res.json();
};

for (const term of terms) await search(term);
const latencies: number[] = [];
const start = performance.now();
for (let i = 0; i < SEARCHES; i += 1) {
  const term = terms[i % terms.length] ?? "gift";
  const s = performance.now();
  await search(term);
  latencies.push(performance.now() - s);
}
const totalMs = performance.now() - start;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

console.log(`reference API, ${products} products (${SCALE} generated)`);
console.log(`  seed + index:        ${seedMs.toFixed(0)} ms`);
console.log(
  `  search (HTTP layer): p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, max ${pct(100).toFixed(2)} ms`,
);
console.log(`  search throughput:   ${((SEARCHES / totalMs) * 1000).toFixed(0)} searches/s over ${SEARCHES}`);
console.log(`  peak RSS:            ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
db.close();
