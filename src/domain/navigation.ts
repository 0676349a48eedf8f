/**
 * The category navigation (spec §2.5, §6 'Tab visibility'): which tabs show, in which order,
 * where they and their subcategories lead, which one is selected, the popover layout and the
 * category display name. Pure: every value is passed in.
 */
import type { CategoryFamily } from "./categories";
import { FAMILIES, type Family } from "./families";
import { segmentsOf } from "./paths";
import { isSectionEnabled } from "./routes";
import { isPerksAllowed } from "./sections";

/** The tabs in the order of spec §2.5. */
export const TAB_IDS = [
  "membership",
  "merchandise",
  "swag",
  "flights",
  "hotels",
  "mobileRecharge",
  "giftCard",
  "miles",
  "lounge",
  "experiences",
  "charity",
  "offers",
  "cashout",
  "personalize",
] as const;
export type TabId = (typeof TAB_IDS)[number];

/**
 * The families with a subcategory list (spec §3 'App info' category lists): the kept category
 * lists' families, merchandise under its route segment, and experiences.
 */
export type SubcategoryFamily = Exclude<CategoryFamily, "merchandise"> | "merchandises" | "experiences";

/** A category filter item as kept for display (spec §3): name and value (the filter_value_id). */
export interface CategoryItem {
  readonly name: string;
  readonly value: string;
}

/** A link of a tab's popover. */
export interface SubcategoryLink {
  readonly name: string;
  readonly href: string;
}

/** The Membership tab's client (spec §6, §9 'Custom-category client: 5179'). */
export const MEMBERSHIP_CLIENT_ID = 5179;

/** The user countries that see Merchandise (spec §6, §9). */
export const MERCHANDISE_COUNTRIES: ReadonlySet<string> = new Set([
  "IN",
  "US",
  "GB",
  "IE",
  "CN",
  "SG",
  "AE",
  "ID",
  "QA",
  "GH",
  "PK",
]);

/** The swag filter value (spec §2.3, §9). */
export const SWAG_FILTER_VALUE_ID = 1390;

/** The Personalize tab's label when customCatalogFilterGroupName is not set (spec §2.5). */
export const DEFAULT_PERSONALIZE_LABEL = "Personalize Category";

/** Everything the tab rules read (spec §2.5, §6), as plain values. */
export interface NavigationFacts {
  /** The enabled sections (spec §2.2). */
  readonly sections: readonly string[];
  readonly loggedIn: boolean;
  /** The cashout feature flag (spec §9). */
  readonly cashoutFlag: boolean;
  /** The user's client_id; null when logged out. */
  readonly clientId: number | null;
  /** The user's company_id; null when logged out. */
  readonly companyId: number | null;
  /** The perks-enabled company list, when one is configured (spec §2.2, §6). */
  readonly perksEnabledCompanies: readonly number[] | null;
  /** The user's country code (ISO2, app info userCountryCode). */
  readonly userCountryCode: string | null;
  /** The selected country's id. */
  readonly selectedCountryId: number | null;
  /** The country ids of the top-up country list. */
  readonly topupCountryIds: readonly number[];
  /** Platform setting customCatalogFilterGroupName (spec §2.5). */
  readonly customCatalogFilterGroupName: string | null;
  /** The prefix of the site's navigation links, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
  /** The subcategory list of each family; a missing family has none. */
  readonly subcategories: Readonly<Partial<Record<SubcategoryFamily, readonly CategoryItem[]>>>;
}

/** A tab of the navigation row. */
export interface NavTab {
  readonly id: TabId;
  /** The last path segment of the tab's page, matched by {@link selectedTab}. */
  readonly segment: string;
  readonly href: string;
  /** A label set by the client (Personalize), else null: the view's own text for `id`. */
  readonly customLabel: string | null;
  readonly subcategories: readonly SubcategoryLink[];
}

interface TabRule {
  readonly id: TabId;
  /** The tab's path under the site prefix, with its query. */
  readonly path: string;
  readonly segment: string;
  readonly family: SubcategoryFamily | null;
  readonly visible: (facts: NavigationFacts) => boolean;
}

const listOf = (facts: NavigationFacts, family: SubcategoryFamily): readonly CategoryItem[] =>
  facts.subcategories[family] ?? [];

const hasSection = (facts: NavigationFacts, section: string): boolean =>
  isSectionEnabled(section, facts.sections);

/** 'Most other tabs need the route to be enabled and the category list to be non-empty' (spec §6). */
const enabledWithCategories =
  (section: string, family: SubcategoryFamily) =>
  (facts: NavigationFacts): boolean =>
    hasSection(facts, section) && listOf(facts, family).length > 0;

/** Mobile Recharge: the selected country is in the top-up country list (spec §6). */
export const isTopupCountry = (
  selectedCountryId: number | null,
  topupCountryIds: readonly number[],
): boolean => selectedCountryId !== null && topupCountryIds.includes(selectedCountryId);

/** Merchandise: the user's country is one of the merchandise countries (spec §6). */
export const isMerchandiseCountry = (userCountryCode: string | null): boolean =>
  userCountryCode !== null && MERCHANDISE_COUNTRIES.has(userCountryCode.toUpperCase());

/** A family's tab leads to its listing route (./families.ts). */
const familyTab = (family: Family): Pick<TabRule, "path" | "segment"> => ({
  path: `/${FAMILIES[family].segment}`,
  segment: FAMILIES[family].segment,
});

/**
 * The tabs of spec §2.5 in order, with the visibility rules of spec §6:
 * - Membership only for client_id 5179;
 * - Merchandise only for the merchandise countries and a non-empty subcategory list (and its
 *   route enabled);
 * - Mobile Recharge only when the selected country is in the top-up country list (and 'topup'
 *   enabled);
 * - Cashout needs login and the cashout flag (and its route enabled);
 * - Offers (perks) also needs the user's company in the perks-enabled list, when one is set;
 * - Swag, Flights and Hotels need their route enabled (they have no category list);
 * - the others need their route enabled and a non-empty category list.
 */
const TAB_RULES: readonly TabRule[] = [
  {
    id: "membership",
    ...familyTab("membership"),
    family: null,
    visible: (f) => f.clientId === MEMBERSHIP_CLIENT_ID,
  },
  {
    id: "merchandise",
    ...familyTab("merchandise"),
    family: "merchandises",
    visible: (f) =>
      isMerchandiseCountry(f.userCountryCode) && enabledWithCategories("merchandises", "merchandises")(f),
  },
  {
    id: "swag",
    path: `/swag?filter_value_id=${SWAG_FILTER_VALUE_ID}`,
    segment: "swag",
    family: null,
    visible: (f) => hasSection(f, "swag"),
  },
  {
    id: "flights",
    ...familyTab("flights"),
    family: null,
    visible: (f) => hasSection(f, "flights"),
  },
  { id: "hotels", ...familyTab("hotel"), family: null, visible: (f) => hasSection(f, "hotels") },
  {
    id: "mobileRecharge",
    ...familyTab("topup"),
    family: null,
    visible: (f) => hasSection(f, "topup") && isTopupCountry(f.selectedCountryId, f.topupCountryIds),
  },
  {
    id: "giftCard",
    ...familyTab("vouchers"),
    family: "vouchers",
    visible: enabledWithCategories("vouchers", "vouchers"),
  },
  {
    id: "miles",
    ...familyTab("airmiles"),
    family: "airmiles",
    visible: enabledWithCategories("airmiles", "airmiles"),
  },
  {
    id: "lounge",
    ...familyTab("lounge"),
    family: "lounge",
    visible: enabledWithCategories("lounge", "lounge"),
  },
  {
    id: "experiences",
    ...familyTab("experience"),
    family: "experiences",
    visible: enabledWithCategories("experiences", "experiences"),
  },
  {
    id: "charity",
    ...familyTab("charity"),
    family: "charity",
    visible: enabledWithCategories("charity", "charity"),
  },
  {
    id: "offers",
    ...familyTab("perks"),
    family: "perks",
    visible: (f) =>
      isPerksAllowed(f.perksEnabledCompanies, f.companyId) && enabledWithCategories("perks", "perks")(f),
  },
  {
    id: "cashout",
    ...familyTab("payouts"),
    family: "cashout",
    visible: (f) => f.loggedIn && f.cashoutFlag && hasSection(f, "cashout"),
  },
  {
    id: "personalize",
    ...familyTab("personalize"),
    family: "personalize",
    visible: enabledWithCategories("personalize-category", "personalize"),
  },
];

const withoutTrailingSlash = (prefix: string): string => prefix.replace(/\/+$/, "");

/**
 * A subcategory's link under the site prefix (spec §2.3, §2.5): experiences
 * '/experiences?categories[]={name}', merchandises '/merchandises/?filter_value_id={value}',
 * vouchers '/vouchers/?category_id={value}', perks '/perks?filter_value_id={value}'. Lounge,
 * charity, airmiles and personalize-category follow the perks form on their own listing
 * ('/lounge?filter_value_id={value}'); cashout links to its transfer form
 * '/cashout/transfer/{value}'.
 */
export const subcategoryHref = (
  family: SubcategoryFamily,
  item: CategoryItem,
  sitePrefix: string,
): string => {
  const prefix = withoutTrailingSlash(sitePrefix);
  const value = encodeURIComponent(item.value);
  switch (family) {
    case "experiences":
      return `${prefix}/experiences?categories[]=${encodeURIComponent(item.name)}`;
    case "merchandises":
      return `${prefix}/merchandises/?filter_value_id=${value}`;
    case "vouchers":
      return `${prefix}/vouchers/?category_id=${value}`;
    case "perks":
      return `${prefix}/perks?filter_value_id=${value}`;
    case "lounge":
      return `${prefix}/lounge?filter_value_id=${value}`;
    case "charity":
      return `${prefix}/charity?filter_value_id=${value}`;
    case "airmiles":
      return `${prefix}/airmiles?filter_value_id=${value}`;
    case "personalize":
      return `${prefix}/personalize-category?filter_value_id=${value}`;
    case "cashout":
      return `${prefix}/cashout/transfer/${value}`;
  }
};

/** The swag link (spec §2.3): '/swag?filter_value_id=1390' under the site prefix. */
export const swagHref = (sitePrefix: string): string =>
  `${withoutTrailingSlash(sitePrefix)}/swag?filter_value_id=${SWAG_FILTER_VALUE_ID}`;

/** The visible tabs, in the order of spec §2.5, with their links and subcategory links. */
export const navigationTabs = (facts: NavigationFacts): readonly NavTab[] => {
  const prefix = withoutTrailingSlash(facts.sitePrefix);
  const custom = facts.customCatalogFilterGroupName?.trim() ?? "";
  return TAB_RULES.filter((rule) => rule.visible(facts)).map((rule) => {
    const family = rule.family;
    return {
      id: rule.id,
      segment: rule.segment,
      href: `${prefix}${rule.path}`,
      customLabel: rule.id === "personalize" && custom !== "" ? custom : null,
      subcategories:
        family === null
          ? []
          : listOf(facts, family).map((item) => ({
              name: item.name,
              href: subcategoryHref(family, item, prefix),
            })),
    };
  });
};

/**
 * The selected tab's segment (spec §2.5): the last non-empty segment of the path; 'hotels' when
 * the path contains 'hotels'. Null for '/'.
 */
export const selectedTab = (pathname: string): string | null => {
  if (pathname.includes("hotels")) return "hotels";
  const segments = segmentsOf(pathname);
  return segments[segments.length - 1] ?? null;
};

/** The tab of `tabs` selected on `pathname`, or null. */
export const selectedTabId = (tabs: readonly NavTab[], pathname: string): TabId | null => {
  const segment = selectedTab(pathname);
  return tabs.find((tab) => tab.segment === segment)?.id ?? null;
};

// ---------------------------------------------------------------------------------------------
// Popover (spec §2.5, §9)

export const POPOVER_ITEMS_PER_COLUMN = 8;
export const POPOVER_COLUMN_WIDTH_PX = 200;
export const POPOVER_MAX_WIDTH_PX = 667;
export const POPOVER_MARGIN_PX = 16;
/** The popover closes 100 ms after hover ends (spec §2.5, §9). */
export const POPOVER_CLOSE_DELAY_MS = 100;

export interface PopoverLayout {
  /** Columns of at most 8 items. */
  readonly columns: number;
  /** Rows of the first column: min(items, 8). */
  readonly rows: number;
  /** The popover's width: 200 px per column plus the margin on both sides, at most 667 px. */
  readonly width: number;
  /** The margin around the columns. */
  readonly margin: number;
}

/**
 * The popover layout of `itemCount` subcategories (spec §2.5): 8 items per column, 200 px per
 * column, 16 px margin on each side, at most 667 px wide in all (more columns scroll sideways).
 * No items: no columns, width 0.
 */
export const popoverLayout = (itemCount: number): PopoverLayout => {
  const count = Number.isFinite(itemCount) ? Math.max(0, Math.floor(itemCount)) : 0;
  const columns = Math.ceil(count / POPOVER_ITEMS_PER_COLUMN);
  return {
    columns,
    rows: Math.min(count, POPOVER_ITEMS_PER_COLUMN),
    width:
      columns === 0
        ? 0
        : Math.min(columns * POPOVER_COLUMN_WIDTH_PX + 2 * POPOVER_MARGIN_PX, POPOVER_MAX_WIDTH_PX),
    margin: POPOVER_MARGIN_PX,
  };
};

/** Where a tab's popover may open: the tab's left edge and the screen's width, in px. */
export interface PopoverPlace {
  readonly tabLeft: number;
  /** The popover's width from {@link popoverLayout}. */
  readonly popoverWidth: number;
  /** The width the page lays out in (the screen less a scrollbar). */
  readonly screenWidth: number;
}

/**
 * How far a tab's popover is moved left of the tab's left edge (spec §2.5), in px: none when it
 * ends inside the screen less the 16 px margin; else as far as its right edge keeps that margin,
 * though never past the margin on the left. A popover open under the last tabs then stays on the
 * screen, and the page never scrolls sideways for it. The popover is at most the screen less both
 * margins wide (its CSS `max-width`).
 */
export const popoverShift = ({ tabLeft, popoverWidth, screenWidth }: PopoverPlace): number => {
  const width = Math.min(popoverWidth, screenWidth - 2 * POPOVER_MARGIN_PX);
  const overshoot = tabLeft + width - (screenWidth - POPOVER_MARGIN_PX);
  if (overshoot <= 0) return 0;
  return Math.max(0, Math.min(overshoot, tabLeft - POPOVER_MARGIN_PX));
};

// ---------------------------------------------------------------------------------------------
// Category display name (spec §2.5)

/** The category display names by section, in the order of spec §2.5. */
export const CATEGORY_DISPLAY_NAMES = [
  ["vouchers", "GIFT CARDS"],
  ["merchandises", "MERCHANDISES"],
  ["lounge", "LOUNGE"],
  ["airmiles", "AIRMILES"],
  ["topup", "TOPUP"],
  ["charity", "CHARITY"],
  ["cashout", "CASHOUT"],
] as const;
export type CategoryDisplayName = (typeof CATEGORY_DISPLAY_NAMES)[number][1];

/** The default display name (spec §2.5). */
export const DEFAULT_CATEGORY_DISPLAY_NAME = "GIFT CARDS & MORE";

/**
 * The category display name (spec §2.5): of the sections with a display name that are enabled,
 * the first in the order GIFT CARDS, MERCHANDISES, LOUNGE, AIRMILES, TOPUP, CHARITY, CASHOUT
 * names it; '{name} & MORE' when more than one of them is enabled; 'GIFT CARDS & MORE' when none.
 */
export const categoryDisplay = (
  sections: readonly string[],
): { readonly name: CategoryDisplayName; readonly more: boolean } => {
  const enabled = CATEGORY_DISPLAY_NAMES.filter(([section]) => isSectionEnabled(section, sections));
  const first = enabled[0];
  if (first === undefined) return { name: "GIFT CARDS", more: true };
  return { name: first[1], more: enabled.length > 1 };
};

/** The category display name as text: 'GIFT CARDS', 'LOUNGE & MORE', 'GIFT CARDS & MORE' (spec §2.5). */
export const categoryDisplayName = (sections: readonly string[]): string => {
  const { name, more } = categoryDisplay(sections);
  return more ? `${name} & MORE` : name;
};
