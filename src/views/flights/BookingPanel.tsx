/**
 * The chosen flight (spec §7.7 create_itinerary, update_itinerary; §4 a flight replaces the cart's
 * flights section): held as an itinerary, the passengers' names asked for (letters only, each
 * required), then the flight is in the cart. A changed fare, an expired hold or a failure is said
 * in words with the way on.
 */
import type { PassengerType } from "@contract/flights";
import { flightLinksOf, passengerSlots } from "@domain/flights";
import { formatMoney } from "@domain/money";
import { useSelector } from "@views/useSelector";
import { useState } from "react";
import { Link } from "wouter";
import { fill, useLanguage, useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import { Actions, Alert, Button, Card, Note } from "../ui";
import { flightsMessages } from "./messages";
import type { FlightBookingFlow } from "./parts";
import { Passengers } from "./styles";

const timeText = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

export const BookingPanel = ({
  flow,
  sitePrefix,
  onSearchAgain,
  onBackToResults,
}: {
  readonly flow: FlightBookingFlow;
  readonly sitePrefix: string;
  readonly onSearchAgain: () => void;
  /** Lets the held flight go and leaves the passenger step's address. */
  readonly onBackToResults: () => void;
}) => {
  const text = useMessages(flightsMessages);
  const locale = useLanguage();
  const state = useSelector(flow, (s) => ({
    context: s.context,
    holding: s.hasTag("holding"),
    resuming: s.hasTag("resuming"),
    gone: s.matches("gone"),
    sending: s.hasTag("naming"),
    idle: s.matches("idle"),
    refused: s.matches("refused"),
    failed: s.matches("failed"),
    naming: s.matches({ held: "naming" }) || s.matches({ held: "sending" }),
    inCart: s.matches({ held: "inCart" }),
    expired: s.matches("expired"),
  }));
  const message = useFormMessage(state.context.error, state.context.refusal);
  const itinerary = state.context.itinerary;
  const counts = itinerary?.passengers_count ?? { adult: 0, child: 0, infant: 0 };
  const slots = passengerSlots(counts);
  const [names, setNames] = useState<readonly { first_name: string; last_name: string }[]>([]);
  const links = flightLinksOf(sitePrefix);
  if (state.idle) return null;
  const typeName: Record<PassengerType, string> = {
    adult: text.adult,
    child: text.child,
    infant: text.infant,
  };
  const nameAt = (i: number) => names[i] ?? { first_name: "", last_name: "" };
  const problemOf = (index: number, field: "first_name" | "last_name") =>
    state.context.fieldProblems.find((p) => p.index === index && p.field === field)?.problem ?? null;
  return (
    <Card
      data-flat="true"
      aria-labelledby="booking-heading"
      aria-busy={state.holding || state.resuming || state.sending}
      data-testid="flight-booking"
    >
      <h2 id="booking-heading">{text.yourFlight}</h2>
      {state.holding ? <Note live>{text.holding}</Note> : null}
      {state.resuming ? <Note live>{text.resuming}</Note> : null}
      {state.gone ? (
        <>
          <Alert>{message ?? text.expired}</Alert>
          <Actions>
            <Button onClick={onBackToResults}>{text.backToResults}</Button>
          </Actions>
        </>
      ) : null}
      {itinerary !== null && !state.refused && !state.failed ? (
        <p>
          <strong>
            {formatMoney(
              { amount: itinerary.price.total_minor, currency: itinerary.price.currency_code },
              locale,
            )}
          </strong>
          {state.expired
            ? null
            : ` · ${fill(text.holdFor, { time: timeText(itinerary.expires_at, locale) })}`}
        </p>
      ) : null}
      {state.refused ? (
        <>
          <Alert>{message ?? text.bookingFailed}</Alert>
          {state.context.currentFare !== null ? (
            <Note>
              {fill(text.fareChanged, {
                price: formatMoney(
                  {
                    amount: state.context.currentFare.total_minor,
                    currency: state.context.currentFare.currency_code,
                  },
                  locale,
                ),
              })}
            </Note>
          ) : null}
          <Actions>
            <Button onClick={onSearchAgain}>{text.searchAgain}</Button>
          </Actions>
        </>
      ) : null}
      {state.failed ? (
        <>
          <Alert>{message ?? text.bookingFailed}</Alert>
          <Button variant="link" onClick={() => flow.send({ type: "FLIGHTS.RETRY_BOOKING" })}>
            {text.tryAgain}
          </Button>
        </>
      ) : null}
      {state.expired ? (
        <>
          <Alert>{text.expired}</Alert>
          <Actions>
            <Button onClick={onSearchAgain}>{text.searchAgain}</Button>
          </Actions>
        </>
      ) : null}
      {state.naming ? (
        <form
          noValidate
          aria-label={text.passengerDetails}
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({
              type: "FLIGHTS.NAME_PASSENGERS",
              passengers: slots.map((type, i) => ({ type, ...nameAt(i) })),
            });
          }}
        >
          <Passengers>
            <h3 style={{ margin: 0, fontSize: 16 }}>{text.passengerDetails}</h3>
            {slots.map((type, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a passenger's slot is its place in the booking
              <fieldset key={i}>
                <legend>{fill(text.passengerN, { n: String(i + 1), type: typeName[type] })}</legend>
                {(["first_name", "last_name"] as const).map((field) => {
                  const problem = problemOf(i, field);
                  const id = `passenger-${i}-${field}`;
                  return (
                    <label key={field} htmlFor={id}>
                      {field === "first_name" ? text.firstName : text.lastName}
                      <input
                        id={id}
                        autoComplete={field === "first_name" ? "given-name" : "family-name"}
                        value={nameAt(i)[field]}
                        aria-invalid={problem !== null}
                        aria-describedby={problem === null ? undefined : `${id}-problem`}
                        onChange={(event) => {
                          const value = event.target.value;
                          setNames(
                            slots.map((_, j) => (j === i ? { ...nameAt(j), [field]: value } : nameAt(j))),
                          );
                        }}
                      />
                      {problem !== null ? (
                        <span id={`${id}-problem`} className="field-problem">
                          {text[problem]}
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </fieldset>
            ))}
            {message !== null ? <Alert>{message}</Alert> : null}
            <Actions>
              <Button type="submit" disabled={state.sending}>
                {state.sending ? text.sending : text.continueToCart}
              </Button>
              <Button variant="link" onClick={onBackToResults}>
                {text.backToResults}
              </Button>
            </Actions>
          </Passengers>
        </form>
      ) : null}
      {state.inCart ? (
        <>
          <p role="status">{text.inCart}</p>
          <Actions>
            <Link href={links.cart}>{text.goToCart}</Link>
            <Button variant="link" onClick={() => flow.send({ type: "FLIGHTS.EDIT_PASSENGERS" })}>
              {text.changePassengers}
            </Button>
          </Actions>
        </>
      ) : null}
    </Card>
  );
};
