import type { PhoneCountry } from "@contract/geography";
import {
  PHONE_LIST,
  phoneChoiceLabel,
  phoneListCountryOf,
  phoneListIn,
  servedPhoneListOf,
} from "@domain/phoneList";
import {
  isValidPhoneForCountry,
  mobileCodeChoicesOf,
  PHONE_CODE_CHOICES,
  phoneCodeOf,
  phoneLengthOf,
} from "@domain/trackOrder";
import { describe, expect, it } from "vitest";

describe("the phone list (spec §3 'Phone-list country', §5 'Phone lengths')", () => {
  it("is sorted by name, ignoring case, with each ISO2 code once", () => {
    const names = PHONE_LIST.map((entry) => entry.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(PHONE_LIST.map((entry) => entry.iso)).size).toBe(PHONE_LIST.length);
  });

  it("keeps spec §5's four rows: India 10 to 10, US 10 to 10, UK 7 to 12, Germany 3 to 13", () => {
    expect(phoneListCountryOf("IN")).toMatchObject({
      name: "India",
      phonecode: "91",
      min_length: 10,
      max_length: 10,
    });
    expect(phoneListCountryOf("us")).toMatchObject({ phonecode: "1", min_length: 10, max_length: 10 });
    expect(phoneListCountryOf(" GB ")).toMatchObject({ phonecode: "44", min_length: 7, max_length: 12 });
    expect(phoneListCountryOf("DE")).toMatchObject({ phonecode: "49", min_length: 3, max_length: 13 });
    expect(phoneListCountryOf("ZZ")).toBeNull();
  });

  it("every row has digits for a code and lengths within the general 3 to 16 digits, min ≤ max", () => {
    for (const entry of PHONE_LIST) {
      expect(entry.phonecode, entry.iso).toMatch(/^\d{1,3}$/);
      expect(entry.min_length, entry.iso).toBeGreaterThanOrEqual(3);
      expect(entry.max_length, entry.iso).toBeLessThanOrEqual(16);
      expect(entry.min_length, entry.iso).toBeLessThanOrEqual(entry.max_length);
    }
  });

  it("the sign-up picker names a country with its code; the lengths and codes come from the list", () => {
    const india = phoneListCountryOf("IN");
    expect(india === null ? null : phoneChoiceLabel(india)).toBe("India (+91)");
    expect(phoneCodeOf("SG")).toBe("65");
    expect(phoneLengthOf("SG")).toEqual({ min: 8, max: 8 });
    expect(isValidPhoneForCountry("91234567", "SG")).toBe(true);
    expect(isValidPhoneForCountry("9123456", "SG")).toBe(false);
  });

  it("the track-order codes are each offered once, named by every country that shares them", () => {
    const codes = PHONE_CODE_CHOICES.map((choice) => choice.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(PHONE_CODE_CHOICES.find((choice) => choice.code === "1")?.label).toBe("+1 (CA, US)");
    expect(PHONE_CODE_CHOICES.find((choice) => choice.code === "91")?.label).toBe("+91 (IN)");
  });
});

describe("spec §7.2 getCountryList: the server's phone list, else the built-in one", () => {
  const served = (over: Partial<PhoneCountry> = {}): PhoneCountry => ({
    country_id: 232,
    name: "Vietnam",
    phonecode: 84,
    iso: "vn",
    min_length: 9,
    max_length: 10,
    ...over,
  });
  const india: PhoneCountry = {
    country_id: 99,
    name: "India",
    phonecode: 91,
    iso: "IN",
    min_length: 10,
    max_length: 10,
  };

  it("reads the answer as the forms do: codes as digits, ISO2 upper case, sorted by name (spec §3)", () => {
    expect(servedPhoneListOf([served(), india])).toEqual([
      { name: "India", iso: "IN", phonecode: "91", min_length: 10, max_length: 10 },
      { name: "Vietnam", iso: "VN", phonecode: "84", min_length: 9, max_length: 10 },
    ]);
  });

  it.each([
    ["an empty list", []],
    ["a minimum above the maximum", [served({ min_length: 11 })]],
    ["a minimum under 1", [served({ min_length: 0 })]],
    ["a calling code of 0", [served({ phonecode: 0 })]],
    ["no name", [served({ name: " " })]],
    ["an ISO2 code that is not two letters", [served({ iso: "VNM" })]],
    ["one country twice", [served(), served({ country_id: 233 })]],
  ] as const)("a malformed answer is ignored: %s", (_, answer) => {
    expect(servedPhoneListOf(answer)).toBeNull();
  });

  it("the forms read the built-in list until (or unless) the server's has come", () => {
    expect(phoneListIn(null)).toBe(PHONE_LIST);
    const list = servedPhoneListOf([served(), india]);
    expect(phoneListIn(list)).toBe(list);
  });

  it("the rules read the list they are given: Vietnam only in the server's list", () => {
    const list = servedPhoneListOf([served(), india]) ?? [];
    expect(phoneListCountryOf("VN")).toBeNull();
    expect(phoneListCountryOf("vn", list)).toMatchObject({ phonecode: "84" });
    expect(phoneCodeOf("VN", list)).toBe("84");
    expect(phoneLengthOf("VN", list)).toEqual({ min: 9, max: 10 });
    expect(isValidPhoneForCountry("91234567", "VN", list)).toBe(false);
    expect(isValidPhoneForCountry("912345678", "VN", list)).toBe(true);
    expect(mobileCodeChoicesOf("84", list)).toEqual([
      { code: "91", label: "+91 (IN)" },
      { code: "84", label: "+84 (VN)" },
    ]);
    expect(mobileCodeChoicesOf("84", null)[0]).toEqual({ code: "84", label: "+84" });
    expect(mobileCodeChoicesOf("91", null)).toBe(PHONE_CODE_CHOICES);
  });
});
