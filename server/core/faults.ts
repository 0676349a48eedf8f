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
  /**
   * Only the calls of this client address (as the rate limits count it: a trusted proxy's
   * `X-Forwarded-For`); every caller's when absent. Lets journeys that run side by side each
   * meet their own faults.
   */
  client: Schema.optional(Schema.String),
});
export type FaultRule = typeof FaultRule.Type;

const keyOf = (operation: string, client: string | undefined): string => `${client ?? "*"} ${operation}`;

export class FaultTable {
  private readonly rules = new Map<string, { rule: FaultRule; left: number }>();

  set(rule: FaultRule): void {
    this.rules.set(keyOf(rule.operation, rule.client), {
      rule,
      left: rule.times ?? Number.POSITIVE_INFINITY,
    });
  }

  /** Removes the rules of one client address, or every rule without one. */
  clearClient(client: string | undefined): void {
    for (const [key, entry] of this.rules) if (entry.rule.client === client) this.rules.delete(key);
  }

  clear(): void {
    this.rules.clear();
  }

  /** The rule to apply to this call of `operation` by `client` (its own rule first), consuming one use. */
  take(operation: string, client?: string): FaultRule | undefined {
    const own = client === undefined ? undefined : keyOf(operation, client);
    const key = own !== undefined && this.rules.has(own) ? own : keyOf(operation, undefined);
    const entry = this.rules.get(key);
    if (entry === undefined) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) this.rules.delete(key);
    return entry.rule;
  }

  /** Whether a rule is waiting for the calls of `client` (its own, or every caller's). */
  pendingFor(client: string): boolean {
    for (const { rule } of this.rules.values())
      if (rule.client === undefined || rule.client === client) return true;
    return false;
  }

  list(): readonly FaultRule[] {
    return [...this.rules.values()].map((e) => e.rule);
  }
}
