import { categoryDisplay } from "@domain/navigation";
import type { CartFamily } from "@domain/productFamily";
import { isAccountScreen } from "@domain/profileTabs";
import {
  isListingScreen,
  isProductDetailScreen,
  LISTING_SCREENS,
  PRODUCT_DETAIL_SCREENS,
  productIdOfParams,
  type ResolvedRoute,
  resolveRoute,
  type ScreenName,
  type ScreenRoute,
} from "@domain/routes";
import { DEFAULT_SITE_PREFIX } from "@domain/session";
import { maintenancePath } from "@domain/storeInfo";
import type { LateFlowId } from "@machines/flows";
import { useSelector } from "@views/useSelector";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { CartToast } from "./cart/CartToast";
import { RedeemTooltip } from "./guest/redeemGuide/RedeemTooltip";
import { fill, useMessages } from "./i18n";
import { Layout, type LayoutVariant } from "./layout/Layout";
import { HomePage } from "./pages/HomePage";
import { MobileMenuPage } from "./pages/MobileMenuPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { FullPageLoader, SessionOverlays } from "./session/Overlays";
import { displayNameMessages } from "./shell/displayNameMessages";
import { useBanners, useLinkPrefix, useSearchScope } from "./shell/facts";
import { shellMessages } from "./shell/messages";
import { BrandTheme } from "./site/BrandTheme";
import { CookieBanner } from "./site/CookieBanner";
import { PageMetaDescription } from "./site/MetaDescription";
import { type FlowRefs, useFlow, useLateFlow, useRoot, useSpawnedFlow } from "./system";

/** A page loaded on demand, with its `load` to ask for the code before the page renders. */
const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Readonly<Record<K, ComponentType<P>>>>,
  name: K,
) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { load },
  );

// The screens load on demand, so the landing page stays small. Each page's `load` is also asked
// for as soon as its flow is, so both load together.
const CartPage = lazyPage(() => import("./cart/CartPage"), "CartPage");
const FlightSearchPage = lazyPage(() => import("./flights/FlightSearchPage"), "FlightSearchPage");
const FlightResultsPage = lazyPage(() => import("./flights/FlightResultsPage"), "FlightResultsPage");
const MobileSearchPage = lazyPage(() => import("./search/MobileSearchPage"), "MobileSearchPage");
// The header's dialogs load the first time one opens.
const HeaderDialogs = lazyPage(() => import("./dialogs/HeaderDialogs"), "HeaderDialogs");
const CheckoutPage = lazyPage(() => import("./checkout/CheckoutPage"), "CheckoutPage");
const TrackOrderPage = lazyPage(() => import("./guest/trackOrder/TrackOrderPage"), "TrackOrderPage");
const PaymentCallbackPage = lazyPage(() => import("./payment/PaymentCallbackPage"), "PaymentCallbackPage");
const PaymentStatusPage = lazyPage(() => import("./payment/PaymentStatusPage"), "PaymentStatusPage");
const ProductDetailPage = lazyPage(() => import("./product/ProductDetailPage"), "ProductDetailPage");
const ListingPage = lazyPage(() => import("./listing/ListingPage"), "ListingPage");
const SignInPage = lazyPage(() => import("./pages/SignInPage"), "SignInPage");
const ResetPasswordPage = lazyPage(() => import("./account/ResetPasswordPage"), "ResetPasswordPage");
const RedirectPerksPage = lazyPage(() => import("./pages/RedirectPerksPage"), "RedirectPerksPage");
const UnsubscribePage = lazyPage(() => import("./account/UnsubscribePage"), "UnsubscribePage");
const SwitchAccountPage = lazyPage(() => import("./account/SwitchAccountPage"), "SwitchAccountPage");
const ProfileArea = lazyPage(() => import("./profile/ProfileArea"), "ProfileArea");
const TopupPage = lazyPage(() => import("./topup/TopupPage"), "TopupPage");
const TopupPlansPage = lazyPage(() => import("./topup/TopupPlansPage"), "TopupPlansPage");
// The sign-in gate loads with the cash-out page: neither is part of the landing page.
const CashoutGate = lazyPage(() => import("./cashout/CashoutGate"), "CashoutGate");
const CashoutPage = lazyPage(() => import("./cashout/CashoutPage"), "CashoutPage");
const HotelSearchPage = lazyPage(() => import("./hotels/HotelSearchPage"), "HotelSearchPage");
const HotelResultsPage = lazyPage(() => import("./hotels/HotelResultsPage"), "HotelResultsPage");
const HotelDetailPage = lazyPage(() => import("./hotels/HotelDetailPage"), "HotelDetailPage");
const MaintenancePage = lazyPage(() => import("./storeInfo/MaintenancePage"), "MaintenancePage");
const RewardsApiPage = lazyPage(() => import("./storeInfo/RewardsApiPage"), "RewardsApiPage");
const CommonPage = lazyPage(() => import("./storeInfo/CommonPage"), "CommonPage");
const CardGatewayPaymentPage = lazyPage(
  () => import("./storeInfo/CardGatewayPaymentPage"),
  "CardGatewayPaymentPage",
);
const SignUpPage = lazyPage(() => import("./account/SignUpPage"), "SignUpPage");
const ExperiencesPage = lazyPage(() => import("./experiences/ExperiencesPage"), "ExperiencesPage");
const ExperienceDetailPage = lazyPage(
  () => import("./experiences/ExperienceDetailPage"),
  "ExperienceDetailPage",
);
const ExperiencePaymentPage = lazyPage(
  () => import("./experiences/ExperiencePaymentPage"),
  "ExperiencePaymentPage",
);
const ExperienceStatusPage = lazyPage(
  () => import("./experiences/ExperienceStatusPage"),
  "ExperienceStatusPage",
);

/** Screens shown with the payment-page header: logo only (spec §2.4 'Payment-page header'). */
const PAYMENT_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  "paymentCallback",
  "providerPaymentCallback",
  "experiencePaymentCallback",
  "paymentStatus",
  "experiencePaymentStatus",
  "cardGatewayPayment",
]);

const layoutOf = (screen: ScreenName): LayoutVariant =>
  PAYMENT_SCREENS.has(screen) ? "payment" : screen === "rewardsApiCatalogue" ? "rewardsApi" : "full";

const HomeScreen = ({ site }: { readonly site: string }) => {
  const sections = useSelector(useFlow("site"), (s) => s.context.sections);
  const banners = useBanners("homepage");
  const names = useMessages(displayNameMessages);
  // spec §2.5 category display name: '{name} & MORE' when more than one is enabled.
  const display = categoryDisplay(sections);
  const title = display.more ? fill(names.more, { name: names[display.name] }) : names[display.name];
  return <HomePage site={site} sections={sections} banners={banners} title={title} />;
};

/** A product's detail page, with the page's description taken from the product once it is shown. */
const ProductDetailScreen = ({
  productId,
  family,
  sitePrefix,
  flow,
}: {
  readonly productId: number | null;
  readonly family: CartFamily;
  readonly sitePrefix: string;
  readonly flow: FlowRefs["product"];
}) => {
  // The page's description is the product's once this product is shown, the site's before.
  const product = useSelector(flow, (s) =>
    s.matches("ready") && s.context.productId === productId ? s.context.product : null,
  );
  return (
    <>
      <PageMetaDescription product={product} />
      <ProductDetailPage productId={productId} family={family} sitePrefix={sitePrefix} product={flow} />
    </>
  );
};

/** The page loader, while a screen's code or its flow loads. */
const PageLoading = () => <FullPageLoader label={useMessages(shellMessages).loadingPage} />;

/**
 * A screen of a late flow: the flow's code loads and the root spawns it (the boot code has
 * usually started this for the route already), the page loader shows meanwhile, then the page
 * gets the flow and sends its events to it.
 */
const WithLateFlow = <K extends LateFlowId>({
  id,
  page,
  children,
}: {
  readonly id: K;
  /** The page's code, asked for at once, so it loads while the flow does. */
  readonly page: () => Promise<unknown>;
  readonly children: (flow: FlowRefs[K]) => ReactNode;
}) => {
  const flow = useLateFlow(id);
  useEffect(() => {
    // A failed load is asked for again when the page renders (React's lazy).
    page().catch(() => undefined);
  }, [page]);
  return flow === null ? <PageLoading /> : children(flow);
};

/** A screen whose code is still loading shows the page loader. */
const Loading = ({ children }: { readonly children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>{children}</Suspense>
);

/** Screens without a description of their own (a product's page has one) get the site's. */
const hasOwnDescription = (screen: ScreenName): boolean => isProductDetailScreen(screen);

const Screen = ({ route }: { readonly route: ScreenRoute }) => (
  <>
    {!hasOwnDescription(route.screen) && <PageMetaDescription />}
    <Loading>
      <ScreenContent route={route} />
    </Loading>
  </>
);

const ScreenContent = ({ route }: { readonly route: ScreenRoute }) => {
  const sitePrefix = useLinkPrefix();
  const scope = useSearchScope();
  const screen = route.screen;
  if (isProductDetailScreen(screen))
    return (
      <WithLateFlow id="product" page={ProductDetailPage.load}>
        {(product) => (
          <ProductDetailScreen
            productId={productIdOfParams(route.params)}
            family={PRODUCT_DETAIL_SCREENS[screen]}
            sitePrefix={sitePrefix}
            flow={product}
          />
        )}
      </WithLateFlow>
    );
  if (isListingScreen(screen))
    return (
      <WithLateFlow id="listing" page={ListingPage.load}>
        {(listing) => (
          <ListingPage
            route={LISTING_SCREENS[screen]}
            pathCategory={route.params.keyword}
            sitePrefix={sitePrefix}
            flow={listing}
          />
        )}
      </WithLateFlow>
    );
  if (isAccountScreen(screen)) return <ProfileArea screen={screen} sitePrefix={sitePrefix} />;
  switch (screen) {
    case "home":
      return <HomeScreen site={route.site} />;
    case "login":
      return (
        <WithLateFlow id="auth" page={SignInPage.load}>
          {(auth) => <SignInPage auth={auth} sitePrefix={sitePrefix} />}
        </WithLateFlow>
      );
    case "search":
      return <MobileSearchPage scope={scope} sitePrefix={sitePrefix} />;
    case "cart":
      return <CartPage sitePrefix={sitePrefix} />;
    case "mobileMenu":
      return <MobileMenuPage />;
    case "trackOrder":
      return (
        <WithLateFlow id="trackOrder" page={TrackOrderPage.load}>
          {(flow) => <TrackOrderPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "checkout":
      return (
        <WithLateFlow id="checkout" page={CheckoutPage.load}>
          {(checkout) => <CheckoutPage sitePrefix={sitePrefix} checkout={checkout} />}
        </WithLateFlow>
      );
    case "paymentCallback":
      return (
        <WithLateFlow id="payment" page={PaymentCallbackPage.load}>
          {(payment) => <PaymentCallbackPage query={route.query} sitePrefix={sitePrefix} payment={payment} />}
        </WithLateFlow>
      );
    case "providerPaymentCallback":
      return (
        <WithLateFlow id="payment" page={PaymentCallbackPage.load}>
          {(payment) => (
            <PaymentCallbackPage
              query={route.query}
              sitePrefix={sitePrefix}
              payment={payment}
              providerParam={route.params.provider}
            />
          )}
        </WithLateFlow>
      );
    case "cardGatewayPayment":
      return <CardGatewayPaymentPage data={route.params.data ?? ""} homeHref={sitePrefix} />;
    case "maintenance":
      return (
        <WithLateFlow id="maintenance" page={MaintenancePage.load}>
          {(flow) => (
            <MaintenancePage
              urlPrefix={route.site}
              sitePrefix={sitePrefix}
              from={route.query.from}
              flow={flow}
            />
          )}
        </WithLateFlow>
      );
    case "rewardsApiCatalogue":
      return (
        <WithLateFlow id="rewardsApi" page={RewardsApiPage.load}>
          {(flow) => <RewardsApiPage flow={flow} />}
        </WithLateFlow>
      );
    case "common":
      return (
        <WithLateFlow id="commonPage" page={CommonPage.load}>
          {(flow) => <CommonPage urlPrefix={route.site} flow={flow} />}
        </WithLateFlow>
      );
    case "paymentStatus":
      return (
        <WithLateFlow id="payment" page={PaymentStatusPage.load}>
          {(payment) => <PaymentStatusPage params={route.params} sitePrefix={sitePrefix} payment={payment} />}
        </WithLateFlow>
      );
    case "experiences":
      return (
        <WithLateFlow id="experiences" page={ExperiencesPage.load}>
          {(flow) => <ExperiencesPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "experienceDetail":
      return (
        <WithLateFlow id="experiences" page={ExperienceDetailPage.load}>
          {(flow) => (
            <ExperienceDetailPage
              productId={productIdOfParams(route.params)}
              sitePrefix={sitePrefix}
              flow={flow}
            />
          )}
        </WithLateFlow>
      );
    case "experiencePayment":
      return (
        <WithLateFlow id="experiences" page={ExperiencePaymentPage.load}>
          {(flow) => (
            <WithLateFlow id="checkout" page={ExperiencePaymentPage.load}>
              {(checkout) => (
                <ExperiencePaymentPage sitePrefix={sitePrefix} flow={flow} checkout={checkout} />
              )}
            </WithLateFlow>
          )}
        </WithLateFlow>
      );
    case "experiencePaymentCallback":
      return (
        <WithLateFlow id="payment" page={PaymentCallbackPage.load}>
          {(payment) => (
            <PaymentCallbackPage
              query={route.query}
              sitePrefix={sitePrefix}
              payment={payment}
              orderType="experience"
            />
          )}
        </WithLateFlow>
      );
    case "experiencePaymentStatus":
      return (
        <WithLateFlow id="payment" page={ExperienceStatusPage.load}>
          {(payment) => (
            <WithLateFlow id="experiences" page={ExperienceStatusPage.load}>
              {(flow) => (
                <ExperienceStatusPage
                  query={route.query}
                  sitePrefix={sitePrefix}
                  payment={payment}
                  flow={flow}
                />
              )}
            </WithLateFlow>
          )}
        </WithLateFlow>
      );
    case "resetPassword":
      return (
        <WithLateFlow id="passwordReset" page={ResetPasswordPage.load}>
          {(flow) => (
            <ResetPasswordPage keyword={route.params.keyword ?? ""} sitePrefix={sitePrefix} flow={flow} />
          )}
        </WithLateFlow>
      );
    case "unsubscribe":
      return (
        <WithLateFlow id="unsubscribe" page={UnsubscribePage.load}>
          {(flow) => (
            <UnsubscribePage mailType={route.params.mailType ?? ""} sitePrefix={sitePrefix} flow={flow} />
          )}
        </WithLateFlow>
      );
    case "switchAccount":
      return (
        <WithLateFlow id="switchAccount" page={SwitchAccountPage.load}>
          {(flow) => <SwitchAccountPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "signup":
      return (
        <WithLateFlow id="signUp" page={SignUpPage.load}>
          {(flow) => <SignUpPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "redirectPerks":
      return (
        <WithLateFlow id="perks" page={RedirectPerksPage.load}>
          {(flow) => <RedirectPerksPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "mobileRecharge":
      return (
        <WithLateFlow id="topup" page={TopupPage.load}>
          {(flow) => <TopupPage sitePrefix={sitePrefix} query={route.query} flow={flow} />}
        </WithLateFlow>
      );
    case "mobileRechargeResults":
      return (
        <WithLateFlow id="topup" page={TopupPlansPage.load}>
          {(flow) => <TopupPlansPage sitePrefix={sitePrefix} query={route.query} flow={flow} />}
        </WithLateFlow>
      );
    case "cashout":
    case "cashoutTransfer":
      return (
        <CashoutGate sitePrefix={sitePrefix}>
          <WithLateFlow id="cashout" page={CashoutPage.load}>
            {(flow) => (
              <CashoutPage
                sitePrefix={sitePrefix}
                categoryId={screen === "cashout" ? null : Number(route.params.category_id ?? "0")}
                flow={flow}
              />
            )}
          </WithLateFlow>
        </CashoutGate>
      );
    case "flights":
      return (
        <WithLateFlow id="flightSearch" page={FlightSearchPage.load}>
          {(flow) => <FlightSearchPage sitePrefix={sitePrefix} flow={flow} query={route.query} />}
        </WithLateFlow>
      );
    case "flightResults":
      return (
        <WithLateFlow id="flightSearch" page={FlightResultsPage.load}>
          {(flow) => <FlightResultsPage sitePrefix={sitePrefix} flow={flow} query={route.query} />}
        </WithLateFlow>
      );
    case "hotels":
      return (
        <WithLateFlow id="hotelSearch" page={HotelSearchPage.load}>
          {(flow) => <HotelSearchPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "hotelResults":
      return (
        <WithLateFlow id="hotelSearch" page={HotelResultsPage.load}>
          {(flow) => <HotelResultsPage sitePrefix={sitePrefix} flow={flow} />}
        </WithLateFlow>
      );
    case "hotelDetail":
      return (
        <WithLateFlow id="hotelBooking" page={HotelDetailPage.load}>
          {(flow) => (
            <HotelDetailPage
              hotelId={Number(route.params.hotelID ?? 0)}
              sitePrefix={sitePrefix}
              flow={flow}
            />
          )}
        </WithLateFlow>
      );
    default:
      return unhandled(screen);
  }
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
        <Layout variant={layoutOf(route.screen)}>
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
