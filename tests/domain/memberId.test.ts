import { canonicalMemberId, isMemberIdWellFormed, memberIdProblem } from "@domain/memberId";
import { describe, expect, it } from "vitest";

describe("the airline member id's form (spec §3 Order, §7.6 validate_miles_memberId)", () => {
  it("is 6 to 16 letters and digits with at least one digit, spaces around it ignored", () => {
    expect(memberIdProblem("SKY123")).toBeNull();
    expect(memberIdProblem("  sky1234567  ")).toBeNull();
    expect(memberIdProblem("A234567890123456")).toBeNull();
    expect(isMemberIdWellFormed("STAY123456")).toBe(true);
  });

  it("says an empty id is empty", () => {
    expect(memberIdProblem("")).toBe("empty");
    expect(memberIdProblem("   ")).toBe("empty");
  });

  it("refuses ids too short or too long, with other characters, or without a digit", () => {
    expect(memberIdProblem("SKY12")).toBe("form");
    expect(memberIdProblem("A2345678901234567")).toBe("form");
    expect(memberIdProblem("SKY-123456")).toBe("form");
    expect(memberIdProblem("SKY 123456")).toBe("form");
    expect(memberIdProblem("SKYHIGHMILES")).toBe("form");
    expect(isMemberIdWellFormed("SKY12")).toBe(false);
  });

  it("is sent and stored trimmed and in capitals", () => {
    expect(canonicalMemberId("  sky1234567 ")).toBe("SKY1234567");
  });
});
