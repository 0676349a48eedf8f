/**
 * The route table of spec §2.3: every path under a site prefix resolves to a named screen with
 * its parameters, or to the not-found page (spec §2.11, §8 'Route not enabled or unknown').
 *
 * Concrete names chosen for the placeholders of the table:
 * - '/{brand}vouchers' is '/storevouchers' (as in the reserved segments of spec §2.1);
 * - '/{provider-a}-payment-callback' to '/{provider-d}-payment-callback' are
 *   '/provider-a-payment-callback' to '/provider-d-payment-callback' (screen
 *   "providerPaymentCallback", parameter `provider`: 'provider-a' to 'provider-d');
 * - the card-gateway payment page is '/payment/:data/', the one page not under a site prefix.
 *
 * Section guards (spec §2.2, §8): a listing page opens only when its section is enabled. The
 * guarded rows are the listings of experiences, merchandises and vouchers (spec §2.2), and also
 * those of swag, perks, airmiles, lounge, charity, personalize-category, flights, hotels,
 * mobile-recharge (section 'topup') and cashout, whose tabs need their route enabled (spec §6).
 * Detail, order and result pages stay reachable (a search result or a past order links there).
 * Insurance and the Membership page (custom-category) are not in any section list of spec §2.2
 * and are not guarded; Membership is shown by its client rule (spec §6).
 *
 * '/redirect-perks' leads only to the perks store, so it is guarded by 'perks' too: perks are
 * limited to the companies of the perks-enabled company list, when that list is set (spec §2.2
 * 'perks is removed when a perks-enabled company list is configured and the user's company_id is
 * not in it', §6 'Perks is limited to companies in the configured perks-enabled company list');
 * a user of another company gets the not-found page there, as on '/perks', and is not redirected.
 */

import type { ListingRoute } from "./listing";
import {
  type CustomRoute,
  DEFAULT_CUSTOM_ROUTE,
  DEFAULT_SITE,
  PROVIDER_CALLBACK_SEGMENTS,
  resetPasswordRedirect,
  segmentsOf,
  splitSitePath,
} from "./paths";
import { renameSection } from "./sections";

/** The screens of the route table (spec §2.3). */
export const SCREEN_NAMES = [
  "home",
  "common",
  "experiences",
  "experienceDetail",
  "experienceOrders",
  "experiencePayment",
  "merchandises",
  "merchandiseDetail",
  "swag",
  "productList",
  "vouchers",
  "voucherDetail",
  "perks",
  "perkDetail",
  "perkOrders",
  "airmiles",
  "airmilesDetail",
  "lounge",
  "loungeDetail",
  "charity",
  "charityDetail",
  "personalizeCategory",
  "personalizeCategoryDetail",
  "membership",
  "insurance",
  "insuranceDetail",
  "flights",
  "flightResults",
  "flightOrders",
  "hotels",
  "hotelResults",
  "hotelDetail",
  "hotelOrders",
  "mobileRecharge",
  "mobileRechargeResults",
  "cashout",
  "cashoutTransfer",
  "profile",
  "orders",
  "points",
  "rewardHistory",
  "brandVouchers",
  "rewardRedemption",
  "pointConversion",
  "trackOrder",
  "checkout",
  "cart",
  "search",
  "paymentCallback",
  "providerPaymentCallback",
  "experiencePaymentCallback",
  "paymentStatus",
  "experiencePaymentStatus",
  "cardGatewayPayment",
  "maintenance",
  "rewardsApiCatalogue",
  "login",
  "signup",
  "switchAccount",
  "resetPassword",
  "unsubscribe",
  "mobileMenu",
  "mobileProfile",
  "redirectPerks",
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/** The detail ('description') screens: the phone header shows a back arrow on them (spec §2.4). */
export const DETAIL_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  "experienceDetail",
  "merchandiseDetail",
  "voucherDetail",
  "perkDetail",
  "airmilesDetail",
  "loungeDetail",
  "charityDetail",
  "personalizeCategoryDetail",
  "insuranceDetail",
  "hotelDetail",
]);

/** The listing screens of the route table (spec §2.3) and the listing route each shows. */
export const LISTING_SCREENS = {
  vouchers: "vouchers",
  merchandises: "merchandises",
  swag: "swag",
  perks: "perks",
  lounge: "lounge",
  charity: "charity",
  airmiles: "airmiles",
  personalizeCategory: "personalize-category",
  membership: "custom-category",
  insurance: "insurance",
  productList: "product-list",
} as const satisfies Partial<Record<ScreenName, ListingRoute>>;

export type ListingScreen = keyof typeof LISTING_SCREENS;

/** Whether a screen of the route table is a listing. */
export const isListingScreen = (screen: ScreenName): screen is ListingScreen =>
  Object.hasOwn(LISTING_SCREENS, screen);

/** One row of the route table. */
export interface RouteRow {
  /**
   * The path under the site prefix. ':name' is a parameter, ':name?' an optional one, and
   * 'text:name' a segment starting with 'text' whose remainder is the parameter.
   */
  readonly path: string;
  readonly screen: ScreenName;
  /** The section that must be enabled for the page to open (spec §2.2), or null. */
  readonly section: string | null;
  /** Parameters fixed by the row itself. */
  readonly fixed?: Readonly<Record<string, string>>;
}

const row = (
  path: string,
  screen: ScreenName,
  section: string | null = null,
  fixed?: Readonly<Record<string, string>>,
): RouteRow => (fixed === undefined ? { path, screen, section } : { path, screen, section, fixed });

/** The '/description/:productSlug/:productId/:isStatic?' detail of a family (spec §2.3). */
const DESCRIPTION = "description/:productSlug/:productId/:isStatic?";

/**
 * The route table under the site prefix (spec §2.3), in matching order: the first row that
 * matches wins, so fixed names come before parameters.
 */
export const ROUTE_TABLE: readonly RouteRow[] = [
  row("/", "home"),
  row("/home", "home"),
  row("/landing", "home"),
  row("/common", "common"),
  // '/:category?/checkout' before the detail rows, so '/experiences/checkout' is the checkout.
  row("/:category?/checkout", "checkout"),
  row("/experiences", "experiences", "experiences"),
  row("/experiences/orders", "experienceOrders"),
  row("/experiences/payment", "experiencePayment"),
  row("/experiences/:description", "experienceDetail"),
  row("/experiences/:description/:productID", "experienceDetail"),
  row("/merchandises", "merchandises", "merchandises"),
  row("/merchandise/:description/:productID", "merchandiseDetail"),
  row("/swag", "swag", "swag"),
  row("/product-list", "productList"),
  row("/vouchers", "vouchers", "vouchers"),
  row("/vouchers/category_id=:keyword", "vouchers", "vouchers"),
  row(`/vouchers/${DESCRIPTION}`, "voucherDetail"),
  row("/perks", "perks", "perks"),
  row(`/perks/${DESCRIPTION}`, "perkDetail"),
  row("/perks/orders", "perkOrders"),
  row("/airmiles", "airmiles", "airmiles"),
  row(`/airmiles/${DESCRIPTION}`, "airmilesDetail"),
  row("/lounge", "lounge", "lounge"),
  row(`/lounge/${DESCRIPTION}`, "loungeDetail"),
  row("/charity", "charity", "charity"),
  row(`/charity/${DESCRIPTION}`, "charityDetail"),
  row("/personalize-category", "personalizeCategory", "personalize-category"),
  row(`/personalize-category/${DESCRIPTION}`, "personalizeCategoryDetail"),
  row("/custom-category", "membership"),
  row("/insurance", "insurance"),
  row("/insurance/:description", "insuranceDetail"),
  row("/flights", "flights", "flights"),
  row("/flights/listing", "flightResults"),
  row("/flights/orders", "flightOrders"),
  row("/hotels", "hotels", "hotels"),
  row("/hotels/listing", "hotelResults"),
  row("/hotels/description/:hotelID", "hotelDetail"),
  row("/hotels/orders", "hotelOrders"),
  row("/mobile-recharge", "mobileRecharge", "topup"),
  row("/mobile-recharge/listing", "mobileRechargeResults"),
  row("/cashout", "cashout", "cashout"),
  row("/cashout/transfer/:category_id", "cashoutTransfer"),
  row("/profile", "profile"),
  row("/orders", "orders"),
  row("/points", "points"),
  row("/reward-history", "rewardHistory"),
  row("/storevouchers", "brandVouchers"),
  row("/reward-redemption", "rewardRedemption"),
  row("/point-conversion", "pointConversion"),
  row("/track-order", "trackOrder"),
  row("/cart", "cart"),
  row("/search", "search"),
  row("/payment-callback", "paymentCallback"),
  ...PROVIDER_CALLBACK_SEGMENTS.map((segment) =>
    row(`/${segment}`, "providerPaymentCallback", null, {
      provider: segment.slice(0, -"-payment-callback".length),
    }),
  ),
  row("/payment-exp-callback", "experiencePaymentCallback"),
  row("/payment-status/:type/:id/:key", "paymentStatus"),
  row("/exp-payment-status", "experiencePaymentStatus"),
  row("/maintenance", "maintenance"),
  row("/rewards-api-catalogue", "rewardsApiCatalogue"),
  row("/login", "login"),
  row("/signup", "signup"),
  row("/switch-account", "switchAccount"),
  row("/reset-password/:keyword", "resetPassword"),
  row("/rp/:keyword", "resetPassword"),
  row("/unsubscribe/:mailType", "unsubscribe"),
  row("/mobile-menu", "mobileMenu"),
  row("/mobile-profile", "mobileProfile"),
  row("/redirect-perks", "redirectPerks", "perks"),
];

/** The card-gateway payment page (spec §2.3): '/payment/:data/', not under a site prefix. */
export const CARD_GATEWAY_ROUTE: RouteRow = row("/payment/:data", "cardGatewayPayment");

// ---------------------------------------------------------------------------------------------
// Matching

type Params = Readonly<Record<string, string>>;

interface PatternSegment {
  readonly literal: string;
  readonly param: string | null;
  readonly optional: boolean;
}

const parseSegment = (segment: string): PatternSegment => {
  const colon = segment.indexOf(":");
  if (colon < 0) return { literal: segment, param: null, optional: false };
  const name = segment.slice(colon + 1);
  const optional = name.endsWith("?");
  return { literal: segment.slice(0, colon), param: optional ? name.slice(0, -1) : name, optional };
};

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Matches path segments against pattern segments; optional parameters may be absent. */
const matchSegments = (
  pattern: readonly PatternSegment[],
  path: readonly string[],
  params: Params,
): Params | null => {
  const [head, ...tail] = pattern;
  if (head === undefined) return path.length === 0 ? params : null;
  const [segment, ...rest] = path;
  if (segment !== undefined) {
    if (head.param === null) {
      if (segment === head.literal) {
        const matched = matchSegments(tail, rest, params);
        if (matched !== null) return matched;
      }
    } else if (segment.startsWith(head.literal) && segment.length > head.literal.length) {
      const value = decodeSegment(segment.slice(head.literal.length));
      const matched = matchSegments(tail, rest, { ...params, [head.param]: value });
      if (matched !== null) return matched;
    }
  }
  return head.optional ? matchSegments(tail, path, params) : null;
};

const compiled = (r: RouteRow): readonly PatternSegment[] => segmentsOf(r.path).map(parseSegment);

const COMPILED_TABLE: readonly (readonly [RouteRow, readonly PatternSegment[]])[] = ROUTE_TABLE.map((r) => [
  r,
  compiled(r),
]);
const COMPILED_CARD_GATEWAY = compiled(CARD_GATEWAY_ROUTE);

/** The first row of the table matching the segments under the site prefix, with its parameters. */
export const matchRouteTable = (
  rest: readonly string[],
): { readonly row: RouteRow; readonly params: Params } | null => {
  for (const [r, pattern] of COMPILED_TABLE) {
    const params = matchSegments(pattern, rest, {});
    if (params !== null) return { row: r, params: { ...params, ...r.fixed } };
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// Sections (spec §2.2)

/** Whether `section` is in the enabled list (spec §2.2), after the 'merchandise' rename. */
export const isSectionEnabled = (section: string, sections: readonly string[]): boolean =>
  sections.some((s) => renameSection(s) === renameSection(section));

// ---------------------------------------------------------------------------------------------
// Resolution

/** A path resolved to a screen of the route table. */
export interface ScreenRoute {
  readonly kind: "screen";
  /** The site's path segments ('marketplace', 'admin', 'acme', 'acme/india'). */
  readonly site: string;
  /** The prefix of every store path of the site ('/marketplace', '/acme'). */
  readonly sitePrefix: string;
  /** The custom url the site is looked up by: '/' for '/marketplace' and '/admin'. */
  readonly siteUrl: string;
  readonly screen: ScreenName;
  /** The path parameters of the row ('productSlug', 'productId', 'isStatic', 'category', ...). */
  readonly params: Params;
  /** The query parameters (first value of each name). */
  readonly query: Params;
  /** The section that must be enabled for the page to open (spec §2.2), or null. */
  readonly section: string | null;
  /** The row's path pattern. */
  readonly pattern: string;
}

export type ResolvedRoute =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "sso" }
  | { readonly kind: "not-found" }
  | ScreenRoute;

/** What the resolver may know besides the path. */
export interface RouteFacts {
  /**
   * The enabled sections (spec §2.2). When given, a guarded page whose section is not enabled
   * resolves to not-found; when absent (not known yet), no guard applies.
   */
  readonly sections?: readonly string[];
  /** The branding custom_route (spec §3); default '/:keyword' (spec §8 'Site preferences failure'). */
  readonly customRoute?: CustomRoute;
  /** The site's platform settings could not be loaded: the reset-password redirect applies (spec §2.1). */
  readonly platformSettingsFailed?: boolean;
}

const queryOf = (search: string): Params => {
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!(name in out)) out[name] = value;
  }
  return out;
};

/** Whether a resolved screen may open with the enabled sections (spec §2.2 guarded routes). */
export const isScreenEnabled = (route: ScreenRoute, sections: readonly string[]): boolean =>
  route.section === null || isSectionEnabled(route.section, sections);

/**
 * Resolves a path (spec §2.1, §2.3, §2.11):
 * - '/' redirects to '/marketplace'; '/sso' and '/sso/' are the SSO entry;
 * - with failed platform settings, a path with 'rp' or 'reset-password' redirects to
 *   '/marketplace{path}' (spec §2.1, `resetPasswordRedirect`);
 * - '/payment/:data/' is the card-gateway payment page, not under a site prefix;
 * - any other path whose first segment is reserved is not found (no company site);
 * - otherwise the rest under the site prefix resolves by the route table; a guarded page whose
 *   section is not enabled, and anything else, is not found.
 */
export const resolveRoute = (pathname: string, search = "", facts: RouteFacts = {}): ResolvedRoute => {
  if (facts.platformSettingsFailed === true) {
    const to = resetPasswordRedirect(pathname);
    if (to !== null) return { kind: "redirect", to };
  }
  const split = splitSitePath(pathname, facts.customRoute ?? DEFAULT_CUSTOM_ROUTE);
  if (split.kind === "redirect" || split.kind === "sso") return split;
  const query = queryOf(search);
  if (split.kind === "unprefixed") {
    const params = matchSegments(COMPILED_CARD_GATEWAY, split.segments, {});
    if (params === null) return { kind: "not-found" };
    return {
      kind: "screen",
      site: DEFAULT_SITE,
      sitePrefix: `/${DEFAULT_SITE}`,
      siteUrl: "/",
      screen: CARD_GATEWAY_ROUTE.screen,
      params,
      query,
      section: null,
      pattern: CARD_GATEWAY_ROUTE.path,
    };
  }
  const matched = matchRouteTable(split.rest);
  if (matched === null) return { kind: "not-found" };
  const route: ScreenRoute = {
    kind: "screen",
    site: split.site,
    sitePrefix: split.sitePrefix,
    siteUrl: split.siteUrl,
    screen: matched.row.screen,
    params: matched.params,
    query,
    section: matched.row.section,
    pattern: matched.row.path,
  };
  if (facts.sections !== undefined && !isScreenEnabled(route, facts.sections)) return { kind: "not-found" };
  return route;
};

/**
 * The product detail screens of the route table (spec §2.3) and the family whose rules each page
 * follows. Merchandise (and swag) names the product `productID`, the '/description/...' rows
 * `productId`; insurance ('/insurance/:description') names only a description, whose end is the
 * product id (see {@link insuranceDescription}).
 */
export const PRODUCT_DETAIL_SCREENS = {
  voucherDetail: "vouchers",
  merchandiseDetail: "merchandise",
  perkDetail: "perks",
  loungeDetail: "lounge",
  charityDetail: "charity",
  airmilesDetail: "airmiles",
  personalizeCategoryDetail: "personalize",
  insuranceDetail: "insurance",
} as const satisfies Partial<Record<ScreenName, string>>;

export type ProductDetailScreen = keyof typeof PRODUCT_DETAIL_SCREENS;

/** Whether a screen is a product detail page with a product id. */
export const isProductDetailScreen = (screen: ScreenName): screen is ProductDetailScreen =>
  Object.hasOwn(PRODUCT_DETAIL_SCREENS, screen);

/**
 * The description of an insurance product's page, '/insurance/:description' (spec §2.3): the route
 * names no product id, and a product's slug (its name, lower-cased and hyphenated) is not unique
 * (the same cover is sold in several countries under one name), so the description is the slug
 * with the product id at its end, as every other family's detail path ends with the id:
 * 'family-health-cover-41201'. The page reads the id back with {@link productIdOfDescription}.
 */
export const insuranceDescription = (slug: string, productId: number): string =>
  slug === "" ? String(productId) : `${slug}-${productId}`;

/** The whole number ending a description ('family-health-cover-41201' → 41201); null when none. */
export const productIdOfDescription = (description: string): number | null => {
  const found = /(?:^|-)(\d{1,15})$/.exec(description.trim());
  return found?.[1] === undefined ? null : Number(found[1]);
};

/**
 * The product id of a detail route's parameters ('productId', or merchandise's 'productID', or the
 * end of insurance's 'description'); null when it is not a whole number.
 */
export const productIdOfParams = (params: Readonly<Record<string, string>>): number | null => {
  const raw = params.productId ?? params.productID;
  if (raw === undefined)
    return params.description === undefined ? null : productIdOfDescription(params.description);
  if (raw.trim() === "") return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
};
