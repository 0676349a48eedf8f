import { isLooseEmail, isValidEmail, isValidMobile, isValidPassword, mask } from "@domain/validation";
import { describe, expect, it } from "vitest";

describe("general checks (spec §5)", () => {
  it("e-mail: a standard address, trimmed", () => {
    expect(isValidEmail(" priya@demo.example ")).toBe(true);
    expect(isValidEmail("a.b+c@mail.example.co")).toBe(true);
    for (const bad of [
      "",
      "priya",
      "priya@",
      "@demo.example",
      "priya@demo",
      "pr iya@demo.example",
      "a..b@demo.example",
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it("mobile number: 7 to 16 digits only", () => {
    expect(isValidMobile("1234567")).toBe(true);
    expect(isValidMobile("1234567890123456")).toBe(true);
    expect(isValidMobile("123456")).toBe(false);
    expect(isValidMobile("12345678901234567")).toBe(false);
    expect(isValidMobile("98765-43210")).toBe(false);
  });

  it("password: no spaces, at least one digit, at least 8 characters", () => {
    expect(isValidPassword("Demo@1234")).toBe(true);
    expect(isValidPassword("Demo@12")).toBe(false);
    expect(isValidPassword("Demo@abcd")).toBe(false);
    expect(isValidPassword("Demo 1234")).toBe(false);
  });

  it("masking: the first 2 characters, 'xxxxxxxx', the last 2", () => {
    expect(mask("9876543210")).toBe("98xxxxxxxx10");
  });
});

describe("spec §5 'E-mail: ... a second, looser variant also exists'", () => {
  it("accepts what the standard pattern refuses but an address may still be: a one-letter top label, a double quote, dots at the start and doubled", () => {
    for (const address of ["chloe@hotel.f", 'o"neil@example.com', ".chloe..m@example.com"]) {
      expect(isLooseEmail(address)).toBe(true);
      expect(isValidEmail(address)).toBe(false);
    }
    // Trimmed, like the standard check.
    expect(isLooseEmail(" chloe@example.com ")).toBe(true);
  });

  it("still wants something, '@', and a dotted domain, without white space inside", () => {
    for (const address of [
      "chloe@localhost",
      "@example.com",
      "chloe@",
      "chlo e@example.com",
      "chloe@@example.com",
      "",
    ]) {
      expect(isLooseEmail(address)).toBe(false);
    }
  });
});
