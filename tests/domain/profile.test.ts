/**
 * The rules of the PROFILE tab (spec §3 'User', §4 contact split, §5 'General checks', 'Phone
 * lengths', 'Password', §7.5 'Profile').
 */
import type { UserDetails } from "@contract/account";
import {
  alternateEmailProblemOf,
  awaitsEmailCode,
  changesSignIn,
  initialsOf,
  isValidName,
  memberSinceOf,
  NAME_MAX_LENGTH,
  passwordChangeProblemOf,
  phoneCountryOf,
  profileDetailsOf,
  profileProblemsOf,
  updateDataOf,
} from "@domain/profile";
import { describe, expect, it } from "vitest";

const priya: UserDetails = {
  email: "priya@demo.example",
  first_name: "Priya",
  last_name: "Sharma",
  company_id: 1001,
  contact: "91-9876543210",
  user_creation_date: "2024-03-14 10:22:05",
  user_login_type: "1",
  domain: null,
  client_id: 1001,
  companyDetails: { name: "Rewards Marketplace", company_id: 1001 },
  country_code: "IN",
};

const form = {
  first_name: "Priya",
  last_name: "Sharma",
  email: "priya@demo.example",
  mobile: "9876543210",
  country: "IN",
  password: "",
};
/** Priya's sign-in details as the tab loaded them. */
const current = { email: "priya@demo.example", mobile: "9876543210", mobile_code: "91" };

describe("spec §3 userDetails and §4: the contact 'code-number' split into code and number", () => {
  it("Priya's '91-9876543210' is code 91, number 9876543210, phone country India", () => {
    expect(profileDetailsOf(priya)).toEqual({
      first_name: "Priya",
      last_name: "Sharma",
      email: "priya@demo.example",
      mobile_code: "91",
      mobile: "9876543210",
      country: "IN",
      company: "Rewards Marketplace",
      member_since: "2024-03-14 10:22:05",
    });
  });

  it("+1 is the user's own country when it has that code (US), else the first country of the list with it", () => {
    expect(phoneCountryOf("1", "US")).toBe("US");
    expect(phoneCountryOf("1", "IN")).toBe("CA");
    expect(phoneCountryOf("44", undefined)).toBe("GB");
    expect(phoneCountryOf("", "IN")).toBe("IN");
  });
});

describe("the avatar's initials and the member-since day", () => {
  it("initials of the first and last name, upper case; none for blank names", () => {
    expect(initialsOf("priya", "Sharma")).toBe("PS");
    expect(initialsOf(" Émile", "")).toBe("É");
    expect(initialsOf("", "")).toBe("");
  });

  it("the day of user_creation_date, null for anything else", () => {
    expect(memberSinceOf("2024-03-14 10:22:05")).toEqual({ year: 2024, month: 3, day: 14 });
    expect(memberSinceOf("2024-13-01")).toBeNull();
    expect(memberSinceOf("yesterday")).toBeNull();
  });
});

describe("spec §5: the edit form's checks", () => {
  it("a valid form has no problem, and update_data is trimmed with the country's code", () => {
    expect(profileProblemsOf(form, current)).toEqual([]);
    expect(updateDataOf({ ...form, first_name: " Priya ", mobile: " 9876543210 " })).toEqual({
      first_name: "Priya",
      last_name: "Sharma",
      email: "priya@demo.example",
      mobile: "9876543210",
      mobile_code: "91",
    });
  });

  it("'Phone lengths': India takes exactly 10 digits, so a 6-digit Indian mobile is refused", () => {
    expect(profileProblemsOf({ ...form, mobile: "984501" }, null)).toEqual(["mobile"]);
    expect(profileProblemsOf({ ...form, mobile: "987654321" }, null)).toEqual(["mobile"]);
    expect(profileProblemsOf({ ...form, mobile: "98765432101" }, null)).toEqual(["mobile"]);
    expect(profileProblemsOf({ ...form, mobile: "98765 43210" }, null)).toEqual(["mobile"]);
  });

  it("UK 7 to 12 digits, Germany 3 to 13: the picker's country decides", () => {
    expect(profileProblemsOf({ ...form, country: "GB", mobile: "1234567" }, null)).toEqual([]);
    expect(profileProblemsOf({ ...form, country: "GB", mobile: "123456" }, null)).toEqual(["mobile"]);
    expect(profileProblemsOf({ ...form, country: "DE", mobile: "123" }, null)).toEqual([]);
    expect(profileProblemsOf({ ...form, country: "DE", mobile: "12345678901234" }, null)).toEqual(["mobile"]);
  });

  it("the e-mail check, trimmed; every broken field is named, in the form's order", () => {
    expect(profileProblemsOf({ ...form, email: " priya@demo.example " }, null)).toEqual([]);
    expect(profileProblemsOf({ ...form, email: "priya@demo" }, null)).toEqual(["email"]);
    expect(
      profileProblemsOf(
        { first_name: "", last_name: "9", email: "x", mobile: "1", country: "IN", password: "" },
        null,
      ),
    ).toEqual(["first_name", "last_name", "email", "mobile"]);
  });

  it("a new e-mail or mobile number, or another calling code, asks for the current password", () => {
    expect(changesSignIn(form, current)).toBe(false);
    expect(changesSignIn({ ...form, email: " Priya@Demo.example " }, current)).toBe(false);
    expect(changesSignIn({ ...form, email: "p.sharma@mail.example" }, current)).toBe(true);
    expect(changesSignIn({ ...form, mobile: "9876543211" }, current)).toBe(true);
    expect(changesSignIn({ ...form, country: "GB" }, current)).toBe(true);
    expect(profileProblemsOf({ ...form, email: "p.sharma@mail.example" }, current)).toEqual(["password"]);
    expect(profileProblemsOf({ ...form, mobile: "9876543211" }, current)).toEqual(["password"]);
    expect(profileProblemsOf({ ...form, mobile: "9876543211", password: "Demo@1234" }, current)).toEqual([]);
    expect(profileProblemsOf({ ...form, first_name: "Priyanka" }, current)).toEqual([]);
  });

  it("the code mailed to a new e-mail is asked for while the form has that e-mail, and has 6 digits", () => {
    const changed = { ...form, email: "p.sharma@mail.example", password: "Demo@1234" };
    expect(awaitsEmailCode(changed, null)).toBe(false);
    expect(awaitsEmailCode(changed, "P.Sharma@mail.example")).toBe(true);
    expect(awaitsEmailCode({ ...changed, email: "other@mail.example" }, "p.sharma@mail.example")).toBe(false);
    expect(profileProblemsOf({ ...changed, email_otp: " 004512 " }, current)).toEqual([]);
    expect(profileProblemsOf({ ...changed, email_otp: "45123" }, current)).toEqual(["email_otp"]);
    expect(profileProblemsOf({ ...changed, email_otp: "" }, current)).toEqual(["email_otp"]);
  });

  it("update_data carries the current password and the code only when the form has them", () => {
    expect(
      updateDataOf({ ...form, email: "p.sharma@mail.example", password: "Demo@1234", email_otp: " 004512 " }),
    ).toEqual({
      first_name: "Priya",
      last_name: "Sharma",
      email: "p.sharma@mail.example",
      mobile: "9876543210",
      mobile_code: "91",
      password: "Demo@1234",
      email_otp: "004512",
    });
  });

  it("names: letters of any script with spaces, apostrophes, dots and hyphens, at most 50 characters", () => {
    for (const name of ["Priya", "Rao-Menon", "O'Neil", "Anne Marie", "J. R.", "Ærø", "प्रिया"])
      expect(isValidName(name), name).toBe(true);
    for (const name of ["", "   ", "-Ann", "R2D2", "a@b", "x".repeat(NAME_MAX_LENGTH + 1)])
      expect(isValidName(name), name).toBe(false);
    expect(isValidName("x".repeat(NAME_MAX_LENGTH))).toBe(true);
  });
});

describe("spec §5 'Password': the change-password form", () => {
  const ok = { old_password: "Demo@1234", new_password: "Fresh2026pass", confirm_password: "Fresh2026pass" };

  it("a current password, a new one keeping the rule, typed twice alike, not the current one", () => {
    expect(passwordChangeProblemOf(ok)).toBeNull();
    expect(passwordChangeProblemOf({ ...ok, old_password: "" })).toBe("currentMissing");
    expect(passwordChangeProblemOf({ ...ok, new_password: "short1", confirm_password: "short1" })).toBe(
      "rule",
    );
    expect(
      passwordChangeProblemOf({ ...ok, new_password: "no digits here", confirm_password: "no digits here" }),
    ).toBe("rule");
    expect(
      passwordChangeProblemOf({ ...ok, new_password: "has space 1", confirm_password: "has space 1" }),
    ).toBe("rule");
    expect(passwordChangeProblemOf({ ...ok, confirm_password: "Fresh2026pas" })).toBe("mismatch");
    expect(passwordChangeProblemOf({ ...ok, new_password: "Demo@1234", confirm_password: "Demo@1234" })).toBe(
      "unchanged",
    );
  });
});

describe("the alternate e-mail (spec §1, §5 'E-mail')", () => {
  it("passes the e-mail check and differs from the account's e-mail", () => {
    expect(alternateEmailProblemOf("p.sharma@mail.example", "priya@demo.example")).toBeNull();
    expect(alternateEmailProblemOf("p.sharma@mail", "priya@demo.example")).toBe("email");
    expect(alternateEmailProblemOf(" Priya@Demo.example ", "priya@demo.example")).toBe("samePrimary");
  });
});
