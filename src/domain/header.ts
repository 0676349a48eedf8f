/**
 * Header rules (spec §2.4, §6, §9): the hide-on-scroll rule and which items the header shows,
 * with their targets, computed from plain facts.
 */
import { FAMILIES, FAMILY_IDS } from "./families";
import type { Money } from "./money";
import { authPathOf, DEFAULT_SITE, segmentsOf } from "./paths";
import { DETAIL_SCREENS, isSectionEnabled, matchRouteTable } from "./routes";

/** Scroll distance that shows or hides the header (spec §2.4, §9: 10 px). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The header's scroll state: the offset last acted on, and whether the header is hidden. */
export interface HeaderScroll {
  readonly y: number;
  readonly hidden: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScroll = { y: 0, hidden: false };

/**
 * spec §2.4 'Scroll': the header hides when the page scrolls down and shows when it scrolls up,
 * once the movement since the last change reaches 10 px. At the top of the page it always shows.
 */
export const nextHeaderScroll = (previous: HeaderScroll, y: number): HeaderScroll => {
  const offset = Number.isFinite(y) ? Math.max(0, y) : 0;
  if (offset === 0) return { y: 0, hidden: false };
  const moved = offset - previous.y;
  if (Math.abs(moved) < HEADER_SCROLL_THRESHOLD_PX) return previous;
  return { y: offset, hidden: moved > 0 };
};

// ---------------------------------------------------------------------------------------------
// The header's items (spec §2.4, §6)

/** The sections whose presence keeps Orders on '/orders' (spec §2.4 'Profile menu'). */
export const ORDER_SECTIONS = [
  "vouchers",
  "merchandises",
  "cashout",
  "lounge",
  "airmiles",
  "topup",
  "charity",
] as const;

/** The cart badge shows '9+' above this count (spec §2.4, §9). */
export const CART_BADGE_MAX = 9;

/** user_login_type '2' never switches accounts (spec §6 'Linked accounts'). */
export const NO_SWITCH_LOGIN_TYPE = "2";

/** The admin panel 'Switch to Admin' opens in a new tab (spec §2.4). */
export const ADMIN_PATH = "/admin";

/** The external addresses of the header's Help Center and Bulk Orders links (spec §2.4). */
export interface HeaderExternalLinks {
  readonly helpCenter: string;
  readonly bulkOrders: string;
}

/** Example addresses for the Help Center and Bulk Orders links; a deployment passes its own. */
export const DEFAULT_EXTERNAL_LINKS: HeaderExternalLinks = {
  helpCenter: "https://help.rewards-storefront.example",
  bulkOrders: "https://rewards-storefront.example/bulk-orders",
};

/** The user journey use case (spec §3 'App info'): set by '?redeem=code' or the start-up. */
export type UserJourneyUseCase = "code" | "points";

/**
 * The values of the points tooltip (spec §2.4), already formatted for display in the site's
 * language, and the total value itself (the points tab shows it as money).
 */
export interface PointsTooltip {
  readonly factor: string;
  readonly rate: string;
  readonly currency: string;
  readonly value: string;
  readonly total: Money;
}

/** Everything the header's rules read (spec §2.4, §6), as plain values. */
export interface HeaderFacts {
  readonly loggedIn: boolean;
  /** Menu success 1 (spec §6 'Admin'). */
  readonly isAdmin: boolean;
  /** Platform setting adminPanelAccess. */
  readonly adminPanelAccess: boolean;
  /** Platform setting offer_marketplace: hides the points pill (spec §6). */
  readonly offer_marketplace: boolean;
  /** Platform setting displayCatalogInPoints: hides How to Redeem (spec §6). */
  readonly displayCatalogInPoints: boolean;
  /** Points isThirdPartyUser: hides Bulk Orders, Check balance and How to Redeem (spec §6). */
  readonly isThirdPartyUser: boolean;
  readonly userJourneyUseCase: UserJourneyUseCase | null;
  readonly linkedAccountCount: number;
  /** userDetails.user_login_type, null when logged out. */
  readonly user_login_type: string | null;
  /** The user's first and last name, for the profile menu. */
  readonly fullName: string | null;
  /** The enabled sections (spec §2.2). */
  readonly sections: readonly string[];
  /** Platform setting urlPrefix; empty or null means 'marketplace' (spec §2.1, §2.4). */
  readonly urlPrefix: string | null;
  /** The prefix of the site's navigation links, e.g. '/marketplace' or '/acme' (spec §2.1). */
  readonly sitePrefix: string;
  readonly availablePoints: number;
  /** The points label of the site (customText, e.g. 'Acme Stars'; default 'Points'). */
  readonly pointsLabel: string;
  readonly pointsTooltip: PointsTooltip | null;
  /** The sum of voucher quantities in the cart (spec §3 'Cart'). */
  readonly cartCount: number;
  /** The current path. */
  readonly pathname: string;
  /** Viewport 991 px wide or less (spec §9). */
  readonly isMobile: boolean;
  readonly externalLinks: HeaderExternalLinks;
}

/** Track Order: a link when logged in, the Track Your Order dialog otherwise (spec §2.4). */
export type TrackOrderItem =
  | { readonly kind: "link"; readonly href: string }
  | { readonly kind: "dialog"; readonly dialog: "trackOrder" };

/** An entry of the profile menu (spec §2.4). */
export type ProfileMenuItem =
  | { readonly id: "profile" | "orders" | "rewardHistory" | "switchAccount"; readonly href: string }
  /** Opens in a new tab. */
  | { readonly id: "switchToAdmin"; readonly href: string; readonly newTab: true }
  | { readonly id: "logout" };

/** The login area (spec §2.4, §6): Sign In, or the profile menu. */
export type HeaderAccount =
  | { readonly kind: "signIn"; readonly href: string }
  | { readonly kind: "profile"; readonly fullName: string; readonly items: readonly ProfileMenuItem[] };

export interface PointsPillModel {
  readonly href: string;
  readonly points: number;
  readonly label: string;
  readonly tooltip: PointsTooltip | null;
}

/** What the header shows and where each item leads (spec §2.4, §6). */
export interface HeaderModel {
  readonly helpCenterHref: string;
  /** null: hidden (third-party point users). */
  readonly bulkOrdersHref: string | null;
  readonly trackOrder: TrackOrderItem;
  /** 'Check reward code Balance' (opens the balance checker). */
  readonly showBalanceChecker: boolean;
  /** 'How to Redeem?' (opens the redemption guide). */
  readonly showRedeemGuide: boolean;
  readonly cart: {
    readonly href: string;
    /** The badge text: null when the cart is empty, '9+' above 9. */
    readonly badge: string | null;
    readonly count: number;
    /** false on checkout paths of the phone header. */
    readonly visible: boolean;
  };
  /** null: the login and points area is hidden (use case 'code'). */
  readonly account: HeaderAccount | null;
  /** null: no points pill. */
  readonly pointsPill: PointsPillModel | null;
  readonly mobile: {
    /** The phone menu page '/mobile-menu' (spec §2.3), shown where there is no back arrow. */
    readonly menuHref: string;
    /** The back arrow of description pages, leading to the family's listing; null elsewhere. */
    readonly back: { readonly href: string } | null;
    /** The 'Choose Options' sheet, for signed-in users. */
    readonly options: { readonly rewardHistoryHref: string; readonly pointConversionHref: string } | null;
  };
}

const trimSlashes = (text: string): string => text.trim().replace(/^\/+|\/+$/g, "");

/** The prefix of Track Order links: '/{urlPrefix or marketplace}' (spec §2.1, §2.4). */
export const trackOrderPrefix = (urlPrefix: string | null): string => {
  const name = urlPrefix === null ? "" : trimSlashes(urlPrefix);
  return `/${name === "" ? DEFAULT_SITE : name}`;
};

/** The tracking page Track Your Order leads to: '/{urlPrefix or marketplace}/track-order' (spec §2.4). */
export const trackOrderPagePath = (urlPrefix: string | null): string =>
  `${trackOrderPrefix(urlPrefix)}/track-order`;

/** The cart badge: '9+' above 9, the count otherwise, nothing for an empty cart (spec §2.4). */
export const cartBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(count));
};

/** Orders: '/orders', or '/experiences/orders' when no ordering section is enabled (spec §2.4). */
export const ordersPath = (sections: readonly string[]): string =>
  ORDER_SECTIONS.some((s) => isSectionEnabled(s, sections)) ? "/orders" : "/experiences/orders";

/** 'Switch Account': more than one linked account and user_login_type not '2' (spec §6). */
export const canSwitchAccount = (linkedAccountCount: number, userLoginType: string | null): boolean =>
  linkedAccountCount > 1 && userLoginType !== NO_SWITCH_LOGIN_TYPE;

/** 'Switch to Admin': admin and adminPanelAccess on (spec §6). */
export const canSwitchToAdmin = (isAdmin: boolean, adminPanelAccess: boolean): boolean =>
  isAdmin && adminPanelAccess;

/** The points pill target: '/reward-redemption' with available points, else '/points' (spec §2.4). */
export const pointsPillPath = (availablePoints: number): string =>
  availablePoints > 0 ? "/reward-redemption" : "/points";

/** Whether a path is a checkout path ('/:category?/checkout', spec §2.3). */
export const isCheckoutPath = (pathname: string): boolean => segmentsOf(pathname).includes("checkout");

/**
 * The back arrow of the phone header (spec §2.4): on a description page, a link to its family's
 * listing (./families.ts) under `sitePrefix`; null on any other page.
 */
export const descriptionBackHref = (pathname: string, sitePrefix: string): string | null => {
  const prefix = sitePrefix.replace(/\/+$/, "");
  if (prefix === "" || !pathname.startsWith(`${prefix}/`)) return null;
  const matched = matchRouteTable(segmentsOf(pathname.slice(prefix.length)));
  if (matched === null || !DETAIL_SCREENS.has(matched.row.screen)) return null;
  const [head] = segmentsOf(matched.row.path);
  const family = FAMILY_IDS.find((f) => segmentsOf(FAMILIES[f].detailRoute ?? "")[0] === head);
  return family === undefined ? null : `${prefix}/${FAMILIES[family].segment}`;
};

/**
 * The header's items from plain facts (spec §2.4, §6):
 * - Help Center always; Bulk Orders hidden for third-party point users;
 * - Track Order: logged in '/{urlPrefix or marketplace}/orders', else the Track Your Order dialog;
 * - 'Check reward code Balance' only with a use case set, logged out, not a third-party user;
 * - 'How to Redeem?' hidden when displayCatalogInPoints is on and for third-party users;
 * - cart badge '9+' above 9; the phone header hides the cart on checkout paths;
 * - the login and points area hidden when the use case is 'code'; else Sign In when logged out,
 *   or the profile menu (full name, Orders, Reward History, Switch Account, Switch to Admin,
 *   Logout) and the points pill (hidden when offer_marketplace is set);
 * - phone: a back arrow on description pages, the 'Choose Options' sheet when signed in.
 */
export const headerModel = (facts: HeaderFacts): HeaderModel => {
  const prefix = facts.sitePrefix.replace(/\/+$/, "");
  const areaShown = facts.userJourneyUseCase !== "code";
  const account: HeaderAccount | null = !areaShown
    ? null
    : !facts.loggedIn
      ? { kind: "signIn", href: authPathOf(prefix) }
      : {
          kind: "profile",
          fullName: facts.fullName ?? "",
          items: [
            { id: "profile", href: `${prefix}/profile` },
            { id: "orders", href: `${prefix}${ordersPath(facts.sections)}` },
            { id: "rewardHistory", href: `${prefix}/reward-history` },
            ...(canSwitchAccount(facts.linkedAccountCount, facts.user_login_type)
              ? [{ id: "switchAccount", href: `${prefix}/switch-account` } as const]
              : []),
            ...(canSwitchToAdmin(facts.isAdmin, facts.adminPanelAccess)
              ? [{ id: "switchToAdmin", href: ADMIN_PATH, newTab: true } as const]
              : []),
            { id: "logout" },
          ],
        };
  const pointsPill: PointsPillModel | null =
    areaShown && facts.loggedIn && !facts.offer_marketplace
      ? {
          href: `${prefix}${pointsPillPath(facts.availablePoints)}`,
          points: facts.availablePoints,
          label: facts.pointsLabel,
          tooltip: facts.pointsTooltip,
        }
      : null;
  const backHref = facts.isMobile ? descriptionBackHref(facts.pathname, prefix) : null;
  return {
    helpCenterHref: facts.externalLinks.helpCenter,
    bulkOrdersHref: facts.isThirdPartyUser ? null : facts.externalLinks.bulkOrders,
    trackOrder: facts.loggedIn
      ? { kind: "link", href: `${trackOrderPrefix(facts.urlPrefix)}/orders` }
      : { kind: "dialog", dialog: "trackOrder" },
    showBalanceChecker: facts.userJourneyUseCase !== null && !facts.loggedIn && !facts.isThirdPartyUser,
    showRedeemGuide: !facts.displayCatalogInPoints && !facts.isThirdPartyUser,
    cart: {
      href: `${prefix}/cart`,
      badge: cartBadge(facts.cartCount),
      count: Math.max(0, facts.cartCount),
      visible: !(facts.isMobile && isCheckoutPath(facts.pathname)),
    },
    account,
    pointsPill,
    mobile: {
      menuHref: `${prefix}/mobile-menu`,
      back: backHref === null ? null : { href: backHref },
      options:
        areaShown && facts.loggedIn
          ? {
              rewardHistoryHref: `${prefix}/reward-history`,
              pointConversionHref: `${prefix}/point-conversion`,
            }
          : null,
    },
  };
};
