/**
 * The experience payment status page '/exp-payment-status?order_id=&key=' (spec §2.3): the
 * payment status page of an experience order, whose items show the booked date, time and guests.
 * Once the order shows paid, the experience order is updated (EXP_ORDER.PAID, spec §7.6 'Update
 * experience order'): the booking is confirmed with its reference, day and time (the order's items
 * above show the day, time and guests), and the stored booking and its cart line go. A declined or cancelled payment keeps both, so the booking
 * can be paid again.
 */

import { EXPERIENCE_ORDER_TYPE } from "@domain/checkout";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { PaymentStatusPage } from "../payment/PaymentStatusPage";
import type { FlowRefs } from "../system";
import { Card, Page } from "../ui";
import { experiencesMessages } from "./messages";

export interface ExperienceStatusPageProps {
  readonly query: Readonly<Record<string, string>>;
  readonly sitePrefix: string;
  readonly payment: FlowRefs["payment"];
  readonly flow: FlowRefs["experienceOrder"];
}

export const ExperienceStatusPage = ({ query, sitePrefix, payment, flow }: ExperienceStatusPageProps) => {
  const text = useMessages(experiencesMessages);
  const errorText = useErrorText();
  const orderId = Number(query.order_id ?? "");
  const orderKey = query.key ?? "";
  const paid = useSelector(
    payment,
    (s) =>
      s.context.outcome === "paid" &&
      s.context.orderType === EXPERIENCE_ORDER_TYPE &&
      s.context.order?.orderId === orderId,
  );
  const confirming = useSelector(flow, (s) => s.hasTag("confirming"));
  const confirmation = useSelector(flow, (s) =>
    s.context.confirmation?.order_id === orderId ? s.context.confirmation : null,
  );
  const confirmError = useSelector(flow, (s) =>
    s.context.paidOrderId === orderId ? s.context.confirmError : null,
  );

  const confirm = () => flow.send({ type: "EXP_ORDER.PAID", orderId, orderKey });
  useEffect(() => {
    if (paid) flow.send({ type: "EXP_ORDER.PAID", orderId, orderKey });
  }, [paid, flow, orderId, orderKey]);

  return (
    <>
      <PaymentStatusPage
        params={{ type: EXPERIENCE_ORDER_TYPE, id: query.order_id ?? "", key: orderKey }}
        sitePrefix={sitePrefix}
        payment={payment}
      />
      {paid && (
        <Page aria-labelledby="experience-confirmation-title" aria-busy={confirming} data-width="column">
          <Card data-testid="experience-confirmation">
            <h2 id="experience-confirmation-title">
              {confirmation !== null ? text.confirmedTitle : text.confirmationTitle}
            </h2>
            {confirmation !== null ? (
              <>
                <p data-testid="experience-reference">
                  {fill(text.reference, { reference: confirmation.reference })}
                </p>
                <p>
                  <strong>{confirmation.name}</strong>
                </p>
                <p>{fill(text.bookedLine, { date: confirmation.date, time: confirmation.time_slot })}</p>
              </>
            ) : confirmError !== null && !confirming ? (
              <>
                <p role="alert">{errorText(confirmError)}</p>
                <button type="button" onClick={confirm}>
                  {text.retry}
                </button>
              </>
            ) : (
              <p role="status">{text.confirming}</p>
            )}
          </Card>
        </Page>
      )}
    </>
  );
};
