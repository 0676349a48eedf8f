/**
 * Experiences (systemId "experiences"; spec §2.3 experience routes, §3 'Experience order item',
 * §4 'Catalogue loads', 'Cart rules' at most one experience, §7.3 'Experiences', §8, §9 city 1319,
 * page size 10).
 *
 * Parallel regions, each a catalogue load (fetching → fetched or failed, spec §4):
 * - `cities`: EXP.CITIES {countryCode} loads the country's cities and categories (once per country).
 * - `list`: EXP.LIST {request} loads a page of a city's experiences; the same request again does
 *   nothing; a failure keeps its error (tag "listFailed") until EXP.RETRY_LIST.
 * - `tags`: EXP.TAGS loads the tags matching the typed query; a new query cancels the one in flight.
 * - `detail`: EXP.OPEN loads an experience and its available days. EXP.PICK_DATE loads a day's
 *   time slots and rates; a day that is not available is refused at once (`dateRefused`).
 *   EXP.PICK_SLOT and EXP.GUESTS choose; EXP.BOOK, when the guests fit the product's limits and
 *   the slot's seats (src/domain/experiences.ts), stores the order item under 'experiences'
 *   (replacing any other) and adds its line to the cart (CART.ADD to "cart", whose reducer first
 *   removes any other experience line); tag "booked" then sends the view to the payment page.
 *
 * The stored booking, from the payment page to its confirmed order, is the experience order flow
 * (./experienceOrder.ts).
 */
import type { GuestCount } from "@contract/experiences";
import { choiceItemOf, type ExperienceOrderItem, initialGuests, withGuestCount } from "@domain/experiences";
import type { Booked, CitiesAnswer, ListAnswer, OpenedExperience } from "@effects/experiences";
import { type ErrorData, errorDataOf } from "@errors/data";
import { assign, enqueueActions, setup } from "xstate";
import {
  cartAddOf,
  type ExperiencesContext,
  type ExperiencesEvent,
  type ExperiencesEventOf,
  type ExperiencesTag,
  initialExperiencesContext,
} from "./experiences.events";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

export type { ExperiencesContext, ExperiencesEvent } from "./experiences.events";
export { experiencesEventSchemas, initialExperiencesContext } from "./experiences.events";

const fields = <E>({ event }: { readonly event: E }): E => event;
type Done<T> = { readonly output: T };
type Failed = { readonly error: unknown };
const errorOf = (params: Failed): ErrorData => errorDataOf(params.error);

export const experiencesMachine = setup({
  types: {} as { context: ExperiencesContext; events: ExperiencesEvent; tags: ExperiencesTag },
  actors: {
    loadCities: pending<CitiesAnswer, { readonly countryCode: string }>(),
    loadList: pending<ListAnswer, NonNullable<ExperiencesContext["request"]>>(),
    loadTags: pending<readonly string[], { readonly query: string; readonly cityId: number }>(),
    openExperience: pending<OpenedExperience, { readonly productId: number }>(),
    loadPricing: pending<
      ExperiencesContext["slots"],
      { readonly productId: number; readonly date: string }
    >(),
    book: pending<Booked, { readonly item: ExperienceOrderItem }>(),
  },
  guards: {
    isNewCountry: ({ context }, p: ExperiencesEventOf<"EXP.CITIES">) => p.countryCode !== context.countryCode,
    isNewRequest: ({ context }, p: ExperiencesEventOf<"EXP.LIST">) =>
      JSON.stringify(p.request) !== JSON.stringify(context.request),
    hasRequest: ({ context }) => context.request !== null,
    isAvailable: ({ context }, p: ExperiencesEventOf<"EXP.PICK_DATE">) =>
      context.dates.some((d) => d.date === p.date),
    isOffered: ({ context }, p: ExperiencesEventOf<"EXP.PICK_SLOT">) =>
      context.slots.some((s) => s.time_slot === p.timeSlot),
    canBook: ({ context }, p: ExperiencesEventOf<"EXP.BOOK">) =>
      choiceItemOf(context, p.pointsBaseConversionValue) !== null,
  },
  actions: {
    takeCountry: assign((_, p: ExperiencesEventOf<"EXP.CITIES">) => ({ countryCode: p.countryCode })),
    takeCities: assign((_, p: Done<CitiesAnswer>) => ({
      cities: p.output.cities,
      categories: p.output.categories,
    })),
    noCities: assign({ cities: [], categories: [] }),
    takeRequest: assign((_, p: ExperiencesEventOf<"EXP.LIST">) => ({ request: p.request, listError: null })),
    takeList: assign((_, p: Done<ListAnswer>) => ({
      total: p.output.total,
      experiences: p.output.experiences,
      listError: null,
    })),
    failList: assign((_, p: Failed) => ({ listError: errorOf(p) })),
    takeTagQuery: assign((_, p: ExperiencesEventOf<"EXP.TAGS">) => ({ tagQuery: p.query })),
    takeTags: assign((_, p: Done<readonly string[]>) => ({ tags: p.output })),
    noTags: assign({ tags: [] }),
    openProduct: assign((_, p: ExperiencesEventOf<"EXP.OPEN">) => ({
      productId: p.productId,
      detail: null,
      today: null,
      dates: [],
      detailError: null,
      date: null,
      dateRefused: null,
      slots: [],
      slot: null,
      slotsError: null,
      guests: [],
      bookError: null,
      booked: null,
    })),
    takeDetail: assign((_, p: Done<OpenedExperience>) => ({
      detail: p.output.detail,
      today: p.output.today,
      dates: p.output.dates,
      guests: initialGuests(p.output.detail),
      detailError: null,
    })),
    failDetail: assign((_, p: Failed) => ({ detailError: errorOf(p) })),
    pickDate: assign((_, p: ExperiencesEventOf<"EXP.PICK_DATE">) => ({
      date: p.date,
      dateRefused: null,
      slots: [],
      slot: null,
      slotsError: null,
      bookError: null,
    })),
    refuseDate: assign((_, p: ExperiencesEventOf<"EXP.PICK_DATE">) => ({ dateRefused: p.date })),
    takeSlots: assign((_, p: Done<ExperiencesContext["slots"]>) => ({
      slots: p.output,
      slot: p.output.length === 1 ? (p.output[0]?.time_slot ?? null) : null,
    })),
    failSlots: assign((_, p: Failed) => ({ slotsError: errorOf(p), slots: [] })),
    pickSlot: assign((_, p: ExperiencesEventOf<"EXP.PICK_SLOT">) => ({ slot: p.timeSlot, bookError: null })),
    setGuests: assign(({ context }, p: ExperiencesEventOf<"EXP.GUESTS">) => ({
      guests: withGuestCount(context.guests, p.priceCategoryId, Math.max(0, Math.trunc(p.count))),
      bookError: null,
    })),
    failBook: assign((_, p: Failed) => ({ bookError: errorOf(p) })),
    /** The line goes to the cart (spec §4: the cart first removes any other experience line). */
    addToCart: enqueueActions(({ system, enqueue }, p: Done<Booked>) => {
      sendToFlow(system, enqueue, "cart", cartAddOf(p.output));
      enqueue.assign({ booked: p.output.item });
    }),
  },
}).createMachine({
  id: "experiences",
  context: initialExperiencesContext,
  type: "parallel",
  states: {
    cities: {
      initial: "idle",
      on: {
        "EXP.CITIES": {
          guard: { type: "isNewCountry", params: fields },
          target: ".loading",
          actions: { type: "takeCountry", params: fields },
        },
      },
      states: {
        idle: {},
        loading: {
          tags: "loadingCities",
          invoke: {
            src: "loadCities",
            input: ({ context }) => ({ countryCode: context.countryCode ?? "IN" }),
            onDone: { target: "idle", actions: { type: "takeCities", params: fields } },
            onError: { target: "idle", actions: "noCities" },
          },
        },
      },
    },
    list: {
      initial: "idle",
      on: {
        "EXP.LIST": {
          guard: { type: "isNewRequest", params: fields },
          target: ".loading",
          actions: { type: "takeRequest", params: fields },
        },
      },
      states: {
        idle: {},
        loading: {
          tags: "loadingList",
          invoke: {
            src: "loadList",
            input: ({ context }) => {
              if (context.request === null) throw new Error("listing without a request");
              return context.request;
            },
            onDone: { target: "idle", actions: { type: "takeList", params: fields } },
            onError: { target: "failed", actions: { type: "failList", params: fields } },
          },
        },
        failed: { tags: "listFailed", on: { "EXP.RETRY_LIST": { guard: "hasRequest", target: "loading" } } },
      },
    },
    tags: {
      initial: "idle",
      on: { "EXP.TAGS": { target: ".loading", actions: { type: "takeTagQuery", params: fields } } },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: "loadTags",
            input: ({ context, event }) => ({
              query: context.tagQuery,
              cityId: event.type === "EXP.TAGS" ? event.cityId : (context.request?.city_id ?? 1319),
            }),
            onDone: { target: "idle", actions: { type: "takeTags", params: fields } },
            onError: { target: "idle", actions: "noTags" },
          },
        },
      },
    },
    detail: {
      initial: "idle",
      on: { "EXP.OPEN": { target: ".loading", actions: { type: "openProduct", params: fields } } },
      states: {
        idle: {},
        loading: {
          tags: "loadingDetail",
          invoke: {
            src: "openExperience",
            input: ({ context }) => ({ productId: context.productId ?? 0 }),
            onDone: { target: "ready", actions: { type: "takeDetail", params: fields } },
            onError: { target: "failed", actions: { type: "failDetail", params: fields } },
          },
        },
        failed: { tags: "detailFailed", on: { "EXP.RETRY_OPEN": "loading" } },
        ready: {
          initial: "choosing",
          on: {
            "EXP.PICK_DATE": [
              {
                guard: { type: "isAvailable", params: fields },
                target: ".pricing",
                actions: { type: "pickDate", params: fields },
              },
              { actions: { type: "refuseDate", params: fields } },
            ],
          },
          states: {
            choosing: {
              on: {
                "EXP.PICK_SLOT": {
                  guard: { type: "isOffered", params: fields },
                  actions: { type: "pickSlot", params: fields },
                },
                "EXP.GUESTS": { actions: { type: "setGuests", params: fields } },
                "EXP.BOOK": { guard: { type: "canBook", params: fields }, target: "booking" },
              },
            },
            pricing: {
              tags: "loadingSlots",
              invoke: {
                src: "loadPricing",
                input: ({ context }) => ({ productId: context.productId ?? 0, date: context.date ?? "" }),
                onDone: { target: "choosing", actions: { type: "takeSlots", params: fields } },
                onError: { target: "choosing", actions: { type: "failSlots", params: fields } },
              },
            },
            booking: {
              tags: "booking",
              invoke: {
                src: "book",
                input: ({ context, event }) => {
                  const item =
                    event.type === "EXP.BOOK" ? choiceItemOf(context, event.pointsBaseConversionValue) : null;
                  if (item === null) throw new Error("booking a choice that cannot be booked");
                  return { item };
                },
                onDone: { target: "booked", actions: { type: "addToCart", params: fields } },
                onError: { target: "choosing", actions: { type: "failBook", params: fields } },
              },
            },
            booked: { tags: "booked" },
          },
        },
      },
    },
  },
});

export type { GuestCount };
