/**
 * The signed-in account area (spec §2.3 'Profile area tabs (one screen)'): the tabs the site
 * shows, as a side navigation at 1280 px; on a phone '/mobile-profile' lists them and each tab is
 * its own page with a way back to that list. A guest who opens any of these routes is sent to sign
 * in, with the page as the 'redirect' to come back to (spec §2.1).
 *
 * The area draws the page's heading (the tab's name); a tab's own content starts at h2.
 */
import {
  isProfileScreen,
  PROFILE_SCREENS,
  PROFILE_TAB_PATHS,
  type ProfileScreen,
  type ProfileTab,
  signInPathFor,
  visibleProfileTabs,
} from "@domain/profileTabs";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { match } from "ts-pattern";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { fill, useMessages } from "../i18n";
import { FullPageLoader } from "../session/Overlays";
import { useIsPhone } from "../shell/facts";
import { shellMessages } from "../shell/messages";
import { usePointsLabel } from "../site/siteWords";
import { useFlow } from "../system";
import { profileAreaMessages } from "./messages";

const ProfileDetailsTab = lazy(() =>
  import("./details/ProfileDetailsTab").then((m) => ({ default: m.ProfileDetailsTab })),
);
const OrdersTab = lazy(() => import("./orders/OrdersTab").then((m) => ({ default: m.OrdersTab })));
const PointsTab = lazy(() => import("./balances/PointsTab").then((m) => ({ default: m.PointsTab })));
const RewardHistoryTab = lazy(() =>
  import("./balances/RewardHistoryTab").then((m) => ({ default: m.RewardHistoryTab })),
);
const VouchersTab = lazy(() => import("./balances/VouchersTab").then((m) => ({ default: m.VouchersTab })));
const RewardPointsTab = lazy(() =>
  import("./balances/RewardPointsTab").then((m) => ({ default: m.RewardPointsTab })),
);

const Area = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  max-width: 1200px;
  margin: 24px auto;
  padding: 0 16px;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    margin: 8px auto 24px;
  }
`;

const TabList = styled.nav`
  position: sticky;
  top: 96px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  overflow: hidden;

  h2 {
    margin: 0;
    padding: 14px 16px;
    font-size: 15px;
    border-bottom: 1px solid var(--line);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    border-top: 1px solid var(--line);
  }

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 10px 16px;
    color: var(--ink);
    font-weight: 600;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: var(--surface-muted);
    color: var(--brand-primary);
  }

  a[aria-current="page"] {
    box-shadow: inset 4px 0 0 var(--brand-primary);
    color: var(--brand-primary);
  }

  /* The phone list ('/mobile-profile') is its own page: large rows with a chevron. */
  &[data-phone="true"] {
    position: static;

    a {
      justify-content: space-between;
      min-height: 52px;
    }

    .chevron {
      font-size: 20px;
      color: var(--ink-muted);
    }
  }
`;

const Content = styled.section`
  min-width: 0;
  display: grid;
  gap: 16px;

  > h1 {
    margin: 0;
    font-size: 26px;
  }

  > .back {
    justify-self: start;
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    > h1 {
      font-size: 22px;
    }
  }
`;

const Wait = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<FullPageLoader label={useMessages(shellMessages).loadingPage} />}>{children}</Suspense>
);

/** The tabs of this site with their names, for the side navigation and the phone's list. */
const useTabs = (): readonly { readonly tab: ProfileTab; readonly name: string }[] => {
  const text = useMessages(profileAreaMessages);
  const sections = useSelector(useFlow("site"), (s) => s.context.sections);
  const label = usePointsLabel();
  return visibleProfileTabs(sections).map((tab) => ({
    tab,
    name: tab === "BRAND_POINTS" ? fill(text.BRAND_POINTS, { label }) : text[tab],
  }));
};

const Tabs = ({
  sitePrefix,
  current,
  phone,
  labelledBy,
}: {
  readonly sitePrefix: string;
  readonly current: ProfileTab | null;
  readonly phone: boolean;
  readonly labelledBy: string;
}) => {
  const text = useMessages(profileAreaMessages);
  const tabs = useTabs();
  const base = sitePrefix === "/" ? "" : sitePrefix;
  return (
    <TabList aria-labelledby={labelledBy} data-phone={phone}>
      {phone ? null : <h2 id={labelledBy}>{text.area}</h2>}
      <ul>
        {tabs.map(({ tab, name }) => (
          <li key={tab}>
            <Link
              href={`${base}${PROFILE_TAB_PATHS[tab]}`}
              aria-current={tab === current ? "page" : undefined}
            >
              {name}
              {phone ? (
                <span className="chevron" aria-hidden="true">
                  ›
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </TabList>
  );
};

/** The content of a tab's screen. */
const TabBody = ({ screen, sitePrefix }: { readonly screen: ProfileScreen; readonly sitePrefix: string }) =>
  match(screen)
    .with("profile", () => <ProfileDetailsTab sitePrefix={sitePrefix} />)
    .with("orders", "experienceOrders", "flightOrders", "hotelOrders", "perkOrders", (kind) => (
      <OrdersTab tab={PROFILE_SCREENS[kind]} sitePrefix={sitePrefix} />
    ))
    .with("points", () => <PointsTab sitePrefix={sitePrefix} />)
    .with("rewardHistory", () => <RewardHistoryTab sitePrefix={sitePrefix} />)
    .with("brandVouchers", () => <VouchersTab sitePrefix={sitePrefix} />)
    .with("rewardRedemption", "pointConversion", (page) => (
      <RewardPointsTab page={page} sitePrefix={sitePrefix} />
    ))
    .exhaustive();

/** A guest is sent to sign in and comes back here after (spec §2.1 'redirect'). */
const useGuestRedirect = (sitePrefix: string): string | null => {
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const [path] = useLocation();
  const search = useSearch();
  if (loggedIn) return null;
  return signInPathFor(sitePrefix, `${path}${search === "" ? "" : `?${search}`}`);
};

export interface ProfileAreaProps {
  /** The account screen of the route table (spec §2.3) being shown. */
  readonly screen: ProfileScreen | "mobileProfile";
  readonly sitePrefix: string;
}

export const ProfileArea = ({ screen, sitePrefix }: ProfileAreaProps) => {
  const text = useMessages(profileAreaMessages);
  const tabs = useTabs();
  const phone = useIsPhone();
  const headingId = useId();
  const navId = useId();
  const signIn = useGuestRedirect(sitePrefix);
  const base = sitePrefix === "/" ? "" : sitePrefix;
  if (signIn !== null) return <Redirect to={signIn} replace />;
  if (!isProfileScreen(screen)) {
    // '/mobile-profile': the phone's list of tabs; a wide screen shows the first tab instead.
    if (!phone) return <Redirect to={`${base}${PROFILE_TAB_PATHS.PROFILE}`} replace />;
    return (
      <Area>
        <Content aria-labelledby={headingId}>
          <h1 id={headingId}>{text.area}</h1>
          <Tabs sitePrefix={sitePrefix} current={null} phone labelledBy={headingId} />
        </Content>
      </Area>
    );
  }
  const tab = PROFILE_SCREENS[screen];
  const name = tabs.find((t) => t.tab === tab)?.name ?? text[tab];
  return (
    <Area>
      {phone ? null : <Tabs sitePrefix={sitePrefix} current={tab} phone={false} labelledBy={navId} />}
      <Content aria-labelledby={headingId}>
        {phone ? (
          <Link className="back" href={`${base}/mobile-profile`}>
            <span aria-hidden="true">‹ </span>
            {text.backToArea}
          </Link>
        ) : null}
        <h1 id={headingId}>{name}</h1>
        <Wait>
          <TabBody screen={screen} sitePrefix={sitePrefix} />
        </Wait>
      </Content>
    </Area>
  );
};
