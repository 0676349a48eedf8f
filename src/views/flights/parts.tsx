/** Pieces shared by the flight pages: the flows' types, a journey's line, the price in money or points. */
import type { Journey, Offer, PassengerCounts } from "@contract/flights";
import { convertedTotal, dayShift, formatDuration, pointsForMoney, timeOf } from "@domain/flights";
import { formatMoney, formatPoints } from "@domain/money";
import { useLanguage, useMessages } from "../i18n";
import { usePlural } from "../i18n/plural";
import type { FlowRefs } from "../system";
import { flightsMessages } from "./messages";
import { passengersIn } from "./passengers";
import { Leg } from "./styles";

export type FlightSearchFlow = FlowRefs["flightSearch"];
export type FlightBookingFlow = FlowRefs["flightBooking"];

/** What the flight search and results pages work with: the search is the page address's query. */
export interface FlightSearchPageProps {
  readonly sitePrefix: string;
  readonly flow: FlightSearchFlow;
  readonly query: Readonly<Record<string, string | undefined>>;
}

export const JourneyLine = ({
  journey,
  label,
  carrierName,
}: {
  readonly journey: Journey;
  readonly label: string;
  readonly carrierName: string;
}) => {
  const text = useMessages(flightsMessages);
  const count = usePlural();
  const shift = dayShift(journey);
  const stops =
    journey.stops === 0
      ? text.nonStop
      : count(text.manyStops, journey.stops, { airports: journey.stop_airports.join(", ") });
  return (
    <Leg>
      <div>
        <span>{label}</span>
        <div>{`${carrierName} · ${journey.carrier_code} ${journey.flight_number}`}</div>
      </div>
      <div>
        <strong>{timeOf(journey.departure_at)}</strong> <span>{journey.origin}</span>
      </div>
      <div>
        <strong>{timeOf(journey.arrival_at)}</strong>
        {shift > 0 ? <sup>{`+${shift}`}</sup> : null} <span>{journey.destination}</span>
      </div>
      <div>
        <div>{formatDuration(journey.duration_minutes)}</div>
        <span>{stops}</span>
      </div>
    </Leg>
  );
};

export interface PriceUnit {
  readonly currency: string;
  readonly rate: number;
  readonly pointValue: number;
  readonly inPoints: boolean;
  readonly pointsLabel: string;
}

/** An offer's total in the shopper's currency, or in points. */
export const usePriceText = (unit: PriceUnit): ((offer: Offer) => string) => {
  const locale = useLanguage();
  return (offer) => {
    const money = convertedTotal(offer.fare, unit.currency, unit.rate);
    if (money === null) return "";
    if (!unit.inPoints) return formatMoney(money, locale);
    const points = pointsForMoney(money, unit.pointValue);
    return points === null
      ? formatMoney(money, locale)
      : `${formatPoints(points / 100, locale)} ${unit.pointsLabel}`;
  };
};

/** The passengers in the interface language ({@link passengersIn}). */
export const usePassengersText = (): ((counts: PassengerCounts) => string) => {
  const text = useMessages(flightsMessages);
  const language = useLanguage();
  return (counts) => passengersIn(text, language, counts);
};
