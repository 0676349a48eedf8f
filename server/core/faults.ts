/**
 * Fault injection for tests: added latency, a given status, or a dropped connection on a
 * named call. Off unless the server is started with faults enabled.
 */
import { Schema } from "effect";

export const FaultRule = Schema.Struct({
  /** Operation name (third dot-segment of a graph query, or a REST call's name). */
  operation: Schema.String,
  latencyMs: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 120_000 }))),
  status: Schema.optional(Schema.Literals([400, 401, 429, 500, 502, 503])),
  drop: Schema.optional(Schema.Boolean),
  /**
   * The call is handled first and only its answer is lost (the status or the dropped
   * connection comes after the handler ran): what a shopper meets when a confirmation went
   * through but its answer never arrived.
   */
  after: Schema.optional(Schema.Boolean),
  /** How many calls the rule applies to; unlimited when absent. */
  times: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0))),
});
export type FaultRule = typeof FaultRule.Type;

export class FaultTable {
  private readonly rules = new Map<string, { rule: FaultRule; left: number }>();

  set(rule: FaultRule): void {
    this.rules.set(rule.operation, { rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.rules.clear();
  }

  /** The rule to apply to this call of `operation`, consuming one use. */
  take(operation: string): FaultRule | undefined {
    const entry = this.rules.get(operation);
    if (entry === undefined) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) this.rules.delete(operation);
    return entry.rule;
  }

  list(): readonly FaultRule[] {
    return [...this.rules.values()].map((e) => e.rule);
  }
}
