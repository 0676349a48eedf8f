/**
 * The mobile-recharge and cash-out flows, headless with scripted effects (spec §4 'a topup item
 * replaces its section', §5, §7.6 generateOrderOtp and the transaction status, §9 cashout poll
 * time 60), the poll on XState's simulated clock.
 */

import type { CashoutFormData, CashoutTransaction } from "@contract/cashout";
import type { TopupPlan, TopupRecharge, TopupSearchData } from "@contract/topup";
import { CASHOUT_POLL_MS } from "@domain/cashout";
import type { PhoneListCountry } from "@domain/phoneList";
import type { TransferStatus } from "@effects/cashout";
import { CashoutInvalid, TopupInvalid } from "@errors/situations";
import { NetworkError } from "@errors/transport";
import { cashoutMachine } from "@machines/cashout";
import { topupMachine } from "@machines/topup";
import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, SimulatedClock, setup, spawnChild, waitFor } from "xstate";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const FORM_DATA: CashoutFormData = {
  products: [
    {
      category_id: 1466,
      product_id: 49001,
      name: "Transfer to UPI",
      description: "",
      currency_code: "INR",
      min: 100,
      max: 50000,
    },
    {
      category_id: 1465,
      product_id: 49002,
      name: "Transfer to Bank Account",
      description: "",
      currency_code: "INR",
      min: 500,
      max: 200000,
    },
  ],
  points_available: 10000,
  point_value: 1,
  points_label: "Points",
};
const TX: CashoutTransaction = { storeRefId: "CO1234567890", storeRefType: "CASHOUT" };
const status = (code: 7 | 1 | 5): TransferStatus => ({
  status: code,
  amount: 500,
  currency_code: "INR",
  points: 500,
  destination: "••••bank",
  category_id: 1466,
});

const cashoutWith = (options: {
  readonly kept?: CashoutTransaction | null;
  readonly statuses: (7 | 1 | 5 | "unknown" | "offline")[];
  readonly confirm?: (otp: string) => Promise<CashoutTransaction>;
}) => {
  const calls = { otp: 0, confirm: 0, status: 0 };
  const machine = cashoutMachine.provide({
    actors: {
      loadForm: fromPromise(async () => FORM_DATA),
      resumeTransfer: fromPromise(async () => options.kept ?? null),
      requestOtp: fromPromise(async ({ input }) => {
        calls.otp += 1;
        if (!input.form.upiId.includes("@")) throw new CashoutInvalid({ field: "upiId", reason: "upiForm" });
        return { otp_id: `otp-${calls.otp}`, points: 500 };
      }),
      confirmTransfer: fromPromise(async ({ input }) => {
        calls.confirm += 1;
        return options.confirm === undefined ? TX : options.confirm(input.otp);
      }),
      transferStatus: fromPromise(async () => {
        calls.status += 1;
        const next = options.statuses.shift() ?? 1;
        if (next === "unknown")
          throw new CashoutInvalid({
            field: "form",
            reason: "refused",
            serverMessage: "Transaction not found.",
          });
        if (next === "offline") throw new NetworkError({ operation: "getCashoutStatus", reason: "offline" });
        return status(next);
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, calls };
};

describe("cash out: the OTP confirms once, then the status is polled every 60 s (spec §7.6, §9)", () => {
  it("a UPI id without '@' stays on the form with the field's error; the OTP is not asked", async () => {
    const { actor } = cashoutWith({ statuses: [] });
    actor.send({ type: "CASHOUT.OPEN", site: "marketplace", categoryId: 1466 });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "CASHOUT.UPI_ID", upiId: "carl.okbank" });
    actor.send({ type: "CASHOUT.AMOUNT", amount: "500" });
    actor.send({ type: "CASHOUT.SUBMIT" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "CashoutInvalid",
      field: "upiId",
      reason: "upiForm",
    });
  });

  it("a wrong OTP is the OTP field's error; the right one places one transfer, polled until success", async () => {
    const { actor, clock, calls } = cashoutWith({
      statuses: [1, 1, 7],
      confirm: async (otp) => {
        if (otp !== "123456") throw new CashoutInvalid({ field: "otp", reason: "otpWrong" });
        return TX;
      },
    });
    actor.send({ type: "CASHOUT.OPEN", site: "marketplace", categoryId: 1466 });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "CASHOUT.UPI_ID", upiId: "carl@okbank" });
    actor.send({ type: "CASHOUT.AMOUNT", amount: "500" });
    actor.send({ type: "CASHOUT.SUBMIT" });
    await waitFor(actor, (s) => s.matches("otp"));
    expect(actor.getSnapshot().context.points).toBe(500);
    actor.send({ type: "CASHOUT.OTP_INPUT", otp: "111111" });
    actor.send({ type: "CASHOUT.CONFIRM" });
    await waitFor(actor, (s) => s.matches("otp") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ field: "otp", reason: "otpWrong" });
    actor.send({ type: "CASHOUT.OTP_INPUT", otp: "123456" });
    actor.send({ type: "CASHOUT.CONFIRM" });
    actor.send({ type: "CASHOUT.CONFIRM" });
    await waitFor(actor, (s) => s.matches({ tracking: "waiting" }));
    expect(calls.confirm).toBe(2);
    expect(calls.status).toBe(1);
    expect(actor.getSnapshot().hasTag("tracking")).toBe(true);
    clock.increment(CASHOUT_POLL_MS - 1);
    await flush();
    expect(calls.status).toBe(1);
    clock.increment(1);
    await waitFor(actor, () => calls.status === 2);
    await waitFor(actor, (s) => s.matches({ tracking: "waiting" }));
    clock.increment(CASHOUT_POLL_MS);
    await waitFor(actor, (s) => s.matches("settled"));
    expect(calls.status).toBe(3);
    expect(actor.getSnapshot().context.status?.status).toBe(7);
  });

  it("a pending transfer kept from before a reload is polled again at once", async () => {
    const { actor, calls } = cashoutWith({ kept: TX, statuses: [5] });
    actor.send({ type: "CASHOUT.OPEN", site: "marketplace", categoryId: 1466 });
    await waitFor(actor, (s) => s.matches("settled"));
    expect(calls.status).toBe(1);
    expect(calls.otp).toBe(0);
    expect(actor.getSnapshot().context.status?.status).toBe(5);
  });

  it("a kept transfer the API does not know is not polled again: back at the list with its message", async () => {
    const { actor, clock, calls } = cashoutWith({ kept: TX, statuses: ["unknown"] });
    actor.send({ type: "CASHOUT.OPEN", site: "marketplace", categoryId: null });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.transaction).toBeNull();
    expect(context.error).toMatchObject({ _tag: "CashoutInvalid", serverMessage: "Transaction not found." });
    clock.increment(CASHOUT_POLL_MS * 3);
    expect(calls.status).toBe(1);
  });

  it("a failed status call is asked again after 60 s (spec §9)", async () => {
    const { actor, clock, calls } = cashoutWith({ kept: TX, statuses: ["offline", 7] });
    actor.send({ type: "CASHOUT.OPEN", site: "marketplace", categoryId: 1466 });
    await waitFor(actor, (s) => s.matches({ tracking: "waiting" }) && s.context.error !== null);
    clock.increment(CASHOUT_POLL_MS);
    await waitFor(actor, (s) => s.matches("settled"));
    expect(calls.status).toBe(2);
  });
});

const SEARCH: TopupSearchData = {
  product_id: 48001,
  name: "Prepaid Mobile Recharge India",
  country_id: 99,
  iso_code_2: "IN",
  currency_code: "INR",
  operators: [
    { operator_id: 1, name: "Airtel", prefixes: ["98"], circles: [{ circle_id: 11, name: "Karnataka" }] },
  ],
};
const RECHARGE: TopupRecharge = {
  recharge_id: "RCG100001",
  product_id: 48001,
  name: "Airtel recharge",
  price: 299,
  currency_code: "INR",
  operator: "Airtel",
  circle: "Karnataka",
  plan: "1.5 GB/day, 28 days",
};

/** A stand-in cart that keeps the events it hears. */
const cartRecorder = setup({ types: { context: {} as { heard: unknown[] } } }).createMachine({
  context: { heard: [] },
  on: { "*": { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) } },
});

describe("mobile recharge: the form, the plans and the cart's topup section (spec §4, §5)", () => {
  it("spec §7.2 getCountryList: the phone list is asked once at start and goes with the form's check", async () => {
    const served: readonly PhoneListCountry[] = [
      { name: "India", iso: "IN", phonecode: "91", min_length: 9, max_length: 10 },
    ];
    const asked: string[] = [];
    const lists: unknown[] = [];
    const topup = topupMachine.provide({
      actors: {
        loadPhoneList: fromPromise(async () => {
          asked.push("loadPhoneList");
          return served;
        }),
        loadSearchData: fromPromise(async () => SEARCH),
        checkRecharge: fromPromise(async ({ input }) => {
          lists.push(input.phoneList);
        }),
      },
    });
    const flow = createActor(topup).start();
    await waitFor(flow, (s) => s.context.phoneList !== null);
    flow.send({ type: "TOPUP.OPEN", site: "marketplace", countryId: 99, productId: null });
    await waitFor(flow, (s) => s.matches("form"));
    flow.send({ type: "TOPUP.MOBILE", mobile: "981234567", detectedOperatorId: 1 });
    flow.send({ type: "TOPUP.SUBMIT", listingPath: "/marketplace/mobile-recharge/listing" });
    await waitFor(flow, (s) => s.matches("form") && s.context.checked);
    expect(asked).toEqual(["loadPhoneList"]);
    expect(lists).toEqual([served]);
  });

  it("spec §7.2 getCountryList: a failed phone list leaves the built-in one (null) and the form works", async () => {
    const lists: unknown[] = [];
    const topup = topupMachine.provide({
      actors: {
        loadPhoneList: fromPromise(async (): Promise<readonly PhoneListCountry[]> => {
          throw { _tag: "CountryFetchFailed" };
        }),
        loadSearchData: fromPromise(async () => SEARCH),
        checkRecharge: fromPromise(async ({ input }) => {
          lists.push(input.phoneList);
        }),
      },
    });
    const flow = createActor(topup).start();
    flow.send({ type: "TOPUP.OPEN", site: "marketplace", countryId: 99, productId: null });
    await waitFor(flow, (s) => s.matches("form"));
    flow.send({ type: "TOPUP.MOBILE", mobile: "9812345678", detectedOperatorId: 1 });
    flow.send({ type: "TOPUP.SUBMIT", listingPath: "/marketplace/mobile-recharge/listing" });
    await waitFor(flow, (s) => s.matches("form") && s.context.checked);
    expect(flow.getSnapshot().status).toBe("active");
    expect(lists).toEqual([null]);
  });

  it("a wrong-length number is the field's error; a checked form's plan goes to the cart's topup section", async () => {
    const checks: string[] = [];
    const topup = topupMachine.provide({
      actors: {
        loadSearchData: fromPromise(async () => SEARCH),
        checkRecharge: fromPromise(async ({ input }) => {
          checks.push(input.listingPath);
          if (input.mobile.length !== 10) {
            throw new TopupInvalid({ field: "mobile", reason: "mobileLength", min: 10, max: 10 });
          }
        }),
        loadPlans: fromPromise(async (): Promise<readonly TopupPlan[]> => []),
        createRecharge: fromPromise(async () => RECHARGE),
      },
    });
    const parent = setup({ actors: { topup, cart: cartRecorder } }).createMachine({
      entry: [
        spawnChild("topup", { id: "topup", systemId: "topup" }),
        spawnChild("cart", { id: "cart", systemId: "cart" }),
      ],
    });
    const root = createActor(parent).start();
    const flow = root.system.get("topup");
    const cart = root.system.get("cart");
    flow.send({ type: "TOPUP.OPEN", site: "marketplace", countryId: 99, productId: null });
    await waitFor(flow, (s) => s.matches("form"));
    flow.send({ type: "TOPUP.MOBILE", mobile: "98123", detectedOperatorId: 1 });
    flow.send({ type: "TOPUP.CIRCLE", circleId: 11 });
    flow.send({ type: "TOPUP.SUBMIT", listingPath: "/marketplace/mobile-recharge/listing" });
    await waitFor(flow, (s) => s.matches("form") && s.context.error !== null);
    expect(flow.getSnapshot().context.error).toMatchObject({ _tag: "TopupInvalid", reason: "mobileLength" });
    flow.send({ type: "TOPUP.MOBILE", mobile: "9812345678", detectedOperatorId: 1 });
    flow.send({ type: "TOPUP.SUBMIT", listingPath: "/marketplace/mobile-recharge/listing" });
    await waitFor(flow, (s) => s.matches("form") && s.context.checked);
    flow.send({ type: "TOPUP.PLANS", site: "marketplace", productId: 48001, operatorId: 1, circleId: 11 });
    await waitFor(flow, (s) => s.matches("plans"));
    flow.send({ type: "TOPUP.CHOOSE", planId: 101 });
    await waitFor(flow, (s) => s.context.recharge !== null);
    expect(cart.getSnapshot().context.heard).toEqual([
      {
        type: "CART.ADD_SECTION_ITEM",
        section: "topup",
        item: expect.objectContaining({ reference: "RCG100001", filterGroupId: 61, price: 299 }),
      },
    ]);
  });

  it("a plan is not chosen before the form has been checked (after a reload of the plans page)", async () => {
    let made = 0;
    const actor = createActor(
      topupMachine.provide({
        actors: {
          loadPlans: fromPromise(async (): Promise<readonly TopupPlan[]> => []),
          createRecharge: fromPromise(async () => {
            made += 1;
            return RECHARGE;
          }),
        },
      }),
    ).start();
    actor.send({ type: "TOPUP.PLANS", site: "marketplace", productId: 48001, operatorId: 1, circleId: 11 });
    await waitFor(actor, (s) => s.matches("plans"));
    actor.send({ type: "TOPUP.CHOOSE", planId: 101 });
    await flush();
    expect(actor.getSnapshot().matches("plans")).toBe(true);
    expect(made).toBe(0);
  });
});
