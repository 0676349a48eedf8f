/**
 * The generic payment callback page '/payment-callback' (spec §2.3 payment routes, §7.6
 * {gateway}CallbackVoucher): the hosted payment page sends the shopper back here with `order_id`,
 * `key` and `status`. On opening, the page hands the order to the payment flow once
 * (PAYMENT.CALLBACK); the flow confirms it and opens the payment status page in its place. Until
 * then a loader says 'Confirming your payment…'; a missing or malformed order id or key shows that
 * the link is not valid, with a link home.
 */

import { paymentLinksOf } from "@domain/paymentView";
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "../i18n";
import type { FlowRefs } from "../system";
import { paymentMessages } from "./messages";
import { InvalidLink, Page, PaymentLoader } from "./parts";

export interface PaymentCallbackPageProps {
  /** The query of the callback URL: order_id, key and status. */
  readonly query: Readonly<Record<string, string>>;
  /** The site's link prefix, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
  /** The "payment" flow (`useLateFlow("payment")`, once spawned). */
  readonly payment: FlowRefs["payment"];
  /** 'experience' on '/payment-exp-callback' (spec §2.3); absent on the generic callback. */
  readonly orderType?: string;
}

export const PaymentCallbackPage = ({ query, sitePrefix, payment, orderType }: PaymentCallbackPageProps) => {
  const text = useMessages(paymentMessages);
  const invalid = useSelector(payment, (s) => s.matches("invalid"));
  // The callback each URL was sent for: once per order, also when effects run twice.
  const sentFor = useRef<string | null>(null);
  // Only this page's own answer counts: a link rejected earlier must not flash before the send.
  const [sent, setSent] = useState(false);
  const orderId = query.order_id;
  const key = query.key;

  useEffect(() => {
    const callback = `${orderId ?? ""}|${key ?? ""}|${sitePrefix}`;
    if (sentFor.current === callback) return;
    sentFor.current = callback;
    payment.send({
      type: "PAYMENT.CALLBACK",
      orderId: Number(orderId),
      orderKey: key ?? "",
      sitePrefix,
      ...(orderType === undefined ? {} : { orderType }),
    });
    setSent(true);
  }, [payment, orderId, key, sitePrefix, orderType]);

  return (
    <Page aria-busy={!(sent && invalid)}>
      {sent && invalid ? (
        <InvalidLink
          title={text.invalid}
          hint={text.invalidHint}
          homeText={text.goHome}
          homeHref={paymentLinksOf(sitePrefix).home}
        />
      ) : (
        <PaymentLoader text={text.confirming} />
      )}
    </Page>
  );
};
