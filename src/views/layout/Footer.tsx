import { styled } from "@linaria/react";

const Bar = styled.footer`
  margin-top: auto;
  background: #0f172a;
  color: #cbd5e1;
  font-size: 14px;
`;

const Inner = styled.div`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 32px 16px 24px;
  display: grid;
  gap: 16px;
`;

const About = styled.p`
  margin: 0;
  max-width: 560px;
  color: #e2e8f0;
`;

const Legal = styled.ul`
  list-style: none;
  margin: 0;
  padding: 16px 0 0;
  border-top: 1px solid #1e293b;

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  color: #94a3b8;
`;

export interface FooterProps {
  /** On payment pages only the legal row shows (spec §2.11). */
  readonly variant?: "full" | "payment";
}

/** Site footer (spec §2.11). */
export const Footer = ({ variant = "full" }: FooterProps) => (
  <Bar data-testid="site-footer" data-variant={variant}>
    <Inner>
      {variant === "full" && (
        <About>
          We simplify reward programmes for businesses and make reward gratification delightful for end users.
        </About>
      )}
      <Legal aria-label="Legal">
        <li>© Rewards Storefront</li>
        <li>Terms of use</li>
        <li>Privacy Policy</li>
      </Legal>
    </Inner>
  </Bar>
);
