/**
 * Hashing for the event log: a 64-bit hash of a string, printed as 16 hex digits, made of two
 * 32-bit multiplicative lanes (FNV-1a's and MurmurHash2's multipliers) over the string's UTF-16
 * code units. It runs at about a nanosecond a character, has no dependencies and gives the same
 * answer in the browser and in Node, which is what snapshot digests and redaction markers need.
 * It is not a cryptographic hash: redaction mixes a per-recording salt into it (./redaction).
 */

/** The character code of each lowercase hex digit. */
const HEX_CODES: readonly number[] = Array.from("0123456789abcdef", (digit) => digit.charCodeAt(0));

const hexCode = (value: number, shift: number): number => HEX_CODES[(value >>> shift) & 0xf] as number;

/**
 * Final avalanche of each lane, so short inputs spread over all bits; the 16 hex digits are made
 * in one flat string (joined pieces would be re-read through their joins by every later hash).
 */
const finish = (lane1: number, lane2: number): string => {
  let a = Math.imul(lane1 ^ (lane1 >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  let b = Math.imul(lane2 ^ (lane2 >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  return String.fromCharCode(
    hexCode(a, 28),
    hexCode(a, 24),
    hexCode(a, 20),
    hexCode(a, 16),
    hexCode(a, 12),
    hexCode(a, 8),
    hexCode(a, 4),
    hexCode(a, 0),
    hexCode(b, 28),
    hexCode(b, 24),
    hexCode(b, 20),
    hexCode(b, 16),
    hexCode(b, 12),
    hexCode(b, 8),
    hexCode(b, 4),
    hexCode(b, 0),
  );
};

/** 64-bit hash of `text`, as 16 lowercase hex digits. */
export const hash64 = (text: string): string => {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return finish(a, b);
};

/**
 * {@link hash64} of a text given in pieces: `add` each piece in order, then `end()` gives what
 * `hash64` gives for the pieces joined, without building the joined text.
 */
export class Hash64Stream {
  private a = 0x811c9dc5;
  private b = 0x9747b28c;

  add(text: string): this {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
    }
    this.a = a;
    this.b = b;
    return this;
  }

  /** The state after what was added so far (see {@link Hash64Stream.resume}). */
  get laneA(): number {
    return this.a;
  }

  get laneB(): number {
    return this.b;
  }

  /** Goes back to a state read earlier from `laneA` and `laneB`, as if only what came before had been added. */
  resume(laneA: number, laneB: number): this {
    this.a = laneA;
    this.b = laneB;
    return this;
  }

  end(): string {
    return finish(this.a, this.b);
  }
}

/** A JSON value, as the log holds it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
