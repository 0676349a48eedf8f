/**
 * The hotel search form (spec §2.3 '/hotels'): the destination with its type-ahead (spec §9: from
 * 3 characters, after the debounce), check-in and check-out, rooms and guests per room. The form
 * is read from the page address and, sent, opens the results with the search in their address.
 */
import type { HotelLocation } from "@contract/hotels";
import {
  addDays,
  type HotelDestination,
  type HotelSearchQuery,
  isoDay,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  type RoomGuests,
  searchToParams,
} from "@domain/hotels";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { fill, useMessages } from "../i18n";
import type { FlowRefs } from "../system";
import { Button } from "../ui";
import { hotelsMessages } from "./messages";
import { Field, Form, Room, RoomsBox, Suggestions } from "./styles";

/** The path of a hotel page under the site prefix. */
export const hotelsPath = (sitePrefix: string, path: string): string =>
  `${sitePrefix.replace(/\/+$/, "")}${path}`;

export const today = (): string => isoDay(Date.now());

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the hotel search and results pages, and the search form on them, work with. */
export interface HotelSearchProps {
  readonly flow: FlowRefs["hotelSearch"];
  readonly sitePrefix: string;
}

export const SearchForm = ({
  flow,
  initial,
  sitePrefix,
  onDestinationPicked,
}: HotelSearchProps & {
  readonly initial: HotelSearchQuery;
  readonly onDestinationPicked?: (destination: HotelDestination) => void;
}) => {
  const t = useMessages(hotelsMessages);
  const id = useId();
  const [, navigate] = useLocation();
  const suggestions = useSelector(flow, (s) => s.context.suggestions);
  const [destination, setDestination] = useState<HotelDestination | null>(initial.destination);
  const [text, setText] = useState(initial.destination?.name ?? "");
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [rooms, setRooms] = useState<readonly RoomGuests[]>(initial.rooms);
  const [open, setOpen] = useState(false);

  const pick = (location: HotelLocation) => {
    const chosen = { cityId: location.city_id, name: location.city, countryCode: location.country_code };
    setDestination(chosen);
    setText(
      location.kind === "area"
        ? fill(t.suggestionArea, { name: location.name, city: location.city })
        : location.name,
    );
    setOpen(false);
    flow.send({ type: "HOTELS.SUGGESTIONS_CLOSE" });
    onDestinationPicked?.(chosen);
  };

  const setRoom = (index: number, room: RoomGuests) =>
    setRooms(rooms.map((r, i) => (i === index ? room : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query: HotelSearchQuery = { destination, checkIn, checkOut, rooms };
    navigate(hotelsPath(sitePrefix, `/hotels/listing?${searchToParams(query)}`));
  };

  const listId = `${id}-suggestions`;
  const shown = open && suggestions.length > 0;
  return (
    <Form onSubmit={submit} aria-label={t.searchTitle}>
      <Field>
        <label htmlFor={`${id}-destination`}>{t.destination}</label>
        <input
          id={`${id}-destination`}
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDestination(null);
            setOpen(true);
            flow.send({ type: "HOTELS.DESTINATION_INPUT", text: event.target.value });
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        />
        <small id={`${id}-hint`}>{t.destinationHint}</small>
        {shown && (
          <Suggestions id={listId} aria-label={t.suggestionsLabel}>
            {suggestions.map((location) => (
              <li key={`${location.kind}-${location.name}-${location.city_id}`}>
                <button type="button" onClick={() => pick(location)}>
                  {location.kind === "area"
                    ? fill(t.suggestionArea, { name: location.name, city: location.city })
                    : location.name}
                </button>
              </li>
            ))}
          </Suggestions>
        )}
      </Field>
      <Field>
        <label htmlFor={`${id}-in`}>{t.checkIn}</label>
        <input
          id={`${id}-in`}
          type="date"
          value={checkIn}
          min={today()}
          onChange={(event) => {
            setCheckIn(event.target.value);
            if (event.target.value >= checkOut) setCheckOut(addDays(event.target.value, 1));
          }}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-out`}>{t.checkOut}</label>
        <input
          id={`${id}-out`}
          type="date"
          value={checkOut}
          min={addDays(checkIn, 1)}
          onChange={(event) => setCheckOut(event.target.value)}
        />
      </Field>
      <RoomsBox>
        <legend>{t.rooms}</legend>
        {rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are numbered by their place
          <Room key={index}>
            <span>{fill(t.roomN, { n: index + 1 })}</span>
            <Field>
              <label htmlFor={`${id}-a${index}`}>{t.adults}</label>
              <select
                id={`${id}-a${index}`}
                value={room.adults}
                onChange={(event) => setRoom(index, { ...room, adults: Number(event.target.value) })}
              >
                {range(1, MAX_ADULTS).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <label htmlFor={`${id}-c${index}`}>{t.children}</label>
              <select
                id={`${id}-c${index}`}
                value={room.children}
                onChange={(event) => setRoom(index, { ...room, children: Number(event.target.value) })}
              >
                {range(0, MAX_CHILDREN).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            {rooms.length > 1 && (
              <Button variant="secondary" onClick={() => setRooms(rooms.filter((_, i) => i !== index))}>
                {fill(t.removeRoom, { n: index + 1 })}
              </Button>
            )}
          </Room>
        ))}
        {rooms.length < MAX_ROOMS && (
          <Button variant="secondary" onClick={() => setRooms([...rooms, { adults: 2, children: 0 }])}>
            {t.addRoom}
          </Button>
        )}
      </RoomsBox>
      <Button type="submit">{t.search}</Button>
    </Form>
  );
};
