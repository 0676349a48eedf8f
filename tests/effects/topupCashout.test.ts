/**
 * The mobile-recharge and cash-out effects against the reference API over HTTP (spec §5, §7.6
 * generateOrderOtp and the cash-out transaction status).
 */
import { CASHOUT_PENDING_KEY, emptyTransferForm } from "@domain/cashout";
import { confirmTransfer, loadForm, requestOtp, resumeTransfer, transferStatus } from "@effects/cashout";
import type { StorefrontServices } from "@effects/runtime/layer";
import { checkRecharge, createRecharge, loadSearchData } from "@effects/topup";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));
const failureOf = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => run(Effect.flip(program), layer);

describe("topup effects", () => {
  it("spec §7.2 getCountryList: checkRecharge reads the phone lengths of the list it is given (spec §5)", async () => {
    const { layer } = liveBrowser(api);
    const data = await run(
      loadSearchData({ site: "/marketplace", countryId: null, productId: 48001 }),
      layer,
    );
    const input = {
      data,
      mobile: "981234567",
      operatorId: 1,
      circleId: 11,
      listingPath: "/marketplace/mobile-recharge/listing",
    };
    // The built-in list: India 10 to 10.
    expect(await failureOf(checkRecharge(input), layer)).toMatchObject({
      reason: "mobileLength",
      min: 10,
      max: 10,
    });
    // A served list whose India takes 9 to 10 digits: the same number passes its length check.
    const phoneList = [{ name: "India", iso: "IN", phonecode: "91", min_length: 9, max_length: 10 }];
    expect(await failureOf(checkRecharge({ ...input, mobile: "98123456", phoneList }), layer)).toMatchObject({
      reason: "mobileLength",
      min: 9,
      max: 10,
    });
    await run(checkRecharge({ ...input, phoneList }), layer);
  });

  it("checkRecharge refuses a wrong length without a call, and opens the plans page of a good form", async () => {
    const { layer, browser } = liveBrowser(api);
    const data = await run(
      loadSearchData({ site: "/marketplace", countryId: null, productId: 48001 }),
      layer,
    );
    const input = {
      data,
      mobile: "98123",
      operatorId: 1,
      circleId: 11,
      listingPath: "/marketplace/mobile-recharge/listing",
    };
    expect(await failureOf(checkRecharge(input), layer)).toMatchObject({
      _tag: "TopupInvalid",
      reason: "mobileLength",
      min: 10,
    });
    expect(await failureOf(checkRecharge({ ...input, mobile: "7012345678" }), layer)).toMatchObject({
      reason: "operatorMismatch",
    });
    await run(checkRecharge({ ...input, mobile: "9812345678" }), layer);
    expect(browser.state.location.pathname).toBe("/marketplace/mobile-recharge/listing");
    expect(browser.state.location.search).toBe("?category_id=48001&operator_id=1&circle_id=11");
    expect(browser.state.location.search).not.toContain("9812345678");
    const recharge = await run(
      createRecharge({ productId: 48001, operatorId: 1, circleId: 11, planId: 101, mobile: " 9812345678 " }),
      layer,
    );
    expect(recharge).toMatchObject({ price: 299, operator: "Airtel", circle: "Karnataka" });
  });
});

describe("cash-out effects", () => {
  it("the OTP confirms the transfer, which is kept until its status is final", async () => {
    const token = api.openSession(98);
    const { layer, browser } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
    const data = await run(loadForm({ site: "/marketplace" }), layer);
    const product = data.products.find((p) => p.category_id === 1466);
    if (product === undefined) throw new Error("no UPI product");
    const form = { ...emptyTransferForm("upi"), upiId: "cora@okbank", amount: "150" };
    const limits = { product, pointValue: data.point_value, pointsAvailable: data.points_available };
    expect(await failureOf(requestOtp({ ...limits, form: { ...form, upiId: "cora" } }), layer)).toMatchObject(
      {
        _tag: "CashoutInvalid",
        field: "upiId",
        reason: "upiForm",
      },
    );
    expect(await failureOf(requestOtp({ ...limits, form: { ...form, amount: "50" } }), layer)).toMatchObject({
      field: "amount",
      reason: "amountBounds",
      min: "INR 100.00",
    });
    const otp = await run(requestOtp({ ...limits, form }), layer);
    expect(otp.points).toBe(150);
    expect(await failureOf(confirmTransfer({ otp_id: otp.otp_id, otp: "12a" }), layer)).toMatchObject({
      reason: "otpForm",
    });
    const mail = api.db
      .prepare("SELECT body FROM outbox WHERE to_address = ? AND kind = 'order-otp' ORDER BY id DESC LIMIT 1")
      .get("cora.cashout@demo.example") as { body: string };
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? "";
    const tx = await run(confirmTransfer({ otp_id: otp.otp_id, otp: code }), layer);
    expect(browser.state.local.get(CASHOUT_PENDING_KEY)).toBe(JSON.stringify(tx));
    expect(await run(resumeTransfer({ key: CASHOUT_PENDING_KEY }), layer)).toEqual(tx);
    expect((await run(transferStatus(tx), layer)).status).toBe(1);
    expect((await run(transferStatus(tx), layer)).status).toBe(1);
    expect((await run(transferStatus(tx), layer)).status).toBe(7);
    expect(browser.state.local.has(CASHOUT_PENDING_KEY)).toBe(false);
    expect(await run(resumeTransfer({ key: CASHOUT_PENDING_KEY }), layer)).toBeNull();
  });
});
