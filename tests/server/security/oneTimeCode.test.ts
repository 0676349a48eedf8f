import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/core/database";
import {
  CODE_ALPHABET,
  codeDigest,
  codeMatches,
  newBearerCode,
  newDigitCode,
} from "../../../server/core/oneTimeCode";

const freshDb = () => openDatabase(":memory:", []);

describe("one-time codes (issue: codes random from a CSPRNG, stored only as a keyed digest)", () => {
  it("draws 6-digit codes that keep their leading zeros and do not repeat in sequence", () => {
    const codes = Array.from({ length: 200 }, () => newDigitCode(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 200 draws from 10^6 values: a repeat run would mean a counter or a fixed code.
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("draws bearer codes from the unambiguous alphabet only", () => {
    const code = newBearerCode(16);
    expect(code).toHaveLength(16);
    for (const char of code) expect(CODE_ALPHABET).toContain(char);
    expect(newBearerCode(16)).not.toBe(code);
  });

  it("matches a code only under its own purpose and id", () => {
    const db = freshDb();
    const stored = codeDigest(db, "cashout-otp", "otp-1", "123456");
    expect(stored).not.toContain("123456");
    expect(codeMatches(db, "cashout-otp", "otp-1", "123456", stored)).toBe(true);
    expect(codeMatches(db, "cashout-otp", "otp-1", "123457", stored)).toBe(false);
    expect(codeMatches(db, "cashout-otp", "otp-2", "123456", stored)).toBe(false);
    expect(codeMatches(db, "login-otp", "otp-1", "123456", stored)).toBe(false);
    expect(codeMatches(db, "cashout-otp", "otp-1", "123456", "not-hex")).toBe(false);
  });

  it("keys digests by the database's own secret: another database cannot check them", () => {
    const stored = codeDigest(freshDb(), "cashout-otp", "otp-1", "123456");
    expect(codeMatches(freshDb(), "cashout-otp", "otp-1", "123456", stored)).toBe(false);
  });
});
