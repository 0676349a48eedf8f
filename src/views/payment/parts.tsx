/**
 * The pieces the payment pages share (spec §2.3 payment routes, §2.4 'Payment-page header'), in a
 * `Page` 720 px wide (`data-width="column"`): a full-width loader with its text, the invalid-link
 * panel.
 */
import { styled } from "@linaria/react";
import { Actions } from "../ui/Actions";
import { Card } from "../ui/Card";
import { LinkButton } from "../ui/LinkButton";
import { Spinner } from "../ui/Spinner";

const LoaderBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  width: 100%;
  padding: 64px 16px;
  text-align: center;
  font-size: 17px;
  font-weight: 600;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  @media (max-width: 991px) {
    padding: 48px 12px;
  }
`;

/** A loader as wide as the column, announcing `text` (spec §2.11 'Loaders'). */
export const PaymentLoader = ({ text }: { readonly text: string }) => (
  <LoaderBox role="status" aria-live="polite" data-testid="payment-loading">
    <Spinner size="large" />
    <span>{text}</span>
  </LoaderBox>
);

/** The payment link's order id or key is missing or malformed: say so and link home. */
export const InvalidLink = ({
  title,
  hint,
  homeText,
  homeHref,
}: {
  readonly title: string;
  readonly hint: string;
  readonly homeText: string;
  readonly homeHref: string;
}) => (
  <Card role="alert" data-testid="payment-invalid">
    <h1>{title}</h1>
    <p>{hint}</p>
    <Actions data-stack="phone">
      <LinkButton href={homeHref}>{homeText}</LinkButton>
    </Actions>
  </Card>
);
