/**
 * The card-gateway payment page '/payment/:data/' (spec §2.3), the one page outside a site prefix:
 * `data` names the card gateway and the order's payment key (src/domain/providers.ts
 * `readCardPaymentData`). A valid link leads on to the gateway's secure page; a tampered one says
 * the link is not valid, with a link home, and nothing is paid.
 */

import { cardGatewayPageOf, readCardPaymentData } from "@domain/providers";
import { styled } from "@linaria/react";
import { useMessages } from "../i18n";
import { InvalidLink } from "../payment/parts";
import { Actions, Card, Page } from "../ui";
import { storeInfoMessages } from "./messages";

const ContinueLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 24px;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font-weight: 600;
  text-decoration: none;
`;

export const CardGatewayPaymentPage = ({
  data,
  homeHref,
}: {
  readonly data: string;
  readonly homeHref: string;
}) => {
  const text = useMessages(storeInfoMessages);
  const payment = readCardPaymentData(data);
  return (
    <Page data-testid="card-gateway-page" data-width="column">
      {payment === null ? (
        <InvalidLink
          title={text.cardInvalid}
          hint={text.cardInvalidHint}
          homeText={text.goHome}
          homeHref={homeHref}
        />
      ) : (
        <Card>
          <h1>{text.cardTitle}</h1>
          <p>{text.cardText}</p>
          <Actions data-stack="phone">
            <ContinueLink href={cardGatewayPageOf(payment)}>{text.cardContinue}</ContinueLink>
          </Actions>
        </Card>
      )}
    </Page>
  );
};
