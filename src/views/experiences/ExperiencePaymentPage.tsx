/**
 * The experience payment page '/experiences/payment' (spec §2.3, §3 'Experience order item',
 * §7.6 Create experience order): the booking stored under 'experiences' is read and checked
 * (EXP_ORDER.LOAD_STORED); a stale one (its experience gone) shows the server's text, and storage and
 * cart drop it. The booking is then paid with the checkout's split, views and flow, scoped to its
 * one cart line: points, balances and codes first, any remainder on the card gateway, which
 * returns to '/payment-exp-callback'.
 */
import { bookingOf, experiencePath } from "@domain/experiences";
import { formatMoney, toMinor } from "@domain/money";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect, useMemo } from "react";
import { Link } from "wouter";
import { CheckoutPage } from "../checkout/CheckoutPage";
import { fill, useLanguage, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import type { FlowRefs } from "../system";
import { experiencesMessages } from "./messages";

const Summary = styled.section`
  max-width: 1100px;
  margin: 0 auto 16px;
  padding: 12px 16px;
  border: 1px solid var(--line);
  border-radius: 10px;
  background: var(--surface);

  h2 {
    font-size: 1rem;
    margin: 0 0 6px;
  }

  p {
    margin: 2px 0;
  }
`;

const Notice = styled.div`
  max-width: 720px;
  margin: 32px auto;
  padding: 16px;
  min-height: 200px;
  display: grid;
  gap: 12px;
  align-content: start;
`;

export interface ExperiencePaymentPageProps {
  readonly sitePrefix: string;
  readonly flow: FlowRefs["experienceOrder"];
  readonly checkout: FlowRefs["checkout"];
}

export const ExperiencePaymentPage = ({ sitePrefix, flow, checkout }: ExperiencePaymentPageProps) => {
  const text = useMessages(experiencesMessages);
  const count = usePlural();
  const locale = useLanguage();
  const errorText = useErrorText();
  const reading = useSelector(flow, (s) => s.hasTag("loadingStored") || s.matches("idle") === false);
  const stored = useSelector(flow, (s) => s.context.stored);
  const storedError = useSelector(flow, (s) => s.context.storedError);

  useEffect(() => {
    flow.send({ type: "EXP_ORDER.LOAD_STORED" });
  }, [flow]);

  const booking = useMemo(() => (stored === null ? undefined : bookingOf(stored)), [stored]);

  if (reading) {
    return (
      <Notice role="status" aria-busy="true">
        <p>{text.loadingDetail}</p>
      </Notice>
    );
  }
  if (stored === null || booking === undefined) {
    return (
      <Notice data-testid="experience-payment-empty">
        <h1>{text.paymentTitle}</h1>
        {storedError !== null && <p role="alert">{errorText(storedError)}</p>}
        <p>{text.nothingBooked}</p>
        <Link href={`${sitePrefix}/experiences`}>{text.browse}</Link>
      </Notice>
    );
  }
  const price = toMinor(stored.price, stored.currency);
  const guests = stored.guests.reduce((sum, guest) => sum + guest.count, 0);
  return (
    <CheckoutPage
      key={`${stored.expProductId}-${stored.preferredDate}-${stored.preferredTimeSlot}-${stored.price}`}
      sitePrefix={sitePrefix}
      checkout={checkout}
      booking={booking}
      title={text.paymentTitle}
      intro={
        <Summary aria-labelledby="experience-booked-title" data-testid="experience-booking">
          <h2 id="experience-booked-title">{text.booked}</h2>
          <p>
            <strong>{stored.data.name}</strong> · {stored.data.city}
          </p>
          <p>{fill(text.bookedLine, { date: stored.preferredDate, time: stored.preferredTimeSlot })}</p>
          <p>
            {count(text.guestsLine, guests)}
            {price.ok ? ` · ${formatMoney(price.value, locale)}` : ""}
          </p>
          <Link href={experiencePath(sitePrefix, stored.data.slug, stored.expProductId)}>{text.change}</Link>
        </Summary>
      }
    />
  );
};
