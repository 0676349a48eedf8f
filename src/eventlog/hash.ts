/**
 * Hashing for the event log: a 64-bit hash of a string, printed as 16 hex digits, made of two
 * 32-bit multiplicative lanes (FNV-1a's and MurmurHash2's multipliers) over the string's UTF-16
 * code units. It runs at about a nanosecond a character, has no dependencies and gives the same
 * answer in the browser and in Node, which is what snapshot digests and redaction markers need.
 * It is not a cryptographic hash: redaction mixes a per-recording salt into it (./redaction).
 */

import type { AnyStateMachine } from "xstate";

/** Two lowercase hex digits of each byte value (several times quicker than `toString(16)` and padding). */
const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, "0"),
);

/** The 8 hex digits of a 32-bit value, most significant first. */
const hex32 = (value: number): string =>
  (HEX_BYTE[value >>> 24] as string) +
  (HEX_BYTE[(value >>> 16) & 0xff] as string) +
  (HEX_BYTE[(value >>> 8) & 0xff] as string) +
  (HEX_BYTE[value & 0xff] as string);

/** Final avalanche of each lane, so short inputs spread over all bits. */
const finish = (lane1: number, lane2: number): string => {
  let a = Math.imul(lane1 ^ (lane1 >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  let b = Math.imul(lane2 ^ (lane2 >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  return hex32(a) + hex32(b);
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

/**
 * Hash of a machine's definition: its states, transitions, guards, delays, named actions and
 * invoked actors, as XState serialises it (state nodes write themselves as their definition).
 */
export const machineHash = (machine: AnyStateMachine): string => hash64(JSON.stringify(machine.definition));
