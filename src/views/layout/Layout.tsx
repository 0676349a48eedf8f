import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import type { ReactNode } from "react";
import { CountrySelector } from "../country/CountrySelector";
import { lazyPage } from "../lazyPage";
import { SearchBox } from "../search/SearchBox";
import {
  useCategoryListsLoading,
  useHeaderModel,
  useLinkPrefix,
  useNavigation,
  useSearchScope,
} from "../shell/facts";
import { LanguageSwitcher } from "../site/LanguageSwitcher";
import { useFlow, useSpawnedFlow } from "../system";
import { CategoryNav } from "./CategoryNav";
import { Header } from "./Header";
import { Region } from "./regions";

// The footer starts below the fold (see Main), so its code loads after the page's.
const Footer = lazyPage(() => import("../site/Footer"), "Footer");

/** The code of the layout that loads on demand (the footer): a page resumed from the server's markup takes it first. */
export const loadLayoutCode = (): Promise<unknown> => Footer.load();

/**
 * At least a screen tall, so the footer starts below the fold: a page whose content arrives late
 * (a screen's code, a product) grows into this space instead of pushing a visible footer down.
 */
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 24px 16px 48px;

  @media (max-width: 991px) {
    padding: 16px 12px 32px;
  }
`;

export type LayoutVariant = "full" | "payment" | "rewardsApi";

export interface LayoutProps {
  /** "payment": the logo-only header and the legal-row footer (payment pages, the 404 page). */
  readonly variant?: LayoutVariant;
  readonly children: ReactNode;
}

/**
 * Header, page, footer (spec §2.4, §2.5, §2.11): the white-labelled header with search, country,
 * language, the points pill, the account and the category navigation; the footer.
 */
export const Layout = ({ variant = "full", children }: LayoutProps) => {
  const site = useFlow("site");
  const country = useFlow("country");
  const logoUrl = useSelector(site, (s) => s.context.logoUrl);
  const companyName = useSelector(site, (s) => s.context.settings.companyName);
  const sitePrefix = useLinkPrefix();
  const model = useHeaderModel();
  const navigation = useNavigation();
  const listsLoading = useCategoryListsLoading();
  const pointsLoading = useSelector(
    useFlow("session"),
    (s) => s.context.loggedIn && s.context.points === null && s.context.errors.points === null,
  );
  const scope = useSearchScope();
  // spec §2.4: on the rewards API page the header's 'Pricing Plans' opens the page's plans.
  const rewardsApi = useSpawnedFlow("rewardsApi");
  const onPricingPlans =
    variant === "rewardsApi" && rewardsApi !== null
      ? () => rewardsApi.send({ type: "REWARDS_API.OPEN_PLANS" })
      : undefined;
  // Each region hydrates on its own (./regions): the header, its navigation, the page, the footer.
  return (
    <>
      <Region name="header">
        <Header
          homeHref={sitePrefix}
          model={model}
          pointsLoading={pointsLoading}
          logoUrl={logoUrl}
          logoAlt={companyName}
          // spec §2.4: clicking the logo resets the selected category.
          onLogoClick={() => country.send({ type: "CATEGORY.SET", categoryId: null })}
          variant={variant}
          {...(onPricingPlans === undefined ? {} : { onPricingPlans })}
          search={<SearchBox scope={scope} sitePrefix={sitePrefix} />}
          country={<CountrySelector />}
          language={<LanguageSwitcher />}
          nav={
            <Region name="navigation">
              <CategoryNav tabs={navigation.tabs} selected={navigation.selected} loading={listsLoading} />
            </Region>
          }
        />
      </Region>
      <Main id="main">
        <Region name="main">{children}</Region>
      </Main>
      <Region name="footer">
        <Footer variant={variant === "full" ? "full" : "payment"} />
      </Region>
    </>
  );
};
