/**
 * Prints the chaos table after a run: one row per journey call, one column per fault, each cell
 * the outcome (what showed with the fault on → how the journey ended once it cleared), marked ✗
 * when an assertion did not hold. Prints nothing when the run had no chaos cells.
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface Cell {
  readonly journey: string;
  readonly call: string;
  readonly fault: string;
  readonly outcome: string;
  readonly ok: boolean;
  readonly detail?: string;
}

const isCell = (value: unknown): value is Cell =>
  typeof value === "object" &&
  value !== null &&
  typeof Reflect.get(value, "call") === "string" &&
  typeof Reflect.get(value, "fault") === "string" &&
  typeof Reflect.get(value, "outcome") === "string";

const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - text.length));

export default class ChaosTableReporter implements Reporter {
  /** Each test's cells from its last attempt (a retried call shows how its retry went). */
  private readonly byTest = new Map<string, { readonly cells: Cell[]; readonly retry: number }>();
  private readonly started = Date.now();

  private get cells(): Cell[] {
    return [...this.byTest.values()].flatMap((entry) => entry.cells);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const cells: Cell[] = [];
    for (const annotation of result.annotations) {
      if (annotation.type !== "chaos-cell" || annotation.description === undefined) continue;
      const parsed: unknown = JSON.parse(annotation.description);
      if (isCell(parsed)) cells.push(parsed);
    }
    this.byTest.set(test.id, { cells, retry: result.retry });
  }

  onEnd(result: FullResult): void {
    const retried = [...this.byTest.values()].filter((entry) => entry.retry > 0).length;
    if (this.cells.length === 0) return;
    const faults = [...new Set(this.cells.map((cell) => cell.fault))];
    const rows = [...new Set(this.cells.map((cell) => `${cell.journey} / ${cell.call}`))];
    const text = (row: string, fault: string) => {
      const cell = this.cells.find((c) => `${c.journey} / ${c.call}` === row && c.fault === fault);
      return cell === undefined ? "—" : `${cell.ok ? "" : "✗ "}${cell.outcome}`;
    };
    const first = Math.max("call".length, ...rows.map((row) => row.length));
    const widths = faults.map((fault) =>
      Math.max(fault.length, ...rows.map((row) => text(row, fault).length)),
    );
    const line = (cells: readonly string[]) =>
      `| ${pad(cells[0] ?? "", first)} | ${faults.map((_, i) => pad(cells[i + 1] ?? "", widths[i] ?? 0)).join(" | ")} |`;
    const out = [
      "",
      "Chaos: call × fault → outcome (what showed with the fault on → once it cleared)",
      line(["call", ...faults]),
      `|${"-".repeat(first + 2)}|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
      ...rows.map((row) => line([row, ...faults.map((fault) => text(row, fault))])),
      "",
    ];
    const failed = this.cells.filter((cell) => !cell.ok);
    out.push(
      `${this.cells.length} cells, ${failed.length} not meeting the assertions (${retried} calls run again); ${result.status} in ${Math.round((Date.now() - this.started) / 1000)} s`,
    );
    for (const cell of failed)
      out.push(`  ✗ ${cell.journey} / ${cell.call} × ${cell.fault}: ${cell.detail ?? cell.outcome}`);
    console.log(out.join("\n"));
  }
}
