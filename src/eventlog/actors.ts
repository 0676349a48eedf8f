/**
 * What the event log needs to know about an actor of the system: whether it runs a state machine
 * (only machine actors are recorded: effect actors are replaced by inert ones on replay), its
 * name in the log (systemId, else its path of ids from the root) and its snapshot's digest.
 */
import { hash64, type Json } from "@domain/eventlog/hash";
import type { Redactor } from "@domain/eventlog/redaction";
import { Actor, type AnyActorLogic, StateMachine } from "xstate";

export type AnyActor = Actor<AnyActorLogic>;

export const asActor = (ref: unknown): AnyActor | undefined => (ref instanceof Actor ? ref : undefined);

export const isMachineActor = (actor: AnyActor): boolean => actor.logic instanceof StateMachine;

/** The ids from the root to `actor`, joined with '/' (the root by its systemId when it has one). */
export const pathOf = (actor: AnyActor): string => {
  const ids: string[] = [];
  let current: AnyActor | undefined = actor;
  while (current !== undefined) {
    const parent = asActor(current._parent);
    ids.push(parent === undefined ? (current.systemId ?? current.id) : current.id);
    current = parent;
  }
  return ids.reverse().join("/");
};

/** The name of `actor` in the log: its systemId, else its path. */
export const nameOf = (actor: AnyActor): string => actor.systemId ?? pathOf(actor);

/** The part of a machine snapshot that the digest covers. */
export const snapshotData = (snapshot: unknown): unknown => {
  if (typeof snapshot !== "object" || snapshot === null) return snapshot;
  const s = snapshot as { status?: unknown; value?: unknown; context?: unknown };
  return { status: s.status, value: s.value, context: s.context };
};

/** The state value of a machine snapshot (null for any other snapshot). */
export const stateValueOf = (snapshot: unknown): Json => {
  if (typeof snapshot !== "object" || snapshot === null || !("value" in snapshot)) return null;
  return snapshot.value as Json;
};

/** Digest of a machine snapshot: its status and the digests of its redacted value and context. */
export const digestOf = (redactor: Redactor, snapshot: unknown): string => {
  if (typeof snapshot !== "object" || snapshot === null) return redactor.digest(snapshot);
  const s = snapshot as { status?: unknown; value?: unknown; context?: unknown };
  return hash64(`${String(s.status)}|${redactor.digest(s.value)}|${redactor.digest(s.context)}`);
};

/** State values kept by {@link snapshotDigests} before it starts afresh (they are few in practice). */
const MAX_KEPT_VALUES = 10_000;

/** An object made by an object literal (or JSON.parse): its JSON text is that of its members. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether `a` and `b` have the same JSON text, judged by a walk that gives up (answers false) on
 * anything but texts, booleans, null and plain objects of those with the same keys in the same
 * order. State values are such objects, and an actor's value is most often the one it had.
 */
const sameStateValue = (a: unknown, b: unknown): boolean => {
  if (typeof a === "string" || typeof a === "boolean") return a === b;
  if (a === null) return b === null;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const leftKeys = Object.keys(a);
  const rightKeys = Object.keys(b);
  if (leftKeys.length !== rightKeys.length) return false;
  for (let i = 0; i < leftKeys.length; i++) {
    const key = leftKeys[i];
    if (key === undefined || key !== rightKeys[i] || !sameStateValue(a[key], b[key])) return false;
  }
  return true;
};

/**
 * Digests of the successive snapshots of many actors, each the same as {@link digestOf}'s: every
 * actor's context goes through a sequence digest of its own (members an event left as they were
 * are not hashed again), and the digest of a state value is kept by its JSON text.
 */
export const snapshotDigests = (redactor: Redactor): ((actor: object, snapshot: unknown) => string) => {
  const values = new Map<string, string>();
  const valueDigest = (value: unknown): string => {
    if (typeof value !== "string" && (typeof value !== "object" || value === null))
      return redactor.digest(value);
    // The digest of a string or of plain data depends only on its JSON text.
    const text = JSON.stringify(value);
    const known = values.get(text);
    if (known !== undefined) return known;
    const digest = redactor.digest(value);
    if (values.size >= MAX_KEPT_VALUES) values.clear();
    values.set(text, digest);
    return digest;
  };
  interface Digests {
    readonly context: (context: unknown) => string;
    /** The actor's last snapshot (an event it ignores leaves the same object), its parts and digest. */
    snapshot: unknown;
    status: string;
    /** The last state value and its digest. */
    valueData: unknown;
    value: string;
    contextDigest: string;
    digest: string;
  }
  const byActor = new Map<object, Digests>();
  return (actor, snapshot) => {
    if (typeof snapshot !== "object" || snapshot === null) return redactor.digest(snapshot);
    const s = snapshot as { status?: unknown; value?: unknown; context?: unknown };
    let digests = byActor.get(actor);
    if (digests === undefined) {
      digests = {
        context: redactor.sequenceDigest(),
        snapshot: undefined,
        status: "",
        valueData: undefined,
        value: "",
        contextDigest: "",
        digest: "",
      };
      byActor.set(actor, digests);
    }
    // Snapshots are immutable: the same object has the same digest.
    if (digests.snapshot === snapshot && digests.digest !== "") return digests.digest;
    digests.snapshot = snapshot;
    const status = String(s.status);
    // A state value with the JSON text of the previous one has its digest.
    const value =
      digests.value !== "" && sameStateValue(s.value, digests.valueData)
        ? digests.value
        : valueDigest(s.value);
    digests.valueData = s.value;
    const contextDigest = digests.context(s.context);
    if (
      digests.digest === "" ||
      status !== digests.status ||
      value !== digests.value ||
      contextDigest !== digests.contextDigest
    ) {
      digests.status = status;
      digests.value = value;
      digests.contextDigest = contextDigest;
      digests.digest = hash64(`${status}|${value}|${contextDigest}`);
    }
    return digests.digest;
  };
};

/** Every machine actor of the system under `root`, the root first, then its children in order. */
const machineActorsOf = (root: AnyActor): AnyActor[] => {
  const found: AnyActor[] = [];
  const visit = (actor: AnyActor) => {
    if (!isMachineActor(actor)) return;
    found.push(actor);
    const children = (actor.getSnapshot() as { children?: Record<string, unknown> }).children ?? {};
    for (const child of Object.values(children)) {
      const childActor = asActor(child);
      if (childActor !== undefined) visit(childActor);
    }
  };
  visit(root);
  return found;
};

/** The redacted snapshot (status, value, context) of every machine actor under `root`, by name. */
export const redactedSnapshots = (root: AnyActor, redactor: Redactor): Record<string, Json> => {
  const out: Record<string, Json> = {};
  for (const actor of machineActorsOf(root))
    out[nameOf(actor)] = redactor.redact(snapshotData(actor.getSnapshot()));
  return out;
};
