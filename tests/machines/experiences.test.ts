/**
 * The experiences flow with scripted effects (spec §3 'Experience order item', §4 'Catalogue
 * loads', 'Cart rules', §7.3): the listing loads once per request and keeps a failure until
 * retried; a day outside availability is refused at once; Book only for guests within limits,
 * adding the line to the cart.
 */
import type { ExperienceListInput, TimeSlotPricing } from "@contract/experiences";
import { choiceItemOf, type ExperienceOrderItem } from "@domain/experiences";
import type { Booked, CitiesAnswer, ListAnswer, OpenedExperience } from "@effects/experiences";
import { toErrorData } from "@errors";
import { CatalogueFetchFailed } from "@errors/situations";
import { experiencesMachine } from "@machines/experiences";
import { describe, expect, it } from "vitest";
import { productOf } from "../support/catalogue";
import { potteryWorkshop, pricedSlot } from "../support/experiences";
import { makeScript, settle, startSystem } from "../support/harness";

const start = () => {
  const script = makeScript();
  const machine = experiencesMachine.provide({
    actors: {
      loadCities: script.manual<CitiesAnswer, { readonly countryCode: string }>("loadCities"),
      loadList: script.manual<ListAnswer, ExperienceListInput>("loadList"),
      loadTags: script.manual<readonly string[], { readonly query: string; readonly cityId: number }>(
        "loadTags",
      ),
      openExperience: script.manual<OpenedExperience, { readonly productId: number }>("openExperience"),
      loadPricing: script.manual<
        readonly TimeSlotPricing[],
        { readonly productId: number; readonly date: string }
      >("loadPricing"),
      book: script.manual<Booked, { readonly item: ExperienceOrderItem }>("book"),
    },
  });
  const started = startSystem(machine, "experiences", undefined, ["cart"]);
  const snapshot = () => started.actor.getSnapshot();
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  return { ...started, script, snapshot, inputsOf, send: started.actor.send.bind(started.actor) };
};

const request: ExperienceListInput = {
  city_id: 1319,
  categories: ["Dining"],
  tag: "",
  sort: "popular",
  offset: 0,
  limit: 10,
};

const detail = potteryWorkshop;
const slots: readonly TimeSlotPricing[] = [
  pricedSlot("10:00", 8, 1800, 1200),
  pricedSlot("14:00", 2, 1800, 1200, 3),
];

describe("the listing (spec §4 'Catalogue loads')", () => {
  it("loads a request once, keeps a failure until retried", async () => {
    const flow = start();
    flow.send({ type: "EXP.LIST", request });
    flow.send({ type: "EXP.LIST", request });
    await settle();
    expect(flow.inputsOf("loadList")).toEqual([request]);
    await flow.script.fail("loadList", toErrorData(new CatalogueFetchFailed({ reason: "down" })));
    expect(flow.snapshot().hasTag("listFailed")).toBe(true);
    flow.send({ type: "EXP.RETRY_LIST" });
    await settle();
    await flow.script.answer("loadList", { total: 1, experiences: [] });
    expect(flow.snapshot().hasTag("listFailed")).toBe(false);
    expect(flow.snapshot().context.total).toBe(1);
  });
});

describe("an experience's day, slot, guests and booking (spec §3)", () => {
  const opened = async () => {
    const flow = start();
    flow.send({ type: "EXP.OPEN", productId: 42002 });
    await settle();
    await flow.script.answer("openExperience", {
      detail,
      today: "2026-11-26",
      dates: [
        { date: "2026-11-28", slots_left: 2 },
        { date: "2026-11-29", slots_left: 1 },
      ],
    });
    return flow;
  };

  it("a day outside availability is refused without a call; an available one loads its slots", async () => {
    const flow = await opened();
    expect(flow.snapshot().context.guests).toEqual([
      { price_category_id: 1, count: 2 },
      { price_category_id: 2, count: 0 },
    ]);
    flow.send({ type: "EXP.PICK_DATE", date: "2026-11-27" });
    expect(flow.snapshot().context.dateRefused).toBe("2026-11-27");
    expect(flow.inputsOf("loadPricing")).toEqual([]);
    flow.send({ type: "EXP.PICK_DATE", date: "2026-11-28" });
    await settle();
    expect(flow.inputsOf("loadPricing")).toEqual([{ productId: 42002, date: "2026-11-28" }]);
  });

  it("Book waits for a slot and guests within the limits and seats, then adds the line to the cart", async () => {
    const flow = await opened();
    flow.send({ type: "EXP.PICK_DATE", date: "2026-11-28" });
    await settle();
    await flow.script.answer("loadPricing", slots);
    const book = { type: "EXP.BOOK", pointsBaseConversionValue: 2 } as const;
    flow.send(book);
    expect(flow.inputsOf("book")).toEqual([]);
    flow.send({ type: "EXP.PICK_SLOT", timeSlot: "14:00" });
    flow.send({ type: "EXP.GUESTS", priceCategoryId: 2, count: 1 });
    // Three guests, two seats left.
    flow.send(book);
    await settle();
    expect(flow.inputsOf("book")).toEqual([]);
    flow.send({ type: "EXP.PICK_SLOT", timeSlot: "10:00" });
    flow.send(book);
    await settle();
    const item = choiceItemOf(flow.snapshot().context, 2);
    expect(flow.inputsOf("book")).toEqual([{ item }]);
    // A point worth 2 rupees: the INR 4,800 booking is 2,400 points (spec §9).
    expect(item).toMatchObject({
      price: 4800,
      preferredTimeSlot: "10:00",
      preferredDate: "2026-11-28",
      currency_value: 1,
      convertedAmountValue: 2400,
      pointConversionMultiplier: 0.5,
    });
    const product = productOf(42002, "Pottery Workshop Bangalore", { spl_discount: 5 });
    if (item === null) throw new Error("no booking");
    await flow.script.answer("book", { product, item });
    expect(flow.snapshot().hasTag("booked")).toBe(true);
    const [added] = flow.eventsOf("cart");
    expect(added).toMatchObject({
      type: "CART.ADD",
      price: 4800,
      quantity: 1,
      point: 2400,
      baseConversionValue: 1,
      currencyValue: 1,
      product: { spl_discount: 0 },
    });
  });
});
