/**
 * The generic payment callback page '/payment-callback' (spec §2.3 payment routes, §7.6
 * {gateway}CallbackVoucher): the hosted payment page sends the shopper back here with `order_id`,
 * `key` and `status`. On opening, the page hands the order to the payment flow once
 * (PAYMENT.CALLBACK); the flow confirms it and opens the payment status page in its place. Until
 * then a loader says 'Confirming your payment…'; a missing or malformed order id or key shows that
 * the link is not valid, with a link home.
 *
 * The providers' callback pages ('/provider-a-payment-callback' ..., spec §2.3) are this page with
 * their `provider`: the flow asks that provider's status check (spec §7.6), and an order it does
 * not know (a tampered or unknown key) shows the catalogue's message instead of the status page.
 */

import { paymentLinksOf } from "@domain/paymentView";
import { isCallbackProvider } from "@domain/providers";
import { useSelector } from "@views/useSelector";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { Page } from "../ui";
import { paymentMessages } from "./messages";
import { InvalidLink, PaymentLoader } from "./parts";

export interface PaymentCallbackPageProps {
  /** The query of the callback URL: order_id, key and status. */
  readonly query: Readonly<Record<string, string>>;
  /** The site's link prefix, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
  /** The "payment" flow (`useLateFlow("payment")`, once spawned). */
  readonly payment: FlowRefs["payment"];
  /** 'experience' on '/payment-exp-callback' (spec §2.3); absent on the generic callback. */
  readonly orderType?: string;
  /**
   * The provider segment of a provider's callback route ('/provider-a-payment-callback' ...);
   * absent on '/payment-callback'. One that names no provider is the generic callback.
   */
  readonly providerParam?: string | undefined;
}

export const PaymentCallbackPage = ({
  query,
  sitePrefix,
  payment,
  orderType,
  providerParam,
}: PaymentCallbackPageProps) => {
  const provider = isCallbackProvider(providerParam) ? providerParam : undefined;
  const text = useMessages(paymentMessages);
  const errorText = useErrorText();
  const invalid = useSelector(payment, (s) => s.matches("invalid"));
  const refused = useSelector(payment, (s) => (s.matches("refused") ? s.context.error : null));
  // The callback each URL was sent for: once per order, also when effects run twice.
  const sentFor = useRef<string | null>(null);
  // Only this page's own answer counts: a link rejected earlier must not flash before the send.
  const [sent, setSent] = useState(false);
  const orderId = query.order_id;
  const key = query.key;

  useEffect(() => {
    const callback = `${orderId ?? ""}|${key ?? ""}|${sitePrefix}|${provider ?? ""}`;
    if (sentFor.current === callback) return;
    sentFor.current = callback;
    payment.send({
      type: "PAYMENT.CALLBACK",
      orderId: Number(orderId),
      orderKey: key ?? "",
      sitePrefix,
      ...(orderType === undefined ? {} : { orderType }),
      ...(provider === undefined ? {} : { provider }),
    });
    setSent(true);
  }, [payment, orderId, key, sitePrefix, orderType, provider]);

  return (
    <Page aria-busy={!(sent && (invalid || refused !== null))} data-width="column">
      {sent && refused !== null ? (
        <InvalidLink
          title={text.invalid}
          hint={errorText(refused)}
          homeText={text.goHome}
          homeHref={paymentLinksOf(sitePrefix).home}
        />
      ) : sent && invalid ? (
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
