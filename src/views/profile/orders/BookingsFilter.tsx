/**
 * YOUR_ORDERS' choice between every order and the bookings only (the experiences, flights and
 * hotels together, spec §7.6 getBookingHistory): two links that keep the choice in the URL
 * ('?show=bookings'), so Back and reload keep it; the current one is marked.
 */
import { queryOfPage } from "@domain/orderHistory";
import { Link } from "wouter";
import { Chip } from "../../ui/Chip";
import type { OrdersTexts } from "./OrderCard";
import { Filter } from "./styles";

export const BookingsFilter = ({
  path,
  bookings,
  text,
}: {
  readonly path: string;
  readonly bookings: boolean;
  readonly text: OrdersTexts;
}) => (
  <Filter aria-label={text.showLabel}>
    <Link href={`${path}${queryOfPage(1)}`} asChild>
      <Chip as="a" aria-current={bookings ? undefined : "true"}>
        {text.showAll}
      </Chip>
    </Link>
    <Link href={`${path}${queryOfPage(1, true)}`} asChild>
      <Chip as="a" aria-current={bookings ? "true" : undefined}>
        {text.showBookings}
      </Chip>
    </Link>
  </Filter>
);
