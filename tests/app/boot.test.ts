import { screenWithCodeOnDemand } from "@app/boot";
import { describe, expect, it } from "vitest";

describe("the screen whose code is fetched at start", () => {
  it("is the screen a visit opens on, when that screen's code loads on demand", () => {
    expect(screenWithCodeOnDemand("/marketplace/vouchers/description/fashion-gift-card/40211", "")).toBe(
      "voucherDetail",
    );
    expect(screenWithCodeOnDemand("/marketplace/checkout", "")).toBe("checkout");
    expect(screenWithCodeOnDemand("/acme/experiences/checkout", "")).toBe("checkout");
    expect(screenWithCodeOnDemand("/marketplace/cart", "")).toBe("cart");
    expect(screenWithCodeOnDemand("/marketplace/track-order", "")).toBe("trackOrder");
    expect(screenWithCodeOnDemand("/marketplace/login", "")).toBe("login");
    expect(screenWithCodeOnDemand("/marketplace/rp/abc", "")).toBe("resetPassword");
  });

  it("is none where the screen's code is in the page already, or the path is no screen", () => {
    expect(screenWithCodeOnDemand("/marketplace", "")).toBeNull();
    expect(screenWithCodeOnDemand("/", "")).toBeNull();
    expect(screenWithCodeOnDemand("/sso/", "?token=x")).toBeNull();
  });
});
