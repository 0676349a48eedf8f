/**
 * Redaction at record time. Which values are secret is read from the schemas: every property
 * annotated `sensitive` (src/contract/sensitive.ts) in the call contract or in a machine's event
 * schemas makes its key sensitive wherever it appears in an event, a snapshot or a checkpoint.
 * A sensitive value is replaced by a marker `[redacted:{kind}:{hash}]`, where the hash is salted
 * per recording: equal values stay equal inside one log, and nothing is in clear. As a safety
 * net, e-mail addresses, sensitive query parameters (`?token=…`) and the order key in a URL
 * (the last segment of '/payment-status/:type/:id/:key' and the payment callback's `?key=`, spec
 * §2.3: the key opens the order's payment page), the key of a hosted payment page (the last
 * segment of '/gateway/:gateway/pay/:key' and '/provider/:provider/pay/:token'), the keyword of
 * a password reset link (the last segment of '/reset-password/:keyword' and '/rp/:keyword') and
 * a payment card number (13 to 19 digits, grouped or not, whose Luhn check holds) inside any
 * other string are replaced the same way.
 *
 * The reference API runs the same rules over a ticket's log before it stores it
 * (server/domains/tickets/module.ts): what the recorder would not let through is not kept there
 * either, whoever sent the log.
 *
 * Redaction is idempotent (a marker stays as it is), so a replayed system, fed the redacted
 * events, produces snapshots whose redacted digests equal the recorded ones.
 */

import type { SensitiveKind } from "@contract/sensitive";
import { type Schema, SchemaAST } from "effect";
import { Hash64Stream, hash64, type Json } from "./hash";

/** Sensitive property names and the kind each carries. */
export type SensitiveKeys = ReadonlyMap<string, SensitiveKind>;

/** The kind annotated on `ast`, or on a member of it when it is a union (`optional`, `NullOr`). */
const kindOf = (ast: SchemaAST.AST): SensitiveKind | undefined => {
  const kind = SchemaAST.resolve(ast)?.sensitive;
  if (typeof kind === "string") return kind as SensitiveKind;
  if (ast._tag === "Union") {
    for (const member of ast.types) {
      const inner = kindOf(member);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
};

/** Every property annotated `sensitive` in `schemas` (nested structs, arrays, unions, encodings). */
export const sensitiveKeysOf = (schemas: Iterable<Schema.Top>): Map<string, SensitiveKind> => {
  const keys = new Map<string, SensitiveKind>();
  const seen = new Set<SchemaAST.AST>();
  const visit = (ast: SchemaAST.AST): void => {
    if (seen.has(ast)) return;
    seen.add(ast);
    for (const link of ast.encoding ?? []) visit(link.to);
    switch (ast._tag) {
      case "Objects":
        for (const property of ast.propertySignatures) {
          const kind = kindOf(property.type);
          // A name annotated with several kinds (`token`: session, order and captcha tokens) is
          // marked as the credential it may be: "token" wins, else the first kind seen.
          if (kind !== undefined && typeof property.name === "string") {
            const known = keys.get(property.name);
            if (known === undefined || kind === "token") keys.set(property.name, kind);
          }
          visit(property.type);
        }
        for (const index of ast.indexSignatures) visit(index.type);
        return;
      case "Arrays":
        for (const element of ast.elements) visit(element);
        for (const rest of ast.rest) visit(rest);
        return;
      case "Union":
        for (const member of ast.types) visit(member);
        return;
      case "Suspend":
        visit(ast.thunk());
        return;
      case "Declaration":
        for (const parameter of ast.typeParameters) visit(parameter);
        return;
      default:
        return;
    }
  };
  for (const schema of schemas) visit(schema.ast);
  return keys;
};

const MARKER = /^\[redacted:[a-z]+:[0-9a-f]{16}\]$/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A text that may hold a card number: a run of 13 digits, grouped by single spaces or dashes or not. */
const DIGIT_RUN = /\d(?:[ -]?\d){12}/;
/** A marker (left as it is: its hash may hold digits), or a run of 13 to 19 digits that may be a card number. */
const MARKER_OR_CARD = /\[redacted:[a-z]+:[0-9a-f]{16}\]|(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** Whether `digits` pass the Luhn check every payment card number passes. */
const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
};

/** Query parameters that are secret in a URL though no property of that name is: the order key. */
const URL_SECRET_PARAMS: ReadonlyMap<string, SensitiveKind> = new Map([["key", "token"]]);
/** The status page of an order (spec §2.3 '/payment-status/:type/:id/:key'): its last segment is the key. */
const STATUS_PATH_SEGMENT = "/payment-status/";
const ORDER_KEY_PATH = /(\/payment-status\/[^/?#\s"]+\/[^/?#\s"]+\/)([^/?#\s"]+)/g;
/** A hosted payment page ('/gateway/:gateway/pay/:key', '/provider/:provider/pay/:token'): its last segment is the key. */
const PAY_PATH_SEGMENT = "/pay/";
const PAY_KEY_PATH = /(\/(?:gateway|provider)\/[^/?#\s"]+\/pay\/)([^/?#\s"]+)/g;
/** The card-gateway payment page (spec §2.3 '/payment/:data/'): its data holds the payment key. */
const CARD_PAGE_SEGMENT = "/payment/";
const CARD_PAGE_DATA_PATH = /(\/payment\/)([^/?#\s"]+)/g;
/** A password reset link (spec §2.3 '/reset-password/:keyword', '/rp/:keyword'): its last segment is the keyword. */
const RESET_PATH = /(\/(?:reset-password|rp)\/)([^/?#\s"]+)/g;
const mayHoldResetKeyword = (text: string): boolean =>
  text.includes("/rp/") || text.includes("/reset-password/");

/** Whether `text` is already a redaction marker. */
export const isMarker = (text: string): boolean => MARKER.test(text);

export interface Redactor {
  /** A redacted deep copy of `value`, as JSON data. */
  readonly redact: (value: unknown) => Json;
  /**
   * A 16-hex-digit digest of the redacted `value`, the same for a value and its redacted copy.
   * Keys count in the order the data holds them.
   */
  readonly digest: (value: unknown) => string;
  /**
   * A digest for the successive values of one thing (an actor's context, event after event): each
   * answer equals {@link Redactor.digest}'s, but members that are the same as in the previous value
   * (the same object, or an equal number, boolean or text) reuse their part instead of being
   * looked up and hashed again, and the parts are hashed as they come, with no joined text.
   */
  readonly sequenceDigest: () => (value: unknown) => string;
}

/** Characters of plain JSON texts whose digest parts a redactor keeps (see `partsByText`). */
const MAX_PART_TEXTS_LENGTH = 4_000_000;

/**
 * Null and blank (empty or white-space only) values hold no secret and stay as they are: a machine
 * that refuses a blank field must decide the same when its log is replayed.
 */
const isBlankValue = (value: unknown): boolean =>
  value === null || (typeof value === "string" && value.trim() === "");

/**
 * A redactor for `keys`. `salt` is mixed into every marker's hash; use a fresh random salt per
 * recording so a marker cannot be matched against a guessed value.
 */
export const makeRedactor = (keys: SensitiveKeys, salt: string): Redactor => {
  const markerFor = (kind: string, value: unknown): string => {
    if (typeof value === "string" && isMarker(value)) return value;
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "null");
    return `[redacted:${kind}:${hash64(`${salt}\u0000${text}`)}]`;
  };
  // Sensitive query parameters inside any text (an SSO URL's `token`, say): `?token=…`, `&a_t=…`.
  const names = [...keys.keys()].map((k) => k.replace(/[^A-Za-z0-9_]/g, "")).filter((k) => k !== "");
  const params = [...new Set([...names, ...URL_SECRET_PARAMS.keys()])];
  const QUERY = new RegExp(`([?&](${params.join("|")})=)([^&#\\s"]+)`, "g");
  const scrubQuery = (text: string): string =>
    !text.includes("=")
      ? text
      : text.replace(QUERY, (_match, prefix: string, name: string, value: string) => {
          if (isMarker(value)) return `${prefix}${value}`;
          return `${prefix}${markerFor(keys.get(name) ?? URL_SECRET_PARAMS.get(name) ?? "token", value)}`;
        });
  const scrubOrderKeyPath = (text: string): string =>
    !text.includes(STATUS_PATH_SEGMENT)
      ? text
      : text.replace(ORDER_KEY_PATH, (_match, prefix: string, key: string) =>
          isMarker(key) ? `${prefix}${key}` : `${prefix}${markerFor("token", key)}`,
        );
  const scrubPayPath = (text: string): string =>
    !text.includes(PAY_PATH_SEGMENT)
      ? text
      : text.replace(PAY_KEY_PATH, (_match, prefix: string, key: string) =>
          isMarker(key) ? `${prefix}${key}` : `${prefix}${markerFor("token", key)}`,
        );
  const scrubCardPagePath = (text: string): string =>
    !text.includes(CARD_PAGE_SEGMENT)
      ? text
      : text.replace(CARD_PAGE_DATA_PATH, (_match, prefix: string, data: string) =>
          isMarker(data) ? `${prefix}${data}` : `${prefix}${markerFor("token", data)}`,
        );
  const scrubResetPath = (text: string): string =>
    !mayHoldResetKeyword(text)
      ? text
      : text.replace(RESET_PATH, (_match, prefix: string, keyword: string) =>
          isMarker(keyword) ? `${prefix}${keyword}` : `${prefix}${markerFor("token", keyword)}`,
        );
  const scrubCardNumbers = (text: string): string =>
    !DIGIT_RUN.test(text)
      ? text
      : text.replace(MARKER_OR_CARD, (run) =>
          run.startsWith("[") || !passesLuhn(run.replace(/[ -]/g, "")) ? run : markerFor("card", run),
        );
  const scrubText = (text: string): string => {
    const withoutQuery = scrubResetPath(scrubCardPagePath(scrubPayPath(scrubOrderKeyPath(scrubQuery(text)))));
    const withoutEmail = withoutQuery.includes("@")
      ? withoutQuery.replace(EMAIL, (address) => markerFor("email", address))
      : withoutQuery;
    return scrubCardNumbers(withoutEmail);
  };

  const redact = (value: unknown): Json => {
    if (value === null || value === undefined) return null;
    if (typeof value === "string") return scrubText(value);
    if (typeof value === "number") return Number.isFinite(value) ? value : null;
    if (typeof value === "boolean") return value;
    if (typeof value === "bigint") return value.toString();
    if (typeof value === "function" || typeof value === "symbol") return null;
    if (Array.isArray(value)) return value.map(redact);
    const out: Record<string, Json> = {};
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
      if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
      const kind = keys.get(key);
      out[key] = kind === undefined || isBlankValue(member) ? redact(member) : markerFor(kind, member);
    }
    return out;
  };

  /**
   * JSON text of a value as it is recorded: sensitive members replaced by their markers, e-mail
   * addresses and sensitive query parameters in text scrubbed (native JSON.stringify does the
   * walking, which is what keeps digests cheap).
   */
  const recorded = (key: string, value: unknown): unknown => {
    if (typeof value === "string") {
      const kind = key === "" ? undefined : keys.get(key);
      return kind === undefined || isBlankValue(value) ? scrubText(value) : markerFor(kind, value);
    }
    if (key !== "" && typeof value === "object" && value !== null) {
      const kind = keys.get(key);
      if (kind !== undefined) return markerFor(kind, value);
    }
    return value;
  };

  /**
   * The digest of a value: the hash of its recorded JSON, member by member. Each member object is
   * hashed once (by identity): machine context is immutable and shares every part an event did
   * not change, so a snapshot's digest costs only what changed. Key order is the order the data
   * was built in, which a replay reproduces (the log keeps it).
   */
  const hashes = new WeakMap<object, string>();
  const topHashes = new WeakMap<object, string>();
  // Most data holds nothing to redact: its plain JSON is its recorded JSON. A sensitive key, an
  // '@', a query parameter or a long run of digits in the plain text sends it through the
  // redacting walk.
  const SENSITIVE_KEY = names.length === 0 ? undefined : new RegExp(`"(${names.join("|")})":`);
  const needsWalk = (plain: string): boolean =>
    plain.includes("@") ||
    plain.includes("=") ||
    plain.includes(STATUS_PATH_SEGMENT) ||
    DIGIT_RUN.test(plain) ||
    plain.includes(PAY_PATH_SEGMENT) ||
    plain.includes(CARD_PAGE_SEGMENT) ||
    mayHoldResetKeyword(plain) ||
    SENSITIVE_KEY?.test(plain) === true;
  /** The recorded JSON of a member that is not an object: what `JSON.stringify(member, recorded)` gives. */
  const scalarJson = (member: unknown): string => {
    switch (typeof member) {
      case "string":
        return JSON.stringify(scrubText(member));
      case "number":
        return Number.isFinite(member) ? String(member) : "null";
      case "boolean":
        return member ? "true" : "false";
      default:
        return JSON.stringify(member, recorded) ?? "null";
    }
  };
  /**
   * The parts of member objects by their plain JSON text. The recorded JSON of plain data is a
   * function of its plain JSON text (redaction reads only keys and texts, both in it), so equal
   * texts have equal parts: a member rebuilt with the same data (a user's details in each event
   * that carries them) costs one native `JSON.stringify` and a lookup. Bounded by its texts' length.
   */
  const partsByText = new Map<string, string>();
  let partsTextLength = 0;
  const objectPart = (member: object): string => {
    const plain = JSON.stringify(member);
    const known = partsByText.get(plain);
    if (known !== undefined) return known;
    const part = `#${hash64(needsWalk(plain) ? JSON.stringify(member, recorded) : plain)}`;
    if (partsTextLength + plain.length > MAX_PART_TEXTS_LENGTH) {
      partsByText.clear();
      partsTextLength = 0;
    }
    partsByText.set(plain, part);
    partsTextLength += plain.length;
    return part;
  };
  /** A member's part of a digest; `keep` notes it by the member object for the next digests. */
  const memberHash = (key: string, member: unknown, keep = true): string => {
    const kind = keys.get(key);
    if (kind !== undefined && !isBlankValue(member)) return JSON.stringify(markerFor(kind, member));
    if (typeof member !== "object" || member === null) return scalarJson(member);
    const known = hashes.get(member);
    if (known !== undefined) return known;
    const hash = objectPart(member);
    if (keep) hashes.set(member, hash);
    return hash;
  };
  const digest = (value: unknown): string => {
    if (typeof value !== "object" || value === null) return hash64(scalarJson(value));
    if (Array.isArray(value)) return hash64(JSON.stringify(value, recorded) ?? "null");
    // A context an event left as it was keeps its object, and its digest.
    const known = topHashes.get(value);
    if (known !== undefined) return known;
    // The members' parts joined by '|', built in one string (no array of pairs per snapshot).
    const record = value as Record<string, unknown>;
    let text = "";
    let first = true;
    for (const key of Object.keys(record)) {
      const member = record[key];
      if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
      text += first ? `${key}:${memberHash(key, member)}` : `|${key}:${memberHash(key, member)}`;
      first = false;
    }
    const hash = hash64(text);
    topHashes.set(value, hash);
    return hash;
  };

  const sequenceDigest = (): ((value: unknown) => string) => {
    const initial = new Hash64Stream();
    const stream = new Hash64Stream();
    let last: unknown;
    let lastDigest: string | undefined;
    // The previous value, when it was a record: its members (`count` of them), their parts, and
    // the hash state before each of them (one more at the end: the state after all of them).
    // The arrays are reused from value to value: an event changes few members.
    let previousRecord = false;
    let count = 0;
    const keysBefore: string[] = [];
    const membersBefore: unknown[] = [];
    const partsBefore: string[] = [];
    const lanesA: number[] = [initial.laneA];
    const lanesB: number[] = [initial.laneB];
    return (value) => {
      if (lastDigest !== undefined && value === last) return lastDigest;
      last = value;
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        previousRecord = false;
        count = 0;
        lanesA[0] = initial.laneA;
        lanesB[0] = initial.laneB;
        lastDigest = digest(value);
        return lastDigest;
      }
      // What `digest` hashes: 'key:part' for each member, joined by '|', in the data's key order.
      // While the members are those of the previous value, the hash state is the one kept then.
      const record = value as Record<string, unknown>;
      let n = 0;
      let shared = true;
      for (const key of Object.keys(record)) {
        const member = record[key];
        if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
        const unchanged = n < count && keysBefore[n] === key && membersBefore[n] === member;
        if (shared && !unchanged) {
          shared = false;
          stream.resume(lanesA[n] ?? initial.laneA, lanesB[n] ?? initial.laneB);
        }
        if (!unchanged) {
          // The sequence keeps its parts itself: the redactor's notes by object are left alone.
          partsBefore[n] = memberHash(key, member, false);
          keysBefore[n] = key;
          membersBefore[n] = member;
        }
        if (!shared) {
          lanesA[n] = stream.laneA;
          lanesB[n] = stream.laneB;
          if (n > 0) stream.add("|");
          stream
            .add(key)
            .add(":")
            .add(partsBefore[n] ?? "");
        }
        n += 1;
      }
      let result: string;
      if (shared && previousRecord && n === count && lastDigest !== undefined) {
        // The previous value's members, in a new object: its digest.
        result = lastDigest;
      } else {
        // Fewer members than the previous value, all shared: the state after them was kept then.
        if (shared) stream.resume(lanesA[n] ?? initial.laneA, lanesB[n] ?? initial.laneB);
        result = stream.end();
        lanesA[n] = stream.laneA;
        lanesB[n] = stream.laneB;
      }
      count = n;
      // Members past the end are not the previous value's any more.
      keysBefore.length = n;
      membersBefore.length = n;
      partsBefore.length = n;
      lanesA.length = n + 1;
      lanesB.length = n + 1;
      previousRecord = true;
      lastDigest = result;
      return result;
    };
  };

  return { redact, digest, sequenceDigest };
};
