/**
 * The experiences flow's effects against the reference API over real HTTP (spec §3 'Experience
 * order item', §7.3 'Experiences', §7.6 'Experience payment callback', 'Update experience order',
 * §8): an experience with its days and slots, a day outside availability and an experience that no
 * longer exists refused with the server's text, the booking stored under 'experiences' (one item),
 * a stale stored item removed; the experience order's own callback on '/payment-exp-callback' and
 * its update once paid, confirming the booking once.
 */
import { ExperienceTexts } from "@contract/experiences";
import {
  bookingOf,
  EXPERIENCES_STORAGE_KEY,
  type ExperienceOrderItem,
  orderItemOf,
  storedTextOf,
} from "@domain/experiences";
import { placeOrder } from "@effects/checkout";
import {
  book,
  checkStored,
  confirmPaid,
  loadCities,
  loadList,
  loadPricing,
  openExperience,
  readStored,
} from "@effects/experiences";
import { confirmCallback } from "@effects/payment";
import type { StorefrontServices } from "@effects/runtime/layer";
import { type ErrorData, toErrorData } from "@errors";
import type { StorefrontError } from "@errors/data";
import { Effect, Exit, type Layer } from "effect";
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
) => Effect.runPromise(Effect.exit(Effect.provide(program, layer)));

const failureOf = <A>(exit: Exit.Exit<A, StorefrontError>): ErrorData | null =>
  Exit.isFailure(exit) && exit.cause.reasons[0]?._tag === "Fail"
    ? toErrorData(exit.cause.reasons[0].error)
    : null;

describe("experiences against the reference API (spec §7.3)", () => {
  it("India's cities start with Bangalore; its listing has pages of 10", async () => {
    const { layer } = liveBrowser(api);
    const cities = await run(loadCities({ countryCode: "IN" }), layer);
    expect(Exit.isSuccess(cities) && cities.value.cities[0]?.city_id).toBe(1319);
    const list = await run(
      loadList({ city_id: 1319, categories: [], tag: "", sort: "price_asc", offset: 0, limit: 10 }),
      layer,
    );
    expect(Exit.isSuccess(list) && list.value.experiences.length).toBe(10);
  });

  it("an experience that no longer exists, and a day outside availability, fail with the server's text", async () => {
    const { layer } = liveBrowser(api);
    const gone = failureOf(await run(openExperience({ productId: 99999 }), layer));
    expect(gone).toMatchObject({ _tag: "OrderRefused", serverMessage: ExperienceTexts.notFound });
    const past = failureOf(await run(loadPricing({ productId: 61022, date: "2020-01-01" }), layer));
    expect(past).toMatchObject({ _tag: "OrderRefused", serverMessage: ExperienceTexts.dateUnavailable });
  });

  it("books into local storage; a stale stored item is removed and refused", async () => {
    const { layer, browser } = liveBrowser(api);
    const opened = await run(openExperience({ productId: 61022 }), layer);
    if (!Exit.isSuccess(opened)) throw new Error("the experience did not open");
    const day = opened.value.dates[0]?.date ?? "";
    const slots = await run(loadPricing({ productId: 61022, date: day }), layer);
    if (!Exit.isSuccess(slots) || slots.value[0] === undefined) throw new Error("no slots");
    const item = orderItemOf({
      experience: opened.value.detail,
      date: day,
      slot: slots.value[0],
      guests: [{ price_category_id: 1, count: 2 }],
      pointsBaseConversionValue: null,
    });
    if (!item.ok) throw new Error("not bookable");
    const booked = await run(book({ item: item.value }), layer);
    expect(Exit.isSuccess(booked) && booked.value.product.product_id).toBe(61022);
    expect(browser.state.local.get(EXPERIENCES_STORAGE_KEY)).toBe(storedTextOf(item.value));
    const read = await run(readStored(), layer);
    expect(Exit.isSuccess(read) && read.value).toEqual(item.value);

    const stale = { ...item.value, expProductId: 99999 };
    browser.state.local.set(EXPERIENCES_STORAGE_KEY, storedTextOf(stale));
    const refused = failureOf(await run(checkStored({ item: stale }), layer));
    expect(refused).toMatchObject({ _tag: "OrderRefused", serverMessage: ExperienceTexts.notFound });
    expect(browser.state.local.has(EXPERIENCES_STORAGE_KEY)).toBe(false);
  });
});

const ORIGIN = "http://storefront.test";

/** Two adults on the first time slot of 61022's first available day, as the page books them. */
const bookedItem = async (layer: Layer.Layer<StorefrontServices>, dayIndex: number) => {
  const opened = await run(openExperience({ productId: 61022 }), layer);
  if (!Exit.isSuccess(opened)) throw new Error("the experience did not open");
  const day = opened.value.dates[dayIndex]?.date ?? "";
  const slots = await run(loadPricing({ productId: 61022, date: day }), layer);
  if (!Exit.isSuccess(slots) || slots.value[0] === undefined) throw new Error("no slots");
  const item = orderItemOf({
    experience: opened.value.detail,
    date: day,
    slot: slots.value[0],
    guests: [{ price_category_id: 1, count: 2 }],
    pointsBaseConversionValue: null,
  });
  if (!item.ok) throw new Error("not bookable");
  return item.value;
};

let keys = 0;
/** A guest's experience order of `item`, due in full on the card gateway. */
const placeExperienceOrder = async (layer: Layer.Layer<StorefrontServices>, item: ExperienceOrderItem) => {
  keys += 1;
  const placed = await run(
    placeOrder({
      voucherOrder: {
        idempotency_key: `experience-effects-${keys}`,
        site: "marketplace",
        cart: [
          {
            product_id: item.expProductId,
            name: item.data.name,
            price: item.price,
            quantity: 1,
            currency_code: item.currency,
            filter_group_id: 1222,
          },
        ],
        checkoutUser: {
          firstname: "Gita",
          lastname: "Rao",
          email: "gita@example.com",
          phone: "",
          phone_code: "",
        },
        payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: item.price },
      },
      booking: bookingOf(item),
    }),
    layer,
  );
  if (
    !Exit.isSuccess(placed) ||
    placed.value.kind !== "gateway" ||
    placed.value.order.redirect_url === null
  ) {
    throw new Error("expected an amount due on the gateway");
  }
  const order = placed.value.order;
  return { ...order, pagePath: (order.redirect_url ?? "").slice(ORIGIN.length) };
};

/** Posts the shopper's choice to the hosted payment page (as the page's form does). */
const submit = (path: string, action: "pay" | "decline") =>
  api.app.hono.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
  });

describe("the experience order's callback and update (spec §7.6)", () => {
  it("'/payment-exp-callback' asks the experience payment callback, then opens '/exp-payment-status'", async () => {
    const { browser, layer } = liveBrowser(api);
    const order = await placeExperienceOrder(layer, await bookedItem(layer, 0));
    await submit(order.pagePath, "pay");
    const input = {
      orderId: order.order_id,
      orderKey: order.order_key,
      sitePrefix: "/marketplace",
      type: "experience",
      provider: null,
    };
    const confirmed = await run(confirmCallback(input), layer);
    expect(Exit.isSuccess(confirmed)).toBe(true);
    const path = `/marketplace/exp-payment-status?order_id=${order.order_id}&key=${encodeURIComponent(order.order_key)}`;
    expect(browser.state.navigations).toEqual([{ kind: "replace", url: path }]);

    // An order the experience callback does not know (here a tampered key) is refused, and the
    // status page is not opened (a gift card's order is refused too: tests/server/experiences).
    const wrongKey = failureOf(await run(confirmCallback({ ...input, orderKey: "wrong" }), layer));
    expect(wrongKey).toMatchObject({ _tag: "PaymentLinkInvalid" });
    expect(browser.state.navigations).toHaveLength(1);
  });

  it("a paid order's booking is confirmed once; the stored item of that booking goes, another stays", async () => {
    const { browser, layer } = liveBrowser(api);
    const item = await bookedItem(layer, 1);
    const order = await placeExperienceOrder(layer, item);
    const ref = { orderId: order.order_id, orderKey: order.order_key };

    const early = failureOf(await run(confirmPaid(ref), layer));
    expect(early).toMatchObject({ _tag: "OrderRefused", serverMessage: ExperienceTexts.notPaidYet });

    await submit(order.pagePath, "pay");
    const newer = { ...item, preferredTimeSlot: "06:30" === item.preferredTimeSlot ? "16:30" : "06:30" };
    browser.state.local.set(EXPERIENCES_STORAGE_KEY, storedTextOf(newer));
    const first = await run(confirmPaid(ref), layer);
    if (!Exit.isSuccess(first)) throw new Error("the update failed");
    expect(first.value.confirmation).toMatchObject({
      order_id: order.order_id,
      status: "confirmed",
      reference: `EXP-${order.order_id}`,
      product_id: 61022,
      date: item.preferredDate,
      time_slot: item.preferredTimeSlot,
      guests: [{ price_category_id: 1, count: 2 }],
    });
    // A booking made since is not this order's: it stays.
    expect(first.value.forgotten).toBeNull();
    expect(browser.state.local.get(EXPERIENCES_STORAGE_KEY)).toBe(storedTextOf(newer));

    browser.state.local.set(EXPERIENCES_STORAGE_KEY, storedTextOf(item));
    api.setNow(Date.UTC(2026, 10, 25, 13, 0, 0));
    const again = await run(confirmPaid(ref), layer);
    if (!Exit.isSuccess(again)) throw new Error("the update failed");
    // Recorded once: the repeat answers the first confirmation's time.
    expect(again.value.confirmation.confirmed_at).toBe(first.value.confirmation.confirmed_at);
    expect(again.value.forgotten).toEqual(item);
    expect(browser.state.local.has(EXPERIENCES_STORAGE_KEY)).toBe(false);
  });
});
