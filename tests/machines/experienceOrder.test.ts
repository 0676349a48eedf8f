/**
 * The experience order flow with scripted effects (spec §3 'Experience order item', §7.6 'Update
 * experience order'): a stale stored item leaves the cart with the server's text; a paid order's
 * booking is confirmed once, and its stored item leaves the cart.
 */
import type { ExperienceOrderItem } from "@domain/experiences";
import type { ConfirmedBooking } from "@effects/experiences";
import { toErrorData } from "@errors";
import { OrderRefused } from "@errors/situations";
import { experienceOrderMachine } from "@machines/experienceOrder";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const start = () => {
  const script = makeScript();
  const machine = experienceOrderMachine.provide({
    actors: {
      readStored: script.manual<ExperienceOrderItem | null, void>("readStored"),
      confirmPaid: script.manual<ConfirmedBooking, { readonly orderId: number; readonly orderKey: string }>(
        "confirmPaid",
      ),
      checkStored: script.manual<ExperienceOrderItem, { readonly item: ExperienceOrderItem }>("checkStored"),
    },
  });
  const started = startSystem(machine, "experienceOrder", undefined, ["cart"]);
  const snapshot = () => started.actor.getSnapshot();
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  return { ...started, script, snapshot, inputsOf, send: started.actor.send.bind(started.actor) };
};

/** A stored booking of 2026-12-01 at 10:00 in INR, rate R1, with what sets it apart. */
const storedItem = (
  own: Pick<
    ExperienceOrderItem,
    "expProductId" | "price" | "amount" | "guests" | "data" | "convertedAmountValue"
  >,
): ExperienceOrderItem => ({
  ...own,
  currency: "INR",
  preferredRate: "R1",
  preferredTimeSlot: "10:00",
  preferredDate: "2026-12-01",
  currency_value: 1,
  price_category_id: 1,
  pointConversionMultiplier: 1,
});

describe("the stored item (spec §3: kept under 'experiences')", () => {
  it("a stale item (its experience gone) leaves the cart, with the server's text", async () => {
    const flow = start();
    flow.send({ type: "EXP_ORDER.LOAD_STORED" });
    await settle();
    const item = storedItem({
      expProductId: 99999,
      price: 100,
      amount: 100,
      guests: [{ price_category_id: 1, count: 1 }],
      data: { name: "Gone", city: "Bangalore", slug: "gone" },
      convertedAmountValue: 100,
    });
    await flow.script.answer("readStored", item);
    const gone = toErrorData(
      new OrderRefused({
        operation: "fetchExpById",
        serverMessage: "This experience is no longer available.",
      }),
    );
    await flow.script.fail("checkStored", gone);
    expect(flow.snapshot().context.stored).toBeNull();
    expect(flow.snapshot().context.storedError).toEqual(gone);
    expect(flow.eventsOf("cart")).toEqual([
      { type: "CART.REMOVE", key: { productId: 99999, price: 100, currency: "INR" } },
    ]);
  });
});

describe("the paid order's booking (spec §7.6 'Update experience order')", () => {
  const paid = { type: "EXP_ORDER.PAID", orderId: 7000123, orderKey: "key-123" } as const;
  const stored = storedItem({
    expProductId: 42002,
    price: 3600,
    amount: 3600,
    guests: [{ price_category_id: 1, count: 2 }],
    data: { name: "Pottery Workshop Bangalore", city: "Bangalore", slug: "pottery-workshop-bangalore" },
    convertedAmountValue: 3600,
  });
  const confirmation = {
    order_id: 7000123,
    status: "confirmed",
    reference: "EXP-7000123",
    product_id: 42002,
    name: "Pottery Workshop Bangalore",
    date: "2026-12-01",
    time_slot: "10:00",
    guests: [{ price_category_id: 1, count: 2 }],
    confirmed_at: "2026-11-25T12:00:00.000Z",
  } as const;

  it("updates the order once; the booking confirmed, its stored item leaves the cart", async () => {
    const flow = start();
    flow.send(paid);
    flow.send(paid);
    await settle();
    expect(flow.snapshot().hasTag("confirming")).toBe(true);
    expect(flow.inputsOf("confirmPaid")).toEqual([{ orderId: 7000123, orderKey: "key-123" }]);
    await flow.script.answer("confirmPaid", { confirmation, forgotten: stored });
    expect(flow.snapshot().context.confirmation).toEqual(confirmation);
    expect(flow.eventsOf("cart")).toEqual([
      { type: "CART.REMOVE", key: { productId: 42002, price: 3600, currency: "INR" } },
    ]);
    // The status page shown again (a reload of the callback leads back to it): no second update.
    flow.send(paid);
    await settle();
    expect(flow.inputsOf("confirmPaid")).toHaveLength(1);
  });

  it("a booking made since stays in the cart; a failed update keeps everything and may be asked again", async () => {
    const flow = start();
    flow.send(paid);
    await settle();
    const down = toErrorData(new OrderRefused({ operation: "updateExperienceOrder", serverMessage: "down" }));
    await flow.script.fail("confirmPaid", down);
    expect(flow.snapshot().context.confirmError).toEqual(down);
    expect(flow.snapshot().context.confirmation).toBeNull();
    expect(flow.eventsOf("cart")).toEqual([]);
    flow.send(paid);
    await settle();
    expect(flow.inputsOf("confirmPaid")).toHaveLength(2);
    await flow.script.answer("confirmPaid", { confirmation, forgotten: null });
    expect(flow.snapshot().context.confirmation?.reference).toBe("EXP-7000123");
    expect(flow.snapshot().context.confirmError).toBeNull();
    expect(flow.eventsOf("cart")).toEqual([]);
  });
});
