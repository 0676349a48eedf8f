/**
 * Pure rules of the catalogue categories and the home sections (spec §2.3 subcategory links, §3
 * 'Category filter item', 'Experience categories', 'App info', 'Home sections', §4 'Catalogue
 * loads', §7.3 category lists, §9 filter group ids).
 */
import type { CategoryFilter, CategoryFilterGroup, ProductSummary, ProductType } from "@contract/catalogue";
import type { ErrorData } from "@errors/data";
import { FAMILIES } from "./families";
import { failureOf, type Outcome } from "./outcome";
import { insuranceDescription } from "./routes";

// ---------------------------------------------------------------------------------------------
// Families and their filter groups (spec §7.3, §9)

/** The category lists kept per family (spec §3 'App info'). */
export type CategoryFamily =
  | "vouchers"
  | "merchandise"
  | "perks"
  | "lounge"
  | "charity"
  | "airmiles"
  | "cashout"
  | "personalize";

/** filter_group_id of each list (spec §7.3, §9). */
export const CATEGORY_GROUPS: { readonly [F in CategoryFamily]: CategoryFilterGroup } = {
  vouchers: 37,
  merchandise: 47,
  perks: 48,
  lounge: 51,
  charity: 52,
  airmiles: 53,
  cashout: 67,
  personalize: 70,
};

/**
 * The lists a country selection reloads (spec §4 'Country selection'): vouchers, merchandise,
 * perks, charity, lounge, airmiles and cashout.
 */
export const SELECTION_FAMILIES: readonly CategoryFamily[] = [
  "vouchers",
  "merchandise",
  "perks",
  "charity",
  "lounge",
  "airmiles",
  "cashout",
];

/** The lists the initial choice loads: the selection's and personalize (70). */
export const START_FAMILIES: readonly CategoryFamily[] = [...SELECTION_FAMILIES, "personalize"];

/** Whether a family's list is loaded for a choice (`atStart`: the initial choice, else a selection). */
export const isFamilyLoaded = (family: CategoryFamily, atStart: boolean): boolean =>
  (atStart ? START_FAMILIES : SELECTION_FAMILIES).includes(family);

/** Experience categories reload only when 'experiences' is an enabled section (spec §4). */
export const EXPERIENCES_SECTION = "experiences";

export const isExperiencesEnabled = (sections: readonly string[]): boolean =>
  sections.includes(EXPERIENCES_SECTION);

// ---------------------------------------------------------------------------------------------
// Category filter items (spec §3)

/** A category kept for display: name (title-cased), value (string id), promoted_category (string), image. */
export interface CategoryItem {
  readonly name: string;
  readonly value: string;
  readonly promoted_category: string;
  readonly image: string;
}

/** Perks items also keep filter_value_id and filter_value (spec §3). */
export interface PerksCategoryItem extends CategoryItem {
  readonly filter_value_id: number;
  readonly filter_value: string;
}

/** The longest word written in capitals that reads as an abbreviation ('UPI', 'WFH', 'TV'). */
const ABBREVIATION_LENGTH = 3;

/** Whether every letter of `letters` is a capital (and there is one). */
const inCapitals = (letters: string): boolean =>
  letters === letters.toUpperCase() && letters !== letters.toLowerCase();

/**
 * Title case (spec §3 'Category filter item': the name title-cased): each word's first letter
 * upper-case ('home & kitchen' → 'Home & Kitchen'); a word the data wrote in capitals is lowered
 * after its first letter ('HEALTH care' → 'Health Care'), unless it is short enough to be an
 * abbreviation: codes such as 'UPI' and 'WFH' are never re-cased to 'Upi' or 'Wfh'. Any other
 * letter stays as the data wrote it. A letter whose upper case is more than one character ('ß')
 * stays as it is.
 */
export const titleCase = (text: string): string =>
  text.replace(/\p{L}+/gu, (word: string) => {
    if (word.length <= ABBREVIATION_LENGTH && inCapitals(word)) return word;
    const first = word.slice(0, 1);
    const upper = first.toUpperCase();
    const after = word.slice(1);
    // Judged on the letters after the first, so title-casing a title changes nothing.
    const rest = inCapitals(after) ? after.toLowerCase() : after;
    return `${upper.length === first.length ? upper : first}${rest}`;
  });

export const categoryItemOf = (filter: CategoryFilter): CategoryItem => ({
  name: titleCase(filter.filter_value),
  value: String(filter.filter_value_id),
  promoted_category: String(filter.promoted_category),
  image: filter.image,
});

export const perksCategoryItemOf = (filter: CategoryFilter): PerksCategoryItem => ({
  ...categoryItemOf(filter),
  filter_value_id: filter.filter_value_id,
  filter_value: filter.filter_value,
});

/** The category lists of the app info (spec §3), one per family. */
export interface CategoryLists {
  readonly voucherCategoryList: readonly CategoryItem[];
  readonly merchandiseCategoryList: readonly CategoryItem[];
  readonly perksCategoryList: readonly PerksCategoryItem[];
  readonly loungeCategoryList: readonly CategoryItem[];
  readonly charityCategoryList: readonly CategoryItem[];
  readonly cashoutCategoryList: readonly CategoryItem[];
  readonly airmilesCategoryList: readonly CategoryItem[];
  readonly personalizeCategoryList: readonly CategoryItem[];
}

/** The context key of each family's list. */
export const CATEGORY_LIST_KEYS: { readonly [F in CategoryFamily]: keyof CategoryLists } = {
  vouchers: "voucherCategoryList",
  merchandise: "merchandiseCategoryList",
  perks: "perksCategoryList",
  lounge: "loungeCategoryList",
  charity: "charityCategoryList",
  cashout: "cashoutCategoryList",
  airmiles: "airmilesCategoryList",
  personalize: "personalizeCategoryList",
};

export const EMPTY_CATEGORY_LISTS: CategoryLists = {
  voucherCategoryList: [],
  merchandiseCategoryList: [],
  perksCategoryList: [],
  loungeCategoryList: [],
  charityCategoryList: [],
  cashoutCategoryList: [],
  airmilesCategoryList: [],
  personalizeCategoryList: [],
};

/**
 * The lists with `family`'s list set from the server's filters; no filters give an empty list
 * (spec §8 'Category fetch with no filters').
 */
export const withCategoryList = (
  lists: CategoryLists,
  family: CategoryFamily,
  filters: readonly CategoryFilter[],
): CategoryLists =>
  family === "perks"
    ? { ...lists, perksCategoryList: filters.map(perksCategoryItemOf) }
    : { ...lists, [CATEGORY_LIST_KEYS[family]]: filters.map(categoryItemOf) };

/** The category lists of a context (the rest of the context is dropped). */
export const categoryListsOf = (context: CategoryLists): CategoryLists => ({
  voucherCategoryList: context.voucherCategoryList,
  merchandiseCategoryList: context.merchandiseCategoryList,
  perksCategoryList: context.perksCategoryList,
  loungeCategoryList: context.loungeCategoryList,
  charityCategoryList: context.charityCategoryList,
  cashoutCategoryList: context.cashoutCategoryList,
  airmilesCategoryList: context.airmilesCategoryList,
  personalizeCategoryList: context.personalizeCategoryList,
});

// ---------------------------------------------------------------------------------------------
// Links under the site prefix (spec §2.3)

const under = (site: string, path: string): string => `/${site.replace(/^\/+|\/+$/g, "")}${path}`;

/** The families whose subcategory links spec §2.3 gives. */
export type LinkedFamily = "vouchers" | "merchandise" | "perks";

/**
 * Subcategory links (spec §2.3): /vouchers/?category_id={value}, /merchandises/?filter_value_id=
 * {value}, /perks?filter_value_id={value}, under the site prefix.
 */
export const categoryLink = (site: string, family: LinkedFamily, item: CategoryItem): string => {
  const value = encodeURIComponent(item.value);
  switch (family) {
    case "vouchers":
      return under(site, `/vouchers/?category_id=${value}`);
    case "merchandise":
      return under(site, `/merchandises/?filter_value_id=${value}`);
    case "perks":
      return under(site, `/perks?filter_value_id=${value}`);
  }
};

/** An experience category link (spec §2.3): /experiences?categories[]={name}. */
export const experienceCategoryLink = (site: string, name: string): string =>
  under(site, `/experiences?categories[]=${encodeURIComponent(name)}`);

/**
 * A product's detail path (spec §2.3 detail routes): its family's detail route (./families.ts)
 * with the slug and the product id; insurance's '/insurance/:description' takes the slug with the
 * product id at its end (./routes.ts `insuranceDescription`). Gift cards, Membership and the
 * bookings (whose own pages are not a product's) open the gift-card page.
 */
export const productPath = (type: ProductType, slug: string, productId: number): string => {
  const family = FAMILIES[type];
  const route =
    family.detailRoute === null || family.cart.kind === "booking"
      ? FAMILIES.vouchers.detailRoute
      : family.detailRoute;
  const id = /:productI[dD]/;
  const description = id.test(route) ? slug : insuranceDescription(slug, productId);
  // Replaced through functions: a slug is the catalogue's text, and `$'` or `$&` in it must stay
  // as written, not be read as a replacement pattern.
  return route
    .replace("/:isStatic?", "")
    .replace(/:(?:productSlug|description)/, () => description)
    .replace(id, () => String(productId));
};

/** A product's detail link under the site prefix ({@link productPath}). */
export const productLink = (
  site: string,
  product: Pick<ProductSummary, "type" | "url" | "product_id">,
): string => under(site, productPath(product.type, encodeURIComponent(product.url), product.product_id));

/** A banner's link (spec §3 'Banner'): an external url as is, an internal path under the site prefix. */
export const bannerLink = (
  site: string,
  banner: { readonly isExternal: boolean; readonly url: string },
): string =>
  banner.isExternal ? banner.url : under(site, banner.url.startsWith("/") ? banner.url : `/${banner.url}`);

// ---------------------------------------------------------------------------------------------
// Home sections (spec §3 'Home sections', §4 'Catalogue loads')

export const HOME_SECTIONS = ["experiences", "vouchers", "perks"] as const;
export type HomeSectionName = (typeof HOME_SECTIONS)[number];

export type HomeSectionStatus = "fetching" | "fetched" | "failed";

export interface HomeSection {
  readonly status: HomeSectionStatus;
  readonly data: readonly ProductSummary[];
  readonly error: ErrorData | null;
}

export type HomeSections = { readonly [S in HomeSectionName]: HomeSection };

const fetching: HomeSection = { status: "fetching", data: [], error: null };

/** Every home section fetching (spec §4: fetching, then fetched or failed). */
export const FETCHING_HOME: HomeSections = { experiences: fetching, vouchers: fetching, perks: fetching };

/** Every home section fetched with its data. */
export const fetchedHome = (
  data: {
    readonly [S in HomeSectionName]: readonly ProductSummary[];
  },
): HomeSections => ({
  experiences: { status: "fetched", data: data.experiences, error: null },
  vouchers: { status: "fetched", data: data.vouchers, error: null },
  perks: { status: "fetched", data: data.perks, error: null },
});

/** Every home section failed with `error`. */
export const failedHome = (error: ErrorData): HomeSections => {
  const failed: HomeSection = { status: "failed", data: [], error };
  return { experiences: failed, vouchers: failed, perks: failed };
};

/** The section of the site each home section belongs to (spec §2.2 section names). */
export const HOME_SECTION_ROUTES: { readonly [S in HomeSectionName]: string } = {
  experiences: "experiences",
  vouchers: "vouchers",
  perks: "perks",
};

/** A home section's 'See all' link: its listing page under the site prefix (spec §2.3). */
export const homeSectionLink = (site: string, name: HomeSectionName): string =>
  under(site, `/${HOME_SECTION_ROUTES[name]}`);

/** The home sections whose section is enabled on the site, in order. */
export const enabledHomeSections = (sections: readonly string[]): HomeSectionName[] =>
  HOME_SECTIONS.filter((name) => sections.includes(HOME_SECTION_ROUTES[name]));

// ---------------------------------------------------------------------------------------------
// Loading the lists (spec §4 'Catalogue loads', §8 'Category fetch with no filters')

/** What one category list's call answered: its filters, or its failure (the list is then empty). */
export interface CategoryListOutcome {
  readonly family: CategoryFamily;
  readonly filters: readonly CategoryFilter[];
  readonly error: ErrorData | null;
}

/** The families loaded for a choice: at start personalize too, after a selection not (spec §4). */
export const familiesToLoad = (atStart: boolean): readonly CategoryFamily[] =>
  atStart ? START_FAMILIES : SELECTION_FAMILIES;

/** The lists with every outcome applied; a failed list is empty (spec §8). */
export const withCategoryOutcomes = (
  lists: CategoryLists,
  outcomes: readonly CategoryListOutcome[],
): CategoryLists =>
  outcomes.reduce((next, outcome) => withCategoryList(next, outcome.family, outcome.filters), lists);

/** One category list's request (VOUCHER_CATEGORY, spec §7.3). */
export interface CategoryListRequest {
  readonly filter_group_id: CategoryFilterGroup;
  readonly country_id: number;
  readonly url: string;
  readonly isLoggedIn: boolean;
}

/**
 * The category lists of one choice: the families, for the country, site and login flag, and the
 * ISO2 code whose experience categories load with them (null when 'experiences' is not enabled).
 */
export interface CategoryListsRequest {
  readonly families: readonly CategoryFamily[];
  readonly country_id: number;
  readonly url: string;
  readonly isLoggedIn: boolean;
  readonly experiencesCountryCode: string | null;
}

/** The request of one family's list. */
export const categoryListRequest = (
  request: CategoryListsRequest,
  family: CategoryFamily,
): CategoryListRequest => ({
  filter_group_id: CATEGORY_GROUPS[family],
  country_id: request.country_id,
  url: request.url,
  isLoggedIn: request.isLoggedIn,
});

/** What the category lists of a choice answered: each list, and the experience categories if asked. */
export interface CategoryListsAnswer {
  readonly lists: readonly CategoryListOutcome[];
  readonly experiences: Outcome<readonly string[]> | null;
}

/** The landing details of a country: the home sections' products (spec §7.2). */
export interface LandingData {
  readonly experiences: readonly ProductSummary[];
  readonly vouchers: readonly ProductSummary[];
  readonly perks: readonly ProductSummary[];
}

/** The experience categories of an answer: none when not asked for or failed (spec §4, §8). */
export const experienceCategoriesOf = (answer: CategoryListsAnswer): readonly string[] =>
  answer.experiences?.ok === true ? answer.experiences.value : [];

/** The failures of an answer by the step they are kept under (null: answered); experiences only when asked. */
export const categoryListFailures = (
  answer: CategoryListsAnswer,
): Partial<Record<CategoryFamily | "experienceCategories", ErrorData | null>> => {
  const failures: Partial<Record<CategoryFamily | "experienceCategories", ErrorData | null>> = {};
  for (const outcome of answer.lists) failures[outcome.family] = outcome.error;
  if (answer.experiences !== null) failures.experienceCategories = failureOf(answer.experiences);
  return failures;
};

/** Where the flow stands when it loads the category lists of a choice. */
export interface CatalogueKnown {
  /** How the country was chosen: anything but "selection" is the initial choice. */
  readonly chosenBy: string | null;
  readonly userCountry: number;
  /** The site url, null before the site is known ('/' then). */
  readonly siteUrl: string | null;
  readonly loggedIn: boolean;
  readonly sections: readonly string[];
  readonly userCountryCode: string;
}

/**
 * spec §4 'Catalogue loads': the families of the initial choice or of a selection, for the chosen
 * country, with its experience categories when 'experiences' is enabled.
 */
export const categoryListsRequestOf = (known: CatalogueKnown): CategoryListsRequest => ({
  families: familiesToLoad(known.chosenBy !== "selection"),
  country_id: known.userCountry,
  url: known.siteUrl ?? "/",
  isLoggedIn: known.loggedIn,
  experiencesCountryCode: isExperiencesEnabled(known.sections) ? known.userCountryCode : null,
});
