/**
 * '/hotels/description/:hotelID' (spec §2.3 'detail', §7.7 fetch_hotel_information,
 * create_itinerary, update_itinerary): photos, amenities, rooms and rates with their cancellation
 * policy; choosing a room holds it (a signed-in shopper), the lead guest's details follow, and
 * the hotel enters the cart's hotel section. While the guest step is open the address names the
 * held itinerary (`itinerary`, its reference only), so a reload reopens the step with
 * fetch_itinerary (spec §7.7).
 */
import type { LeadGuest } from "@contract/hotels";
import { itineraryOfQuery, withItineraryQuery } from "@domain/cartSections";
import {
  type KnownAmenity,
  type KnownBoard,
  knownAmenityOf,
  knownBoardOf,
  searchFromParams,
  searchToParams,
} from "@domain/hotels";
import { formatMoney } from "@domain/money";
import { signInPathFor } from "@domain/profileTabs";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { fill, type PlainKey, useLanguage, useMessages } from "../i18n";
import { dataWord } from "../i18n/dataWord";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { type FlowRefs, useFlow } from "../system";
import { Button, Card, Note, Skeleton } from "../ui";
import { hotelsMessages } from "./messages";
import { hotelsPath, today } from "./SearchForm";
import { Field, Gallery, GuestForm, List, Muted, Notice, Page, RateItem, Tags } from "./styles";

type Text = typeof hotelsMessages.en;

const BOARD_KEYS: { readonly [B in KnownBoard]: PlainKey<Text> } = {
  roomOnly: "boardRoomOnly",
  breakfastIncluded: "boardBreakfastIncluded",
};

const AMENITY_KEYS: { readonly [A in KnownAmenity]: PlainKey<Text> } = {
  wifi: "amenityWifi",
  pool: "amenityPool",
  gym: "amenityGym",
  spa: "amenitySpa",
  restaurant: "amenityRestaurant",
  airportShuttle: "amenityAirportShuttle",
  parking: "amenityParking",
  bar: "amenityBar",
};

/** A rate's board in the shopper's language: a known one from the table, any other as the API names it. */
const boardName = (t: Text, board: string): string => dataWord(t, BOARD_KEYS, knownBoardOf, board);

/** An amenity in the shopper's language: a known one from the table, any other as the API names it. */
const amenityName = (t: Text, amenity: string): string => dataWord(t, AMENITY_KEYS, knownAmenityOf, amenity);

const GuestDetails = ({
  flow,
  saving,
}: {
  readonly flow: FlowRefs["hotelBooking"];
  readonly saving: boolean;
}) => {
  const t = useMessages(hotelsMessages);
  const [guest, setGuest] = useState<LeadGuest>({ first_name: "", last_name: "", email: "", phone: "" });
  const field = (key: keyof LeadGuest, label: string, type: string, autoComplete: string) => (
    <Field>
      <label htmlFor={`guest-${key}`}>{label}</label>
      <input
        id={`guest-${key}`}
        type={type}
        autoComplete={autoComplete}
        required
        value={guest[key]}
        onChange={(event) => setGuest({ ...guest, [key]: event.target.value })}
      />
    </Field>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: "HOTEL.GUEST_SUBMIT", guest });
  };
  return (
    <GuestForm onSubmit={submit} aria-label={t.guestTitle}>
      {field("first_name", t.firstName, "text", "given-name")}
      {field("last_name", t.lastName, "text", "family-name")}
      {field("email", t.email, "email", "email")}
      {field("phone", t.phone, "tel", "tel")}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.addToCart}
        </Button>
        <Button variant="secondary" onClick={() => flow.send({ type: "HOTEL.CHANGE_ROOM" })}>
          {t.changeRoom}
        </Button>
      </div>
    </GuestForm>
  );
};

export const HotelDetailPage = ({
  hotelId,
  flow,
  sitePrefix,
}: {
  readonly hotelId: number;
  readonly flow: FlowRefs["hotelBooking"];
  readonly sitePrefix: string;
}) => {
  const t = useMessages(hotelsMessages);
  const count = usePlural();
  const locale = useLanguage();
  const errorText = useErrorText();
  const search = useSearch();
  const signedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const [path, navigate] = useLocation();
  const loading = useSelector(flow, (s) => s.hasTag("loading"));
  const holding = useSelector(flow, (s) => s.hasTag("holding"));
  const resuming = useSelector(flow, (s) => s.hasTag("resuming"));
  // Once the room is let go or in the cart, the address names no itinerary.
  const stepLeft = useSelector(flow, (s) => s.matches("rooms") || s.matches("added"));
  const saving = useSelector(flow, (s) => s.hasTag("saving"));
  const failed = useSelector(flow, (s) => s.matches("failed"));
  const held = useSelector(flow, (s) => s.matches("held"));
  const added = useSelector(flow, (s) => s.matches("added"));
  const hotel = useSelector(flow, (s) => s.context.hotel);
  const error = useSelector(flow, (s) => s.context.error);
  const roomError = useSelector(flow, (s) => s.context.roomError);
  const guestError = useSelector(flow, (s) => s.context.guestError);
  const itinerary = useSelector(flow, (s) => s.context.itinerary);
  const chosenRateId = useSelector(flow, (s) => s.context.chosenRateId);

  const namedItinerary = itineraryOfQuery(search);
  // The address names the stay, and on the guest step its held itinerary (a reload reopens it).
  useEffect(() => {
    const stay = searchFromParams(search, today());
    const itineraryId = itineraryOfQuery(search);
    if (itineraryId !== null && signedIn)
      flow.send({ type: "HOTEL.RESUME", hotelId, query: stay, itineraryId });
    else flow.send({ type: "HOTEL.OPEN", hotelId, query: stay });
  }, [flow, hotelId, search, signedIn]);
  const heldId = held ? (itinerary?.itinerary_id ?? null) : null;
  const addressWith = (itineraryId: string | null): string => {
    const query = withItineraryQuery(search, itineraryId);
    return query === "" ? path : `${path}?${query}`;
  };
  const nextAddress =
    heldId !== null && heldId !== namedItinerary
      ? addressWith(heldId)
      : stepLeft && signedIn && namedItinerary !== null
        ? addressWith(null)
        : null;
  useEffect(() => {
    if (nextAddress !== null) navigate(nextAddress, { replace: true });
  }, [navigate, nextAddress]);

  const query = searchFromParams(search, today());
  const here = `${path}${search === "" ? "" : `?${search}`}`;

  if (failed && error !== null)
    return (
      <Page aria-labelledby="hotel-title">
        <h1 id="hotel-title">{t.roomsTitle}</h1>
        <Notice role="alert">
          <Note tone="danger">{errorText(error)}</Note>
          <Button variant="secondary" onClick={() => flow.send({ type: "HOTEL.RETRY" })}>
            {t.retry}
          </Button>
        </Notice>
        <Link href={hotelsPath(sitePrefix, `/hotels/listing?${searchToParams(query)}`)}>
          {t.backToResults}
        </Link>
      </Page>
    );

  if (hotel === null || (loading && hotel.hotel_id !== hotelId))
    return (
      <Page aria-busy="true" aria-labelledby="hotel-title">
        <h1 id="hotel-title">{t.loadingHotel}</h1>
        <Skeleton height={260} />
        <Skeleton height={140} />
      </Page>
    );

  return (
    <Page aria-labelledby="hotel-title">
      <Link href={hotelsPath(sitePrefix, `/hotels/listing?${searchToParams(query)}`)}>{t.backToResults}</Link>
      <div>
        <h1 id="hotel-title">{hotel.name}</h1>
        <Muted>
          <span role="img" aria-label={fill(t.starsLabel, { n: hotel.stars })}>
            {"★".repeat(hotel.stars)}
          </span>{" "}
          · {hotel.address}
        </Muted>
      </div>
      <Gallery aria-label={fill(t.photos, { name: hotel.name })}>
        {hotel.images.map((src, i) => (
          <li key={src}>
            <img src={src} alt={fill(t.photoN, { name: hotel.name, n: i + 1 })} width={400} height={250} />
          </li>
        ))}
      </Gallery>
      <Muted>{hotel.description}</Muted>
      <section aria-labelledby="hotel-amenities">
        <h2 id="hotel-amenities">{t.amenities}</h2>
        <Tags>
          {hotel.amenities.map((a) => (
            <li key={a}>{amenityName(t, a)}</li>
          ))}
        </Tags>
      </section>
      <div role="status" aria-live="polite">
        {resuming && (
          <Notice>
            <span>{t.resuming}</span>
          </Notice>
        )}
        {roomError !== null && (
          <Notice>
            <Note tone="danger">{errorText(roomError)}</Note>
          </Notice>
        )}
        {added && (
          <Notice>
            <strong>{t.addedTitle}</strong>
            <span>{fill(t.addedText, { name: hotel.name })}</span>
            <Link href={hotelsPath(sitePrefix, "/cart")}>{t.goToCart}</Link>
          </Notice>
        )}
      </div>
      {held && itinerary !== null && (
        <Card>
          <h2>{t.heldTitle}</h2>
          <Muted>
            {itinerary.room_name} ·{" "}
            {fill(t.total, {
              total: formatMoney(
                { amount: itinerary.total_minor, currency: itinerary.currency_code },
                locale,
              ),
            })}
          </Muted>
          <Muted>
            {fill(t.heldUntil, {
              time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(
                new Date(itinerary.expires_at),
              ),
            })}
          </Muted>
          <h3>{t.guestTitle}</h3>
          {guestError !== null && (
            <Note tone="danger" live>
              {errorText(guestError)}
            </Note>
          )}
          <GuestDetails flow={flow} saving={saving} />
        </Card>
      )}
      <section aria-labelledby="hotel-rooms" aria-busy={loading}>
        <h2 id="hotel-rooms">{t.roomsTitle}</h2>
        {hotel.rates.length === 0 && <Muted>{t.noRooms}</Muted>}
        <List aria-label={t.roomsTitle}>
          {hotel.rates.map((rate) => (
            <RateItem key={rate.rate_id}>
              <div>
                <h3>{rate.room_name}</h3>
                <p>{count(t.board, rate.max_adults, { board: boardName(t, rate.board) })}</p>
                <p>
                  {fill(t.perNight, {
                    rate: formatMoney({ amount: rate.rate_minor, currency: hotel.currency_code }, locale),
                  })}
                </p>
                <p>
                  <strong>{rate.refundable ? t.refundable : t.nonRefundable}</strong> ·{" "}
                  {rate.cancellation_policy}
                </p>
              </div>
              <div>
                <p>
                  <strong>
                    {fill(t.total, {
                      total: formatMoney({ amount: rate.total_minor, currency: hotel.currency_code }, locale),
                    })}
                  </strong>
                </p>
                {signedIn ? (
                  <Button
                    type="button"
                    disabled={holding || held || saving}
                    aria-label={`${t.choose}: ${rate.room_name}, ${boardName(t, rate.board)}`}
                    onClick={() =>
                      flow.send({
                        type: "HOTEL.CHOOSE_ROOM",
                        rateId: rate.rate_id,
                        totalMinor: rate.total_minor,
                      })
                    }
                  >
                    {holding && chosenRateId === rate.rate_id ? t.holding : t.choose}
                  </Button>
                ) : (
                  <Link href={signInPathFor(sitePrefix, here)}>{t.signInToBook}</Link>
                )}
              </div>
            </RateItem>
          ))}
        </List>
      </section>
    </Page>
  );
};
