/**
 * The tracking page, '/track-order' (spec §2.3 'The track-order route receives', §2.4, §4
 * 'Transaction status codes', §5 'Masking'): the order Track Your Order found, its number, type,
 * status (success 7 green, pending 1 amber, failed 5 red), items, amounts, dates, the contact it
 * was verified with (masked) and, for a flight, the flight details. Without a tracked order it
 * says so and offers a button that opens the Track Your Order dialog.
 */

import type { FlightDetails } from "@contract/orders";
import { formatMoney } from "@domain/money";
import { formatOrderInstant, paymentPartText } from "@domain/orderView";
import { orderItemRowsOf, orderTotalOf, paymentPartsOf } from "@domain/paymentView";
import { maskedContactOf, type TrackedOrderRoute, transactionWordOf } from "@domain/trackOrder";
import { styled } from "@linaria/react";
import type { trackOrderMachine } from "@machines/trackOrder";
import { useSelector } from "@views/useSelector";
import { Link } from "wouter";
import type { ActorRefFrom } from "xstate";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useRoot } from "../../system";
import { Actions, Button, Card, Page } from "../../ui";
/* Straight from its module: the style build evaluates what a styled() extends. */
import { FactList } from "../../ui/FactList";
import { type TrackOrderTexts, trackOrderMessages } from "./messages";

const Facts = styled(FactList)`
  dd {
    font-weight: 600;
  }
`;

const Status = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  color: var(--surface);

  &[data-status="success"] {
    background: var(--success);
  }

  &[data-status="pending"] {
    background: var(--warning);
  }

  &[data-status="failed"] {
    background: var(--danger);
  }
`;

const Items = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding-bottom: 8px;
    border-bottom: 1px solid var(--line);
  }

  small {
    display: block;
    color: var(--ink-muted);
  }
`;

const Home = styled(Link)`
  justify-self: start;
  margin-top: 20px;
  display: inline-block;
  color: var(--brand-primary);
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

const typeText = (type: string, text: TrackOrderTexts): string => {
  switch (type) {
    case "experience":
      return text.typeExperience;
    case "merchandise":
      return text.typeMerchandise;
    case "flight":
      return text.typeFlight;
    case "hotel":
      return text.typeHotel;
    case "perks":
    case "perk":
      return text.typeOffers;
    case "lounge":
      return text.typeLounges;
    case "charity":
      return text.typeCharities;
    case "airmiles":
      return text.typeAirmiles;
    case "topup":
      return text.typeTopup;
    case "payouts":
      return text.typePayouts;
    case "personalize":
      return text.typePersonalize;
    case "mixed":
      return text.typeMixed;
    default:
      return text.typeVoucher;
  }
};

const statusText = (word: ReturnType<typeof transactionWordOf>, text: TrackOrderTexts): string =>
  word === "success" ? text.statusSuccess : word === "pending" ? text.statusPending : text.statusFailed;

/** An airport's local time (ISO 8601 without zone) as 'YYYY-MM-DD HH:MM'. */
const localTime = (iso: string): string => iso.replace("T", " ").slice(0, 16);

const FlightCard = ({ flight, text }: { readonly flight: FlightDetails; readonly text: TrackOrderTexts }) => (
  <section aria-label={text.flightDetails}>
    <h2>{text.flightDetails}</h2>
    <Facts>
      <dt>{text.pnr}</dt>
      <dd>{flight.pnr}</dd>
      <dt>{text.airline}</dt>
      <dd>{flight.airline}</dd>
      <dt>{text.flightNumber}</dt>
      <dd>{flight.flight_number}</dd>
      <dt>{text.route}</dt>
      <dd>{fill(text.routeValue, { from: flight.from, to: flight.to })}</dd>
      <dt>{text.departure}</dt>
      <dd>{localTime(flight.departure)}</dd>
      <dt>{text.arrival}</dt>
      <dd>{localTime(flight.arrival)}</dd>
      <dt>{text.passengers}</dt>
      <dd>{flight.passengers.join(", ")}</dd>
    </Facts>
  </section>
);

const TrackedOrderView = ({
  order,
  text,
  locale,
}: {
  readonly order: TrackedOrderRoute;
  readonly text: TrackOrderTexts;
  readonly locale: string;
}) => {
  const data = order.data.order_data;
  const word = transactionWordOf(data.status);
  const total = orderTotalOf(data.amounts);
  return (
    <Card data-testid="tracked-order">
      <Facts>
        <dt>{text.orderNumber}</dt>
        <dd>{order.order_id}</dd>
        <dt>{text.type}</dt>
        <dd>{typeText(data.type, text)}</dd>
        <dt>{text.status}</dt>
        <dd>
          <Status data-status={word}>{statusText(word, text)}</Status>
        </dd>
        <dt>{text.verifiedWith}</dt>
        <dd>{maskedContactOf(order)}</dd>
      </Facts>
      <section aria-label={text.items}>
        <h2>{text.items}</h2>
        <Items>
          {orderItemRowsOf(data.items).map((row) => (
            <li key={row.position}>
              <span>
                {fill(text.itemLine, { name: row.name, quantity: row.quantity })}
                {row.experienceDate !== null && (
                  <small>{fill(text.itemDate, { date: row.experienceDate })}</small>
                )}
                {row.guests !== null && <small>{fill(text.itemGuests, { guests: row.guests })}</small>}
              </span>
              <span>
                {row.unitPrice === null ? text.priceUnavailable : formatMoney(row.unitPrice, locale)}
              </span>
            </li>
          ))}
        </Items>
      </section>
      <section aria-label={text.amounts}>
        <h2>{text.amounts}</h2>
        <Facts>
          {paymentPartsOf(data.amounts).map((part) => (
            <Part
              key={part.source}
              label={paymentPartText(part.source, text)}
              value={formatMoney(part.amount, locale)}
            />
          ))}
          {total !== null && <Part label={text.total} value={formatMoney(total, locale)} />}
        </Facts>
      </section>
      <section aria-label={text.dates}>
        <h2>{text.dates}</h2>
        <Facts>
          <dt>{text.orderedAt}</dt>
          <dd>{formatOrderInstant(data.dates.ordered_at, locale, true)}</dd>
          <dt>{text.updatedAt}</dt>
          <dd>{formatOrderInstant(data.dates.updated_at, locale, true)}</dd>
        </Facts>
      </section>
      {order.flight_details !== null && <FlightCard flight={order.flight_details} text={text} />}
    </Card>
  );
};

const Part = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </>
);

export interface TrackOrderPageProps {
  /** The site's link prefix, e.g. '/marketplace'. */
  readonly sitePrefix: string;
  /** The trackOrder flow (systemId "trackOrder"). */
  readonly flow: ActorRefFrom<typeof trackOrderMachine>;
}

/** The tracked order view, '/track-order' (spec §2.3). */
export const TrackOrderPage = ({ sitePrefix, flow }: TrackOrderPageProps) => {
  const text = useMessages(trackOrderMessages);
  const locale = useLanguage();
  const root = useRoot();
  const order = useSelector(flow, (s) => s.context.trackedOrder);
  return (
    <Page data-width="column" data-testid="track-order-page">
      <h1>{text.title}</h1>
      {order === null ? (
        <Card>
          <p>{text.emptyText}</p>
          <Actions data-stack="phone">
            <Button onClick={() => root.send({ type: "UI.OPEN_DIALOG", dialog: "trackOrder" })}>
              {text.trackButton}
            </Button>
          </Actions>
        </Card>
      ) : (
        <TrackedOrderView order={order} text={text} locale={locale} />
      )}
      <Home href={`${sitePrefix.replace(/\/+$/, "")}/`}>{text.continueShopping}</Home>
    </Page>
  );
};
