import { type ResolvedRoute, resolveRoute, type ScreenRoute } from "@domain/routes";
import { DEFAULT_SITE_PREFIX } from "@domain/session";
import { maintenancePath } from "@domain/storeInfo";
import type { LateFlowId } from "@machines/flows";
import { useSelector } from "@views/useSelector";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { CartToast } from "./cart/CartToast";
import { RedeemTooltip } from "./guest/redeemGuide/RedeemTooltip";
import { useMessages } from "./i18n";
import { Layout } from "./layout/Layout";
import { lazyPage } from "./lazyPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { type FlowOf, SCREENS, type ScreenAt, type ScreenEntry } from "./screens";
import { FullPageLoader, SessionOverlays } from "./session/Overlays";
import { useLinkPrefix, useSearchScope } from "./shell/facts";
import { shellMessages } from "./shell/messages";
import { BrandTheme } from "./site/BrandTheme";
import { CookieBanner } from "./site/CookieBanner";
import { PageMetaDescription } from "./site/MetaDescription";
import { type FlowRefs, useFlow, useLateFlow, useRoot, useSpawnedFlow } from "./system";

// The header's dialogs load the first time one opens.
const HeaderDialogs = lazyPage(() => import("./dialogs/HeaderDialogs"), "HeaderDialogs");

/** The page loader, while a screen's code or its flow loads. */
const PageLoading = () => <FullPageLoader label={useMessages(shellMessages).loadingPage} />;

/**
 * The late flows of a screen, in order: each flow's code loads and the root spawns it (the boot
 * code has usually started the first for the route already), the page loader shows meanwhile,
 * then the page gets the flows and sends its events to them.
 */
const WithLateFlows = ({
  ids,
  loaded,
  children,
}: {
  readonly ids: readonly LateFlowId[];
  readonly loaded: Partial<FlowRefs>;
  readonly children: (flow: FlowOf) => ReactNode;
}) => {
  const [id, ...rest] = ids;
  if (id === undefined)
    return children((flow) => {
      const ref = loaded[flow];
      if (ref === undefined) throw new Error(`The '${flow}' flow is not one its screen waits for`);
      return ref;
    });
  return (
    <WithLateFlow id={id}>
      {(flow) => (
        <WithLateFlows ids={rest} loaded={{ ...loaded, [id]: flow }}>
          {children}
        </WithLateFlows>
      )}
    </WithLateFlow>
  );
};

const WithLateFlow = <K extends LateFlowId>({
  id,
  children,
}: {
  readonly id: K;
  readonly children: (flow: FlowRefs[K]) => ReactNode;
}) => {
  const flow = useLateFlow(id);
  return flow === null ? <PageLoading /> : children(flow);
};

/** A screen whose code is still loading shows the page loader. */
const Loading = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
);

const Screen = ({ route }: { readonly route: ScreenRoute }) => (
  <>
    {!SCREENS[route.screen].ownDescription && <PageMetaDescription />}
    <Loading>
      <ScreenContent route={route} />
    </Loading>
  </>
);

/** A screen's page (./screens.tsx), behind its gate if it has one. */
const ScreenContent = ({ route }: { readonly route: ScreenRoute }) => {
  const sitePrefix = useLinkPrefix();
  const scope = useSearchScope();
  const entry: ScreenEntry = SCREENS[route.screen];
  const page = <ScreenPage entry={entry} at={{ route, sitePrefix, scope }} />;
  const Gate = entry.gate;
  return Gate === null ? page : <Gate sitePrefix={sitePrefix}>{page}</Gate>;
};

/** The page's code is asked for at once, so it loads while its flows do. */
const ScreenPage = ({ entry, at }: { readonly entry: ScreenEntry; readonly at: ScreenAt }) => {
  const load = entry.page?.load;
  useEffect(() => {
    // A failed load is asked for again when the page renders (React's lazy).
    load?.().catch(() => undefined);
  }, [load]);
  return (
    <WithLateFlows ids={entry.flows} loaded={{}}>
      {(flow) => entry.render(at, flow)}
    </WithLateFlows>
  );
};

/**
 * A new page opens at its top: when the path changes by a link or a redirect, the window scrolls
 * up. Back and Forward (a history traversal) keep the position the browser restores, and a change
 * of the query alone (a listing's category, order or page) keeps the reader where they are.
 */
const useNewPageAtTop = (pathname: string, search: string) => {
  const traversed = useRef(false);
  const shown = useRef(pathname);
  useEffect(() => {
    const onTraversal = () => {
      traversed.current = true;
    };
    window.addEventListener("popstate", onTraversal);
    return () => window.removeEventListener("popstate", onTraversal);
  }, []);
  // Every change of the location ends the traversal that caused it, if one did.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query matters only as a change of the location
  useEffect(() => {
    const traversal = traversed.current;
    traversed.current = false;
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!traversal) window.scrollTo(0, 0);
  }, [pathname, search]);
};

/** A screen kind the switch does not handle: a type error, never reached at run time. */
const unhandled = (value: never): never => {
  throw new Error(`Unhandled: ${String(value)}`);
};

/** What a resolved route shows (spec §2.1, §2.3, §2.11). */
const RouteView = ({
  route,
  location,
  search,
}: {
  readonly route: ResolvedRoute;
  readonly location: string;
  readonly search: string;
}) => {
  const text = useMessages(shellMessages);
  const site = useFlow("site");
  // spec §2.3 '/maintenance': while the store reports maintenance, every page leads there.
  const maintenance = useSelector(site, (s) => s.context.settings.maintenance === 1);
  // The SSO entry found no session to sign in with (no token, or it could not be stored).
  const ssoFailed = useSelector(useFlow("session"), (s) => s.matches("loggedOut"));
  switch (route.kind) {
    case "redirect":
      return <Redirect to={route.to} replace />;
    case "sso":
      // The session stores the SSO token, runs the start-up and then opens the landing page;
      // without a session to sign in with, the entry goes to the default site's home (spec §2.1).
      return ssoFailed ? (
        <Redirect to={DEFAULT_SITE_PREFIX} replace />
      ) : (
        <FullPageLoader label={text.signingIn} message={text.signingIn} />
      );
    case "not-found":
      return (
        <Layout variant="payment">
          <NotFoundPage />
        </Layout>
      );
    case "screen":
      return maintenance && route.screen !== "maintenance" ? (
        <Redirect
          to={maintenancePath(route.sitePrefix, `${location}${search === "" ? "" : `?${search}`}`)}
          replace
        />
      ) : (
        <Layout variant={SCREENS[route.screen].layout}>
          <Screen route={route} />
        </Layout>
      );
    default:
      return unhandled(route);
  }
};

/**
 * The storefront shell: while the site's routes and the countries load, the full-page loader
 * (spec §2.1 'Loaders'); then the path resolves (spec §2.1, §2.3) to a screen inside the
 * white-labelled layout, or to the not-found page (spec §2.11, §8 'Route not enabled or unknown').
 */
export const App = () => {
  const [location] = useLocation();
  const search = useSearch();
  useNewPageAtTop(location, search);
  const text = useMessages(shellMessages);
  const site = useFlow("site");
  const siteLoading = useSelector(site, (s) => s.hasTag("loading"));
  const countriesLoading = useSelector(useFlow("country"), (s) => !s.hasTag("ready"));
  const sections = useSelector(site, (s) => s.context.sections);
  const customRoute = useSelector(site, (s) => s.context.branding.custom_route);
  const platformSettingsFailed = useSelector(site, (s) => s.context.errors.platformSettings !== null);
  const journey = useSelector(useFlow("session"), (s) => s.context.journey);
  const redeemGuide = useSpawnedFlow("redeemGuide");
  const dialogOpen = useSelector(useRoot(), (s) => s.context.dialog !== null);

  const route = resolveRoute(location, search, { sections, customRoute, platformSettingsFailed });
  const screen = <RouteView route={route} location={location} search={search} />;
  return (
    <BrandTheme>
      {siteLoading || countriesLoading ? <FullPageLoader label={text.loadingStore} /> : screen}
      {dialogOpen && (
        <Suspense fallback={null}>
          <HeaderDialogs userJourneyUseCase={journey} />
        </Suspense>
      )}
      {redeemGuide !== null && <RedeemTooltip flow={redeemGuide} />}
      <CookieBanner />
      <SessionOverlays />
      <CartToast />
    </BrandTheme>
  );
};
