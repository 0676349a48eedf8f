/**
 * The detail calls beside getProduct on the reference API (spec §7.3 'Static voucher detail:
 * static_voucher_data', 'perks details {add_data}'): a static voucher answers its product with
 * the content its static record fixes; an offer answers as getProduct does; an id either call
 * does not serve is refused with a message in the shopper's language.
 */
import { getProduct } from "@contract/catalogue";
import { graphBody, operationPath } from "@contract/operation";
import { perksDetails, staticVoucherData } from "@contract/productDetails";
import { describe, expect, it } from "vitest";
import { staticVouchers } from "../../server/domains/catalogue/staticVouchers";
import { makeTestServer } from "../../server/testing";

const { call, post } = makeTestServer();

const staticVoucher = async (product_id: number, lng?: string) => {
  const res = await call(staticVoucherData, { product_id }, lng === undefined ? {} : { headers: { lng } });
  expect(res.status).toBe(200);
  return res.data?.data.static_voucher_data;
};

const perk = async (product_id: number, lng?: string) => {
  const res = await call(
    perksDetails,
    { add_data: { product_id } },
    lng === undefined ? {} : { headers: { lng } },
  );
  expect(res.status).toBe(200);
  return res.data?.data.perksDetails;
};

describe("spec §7.3 'Static voucher detail: static_voucher_data'", () => {
  it("answers the static Shopping Gift Card 28501 with its static record's name, texts and denominations", async () => {
    const answer = await staticVoucher(28501);
    expect(answer).toMatchObject({
      success: 1,
      data: {
        product_id: 28501,
        type: "vouchers",
        name: "Shopping Gift Card Festive Pack",
        currency_code: "INR",
        denominations: [1000, 2000],
        min_price: 1000,
        max_price: 2000,
        description: "The festive pack of the Shopping Gift Card, at two fixed values.",
        expiry_and_validity: "Valid until the end of the festive season, and 12 months at most.",
      },
    });
  });

  it("a static voucher is sold only at its product's own values, so the cart and the order price it as the product", async () => {
    for (const record of staticVouchers) {
      const product = (await call(getProduct, { product_id: record.productId })).data?.data.getProduct;
      const answer = await staticVoucher(record.productId);
      if (product?.success !== 1 || answer?.success !== 1) throw new Error(`no product ${record.productId}`);
      expect(answer.data.denominations).toEqual(record.denominations);
      for (const value of answer.data.denominations) expect(product.data.denominations).toContain(value);
    }
  });

  it("serves the static offer 44001 and the static miles 47001", async () => {
    expect(await staticVoucher(44001)).toMatchObject({
      success: 1,
      data: { type: "perks", name: "CloudDesk Pro Annual Plan Team Offer", denominations: [4999] },
    });
    expect(await staticVoucher(47001)).toMatchObject({
      success: 1,
      data: { type: "airmiles", name: "SkyHigh Airline Miles Bundle", denominations: [2500, 5000] },
    });
  });

  it("refuses a product without a static record, and an unknown id, in the shopper's language", async () => {
    expect(await staticVoucher(40106)).toEqual({ success: 0, message: "No static voucher with id 40106" });
    expect(await staticVoucher(99999)).toEqual({ success: 0, message: "No static voucher with id 99999" });
    expect(await staticVoucher(99999, "es")).toEqual({
      success: 0,
      message: "No hay ningún vale estático con el id 99999",
    });
    expect(await staticVoucher(99999, "de")).toEqual({
      success: 0,
      message: "Kein statischer Gutschein mit der ID 99999",
    });
  });

  it("refuses a product id that is not a whole number as malformed (HTTP 400)", async () => {
    const body = JSON.stringify(graphBody(staticVoucherData, { product_id: 1.5 }));
    const res = await post(operationPath(staticVoucherData, "public"), body);
    expect(res.status).toBe(400);
  });
});

describe("spec §7.3 'perks details {add_data}'", () => {
  it("answers the offer 44004 as getProduct answers it", async () => {
    const product = (await call(getProduct, { product_id: 44004 })).data?.data.getProduct;
    const answer = await perk(44004);
    expect(answer).toMatchObject({
      success: 1,
      data: { product_id: 44004, type: "perks", name: "Weekend Hotel Deal" },
    });
    expect(answer).toEqual(product);
  });

  it("refuses a product of another family, and an unknown id, as no offer, in the shopper's language", async () => {
    expect(await perk(28501)).toEqual({ success: 0, message: "No offer with id 28501" });
    expect(await perk(99999)).toEqual({ success: 0, message: "No offer with id 99999" });
    expect(await perk(99999, "fr")).toEqual({ success: 0, message: "Aucune offre avec l'identifiant 99999" });
  });
});
