/**
 * One-time codes and bearer codes of the reference API: the login, setup and cash-out OTPs, reset
 * keywords, voucher and claim codes, recharge references.
 *
 * - Every code is drawn from the operating system's CSPRNG (`node:crypto`), never derived from an
 *   id the client sees.
 * - A code the shopper proves by typing it back (an OTP, a reset keyword) is stored only as a
 *   digest: an HMAC-SHA-256 keyed by this database's own secret, bound to its purpose and to the
 *   id it was issued under, so neither the id nor a copy of the row's digest lets anyone derive it.
 * - Digests are compared in constant time.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "./module";

/** Letters and digits a person reads without confusing them: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random code of `digits` decimal digits, leading zeros kept (`"004512"`). */
export const newDigitCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, "0");

/** A random code of `length` characters of `alphabet`, each drawn uniformly. */
export const newBearerCode = (length: number, alphabet: string = CODE_ALPHABET): string =>
  Array.from({ length }, () => alphabet.charAt(randomInt(0, alphabet.length))).join("");

const KEY_NAME = "one_time_code_key";
const keys = new WeakMap<Db, Buffer>();

/**
 * This database's secret for code digests: made at random the first time and kept in its `meta`
 * table, so a code mailed before a restart still verifies after it.
 */
const keyOf = (db: Db): Buffer => {
  const cached = keys.get(db);
  if (cached !== undefined) return cached;
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(KEY_NAME) as
    | { value: string }
    | undefined;
  const key = row === undefined ? randomBytes(32) : Buffer.from(row.value, "hex");
  if (row === undefined) {
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)").run(KEY_NAME, key.toString("hex"));
  }
  keys.set(db, key);
  return key;
};

/**
 * The stored digest of a code issued for `purpose` (e.g. `"cashout-otp"`) under `id` (the OTP id,
 * the sign-up reference): hex of HMAC-SHA-256(key, purpose, id, code).
 */
export const codeDigest = (db: Db, purpose: string, id: string, code: string): string =>
  createHmac("sha256", keyOf(db)).update(`${purpose}\u0000${id}\u0000${code}`).digest("hex");

/** Whether `code` is the one whose digest was stored, compared in constant time. */
export const codeMatches = (db: Db, purpose: string, id: string, code: string, stored: string): boolean => {
  const actual = Buffer.from(codeDigest(db, purpose, id, code), "hex");
  const expected = Buffer.from(stored, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Wrong tries after which a one-time code is void (issue-wide rule for OTPs and setup codes). */
export const CODE_ATTEMPTS = 5;
