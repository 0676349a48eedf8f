import { type SignUpForm, signUpInputOf, signUpProblemOf } from "@domain/signUp";
import { describe, expect, it } from "vitest";

const form = (over: Partial<SignUpForm> = {}): SignUpForm => ({
  email: "nina@new.example",
  mobile: "",
  country: "IN",
  full_name: "Nina Okafor",
  password: "Joined2026now",
  ...over,
});

describe("sign-up form (spec §7.5 'Sign up', §5)", () => {
  it("takes an e-mail, a mobile number, or both", () => {
    expect(signUpProblemOf(form())).toBeNull();
    expect(signUpProblemOf(form({ email: "", mobile: "9876543210" }))).toBeNull();
    expect(signUpProblemOf(form({ mobile: "9876543210" }))).toBeNull();
    expect(signUpProblemOf(form({ email: "  ", mobile: "" }))).toBe("contact");
  });

  it("checks the e-mail with the address pattern of §5", () => {
    expect(signUpProblemOf(form({ email: "nina@" }))).toBe("email");
    expect(signUpProblemOf(form({ email: " nina@new.example " }))).toBeNull();
  });

  it("checks the mobile number against its country's phone lengths (§5 'Phone lengths')", () => {
    // India 10 to 10, UK 7 to 12, Germany 3 to 13.
    expect(signUpProblemOf(form({ mobile: "987654321", country: "IN" }))).toBe("mobile");
    expect(signUpProblemOf(form({ mobile: "98765432101", country: "IN" }))).toBe("mobile");
    expect(signUpProblemOf(form({ mobile: "1234567", country: "GB" }))).toBeNull();
    expect(signUpProblemOf(form({ mobile: "123", country: "DE" }))).toBeNull();
    expect(signUpProblemOf(form({ mobile: "12", country: "DE" }))).toBe("mobile");
    expect(signUpProblemOf(form({ mobile: "98765-4321", country: "IN" }))).toBe("mobile");
    // A country with no phone code cannot be dialled.
    expect(signUpProblemOf(form({ mobile: "9876543210", country: "ZZ" }))).toBe("mobile");
  });

  it("needs a name and a password with no spaces, a digit and 8+ characters (§5 'Password')", () => {
    expect(signUpProblemOf(form({ full_name: " " }))).toBe("name");
    expect(signUpProblemOf(form({ password: "short1" }))).toBe("password");
    expect(signUpProblemOf(form({ password: "nodigitshere" }))).toBe("password");
    expect(signUpProblemOf(form({ password: "has space 123" }))).toBe("password");
  });

  it("sends the signup_input trimmed, with the picker's dialling code", () => {
    expect(
      signUpInputOf(form({ email: " nina@new.example ", mobile: " 9876543210 " }), "/marketplace"),
    ).toEqual({
      email: "nina@new.example",
      mobile: "9876543210",
      mobile_code: "91",
      full_name: "Nina Okafor",
      password: "Joined2026now",
      url: "/marketplace",
    });
    expect(signUpInputOf(form(), "/")).not.toHaveProperty("mobile");
  });
});
