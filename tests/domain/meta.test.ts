import { readFileSync } from "node:fs";
import {
  clipDescription,
  DEFAULT_META_DESCRIPTION,
  META_DESCRIPTION_MAX,
  metaDescription,
} from "@domain/meta";
import { describe, expect, it } from "vitest";

const marketplace = {
  companyName: "Rewards Marketplace",
  customText: { rewardPoints: "Points", payNowButton: "Pay Now" },
};
const acme = {
  companyName: "Acme Rewards",
  customText: { rewardPoints: "Acme Stars", payNowButton: "Pay Securely" },
};
const fashion = {
  name: "Fashion Gift Card",
  description: "Clothing, footwear and accessories from leading fashion labels.",
};

describe("meta description of a page", () => {
  it("is the default before the site is known, the same text index.html carries", () => {
    expect(metaDescription(null)).toBe(DEFAULT_META_DESCRIPTION);
    expect(readFileSync("index.html", "utf8")).toContain(`content="${DEFAULT_META_DESCRIPTION}"`);
  });

  it("names the site and its points label on the site's pages", () => {
    expect(metaDescription(acme)).toBe(
      "Acme Rewards: spend your Acme Stars, gift-card balance and reward codes on gift cards, experiences, merchandise and more.",
    );
    expect(metaDescription(marketplace)).toContain("Rewards Marketplace: spend your Points");
  });

  it("falls back to the default without a company name, and to 'reward points' without a points label", () => {
    const unnamed = { companyName: "  ", customText: { rewardPoints: "Stars", payNowButton: "Pay" } };
    expect(metaDescription(unnamed)).toBe(DEFAULT_META_DESCRIPTION);
    const unlabelled = { companyName: "Acme", customText: { rewardPoints: "", payNowButton: "Pay" } };
    expect(metaDescription(unlabelled)).toBe(
      "Acme: spend your reward points, gift-card balance and reward codes on gift cards, experiences, merchandise and more.",
    );
  });

  it("keeps markup and line breaks of the site's own texts out of the description", () => {
    const marked = {
      companyName: "<b>Acme</b>\nRewards",
      customText: { rewardPoints: "Acme  Stars", payNowButton: "" },
    };
    expect(metaDescription(marked)).toMatch(/^Acme Rewards: spend your Acme Stars, /);
  });

  it("names the product, the site and the product's description on a detail page", () => {
    expect(metaDescription(marketplace, fashion)).toBe(
      "Fashion Gift Card on Rewards Marketplace: Clothing, footwear and accessories from leading fashion labels.",
    );
    expect(metaDescription(null, fashion)).toBe(
      "Fashion Gift Card: Clothing, footwear and accessories from leading fashion labels.",
    );
  });

  it("makes one plain line of the product's description: markup and line breaks removed", () => {
    const product = { name: "Spa  Day", description: "<p>Relax\n\nand <b>unwind</b>.</p>" };
    expect(metaDescription(acme, product)).toBe("Spa Day on Acme Rewards: Relax and unwind.");
  });

  it("falls back to the site's text when the product has neither name nor description", () => {
    expect(metaDescription(acme, { name: " ", description: "" })).toBe(metaDescription(acme));
    expect(metaDescription(marketplace, { name: "Lounge Pass", description: "  " })).toBe(
      "Lounge Pass on Rewards Marketplace.",
    );
  });

  it(`never exceeds ${META_DESCRIPTION_MAX} characters, cut at a word with an ellipsis`, () => {
    const long = { name: "Travel Voucher", description: "Fly anywhere, stay anywhere. ".repeat(20) };
    const text = metaDescription(marketplace, long);
    expect([...text].length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith("…")).toBe(true);
    expect(text.startsWith("Travel Voucher on Rewards Marketplace: Fly anywhere")).toBe(true);
    expect(clipDescription("short")).toBe("short");
    expect(clipDescription("x".repeat(200))).toBe(`${"x".repeat(META_DESCRIPTION_MAX - 1)}…`);
  });
});
