import type { HeaderModel } from "@domain/header";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { fill, useMessages } from "../i18n";
import { usePlural } from "../i18n/plural";
import { AccountMenu } from "../session/AccountMenu";
import { useRoot } from "../system";
import { DialogButton } from "./DialogButton";
import { HeaderLoadFailed, useBalanceFailure } from "./HeaderLoadFailed";
import { CartIcon, ChooseOptions, MobileLead } from "./MobileHeader";
import { layoutMessages } from "./messages";
import { PointsPill } from "./PointsPill";

/** Logo height on every header (spec §2.4, §9: 36 px). */
export const LOGO_HEIGHT_PX = 36;
/** The default product logo (spec §2.4). */
export const DEFAULT_LOGO = "/brand/default-logo.svg";

const LOGO_HEIGHT = `${LOGO_HEIGHT_PX}px`;
/** The logo's box: the widest a logo is shown on desktop (phones narrow it in CSS). */
const LOGO_WIDTH_PX = 200;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: var(--surface);
  border-bottom: 1px solid var(--line);
  transition: transform 200ms ease;

  /* Hidden while scrolling down (spec §2.4), slid out of view. */
  &[data-hidden="true"] {
    transform: translateY(-100%);
  }

  &:focus-within {
    transform: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Utility = styled.div`
  background: var(--surface-muted);
  border-bottom: 1px solid var(--line);
  font-size: 13px;

  > ul {
    max-width: var(--content-width);
    margin: 0 auto;
    padding: 4px 16px;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 4px 20px;
  }

  a,
  button {
    padding: 2px 0;
    border: 0;
    background: none;
    color: var(--ink-muted);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    color: var(--brand-primary);
    text-decoration: underline;
  }

  /* Phones reach these through the menu page. */
  @media (max-width: 991px) {
    display: none;
  }
`;

const Main = styled.div`
  max-width: var(--content-width);
  min-height: var(--header-height);
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  align-items: center;
  gap: 16px;

  /* Phones: two rows, menu, logo and search above; country, points, cart and account below. */
  @media (max-width: 991px) {
    min-height: 56px;
    padding: 6px 8px;
    gap: 6px;
    flex-wrap: wrap;
  }
`;

const LogoLink = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  border-radius: 6px;

  /* A fixed box, the logo fitted inside: the header does not move when the picture arrives. */
  img {
    height: ${LOGO_HEIGHT};
    width: ${LOGO_WIDTH_PX}px;
    display: block;
    object-fit: contain;
    object-position: left center;
  }

  @media (max-width: 991px) {
    img {
      width: 132px;
    }
  }
`;

const Search = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  justify-content: center;

  @media (max-width: 991px) {
    justify-content: flex-end;
    flex: 1;
  }
`;

/** The language switcher has no room on the phone row; phones get it in the footer. */
const LanguageSlot = styled.div`
  display: contents;

  @media (max-width: 991px) {
    display: none;
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 12px;

  @media (max-width: 991px) {
    gap: 4px;
    width: 100%;
    justify-content: flex-end;
    padding-top: 6px;
    border-top: 1px solid var(--line);
  }
`;

const CartLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: var(--ink);
  font-size: 20px;
  text-decoration: none;

  &:hover {
    background: var(--brand-primary-soft);
  }

  &[data-hidden-on-phone="true"] {
    @media (max-width: 991px) {
      display: none;
    }
  }

  .badge {
    position: absolute;
    top: 2px;
    right: 0;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
`;

const Pricing = styled.button`
  margin-left: auto;
  padding: 8px 18px;
  border: 0;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    filter: brightness(1.08);
  }
`;

/** Where the header's sections appear: search in the middle, the selectors beside the account. */
export interface HeaderSlots {
  /** The search box (desktop) or search icon (phones). */
  readonly search?: ReactNode;
  readonly country?: ReactNode;
  readonly language?: ReactNode;
  /** The category navigation row under the header (`CategoryNav`). */
  readonly nav?: ReactNode;
}

export interface HeaderProps extends HeaderSlots {
  /** Where the logo leads: the site's home. */
  readonly homeHref: string;
  /** What the header shows (`headerModel`, spec §2.4, §6). */
  readonly model: HeaderModel;
  /** A signed-in user's points are still loading: the points pill holds its place. */
  readonly pointsLoading?: boolean;
  /** The client's logo_url; absent or null: the default product logo (spec §2.4). */
  readonly logoUrl?: string | null;
  readonly logoAlt?: string;
  /** Clicking the logo resets the selected category (spec §2.4). */
  readonly onLogoClick?: () => void;
  /**
   * "full": every item; "payment": the logo only (payment pages and the 404 page, spec §2.4,
   * §2.11); "rewardsApi": the logo and a 'Pricing Plans' button (the rewards API page).
   */
  readonly variant?: "full" | "payment" | "rewardsApi";
  /** What 'Pricing Plans' does; the button shows on the "rewardsApi" variant when given. */
  readonly onPricingPlans?: () => void;
}

/**
 * Help Center, Track Order, Bulk Orders, 'Check reward code Balance' and 'How to Redeem?' (spec
 * §2.4) under their visibility rules: the desktop header's top row and the phone menu page.
 */
export const UtilityLinks = ({ model }: { readonly model: HeaderModel }) => {
  const text = useMessages(layoutMessages);
  const shown = model;
  const { trackOrder } = model;
  return (
    <ul aria-label={text.headerLinks}>
      <li>
        <a href={shown.helpCenterHref} target="_blank" rel="noopener noreferrer">
          {text.helpCenter}
        </a>
      </li>
      <li>
        {trackOrder.kind === "link" ? (
          <Link href={trackOrder.href}>{text.trackOrder}</Link>
        ) : (
          <DialogButton dialog={trackOrder.dialog}>{text.trackOrder}</DialogButton>
        )}
      </li>
      {shown.bulkOrdersHref !== null && (
        <li>
          <a href={shown.bulkOrdersHref} target="_blank" rel="noopener noreferrer">
            {text.bulkOrders}
          </a>
        </li>
      )}
      {shown.showBalanceChecker && (
        <li>
          <DialogButton dialog="balanceChecker">{text.checkBalance}</DialogButton>
        </li>
      )}
      {shown.showRedeemGuide && (
        <li>
          <DialogButton dialog="redeemGuide">{text.howToRedeem}</DialogButton>
        </li>
      )}
    </ul>
  );
};

/**
 * The site header (spec §2.4): the logo at 36 px (logo_url, else the default logo); Help Center,
 * Track Order, Bulk Orders, 'Check reward code Balance' and 'How to Redeem?'; the language,
 * country and search slots; the cart with its '9+' badge; the points pill; Sign In or the
 * profile menu. It slides away while the page scrolls down and back when it scrolls up (the
 * root's headerScroll). The dialog items send UI.OPEN_DIALOG to the root.
 *
 * Phones (991 px or less): one compact row with the menu button or, on description pages, a back
 * arrow; the logo; search; the cart (hidden on checkout paths); the 'Choose Options' sheet; the
 * account. The utility links move to the menu page.
 */
export const Header = ({
  homeHref,
  model,
  pointsLoading = false,
  logoUrl,
  logoAlt,
  onLogoClick,
  variant = "full",
  onPricingPlans,
  search,
  country,
  language,
  nav,
}: HeaderProps) => {
  const text = useMessages(layoutMessages);
  const count = usePlural();
  const root = useRoot();
  const hidden = useSelector(root, (s) => s.context.headerScroll.hidden);
  const balanceError = useBalanceFailure();
  const shown = model;
  const alt = logoAlt ?? text.defaultLogoAlt;

  const logo = (
    <LogoLink href={homeHref} aria-label={fill(text.homeLink, { name: alt })} onClick={onLogoClick}>
      <img src={logoUrl ?? DEFAULT_LOGO} alt={alt} width={LOGO_WIDTH_PX} height={LOGO_HEIGHT_PX} />
    </LogoLink>
  );

  if (variant !== "full") {
    return (
      <Bar data-testid="site-header" data-variant={variant} data-hidden={hidden}>
        <Main>
          {logo}
          {variant === "rewardsApi" && onPricingPlans !== undefined && (
            <Pricing type="button" onClick={onPricingPlans}>
              {text.pricingPlans}
            </Pricing>
          )}
        </Main>
      </Bar>
    );
  }

  const { account, cart, pointsPill, mobile } = shown;
  return (
    <Bar data-testid="site-header" data-variant={variant} data-hidden={hidden}>
      <Utility>
        <UtilityLinks model={shown} />
      </Utility>
      <Main>
        <MobileLead back={mobile.back} menuHref={mobile.menuHref} />
        {logo}
        <Search>{search}</Search>
        <Actions>
          <LanguageSlot>{language}</LanguageSlot>
          {country}
          <HeaderLoadFailed />
          {pointsPill !== null && balanceError === null && (
            <PointsPill
              href={pointsPill.href}
              points={pointsPill.points}
              label={pointsPill.label}
              tooltip={pointsPill.tooltip}
              loading={pointsLoading}
            />
          )}
          <CartLink
            href={cart.href}
            data-hidden-on-phone={!cart.visible}
            aria-label={cart.badge === null ? text.cart : count(text.cartWithCount, cart.count)}
            data-testid="cart-link"
          >
            <CartIcon />
            {cart.badge !== null && (
              <span className="badge" aria-hidden="true">
                {cart.badge}
              </span>
            )}
          </CartLink>
          {mobile.options !== null && (
            <ChooseOptions
              rewardHistoryHref={mobile.options.rewardHistoryHref}
              pointConversionHref={mobile.options.pointConversionHref}
            />
          )}
          {account !== null && <AccountMenu account={account} />}
        </Actions>
      </Main>
      {nav}
    </Bar>
  );
};
