/**
 * Reference API at scale: seeds 50,000 generated products into a fresh in-memory database and
 * measures seeding time, search and listing latency through the full HTTP layer, and peak memory.
 * Prints figures; asserts nothing (these machines are noisy).
 */

import { getItems } from "@contract/catalogue";
import {
  downloadVoucherCatalogue,
  fetchFilters,
  filterList,
  type ListingType,
  voucherList,
} from "@contract/listing";
import { type GraphOperation, graphBody, operationPath } from "@contract/operation";
import { Schema } from "effect";
import { createApp } from "../../server/core/app";
import { openDatabase } from "../../server/core/database";
import { modules } from "../../server/modules";

const SCALE = Number(process.env.BENCH_SCALE ?? 50_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 400);
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

/* Listing pages (voucher_list and its neighbours): server-side paging, sorting and filtering. */

const callOp = async (op: GraphOperation, variables: unknown): Promise<unknown> => {
  const res = await app.hono.request(operationPath(op, "public"), {
    method: "POST",
    headers: { "Content-Type": "application/json", pltfm: "4" },
    body: JSON.stringify(graphBody(op, Schema.encodeUnknownSync(op.variables)(variables))),
  });
  if (res.status !== 200) throw new Error(`${op.query} answered HTTP ${res.status}`);
  return res.json();
};

const timed = async (count: number, run: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < Math.min(10, count); i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const s = performance.now();
    await run(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return `p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${at(100).toFixed(2)} ms`;
};

const families: readonly ListingType[] = [
  "vouchers",
  "merchandise",
  "perks",
  "charity",
  "lounge",
  "insurance",
];
const sorts = ["popular", "name", "price_up", "price_down"] as const;
const categoriesOf: Readonly<Partial<Record<ListingType, string>>> = {
  vouchers: "698",
  merchandise: "1390",
  perks: "1302",
  charity: "1321",
  lounge: "1312",
};
const pick = <T>(items: readonly T[], i: number): T => {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("empty list");
  return item;
};
const listing = (i: number, more: Record<string, unknown>) => {
  const type = pick(families, i);
  return callOp(voucherList, {
    listParams: {
      type,
      url: "/",
      country_id: 976,
      sort_by: pick(sorts, i >> 2),
      limit: 24,
      offset: 0,
      ...more,
    },
    isLoggedIn: false,
  });
};
const indiaVouchers = (
  db.prepare("SELECT COUNT(*) AS n FROM products WHERE country_id = 976 AND type = 'vouchers'").get() as {
    n: number;
  }
).n;

const firstPages = await timed(LISTINGS, (i) => listing(i, {}));
const deepPages = await timed(LISTINGS, (i) => listing(i, { offset: 24 * (20 + (i % 30)) }));
const byCategory = await timed(LISTINGS, (i) =>
  listing(i, { filter_value_id: categoriesOf[pick(families, i)] ?? "1" }),
);
const byText = await timed(LISTINGS, (i) =>
  listing(i, { search_key: pick(["au", "card", "pass", "zz"], i) }),
);
const filters = await timed(LISTINGS / 4, (i) =>
  callOp(filterList, {
    filterParams: { type: pick(families, i), url: "/", country_id: 976 },
    isLoggedIn: false,
  }),
);
const productListFilters = await timed(LISTINGS / 4, () =>
  callOp(fetchFilters, { add_data: { url: "/", country_id: 976 }, isLoggedIn: false }),
);
const download = await timed(20, () =>
  callOp(downloadVoucherCatalogue, {
    categoryType: "vouchers",
    url: "/",
    country_id: 976,
    isLoggedIn: false,
  }),
);

console.log(`  listing, India (${indiaVouchers} gift cards), 24 a page, ${LISTINGS} calls each:`);
console.log(`    voucher_list first page:        ${firstPages}`);
console.log(`    voucher_list pages 21 to 50:    ${deepPages}`);
console.log(`    voucher_list by category:       ${byCategory}`);
console.log(`    voucher_list by text:           ${byText}`);
console.log(`    filter_list:                    ${filters}`);
console.log(`    fetchFilters (product list):    ${productListFilters}`);
console.log(`    downloadVoucherCatalogue (all ${indiaVouchers} gift cards, 20 calls): ${download}`);
console.log(`  peak RSS:            ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
db.close();
