/**
 * The experience payment status page '/exp-payment-status?order_id=&key=' (spec §2.3): the
 * payment status page of an experience order, whose items show the booked date, time and guests.
 * Once the order shows paid, the stored booking and its cart line go (EXP.PAID); a declined or
 * cancelled payment keeps both, so the booking can be paid again.
 */
import { EXPERIENCE_ORDER_TYPE } from "@domain/checkout";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { PaymentStatusPage } from "../payment/PaymentStatusPage";
import type { FlowRefs } from "../system";

export interface ExperienceStatusPageProps {
  readonly query: Readonly<Record<string, string>>;
  readonly sitePrefix: string;
  readonly payment: FlowRefs["payment"];
  readonly flow: FlowRefs["experiences"];
}

export const ExperienceStatusPage = ({ query, sitePrefix, payment, flow }: ExperienceStatusPageProps) => {
  const paid = useSelector(
    payment,
    (s) => s.context.outcome === "paid" && s.context.orderType === EXPERIENCE_ORDER_TYPE,
  );
  useEffect(() => {
    if (paid) flow.send({ type: "EXP.PAID" });
  }, [paid, flow]);
  return (
    <PaymentStatusPage
      params={{ type: EXPERIENCE_ORDER_TYPE, id: query.order_id ?? "", key: query.key ?? "" }}
      sitePrefix={sitePrefix}
      payment={payment}
    />
  );
};
