/**
 * The site's enabled sections (spec §2.2 'Section list (enabled routes)', §6 'Tab visibility'):
 * the default list, the renaming of 'merchandise', the perks rule and the guarded listing routes.
 * Pure: the feature flag, the perks-enabled companies and the user's company are passed in.
 */

/** The default section list without cashout (spec §2.2), in the spec's order. */
export const BASE_DEFAULT_SECTIONS = [
  "experiences",
  "vouchers",
  "perks",
  "merchandises",
  "swag",
  "flights",
  "lounge",
  "charity",
  "airmiles",
  "topup",
  "hotels",
] as const;

/** Added to the default list when the cashout feature flag is on (spec §2.2). */
export const CASHOUT_SECTION = "cashout";
export const PERKS_SECTION = "perks";

/**
 * The feature flags of spec §9 ('Feature flags, all on: miles, topup, lounge, charity, flight,
 * mobile recharge, hotel, ...') that govern a section, and the section each governs. Top-up and
 * mobile recharge name one section here: the Mobile Recharge tab and '/mobile-recharge' list the
 * topup category (filter group 61), so either flag off takes it away.
 */
export const SECTION_FLAGS = {
  MILES: "airmiles",
  TOPUP: "topup",
  MOBILE_RECHARGE: "topup",
  LOUNGE: "lounge",
  CHARITY: "charity",
  FLIGHT: "flights",
  HOTEL: "hotels",
} as const;
/** A flag by the name of its build setting: `VITE_FEATURE_` + the flag ('VITE_FEATURE_MOBILE_RECHARGE'). */
export type SectionFlag = keyof typeof SECTION_FLAGS;

/** The sections the flags that are off take away, once each, in the flags' order. */
export const sectionsSwitchedOff = (isOn: (flag: SectionFlag) => boolean): readonly string[] => [
  ...new Set(
    (Object.keys(SECTION_FLAGS) as SectionFlag[])
      .filter((flag) => !isOn(flag))
      .map((flag) => SECTION_FLAGS[flag]),
  ),
];

/** A second reading of the app-info default routes (spec §2.2): only experiences, vouchers, perks. */
export const APP_INFO_DEFAULT_ROUTES = ["experiences", "vouchers", "perks"] as const;

/** The listing routes that render only when enabled (spec §2.2, §2.3 'guarded'). */
export const GUARDED_LISTINGS = ["experiences", "merchandises", "vouchers"] as const;

/** The default section list (spec §2.2): cashout is added when its feature flag is on. */
export const defaultSections = (cashoutEnabled: boolean): readonly string[] =>
  cashoutEnabled ? [...BASE_DEFAULT_SECTIONS, CASHOUT_SECTION] : [...BASE_DEFAULT_SECTIONS];

/** Any 'merchandise' entry is renamed 'merchandises' (spec §2.2). */
export const renameSection = (section: string): string =>
  section === "merchandise" ? "merchandises" : section;

/** A loaded list with 'merchandise' renamed; blanks and repeats are dropped, order kept. */
export const normalizeSections = (loaded: readonly string[]): readonly string[] => {
  const out: string[] = [];
  for (const entry of loaded) {
    const section = renameSection(entry.trim());
    if (section !== "" && !out.includes(section)) out.push(section);
  }
  return out;
};

/**
 * Whether the user may see perks (spec §2.2, §6): always when no perks-enabled company list is
 * configured; otherwise only when the signed-in user's company_id is in it. A guest has no
 * company and uses the default section list (spec §6 'Guest'), perks included.
 */
export const isPerksAllowed = (perksCompanies: readonly number[] | null, companyId: number | null): boolean =>
  perksCompanies === null || companyId === null || perksCompanies.includes(companyId);

export interface SectionRules {
  /** The list the server answered, or null when the routes could not be loaded (spec §8). */
  readonly loaded: readonly string[] | null;
  /** The cashout feature flag. */
  readonly cashoutEnabled: boolean;
  /** The configured perks-enabled companies, or null when none is configured. */
  readonly perksCompanies: readonly number[] | null;
  /** The signed-in user's company_id, or null for a guest. */
  readonly companyId: number | null;
  /** The sections whose feature flag is off (spec §9); none when absent. */
  readonly sectionsOff?: readonly string[];
}

/**
 * The enabled sections (spec §2.2): the loaded list with 'merchandise' renamed, or the default
 * list when the routes failed (spec §8 'Routes fetch failure'); perks removed when the user's
 * company is outside a configured perks-enabled list, and any section whose feature flag is off
 * (spec §9) removed whatever the server lists.
 */
export const sectionsFor = (rules: SectionRules): readonly string[] => {
  const base =
    rules.loaded === null ? defaultSections(rules.cashoutEnabled) : normalizeSections(rules.loaded);
  const off = rules.sectionsOff ?? [];
  const perks = isPerksAllowed(rules.perksCompanies, rules.companyId);
  return base.filter((section) => !off.includes(section) && (perks || section !== PERKS_SECTION));
};

/** The last non-empty segment of a path ('/acme/vouchers/' → 'vouchers'), or '' for '/'. */
export const lastSegmentOf = (pathname: string): string => {
  const segments = pathname.split("?")[0]?.split("/") ?? [];
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const segment = segments[i];
    if (segment !== undefined && segment !== "") return segment;
  }
  return "";
};

/**
 * spec §2.2: a guarded listing route (experiences, merchandises, vouchers) renders only when the
 * last path segment is in the enabled list; otherwise the not-found page shows.
 */
export const isListingEnabled = (lastSegment: string, sections: readonly string[]): boolean =>
  lastSegment !== "" && sections.includes(lastSegment);

/** Whether two section lists are the same, in order. */
export const sameSections = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((section, index) => section === b[index]);
