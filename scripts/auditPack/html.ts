/**
 * The audit pack as one HTML page: inline style and SVG only, no script and no address outside
 * the page, so it opens from disk without a network. Every list is in a fixed order and every id
 * is derived from the machines, so the same data always gives the same bytes.
 */
import type { CoverageRow } from "@charts/coverage";
import type { ChartTransition } from "@charts/model";
import { escapeXml } from "@charts/svg";
import { COVERAGE_SUITES, type CoverageSuite } from "../chartsCoverage";
import type { PackData, PackMachine } from "./gather";
import { compareSections, type SpecRef } from "./specRefs";
import { sectionTitle } from "./specSections";

const e = escapeXml;

const STYLE = `
body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937;line-height:1.4}
h1,h2,h3{line-height:1.2}
table{border-collapse:collapse;margin:8px 0 16px}
th,td{border:1px solid #cbd5e1;padding:3px 6px;text-align:left;vertical-align:top;font-size:13px}
th{background:#f1f5f9}
td.n{text-align:right;font-variant-numeric:tabular-nums}
code,pre{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:12px}
pre{background:#f8fafc;border:1px solid #cbd5e1;padding:8px;overflow:auto}
.chart-frame{overflow:auto;border:1px solid #cbd5e1;max-height:90vh}
.missing{color:#b91c1c;font-weight:bold}
.ok{color:#15803d}
.redacted{color:#7c2d12;font-weight:bold}
.dim{color:#64748b}
section.machine{border-top:2px solid #334155;margin-top:32px}
a:focus-visible{outline:2px solid #2563eb}
`;

const SUITE_LABEL: Record<CoverageSuite, string> = {
  unit: "unit",
  property: "property",
  "unit or property": "unit or property",
  browser: "browser",
};

export const specAnchor = (section: string): string => `spec-${section.replace(/\./g, "-")}`;
const machineAnchor = (id: string): string => `m-${id}`;
const stateAnchor = (m: PackMachine, index: number): string => `m-${m.id}-s${index}`;
const transitionAnchor = (m: PackMachine, index: number): string => `m-${m.id}-t${index}`;

const rowText = (row: CoverageRow): string => `${row.taken} / ${row.total} (${row.percent}%)`;

/** One link per cited section (and name), the source lines in its title. */
const refLinks = (refs: readonly SpecRef[] | undefined, file: string): string => {
  if (refs === undefined || refs.length === 0) return "";
  const grouped = new Map<string, { section: string; name: string | null; at: string[] }>();
  for (const r of refs) {
    const key = `${r.section}\u0000${r.name ?? ""}`;
    const group = grouped.get(key) ?? { section: r.section, name: r.name, at: [] };
    const at = `${file}:${r.line}${r.via === "direct" ? "" : ` (${r.via})`}`;
    if (!group.at.includes(at)) group.at.push(at);
    grouped.set(key, group);
  }
  return [...grouped.values()]
    .map(
      (g) =>
        `<a href="#${specAnchor(g.section)}" title="${e(g.at.join("; "))}">§${e(g.section)}${
          g.name === null ? "" : ` '${e(g.name)}'`
        }</a>`,
    )
    .join(", ");
};

const transitionCells = (m: PackMachine, t: ChartTransition): string => {
  const suites = m.takenBy.get(t.id) ?? [];
  const targets = t.targets.length === 0 ? '<span class="dim">(stays)</span>' : t.targets.map(e).join(", ");
  return `<td><code>${e(t.source)}</code></td><td><code>${e(t.label)}</code></td><td><code>${targets}</code></td><td>${refLinks(
    m.refs?.transitions.get(t.id),
    m.refs?.file ?? "",
  )}</td><td>${suites.length === 0 ? '<span class="dim">not taken</span>' : suites.map((s) => e(SUITE_LABEL[s])).join(", ")}</td>`;
};

const machineSection = (m: PackMachine, data: PackData): string => {
  const row = data.coverage.table?.rows.find((r) => r.machine === m.model.id);
  const file = m.refs?.file ?? null;
  const states = m.model.states
    .map(
      (s, i) =>
        `<tr id="${stateAnchor(m, i)}"><td><code>${e(s.id)}</code></td><td>${e(s.type)}</td><td>${refLinks(
          m.refs?.states.get(s.id),
          file ?? "",
        )}</td></tr>`,
    )
    .join("\n");
  const transitions = m.model.transitions
    .map((t, i) => `<tr id="${transitionAnchor(m, i)}">${transitionCells(m, t)}</tr>`)
    .join("\n");
  return `<section class="machine" id="${machineAnchor(m.id)}">
<h2>${e(m.id)}</h2>
<p>Source: ${file === null ? '<span class="missing">definition not found</span>' : `<code>${e(file)}</code>`} · ${
    m.model.states.length
  } states · ${m.model.transitions.length} transitions · coverage: ${
    row === undefined
      ? '<span class="dim">no recordings</span>'
      : `<span data-coverage="${e(m.id)}">${rowText(row)}</span>`
  } · hash <code>${e(m.hash ?? "none")}</code></p>
<p>Cited by the machine as a whole: ${refLinks(m.refs?.machine, file ?? "") || '<span class="dim">none</span>'}</p>
<details open><summary>Chart</summary><div class="chart-frame">
${m.svg}</div></details>
<h3>States</h3>
<table><thead><tr><th>state</th><th>type</th><th>spec</th></tr></thead><tbody>
${states}
</tbody></table>
<h3>Transitions</h3>
<table><thead><tr><th>from</th><th>transition</th><th>to</th><th>spec</th><th>taken by</th></tr></thead><tbody>
${transitions}
</tbody></table>
</section>`;
};

const coverageSection = (data: PackData): string => {
  const c = data.coverage;
  const counts = COVERAGE_SUITES.map((suite) => {
    const n = c.recordings.filter((r) => r.suite === suite).length;
    return `<li>${e(SUITE_LABEL[suite])}: ${n === 0 ? '<span class="dim">no recordings</span>' : `${n} recording${n === 1 ? "" : "s"}`}</li>`;
  }).join("\n");
  if (c.table === null || c.report === null) {
    return `<h2 id="coverage">Transition coverage</h2>
<p class="missing">No transition recordings in <code>${e(c.dir)}</code>: coverage was not measured for this pack.</p>
<p>Record it with <code>CHARTS_COVERAGE_DIR=${e(c.dir)} npx vitest run</code> (unit and property suites) and <code>npm run build:demo &amp;&amp; CHARTS_COVERAGE_DIR=${e(c.dir)} npx playwright test</code> (browser suite), then run <code>npm run audit-pack</code> again.</p>
<ul>
${counts}
</ul>`;
  }
  const suites = COVERAGE_SUITES.filter((s) => c.bySuite.has(s));
  const head = suites.map((s) => `<th>${e(SUITE_LABEL[s])}</th>`).join("");
  const rows = c.table.rows
    .map((r) => {
      const per = suites
        .map((s) => {
          const sr = c.bySuite.get(s)?.rows.find((x) => x.machine === r.machine);
          return `<td class="n">${sr === undefined ? "" : rowText(sr)}</td>`;
        })
        .join("");
      return `<tr data-machine="${e(r.machine)}" data-taken="${r.taken}" data-total="${r.total}" data-percent="${r.percent}"><td><a href="#${machineAnchor(r.machine)}">${e(r.machine)}</a></td><td class="n">${rowText(r)}</td>${per}</tr>`;
    })
    .join("\n");
  const overall = c.table.overall;
  return `<h2 id="coverage">Transition coverage</h2>
<p>Read from <code>${e(c.dir)}</code> (${c.recordings.length} recording${c.recordings.length === 1 ? "" : "s"}), as <code>npm run charts -- --coverage ${e(c.dir)}</code> reads it; the suites' recordings together, then each suite alone:</p>
<ul>
${counts}
</ul>
<table><thead><tr><th>machine</th><th>all suites</th>${head}</tr></thead><tbody>
${rows}
<tr data-machine="overall" data-taken="${overall.taken}" data-total="${overall.total}" data-percent="${overall.percent}"><th>overall</th><th class="n">${rowText(overall)}</th>${suites
    .map((s) => {
      const o = c.bySuite.get(s)?.overall;
      return `<th class="n">${o === undefined ? "" : rowText(o)}</th>`;
    })
    .join("")}</tr>
</tbody></table>
<p>What <code>npm run charts -- --coverage</code> prints for the same recordings:</p>
<pre id="coverage-report">${e(c.report)}</pre>`;
};

const eventsSection = (data: PackData): string => {
  const rows = data.events
    .map((ev) => {
      const fields =
        ev.info.fields.length === 0
          ? '<span class="dim">no fields</span>'
          : ev.info.fields
              .map(
                (f) =>
                  `<code>${e(f.path)}${f.optional ? "?" : ""}: ${e(f.type)}</code>${
                    f.redacted === null ? "" : ` <span class="redacted">redacted (${e(f.redacted)})</span>`
                  }`,
              )
              .join("<br>");
      const machines = ev.machines.map((m) => `<a href="#${machineAnchor(m)}">${e(m)}</a>`).join(", ");
      return `<tr><td><code>${e(ev.info.type)}</code></td><td>${fields}</td><td>${machines || '<span class="dim">none</span>'}</td></tr>`;
    })
    .join("\n");
  const redacted = data.events.filter((ev) => ev.info.fields.some((f) => f.redacted !== null)).length;
  return `<h2 id="events">Event schemas</h2>
<p>${data.events.length} event types, ${redacted} with redacted fields. A field marked redacted never reaches a log in clear: the recorder replaces its value with <code>[redacted:{kind}:{hash}]</code> wherever its name appears (the sensitive keys of <code>src/domain/eventlog/sensitiveKeys.ts</code>).</p>
<table><thead><tr><th>event</th><th>fields</th><th>machines with a transition on it</th></tr></thead><tbody>
${rows}
</tbody></table>`;
};

const MAX_HITS = 8;

const catalogueSection = (data: PackData): string => {
  const rows = data.rows
    .map(({ row, hits }, i) => {
      const shown = hits
        .slice(0, MAX_HITS)
        .map(
          (h) =>
            `<code>${e(h.file)}:${h.line}</code> ${e(h.title)} <span class="dim">(${h.reasons.join(", ")})</span>`,
        )
        .join("<br>");
      const files = new Set(hits.map((h) => h.file)).size;
      const more =
        hits.length > MAX_HITS ? `<br><span class="dim">and ${hits.length - MAX_HITS} more</span>` : "";
      const asserted =
        hits.length === 0
          ? '<span class="missing">not asserted</span>'
          : `<span class="ok">${hits.length} test${hits.length === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}</span><br>${shown}${more}`;
      return `<tr id="err-${i + 1}" data-situation="${e(row.situation)}" data-tests="${hits.length}"><td>${e(row.situation)}</td><td>${e(row.shown)}</td><td><code>${row.tags.map(e).join(", ")}</code></td><td>${asserted}</td></tr>`;
    })
    .join("\n");
  const missing = data.rows.filter((r) => r.hits.length === 0).length;
  return `<h2 id="catalogue">Error catalogue (<a href="#${specAnchor("8")}">spec §8</a>)</h2>
<p>${data.rows.length} rows; ${missing === 0 ? "every row is asserted by at least one test" : `<span class="missing">${missing} not asserted</span>`}. A test counts when its title names the situation (title), its body holds the row's text or value (text), or it uses the row's typed error (error); for the HTTP 429 rows the body must also name one of the row's calls.</p>
<table><thead><tr><th>situation</th><th>what the user sees (spec)</th><th>typed errors</th><th>asserted by</th></tr></thead><tbody>
${rows}
</tbody></table>`;
};

const callsSection = (data: PackData): string => {
  const { entries, client, server, answeredElsewhere } = data.calls;
  const rows = entries
    .map(({ call, missing }) => {
      const way =
        "ops" in call
          ? `<code>${call.ops.map(e).join(", ")}</code>`
          : "route" in call
            ? `route <code>${e(call.route)}</code>`
            : `not made: another call does its job (docs/reference-api.md, ${e(call.answeredBy)})`;
      const state =
        missing.length === 0
          ? '<span class="ok">carried out</span>'
          : `<span class="missing">${missing.map(e).join(", ")}</span>`;
      return `<tr><td><a href="#${specAnchor(call.section)}">§${e(call.section)}</a></td><td>${e(call.call)}</td><td>${way}</td><td>${state}</td></tr>`;
    })
    .join("\n");
  return `<h2 id="calls">Calls (<a href="#${specAnchor("7")}">spec §7</a>)</h2>
<p>${entries.length} calls: ${client} made by the storefront, ${server} answered by the reference API, ${answeredElsewhere} not made because another call does their job. Read from the code: the contract's operations, the effects that import them and the reference API's handlers.</p>
<table><thead><tr><th>section</th><th>call</th><th>carried out by</th><th>state</th></tr></thead><tbody>
${rows}
</tbody></table>`;
};

/** Every place citing each section, for the index. */
const citations = (data: PackData): ReadonlyMap<string, string[]> => {
  const by = new Map<string, string[]>();
  const add = (refs: readonly SpecRef[] | undefined, link: string) => {
    for (const section of new Set((refs ?? []).map((r) => r.section))) {
      const list = by.get(section) ?? [];
      if (!list.includes(link)) list.push(link);
      by.set(section, list);
    }
  };
  for (const m of data.machines) {
    add(m.refs?.machine, `<a href="#${machineAnchor(m.id)}">${e(m.id)}</a>`);
    m.model.states.forEach((s, i) => {
      add(m.refs?.states.get(s.id), `<a href="#${stateAnchor(m, i)}">${e(s.id)}</a>`);
    });
    m.model.transitions.forEach((t, i) => {
      add(
        m.refs?.transitions.get(t.id),
        `<a href="#${transitionAnchor(m, i)}">${e(t.source)}: ${e(t.trigger)}</a>`,
      );
    });
  }
  return by;
};

const specSection = (data: PackData): string => {
  const by = citations(data);
  const sections = [...new Set([...by.keys(), "8"])].sort(compareSections);
  const items = sections
    .map((s) => {
      const title = sectionTitle(s);
      const list = by.get(s) ?? [];
      const extra = s === "8" ? `<li><a href="#catalogue">the error catalogue's rows</a></li>` : "";
      return `<section id="${specAnchor(s)}"><h3>§${e(s)}${title === null ? "" : ` ${e(title)}`}</h3>
<p>${list.length} place${list.length === 1 ? "" : "s"} cite it.</p>
<ul>${extra}${list.map((l) => `<li>${l}</li>`).join("")}</ul></section>`;
    })
    .join("\n");
  return `<h2 id="spec">Spec sections cited</h2>
<p>Each section of the product spec that a machine's source cites (<code>spec §</code> in its comments), with the machines, states and transitions citing it. A citation on a guard, action, effect or delay counts for every transition and state that uses it.</p>
${items}`;
};

const hashesSection = (data: PackData): string => {
  const rows = data.machines
    .map((m) => {
      const ok = m.hash !== null && m.hash === m.currentHash;
      return `<tr><td><a href="#${machineAnchor(m.id)}">${e(m.id)}</a></td><td><code>${e(m.hash ?? "none")}</code></td><td>${
        ok
          ? '<span class="ok">matches its definition</span>'
          : `<span class="missing">definition hashes to ${e(m.currentHash)}: run npm run machine-hashes</span>`
      }</td></tr>`;
    })
    .join("\n");
  return `<h2 id="hashes">Machine hashes</h2>
<p>The hash of every machine definition of this build (<code>src/app/machineHashes.ts</code>). A log's header (<code>"kind":"header"</code>) lists under <code>machines</code> the hash of each machine it recorded: a log comes from this build when each of them equals the hash here. Fingerprint of all of them: <code>${e(data.build.fingerprint)}</code>.</p>
<table><thead><tr><th>machine</th><th>hash</th><th>check</th></tr></thead><tbody>
${rows}
</tbody></table>`;
};

/**
 * What a reviewer can check for themselves beyond this page, and the command for each
 * (docs/event-log.md, docs/charts-and-audit-pack.md).
 */
export const EVIDENCE: readonly { readonly what: string; readonly how: string }[] = [
  {
    what: "Replay: a recorded log (a downloaded one, or a ticket's) stepped through this build's machines, each step's snapshot checked against the log's digest",
    how: "npm run replay -- <log | ticket:ID> [--until N]",
  },
  {
    what: "Watch mode: the storefront's own views rendered from the replay at any step, at the log's recorded viewport, redacted values shown as ••••, the page's intents inert; play, scrub and jump to the first divergence",
    how: "npm run replay -- <log | ticket:ID> --watch [--at N]; the developer drawer's Load tab, Watch",
  },
  {
    what: "Screenshots of a watched log, one per user input (or every K steps), to attach to a report",
    how: "npm run replay -- <log> --screenshots <folder> [--every K]",
  },
  {
    what: "A log as a regression test: the replay's final snapshots kept beside the log",
    how: "npm run replay -- <log> --to-test tests/regressions/<name>.test.ts",
  },
  {
    what: "A failing model-based property over the purchase writes its shrunk counterexample as a log, to replay, watch or keep as a test",
    how: "test-output/counterexamples/<property>-<seed>.ndjson",
  },
  {
    what: "Machine charts and transition coverage",
    how: "npm run charts [-- --coverage | --diff <ref>]",
  },
];

const evidenceSection = (): string => `<h2 id="evidence">Evidence to check</h2>
<table><thead><tr><th>evidence</th><th>how</th></tr></thead><tbody>
${EVIDENCE.map((item) => `<tr><td>${e(item.what)}</td><td><code>${e(item.how)}</code></td></tr>`).join("\n")}
</tbody></table>`;

/** The pack's page. */
export const packHtml = (data: PackData): string => {
  const b = data.build;
  const toc = data.machines.map((m) => `<a href="#${machineAnchor(m.id)}">${e(m.id)}</a>`).join(" · ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Audit pack: ${e(b.name)} ${e(b.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Audit pack: ${e(b.name)} ${e(b.version)}</h1>
<p>Commit <code>${e(b.commit)}</code>${b.uncommitted ? ' <span class="missing">with changes not committed</span>' : ""} · ${data.machines.length} machines · machine fingerprint <code>${e(b.fingerprint)}</code></p>
<nav><p><a href="#coverage">Transition coverage</a> · <a href="#events">Event schemas</a> · <a href="#catalogue">Error catalogue</a> · <a href="#calls">Calls</a> · <a href="#spec">Spec sections cited</a> · <a href="#hashes">Machine hashes</a> · <a href="#evidence">Evidence to check</a></p>
<p>Machines: ${toc}</p></nav>
${coverageSection(data)}
${eventsSection(data)}
${catalogueSection(data)}
${callsSection(data)}
${hashesSection(data)}
${specSection(data)}
${evidenceSection()}
<h2 id="machines">Machines</h2>
${data.machines.map((m) => machineSection(m, data)).join("\n")}
</body>
</html>
`;
};
