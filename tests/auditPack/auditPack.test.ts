/**
 * `npm run audit-pack`: the page lists every machine the charts draw and every row of the error
 * catalogue (spec §8), its coverage figures are those `npm run charts -- --coverage` prints for
 * the same recordings, two generations give the same bytes, and nothing in it loads from the
 * network.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MACHINE_HASHES } from "@app/machineHashes";
import { storefrontMachines } from "@app/system";
import { coverageTable } from "@charts/coverage";
import { chartModel } from "@charts/model";
import { escapeXml } from "@charts/svg";
import { storefrontErrorTags, Texts } from "@errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_ROWS } from "../../scripts/auditPack/catalogueRows";
import { gatherPack, type PackData } from "../../scripts/auditPack/gather";
import { EVIDENCE, packHtml } from "../../scripts/auditPack/html";
import { readCoverage } from "../../scripts/chartsCoverage";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const TSX = join(REPO, "node_modules", ".bin", "tsx");
const SLOW = 240_000;

const unescapeXml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The machines in the order the charts script draws them (scripts/charts.ts). */
const chartIds = Object.keys(storefrontMachines).sort();
const models = chartIds.flatMap((id) => {
  const machine = storefrontMachines[id];
  return machine === undefined ? [] : [chartModel(machine)];
});
const modelOf = (id: string) => {
  const model = models.find((m) => m.id === id);
  if (model === undefined) throw new Error(`no machine ${id}`);
  return model;
};

let base = "";
let coverageDir = "";
let data: PackData;
let html = "";

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), "storefront-audit-pack-"));
  coverageDir = join(base, "transitions");
  // A recording of each suite, over a few machines' transitions (and an id no machine has).
  const cart = modelOf("cart").transitions.map((t) => t.id);
  const session = modelOf("session").transitions.map((t) => t.id);
  const auth = modelOf("auth").transitions.map((t) => t.id);
  const write = (file: string, value: unknown) => {
    execFileSync("mkdir", ["-p", coverageDir]);
    writeFileSync(join(coverageDir, file), JSON.stringify(value));
  };
  write("vitest-unit-1-0.json", { cart: cart.filter((_, i) => i % 2 === 0), session: session.slice(0, 5) });
  write("vitest-property-1-0.json", { cart: cart.slice(0, 3), ghost: ["ghost|X|0"] });
  write("playwright-1-0.json", { auth: auth.slice(0, 4), session: session.slice(3, 9) });
  data = await gatherPack(REPO, coverageDir);
  html = packHtml(data);
}, SLOW);

afterAll(() => {
  if (base !== "") rmSync(base, { recursive: true, force: true });
});

describe("npm run audit-pack", () => {
  it("lists every machine the charts script draws, each with its chart and hash", () => {
    const sections = [...html.matchAll(/<section class="machine" id="m-([^"]+)">/g)].map((m) => m[1]);
    expect(sections).toEqual(chartIds);
    for (const id of chartIds) {
      expect(html).toContain(`data-machine="${id}" width=`);
      const hash = MACHINE_HASHES[id];
      expect(hash).toBeDefined();
      expect(html).toContain(`<code>${hash}</code>`);
    }
    expect(data.machines.every((m) => m.refs !== null)).toBe(true);
  });

  it("lists every row of the §8 catalogue with the tests asserting it, or says it is not asserted", () => {
    expect(CATALOGUE_ROWS).toHaveLength(28);
    const rows = [
      ...html.matchAll(/<tr id="err-\d+" data-situation="([^"]*)" data-tests="(\d+)">(.*?)<\/tr>/g),
    ];
    expect(rows.map((r) => unescapeXml(r[1] ?? ""))).toEqual(CATALOGUE_ROWS.map((r) => r.situation));
    for (const [i, row] of CATALOGUE_ROWS.entries()) {
      const cells = rows[i]?.[3] ?? "";
      expect(cells).toContain(escapeXml(row.shown));
      const tests = Number(rows[i]?.[2]);
      expect(tests).toBe(data.rows[i]?.hits.length);
      if (tests === 0) expect(cells).toContain("not asserted");
      else
        for (const hit of data.rows[i]?.hits.slice(0, 1) ?? [])
          expect(cells).toContain(`${hit.file}:${hit.line}`);
    }
  });

  it("lists the calls of spec §7 with what carries each out, and counts them", () => {
    expect(html).toContain('<h2 id="calls">');
    expect(html).toContain(
      `<p>${data.calls.entries.length} calls: ${data.calls.client} made by the storefront, ${data.calls.server} answered by the reference API, ${data.calls.answeredElsewhere} not made`,
    );
    expect(html).toContain(
      '<td>getRoutes</td><td><code>getRoutes</code></td><td><span class="ok">carried out</span></td>',
    );
    expect(html).toContain("<td>getPGs</td><td>not made: another call does its job");
  });

  it("lists the evidence a reviewer can check, watch mode among it, with its commands", () => {
    expect(html).toContain('<h2 id="evidence">Evidence to check</h2>');
    const watch = EVIDENCE.find((item) => item.what.startsWith("Watch mode"));
    expect(watch?.how).toContain("npm run replay -- <log | ticket:ID> --watch [--at N]");
    for (const item of EVIDENCE) expect(html).toContain(`<code>${escapeXml(item.how)}</code>`);
  });

  it("the rows name real typed errors, and the texts they quote are the catalogue's", () => {
    for (const row of CATALOGUE_ROWS) {
      for (const tag of row.tags) expect(storefrontErrorTags).toContain(tag);
      for (const key of row.texts) {
        const quoted = row.shown.includes("'") ? Texts[key] : null;
        // The spec writes the wallet app's name as {wallet-app}; the catalogue fills it in.
        if (quoted !== null && row.shown.includes(`'${quoted.slice(0, 12)}`)) {
          expect(row.shown.replace("{wallet-app}", "mobile wallet")).toContain(quoted);
        }
      }
    }
    // The catalogue's own row test names the row, so each row is found by its title there.
    const titled = data.rows.filter((r) => r.hits.some((h) => h.reasons.includes("title")));
    expect(titled.length).toBeGreaterThan(0);
  });

  it(
    "shows the coverage figures `npm run charts -- --coverage` prints for the same recordings",
    () => {
      const out = mkdtempSync(join(base, "charts-"));
      const printed = execFileSync(TSX, [join(REPO, "scripts", "charts.ts"), "--coverage", coverageDir], {
        cwd: out,
        encoding: "utf8",
        env: { ...process.env, TSX_TSCONFIG_PATH: join(REPO, "tsconfig.json") },
      });
      const report = printed.slice(printed.indexOf("Transition coverage\n") + "Transition coverage\n".length);
      const pre = /<pre id="coverage-report">([^<]*)<\/pre>/.exec(html)?.[1];
      expect(pre).toBeDefined();
      expect(unescapeXml(pre ?? "")).toBe(report);

      const table = coverageTable(models, readCoverage(coverageDir));
      const shown = [
        ...html.matchAll(
          /<tr data-machine="([^"]+)" data-taken="(\d+)" data-total="(\d+)" data-percent="([\d.]+)">/g,
        ),
      ];
      expect(shown.map((m) => [m[1], Number(m[2]), Number(m[3]), Number(m[4])])).toEqual(
        [...table.rows, table.overall].map((r) => [r.machine, r.taken, r.total, r.percent]),
      );
      expect(table.overall.taken).toBeGreaterThan(0);
      expect(report).toContain(`overall: ${table.overall.taken} / ${table.overall.total}`);
    },
    SLOW,
  );

  it("says which suites' recordings were present, and which suites took each transition", () => {
    expect(html).toContain("<li>unit: 1 recording</li>");
    expect(html).toContain("<li>property: 1 recording</li>");
    expect(html).toContain("<li>browser: 1 recording</li>");
    const cart = data.machines.find((m) => m.id === "cart");
    const first = modelOf("cart").transitions[0]?.id ?? "";
    expect(cart?.takenBy.get(first)).toEqual(["unit", "property"]);
    const auth = data.machines.find((m) => m.id === "auth");
    expect(auth?.takenBy.get(modelOf("auth").transitions[0]?.id ?? "")).toEqual(["browser"]);
  });

  it("without recordings, says coverage was not measured", () => {
    const none = packHtml({
      ...data,
      coverage: {
        dir: "coverage/transitions",
        recordings: [],
        table: null,
        report: null,
        bySuite: new Map(),
      },
    });
    expect(none).toContain("No transition recordings in <code>coverage/transitions</code>");
    expect(none).not.toContain('id="coverage-report"');
  });

  it("marks the redacted fields of the event schemas", () => {
    const row = (type: string) =>
      new RegExp(`<tr><td><code>${type.replace(".", "\\.")}</code></td><td>(.*?)</td>`).exec(html)?.[1] ?? "";
    expect(row("AUTH.SUBMIT_PASSWORD")).toContain(
      'password: string</code> <span class="redacted">redacted (password)</span>',
    );
    expect(row("HOTEL.GUEST_SUBMIT")).toContain(
      'guest.email: string</code> <span class="redacted">redacted (email)</span>',
    );
    expect(row("CART.UPDATE")).not.toContain("redacted");
  });

  it(
    "gives the same bytes when run again, and loads nothing from the network",
    () => {
      const out = join(base, "pack.html");
      execFileSync(TSX, [join(REPO, "scripts", "audit-pack.ts"), "--out", out, "--coverage", coverageDir], {
        cwd: REPO,
        encoding: "utf8",
      });
      expect(readFileSync(out, "utf8")).toBe(html);

      expect(html).not.toMatch(/\b(?:src|href|action|poster|srcset|data)\s*=\s*["']?\s*(?:https?:)?\/\//i);
      expect(html).not.toMatch(/url\(\s*["']?\s*(?:https?:)?\/\//i);
      expect(html).not.toMatch(/@import|<script|<link|<iframe|<img/i);
      // The one address is the SVG namespace, which loads nothing.
      expect([...html.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0])).toEqual(
        Array(chartIds.length).fill("http://www.w3.org/2000/svg"),
      );
    },
    SLOW,
  );
});
