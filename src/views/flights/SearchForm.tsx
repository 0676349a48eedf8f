/**
 * The flight search form (spec §2.3 '/flights', §7.7 search_airports, fetch_air_fields): one way or
 * return, airports with a type-ahead, dates (the return on or after the departure), passengers by
 * type within their limits, the cabin. A valid search opens the results page with the search in
 * its URL; the rules it breaks are listed instead.
 */
import { CABIN_CLASSES, type CabinClass, type SearchParameters, type TripType } from "@contract/flights";
import { MAX_PASSENGERS, normalizedSearch, type SearchProblem, searchProblems } from "@domain/flights";
import { useSelector } from "@views/useSelector";
import { useId, useState } from "react";
import { useMessages } from "../i18n";
import { Button } from "../ui";
import { flightsMessages } from "./messages";
import type { FlightSearchFlow } from "./parts";
import { Counts, Form, Problems, RadioRow, Row, Suggestions } from "./styles";

type Field = "origin" | "destination";

const AirportInput = ({
  field,
  label,
  value,
  onChange,
  flow,
}: {
  readonly field: Field;
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly flow: FlightSearchFlow;
}) => {
  const text = useMessages(flightsMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const airports = useSelector(flow, (s) => (s.context.lookup?.field === field ? s.context.airports : []));
  const looking = useSelector(flow, (s) => s.hasTag("lookingUp") && s.context.lookup?.field === field);
  const typed = useSelector(flow, (s) => (s.context.lookup?.field === field ? s.context.lookup.text : ""));
  const shown = open && typed.trim().length >= 2 && typed === value;
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        value={value}
        autoComplete="off"
        placeholder={text.airportHint}
        aria-controls={shown ? `${id}-list` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          flow.send({ type: "FLIGHTS.AIRPORT_TEXT", field, text: event.target.value });
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      />
      {shown ? (
        <Suggestions id={`${id}-list`} aria-label={text.suggestions}>
          {airports.length === 0 && !looking ? <li>{text.noAirport}</li> : null}
          {airports.map((airport) => (
            <li key={airport.code}>
              <button
                type="button"
                onClick={() => {
                  onChange(airport.code);
                  setOpen(false);
                }}
              >
                {`${airport.city} (${airport.code}) · ${airport.name}`}
              </button>
            </li>
          ))}
        </Suggestions>
      ) : null}
    </label>
  );
};

const Counter = ({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (n: number) => void;
}) => {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <small>{hint}</small>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
};

export const SearchForm = ({
  initial,
  flow,
  onSearch,
  submitLabel,
}: {
  readonly initial: SearchParameters;
  readonly flow: FlightSearchFlow;
  readonly onSearch: (search: SearchParameters) => void;
  readonly submitLabel: string;
}) => {
  const text = useMessages(flightsMessages);
  const [search, setSearch] = useState<SearchParameters>(initial);
  const [problems, setProblems] = useState<readonly SearchProblem[]>([]);
  const departId = useId();
  const backId = useId();
  const cabinId = useId();
  const set = (change: Partial<SearchParameters>) => setSearch((s) => ({ ...s, ...change }));
  const setCount = (type: "adult" | "child" | "infant", n: number) =>
    setSearch((s) => ({ ...s, passengers: { ...s.passengers, [type]: n } }));
  const trip = (value: TripType) =>
    set({ trip_type: value, return_date: value === "return" ? (search.return_date ?? "") : null });
  return (
    <Form
      noValidate
      aria-label={text.searchHeading}
      onSubmit={(event) => {
        event.preventDefault();
        const asked = normalizedSearch(search);
        const found = searchProblems(asked, null);
        setProblems(found);
        if (found.length === 0) onSearch(asked);
      }}
    >
      <fieldset>
        <legend>{text.tripType}</legend>
        <RadioRow>
          <label>
            <input
              type="radio"
              name="trip"
              checked={search.trip_type === "return"}
              onChange={() => trip("return")}
            />
            {text.returnTrip}
          </label>
          <label>
            <input
              type="radio"
              name="trip"
              checked={search.trip_type === "one_way"}
              onChange={() => trip("one_way")}
            />
            {text.oneWay}
          </label>
        </RadioRow>
      </fieldset>
      <Row>
        <AirportInput
          field="origin"
          label={text.from}
          value={search.origin}
          onChange={(origin) => set({ origin })}
          flow={flow}
        />
        <AirportInput
          field="destination"
          label={text.to}
          value={search.destination}
          onChange={(destination) => set({ destination })}
          flow={flow}
        />
      </Row>
      <Row>
        <label htmlFor={departId}>
          {text.departure}
          <input
            id={departId}
            type="date"
            value={search.departure_date}
            onChange={(event) => set({ departure_date: event.target.value })}
          />
        </label>
        {search.trip_type === "return" ? (
          <label htmlFor={backId}>
            {text.returnDate}
            <input
              id={backId}
              type="date"
              min={search.departure_date === "" ? undefined : search.departure_date}
              value={search.return_date ?? ""}
              onChange={(event) => set({ return_date: event.target.value })}
            />
          </label>
        ) : null}
        <label htmlFor={cabinId}>
          {text.cabin}
          <select
            id={cabinId}
            value={search.cabin_class}
            onChange={(event) => {
              const cabin = CABIN_CLASSES.find((c): c is CabinClass => c === event.target.value);
              if (cabin !== undefined) set({ cabin_class: cabin });
            }}
          >
            {CABIN_CLASSES.map((cabin) => (
              <option key={cabin} value={cabin}>
                {text[cabin]}
              </option>
            ))}
          </select>
        </label>
      </Row>
      <fieldset>
        <legend>{text.passengers}</legend>
        <Counts>
          <Counter
            label={text.adults}
            hint={text.adultsHint}
            value={search.passengers.adult}
            min={1}
            max={MAX_PASSENGERS}
            onChange={(n) => setCount("adult", n)}
          />
          <Counter
            label={text.children}
            hint={text.childrenHint}
            value={search.passengers.child}
            min={0}
            max={MAX_PASSENGERS - 1}
            onChange={(n) => setCount("child", n)}
          />
          <Counter
            label={text.infants}
            hint={text.infantsHint}
            value={search.passengers.infant}
            min={0}
            max={MAX_PASSENGERS}
            onChange={(n) => setCount("infant", n)}
          />
        </Counts>
      </fieldset>
      {problems.length > 0 ? (
        <Problems role="alert">
          {problems.map((problem) => (
            <li key={problem}>{text[problem]}</li>
          ))}
        </Problems>
      ) : null}
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
};
