import { styled } from "@linaria/react";

const Hero = styled.section`
  display: grid;
  gap: 12px;
  padding: 40px 32px;
  border-radius: var(--radius);
  background: linear-gradient(135deg, var(--brand-primary), #7c3aed);
  color: var(--brand-primary-contrast);
  box-shadow: var(--shadow);

  h1 {
    margin: 0;
    font-size: clamp(26px, 4vw, 40px);
    letter-spacing: 0.02em;
  }

  p {
    margin: 0;
    max-width: 640px;
    font-size: 17px;
    opacity: 0.92;
  }

  @media (max-width: 991px) {
    padding: 28px 20px;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 32px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;

  li {
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 20px;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 16px;
    color: var(--brand-primary);
  }

  p {
    margin: 0;
    color: var(--ink-muted);
  }
`;

export interface HomePageProps {
  readonly site: string;
}

/** The landing page of a site (spec §2.3 '/', '/home'); the category display name defaults to 'GIFT CARDS & MORE' (spec §2.5). */
export const HomePage = ({ site }: HomePageProps) => (
  <>
    <Hero aria-labelledby="home-title" data-site={site}>
      <h1 id="home-title">GIFT CARDS &amp; MORE</h1>
      <p>
        Spend your reward points, gift-card balance, tokens or reward codes on gift cards, experiences,
        merchandise and more.
      </p>
    </Hero>
    <Steps aria-label="How to redeem">
      <li>
        <h2>Step 1</h2>
        <p>Add products to the cart and proceed to checkout.</p>
      </li>
      <li>
        <h2>Step 2 with points</h2>
        <p>
          At checkout, select your points balance and redeem it against the cart value. Pay any additional
          amount through other payment modes.
        </p>
      </li>
      <li>
        <h2>Step 2 with a reward code</h2>
        <p>
          Enter the gift card code and redeem it against the cart value without any login or signup. Pay any
          additional amount through other modes.
        </p>
      </li>
    </Steps>
  </>
);
