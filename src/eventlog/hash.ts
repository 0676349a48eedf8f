/**
 * Hashing for the event log: a 64-bit FNV-1a over the UTF-16 code units of a string, printed as
 * 16 hex digits. It is fast, has no dependencies and gives the same answer in the browser and
 * in Node, which is what snapshot digests and redaction markers need. It is not a cryptographic
 * hash: redaction mixes a per-recording salt into it (see ./redaction).
 */

const OFFSET_HI = 0xcbf29ce4;
const OFFSET_LO = 0x84222325;
// FNV prime 2^40 + 0x1b3: multiply by 0x1b3 and add the low half shifted left by 8 into the high half.
const PRIME_LO = 0x1b3;

/** 64-bit FNV-1a of `text`, as 16 lowercase hex digits. */
export const fnv1a64 = (text: string): string => {
  let hi = OFFSET_HI;
  let lo = OFFSET_LO;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // (hi:lo) * (2^40 + 0x1b3) mod 2^64
    const loTimesPrime = lo * PRIME_LO;
    const carry = Math.floor(loTimesPrime / 0x100000000);
    const newLo = loTimesPrime >>> 0;
    hi = (Math.imul(hi, PRIME_LO) + carry + (lo << 8)) >>> 0;
    lo = newLo;
  }
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
};

/** A JSON value, as the log holds it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
