/**
 * Pure rules of the catalogue search (spec §2.6, §3 'Search result item', §4 'Search', §5
 * 'Search', §7.3 'Search items', §8 'Search failure', §9): the query clean-up and the minimum
 * length, the search_text payload, the result labels and links, and when the dropdown shows.
 * Nothing here reads the browser, the clock or randomness: every value is passed in.
 */

import { type SearchItem, type SearchText, SearchType } from "@contract/catalogue";
import { Schema } from "effect";
import { productPath } from "./categories";
import { FAMILIES } from "./families";

// ---------------------------------------------------------------------------------------------
// Constants (spec §5, §7.3, §9)

/** Input is debounced 1000 ms (spec §5, §9 'search debounce'). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Results hide 500 ms after the input blurs (spec §4 'after 0.5 s', §9 'search blur hide'). */
export const SEARCH_BLUR_HIDE_MS = 500;
/** Fewer than 3 characters does not search (spec §5, §9 'Search minimum 3 characters'). */
export const SEARCH_MIN_CHARS = 3;
/** Time-out of the search call (spec §7.3, §9 'HTTP, search and hotel search time-out'). */
export const SEARCH_TIMEOUT_MS = 60_000;
/** limitFilter of the search_text payload (spec §7.3, §9). */
export const LIMIT_FILTER = "all";
/** custom_url sent when the branding has none (spec §7.3 'branding custom_url or /'). */
export const DEFAULT_SEARCH_CUSTOM_URL = "/";
/** countryCode sent when no country is selected (spec §7.3 'default IN', §9). */
export const DEFAULT_SEARCH_COUNTRY_CODE = "IN";
/** The characters removed from the query and stripped from result links (spec §2.6, §5). */
export const SEARCH_STRIPPED_CHARACTERS = ["%", "!", "&", ".", "(", ")"] as const;
/** The listing pages, on which the searched key is kept (spec §4 'Search'). */
export const LISTING_SECTIONS = ["vouchers", "perks", "experiences"] as const;

const STRIPPED = /[%!&.()]/g;

// ---------------------------------------------------------------------------------------------
// Scope: what the page knows about the site and the country

/**
 * What a search needs to know about the page (spec §7.3): the branding custom_url, the user's
 * country (id, name, ISO2 code) and, when known, the experience-country id that matches the
 * user's country code (sent as country_id on vouchers pages).
 */
export const SearchScope = Schema.Struct({
  customUrl: Schema.String,
  countryId: Schema.Number,
  countryName: Schema.String,
  countryCode: Schema.String,
  experienceCountryId: Schema.NullOr(Schema.Number),
});
export type SearchScope = typeof SearchScope.Type;

/** The scope before the site and the country are known: India, 976, IN (spec §9 'Defaults'). */
export const DEFAULT_SEARCH_SCOPE: SearchScope = {
  customUrl: DEFAULT_SEARCH_CUSTOM_URL,
  countryId: 976,
  countryName: "India",
  countryCode: DEFAULT_SEARCH_COUNTRY_CODE,
  experienceCountryId: null,
};

// ---------------------------------------------------------------------------------------------
// The query (spec §5)

/** Removes the characters % ! & . ( ) from a query (spec §5). */
export const sanitizeSearch = (text: string): string => text.replace(STRIPPED, "");

/** The key that is searched: the sanitised query without surrounding white space. */
export const searchKeyOf = (text: string): string => sanitizeSearch(text).trim();

/** Empty input clears the results (spec §5). */
export const isEmptySearch = (text: string): boolean => text.trim() === "";

/** Whether a query is long enough to search: at least 3 characters once cleaned (spec §5, §9). */
export const isSearchable = (text: string): boolean => [...searchKeyOf(text)].length >= SEARCH_MIN_CHARS;

// ---------------------------------------------------------------------------------------------
// Pages (spec §4, §7.3)

const segmentsOf = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

/**
 * Whether a path is a listing page (spec §4: vouchers, perks and experiences): its last segment
 * is one of them, or it is a gift-card listing by category '/vouchers/category_id=:keyword'
 * (spec §2.3).
 */
export const isListingPage = (pathname: string): boolean => {
  const segments = segmentsOf(pathname);
  const last = segments.at(-1);
  if (last === undefined) return false;
  if ((LISTING_SECTIONS as readonly string[]).includes(last)) return true;
  return segments.at(-2) === "vouchers" && last.startsWith("category_id=");
};

/** Whether a path is one of the gift-card pages, where country_id is the experience-country id (spec §7.3). */
export const isVouchersPage = (pathname: string): boolean => segmentsOf(pathname).includes("vouchers");

/**
 * Whether moving from `from` to `to` leaves a non-listing page (spec §4: the searched key is then
 * cleared). Staying on the same path (only the query string changed) leaves nothing.
 */
export const leavesNonListingPage = (from: string, to: string): boolean =>
  from !== to && !isListingPage(from);

// ---------------------------------------------------------------------------------------------
// The payload (spec §7.3)

/**
 * The search_text object of stores get_items (spec §7.3): search_key; experience
 * 'query=<text>&'; custom_url (branding custom_url or '/'); limitFilter 'all'; country_id (the
 * user's country, or on vouchers pages the experience-country id matching the user's country
 * code when it is known); country_name; countryCode (the selected country's ISO2 code, default 'IN').
 */
export const searchTextFor = (text: string, scope: SearchScope, pathname: string): SearchText => {
  const key = searchKeyOf(text);
  const customUrl = scope.customUrl.trim();
  const countryCode = scope.countryCode.trim();
  return {
    search_key: key,
    experience: `query=${key}&`,
    custom_url: customUrl === "" ? DEFAULT_SEARCH_CUSTOM_URL : customUrl,
    limitFilter: LIMIT_FILTER,
    country_id:
      isVouchersPage(pathname) && scope.experienceCountryId !== null
        ? scope.experienceCountryId
        : scope.countryId,
    country_name: scope.countryName,
    countryCode: countryCode === "" ? DEFAULT_SEARCH_COUNTRY_CODE : countryCode,
  };
};

// ---------------------------------------------------------------------------------------------
// Result items (spec §2.6, §3)

/** The type labels of spec §3, by the key the interface texts use. */
export const SEARCH_TYPE_LABELS = {
  experience: "Experience",
  merchandise: "Merchandise",
  offers: "Offers",
  lounges: "Lounges",
  charities: "Charities",
  airmiles: "Airmiles",
  mobileRecharge: "Mobile Recharge",
  cashOut: "Cash Out",
  giftCard: "Gift Card",
} as const;
export type SearchTypeLabelKey = keyof typeof SEARCH_TYPE_LABELS;

const normalizeType = (type: string): string => type.trim().toLowerCase();

/**
 * Which label a result type carries (spec §3). Offers are spelled 'perk' in spec §3 and 'perks'
 * in the link table of spec §2.6, top-up 'topup' and 'top-up': both spellings count.
 */
export const searchTypeLabelKey = (type: string): SearchTypeLabelKey => {
  switch (normalizeType(type)) {
    case "experience":
      return "experience";
    case "merchandise":
      return "merchandise";
    case "perk":
    case "perks":
      return "offers";
    case "lounge":
      return "lounges";
    case "charity":
      return "charities";
    case "airmiles":
      return "airmiles";
    case "topup":
    case "top-up":
      return "mobileRecharge";
    case "payouts":
      return "cashOut";
    default:
      return "giftCard";
  }
};

/** The English label of a result type (spec §3); anything not listed is 'Gift Card'. */
export const searchTypeLabel = (type: string): string => SEARCH_TYPE_LABELS[searchTypeLabelKey(type)];

/** Removes the characters ! % & . ( ) from a link (spec §2.6). */
export const stripLinkCharacters = (url: string): string => url.replace(STRIPPED, "");

const prefixOf = (sitePrefix: string): string => sitePrefix.trim().replace(/\/+$/, "");

const isSearchType = Schema.is(SearchType);

/** The family of a result type (spec §2.6): 'perk' and 'top-up' are other spellings; anything unknown is a gift card. */
const familyOfResultType = (type: string): SearchType => {
  const normalized = normalizeType(type);
  if (normalized === "perk") return "perks";
  if (normalized === "top-up") return "topup";
  return isSearchType(normalized) ? normalized : "vouchers";
};

const pathOf = (item: Pick<SearchItem, "url" | "type" | "product_id">): string => {
  const family = familyOfResultType(item.type);
  switch (family) {
    case "topup":
      return `/${FAMILIES.topup.segment}/listing?category_id=${item.product_id}`;
    case "payouts":
      return `/${FAMILIES.payouts.segment}`;
    default:
      return productPath(family, item.url, item.product_id);
  }
};

/**
 * Where a result leads (spec §2.6 rewrite table, under the site prefix): vouchers, perks,
 * airmiles, lounge and charity to '/{section}/description/{slug}/{product_id}'; merchandise to
 * '/merchandise/{slug}/{product_id}'; top-up to '/mobile-recharge/listing?category_id={product_id}'
 * (spec §2.3); experience to '/experiences/{slug}/{product_id}' (spec §2.3); payouts to
 * '/cashout'; anything else as vouchers. The characters ! % & . ( ) are stripped.
 */
export const searchResultLink = (
  item: Pick<SearchItem, "url" | "type" | "product_id">,
  sitePrefix: string,
): string => stripLinkCharacters(`${prefixOf(sitePrefix)}${pathOf(item)}`);

/** The mobile search page, linked from the search icon on small screens (spec §2.3 '/search', §2.6). */
export const searchPagePath = (sitePrefix: string): string => `${prefixOf(sitePrefix)}/search`;

/** Where the mobile search page's back arrow leads (spec §2.6: '/vouchers'). */
export const searchBackPath = (sitePrefix: string): string => `${prefixOf(sitePrefix)}/vouchers`;

/** A name for display: each word capitalised, the rest kept as sent (spec §2.6). */
export const capitalizeName = (name: string): string =>
  name.replace(/(^|\s)(\S)/gu, (_, space: string, first: string) => `${space}${first.toUpperCase()}`);

// ---------------------------------------------------------------------------------------------
// The dropdown (spec §4 'Search')

/** Where the search stands (spec §4: idle → searching → results or empty; debounced input). */
export type SearchStatus = "idle" | "debouncing" | "searching" | "results" | "empty";

/**
 * The input's focus: `focused`; `blurring` for the 500 ms after a blur, while the results still
 * show; `blurred`; `dismissed` when closed with Escape or by choosing a result while focused.
 */
export type SearchFocus = "focused" | "blurring" | "blurred" | "dismissed";

/**
 * Whether the list shows, whatever the focus: 'Searching...' while searching, the results once
 * there are some (kept while a new input is debounced). Nothing shows when idle (empty input or
 * fewer than 3 characters) or empty (spec §8: no message).
 */
export const showsResults = (status: SearchStatus, resultCount: number): boolean =>
  status === "searching" || ((status === "results" || status === "debouncing") && resultCount > 0);

/** Whether the header dropdown is open: the input has focus (or lost it less than 500 ms ago) and the list shows. */
export const isDropdownOpen = (focus: SearchFocus, status: SearchStatus, resultCount: number): boolean =>
  (focus === "focused" || focus === "blurring") && showsResults(status, resultCount);

/**
 * The highlighted result after an arrow key: down from none is the first, up from none the last;
 * moves wrap around; null when there are no results.
 */
export const moveHighlight = (current: number | null, step: number, count: number): number | null => {
  if (!Number.isInteger(count) || count <= 0) return null;
  const direction = step < 0 ? -1 : 1;
  if (current === null || !Number.isInteger(current)) return direction === 1 ? 0 : count - 1;
  return (((current + direction) % count) + count) % count;
};

/** Every status of the search, one of which tags the query's state at any time. */
export const SEARCH_STATUSES: readonly SearchStatus[] = [
  "idle",
  "debouncing",
  "searching",
  "results",
  "empty",
];
/** Every focus of the input, one of which tags the focus state at any time. */
export const SEARCH_FOCUSES: readonly SearchFocus[] = ["focused", "blurring", "blurred", "dismissed"];

/** What a view shows of the search: its status and focus, read from the state's tags, and the dropdown. */
export interface SearchView {
  readonly status: SearchStatus;
  readonly focus: SearchFocus;
  /** Whether the header dropdown is open. */
  readonly open: boolean;
}

/** The view of a search state, given its `hasTag` and the number of results kept. */
export const searchViewOf = (
  hasTag: (tag: SearchStatus | SearchFocus) => boolean,
  resultCount: number,
): SearchView => {
  const status = SEARCH_STATUSES.find(hasTag) ?? "idle";
  const focus = SEARCH_FOCUSES.find(hasTag) ?? "blurred";
  return { status, focus, open: isDropdownOpen(focus, status, resultCount) };
};
