/**
 * The catalogue listing calls (spec §7.3 'Listings', 'Perks', 'Product listing') and the live
 * actors the listing machine invokes by name:
 *
 * ```ts
 * listingMachine.provide({ actors: listingActors(layer) }); // layer: StorefrontLive, or a test layer
 * ```
 *
 * - `loadListing` asks for one page and, when the flow does not have them for the site, country
 *   and family yet, the family's categories, both at once: filter_list + voucher_list for most
 *   families; perksCategories + fetchPerks, or perks by category when a category is chosen, and
 *   newPerks on the first unfiltered page, for offers; plumProListing fetchFilters (first, when the
 *   family is not chosen yet) + fetchVouchers for the product list.
 * - `loadBanners` asks for the banners of the listing's page (./banners.ts, spec §7.2).
 * - `downloadCatalogue` has the listing prepared as CSV (downloadVoucherCatalogue {categoryType}),
 *   fetches the file (the file download {add_data, skip true}) and saves it.
 *
 * An answer with success 0 means the site does not show the family: the load answers
 * `{shown: false}` (the page is not found, spec §2.2, §8) and the download fails with
 * CatalogueFetchFailed. Transport failures fail as they are (spec §8 'Catalogue fetch failure').
 * Interrupting a program (the flow leaving its loading state) aborts its requests.
 */

import {
  downloadVoucherCatalogue,
  fetchFilters,
  fetchPerks,
  fetchVouchers,
  fileDownload,
  filterList,
  type ListingPage,
  type ListingProduct,
  type ListingType,
  newPerks,
  perksByCategory,
  perksCategories,
  voucherList,
} from "@contract/listing";
import { offsetOfPage } from "@domain/listing";
import type {
  CatalogueDownload,
  ListingAnswer,
  ListingFamily,
  ListingLoad,
  ListingRequest,
} from "@domain/listingFlow";
import type { CallFailure } from "@errors/data";
import { CatalogueFetchFailed } from "@errors/situations";
import { Effect, Layer } from "effect";
import { loadStoreBanners } from "./banners";
import { effectActor } from "./runtime/actor";
import { accepted } from "./runtime/answers";
import { Downloads } from "./runtime/downloads";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation, type TransportServices } from "./runtime/transport";

/** How many of the newest offers /perks shows above its list. */
export const FRESH_PERKS_LIMIT = 4;

const NOT_SHOWN: ListingAnswer = { shown: false };

type Call<A> = Effect.Effect<A, CallFailure, TransportServices>;

/** The listing query of a request, as every listing call takes it (contract listingFilterFields). */
const queryOf = (request: ListingRequest) => ({
  url: request.url,
  country_id: request.countryId,
  ...(request.filterValueId === null ? {} : { filter_value_id: request.filterValueId }),
  ...(request.searchKey === "" ? {} : { search_key: request.searchKey }),
  sort_by: request.sort,
});

const pageOf = (request: ListingRequest) => ({
  limit: request.pageSize,
  offset: offsetOfPage(request.page, request.pageSize),
});

/** The families (with categories) of a request, or null when the site does not show them. */
const familiesOf = (request: ListingRequest, type: ListingType): Call<readonly ListingFamily[] | null> => {
  const isLoggedIn = request.isLoggedIn;
  const scope = { url: request.url, country_id: request.countryId };
  if (request.route === "product-list")
    return callOperation(fetchFilters, { add_data: scope, isLoggedIn }).pipe(
      Effect.map(({ data }) =>
        data.fetchFilters.success === 1
          ? data.fetchFilters.data.map((family) => ({
              type: family.categoryType,
              filter_group_id: family.filter_group_id,
              total: family.total,
              filters: family.filters,
            }))
          : null,
      ),
    );
  if (type === "perks")
    return callOperation(perksCategories, { add_data: scope, isLoggedIn }).pipe(
      Effect.map(({ data }) =>
        data.perksCategories.success === 1
          ? [{ type, filter_group_id: 48, total: null, filters: data.perksCategories.data }]
          : null,
      ),
    );
  return callOperation(filterList, { filterParams: { type, ...scope }, isLoggedIn }).pipe(
    Effect.map(({ data }) =>
      data.filter_list.success === 1
        ? [
            {
              type,
              filter_group_id: data.filter_list.filter_group_id,
              total: data.filter_list.total,
              filters: data.filter_list.filters,
            },
          ]
        : null,
    ),
  );
};

/** One page of `type`, or null when the site does not show it. */
const pageCall = (request: ListingRequest, type: ListingType): Call<ListingPage | null> => {
  const isLoggedIn = request.isLoggedIn;
  const shownOnly = (page: ListingPage): ListingPage | null => (page.success === 1 ? page : null);
  if (request.route === "product-list")
    return callOperation(fetchVouchers, {
      add_data: { categoryType: type, ...queryOf(request), ...pageOf(request) },
      isLoggedIn,
    }).pipe(Effect.map(({ data }) => shownOnly(data.fetchVouchers)));
  if (type === "perks")
    return request.filterValueId === null
      ? callOperation(fetchPerks, { add_data: { ...queryOf(request), ...pageOf(request) }, isLoggedIn }).pipe(
          Effect.map(({ data }) => shownOnly(data.fetchPerks)),
        )
      : callOperation(perksByCategory, {
          add_data: { ...queryOf(request), filter_value_id: request.filterValueId, ...pageOf(request) },
          isLoggedIn,
        }).pipe(Effect.map(({ data }) => shownOnly(data.perksByCategory)));
  return callOperation(voucherList, {
    listParams: { type, ...queryOf(request), ...pageOf(request) },
    isLoggedIn,
  }).pipe(Effect.map(({ data }) => shownOnly(data.voucher_list)));
};

/** newPerks: the newest offers, on /perks's first page without a category or a text. */
const freshCall = (request: ListingRequest, type: ListingType): Call<readonly ListingProduct[]> =>
  type === "perks" &&
  request.route === "perks" &&
  request.page === 1 &&
  request.filterValueId === null &&
  request.searchKey === ""
    ? callOperation(newPerks, {
        add_data: { url: request.url, country_id: request.countryId, limit: FRESH_PERKS_LIMIT },
        isLoggedIn: request.isLoggedIn,
      }).pipe(Effect.map(({ data }) => (data.newPerks.success === 1 ? data.newPerks.data : [])))
    : Effect.succeed([]);

/**
 * The family a request lists: its own; on the product list the one it chose when the site lists
 * it, else the first the site lists (null: none).
 */
const familyOf = (request: ListingRequest, families: readonly ListingFamily[] | null): ListingType | null =>
  request.route !== "product-list"
    ? request.type
    : (families?.find((family) => family.type === request.type)?.type ?? families?.[0]?.type ?? null);

/** One listing page with the families it needs (spec §7.3); `{shown: false}` where the site does not list it. */
export const loadListing: (
  load: ListingLoad,
) => Effect.Effect<ListingAnswer, CallFailure, TransportServices> = Effect.fn("listing.loadListing")(
  function* (load: ListingLoad) {
    const { request } = load;
    // The product list needs its families first when no family is chosen; other listings ask both at once.
    const known =
      load.families === null && request.route === "product-list"
        ? yield* familiesOf(request, "vouchers")
        : load.families;
    const type = familyOf(request, known);
    if (type === null) return NOT_SHOWN;
    const [families, page, fresh] = yield* Effect.all(
      [
        known === null ? familiesOf(request, type) : Effect.succeed(known),
        pageCall(request, type),
        freshCall(request, type),
      ],
      { concurrency: "unbounded" },
    );
    if (families === null || page === null) return NOT_SHOWN;
    return { shown: true, families, type, page, fresh };
  },
);

/**
 * downloadVoucherCatalogue {categoryType} (spec §7.3): the listing as shown (its family, category,
 * text and order) prepared as a CSV file, then the file download {add_data, skip true} fetches
 * it by its key and it is saved through the browser. A refusal of either step (the site does not
 * show the family, the file is gone) fails with CatalogueFetchFailed carrying the server's words
 * (the listing shows the catalogue's download error); transport failures fail as they are.
 */
export const downloadCatalogue: (
  request: ListingRequest,
) => Effect.Effect<CatalogueDownload, CallFailure | CatalogueFetchFailed, TransportServices | Downloads> =
  Effect.fn("listing.downloadCatalogue")(function* (request: ListingRequest) {
    const categoryType = request.type ?? "vouchers";
    const answer = yield* callOperation(downloadVoucherCatalogue, {
      categoryType,
      ...queryOf(request),
      isLoggedIn: request.isLoggedIn,
    });
    const prepared = yield* accepted(
      answer.data.downloadVoucherCatalogue,
      () => new CatalogueFetchFailed({ reason: "The catalogue could not be downloaded" }),
    );
    const fetched = yield* callOperation(fileDownload, {
      add_data: { file_key: prepared.file_key },
      skip: true,
    });
    const file = yield* accepted(
      fetched.data.fileDownload,
      (refused) => new CatalogueFetchFailed({ reason: "message" in refused ? refused.message : "" }),
    );
    const downloads = yield* Downloads;
    yield* downloads.save({ fileName: file.fileName, contentType: file.contentType, text: file.data });
    return { fileName: file.fileName, rows: prepared.rows, total: prepared.total };
  });

/** The actors the listing machine invokes, run with `layer` (and `downloads` to save files). */
export const listingActors = (
  layer: Layer.Layer<StorefrontServices> = StorefrontLive,
  downloads: Layer.Layer<Downloads> = Downloads.layer,
) => ({
  loadListing: effectActor(loadListing, layer),
  downloadCatalogue: effectActor(downloadCatalogue, Layer.merge(layer, downloads)),
  loadBanners: effectActor(loadStoreBanners, layer),
});
