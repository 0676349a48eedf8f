/** A flight booking's route, dates, cabin and passengers count, in the flight bookings tab (spec §2.3 FLIGHTS_ORDERS). */
import type { FlightBooking } from "@contract/flights";
import { fill, useMessages } from "../i18n";
import { flightsMessages } from "./messages";

export const FlightBookingLine = ({ booking }: { readonly booking: FlightBooking }) => {
  const text = useMessages(flightsMessages);
  const route = `${booking.from} ${booking.return_date === null ? "→" : "⇄"} ${booking.to}`;
  const dates =
    booking.return_date === null
      ? booking.departure_date
      : `${booking.departure_date} – ${booking.return_date}`;
  return (
    <p data-testid="flight-booking-line">
      <strong>{route}</strong>
      {` · ${dates} · ${text[booking.cabin_class]} · ${fill(text.bookedPassengers, { count: String(booking.passengers) })}`}
    </p>
  );
};
