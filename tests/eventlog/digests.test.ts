/**
 * The replay's digests are computed incrementally (a hash fed in pieces, each actor's context
 * digested against its previous one); they must stay byte-identical to the recorder's.
 */
import { digestOf, snapshotDigests } from "@eventlog/actors";
import { Hash64Stream, hash64 } from "@eventlog/hash";
import { makeRedactor } from "@eventlog/redaction";
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
