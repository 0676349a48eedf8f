/**
 * '/flights/listing' (spec §2.3 'results', §4 'A new search cancels the one in flight', §7.7
 * search_flights, fetch_carriers, fetch_client_currency_details): the search of the URL, its
 * flights with carrier, times, duration, stops and price in the shopper's currency or in points;
 * filters (stops, airlines, departure time; folded under a 'Filters' control on a phone, so the
 * results come first) and sorting. Choosing a flight holds it (BookingPanel); while its passenger
 * step is open the address names the held itinerary (`itinerary`, its reference only), so a reload
 * reopens the step with fetch_itinerary (spec §7.7).
 */
import type { Offer } from "@contract/flights";
import { itineraryOfQuery, withItineraryQuery } from "@domain/cartSections";
import {
  activeFilterCount,
  carriersOf,
  DEPARTURE_WINDOWS,
  type FlightFilters,
  flightLinksOf,
  NO_FILTERS,
  namesFlightSearch,
  SORTS,
  STOP_CHOICES,
  searchOfQuery,
  searchQueryOf,
  visibleOffers,
} from "@domain/flights";
import { useSelector } from "@views/useSelector";
import { useEffect, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { fill, useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { FilterFold } from "../layout/FilterFold";
import { usePointsLabel } from "../site/siteWords";
import { useFlow, useLateFlow } from "../system";
import { Alert, Button, Card, LinkButton, Note, Skeleton, StatePanel } from "../ui";
import { ChoiceGroup } from "../ui/ChoiceGroup";
import { SideColumnLayout } from "../ui/SideColumnLayout";
import { ValueSelect } from "../ui/ValueSelect";
import { BookingPanel } from "./BookingPanel";
import { flightsMessages } from "./messages";
import { type FlightSearchPageProps, JourneyLine, usePassengersText, usePriceText } from "./parts";
import { SearchForm } from "./SearchForm";
import { Filters, OfferCard, Page, PriceBox, Results, Toolbar } from "./styles";

const SORT_LABEL = { price: "sortPrice", duration: "sortDuration", departure: "sortDeparture" } as const;
const STOP_LABEL = { "0": "stops0", "1": "stops1", "2+": "stops2" } as const;

export const FlightResultsPage = ({ sitePrefix, flow, query }: FlightSearchPageProps) => {
  const text = useMessages(flightsMessages);
  const count = usePlural();
  const passengersText = usePassengersText();
  const [path, navigate] = useLocation();
  const address = useSearch();
  const namedItinerary = itineraryOfQuery(address);
  const sortId = useId();
  const links = flightLinksOf(sitePrefix);
  const search = searchOfQuery(query);
  const key = searchQueryOf(search);
  const booking = useLateFlow("flightBooking");
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const pointsLabel = usePointsLabel();
  const [editing, setEditing] = useState(false);
  const state = useSelector(flow, (s) => ({
    context: s.context,
    searching: s.hasTag("searching"),
    failed: s.matches({ search: "failed" }),
    refused: s.matches({ search: "refused" }),
    factsLoading: s.matches({ facts: "loading" }),
  }));
  // The URL names the search: a new one (a shared link, a changed search) cancels the one in flight;
  // an address that names none searches nothing.
  const named = namesFlightSearch(query);
  useEffect(() => {
    if (!named) return;
    flow.send({
      type: "FLIGHTS.SEARCH",
      search: searchOfQuery(Object.fromEntries(new URLSearchParams(key))),
    });
  }, [flow, key, named]);
  const bookingIdle = useSelector(booking ?? undefined, (s) => s === undefined || s.matches("idle"));
  // The passenger step's itinerary, while the step is open: the address names it.
  const stepItinerary = useSelector(booking ?? undefined, (s) =>
    s !== undefined && (s.matches({ held: "naming" }) || s.matches({ held: "sending" }))
      ? (s.context.itinerary?.itinerary_id ?? null)
      : null,
  );
  // Once the step is done or let go (in the cart, gone, expired, refused) the address names none.
  const stepLeft = useSelector(
    booking ?? undefined,
    (s) =>
      s !== undefined &&
      (s.matches({ held: "inCart" }) || s.matches("gone") || s.matches("expired") || s.matches("refused")),
  );
  const addressWith = (itineraryId: string | null): string => {
    const query = withItineraryQuery(address, itineraryId);
    return query === "" ? path : `${path}?${query}`;
  };
  // A reload on the passenger step: the held itinerary the address names is reopened.
  useEffect(() => {
    if (booking !== null && loggedIn && namedItinerary !== null)
      booking.send({ type: "FLIGHTS.RESUME", itineraryId: namedItinerary });
  }, [booking, loggedIn, namedItinerary]);
  const nextAddress =
    stepItinerary !== null && stepItinerary !== namedItinerary
      ? addressWith(stepItinerary)
      : stepLeft && namedItinerary !== null
        ? addressWith(null)
        : null;
  useEffect(() => {
    if (nextAddress !== null) navigate(nextAddress, { replace: true });
  }, [navigate, nextAddress]);
  const message = useFormMessage(state.context.error, state.context.refusal);
  const { results, filters, sort, facts, currency, pointValue, priceIn } = state.context;
  const offers = results?.offers ?? [];
  const shown = visibleOffers(offers, filters, sort);
  const filter = (next: FlightFilters) => flow.send({ type: "FLIGHTS.FILTER", filters: next });
  const carrierName = (code: string) => facts?.carriers.find((c) => c.code === code)?.name ?? code;
  const priceText = usePriceText({
    currency: facts?.currency?.currency_code ?? currency,
    rate: facts?.currency?.rate ?? 1,
    pointValue: facts?.currency?.point_value ?? pointValue,
    inPoints: priceIn === "points",
    pointsLabel,
  });
  const choose = (offer: Offer) => {
    if (!loggedIn) {
      navigate(links.login);
      return;
    }
    booking?.send({
      type: "FLIGHTS.CHOOSE",
      offer,
      search,
      currency: facts?.currency?.currency_code ?? currency,
    });
  };
  const searchAgain = () => {
    booking?.send({ type: "FLIGHTS.CANCEL_BOOKING" });
    if (namedItinerary !== null) navigate(addressWith(null), { replace: true });
    flow.send({ type: "FLIGHTS.RETRY" });
  };
  const backToResults = () => {
    booking?.send({ type: "FLIGHTS.CANCEL_BOOKING" });
    if (namedItinerary !== null) navigate(addressWith(null), { replace: true });
  };
  const route = `${search.origin} ${search.trip_type === "return" ? "⇄" : "→"} ${search.destination}`;
  const dates =
    search.trip_type === "return"
      ? `${search.departure_date} – ${search.return_date ?? ""}`
      : search.departure_date;
  if (!named)
    return (
      <Page>
        <h1>{text.resultsHeading}</h1>
        <StatePanel data-testid="flights-no-search">
          <h2>{text.noSearch}</h2>
          <p>{text.noSearchHint}</p>
          <LinkButton href={links.search}>{text.search}</LinkButton>
        </StatePanel>
      </Page>
    );

  return (
    <Page>
      <h1>{text.resultsHeading}</h1>
      <Card data-flat="true" aria-label={text.modify}>
        <Toolbar>
          <p style={{ margin: 0 }} data-testid="flight-search-summary">
            <strong>{route}</strong>
            {` · ${dates} · ${passengersText(search.passengers)} · ${text[search.cabin_class]}`}
          </p>
          <Button variant="link" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {text.modify}
          </Button>
        </Toolbar>
        {editing ? (
          <SearchForm
            key={key}
            initial={search}
            flow={flow}
            submitLabel={text.search}
            onSearch={(next) => {
              setEditing(false);
              booking?.send({ type: "FLIGHTS.CANCEL_BOOKING" });
              navigate(links.results(next));
            }}
          />
        ) : null}
      </Card>
      {booking !== null && !bookingIdle ? (
        <BookingPanel
          flow={booking}
          sitePrefix={sitePrefix}
          onSearchAgain={searchAgain}
          onBackToResults={backToResults}
        />
      ) : null}
      <SideColumnLayout>
        <FilterFold
          label={text.filters}
          activeCount={activeFilterCount(filters)}
          countLabel={fill(text.filtersOn, { count: String(activeFilterCount(filters)) })}
        >
          <Filters aria-label={text.filters}>
            <ChoiceGroup
              legend={text.stops}
              choices={STOP_CHOICES.map((stop) => ({ value: stop, label: text[STOP_LABEL[stop]] }))}
              on={filters.stops}
              onChange={(stops) => filter({ ...filters, stops })}
            />
            <ChoiceGroup
              legend={text.carriers}
              choices={carriersOf(offers).map((code) => ({ value: code, label: carrierName(code) }))}
              on={filters.carriers}
              onChange={(carriers) => filter({ ...filters, carriers })}
            />
            <ChoiceGroup
              legend={text.departureTime}
              choices={DEPARTURE_WINDOWS.map((window) => ({ value: window, label: text[window] }))}
              on={filters.departure}
              onChange={(departure) => filter({ ...filters, departure })}
            />
            <ChoiceGroup
              type="radio"
              name="price-in"
              legend={text.showPriceIn}
              choices={[
                { value: "currency", label: facts?.currency?.currency_code ?? currency },
                { value: "points", label: text.inPoints },
              ]}
              on={priceIn}
              onChange={(unit) => flow.send({ type: "FLIGHTS.PRICE_IN", unit })}
            />
          </Filters>
        </FilterFold>
        <section aria-labelledby="flight-results-heading" aria-busy={state.searching}>
          <Toolbar>
            <h2 id="flight-results-heading" style={{ margin: 0, fontSize: 18 }}>
              {state.searching ? text.searching : count(text.resultCount, shown.length)}
            </h2>
            <label htmlFor={sortId}>
              {text.sortBy}
              <ValueSelect
                id={sortId}
                values={SORTS}
                value={sort}
                label={(s) => text[SORT_LABEL[s]]}
                onChange={(chosen) => flow.send({ type: "FLIGHTS.SORT", sort: chosen })}
              />
            </label>
          </Toolbar>
          {state.searching ? (
            <Results aria-hidden="true">
              {[0, 1, 2, 3].map((n) => (
                <li key={n}>
                  <Skeleton height={132} />
                </li>
              ))}
            </Results>
          ) : state.refused ? (
            <Alert>
              {state.context.problem !== null ? text[state.context.problem] : (message ?? text.searchFailed)}
            </Alert>
          ) : state.failed ? (
            <Card data-flat="true">
              <Alert>{message ?? text.searchFailed}</Alert>
              <Button variant="link" onClick={() => flow.send({ type: "FLIGHTS.RETRY" })}>
                {text.tryAgain}
              </Button>
            </Card>
          ) : offers.length === 0 ? (
            <Note live>{text.noResults}</Note>
          ) : shown.length === 0 ? (
            <Card data-flat="true">
              <Note live>{text.noneAfterFilters}</Note>
              <Button variant="link" type="button" onClick={() => filter(NO_FILTERS)}>
                {text.clearFilters}
              </Button>
            </Card>
          ) : (
            <Results>
              {shown.map((offer) => (
                <li key={offer.offer_id}>
                  <OfferCard
                    data-testid="flight-offer"
                    aria-label={`${carrierName(offer.outbound.carrier_code)} ${priceText(offer)}`}
                  >
                    <div style={{ display: "grid", gap: 10 }}>
                      <JourneyLine
                        journey={offer.outbound}
                        label={text.outbound}
                        carrierName={carrierName(offer.outbound.carrier_code)}
                      />
                      {offer.inbound !== null ? (
                        <JourneyLine
                          journey={offer.inbound}
                          label={text.inbound}
                          carrierName={carrierName(offer.inbound.carrier_code)}
                        />
                      ) : null}
                    </div>
                    <PriceBox>
                      <strong data-testid="flight-price">{priceText(offer)}</strong>
                      <small>{fill(text.totalFor, { passengers: passengersText(search.passengers) })}</small>
                      <Button type="button" onClick={() => choose(offer)} disabled={state.factsLoading}>
                        {loggedIn ? text.select : text.signInToBook}
                      </Button>
                    </PriceBox>
                  </OfferCard>
                </li>
              ))}
            </Results>
          )}
        </section>
      </SideColumnLayout>
    </Page>
  );
};
