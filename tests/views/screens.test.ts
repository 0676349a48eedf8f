import { lateFlowsAt } from "@app/lateFlows";
import { SCREEN_NAMES } from "@domain/routes";
import { SCREENS } from "@views/screens";
import { describe, expect, it } from "vitest";

describe("the screen table", () => {
  it("has an entry for each of the 64 screens of the route table (spec §2.3)", () => {
    expect(SCREEN_NAMES).toHaveLength(64);
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it("shows the payment pages with the logo-only header and the rewards API catalogue with its own (spec §2.4)", () => {
    const layouts = Object.fromEntries(Object.entries(SCREENS).map(([name, entry]) => [name, entry.layout]));
    expect(Object.entries(layouts).filter(([, layout]) => layout !== "full")).toEqual([
      ["paymentCallback", "payment"],
      ["providerPaymentCallback", "payment"],
      ["cardGatewayPayment", "payment"],
      ["rewardsApiCatalogue", "rewardsApi"],
      ["paymentStatus", "payment"],
      ["experiencePaymentCallback", "payment"],
      ["experiencePaymentStatus", "payment"],
    ]);
  });

  it("names the late flows a page waits for, the first of them started with the route", () => {
    expect(SCREENS.experiencePayment.flows).toEqual(["experienceOrder", "checkout"]);
    expect(SCREENS.experiencePaymentStatus.flows).toEqual(["payment", "experienceOrder"]);
    expect(lateFlowsAt("/marketplace/experiences/payment", "")).toEqual(["experienceOrder"]);
    expect(lateFlowsAt("/marketplace/exp-payment-status", "")).toEqual(["payment"]);
    expect(lateFlowsAt("/marketplace/vouchers/description/fashion-gift-card/40211", "")).toEqual(["product"]);
    expect(lateFlowsAt("/marketplace/storevouchers", "")).toEqual(["balances"]);
    expect(lateFlowsAt("/marketplace/reward-redemption", "")).toEqual([]);
    expect(lateFlowsAt("/marketplace/cart", "?redeem=code")).toEqual(["redeemGuide"]);
  });

  it("gives only a product's page a description of its own", () => {
    const own = Object.entries(SCREENS).filter(([, entry]) => entry.ownDescription);
    expect(own.map(([name]) => name).sort()).toEqual([
      "airmilesDetail",
      "charityDetail",
      "insuranceDetail",
      "loungeDetail",
      "merchandiseDetail",
      "perkDetail",
      "personalizeCategoryDetail",
      "voucherDetail",
    ]);
  });
});
