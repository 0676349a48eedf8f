/**
 * What the shell's views read from the flows, put together once: the link prefix, the header's
 * facts, the category tabs and the search scope. Each hook reads snapshots only and computes
 * with the domain's pure rules; nothing here sends an event.
 */

import type { BannerPage } from "@contract/site";
import { bannersFor } from "@domain/banners";
import { cartCount as cartCountOf } from "@domain/cart";
import { linkPrefixOf, pointsTooltip } from "@domain/country";
import { DEFAULT_EXTERNAL_LINKS, type HeaderModel, headerModel } from "@domain/header";
import { formatConversion, formatMoneyNumber } from "@domain/money";
import { type NavTab, navigationTabs, selectedTabId, type TabId } from "@domain/navigation";
import type { SearchScope } from "@domain/search";
import { pointsFactsOf } from "@domain/session";
import { isPhoneWidth } from "@domain/viewport";
import { useSelector } from "@views/useSelector";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { useLanguage } from "../i18n";
import { usePointsLabel } from "../site/siteWords";
import { useFlow, useRoot } from "../system";

const useSessionContext = () => useSelector(useFlow("session"), (s) => s.context);
const useSiteContext = () => useSelector(useFlow("site"), (s) => s.context);
const useCountryContext = () => useSelector(useFlow("country"), (s) => s.context);

/**
 * The prefix of the site's navigation links (spec §2.1): the branding custom_url, or
 * '/{user domain or "marketplace"}' when it is '/'.
 */
export const useLinkPrefix = (): string => {
  const customUrl = useSelector(useFlow("site"), (s) => s.context.branding.custom_url);
  const domain = useSelector(useFlow("session"), (s) => s.context.user?.domain ?? null);
  return linkPrefixOf(customUrl, domain);
};

/** Whether the viewport gets the phone layout (spec §9). */
export const useIsPhone = (): boolean =>
  useSelector(useRoot(), (s) => isPhoneWidth(s.context.viewport.width));

/** The header's model (spec §2.4, §6) from the session, site and country flows. */
export const useHeaderModel = (): HeaderModel => {
  const session = useSessionContext();
  const site = useSiteContext();
  const country = useCountryContext();
  const [pathname] = useLocation();
  const isMobile = useIsPhone();
  const sitePrefix = useLinkPrefix();
  // spec §3: the cart count is the sum of voucher quantities.
  const cartCount = useSelector(useFlow("cart"), (s) => cartCountOf(s.context));
  const language = useLanguage();
  const pointsLabel = usePointsLabel();
  return useMemo(() => {
    const points = pointsFactsOf(session.points);
    const tooltip =
      points !== null && country.pointValue !== null ? pointsTooltip(points, country.pointValue) : null;
    return headerModel({
      loggedIn: session.loggedIn,
      isAdmin: session.isAdmin,
      adminPanelAccess: site.settings.adminPanelAccess === 1,
      offer_marketplace: site.settings.offer_marketplace === 1,
      displayCatalogInPoints: site.settings.displayCatalogInPoints === 1,
      isThirdPartyUser: session.points?.isThirdPartyUser === true,
      userJourneyUseCase: session.journey,
      linkedAccountCount: session.linkedAccounts.length,
      user_login_type: session.user?.user_login_type ?? null,
      fullName: session.user === null ? null : `${session.user.first_name} ${session.user.last_name}`,
      sections: site.sections,
      urlPrefix: site.settings.urlPrefix,
      sitePrefix,
      availablePoints: points?.availablePoints ?? 0,
      pointsLabel,
      // The figures through the one money formatter, in the site's language (spec §2.4, §9).
      pointsTooltip:
        tooltip === null
          ? null
          : {
              factor: tooltip.factor,
              rate: formatConversion(tooltip.rate, language),
              currency: tooltip.currency,
              value: formatMoneyNumber(tooltip.totalValue, language),
              total: tooltip.totalValue,
            },
      cartCount,
      pathname,
      isMobile,
      externalLinks: DEFAULT_EXTERNAL_LINKS,
    });
  }, [session, site, country, pathname, isMobile, sitePrefix, cartCount, language, pointsLabel]);
};

/**
 * Whether the chosen country's category lists are still on their way (spec §4 'Catalogue loads'):
 * the category navigation and the landing page's category rows hold their place meanwhile.
 */
export const useCategoryListsLoading = (): boolean =>
  useSelector(
    useFlow("country"),
    (s) => !s.hasTag("ready") || s.matches({ active: { settled: { lists: "fetching" } } }),
  );

/** The category tabs (spec §2.5, §6) and the selected one. */
export const useNavigation = (): { readonly tabs: readonly NavTab[]; readonly selected: TabId | null } => {
  const session = useSessionContext();
  const site = useSiteContext();
  const country = useCountryContext();
  const [pathname] = useLocation();
  const sitePrefix = useLinkPrefix();
  return useMemo(() => {
    const tabs = navigationTabs({
      sections: site.sections,
      loggedIn: session.loggedIn,
      cashoutFlag: site.features.cashout,
      clientId: session.user?.client_id ?? null,
      companyId: session.user?.company_id ?? null,
      perksEnabledCompanies: site.features.perksCompanies,
      userCountryCode: country.userCountryCode,
      selectedCountryId: country.userCountry,
      topupCountryIds: country.topupCountryList.map((entry) => entry.countryId),
      customCatalogFilterGroupName: site.settings.customCatalogFilterGroupName,
      sitePrefix,
      subcategories: {
        experiences: country.experienceCategoryList.map((name) => ({ name, value: name })),
        merchandises: country.merchandiseCategoryList,
        vouchers: country.voucherCategoryList,
        perks: country.perksCategoryList,
        lounge: country.loungeCategoryList,
        charity: country.charityCategoryList,
        airmiles: country.airmilesCategoryList,
        cashout: country.cashoutCategoryList,
        personalize: country.personalizeCategoryList,
      },
    });
    return { tabs, selected: selectedTabId(tabs, pathname) };
  }, [session, site, country, pathname, sitePrefix]);
};

/** The scope a search runs in (spec §7.3 search_text): the site and the selected country. */
export const useSearchScope = (): SearchScope => {
  const customUrl = useSelector(useFlow("site"), (s) => s.context.branding.custom_url);
  const country = useCountryContext();
  return useMemo(
    () => ({
      customUrl,
      countryId: country.userCountry,
      countryName: country.selectedCountry,
      countryCode: country.userCountryCode,
      experienceCountryId:
        country.experienceCountryList.find((entry) => entry.iso_code_2 === country.userCountryCode)
          ?.country_id ?? null,
    }),
    [customUrl, country],
  );
};

/** The banners of `page` for the selected country that are live (spec §3, §4 'Banners'). */
export const useBanners = (page: BannerPage) => {
  const banners = useSelector(useFlow("site"), (s) => s.context.banners);
  const countryName = useSelector(useFlow("country"), (s) => s.context.selectedCountry);
  return useMemo(
    () => (banners === null ? [] : bannersFor(banners.module, countryName, page, banners.fetchedAt)),
    [banners, countryName, page],
  );
};
