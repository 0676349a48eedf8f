import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { callCoverage } from "../../scripts/auditPack/callCoverage";
import { SPEC_CALLS } from "../../scripts/auditPack/specCalls";

const root = fileURLToPath(new URL("../../", import.meta.url));
const referenceApiDoc = readFileSync(
  fileURLToPath(new URL("../../docs/reference-api.md", import.meta.url)),
  "utf8",
);

describe("spec §7: every call is made by the storefront and answered by the reference API, or documented", () => {
  it("each call of the inventory is carried out: its operations are in the contract, imported by an effect and handled", async () => {
    const coverage = await callCoverage(root);
    const missing = coverage.entries
      .filter((e) => e.missing.length > 0)
      .map((e) => `${e.call.call}: ${e.missing.join(", ")}`);
    expect(missing).toEqual([]);
    expect(coverage.client + coverage.answeredElsewhere).toBe(SPEC_CALLS.length);
    expect(coverage.server + coverage.answeredElsewhere).toBe(SPEC_CALLS.length);
  });

  it("a call not made is listed, under its spec line, among 'Calls another call already answers'", () => {
    const section = referenceApiDoc.slice(referenceApiDoc.indexOf("### Calls another call already answers"));
    for (const call of SPEC_CALLS) {
      if ("answeredBy" in call) expect(section).toContain(call.answeredBy);
    }
  });

  it("no call is listed twice", () => {
    const names = SPEC_CALLS.flatMap((c) => ("ops" in c ? c.ops : [c.call])).filter((n) => n !== "fetchGcb");
    expect(new Set(names).size).toBe(names.length);
  });
});
