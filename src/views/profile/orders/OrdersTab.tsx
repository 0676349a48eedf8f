/**
 * The order tabs (spec §2.3): YOUR_ORDERS ('/orders') lists every order, EXPERIENCE_ORDERS,
 * FLIGHTS_ORDERS, Hotels_Orders and PERKS_ORDERS one kind's. Ten orders a page, newest first
 * (spec §9); the page is the URL's '?page=N', so Back and reload keep it, and a page beyond the
 * last shows the last one. Loading shows placeholders of the cards' size, a failure its text
 * with 'Try again', an empty tab a link to the catalogue. 'Download CSV' saves every order.
 * YOUR_ORDERS may show the bookings only ('?show=bookings', spec §7.6 getBookingHistory).
 */
import {
  bookingsFromQuery,
  catalogueLinkOf,
  HISTORY_PAGE_SIZE,
  type HistoryKind,
  historyKindOf,
  pageCountOf,
  pageFromQuery,
  pageLinksOf,
  queryOfPage,
} from "@domain/orderHistory";
import type { ProfileTab } from "@domain/profileTabs";
import { trackOrderPath } from "@domain/trackOrder";
import { useSelector } from "@views/useSelector";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useFormMessage } from "../../i18n/errors";
import { usePlural } from "../../i18n/plural";
import { type FlowRefs, useLateFlow } from "../../system";
import { visuallyHidden } from "../../theme/a11y";
import { skeleton } from "../../theme/skeleton";
import { Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { BookingsFilter } from "./BookingsFilter";
import { ordersMessages } from "./messages";
import { OrderCard, type OrdersTexts } from "./OrderCard";
import { Body, Card, List, Pager, Toolbar } from "./styles";

type Flow = FlowRefs["orderHistory"];

const Loading = ({ text }: { readonly text: OrdersTexts }) => (
  <Body aria-busy="true" data-testid="orders-loading">
    <p role="status" className={visuallyHidden}>
      {text.loading}
    </p>
    <List aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <span className={skeleton} style={{ height: "1.4em", width: "40%" }} />
          <span className={skeleton} style={{ height: "1em", width: "30%" }} />
          <span className={skeleton} style={{ height: "1em", width: "70%" }} />
          <span className={skeleton} style={{ height: "3em", width: "100%" }} />
        </Card>
      ))}
    </List>
  </Body>
);

const emptyText = (kind: HistoryKind, text: OrdersTexts): string => {
  switch (kind) {
    case "all":
      return text.emptyAll;
    case "experience":
      return text.emptyExperience;
    case "flight":
      return text.emptyFlight;
    case "hotel":
      return text.emptyHotel;
    case "perks":
      return text.emptyPerks;
    case "bookings":
      return text.emptyBookings;
  }
};

const PageLinks = ({
  path,
  page,
  count,
  bookings,
  text,
}: {
  readonly path: string;
  readonly page: number;
  readonly count: number;
  readonly bookings: boolean;
  readonly text: OrdersTexts;
}) => (
  <Pager aria-label={text.pager}>
    <ul>
      <li>
        {page > 1 ? (
          <Link href={`${path}${queryOfPage(page - 1, bookings)}`} rel="prev">
            {text.previous}
          </Link>
        ) : (
          <span aria-disabled="true">{text.previous}</span>
        )}
      </li>
      {pageLinksOf(page, count).map((link) =>
        link.kind === "gap" ? (
          <li key={link.key} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={link.page}>
            <Link
              href={`${path}${queryOfPage(link.page, bookings)}`}
              aria-label={fill(text.pageLabel, { page: link.page })}
              aria-current={link.page === page ? "page" : undefined}
            >
              {link.page}
            </Link>
          </li>
        ),
      )}
      <li>
        {page < count ? (
          <Link href={`${path}${queryOfPage(page + 1, bookings)}`} rel="next">
            {text.next}
          </Link>
        ) : (
          <span aria-disabled="true">{text.next}</span>
        )}
      </li>
    </ul>
  </Pager>
);

const ExportNote = ({ flow, text }: { readonly flow: Flow; readonly text: OrdersTexts }) => {
  const result = useSelector(flow, (s) => s.context.export);
  const exporting = useSelector(flow, (s) => s.hasTag("exporting"));
  const count = usePlural();
  const problem = useFormMessage(result?.error ?? null, result?.message ?? null);
  if (exporting) return <Note live>{text.exporting}</Note>;
  if (problem !== null)
    return (
      <Note live tone="danger">
        {problem}
      </Note>
    );
  return result === null ? null : (
    <Note live tone="success">
      {count(text.exported, result.count)}
    </Note>
  );
};

const Orders = ({
  flow,
  kind,
  sitePrefix,
}: {
  readonly flow: Flow;
  readonly kind: HistoryKind;
  readonly sitePrefix: string;
}) => {
  const text = useMessages(ordersMessages);
  const locale = useLanguage();
  const [path, navigate] = useLocation();
  const asked = pageFromQuery(useSearch());
  const opened = useRef(false);

  // The tab opens with its URL's page; Back, Next and the page links change the URL.
  useEffect(() => {
    const { context } = flow.getSnapshot();
    if (opened.current && context.kind === kind && context.page === asked) return;
    opened.current = true;
    flow.send({ type: "ORDERS.OPEN", kind, page: asked });
  }, [flow, kind, asked]);

  const view = useSelector(flow, (s) =>
    s.context.kind !== kind || s.hasTag("loading") || s.matches({ list: "idle" })
      ? "loading"
      : s.matches({ list: "failed" })
        ? "failed"
        : "ready",
  );
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const orders = useSelector(flow, (s) => s.context.orders);
  const revealed = useSelector(flow, (s) => s.context.revealed);
  const copy = useSelector(flow, (s) => s.context.copy);
  const resend = useSelector(flow, (s) => s.context.resend);
  const sending = useSelector(flow, (s) => s.hasTag("sending"));
  const otp = useSelector(flow, (s) => s.context.otp);
  const sendingOtp = useSelector(flow, (s) => s.hasTag("sendingOtp"));
  const exporting = useSelector(flow, (s) => s.hasTag("exporting"));
  const error = useSelector(flow, (s) => s.context.error);
  const serverText = useSelector(flow, (s) => s.context.message);
  const problem = useFormMessage(error, serverText);

  // A page beyond the last showed the last one: the URL says so, so reload keeps it.
  useEffect(() => {
    if (view === "ready" && asked > page && page === pageCountOf(total))
      navigate(`${path}${queryOfPage(page, kind === "bookings")}`, { replace: true });
  }, [view, page, asked, total, path, navigate, kind]);

  if (view === "loading") return <Loading text={text} />;
  if (view === "failed")
    return (
      <Body>
        <Note live tone="danger">
          {problem}
        </Note>
        <Button type="button" onClick={() => flow.send({ type: "ORDERS.RETRY" })}>
          {text.retry}
        </Button>
      </Body>
    );
  if (total === 0)
    return (
      <Body>
        <p>{emptyText(kind, text)}</p>
        <Link href={catalogueLinkOf(sitePrefix, kind)}>{text.browse}</Link>
      </Body>
    );
  const count = pageCountOf(total, HISTORY_PAGE_SIZE);
  const base = sitePrefix === "/" ? "" : sitePrefix;
  return (
    <Body>
      <Toolbar>
        <h2>{fill(text.pageOf, { page, count })}</h2>
        <Button
          type="button"
          variant="secondary"
          disabled={exporting}
          onClick={() => flow.send({ type: "ORDERS.EXPORT" })}
        >
          {text.exportCsv}
        </Button>
      </Toolbar>
      <ExportNote flow={flow} text={text} />
      <List aria-label={text.listLabel}>
        {orders.map((order) => (
          <OrderCard
            key={order.order_id}
            order={order}
            text={text}
            locale={locale}
            trackHref={trackOrderPath(base)}
            revealed={revealed}
            copy={copy}
            resend={resend}
            sending={sending}
            otp={otp}
            sendingOtp={sendingOtp}
            onResendOtp={(order_id) => flow.send({ type: "ORDERS.RESEND_OTP", order_id })}
            onReveal={(key) => flow.send({ type: "ORDERS.REVEAL", key })}
            onCopy={(key) => flow.send({ type: "ORDERS.COPY", key })}
            onResend={(order_id) => flow.send({ type: "ORDERS.RESEND", order_id })}
          />
        ))}
      </List>
      {count > 1 && (
        <PageLinks path={path} page={page} count={count} bookings={kind === "bookings"} text={text} />
      )}
    </Body>
  );
};

/** The body of an order tab: the tab's orders once the flow is there. */
export const OrdersTab = ({ tab, sitePrefix }: { readonly tab: ProfileTab; readonly sitePrefix: string }) => {
  const text = useMessages(ordersMessages);
  const flow = useLateFlow("orderHistory");
  const [path] = useLocation();
  const search = useSearch();
  // YOUR_ORDERS offers its bookings alone; the other tabs list one kind each.
  const offersBookings = tab === "YOUR_ORDERS";
  const bookings = offersBookings && bookingsFromQuery(search);
  return (
    <>
      {offersBookings && <BookingsFilter path={path} bookings={bookings} text={text} />}
      {flow === null ? (
        <Loading text={text} />
      ) : (
        <Orders flow={flow} kind={bookings ? "bookings" : historyKindOf(tab)} sitePrefix={sitePrefix} />
      )}
    </>
  );
};
