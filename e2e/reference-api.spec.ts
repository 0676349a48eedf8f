import { graphBody, type Operation, operationPath, type VariablesOf } from "@contract/operation";
import { applyVoucher, getPaymentStatus, voucherCreateOrder } from "@contract/orders";
import { Schema } from "effect";
import { type APIRequestContext, expect, test } from "./fixtures";

/** Calls the reference API the way the client does (spec §7.1), decoding the answer with the contract. */
const call = async <Op extends Operation>(request: APIRequestContext, op: Op, input: VariablesOf<Op>) => {
  const encoded = Schema.encodeUnknownSync(op.kind === "graph" ? op.variables : op.body)(input);
  const res = await request.post(operationPath(op, "public"), {
    headers: { "Content-Type": "application/json", pltfm: "4", lng: "en", tz: "UTC" },
    data: op.kind === "graph" ? graphBody(op, encoded) : encoded,
  });
  expect(res.status()).toBe(200);
  return Schema.decodeUnknownSync(op.response)(await res.json()) as Op["response"]["Type"];
};

let orderCount = 0;
const guestOrder = (payment: {
  applied_codes: { code: string; amount: number }[];
  gateway_amount: number;
}) => {
  orderCount += 1;
  return {
    voucherOrder: {
      idempotency_key: `e2e-${test.info().testId}-${orderCount}`,
      site: "marketplace",
      cart: [
        {
          product_id: 40211,
          name: "Fashion Gift Card",
          price: 1000,
          quantity: 1,
          currency_code: "INR",
          filter_group_id: 37,
        },
      ],
      checkoutUser: {
        firstname: "Guest",
        lastname: "Shopper",
        email: "guest@demo.example",
        phone: "9876543210",
        phone_code: "91",
      },
      payment: { points: 0, gcb: 0, tokens: 0, ...payment },
    },
  };
};

const codeBalance = async (request: APIRequestContext, code: string) => {
  const answer = await call(request, applyVoucher, { input: { code, partner_type: "vd", token: "" } });
  return Number(answer.output.data.Result?.voucher_details?.remain_amount);
};

test.describe("reference API: simulated hosted card payment (spec §7.6, §9)", () => {
  test("an INR remainder goes to the INR gateway page; Pay returns to the payment callback route", async ({
    page,
    request,
  }) => {
    const created = await call(
      request,
      voucherCreateOrder,
      // 40211 at INR 1000 is charged INR 960 (4% off, spec §7.4 final_price).
      guestOrder({ applied_codes: [], gateway_amount: 960 }),
    );
    const order = created.data.voucherCreateOrder.data;
    expect(order?.gateway).toBe("gateway-inr");
    expect(order?.redirect_url).toBeTruthy();
    if (order?.redirect_url == null) return;

    const before = await call(request, getPaymentStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    expect(before.data.getPaymentStatus.output).toBe("");

    await page.goto(order.redirect_url);
    await expect(page.getByRole("heading", { name: "Secure card payment" })).toBeVisible();
    await expect(page.getByTestId("merchant")).toHaveText("Rewards Marketplace");
    await expect(page.getByTestId("amount")).toHaveText("INR 960.00");
    // The hosted page answers 303 to the callback route, which then moves on to the status page.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/gateway/"),
      ),
      page.getByRole("button", { name: "Pay" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(
      new RegExp(`/marketplace/payment-callback\\?order_id=${order.order_id}&key=[^&]+&status=success$`),
    );
    await expect(page).toHaveURL(new RegExp(`/marketplace/payment-status/voucher/${order.order_id}/`));

    const after = await call(request, getPaymentStatus, {
      add_data: { order_id: order.order_id, order_key: order.order_key },
    });
    const output = after.data.getPaymentStatus.output;
    expect(output === "" ? undefined : output.data?.status).toBe(7);
  });

  test("Decline gives the reward code its balance back", async ({ page, request }) => {
    const code = "DEMO1111AAAA0001";
    // Other journeys may have spent part of the code: compare with its balance now.
    const balance = await codeBalance(request, code);
    expect(balance).toBeGreaterThanOrEqual(400);
    const created = await call(
      request,
      voucherCreateOrder,
      guestOrder({ applied_codes: [{ code, amount: 400 }], gateway_amount: 560 }),
    );
    const order = created.data.voucherCreateOrder.data;
    if (order?.redirect_url == null) throw new Error("expected a gateway redirect");
    expect(await codeBalance(request, code)).toBe(balance - 400);

    await page.goto(order.redirect_url);
    await expect(page.getByTestId("amount")).toHaveText("INR 560.00");
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/gateway/"),
      ),
      page.getByRole("button", { name: "Decline" }).click(),
    ]);
    expect(answer.headers().location).toMatch(/\/marketplace\/payment-callback\?.*status=failed$/);
    await expect(page).toHaveURL(new RegExp(`/marketplace/payment-status/voucher/${order.order_id}/`));
    expect(await codeBalance(request, code)).toBe(balance);
  });
});

test.describe("reference API: fault injection", () => {
  test.afterEach(async ({ request }) => {
    await request.delete("/__faults");
  });

  test("a rule makes the named call answer the injected status once", async ({ request }) => {
    const rule = await request.post("/__faults", {
      data: { operation: "applyVoucher", status: 503, times: 1 },
    });
    expect(rule.status()).toBe(200);
    const body = { input: { code: "DEMO1111AAAA0001", partner_type: "vd", token: "" } };
    const failed = await request.post(operationPath(applyVoucher, "public"), { data: body });
    expect(failed.status()).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toContain("[Tracer: ");
    const next = await request.post(operationPath(applyVoucher, "public"), { data: body });
    expect(next.status()).toBe(200);
  });
});
