/**
 * The replay's digests are computed incrementally (a hash fed in pieces, each actor's context
 * digested against its previous one); they must stay byte-identical to the recorder's.
 */
import { Hash64Stream, hash64 } from "@domain/eventlog/hash";
import { makeRedactor } from "@domain/eventlog/redaction";
import { digestOf, snapshotDigests } from "@eventlog/actors";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, type InspectionEvent } from "xstate";
import { fixtureKeys, parentMachine, settle } from "./fixture";

describe("Hash64Stream", () => {
  it("gives hash64 of the joined text, wherever the text is cut", () => {
    const texts = ["", "a", "storefront", 'key:#0123456789abcdef|email:"[redacted:email:00]"', "é€😀 mixed"];
    for (const text of texts) {
      for (let i = 0; i <= text.length; i++) {
        for (let j = i; j <= text.length; j++) {
          const stream = new Hash64Stream().add(text.slice(0, i)).add(text.slice(i, j)).add(text.slice(j));
          expect(stream.end(), `${text} cut at ${i}, ${j}`).toBe(hash64(text));
        }
      }
    }
  });
});

const keys = new Map([
  ["password", "password" as const],
  ["email", "email" as const],
  ["a_t", "token" as const],
]);

describe("a sequence digest", () => {
  it("equals the redactor's digest for each value of a context changing event after event", () => {
    const shared = { list: [1, 2, 3], nested: { url: "https://x.example/?a_t=abc&page=2" } };
    const user = { email: "priya@demo.example", name: "Priya" };
    const contexts: unknown[] = [
      { count: 0, user: null, shared, note: "plain" },
      { count: 1, user: null, shared, note: "plain" },
      { count: 1, user, shared, note: "write to sam@demo.example" },
      { count: 1, user, shared, note: "write to sam@demo.example", password: "Demo@1234" },
      { count: 1, user, shared, password: "   ", note: "order changed" },
      { count: 1, user: { ...user }, shared: { ...shared }, a_t: { nested: "token" }, gone: undefined },
      { count: Number.NaN, user, shared, a_t: "", fn: () => 1 },
      "a text context",
      null,
      [{ email: "x@y.example" }, 2],
      { count: 2, user, shared },
      { count: 2, user, shared },
      { count: 2, user, shared, extra: 1 },
      { count: 2, user },
      { count: 2 },
      { count: 2, user, shared },
      { user, count: 2, shared },
      {},
      {},
      "text again",
      {},
      { count: 3, user, shared },
      { count: 3, user: null, shared },
      { count: 3, user: null, shared, more: "x", evenMore: [1] },
      { count: 3, user: null, shared, more: "x", evenMore: [1] },
    ];
    const sequence = makeRedactor(keys, "salt").sequenceDigest();
    for (const [index, context] of contexts.entries()) {
      const fresh = makeRedactor(keys, "salt");
      expect(sequence(context), `context ${index}`).toBe(fresh.digest(context));
    }
  });

  it("equals the redactor's digest over random edits of a context (members set, removed, reordered)", () => {
    const pool = [{ email: "a@b.example" }, { list: [1, 2] }, { nested: { a_t: "secret" } }, [3, 4]];
    const memberArb = fc.oneof(
      fc.constantFrom(...pool),
      fc.constantFrom(
        "",
        " ",
        "plain",
        "to c@d.example",
        "/?a_t=tok&x=1",
        "[redacted:email:0123456789abcdef]",
      ),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const keyArb = fc.constantFrom("count", "user", "email", "password", "a_t", "note", "list");
    const editArb = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), key: keyArb, member: memberArb }),
      fc.record({ kind: fc.constant("delete" as const), key: keyArb }),
      fc.record({ kind: fc.constant("reverse" as const) }),
      fc.record({ kind: fc.constant("same" as const) }),
    );
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 40 }), (edits) => {
        const sequence = makeRedactor(keys, "salt").sequenceDigest();
        let context: Record<string, unknown> = {};
        for (const edit of edits) {
          if (edit.kind === "set") context = { ...context, [edit.key]: edit.member };
          else if (edit.kind === "delete") {
            const { [edit.key]: _gone, ...rest } = context;
            context = rest;
          } else if (edit.kind === "reverse") context = Object.fromEntries(Object.entries(context).reverse());
          else context = { ...context };
          expect(sequence(context)).toBe(makeRedactor(keys, "salt").digest(context));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("gives a member rebuilt with the same data its part, and a member whose data changed a new one", () => {
    const sequence = makeRedactor(keys, "salt").sequenceDigest();
    const userOf = (city: string) => ({ email: "priya@demo.example", address: { city }, tags: ["a", "b"] });
    const contexts = [
      { count: 1, user: userOf("Pune") },
      // The same data in new objects (as each event carrying it builds them).
      { count: 1, user: userOf("Pune") },
      // A text deep inside changed: the member's part, and the digest, change.
      { count: 1, user: userOf("Mumbai") },
      { count: 1, user: userOf("Pune") },
      { count: 1, user: { ...userOf("Pune"), tags: ["b", "a"] } },
      { count: 1, user: { ...userOf("Pune"), email: "sam@demo.example" } },
    ];
    const digests = contexts.map((context) => sequence(context));
    for (const [index, context] of contexts.entries()) {
      expect(digests[index], `context ${index}`).toBe(makeRedactor(keys, "salt").digest(context));
    }
    expect(digests[1]).toBe(digests[0]);
    expect(digests[2]).not.toBe(digests[1]);
    expect(digests[3]).toBe(digests[0]);
    expect(new Set([digests[0], digests[2], digests[4], digests[5]]).size).toBe(4);
  });

  it("gives the same answer when the same context comes again", () => {
    const sequence = makeRedactor(keys, "salt").sequenceDigest();
    const context = { email: "priya@demo.example", count: 3 };
    expect(sequence(context)).toBe(sequence(context));
    expect(sequence({ ...context })).toBe(makeRedactor(keys, "salt").digest(context));
  });
});

describe("snapshot digests", () => {
  it("equal digestOf for every snapshot a live system produces", async () => {
    const snapshots: { actor: object; snapshot: unknown }[] = [];
    const actor = createActor(parentMachine, {
      systemId: "root",
      input: { email: "priya@demo.example" },
      inspect: (inspection: InspectionEvent) => {
        if (inspection.type === "@xstate.snapshot")
          snapshots.push({ actor: inspection.actorRef, snapshot: inspection.snapshot });
      },
    });
    actor.start();
    actor.send({ type: "PING_COUNTER" });
    actor.send({ type: "LOGIN", email: "priya@demo.example", password: "Demo@1234" });
    await settle();
    actor.send({ type: "PING_COUNTER" });
    actor.send({ type: "PING_COUNTER" });
    actor.stop();
    expect(snapshots.length).toBeGreaterThan(6);
    const digests = snapshotDigests(makeRedactor(fixtureKeys(), "salt-1"));
    for (const [index, { actor: owner, snapshot }] of snapshots.entries()) {
      const expected = digestOf(makeRedactor(fixtureKeys(), "salt-1"), snapshot);
      expect(digests(owner, snapshot), `snapshot ${index}`).toBe(expected);
    }
  });
});

describe("snapshot digests of state values", () => {
  it("equal digestOf when a value keeps its text in a new object and when a nested region changes", () => {
    const redactor = makeRedactor(fixtureKeys(), "salt-2");
    const digests = snapshotDigests(redactor);
    const actor = {};
    const context = { count: 1 };
    const snapshotOf = (value: unknown) => ({ status: "active", value, context });
    const values: unknown[] = [
      { session: { poll: "waiting", startup: "done" }, ui: "idle" },
      { session: { poll: "waiting", startup: "done" }, ui: "idle" },
      { session: { poll: "checking", startup: "done" }, ui: "idle" },
      { session: { startup: "done", poll: "checking" }, ui: "idle" },
      { session: { startup: "done", poll: "checking" } },
      { session: { startup: "done", poll: "checking" }, ui: { open: true } },
      { session: { startup: "done", poll: "checking" }, ui: { open: false } },
      "idle",
      "idle",
      { session: "idle" },
    ];
    const seen: string[] = [];
    for (const [index, value] of values.entries()) {
      const snapshot = snapshotOf(value);
      const digest = digests(actor, snapshot);
      expect(digest, `value ${index}`).toBe(digestOf(makeRedactor(fixtureKeys(), "salt-2"), snapshot));
      seen.push(digest);
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[8]).toBe(seen[7]);
    // Every other value differs from the one before it, key order included.
    for (const index of [2, 3, 4, 5, 6, 7, 9]) expect(seen[index]).not.toBe(seen[index - 1]);
  });
});
