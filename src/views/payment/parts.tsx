/**
 * The pieces the payment pages share (spec §2.3 payment routes, §2.4 'Payment-page header'): one
 * centred column at most 720 px wide, a full-width loader with its text, the invalid-link panel
 * and the link and button styles.
 */
import { styled } from "@linaria/react";
import { Link } from "wouter";
import { Spinner } from "../ui/Spinner";

/** One column, at most 720 px wide, centred; tighter on phones (991 px or less). */
export const Page = styled.section`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 16px 48px;

  @media (max-width: 991px) {
    padding: 16px 12px 32px;
  }
`;

/** A card holding a state of the page. */
export const Card = styled.div`
  display: grid;
  gap: 16px;
  padding: 32px 24px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0;
    font-size: 26px;
    line-height: 1.25;
  }

  h1:focus {
    outline: none;
  }

  h1:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 4px;
  }

  h2 {
    margin: 0;
    font-size: 17px;
  }

  p {
    margin: 0;
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    gap: 12px;
    padding: 20px 16px;

    h1 {
      font-size: 21px;
    }
  }
`;

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

/** The row of links and buttons under a state. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;

  @media (max-width: 991px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const buttonLook = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 24px;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`;

export const PrimaryLink = styled(Link)`
  ${buttonLook}
  border: 0;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);

  &:hover {
    filter: brightness(1.08);
  }
`;

export const SecondaryLink = styled(Link)`
  ${buttonLook}
  border: 2px solid var(--brand-primary);
  background: var(--surface);
  color: var(--brand-primary);

  &:hover {
    background: var(--brand-primary-soft);
  }
`;

export const PrimaryButton = styled.button`
  ${buttonLook}
  border: 0;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);

  &:hover {
    filter: brightness(1.08);
  }
`;

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
    <Actions>
      <PrimaryLink href={homeHref}>{homeText}</PrimaryLink>
    </Actions>
  </Card>
);
