/**
 * A catalogue listing page (spec §2.3 '/vouchers', '/merchandises', '/swag', '/perks', '/lounge',
 * '/charity', '/airmiles', '/personalize-category', '/custom-category', '/insurance',
 * '/product-list'), one page for every family.
 *
 * The URL holds what is listed: the category (?category_id= on vouchers, ?filter_value_id=
 * elsewhere), the sort, the text filter and the page, so Back, reload and a shared link show the
 * same list. The page sends LISTING.SHOW with the URL's query in the site, the selected country
 * and the sign-in state (spec §4 'Country selection': a new country re-lists and re-prices
 * without a reload); when the answer applied something else (a category the country lacks, a page
 * beyond the end) the page replaces its URL with what it shows and says why in one line.
 *
 * States: placeholders of the cards' size while the first page loads (the previous page, dimmed,
 * while another loads); the catalogue's error text with Retry (spec §8); an empty state that says
 * what to do; the not-found page where the site does not show the family (spec §2.2, §8).
 * Above the list, the banners of its page in the country (spec §7.2 fetchBannersList), a product
 * banner only for a product the country has (check_banner_product_id).
 */

import { SEARCH_KEY_MAX_LENGTH } from "@contract/catalogue";
import type { ListingPage as ListingPageData, ListingProduct, ListingSort } from "@contract/listing";
import { FAMILIES } from "@domain/families";
import {
  type ListingPriceSettings,
  type ListingRoute,
  listingCategoriesOf,
  listingQueryOf,
  pageCount,
  pageSpan,
  parseSort,
} from "@domain/listing";
import { isSameRequest, type ListingRequest, listingHref, listingRequestOf } from "@domain/listingFlow";
import { DEFAULT_PERSONALIZE_LABEL } from "@domain/navigation";
import { LISTING_SCREENS, type ScreenName } from "@domain/routes";
import type { listingMachine } from "@machines/listing";
import { useSelector } from "@views/useSelector";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { ActorRefFrom } from "xstate";
import { fill, useLanguage, useMessages } from "../i18n";
import { usePlural } from "../i18n/plural";
import { screenTitles } from "../pages/messages";
import { NotFoundPage } from "../pages/NotFoundPage";
import { useSendOnShow } from "../sendOnShow";
import { LoadFailed } from "../shell/LoadFailed";
import { BannerStrip } from "../site/BannerStrip";
import { usePointsLabel } from "../site/siteWords";
import { useFlow } from "../system";
import { Alert, Button } from "../ui";
import { listingMessages } from "./messages";
import { CategoryPanel, categoryLinks, Grid, Pager, ProductCard, SkeletonCards } from "./parts";
import { Body, Empty, Fresh, Head, NoticeSlot, Page, Side, Toolbar } from "./styles";
import { useStoreBanners } from "./useStoreBanners";

export interface ListingPageProps {
  readonly route: ListingRoute;
  /** The category a path carries ('/vouchers/category_id=:keyword'). */
  readonly pathCategory: string | undefined;
  /** The prefix of the site's links ('/marketplace'). */
  readonly sitePrefix: string;
  /** The "listing" flow. */
  readonly flow: ActorRefFrom<typeof listingMachine>;
}

/** How long typing in the filter waits before the list follows (a shopper types a word, not a letter). */
const FILTER_DELAY_MS = 300;

const SORTS: readonly {
  readonly sort: ListingSort;
  readonly label: "sortPopular" | "sortName" | "sortPriceUp" | "sortPriceDown";
}[] = [
  { sort: "popular", label: "sortPopular" },
  { sort: "name", label: "sortName" },
  { sort: "price_up", label: "sortPriceUp" },
  { sort: "price_down", label: "sortPriceDown" },
];

/** The screen of each listing route, for its title. */
const SCREEN_OF = Object.fromEntries(
  Object.entries(LISTING_SCREENS).map(([screen, route]) => [route, screen]),
) as Readonly<Record<ListingRoute, ScreenName>>;

// ---------------------------------------------------------------------------------------------
// Hooks

/** The site, country and sign-in state a listing is asked for in. */
const useListingScope = () => {
  const url = useSelector(useFlow("site"), (s) => s.context.branding.custom_url);
  const countryId = useSelector(useFlow("country"), (s) => s.context.userCountry);
  const isLoggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  return useMemo(() => ({ url, countryId, isLoggedIn }), [url, countryId, isLoggedIn]);
};

/** What the price of a card needs (spec §3 displayCatalogInPoints and the points label, §9). */
const usePriceSettings = (): ListingPriceSettings => {
  const displayCatalogInPoints = useSelector(
    useFlow("site"),
    (s) => s.context.settings.displayCatalogInPoints === 1,
  );
  const pointsLabel = usePointsLabel();
  const pointsBaseConversionValue = useSelector(
    useFlow("session"),
    (s) => s.context.points?.currency?.pointsBaseConversionValue ?? null,
  );
  return useMemo(
    () => ({ displayCatalogInPoints, pointsLabel, pointsBaseConversionValue }),
    [displayCatalogInPoints, pointsLabel, pointsBaseConversionValue],
  );
};

/**
 * The listing's text filter: what the shopper types shows at once, and the URL follows once they
 * pause; a URL that changes otherwise (Back, a category link) sets the field.
 */
const useFilterText = (searchKey: string, apply: (text: string) => void) => {
  const [text, setText] = useState(searchKey);
  /** The text this field last put in the URL: the URL's own echo of it is not a change to follow. */
  const applied = useRef(searchKey);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (searchKey === applied.current) return;
    applied.current = searchKey;
    setText(searchKey);
  }, [searchKey]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = typed;
      latestApply.current(typed);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value) };
};

/**
 * Whether to say that the URL's order is not one (sort_by=cheapest): while the URL holds it, and
 * after the page has corrected the URL to what it shows, as long as the list shown answers the URL
 * that held it (the flow's last request). The flow never sees the unknown order (the request
 * carries the default one), so the page remembers the request it was met with.
 */
const useSortNotice = (
  rawSort: string | null,
  request: ListingRequest,
  requested: ListingRequest | null,
): boolean => {
  const unknown = rawSort !== null && rawSort.trim() !== "" && parseSort(rawSort) !== rawSort.trim();
  const [metWith, setMetWith] = useState<ListingRequest | null>(null);
  useEffect(() => {
    if (unknown) setMetWith(request);
  }, [unknown, request]);
  return unknown || (metWith !== null && requested !== null && isSameRequest(metWith, requested));
};

// ---------------------------------------------------------------------------------------------
// The page

export const ListingPage = ({ route, pathCategory, sitePrefix, flow }: ListingPageProps) => {
  const text = useMessages(listingMessages);
  const count = usePlural();
  const titles = useMessages(screenTitles);
  const locale = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const ids = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const scope = useListingScope();
  const priceSettings = usePriceSettings();
  const countryName = useSelector(useFlow("country"), (s) => s.context.selectedCountry);
  const customLabel = useSelector(useFlow("site"), (s) => s.context.settings.customCatalogFilterGroupName);

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => listingQueryOf(route, params, pathCategory), [route, params, pathCategory]);
  const request = useMemo(() => listingRequestOf(route, query, scope), [route, query, scope]);

  const status = useSelector(flow, (s) => s.value.list);
  const requested = useSelector(flow, (s) => s.context.requested);
  const applied = useSelector(flow, (s) => s.context.applied);
  const page = useSelector(flow, (s) => s.context.page);
  const families = useSelector(flow, (s) => s.context.families);
  const fresh = useSelector(flow, (s) => s.context.fresh);
  const notices = useSelector(flow, (s) => s.context.notices);
  const error = useSelector(flow, (s) => s.context.error);
  const downloading = useSelector(flow, (s) => s.hasTag("downloading"));
  const downloaded = useSelector(flow, (s) => s.context.downloaded);
  const downloadError = useSelector(flow, (s) => s.context.downloadError);

  useSendOnShow(flow, { type: "LISTING.SHOW", request });
  const banners = useStoreBanners(flow, applied?.type ?? request.type);
  const sortNotice = useSortNotice(params.get("sort_by"), request, requested);

  // The answer is this URL's, and it applied something else: the URL says what is shown.
  const asked = requested !== null && isSameRequest(requested, request);
  useEffect(() => {
    if (status !== "ready" || !asked || applied === null || isSameRequest(applied, request)) return;
    navigate(listingHref(sitePrefix, applied), { replace: true });
  }, [status, asked, applied, request, sitePrefix, navigate]);
  // What is shown answers this URL: asked for it, or corrected the URL to it.
  const answered = asked || (applied !== null && isSameRequest(applied, request));

  const hrefWith = (
    change: Partial<Pick<ListingRequest, "filterValueId" | "sort" | "page" | "searchKey" | "type">>,
  ) => listingHref(sitePrefix, { ...request, page: 1, ...change });
  const filter = useFilterText(query.searchKey, (typed) =>
    navigate(hrefWith({ searchKey: typed }), { replace: true }),
  );

  /** A product's card with this page's prices; `eager`: its picture loads at once (the first row). */
  const cardOf = (product: ListingProduct, eager: boolean) => (
    <ProductCard
      key={product.product_id}
      site={sitePrefix}
      product={product}
      priceSettings={priceSettings}
      text={text}
      locale={locale}
      eager={eager}
    />
  );

  if (status === "notShown") return <NotFoundPage />;

  // The page shown is this listing's (the same route, site, country and sign-in) while another loads.
  const shownHere =
    page !== null &&
    applied !== null &&
    applied.route === route &&
    applied.countryId === request.countryId &&
    applied.url === request.url &&
    applied.isLoggedIn === request.isLoggedIn;
  const loading = status === "loading" || status === "idle" || !answered;
  const listed: ListingPageData | null = shownHere ? page : null;
  const type = applied?.type ?? request.type;
  const family = families.find((f) => f.type === type) ?? null;
  const familyTitle =
    route === "personalize-category"
      ? customLabel?.trim() || titles.personalizeCategory || DEFAULT_PERSONALIZE_LABEL
      : titles[SCREEN_OF[route]];
  const familyName = (t: typeof type): string =>
    t === null ? familyTitle : t === "personalize" ? familyTitle : titles[SCREEN_OF[FAMILIES[t].segment]];

  const span = listed === null ? null : pageSpan(listed.offset, listed.data.length, listed.total);
  const showCategories = route !== "swag" && family !== null && family.filters.length > 0;
  const canDownload = route === "vouchers" || route === "product-list";
  const current = applied !== null && shownHere ? applied.filterValueId : request.filterValueId;

  const toTop = () => titleRef.current?.scrollIntoView({ block: "start" });

  return (
    <Page aria-labelledby={`${ids}-title`}>
      <Head>
        <h1 id={`${ids}-title`} ref={titleRef} tabIndex={-1}>
          {route === "product-list" && type !== null ? `${familyTitle} · ${familyName(type)}` : familyTitle}
        </h1>
        <p role="status" data-testid="listing-count">
          {loading && listed === null
            ? text.loading
            : span === null
              ? ""
              : fill(text.showing, { from: span.from, to: span.to, total: span.of })}
        </p>
      </Head>

      <BannerStrip site={sitePrefix} banners={banners} />

      {(notices.length > 0 || sortNotice) && shownHere && (
        <NoticeSlot>
          <Alert variant="info" data-testid="listing-notice">
            {[
              ...notices.map((notice) =>
                notice === "unknownCategory"
                  ? fill(text.noticeCategory, { country: countryName, family: familyName(type) })
                  : text.noticePage,
              ),
              ...(sortNotice ? [text.noticeSort] : []),
            ].join(" ")}
          </Alert>
        </NoticeSlot>
      )}

      {route === "perks" && fresh.length > 0 && shownHere && (
        <Fresh aria-labelledby={`${ids}-fresh`}>
          <h2 id={`${ids}-fresh`}>{text.newest}</h2>
          <Grid>{fresh.map((product) => cardOf(product, false))}</Grid>
        </Fresh>
      )}

      <Body>
        <Side>
          {route === "product-list" && families.length > 0 && (
            <CategoryPanel
              id={`${ids}-families`}
              of={`${ids}-title`}
              title={text.families}
              text={text}
              links={families.map((f) => ({
                key: f.type,
                label: familyName(f.type),
                count: f.total,
                href: hrefWith({ type: f.type, filterValueId: null }),
                current: f.type === type,
              }))}
            />
          )}
          {showCategories && (
            <CategoryPanel
              id={`${ids}-categories`}
              of={`${ids}-title`}
              title={text.categories}
              text={text}
              links={categoryLinks(
                listingCategoriesOf(family.filters),
                text.allCategories,
                family.total,
                current,
                (filterValueId) => hrefWith({ filterValueId }),
              )}
            />
          )}
        </Side>

        <div>
          <Toolbar>
            <label>
              {text.filterLabel}
              <input
                type="search"
                value={filter.text}
                onChange={filter.onChange}
                placeholder={text.filterPlaceholder}
                maxLength={SEARCH_KEY_MAX_LENGTH}
                autoComplete="off"
                data-testid="listing-filter"
              />
            </label>
            <label>
              {text.sortLabel}
              <select
                value={request.sort}
                onChange={(event) => navigate(hrefWith({ sort: parseSort(event.target.value) }))}
                data-testid="listing-sort"
              >
                {SORTS.map(({ sort, label }) => (
                  <option key={sort} value={sort}>
                    {text[label]}
                  </option>
                ))}
              </select>
            </label>
            {canDownload && (
              <Button
                variant="secondary"
                size="small"
                aria-disabled={downloading || listed === null}
                onClick={() => {
                  if (!downloading && listed !== null) flow.send({ type: "LISTING.DOWNLOAD" });
                }}
                data-testid="listing-download"
              >
                {downloading ? text.downloading : text.download}
              </Button>
            )}
          </Toolbar>
          {canDownload && (downloaded !== null || downloadError !== null) && !downloading && (
            <NoticeSlot>
              <Alert variant="info" data-testid="listing-download-status">
                {downloadError !== null
                  ? text.downloadFailed
                  : downloaded !== null
                    ? count(text.downloaded, downloaded.rows, { file: downloaded.fileName })
                    : ""}
              </Alert>
            </NoticeSlot>
          )}

          {status === "failed" && error !== null ? (
            <LoadFailed
              error={error}
              onRetry={() => flow.send({ type: "LISTING.RETRY" })}
              testId="listing-failed"
            />
          ) : listed === null ? (
            <Grid aria-busy="true" aria-label={text.loading}>
              <SkeletonCards count={request.pageSize} />
            </Grid>
          ) : listed.total === 0 ? (
            <Empty data-testid="listing-empty">
              {request.searchKey !== "" ? (
                <>
                  <p>{fill(text.emptyFiltered, { text: request.searchKey })}</p>
                  <p>{text.emptyFilteredHint}</p>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => navigate(hrefWith({ searchKey: "" }))}
                  >
                    {text.clearFilter}
                  </Button>
                </>
              ) : (
                <>
                  <p>{fill(text.emptyCategory, { country: countryName })}</p>
                  <p>{fill(text.emptyCategoryHint, { family: familyName(type) })}</p>
                  {request.filterValueId !== null && route !== "swag" && (
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => navigate(hrefWith({ filterValueId: null }))}
                    >
                      {fill(text.seeAll, { family: familyName(type) })}
                    </Button>
                  )}
                </>
              )}
            </Empty>
          ) : (
            <>
              <Grid aria-busy={loading} aria-labelledby={`${ids}-title`} data-testid="listing-grid">
                {listed.data.map((product, index) => cardOf(product, index < 4))}
              </Grid>
              <Pager
                current={Math.floor(listed.offset / Math.max(1, listed.limit)) + 1}
                count={pageCount(listed.total, listed.limit)}
                hrefOf={(number) => hrefWith({ page: number, filterValueId: current })}
                onGo={toTop}
                text={text}
              />
            </>
          )}
        </div>
      </Body>
    </Page>
  );
};
