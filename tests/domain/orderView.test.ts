import { formatOrderInstant, type PaymentPartTexts, paymentPartText } from "@domain/orderView";
import { describe, expect, it } from "vitest";

const english: PaymentPartTexts = {
  paidPoints: "Points",
  paidGcb: "Gift card balance",
  paidTokens: "Tokens",
  paidCodes: "Reward codes",
  paidGateway: "Card",
};

describe("an order's payment parts (spec §3 Order)", () => {
  it("name each source of the amount with the page's words", () => {
    expect(paymentPartText("points", english)).toBe("Points");
    expect(paymentPartText("gcb", english)).toBe("Gift card balance");
    expect(paymentPartText("tokens", english)).toBe("Tokens");
    expect(paymentPartText("codes", english)).toBe("Reward codes");
    expect(paymentPartText("gateway", english)).toBe("Card");
  });
});

describe("an order's instants", () => {
  it("read in UTC, as a date (order history) or a date and time (Track Order)", () => {
    expect(formatOrderInstant("2026-11-25T23:30:00Z", "en-GB", false)).toBe("25 Nov 2026");
    expect(formatOrderInstant("2026-11-25T23:30:00Z", "en-GB", true)).toBe("25 Nov 2026, 23:30");
    expect(formatOrderInstant("2026-11-25T23:30:00Z", "en-US", false)).toBe("Nov 25, 2026");
  });

  it("keep a text that is not an instant as it is", () => {
    expect(formatOrderInstant("not a date", "en-GB", true)).toBe("not a date");
  });
});
