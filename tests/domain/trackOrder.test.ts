/**
 * The pure rules of Track Your Order (spec §2.3, §2.4, §4 'Track order', §5 'Track order', 'Phone
 * lengths', 'Masking', §7.6 validateOrder).
 */

import type { TrackedOrder } from "@contract/orders";
import {
  canSubmitFields,
  canSubmitTrackOrder,
  contactInputOf,
  contactOf,
  contactTextOf,
  defaultMobileCodeOf,
  EMPTY_TRACK_ORDER_FIELDS,
  isValidContact,
  isValidOrderId,
  isValidPhoneForCountry,
  maskedContactOf,
  mobileCodeOf,
  orderTypeOfGroups,
  phoneCodeOf,
  phoneLengthOf,
  step1DataOf,
  step2DataOf,
  type TrackOrderFields,
  trackedOrderOf,
  trackInputOf,
  trackOrderPath,
  transactionWordOf,
} from "@domain/trackOrder";
import { describe, expect, it } from "vitest";

const order = (type: string): TrackedOrder => ({
  order_id: 7004101,
  primaryIdentifier: "email",
  order_data: {
    type,
    status: 7,
    items: [],
    amounts: { currency_code: "INR", total: 2500, points: 2000, gcb: 0, tokens: 0, codes: 500, gateway: 0 },
    dates: { ordered_at: "2026-10-02T09:30:00.000Z", updated_at: "2026-10-02T09:30:00.000Z" },
  },
});

describe("spec §5 Track order: the order id must be digits only", () => {
  it("accepts digits, trimmed", () => {
    expect(isValidOrderId("7004101")).toBe(true);
    expect(isValidOrderId("  7004101 ")).toBe(true);
  });
  it("refuses letters, signs, inner spaces and an empty id", () => {
    for (const text of ["abc", "7004101a", "-7004101", "700 4101", "7004101.0", "", "   "]) {
      expect(isValidOrderId(text), text).toBe(false);
    }
  });
});

describe("spec §5 Track order: e-mail and alternative e-mail pass the e-mail check, mobile the mobile check", () => {
  it("e-mail contacts use the e-mail check (trimmed)", () => {
    expect(isValidContact("email", " priya@demo.example ")).toBe(true);
    expect(isValidContact("alternative_email", "sam.carter@personal.example")).toBe(true);
    expect(isValidContact("email", "priya@")).toBe(false);
    expect(isValidContact("alternative_email", "9876543210")).toBe(false);
  });
  it("a mobile number is 7 to 16 digits (spec §5 General checks)", () => {
    expect(isValidContact("mobile", "9876543210")).toBe(true);
    expect(isValidContact("mobile", "1234567")).toBe(true);
    expect(isValidContact("mobile", "1234567890123456")).toBe(true);
    expect(isValidContact("mobile", "123456")).toBe(false);
    expect(isValidContact("mobile", "12345678901234567")).toBe(false);
    expect(isValidContact("mobile", "98765-43210")).toBe(false);
  });
  it("step 2 reads the field of the primary identifier", () => {
    const fields = { email: "a@b.co", alternative_email: "c@d.co", mobile: "9876543210" };
    expect(contactOf("email", fields)).toBe("a@b.co");
    expect(contactOf("alternative_email", fields)).toBe("c@d.co");
    expect(contactOf("mobile", fields)).toBe("9876543210");
  });
});

describe("spec §7.6 validateOrder payloads, inputs trimmed (spec §5)", () => {
  it("step 1 sends order_id alone", () => {
    expect(step1DataOf(" 7004101 ")).toEqual({ order_id: "7004101" });
  });
  it("step 2 sends order_id plus one of email, alternative_email, or mobile with mobile_code", () => {
    expect(
      step2DataOf({
        order_id: "7004101 ",
        primaryIdentifier: "email",
        contact: " priya@demo.example ",
        mobile_code: "91",
      }),
    ).toEqual({ order_id: "7004101", email: "priya@demo.example" });
    expect(
      step2DataOf({
        order_id: "7004102",
        primaryIdentifier: "alternative_email",
        contact: "sam.carter@personal.example",
        mobile_code: "91",
      }),
    ).toEqual({ order_id: "7004102", alternative_email: "sam.carter@personal.example" });
    expect(
      step2DataOf({
        order_id: "7004103",
        primaryIdentifier: "mobile",
        contact: " 9876543210",
        mobile_code: "+91",
      }),
    ).toEqual({ order_id: "7004103", mobile: "9876543210", mobile_code: "91" });
  });
});

describe("spec §5 Track order: when the button is disabled", () => {
  const ready = {
    order_id: "7004101",
    primaryIdentifier: null,
    contact: "",
    loading: false,
    errorShown: false,
  };
  it("step 1 needs an order id", () => {
    expect(canSubmitTrackOrder(ready)).toBe(true);
    expect(canSubmitTrackOrder({ ...ready, order_id: "" })).toBe(false);
    expect(canSubmitTrackOrder({ ...ready, order_id: "  " })).toBe(false);
  });
  it("step 2 needs the contact field", () => {
    expect(canSubmitTrackOrder({ ...ready, primaryIdentifier: "email", contact: "" })).toBe(false);
    expect(canSubmitTrackOrder({ ...ready, primaryIdentifier: "email", contact: " " })).toBe(false);
    expect(canSubmitTrackOrder({ ...ready, primaryIdentifier: "email", contact: "priya@demo.example" })).toBe(
      true,
    );
  });
  it("not while loading, not while an error shows", () => {
    expect(canSubmitTrackOrder({ ...ready, loading: true })).toBe(false);
    expect(canSubmitTrackOrder({ ...ready, errorShown: true })).toBe(false);
  });
});

describe("spec §5: the phone code defaults to the country of ipCountryCode", () => {
  it("maps the demo countries' ISO2 codes to their phone codes", () => {
    const expected: Record<string, string> = {
      IN: "91",
      US: "1",
      GB: "44",
      DE: "49",
      JP: "81",
      PH: "63",
      ID: "62",
      HU: "36",
      AE: "971",
      SG: "65",
    };
    for (const [iso2, code] of Object.entries(expected)) {
      expect(phoneCodeOf(iso2), iso2).toBe(code);
      expect(defaultMobileCodeOf(iso2.toLowerCase()), iso2).toBe(code);
    }
  });
  it("an unknown or missing country gets India's 91 (spec §3 default country)", () => {
    expect(phoneCodeOf("ZZ")).toBeNull();
    expect(defaultMobileCodeOf("ZZ")).toBe("91");
    expect(defaultMobileCodeOf(null)).toBe("91");
  });
});

describe("spec §5 Phone lengths: India 10 to 10, US 10 to 10, UK 7 to 12, Germany 3 to 13", () => {
  it("phoneLengthOf gives the four rows", () => {
    expect(phoneLengthOf("IN")).toEqual({ min: 10, max: 10 });
    expect(phoneLengthOf("US")).toEqual({ min: 10, max: 10 });
    expect(phoneLengthOf("GB")).toEqual({ min: 7, max: 12 });
    expect(phoneLengthOf("DE")).toEqual({ min: 3, max: 13 });
    expect(phoneLengthOf("ZZ")).toBeNull();
  });
  it("isValidPhoneForCountry checks both ends of each row", () => {
    const digits = (n: number) => "9".repeat(n);
    const rows: [string, number, number][] = [
      ["IN", 10, 10],
      ["US", 10, 10],
      ["GB", 7, 12],
      ["DE", 3, 13],
    ];
    for (const [iso2, min, max] of rows) {
      expect(isValidPhoneForCountry(digits(min), iso2), `${iso2} ${min}`).toBe(true);
      expect(isValidPhoneForCountry(digits(max), iso2), `${iso2} ${max}`).toBe(true);
      expect(isValidPhoneForCountry(digits(min - 1), iso2), `${iso2} ${min - 1}`).toBe(false);
      expect(isValidPhoneForCountry(digits(max + 1), iso2), `${iso2} ${max + 1}`).toBe(false);
    }
    expect(isValidPhoneForCountry("98765x3210", "IN")).toBe(false);
  });
  it("a country the list does not have gets the general 7 to 16 digits", () => {
    expect(isValidPhoneForCountry("1234567", "ZZ")).toBe(true);
    expect(isValidPhoneForCountry("123456", "ZZ")).toBe(false);
    expect(isValidPhoneForCountry("1234567890123456", "ZZ")).toBe(true);
    expect(isValidPhoneForCountry("12345678901234567", "ZZ")).toBe(false);
  });
});

describe("spec §2.3: what the track-order route receives", () => {
  const result = {
    data: order("voucher"),
    flight_details: null,
    email: "priya@demo.example",
    alternative_email: "",
    mobile: "",
    mobile_code: "",
  };
  it("keeps data, the contact, order_id, showCts and flight_details", () => {
    expect(trackedOrderOf(result, true)).toEqual({
      data: result.data,
      experience: 0,
      primary_identifier: "email",
      email: "priya@demo.example",
      mobile: "",
      alternative_email: "",
      mobile_code: "",
      order_id: "7004101",
      showCts: true,
      flight_details: null,
    });
  });
  it("experience is 1 when order_data.type is 'experience', else 0", () => {
    expect(trackedOrderOf({ ...result, data: order("experience") }, false).experience).toBe(1);
    expect(trackedOrderOf({ ...result, data: order("merchandise") }, false).experience).toBe(0);
    expect(trackedOrderOf({ ...result, data: order("flight") }, false).experience).toBe(0);
  });
});

describe("spec §2.4: the tracking page is '/{urlPrefix or marketplace}/track-order'", () => {
  it("appends /track-order to the prefix", () => {
    expect(trackOrderPath("/marketplace")).toBe("/marketplace/track-order");
    expect(trackOrderPath("/acme/")).toBe("/acme/track-order");
  });
});

describe("spec §4 transaction status codes: success 7, pending 1, failed 5", () => {
  it("names each code", () => {
    expect(transactionWordOf(7)).toBe("success");
    expect(transactionWordOf(1)).toBe("pending");
    expect(transactionWordOf(5)).toBe("failed");
  });
});

describe("spec §5 Masking: the first 2 characters, 'xxxxxxxx', the last 2", () => {
  const contact = { email: "", alternative_email: "", mobile: "", mobile_code: "" };
  it("masks the contact the order was verified with", () => {
    expect(maskedContactOf({ ...contact, primary_identifier: "email", email: "priya@demo.example" })).toBe(
      "prxxxxxxxxle",
    );
    expect(
      maskedContactOf({
        ...contact,
        primary_identifier: "alternative_email",
        alternative_email: "sam.carter@personal.example",
      }),
    ).toBe("saxxxxxxxxle");
    expect(
      maskedContactOf({ ...contact, primary_identifier: "mobile", mobile: "9876543210", mobile_code: "91" }),
    ).toBe("+91 98xxxxxxxx10");
  });
});

describe("the form as the flow keeps it (spec §4 'Track order', §5)", () => {
  const fields = (change: Partial<TrackOrderFields> = {}): TrackOrderFields => ({
    ...EMPTY_TRACK_ORDER_FIELDS,
    defaultMobileCode: "91",
    ...change,
  });

  it("starts at step 1 with nothing typed and no picked phone code", () => {
    expect(fields()).toEqual({
      order_id: "",
      primaryIdentifier: null,
      email: "",
      alternative_email: "",
      mobile: "",
      mobile_code: null,
      defaultMobileCode: "91",
      token: "",
    });
  });

  it("the phone code is the shopper's pick, else the default", () => {
    expect(mobileCodeOf(fields())).toBe("91");
    expect(mobileCodeOf(fields({ defaultMobileCode: "44" }))).toBe("44");
    expect(mobileCodeOf(fields({ mobile_code: "1", defaultMobileCode: "44" }))).toBe("1");
  });

  it("the contact field's text is '' in step 1 and the field of the answered contact in step 2", () => {
    const typed = { email: "a@b.co", alternative_email: "c@d.co", mobile: "9876543210" };
    expect(contactTextOf(fields(typed))).toBe("");
    expect(contactTextOf(fields({ ...typed, primaryIdentifier: "email" }))).toBe("a@b.co");
    expect(contactTextOf(fields({ ...typed, primaryIdentifier: "alternative_email" }))).toBe("c@d.co");
    expect(contactTextOf(fields({ ...typed, primaryIdentifier: "mobile" }))).toBe("9876543210");
  });

  it("step 2's inputs carry the contact as typed, the order id and the phone code that applies", () => {
    const form = fields({
      order_id: " 7004103 ",
      primaryIdentifier: "mobile",
      mobile: " 98765 ",
      mobile_code: "1",
    });
    expect(contactInputOf(form, "mobile")).toEqual({
      primaryIdentifier: "mobile",
      email: "",
      alternative_email: "",
      mobile: " 98765 ",
    });
    expect(trackInputOf(form, "mobile")).toEqual({
      primaryIdentifier: "mobile",
      email: "",
      alternative_email: "",
      mobile: " 98765 ",
      order_id: " 7004103 ",
      mobile_code: "1",
      token: "",
    });
  });

  it("the button: an order id, in step 2 a contact, nothing loading, no error shown", () => {
    expect(canSubmitFields({ ...fields(), error: null }, false)).toBe(false);
    expect(canSubmitFields({ ...fields({ order_id: "7004101" }), error: null }, false)).toBe(true);
    expect(canSubmitFields({ ...fields({ order_id: "7004101" }), error: null }, true)).toBe(false);
    expect(canSubmitFields({ ...fields({ order_id: "7004101" }), error: { _tag: "X" } }, false)).toBe(false);
    const step2 = fields({ order_id: "7004101", primaryIdentifier: "email" });
    expect(canSubmitFields({ ...step2, error: null }, false)).toBe(false);
    expect(canSubmitFields({ ...step2, email: "a@b.co", error: null }, false)).toBe(true);
  });
});

describe("the order's type for Track Order (spec §3 Order orderType, §9 filter group ids)", () => {
  it("is the family the lines share, 'voucher' for gift cards and 'mixed' for several families", () => {
    expect(orderTypeOfGroups([37, 37])).toBe("voucher");
    expect(orderTypeOfGroups([47])).toBe("merchandise");
    expect(orderTypeOfGroups([48])).toBe("perks");
    expect(orderTypeOfGroups([51])).toBe("lounge");
    expect(orderTypeOfGroups([52, 52])).toBe("charity");
    expect(orderTypeOfGroups([53])).toBe("airmiles");
    expect(orderTypeOfGroups([61])).toBe("topup");
    expect(orderTypeOfGroups([64])).toBe("hotel");
    expect(orderTypeOfGroups([70])).toBe("personalize");
    expect(orderTypeOfGroups([37, 52, 47])).toBe("mixed");
    expect(orderTypeOfGroups([])).toBe("voucher");
  });
});
