/**
 * Mobile recharge and cash out on the reference API (spec §1, §3 topupSearchData, cashoutFormData
 * and 'Cash-out transaction', §5 'Amount' and 'Phone lengths', §7.6 generateOrderOtp and the
 * cash-out transaction status, §9 UPI 1466, bank 1465).
 */
import { cashoutConfirm, fetchCashoutFormData, generateOrderOtp, getCashoutStatus } from "@contract/cashout";
import { voucherCreateOrder } from "@contract/orders";
import { createTopupRecharge, fetchTopupPlans, fetchTopupSearchData } from "@contract/topup";
import { describe, expect, it } from "vitest";
import { markRechargePaid, priceRecharge, rechargeOf } from "../../server/domains/topup/module";
import { makeTestServer } from "../../server/testing";

const CARL = 97;
const SID = 99;

const otpOf = (server: ReturnType<typeof makeTestServer>, email: string): string => {
  const row = server.db
    .prepare("SELECT body FROM outbox WHERE to_address = ? AND kind = 'order-otp' ORDER BY id DESC LIMIT 1")
    .get(email) as { body: string };
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? "";
};

const upi = (upiId: string, amount: number) => ({
  data: {
    product_id: 49001,
    category_id: 1466,
    amount,
    upi_id: upiId,
    account_holder: null,
    account_number: null,
    bank_code: null,
  },
});

describe("topup search data, plans and recharges", () => {
  it("answers India's operators with circles for the country or for a search result's product id", async () => {
    const server = makeTestServer();
    const byProduct = (
      await server.call(fetchTopupSearchData, {
        search_input: { url: "marketplace", country_id: null, product_id: 48001 },
      })
    ).data?.data.fetchTopupSearchData;
    expect(byProduct?.data?.iso_code_2).toBe("IN");
    expect(byProduct?.data?.operators.map((o) => o.name)).toEqual(["Airtel", "Jio", "Vi"]);
    expect(byProduct?.data?.operators[0]?.circles.length).toBeGreaterThan(0);
    const ph = (
      await server.call(fetchTopupSearchData, {
        search_input: { url: "marketplace", country_id: byProduct?.data?.country_id ?? 0, product_id: null },
      })
    ).data?.data.fetchTopupSearchData;
    expect(ph?.data?.product_id).toBe(48001);
  });

  it("refuses a country without top-up", async () => {
    const server = makeTestServer();
    const answer = (
      await server.call(fetchTopupSearchData, {
        search_input: { url: "marketplace", country_id: 226, product_id: null },
      })
    ).data?.data.fetchTopupSearchData;
    expect(answer?.success).toBe(0);
  });

  it("creates a recharge for a number its operator serves, and refuses a wrong length or operator", async () => {
    const server = makeTestServer();
    const plans = (
      await server.call(fetchTopupPlans, {
        plans_input: { product_id: 48001, operator_id: 1, circle_id: 11 },
      })
    ).data?.data.fetchTopupPlans.data;
    const plan = plans?.[0];
    expect(plan?.price).toBe(299);
    const input = {
      product_id: 48001,
      operator_id: 1,
      circle_id: 11,
      plan_id: plan?.plan_id ?? 0,
      mobile: "9812345678",
    };
    const made = (await server.call(createTopupRecharge, { recharge_input: input })).data?.data
      .createTopupRecharge;
    expect(made?.data?.recharge_id).toMatch(/^RCG[A-Z2-9]{10}$/);
    expect(made?.data?.price).toBe(299);
    const short = (await server.call(createTopupRecharge, { recharge_input: { ...input, mobile: "98123" } }))
      .data?.data.createTopupRecharge;
    expect(short?.success).toBe(0);
    const jio = (
      await server.call(createTopupRecharge, { recharge_input: { ...input, mobile: "7012345678" } })
    ).data?.data.createTopupRecharge;
    expect(jio?.success).toBe(0);
  });

  it("prices a recharge until it is paid, and paying it gives it the operator's reference", async () => {
    const server = makeTestServer();
    const made = (
      await server.call(createTopupRecharge, {
        recharge_input: {
          product_id: 48001,
          operator_id: 1,
          circle_id: 11,
          plan_id: 101,
          mobile: "9812345678",
        },
      })
    ).data?.data.createTopupRecharge.data;
    const id = made?.recharge_id ?? "";
    expect(priceRecharge(server.db, id, null)).toEqual({
      ok: true,
      productId: 48001,
      priceMinor: 29_900,
      currency: "INR",
      name: `Airtel recharge ${id}`,
    });
    markRechargePaid(server.db, id, 7100001);
    expect(rechargeOf(server.db, id)?.operator_reference).toMatch(/^OPR[0-9A-F]{10}$/);
    expect(priceRecharge(server.db, id, null).ok).toBe(false);
  });
});

describe("cash out: form data, order OTP, confirmation and status", () => {
  it("lists UPI and bank with their bounds and the shopper's points", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const form = (await server.call(fetchCashoutFormData, { form_input: { url: "marketplace" } }, { token }))
      .data?.data.fetchCashoutFormData.data;
    expect(form?.products.map((p) => p.category_id)).toEqual([1466, 1465]);
    expect(form?.products[0]).toMatchObject({ min: 100, max: 50000 });
    expect(form?.points_available).toBe(10000);
  });

  it("refuses a UPI id without '@', and an amount above the points available", async () => {
    const server = makeTestServer();
    const carl = server.openSession(CARL);
    const bad = (await server.call(generateOrderOtp, upi("carl.okbank", 500), { token: carl })).data?.data
      .generateOrderOtp;
    expect(bad).toMatchObject({ success: 0, code: "upiForm" });
    const sid = server.openSession(SID);
    const short = (await server.call(generateOrderOtp, upi("sid@okbank", 500), { token: sid })).data?.data
      .generateOrderOtp;
    expect(short).toMatchObject({ success: 0, code: "pointsShort" });
  });

  it("confirms with the mailed OTP once, debits the points, and answers pending twice then success", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otp = (await server.call(generateOrderOtp, upi("carl@okbank", 500), { token })).data?.data
      .generateOrderOtp;
    expect(otp?.data?.points).toBe(500);
    const wrong = (
      await server.call(
        cashoutConfirm,
        { data: { otp_id: otp?.data?.otp_id ?? "", otp: "000000" } },
        { token },
      )
    ).data?.data.cashoutConfirm;
    const code = otpOf(server, "carl.cashout@demo.example");
    expect(wrong).toMatchObject({ success: 0, code: code === "000000" ? undefined : "otpWrong" });
    const confirm = { data: { otp_id: otp?.data?.otp_id ?? "", otp: code } };
    const first = (await server.call(cashoutConfirm, confirm, { token })).data?.data.cashoutConfirm.data;
    const again = (await server.call(cashoutConfirm, confirm, { token })).data?.data.cashoutConfirm.data;
    expect(again).toEqual(first);
    expect(server.balances(CARL).points_hundredths).toBe(1_000_000 - 50_000);
    const status = async () =>
      (
        await server.call(
          getCashoutStatus,
          { add_data: first ?? { storeRefId: "", storeRefType: "" } },
          { token },
        )
      ).data?.data.getCashoutStatus.data?.status;
    expect([await status(), await status(), await status(), await status()]).toEqual([1, 1, 7, 7]);
  });

  it("a failing transfer answers failed on its second call and gives the points back", async () => {
    const server = makeTestServer();
    const token = server.openSession(CARL);
    const otp = (await server.call(generateOrderOtp, upi("fail@okbank", 200), { token })).data?.data
      .generateOrderOtp;
    const ref = (
      await server.call(
        cashoutConfirm,
        { data: { otp_id: otp?.data?.otp_id ?? "", otp: otpOf(server, "carl.cashout@demo.example") } },
        { token },
      )
    ).data?.data.cashoutConfirm.data;
    const status = async () =>
      (
        await server.call(
          getCashoutStatus,
          { add_data: ref ?? { storeRefId: "", storeRefType: "" } },
          { token },
        )
      ).data?.data.getCashoutStatus.data?.status;
    expect([await status(), await status()]).toEqual([1, 5]);
    expect(server.balances(CARL).points_hundredths).toBe(1_000_000);
  });

  it("an OTP older than 10 minutes is refused as expired", async () => {
    const server = makeTestServer();
    const start = Date.UTC(2026, 10, 25, 12, 0, 0);
    server.setNow(start);
    const token = server.openSession(CARL);
    const otp = (await server.call(generateOrderOtp, upi("carl@okbank", 100), { token })).data?.data
      .generateOrderOtp;
    server.setNow(start + 11 * 60_000);
    const late = (
      await server.call(
        cashoutConfirm,
        { data: { otp_id: otp?.data?.otp_id ?? "", otp: otpOf(server, "carl.cashout@demo.example") } },
        { token },
      )
    ).data?.data.cashoutConfirm;
    expect(late).toMatchObject({ success: 0, code: "otpExpired" });
  });
});

describe("a recharge in the cart's topup section is paid through checkout (spec §4, §9 group 61)", () => {
  it("an order paid in full with points marks the recharge done with the operator's reference; it cannot be paid twice", async () => {
    const server = makeTestServer();
    const token = server.openSession(95);
    const made = (
      await server.call(
        createTopupRecharge,
        {
          recharge_input: {
            product_id: 48001,
            operator_id: 1,
            circle_id: 11,
            plan_id: 101,
            mobile: "9812345678",
          },
        },
        { token },
      )
    ).data?.data.createTopupRecharge.data;
    const reference = made?.recharge_id ?? "";
    const order = (idempotency_key: string) => ({
      voucherOrder: {
        idempotency_key,
        site: "marketplace",
        cart: [
          {
            product_id: 48001,
            name: "Airtel recharge",
            price: 299,
            quantity: 1,
            currency_code: "INR",
            filter_group_id: 61,
            reference,
          },
        ],
        checkoutUser: {
          firstname: "Ravi",
          lastname: "Topup",
          email: "ravi.topup@demo.example",
          phone: "9811100095",
          phone_code: "91",
        },
        payment: { points: 299, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 0 },
      },
    });
    const first = (await server.call(voucherCreateOrder, order("topup-order-1"), { token })).data?.data
      .voucherCreateOrder;
    expect(first?.success).toBe(1);
    const row = rechargeOf(server.db, reference);
    expect(row?.status).toBe("done");
    expect(row?.order_id).toBe(first?.data?.order_id);
    expect(row?.operator_reference).toMatch(/^OPR/);
    expect(server.balances(95).points_hundredths).toBe(500_000 - 29_900);
    const again = (await server.call(voucherCreateOrder, order("topup-order-2"), { token })).data?.data
      .voucherCreateOrder;
    expect(again?.success).toBe(0);
  });
});
