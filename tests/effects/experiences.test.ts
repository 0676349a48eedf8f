/**
 * The experiences flow's effects against the reference API over real HTTP (spec §3 'Experience
 * order item', §7.3 'Experiences', §8): an experience with its days and slots, a day outside
 * availability and an experience that no longer exists refused with the server's text, the
 * booking stored under 'experiences' (one item), and a stale stored item removed.
 */
import { ExperienceTexts } from "@contract/experiences";
import { EXPERIENCES_STORAGE_KEY, orderItemOf, storedTextOf } from "@domain/experiences";
import {
  book,
  checkStored,
  loadCities,
  loadList,
  loadPricing,
  openExperience,
  readStored,
} from "@effects/experiences";
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
      currencyValue: 1,
      pointConversionMultiplier: 1,
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
