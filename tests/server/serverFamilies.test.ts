/**
 * The reference API's per-family words and demo names (server/domains/catalogue/families.ts):
 * one entry beside each family of the storefront's table.
 */
import { FAMILY_IDS } from "@domain/families";
import { describe, expect, it } from "vitest";
import { SERVER_FAMILIES } from "../../server/domains/catalogue/families";
import { notOfferedText } from "../../server/domains/catalogue/queries";

describe("the reference API's family table", () => {
  it("has one entry per family of the storefront's table, in its order", () => {
    expect(Object.keys(SERVER_FAMILIES)).toEqual([...FAMILY_IDS]);
  });

  it("refuses a family the site does not offer in its own words", () => {
    expect(notOfferedText("insurance")).toBe("Insurance is not available in this store.");
    expect(notOfferedText("payouts")).toBe("Cash out is not available in this store.");
    for (const family of FAMILY_IDS)
      expect(notOfferedText(family)).toMatch(/ not available in this store\.$/);
  });

  it("names a generated product after a kind of its family; flights have no products to generate", () => {
    for (const family of FAMILY_IDS) {
      expect(SERVER_FAMILIES[family].generatedKinds.length > 0).toBe(family !== "flights");
    }
    expect(SERVER_FAMILIES.insurance.generatedKinds).toEqual(["Health Cover", "Travel Cover"]);
  });
});
