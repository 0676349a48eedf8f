/**
 * The redemption guide, 'How to Redeem' (spec §1 'Redemption guide (How to Redeem)', §2.1 '?redeem=code',
 * §2.8, §4 'Redemption guide', §9 timings): its tabs, steps, title and the '?redeem=code' request,
 * as pure rules.
 */
import type { UserJourneyUseCase } from "./header";
import { queryParam } from "./session";

/** Tab 1 is points, tab 2 is codes (spec §4 'Redemption guide'). */
export const GUIDE_TABS = ["points", "codes"] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

/** The guide has two steps (spec §1): 1 cart and checkout, 2 how to pay. */
export const GUIDE_STEPS = [1, 2] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export const FIRST_STEP: GuideStep = 1;
export const LAST_STEP: GuideStep = 2;

/** Closing resets the guide to step 1, tab 1 (spec §4 'Redemption guide'). */
export const RESET_TAB: GuideTab = "points";

/** spec §2.8, §9 'returning-user flag after guide opens': 4000 ms. */
export const RETURNING_USER_DELAY_MS = 4000;

/** spec §2.1, §9 'redeem-code tooltip close': 4 s. */
export const REDEEM_TOOLTIP_CLOSE_MS = 4000;

/**
 * The local-storage entry of the 'returning user' flag (spec §2.8). The spec does not name it:
 * the storefront stores `returningUser` = `'1'`.
 */
export const RETURNING_USER_KEY = "returningUser";
export const RETURNING_USER_VALUE = "1";

/** The query parameter and value that ask for the codes guide: '?redeem=code' (spec §2.1). */
export const REDEEM_PARAM = "redeem";
export const REDEEM_CODE_VALUE = "code";

/** The use case '?redeem=code' sets (spec §2.1). */
export const CODE_USE_CASE: UserJourneyUseCase = "code";

/** The tabs the guide shows: only the codes guide when the use case is 'code' (spec §2.8). */
export const guideTabsOf = (useCase: UserJourneyUseCase | null): readonly GuideTab[] =>
  useCase === CODE_USE_CASE ? ["codes"] : GUIDE_TABS;

/** Whether only the codes guide shows (spec §2.8: use case 'code'). */
export const isCodesOnly = (useCase: UserJourneyUseCase | null): boolean => useCase === CODE_USE_CASE;

/** The tab the guide opens on: tab 2 (codes) when the use case is 'code', else tab 1 (spec §4). */
export const defaultGuideTab = (useCase: UserJourneyUseCase | null): GuideTab =>
  useCase === CODE_USE_CASE ? "codes" : "points";

/** Whether `tab` is one of the tabs shown for `useCase`. */
export const isGuideTabShown = (tab: GuideTab, useCase: UserJourneyUseCase | null): boolean =>
  guideTabsOf(useCase).includes(tab);

/** The step after `step`; the last step stays. */
export const nextGuideStep = (step: GuideStep): GuideStep =>
  GUIDE_STEPS[Math.min(GUIDE_STEPS.indexOf(step) + 1, GUIDE_STEPS.length - 1)] ?? step;

/** The step before `step`; the first step stays. */
export const previousGuideStep = (step: GuideStep): GuideStep =>
  GUIDE_STEPS[Math.max(GUIDE_STEPS.indexOf(step) - 1, 0)] ?? step;

/**
 * Which title the dialog shows: 'Reward Codes Redemption Guide' when the use case is 'code'
 * (spec §2.8), else the guide's own title, 'How to Redeem'.
 */
export type GuideTitle = "howToRedeem" | "codesGuide";

export const guideTitleOf = (useCase: UserJourneyUseCase | null): GuideTitle =>
  useCase === CODE_USE_CASE ? "codesGuide" : "howToRedeem";

/** Whether a location's query asks for the codes guide: 'redeem=code' (spec §2.1). */
export const asksForCodesGuide = (search: string): boolean =>
  queryParam(search, REDEEM_PARAM) === REDEEM_CODE_VALUE;

/**
 * Whether a location asks for the codes guide and has not done so already: the request of one
 * query string is acted on once per page load (`handledSearch` is the last one acted on).
 */
export const isNewCodesGuideRequest = (search: string, handledSearch: string | null): boolean =>
  asksForCodesGuide(search) && search !== handledSearch;

/** The keys that move between tabs (WAI-ARIA tabs pattern). */
export type TabKey = "ArrowLeft" | "ArrowRight" | "Home" | "End";

/**
 * The tab a key moves to from `current` among `tabs` (arrows wrap around, Home and End go to the
 * ends); `current` when there is nowhere to go.
 */
export const tabAfterKey = (tabs: readonly GuideTab[], current: GuideTab, key: TabKey): GuideTab => {
  const count = tabs.length;
  if (count === 0) return current;
  const at = Math.max(0, tabs.indexOf(current));
  const index =
    key === "Home" ? 0 : key === "End" ? count - 1 : (at + (key === "ArrowRight" ? 1 : count - 1)) % count;
  return tabs[index] ?? current;
};

/** The points label the points tab is named after; 'Points' when the site has none (spec §2.8). */
export const DEFAULT_POINTS_LABEL = "Points";

export const pointsLabelOf = (label: string | null | undefined): string => {
  const trimmed = label?.trim() ?? "";
  return trimmed === "" ? DEFAULT_POINTS_LABEL : trimmed;
};
