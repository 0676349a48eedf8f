import { formatOrderInstant, paymentPartText } from "@domain/orderView";
import { trackOrderMessages } from "@views/guest/trackOrder/messages";
import { ordersMessages } from "@views/profile/orders/messages";
import { describe, expect, it } from "vitest";

describe("an order's payment parts (spec §3 Order)", () => {
  const sources = ["points", "gcb", "tokens", "codes", "gateway"] as const;

  it("are named with the order history's words", () => {
    const words = sources.map((source) => paymentPartText(source, ordersMessages.en));
    expect(words).toEqual(["Points", "Gift-card balance", "Tokens", "Reward codes", "Card"]);
  });

  it("are named with Track Order's words", () => {
    const words = sources.map((source) => paymentPartText(source, trackOrderMessages.en));
    expect(words).toEqual(["Points", "Gift card balance", "Tokens", "Reward codes", "Card payment"]);
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
