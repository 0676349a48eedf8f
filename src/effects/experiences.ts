/**
 * The Effect programs of the experiences flow (machines/experiences.ts) and its live actors
 * (spec §7.3 'Experiences', §3 'Experience order item', §8 'Catalogue fetch failure'):
 *
 * - `loadCities`: getExperiencesCitiesList {countryCode}: the country's cities and categories.
 * - `loadList`: the experiences of a city (categories, tag, sort, page of 10).
 * - `loadTags`: filter/getQueryBasedTags {query, city_id}.
 * - `openExperience`: fetchExpById, then fetchAvailableDates; an experience that no longer
 *   exists fails with the server's text (OrderRefused).
 * - `loadPricing`: fetchAvailabilityPricing for a day; a day outside availability fails with the
 *   server's text.
 * - `book`: the experience's catalogue product (for its cart line) and the order item written to
 *   local storage under 'experiences' (only one item is held: it replaces the one before).
 * - `readStored` / `checkStored`: the stored item read back; checked against the API (a stale item
 *   for an experience that no longer exists is removed and refused).
 * - `confirmPaid`: Update experience order (spec §7.6) for the order the status page shows paid:
 *   its booking confirmed (recorded once by the server); the stored item is removed when it is that
 *   booking (a booking made since stays). A refusal fails with the server's text.
 */
import type { ProductDetail } from "@contract/catalogue";
import {
  type AvailableDate,
  type ExperienceCard,
  type ExperienceCity,
  type ExperienceConfirmation,
  type ExperienceDetail,
  type ExperienceListInput,
  fetchAvailabilityPricing,
  fetchAvailableDates,
  fetchExpById,
  getExperiencesCitiesList,
  getExperiencesList,
  getQueryBasedTags,
  type TimeSlotPricing,
  updateExperienceOrder,
} from "@contract/experiences";
import { serverMessageOf } from "@domain/answers";
import {
  EXPERIENCES_STORAGE_KEY,
  type ExperienceOrderItem,
  isItemOfBooking,
  storedOrderItemOf,
  storedTextOf,
} from "@domain/experiences";
import type { CallFailure } from "@errors/data";
import { CatalogueFetchFailed, type OrderRefused } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { loadProduct } from "./product";
import { effectActor } from "./runtime/actor";
import { dataOf, orderRefused as refused } from "./runtime/answers";
import { BrowserStorage } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

type Failure = CallFailure | CatalogueFetchFailed | OrderRefused;

export interface CitiesAnswer {
  readonly cities: readonly ExperienceCity[];
  readonly categories: readonly string[];
}

export const loadCities = Effect.fn("experiences.loadCities")(function* (input: {
  readonly countryCode: string;
}) {
  const answer = (yield* callOperation(getExperiencesCitiesList, { countryCode: input.countryCode })).data
    .getExperiencesCitiesList;
  const result: CitiesAnswer = { cities: answer.cities, categories: answer.categories };
  return result;
});

export interface ListAnswer {
  readonly total: number;
  readonly experiences: readonly ExperienceCard[];
}

export const loadList = Effect.fn("experiences.loadList")(function* (input: ExperienceListInput) {
  const answer = (yield* callOperation(getExperiencesList, { add_data: input })).data.getExperiencesList;
  const result: ListAnswer = yield* dataOf(
    answer,
    (refused) =>
      new CatalogueFetchFailed({ reason: serverMessageOf(refused) ?? "The experiences could not be loaded" }),
  );
  return result;
});

export const loadTags = Effect.fn("experiences.loadTags")(function* (input: {
  readonly query: string;
  readonly cityId: number;
}) {
  const answer = yield* callOperation(getQueryBasedTags, { query: input.query, city_id: input.cityId });
  const tags: readonly string[] = answer.success === 1 ? answer.tags : [];
  return tags;
});

export interface OpenedExperience {
  readonly detail: ExperienceDetail;
  readonly today: string;
  readonly dates: readonly AvailableDate[];
}

export const openExperience = Effect.fn("experiences.openExperience")(function* (input: {
  readonly productId: number;
}) {
  const add_data = { product_id: input.productId };
  const detail = yield* dataOf(
    (yield* callOperation(fetchExpById, { add_data })).data.fetchExpById,
    refused("fetchExpById"),
  );
  const dates = yield* dataOf(
    (yield* callOperation(fetchAvailableDates, { add_data })).data.fetchAvailableDates,
    refused("fetchAvailableDates"),
  );
  const opened: OpenedExperience = { detail, today: dates.today, dates: dates.dates };
  return opened;
});

export const loadPricing = Effect.fn("experiences.loadPricing")(function* (input: {
  readonly productId: number;
  readonly date: string;
}) {
  const answer = (yield* callOperation(fetchAvailabilityPricing, {
    add_data: { product_id: input.productId, date: input.date },
  })).data.fetchAvailabilityPricing;
  const slots: readonly TimeSlotPricing[] = (yield* dataOf(answer, refused("fetchAvailabilityPricing")))
    .slots;
  return slots;
});

export interface Booked {
  readonly product: ProductDetail;
  readonly item: ExperienceOrderItem;
}

/** The cart line's product, then the item stored under 'experiences' (replacing any other). */
export const book = Effect.fn("experiences.book")(function* (input: { readonly item: ExperienceOrderItem }) {
  const product = yield* loadProduct({ productId: input.item.expProductId, source: "catalogue" });
  const storage = yield* BrowserStorage;
  yield* storage.set("local", EXPERIENCES_STORAGE_KEY, storedTextOf(input.item));
  const booked: Booked = { product, item: input.item };
  return booked;
});

export const readStored = Effect.fn("experiences.readStored")(function* () {
  const storage = yield* BrowserStorage;
  const item = storedOrderItemOf(yield* storage.get("local", EXPERIENCES_STORAGE_KEY));
  // A value that is not a whole item is removed, so it is never read again.
  if (item === null) yield* storage.remove("local", EXPERIENCES_STORAGE_KEY);
  return item;
});

/** The stored item's experience still exists; otherwise the item is removed and refused. */
export const checkStored = Effect.fn("experiences.checkStored")(function* (input: {
  readonly item: ExperienceOrderItem;
}) {
  const answer = (yield* callOperation(fetchExpById, { add_data: { product_id: input.item.expProductId } }))
    .data.fetchExpById;
  const storage = yield* BrowserStorage;
  yield* dataOf(answer, refused("fetchExpById")).pipe(
    Effect.tapError(() => storage.remove("local", EXPERIENCES_STORAGE_KEY)),
  );
  return input.item;
});

export interface ConfirmedBooking {
  readonly confirmation: ExperienceConfirmation;
  /** The stored item of that booking, now removed (its cart line goes too); null when none was. */
  readonly forgotten: ExperienceOrderItem | null;
}

/** Update experience order for a paid order, then its stored item removed when it is that booking. */
export const confirmPaid = Effect.fn("experiences.confirmPaid")(function* (input: {
  readonly orderId: number;
  readonly orderKey: string;
}) {
  const answer = (yield* callOperation(updateExperienceOrder, {
    add_data: { order_id: input.orderId, order_key: input.orderKey },
  })).data.updateExperienceOrder;
  const confirmation = yield* dataOf(answer, refused("updateExperienceOrder"));
  const storage = yield* BrowserStorage;
  const item = storedOrderItemOf(yield* storage.get("local", EXPERIENCES_STORAGE_KEY));
  const paid = item !== null && confirmation.status === "confirmed" && isItemOfBooking(item, confirmation);
  if (paid) yield* storage.remove("local", EXPERIENCES_STORAGE_KEY);
  const confirmed: ConfirmedBooking = { confirmation, forgotten: paid ? item : null };
  return confirmed;
});

/** The actors the experiences machine invokes, run with `layer`. */
export const experiencesActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadCities: effectActor(loadCities, layer),
  loadList: effectActor(loadList, layer),
  loadTags: effectActor(loadTags, layer),
  openExperience: effectActor(openExperience, layer),
  loadPricing: effectActor(loadPricing, layer),
  book: effectActor(book, layer),
});

/** The actors the experience order machine invokes, run with `layer`. */
export const experienceOrderActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  readStored: effectActor<void, ExperienceOrderItem | null, never, StorefrontServices>(
    () => readStored(),
    layer,
  ),
  checkStored: effectActor(checkStored, layer),
  confirmPaid: effectActor(confirmPaid, layer),
});

export type { Failure as ExperiencesFailure };
