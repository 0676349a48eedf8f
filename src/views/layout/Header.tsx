import { styled } from "@linaria/react";
import { Link } from "wouter";
import { AccountMenu } from "../session/AccountMenu";

/** Logo height on every header (spec §2.4, §9: 36 px). */
export const LOGO_HEIGHT_PX = 36;
export const DEFAULT_LOGO = "/brand/default-logo.svg";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  height: var(--header-height);
  background: var(--surface);
  border-bottom: 1px solid var(--line);
`;

const Inner = styled.div`
  max-width: var(--content-width);
  height: 100%;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 24px;
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: 6px;

  img {
    height: ${`${LOGO_HEIGHT_PX}px`};
    width: auto;
    display: block;
  }
`;

export interface HeaderProps {
  /** Where the logo leads: the site's home. */
  readonly homeHref: string;
  /** The client's logo_url, or the default product logo (spec §2.4). */
  readonly logoUrl?: string;
  readonly logoAlt?: string;
  /** The payment-page header shows the logo only (spec §2.4, §2.11). */
  readonly variant?: "full" | "payment";
}

export const Header = ({ homeHref, logoUrl, logoAlt, variant = "full" }: HeaderProps) => (
  <Bar data-testid="site-header" data-variant={variant}>
    <Inner>
      <LogoLink href={homeHref} aria-label={`${logoAlt ?? "Rewards Storefront"} home`}>
        <img src={logoUrl ?? DEFAULT_LOGO} alt={logoAlt ?? "Rewards Storefront"} height={LOGO_HEIGHT_PX} />
      </LogoLink>
      {variant === "full" && <AccountMenu siteHref={homeHref} />}
    </Inner>
  </Bar>
);
