/**
 * The catalogue listing pages (systemId "listing"), one flow for every family: spec §2.3 listing
 * routes, §4 'Catalogue loads' (fetching → fetched or failed) and 'Country selection', §7.3, §8
 * 'Catalogue fetch failure: error stored', 'Route not enabled or unknown'.
 *
 * Two regions side by side:
 * - `list`: LISTING.SHOW {request} loads the page the URL asks for (src/domain/listingFlow.ts);
 *   the request asked last, or the one its answer applied, again does nothing, so correcting the
 *   URL to what is shown does not load again, and Back to a listing shows it at once. Another
 *   request loads (leaving `loading` interrupts the call in flight and aborts its request); the
 *   page shown stays meanwhile. The family's categories are asked for once per site, country,
 *   family and sign-in state. An answer with success 0 is `notShown` (the page is not found); a
 *   failure is `failed` with its error, and LISTING.RETRY loads again. The answer's fallbacks (a
 *   category not in the country, a page beyond the end) are `notices`.
 * - `banners`: LISTING.BANNERS {query} loads the banners of the listing's page in the country
 *   through `loadBanners` (spec §7.2 fetchBannersList, then check_banner_product_id for the
 *   product banners); the query asked last again does nothing, another interrupts the call in
 *   flight. The banners loaded stay until others answer; a failure keeps its error (spec §8
 *   'Catalogue fetch failure: error stored') and the page shows no banner.
 * - `download`: LISTING.DOWNLOAD saves the listing as shown as a CSV file through the
 *   `downloadCatalogue` effect (spec §7.3 downloadVoucherCatalogue); a failure keeps its error
 *   until the next try.
 *
 * The effects are invoked by name; the defaults never settle, and the system provides the live
 * ones (`listingActors(layer)` of src/effects/listing.ts).
 */

import type { ListingPage, ListingProduct } from "@contract/listing";
import {
  appliedRequestOf,
  type CatalogueDownload,
  facetsKeyOf,
  isSameRequest,
  type ListingAnswer,
  type ListingFamily,
  type ListingLoad,
  type ListingNotice,
  type ListingRequest,
  listingNoticesOf,
} from "@domain/listingFlow";
import { type BannerQuery, isSameBannerQuery, type StoreBanners } from "@domain/storeBanners";
import { type ErrorData, errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import type { ListingEvent } from "./listing.events";
import { pending } from "./pending";

export { type ListingEvent, listingEventSchemas } from "./listing.events";

export interface ListingContext {
  /** The request asked for last; null before the first LISTING.SHOW. */
  readonly requested: ListingRequest | null;
  /** The request the page shown answers (the fallbacks applied); null before the first answer. */
  readonly applied: ListingRequest | null;
  /** The {@link facetsKeyOf} of `families`. */
  readonly familiesKey: string | null;
  readonly families: readonly ListingFamily[];
  readonly page: ListingPage | null;
  /** The newest offers shown above /perks's first page. */
  readonly fresh: readonly ListingProduct[];
  readonly notices: readonly ListingNotice[];
  /** The failure of the last load (spec §8 'Catalogue fetch failure: error stored'). */
  readonly error: ErrorData | null;
  /** The last catalogue download saved, and the failure of the last try. */
  readonly downloaded: CatalogueDownload | null;
  readonly downloadError: ErrorData | null;
  /** The banners asked for last; null before the first LISTING.BANNERS. */
  readonly bannerQuery: BannerQuery | null;
  /** The banners loaded last (their query says for which page and country). */
  readonly banners: StoreBanners | null;
  /** The failure of the last banners load. */
  readonly bannersError: ErrorData | null;
}

export const initialListingContext: ListingContext = {
  requested: null,
  applied: null,
  familiesKey: null,
  families: [],
  page: null,
  fresh: [],
  notices: [],
  error: null,
  downloaded: null,
  downloadError: null,
  bannerQuery: null,
  banners: null,
  bannersError: null,
};

type RequestParams = { readonly request: ListingRequest };
const requestParams = ({ event }: { readonly event: RequestParams }): RequestParams => ({
  request: event.request,
});

const bannerParams = ({ event }: { readonly event: { readonly query: BannerQuery } }) => ({
  query: event.query,
});

/** Asks for another listing page: the list loads it. */
const show = { target: "loading", actions: { type: "ask", params: requestParams } } as const;

/** Asks for other banners: the region loads them. */
const askBanners = { target: "loading", actions: { type: "askBanners", params: bannerParams } } as const;

export const listingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    tags: {} as "loading" | "downloading",
  },
  actors: {
    loadListing: pending<ListingAnswer, ListingLoad>(),
    downloadCatalogue: pending<CatalogueDownload, ListingRequest>(),
    loadBanners: pending<StoreBanners, BannerQuery>(),
  },
  guards: {
    /** The request is the one asked for last. */
    isAsked: ({ context }, params: RequestParams) =>
      context.requested !== null && isSameRequest(context.requested, params.request),
    /** The request is the one asked for last, or the one the page shown applied. */
    isShown: ({ context }, params: RequestParams) =>
      (context.requested !== null && isSameRequest(context.requested, params.request)) ||
      (context.applied !== null && isSameRequest(context.applied, params.request)),
    isNotShown: (_, params: { readonly answer: ListingAnswer }) => !params.answer.shown,
    canDownload: ({ context }) => context.applied !== null,
    /** The banners are the ones asked for last. */
    isBannersAsked: ({ context }, params: { readonly query: BannerQuery }) =>
      context.bannerQuery !== null && isSameBannerQuery(context.bannerQuery, params.query),
  },
  actions: {
    ask: assign((_, params: RequestParams) => ({ requested: params.request, error: null })),
    storeAnswer: assign(({ context }, params: { readonly answer: ListingAnswer }) => {
      const { answer } = params;
      const asked = context.requested;
      if (!answer.shown || asked === null) return {};
      const applied = appliedRequestOf(asked, answer.type, answer.page);
      return {
        applied,
        familiesKey: facetsKeyOf(applied),
        families: answer.families,
        page: answer.page,
        fresh: answer.fresh,
        notices: listingNoticesOf(asked, applied),
        error: null,
      };
    }),
    forgetPage: assign({ applied: null, page: null, fresh: [], notices: [] }),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ error: errorDataOf(params.error) })),
    storeDownload: assign((_, params: { readonly download: CatalogueDownload }) => ({
      downloaded: params.download,
      downloadError: null,
    })),
    storeDownloadFailure: assign((_, params: { readonly error: unknown }) => ({
      downloadError: errorDataOf(params.error),
    })),
    askBanners: assign((_, params: { readonly query: BannerQuery }) => ({
      bannerQuery: params.query,
      bannersError: null,
    })),
    storeBanners: assign((_, params: { readonly banners: StoreBanners }) => ({
      banners: params.banners,
      bannersError: null,
    })),
    storeBannersFailure: assign((_, params: { readonly error: unknown }) => ({
      bannersError: errorDataOf(params.error),
    })),
  },
}).createMachine({
  id: "listing",
  context: initialListingContext,
  type: "parallel",
  states: {
    // A new request loads; each state first passes over the requests it already has. Each state
    // takes LISTING.SHOW itself: a transition of the region would re-enter the whole flow and
    // reset the banners and a download under way.
    list: {
      initial: "idle",
      states: {
        idle: { on: { "LISTING.SHOW": show } },
        loading: {
          tags: "loading",
          on: {
            "LISTING.SHOW": [
              { guard: { type: "isAsked", params: requestParams } },
              { ...show, reenter: true },
            ],
          },
          invoke: {
            src: "loadListing",
            input: ({ context }) => {
              const request = context.requested ?? initialRequestMissing();
              return {
                request,
                families: context.familiesKey === facetsKeyOf(request) ? context.families : null,
              };
            },
            onDone: [
              {
                guard: { type: "isNotShown", params: ({ event }) => ({ answer: event.output }) },
                target: "notShown",
                actions: "forgetPage",
              },
              {
                target: "ready",
                actions: { type: "storeAnswer", params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            // spec §8 'Catalogue fetch failure: error stored'.
            onError: {
              target: "failed",
              actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { on: { "LISTING.SHOW": [{ guard: { type: "isShown", params: requestParams } }, show] } },
        notShown: { on: { "LISTING.SHOW": [{ guard: { type: "isAsked", params: requestParams } }, show] } },
        failed: {
          on: {
            "LISTING.SHOW": [{ guard: { type: "isAsked", params: requestParams } }, show],
            "LISTING.RETRY": { target: "loading" },
          },
        },
      },
    },
    // Each state takes LISTING.BANNERS itself: a transition of the region would re-enter the
    // whole flow and reset the list.
    banners: {
      initial: "idle",
      states: {
        idle: { on: { "LISTING.BANNERS": askBanners } },
        loading: {
          on: {
            "LISTING.BANNERS": [
              { guard: { type: "isBannersAsked", params: bannerParams } },
              { ...askBanners, reenter: true },
            ],
          },
          invoke: {
            src: "loadBanners",
            input: ({ context }) => context.bannerQuery ?? bannersNotAsked(),
            onDone: {
              target: "ready",
              actions: { type: "storeBanners", params: ({ event }) => ({ banners: event.output }) },
            },
            onError: {
              target: "failed",
              actions: { type: "storeBannersFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: {
            "LISTING.BANNERS": [{ guard: { type: "isBannersAsked", params: bannerParams } }, askBanners],
          },
        },
        failed: {
          on: {
            "LISTING.BANNERS": [{ guard: { type: "isBannersAsked", params: bannerParams } }, askBanners],
          },
        },
      },
    },
    download: {
      initial: "idle",
      states: {
        idle: {
          on: { "LISTING.DOWNLOAD": { guard: "canDownload", target: "saving" } },
        },
        saving: {
          tags: "downloading",
          invoke: {
            src: "downloadCatalogue",
            input: ({ context }) => context.applied ?? initialRequestMissing(),
            onDone: {
              target: "idle",
              actions: { type: "storeDownload", params: ({ event }) => ({ download: event.output }) },
            },
            onError: {
              target: "idle",
              actions: { type: "storeDownloadFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

/** `loading` is entered only after a request, `saving` only with a page shown (guard canDownload). */
function initialRequestMissing(): never {
  throw new Error("The listing flow loads only after LISTING.SHOW");
}

/** `loading` of the banners is entered only after LISTING.BANNERS. */
function bannersNotAsked(): never {
  throw new Error("The listing flow loads banners only after LISTING.BANNERS");
}

export type ListingMachine = typeof listingMachine;
