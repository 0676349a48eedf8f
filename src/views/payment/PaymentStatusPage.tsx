/**
 * The payment status page '/payment-status/:type/:id/:key' (spec §2.3 payment routes, §4
 * 'Payment status', transaction codes, §7.6 voucherOrderDetails and getPaymentStatus, §8). On
 * opening, and whenever the order of the URL changes, the page asks the payment flow for the
 * order (PAYMENT.SHOW) and shows:
 *
 * - while it loads, 'Checking your payment…';
 * - the outcome, in a status region (data-testid "payment-outcome", data-outcome the outcome):
 *   paid: the order number, its items, how it was paid (only the parts above zero, in the order's
 *   currency) and links to continue shopping and, signed in, to the orders; declined, cancelled,
 *   failed: nothing was charged, the cart and balances are kept, a link back to the cart; no
 *   response from the gateway yet ({code: NO_RESPONSE, error: true}) or still pending: 'Check
 *   again' (PAYMENT.RETRY);
 * - when the calls fail, the catalogue's text (spec §8) and 'Try again' (PAYMENT.RETRY);
 * - for a malformed order id or key, that the link is not valid, with a link home.
 *
 * The heading of each state takes the focus when it appears, so a screen reader reads it.
 */

import type { PaymentOutcomeKind, PaymentStatusAnswer } from "@domain/checkout";
import { formatMoney } from "@domain/money";
import {
  type OrderItemRow,
  orderItemRowsOf,
  orderTotalOf,
  type PaymentLinks,
  type PaymentPart,
  type PaymentPartSource,
  paymentLinksOf,
  paymentPartsOf,
} from "@domain/paymentView";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect, useRef } from "react";
import { fill, useLanguage, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePointsLabel } from "../site/siteWords";
import { type FlowRefs, useFlow } from "../system";
import { Actions, Button, Card, Page } from "../ui";
import { LinkButton } from "../ui/LinkButton";
import { paymentMessages } from "./messages";
import { InvalidLink, PaymentLoader } from "./parts";

type PaymentTexts = (typeof paymentMessages)["en"];

// ---------------------------------------------------------------------------------------------
// Styles

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  font-size: 26px;
  font-weight: 700;
  color: var(--surface);
  background: var(--ink-muted);

  &[data-tone="success"] {
    background: var(--success);
  }

  &[data-tone="danger"] {
    background: var(--danger);
  }

  &[data-tone="waiting"] {
    background: var(--brand-primary);
  }
`;

const Headline = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
`;

const OrderNumber = styled.p`
  font-weight: 600;

  && {
    color: var(--ink);
  }
`;

const Section = styled.section`
  display: grid;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid var(--line);
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 16px;

  > span:first-child {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  > span:last-child {
    font-weight: 600;
    white-space: nowrap;
  }

  small {
    color: var(--ink-muted);
    font-size: 13px;
  }

  &[data-total="true"] {
    padding-top: 8px;
    border-top: 1px dashed var(--line);
    font-size: 17px;
  }
`;

// ---------------------------------------------------------------------------------------------
// Parts

type Tone = "success" | "danger" | "waiting";

interface OutcomeCopy {
  readonly title: string;
  readonly text: string;
  readonly tone: Tone;
  readonly mark: string;
}

const copyOf = (outcome: PaymentOutcomeKind, text: PaymentTexts): OutcomeCopy => {
  switch (outcome) {
    case "paid":
      return { title: text.paid, text: text.paidText, tone: "success", mark: "✓" };
    case "declined":
      return { title: text.declined, text: text.returned, tone: "danger", mark: "!" };
    case "cancelled":
      return { title: text.cancelled, text: text.returned, tone: "danger", mark: "!" };
    case "failed":
      return { title: text.failed, text: text.returned, tone: "danger", mark: "!" };
    case "no-response":
      return { title: text.noResponse, text: text.noResponseText, tone: "waiting", mark: "…" };
    case "pending":
      return { title: text.pending, text: text.pendingText, tone: "waiting", mark: "…" };
  }
};

const sourceLabel = (source: PaymentPartSource, text: PaymentTexts, pointsLabel: string): string => {
  switch (source) {
    case "points":
      return pointsLabel;
    case "gcb":
      return text.gcb;
    case "tokens":
      return text.tokens;
    case "codes":
      return text.codes;
    case "gateway":
      return text.gateway;
  }
};

/** Focuses the element once it is shown (and again when `key` changes). */
const useFocusOnShow = <E extends HTMLElement>(key: string) => {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading is focused again when the state it heads changes.
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
};

const ItemList = ({
  rows,
  text,
  locale,
}: {
  readonly rows: readonly OrderItemRow[];
  readonly text: PaymentTexts;
  readonly locale: string;
}) => (
  <Section aria-labelledby="payment-items-title">
    <h2 id="payment-items-title">{text.items}</h2>
    <Rows>
      {rows.map((row) => (
        <Row key={row.position}>
          <span>
            <span>{fill(text.itemLine, { name: row.name, quantity: row.quantity })}</span>
            {row.experienceDate !== null && (
              <small>{fill(text.experienceDate, { date: row.experienceDate })}</small>
            )}
            {row.experienceSlot !== null && (
              <small>{fill(text.experienceSlot, { time: row.experienceSlot })}</small>
            )}
            {row.guests !== null && <small>{fill(text.guests, { guests: row.guests })}</small>}
          </span>
          <span>{row.unitPrice === null ? text.priceUnavailable : formatMoney(row.unitPrice, locale)}</span>
        </Row>
      ))}
    </Rows>
  </Section>
);

const PaidWith = ({
  parts,
  answer,
  text,
  locale,
  pointsLabel,
}: {
  readonly parts: readonly PaymentPart[];
  readonly answer: PaymentStatusAnswer;
  readonly text: PaymentTexts;
  readonly locale: string;
  readonly pointsLabel: string;
}) => {
  const total = orderTotalOf(answer.details.order_data.amounts);
  return (
    <Section aria-labelledby="payment-paid-with-title">
      <h2 id="payment-paid-with-title">{text.paidWith}</h2>
      <Rows>
        {parts.map((part) => (
          <Row key={part.source} data-source={part.source}>
            <span>{sourceLabel(part.source, text, pointsLabel)}</span>
            <span>{formatMoney(part.amount, locale)}</span>
          </Row>
        ))}
        {total !== null && (
          <Row data-total="true">
            <span>{text.total}</span>
            <span>{formatMoney(total, locale)}</span>
          </Row>
        )}
      </Rows>
    </Section>
  );
};

interface OutcomeProps {
  readonly outcome: PaymentOutcomeKind;
  readonly answer: PaymentStatusAnswer;
  readonly text: PaymentTexts;
  readonly locale: string;
  readonly links: PaymentLinks;
  readonly loggedIn: boolean;
  readonly pointsLabel: string;
  readonly onRetry: () => void;
}

const Outcome = ({ outcome, answer, text, locale, links, loggedIn, pointsLabel, onRetry }: OutcomeProps) => {
  const copy = copyOf(outcome, text);
  const heading = useFocusOnShow<HTMLHeadingElement>(outcome);
  const details = answer.details;
  const parts = paymentPartsOf(details.order_data.amounts);
  return (
    <Card aria-labelledby="payment-outcome-title">
      <Headline role="status" data-testid="payment-outcome" data-outcome={outcome}>
        <Mark aria-hidden="true" data-tone={copy.tone}>
          {copy.mark}
        </Mark>
        <h1 id="payment-outcome-title" ref={heading} tabIndex={-1}>
          {copy.title}
        </h1>
        <p>{copy.text}</p>
      </Headline>
      <OrderNumber>{fill(text.orderNumber, { id: details.order_id })}</OrderNumber>
      {outcome === "paid" && (
        <>
          {details.order_data.items.length > 0 && (
            <ItemList rows={orderItemRowsOf(details.order_data.items)} text={text} locale={locale} />
          )}
          {parts.length > 0 && (
            <PaidWith parts={parts} answer={answer} text={text} locale={locale} pointsLabel={pointsLabel} />
          )}
        </>
      )}
      <Actions data-stack="phone">
        {outcome === "paid" && (
          <>
            <LinkButton href={links.home}>{text.continueShopping}</LinkButton>
            {loggedIn && (
              <LinkButton href={links.orders} variant="secondary">
                {text.viewOrders}
              </LinkButton>
            )}
          </>
        )}
        {(outcome === "declined" || outcome === "cancelled" || outcome === "failed") && (
          <LinkButton href={links.cart}>{text.backToCart}</LinkButton>
        )}
        {(outcome === "no-response" || outcome === "pending") && (
          <Button onClick={onRetry}>{text.checkAgain}</Button>
        )}
      </Actions>
    </Card>
  );
};

const LoadFailed = ({
  message,
  text,
  onRetry,
}: {
  readonly message: string;
  readonly text: PaymentTexts;
  readonly onRetry: () => void;
}) => {
  const heading = useFocusOnShow<HTMLHeadingElement>("failed");
  return (
    <Card role="alert" data-testid="payment-failed" aria-labelledby="payment-failed-title">
      <h1 id="payment-failed-title" ref={heading} tabIndex={-1}>
        {text.loadFailed}
      </h1>
      <p>{message}</p>
      <Actions data-stack="phone">
        <Button onClick={onRetry}>{text.tryAgain}</Button>
      </Actions>
    </Card>
  );
};

// ---------------------------------------------------------------------------------------------
// Page

export interface PaymentStatusPageProps {
  /** The route's parameters: type, id and key (spec §2.3 '/payment-status/:type/:id/:key'). */
  readonly params: Readonly<Record<string, string>>;
  /** The site's link prefix, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
  /** The "payment" flow (`useLateFlow("payment")`, once spawned). */
  readonly payment: FlowRefs["payment"];
}

export const PaymentStatusPage = ({ params, sitePrefix, payment }: PaymentStatusPageProps) => {
  const text = useMessages(paymentMessages);
  const locale = useLanguage();
  const invalid = useSelector(payment, (s) => s.matches("invalid"));
  const failed = useSelector(payment, (s) => s.matches("failed"));
  const shown = useSelector(payment, (s) => s.matches("shown"));
  const loading = useSelector(payment, (s) => s.hasTag("loading"));
  const errorText = useErrorText();
  const order = useSelector(payment, (s) => s.context.order);
  const answer = useSelector(payment, (s) => s.context.answer);
  const outcome = useSelector(payment, (s) => s.context.outcome);
  const error = useSelector(payment, (s) => s.context.error);
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const pointsLabel = usePointsLabel();

  const orderId = Number(params.id);
  const key = params.key ?? "";
  const orderType = params.type ?? "";

  useEffect(() => {
    payment.send({ type: "PAYMENT.SHOW", orderId, orderKey: key, orderType });
  }, [payment, orderId, key, orderType]);

  const links = paymentLinksOf(sitePrefix);
  const onRetry = () => payment.send({ type: "PAYMENT.RETRY" });
  // Until the flow holds this URL's order, an earlier order's answer is not shown.
  const current = order !== null && order.orderId === orderId && order.orderKey === key;

  const body = (() => {
    if (invalid) {
      return (
        <InvalidLink
          title={text.invalid}
          hint={text.invalidHint}
          homeText={text.goHome}
          homeHref={links.home}
        />
      );
    }
    if (!current) return <PaymentLoader text={text.checking} />;
    if (failed && error !== null) {
      return <LoadFailed message={errorText(error)} text={text} onRetry={onRetry} />;
    }
    if (shown && answer !== null && outcome !== null) {
      return (
        <Outcome
          outcome={outcome}
          answer={answer}
          text={text}
          locale={locale}
          links={links}
          loggedIn={loggedIn}
          pointsLabel={pointsLabel}
          onRetry={onRetry}
        />
      );
    }
    return <PaymentLoader text={text.checking} />;
  })();

  return (
    <Page aria-busy={loading} data-width="column">
      {body}
    </Page>
  );
};
