import { companyTermsUrl, showsSurchargeDisclaimer } from "@domain/companySwitches";
import { describe, expect, it } from "vitest";

describe("per-company switches (spec §6, §9 Lists)", () => {
  it("the surcharge disclaimer shows for companies 222075 and 222509 only", () => {
    expect(showsSurchargeDisclaimer(222075)).toBe(true);
    expect(showsSurchargeDisclaimer(222509)).toBe(true);
    expect(showsSurchargeDisclaimer(221320)).toBe(false);
    expect(showsSurchargeDisclaimer(1001)).toBe(false);
    expect(showsSurchargeDisclaimer(null)).toBe(false);
  });

  it("company 221320 has its own terms document (PDF); others and guests have none", () => {
    expect(companyTermsUrl(221320)).toBe("/terms/company-221320.pdf");
    expect(companyTermsUrl(222075)).toBeNull();
    expect(companyTermsUrl(null)).toBeNull();
  });
});
