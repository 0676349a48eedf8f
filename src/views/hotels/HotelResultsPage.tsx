/**
 * '/hotels/listing' (spec §2.3 'results', §4 'Hotel search', §7.7 search_hotels): the search of the
 * page address, cancellable with 'Stop' (a new search and the 60000 ms time-out cancel it too);
 * a cancelled search keeps the previous results in place. Filters (highest total, stars, area) and
 * sorting apply to the results shown (folded under a 'Filters' control on a phone, so the results
 * come first). No map.
 */
import {
  activeFilterCount,
  areasOf,
  guestCount,
  HOTEL_SORTS,
  type HotelFilters,
  type HotelSort,
  NO_FILTERS,
  namesHotelSearch,
  nightsBetween,
  priceSteps,
  searchFromParams,
  searchToParams,
  shownHotels,
} from "@domain/hotels";
import { formatMoney } from "@domain/money";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { fill, useLanguage, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { FilterFold } from "../layout/FilterFold";
import { Button, Card, Field, LinkButton, Note, Skeleton, StatePanel } from "../ui";
import { ChoiceGroup } from "../ui/ChoiceGroup";
import { SideColumnLayout } from "../ui/SideColumnLayout";
import { ValueSelect } from "../ui/ValueSelect";
import { hotelsMessages } from "./messages";
import { type HotelSearchProps, hotelsPath, today } from "./SearchForm";
import { CountHeading, Filters, HotelItem, List, Muted, Notice, Page, Toolbar } from "./styles";

const SORT_TEXT: Record<HotelSort, "sortPriceAsc" | "sortPriceDesc" | "sortStars" | "sortName"> = {
  "price-asc": "sortPriceAsc",
  "price-desc": "sortPriceDesc",
  "stars-desc": "sortStars",
  name: "sortName",
};

export const HotelResultsPage = ({ flow, sitePrefix }: HotelSearchProps) => {
  const t = useMessages(hotelsMessages);
  const count = usePlural();
  const locale = useLanguage();
  const errorText = useErrorText();
  const search = useSearch();
  const query = searchFromParams(search, today());
  const searching = useSelector(flow, (s) => s.hasTag("searching"));
  const results = useSelector(flow, (s) => s.context.results);
  const resultsQuery = useSelector(flow, (s) => s.context.resultsQuery);
  const isCancelled = useSelector(flow, (s) => s.context.isCancelled);
  const error = useSelector(flow, (s) => s.context.error);
  const filters = useSelector(flow, (s) => s.context.filters);
  const sort = useSelector(flow, (s) => s.context.sort);
  const filter = (next: HotelFilters) => flow.send({ type: "HOTELS.FILTER", filters: next });

  // The page address is the search (spec §2.3): a new address is a new search; none, no search.
  const named = namesHotelSearch(search);
  useEffect(() => {
    if (named) flow.send({ type: "HOTELS.SEARCH", query: searchFromParams(search, today()) });
  }, [flow, search, named]);

  const shownQuery = resultsQuery ?? query;
  const hotels = results === null ? [] : shownHotels(results.hotels, filters, sort);
  const currency = results?.hotels[0]?.currency_code ?? "INR";
  const nights = nightsBetween(shownQuery.checkIn, shownQuery.checkOut);
  const detailHref = (hotelId: number) =>
    hotelsPath(sitePrefix, `/hotels/description/${hotelId}?${searchToParams(shownQuery)}`);

  if (!named)
    return (
      <Page aria-labelledby="hotel-results-title">
        <h1 id="hotel-results-title">{t.searchTitle}</h1>
        <StatePanel data-testid="hotels-no-search">
          <h2>{t.noSearch}</h2>
          <p>{t.noSearchHint}</p>
          <LinkButton href={hotelsPath(sitePrefix, "/hotels")}>{t.search}</LinkButton>
        </StatePanel>
      </Page>
    );

  return (
    <Page aria-labelledby="hotel-results-title">
      <h1 id="hotel-results-title">{fill(t.resultsTitle, { city: query.destination?.name ?? "" })}</h1>
      <Toolbar>
        <Muted>
          {fill(t.resultsStay, {
            checkIn: query.checkIn,
            checkOut: query.checkOut,
            nights: count(t.nightCount, nightsBetween(query.checkIn, query.checkOut)),
            rooms: count(t.roomCount, query.rooms.length),
            guests: count(t.guestCount, guestCount(query.rooms)),
          })}
        </Muted>
        <Link href={hotelsPath(sitePrefix, `/hotels?${searchToParams(query)}`)}>{t.changeSearch}</Link>
      </Toolbar>
      <div role="status" aria-live="polite">
        {searching && (
          <Notice>
            <span>{t.searching}</span>
            <Button variant="secondary" onClick={() => flow.send({ type: "HOTELS.STOP" })}>
              {t.stop}
            </Button>
          </Notice>
        )}
        {!searching && isCancelled && error === null && (
          <Notice>
            <span>{results === null ? t.cancelledEmpty : t.cancelled}</span>
            <Button variant="secondary" onClick={() => flow.send({ type: "HOTELS.RETRY" })}>
              {t.retry}
            </Button>
          </Notice>
        )}
        {!searching && error !== null && (
          <Notice>
            <Note tone="danger">{errorText(error)}</Note>
            <Button variant="secondary" onClick={() => flow.send({ type: "HOTELS.RETRY" })}>
              {t.retry}
            </Button>
          </Notice>
        )}
      </div>
      <SideColumnLayout>
        <FilterFold
          label={t.filtersTitle}
          activeCount={activeFilterCount(filters)}
          countLabel={fill(t.filtersOn, { count: activeFilterCount(filters) })}
        >
          <Card>
            <Filters aria-label={t.filtersTitle} role="group">
              <h2>{t.filtersTitle}</h2>
              <Field id="hotel-sort" label={t.sort}>
                {(control) => (
                  <ValueSelect
                    {...control}
                    values={HOTEL_SORTS}
                    value={sort}
                    label={(s) => t[SORT_TEXT[s]]}
                    onChange={(chosen) => flow.send({ type: "HOTELS.SORT", sort: chosen })}
                  />
                )}
              </Field>
              <Field id="hotel-max" label={t.maxPrice}>
                {(control) => (
                  <select
                    {...control}
                    value={filters.maxTotalMinor ?? ""}
                    onChange={(event) =>
                      filter({
                        ...filters,
                        maxTotalMinor: event.target.value === "" ? null : Number(event.target.value),
                      })
                    }
                  >
                    <option value="">{t.anyPrice}</option>
                    {priceSteps(results?.hotels ?? []).map((step) => (
                      <option key={step} value={step}>
                        {formatMoney({ amount: step, currency }, locale)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <ChoiceGroup
                legend={t.stars}
                choices={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: count(t.starsN, n) }))}
                on={filters.stars}
                onChange={(stars) => filter({ ...filters, stars })}
              />
              <ChoiceGroup
                legend={t.area}
                choices={areasOf(results?.hotels ?? []).map((area) => ({ value: area, label: area }))}
                on={filters.areas}
                onChange={(areas) => filter({ ...filters, areas })}
              />
            </Filters>
          </Card>
        </FilterFold>
        <section aria-label={t.resultsLabel} aria-busy={searching}>
          {results === null && searching && (
            <List aria-hidden="true">
              {[0, 1, 2].map((n) => (
                <li key={n}>
                  <Skeleton height={140} />
                </li>
              ))}
            </List>
          )}
          {results !== null && (
            <>
              <CountHeading>{count(t.count, hotels.length)}</CountHeading>
              {results.hotels.length === 0 && <Muted>{t.noResults}</Muted>}
              {results.hotels.length > 0 && hotels.length === 0 && (
                <Notice>
                  <span>{t.noFiltered}</span>
                  <Button type="button" onClick={() => filter(NO_FILTERS)}>
                    {t.clearFilters}
                  </Button>
                </Notice>
              )}
              <List aria-label={t.resultsLabel}>
                {hotels.map((hotel) => (
                  <HotelItem key={hotel.hotel_id} data-testid={`hotel-${hotel.hotel_id}`}>
                    <img src={hotel.image} alt="" width={200} height={125} />
                    <div>
                      <h3>{hotel.name}</h3>
                      <p>
                        <span role="img" aria-label={fill(t.starsLabel, { n: hotel.stars })}>
                          {"★".repeat(hotel.stars)}
                        </span>
                      </p>
                      <p>{hotel.area}</p>
                    </div>
                    <div>
                      <p>
                        {count(t.totalFor, nights, {
                          total: formatMoney(
                            { amount: hotel.total_minor, currency: hotel.currency_code },
                            locale,
                          ),
                        })}
                      </p>
                      <Link href={detailHref(hotel.hotel_id)} aria-label={`${t.view}: ${hotel.name}`}>
                        {t.view}
                      </Link>
                    </div>
                  </HotelItem>
                ))}
              </List>
            </>
          )}
        </section>
      </SideColumnLayout>
    </Page>
  );
};
