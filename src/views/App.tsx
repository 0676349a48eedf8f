import { categoryDisplay } from "@domain/navigation";
import type { CartFamily } from "@domain/productFamily";
import { isAccountScreen } from "@domain/profileTabs";
import {
  isListingScreen,
  isProductDetailScreen,
  LISTING_SCREENS,
  PRODUCT_DETAIL_SCREENS,
  productIdOfParams,
  resolveRoute,
  type ScreenName,
  type ScreenRoute,
} from "@domain/routes";
import { DEFAULT_SITE_PREFIX } from "@domain/session";
import { maintenancePath } from "@domain/storeInfo";
import type { LateFlowId } from "@machines/flows";
import { useSelector } from "@xstate/react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { match } from "ts-pattern";
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

// The shopping and guest screens load on demand, so the landing page stays small.
const CartPage = lazy(() => import("./cart/CartPage").then((m) => ({ default: m.CartPage })));
const checkoutPage = () => import("./checkout/CheckoutPage");
const trackOrderPage = () => import("./guest/trackOrder/TrackOrderPage");
const flightSearchPage = () => import("./flights/FlightSearchPage");
const flightResultsPage = () => import("./flights/FlightResultsPage");
const FlightSearchPage = lazy(() => flightSearchPage().then((m) => ({ default: m.FlightSearchPage })));
const FlightResultsPage = lazy(() => flightResultsPage().then((m) => ({ default: m.FlightResultsPage })));
const paymentCallbackPage = () => import("./payment/PaymentCallbackPage");
const paymentStatusPage = () => import("./payment/PaymentStatusPage");
const productDetailPage = () => import("./product/ProductDetailPage");
const listingPage = () => import("./listing/ListingPage");
const signInPage = () => import("./pages/SignInPage");
const MobileSearchPage = lazy(() =>
  import("./search/MobileSearchPage").then((m) => ({ default: m.MobileSearchPage })),
);
// The header's dialogs load the first time one opens.
const HeaderDialogs = lazy(() =>
  import("./dialogs/HeaderDialogs").then((m) => ({ default: m.HeaderDialogs })),
);
const CheckoutPage = lazy(() => checkoutPage().then((m) => ({ default: m.CheckoutPage })));
const TrackOrderPage = lazy(() => trackOrderPage().then((m) => ({ default: m.TrackOrderPage })));
const PaymentCallbackPage = lazy(() =>
  paymentCallbackPage().then((m) => ({ default: m.PaymentCallbackPage })),
);
const PaymentStatusPage = lazy(() => paymentStatusPage().then((m) => ({ default: m.PaymentStatusPage })));
const ProductDetailPage = lazy(() => productDetailPage().then((m) => ({ default: m.ProductDetailPage })));
const ListingPage = lazy(() => listingPage().then((m) => ({ default: m.ListingPage })));
const SignInPage = lazy(() => signInPage().then((m) => ({ default: m.SignInPage })));
const resetPasswordPage = () => import("./account/ResetPasswordPage");
const ResetPasswordPage = lazy(() => resetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));
const redirectPerksPage = () => import("./pages/RedirectPerksPage");
const RedirectPerksPage = lazy(() => redirectPerksPage().then((m) => ({ default: m.RedirectPerksPage })));
const unsubscribePage = () => import("./account/UnsubscribePage");
const UnsubscribePage = lazy(() => unsubscribePage().then((m) => ({ default: m.UnsubscribePage })));
const switchAccountPage = () => import("./account/SwitchAccountPage");
const SwitchAccountPage = lazy(() => switchAccountPage().then((m) => ({ default: m.SwitchAccountPage })));
const ProfileArea = lazy(() => import("./profile/ProfileArea").then((m) => ({ default: m.ProfileArea })));
const topupPage = () => import("./topup/TopupPage");
const TopupPage = lazy(() => topupPage().then((m) => ({ default: m.TopupPage })));
const topupPlansPage = () => import("./topup/TopupPlansPage");
const TopupPlansPage = lazy(() => topupPlansPage().then((m) => ({ default: m.TopupPlansPage })));
// The sign-in gate loads with the cash-out page: neither is part of the landing page.
const CashoutGate = lazy(() => import("./cashout/CashoutGate").then((m) => ({ default: m.CashoutGate })));
const cashoutPage = () => import("./cashout/CashoutPage");
const CashoutPage = lazy(() => cashoutPage().then((m) => ({ default: m.CashoutPage })));
const hotelSearchPage = () => import("./hotels/HotelSearchPage");
const HotelSearchPage = lazy(() => hotelSearchPage().then((m) => ({ default: m.HotelSearchPage })));
const hotelResultsPage = () => import("./hotels/HotelResultsPage");
const HotelResultsPage = lazy(() => hotelResultsPage().then((m) => ({ default: m.HotelResultsPage })));
const hotelDetailPage = () => import("./hotels/HotelDetailPage");
const HotelDetailPage = lazy(() => hotelDetailPage().then((m) => ({ default: m.HotelDetailPage })));
const maintenancePage = () => import("./storeInfo/MaintenancePage");
const MaintenancePage = lazy(() => maintenancePage().then((m) => ({ default: m.MaintenancePage })));
const rewardsApiPage = () => import("./storeInfo/RewardsApiPage");
const RewardsApiPage = lazy(() => rewardsApiPage().then((m) => ({ default: m.RewardsApiPage })));
const commonPage = () => import("./storeInfo/CommonPage");
const CommonPage = lazy(() => commonPage().then((m) => ({ default: m.CommonPage })));
const CardGatewayPaymentPage = lazy(() =>
  import("./storeInfo/CardGatewayPaymentPage").then((m) => ({ default: m.CardGatewayPaymentPage })),
);
const signUpPage = () => import("./account/SignUpPage");
const SignUpPage = lazy(() => signUpPage().then((m) => ({ default: m.SignUpPage })));
const experiencesPage = () => import("./experiences/ExperiencesPage");
const ExperiencesPage = lazy(() => experiencesPage().then((m) => ({ default: m.ExperiencesPage })));
const experienceDetailPage = () => import("./experiences/ExperienceDetailPage");
const ExperienceDetailPage = lazy(() =>
  experienceDetailPage().then((m) => ({ default: m.ExperienceDetailPage })),
);
const experiencePaymentPage = () => import("./experiences/ExperiencePaymentPage");
const ExperiencePaymentPage = lazy(() =>
  experiencePaymentPage().then((m) => ({ default: m.ExperiencePaymentPage })),
);
const experienceStatusPage = () => import("./experiences/ExperienceStatusPage");
const ExperienceStatusPage = lazy(() =>
  experienceStatusPage().then((m) => ({ default: m.ExperienceStatusPage })),
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
  return match(route.screen)
    .with("home", () => <HomeScreen site={route.site} />)
    .with("login", () => (
      <WithLateFlow id="auth" page={signInPage}>
        {(auth) => <SignInPage auth={auth} sitePrefix={sitePrefix} />}
      </WithLateFlow>
    ))
    .with("search", () => <MobileSearchPage scope={scope} sitePrefix={sitePrefix} />)
    .with("cart", () => <CartPage sitePrefix={sitePrefix} />)
    .with("mobileMenu", () => <MobileMenuPage />)
    .with("trackOrder", () => (
      <WithLateFlow id="trackOrder" page={trackOrderPage}>
        {(flow) => <TrackOrderPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("checkout", () => (
      <WithLateFlow id="checkout" page={checkoutPage}>
        {(checkout) => <CheckoutPage sitePrefix={sitePrefix} checkout={checkout} />}
      </WithLateFlow>
    ))
    .with("paymentCallback", () => (
      <WithLateFlow id="payment" page={paymentCallbackPage}>
        {(payment) => <PaymentCallbackPage query={route.query} sitePrefix={sitePrefix} payment={payment} />}
      </WithLateFlow>
    ))
    .with("providerPaymentCallback", () => (
      <WithLateFlow id="payment" page={paymentCallbackPage}>
        {(payment) => (
          <PaymentCallbackPage
            query={route.query}
            sitePrefix={sitePrefix}
            payment={payment}
            providerParam={route.params.provider}
          />
        )}
      </WithLateFlow>
    ))
    .with("cardGatewayPayment", () => (
      <CardGatewayPaymentPage data={route.params.data ?? ""} homeHref={sitePrefix} />
    ))
    .with("maintenance", () => (
      <WithLateFlow id="maintenance" page={maintenancePage}>
        {(flow) => (
          <MaintenancePage
            urlPrefix={route.site}
            sitePrefix={sitePrefix}
            from={route.query.from}
            flow={flow}
          />
        )}
      </WithLateFlow>
    ))
    .with("rewardsApiCatalogue", () => (
      <WithLateFlow id="rewardsApi" page={rewardsApiPage}>
        {(flow) => <RewardsApiPage flow={flow} />}
      </WithLateFlow>
    ))
    .with("common", () => (
      <WithLateFlow id="commonPage" page={commonPage}>
        {(flow) => <CommonPage urlPrefix={route.site} flow={flow} />}
      </WithLateFlow>
    ))
    .with("paymentStatus", () => (
      <WithLateFlow id="payment" page={paymentStatusPage}>
        {(payment) => <PaymentStatusPage params={route.params} sitePrefix={sitePrefix} payment={payment} />}
      </WithLateFlow>
    ))
    .when(isProductDetailScreen, (screen) => (
      <WithLateFlow id="product" page={productDetailPage}>
        {(product) => (
          <ProductDetailScreen
            productId={productIdOfParams(route.params)}
            family={PRODUCT_DETAIL_SCREENS[screen]}
            sitePrefix={sitePrefix}
            flow={product}
          />
        )}
      </WithLateFlow>
    ))
    .when(isListingScreen, (screen) => (
      <WithLateFlow id="listing" page={listingPage}>
        {(listing) => (
          <ListingPage
            route={LISTING_SCREENS[screen]}
            pathCategory={route.params.keyword}
            sitePrefix={sitePrefix}
            flow={listing}
          />
        )}
      </WithLateFlow>
    ))
    .with("experiences", () => (
      <WithLateFlow id="experiences" page={experiencesPage}>
        {(flow) => <ExperiencesPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("experienceDetail", () => (
      <WithLateFlow id="experiences" page={experienceDetailPage}>
        {(flow) => (
          <ExperienceDetailPage
            productId={productIdOfParams(route.params)}
            sitePrefix={sitePrefix}
            flow={flow}
          />
        )}
      </WithLateFlow>
    ))
    .with("experiencePayment", () => (
      <WithLateFlow id="experiences" page={experiencePaymentPage}>
        {(flow) => (
          <WithLateFlow id="checkout" page={experiencePaymentPage}>
            {(checkout) => <ExperiencePaymentPage sitePrefix={sitePrefix} flow={flow} checkout={checkout} />}
          </WithLateFlow>
        )}
      </WithLateFlow>
    ))
    .with("experiencePaymentCallback", () => (
      <WithLateFlow id="payment" page={paymentCallbackPage}>
        {(payment) => (
          <PaymentCallbackPage
            query={route.query}
            sitePrefix={sitePrefix}
            payment={payment}
            orderType="experience"
          />
        )}
      </WithLateFlow>
    ))
    .with("experiencePaymentStatus", () => (
      <WithLateFlow id="payment" page={experienceStatusPage}>
        {(payment) => (
          <WithLateFlow id="experiences" page={experienceStatusPage}>
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
    ))
    .with("resetPassword", () => (
      <WithLateFlow id="passwordReset" page={resetPasswordPage}>
        {(flow) => (
          <ResetPasswordPage keyword={route.params.keyword ?? ""} sitePrefix={sitePrefix} flow={flow} />
        )}
      </WithLateFlow>
    ))
    .with("unsubscribe", () => (
      <WithLateFlow id="unsubscribe" page={unsubscribePage}>
        {(flow) => (
          <UnsubscribePage mailType={route.params.mailType ?? ""} sitePrefix={sitePrefix} flow={flow} />
        )}
      </WithLateFlow>
    ))
    .with("switchAccount", () => (
      <WithLateFlow id="switchAccount" page={switchAccountPage}>
        {(flow) => <SwitchAccountPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("signup", () => (
      <WithLateFlow id="signUp" page={signUpPage}>
        {(flow) => <SignUpPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("redirectPerks", () => (
      <WithLateFlow id="perks" page={redirectPerksPage}>
        {(flow) => <RedirectPerksPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("mobileRecharge", () => (
      <WithLateFlow id="topup" page={topupPage}>
        {(flow) => <TopupPage sitePrefix={sitePrefix} query={route.query} flow={flow} />}
      </WithLateFlow>
    ))
    .with("mobileRechargeResults", () => (
      <WithLateFlow id="topup" page={topupPlansPage}>
        {(flow) => <TopupPlansPage sitePrefix={sitePrefix} query={route.query} flow={flow} />}
      </WithLateFlow>
    ))
    .with("cashout", "cashoutTransfer", (screen) => (
      <CashoutGate sitePrefix={sitePrefix}>
        <WithLateFlow id="cashout" page={cashoutPage}>
          {(flow) => (
            <CashoutPage
              sitePrefix={sitePrefix}
              categoryId={screen === "cashout" ? null : Number(route.params.category_id ?? "0")}
              flow={flow}
            />
          )}
        </WithLateFlow>
      </CashoutGate>
    ))
    .with("flights", () => (
      <WithLateFlow id="flightSearch" page={flightSearchPage}>
        {(flow) => <FlightSearchPage sitePrefix={sitePrefix} flow={flow} query={route.query} />}
      </WithLateFlow>
    ))
    .with("flightResults", () => (
      <WithLateFlow id="flightSearch" page={flightResultsPage}>
        {(flow) => <FlightResultsPage sitePrefix={sitePrefix} flow={flow} query={route.query} />}
      </WithLateFlow>
    ))
    .with("hotels", () => (
      <WithLateFlow id="hotelSearch" page={hotelSearchPage}>
        {(flow) => <HotelSearchPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("hotelResults", () => (
      <WithLateFlow id="hotelSearch" page={hotelResultsPage}>
        {(flow) => <HotelResultsPage sitePrefix={sitePrefix} flow={flow} />}
      </WithLateFlow>
    ))
    .with("hotelDetail", () => (
      <WithLateFlow id="hotelBooking" page={hotelDetailPage}>
        {(flow) => (
          <HotelDetailPage hotelId={Number(route.params.hotelID ?? 0)} sitePrefix={sitePrefix} flow={flow} />
        )}
      </WithLateFlow>
    ))
    .when(isAccountScreen, (screen) => <ProfileArea screen={screen} sitePrefix={sitePrefix} />)
    .exhaustive();
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
  // spec §2.3 '/maintenance': while the store reports maintenance, every page leads there.
  const maintenance = useSelector(site, (s) => s.context.settings.maintenance === 1);
  const session = useFlow("session");
  const journey = useSelector(session, (s) => s.context.journey);
  // The SSO entry found no session to sign in with (no token, or it could not be stored).
  const ssoFailed = useSelector(session, (s) => s.matches("loggedOut"));
  const redeemGuide = useSpawnedFlow("redeemGuide");
  const dialogOpen = useSelector(useRoot(), (s) => s.context.dialog !== null);

  const route = resolveRoute(location, search, { sections, customRoute, platformSettingsFailed });
  const screen = match(route)
    .with({ kind: "redirect" }, ({ to }) => <Redirect to={to} replace />)
    // The session stores the SSO token, runs the start-up and then opens the landing page; without
    // a session to sign in with, the entry goes to the default site's home (spec §2.1), never hangs.
    .with({ kind: "sso" }, () =>
      ssoFailed ? (
        <Redirect to={DEFAULT_SITE_PREFIX} replace />
      ) : (
        <FullPageLoader label={text.signingIn} message={text.signingIn} />
      ),
    )
    .with({ kind: "not-found" }, () => (
      <Layout variant="payment">
        <NotFoundPage />
      </Layout>
    ))
    .with({ kind: "screen" }, (screenRoute) =>
      maintenance && screenRoute.screen !== "maintenance" ? (
        <Redirect
          to={maintenancePath(screenRoute.sitePrefix, `${location}${search === "" ? "" : `?${search}`}`)}
          replace
        />
      ) : (
        <Layout variant={layoutOf(screenRoute.screen)}>
          <Screen route={screenRoute} />
        </Layout>
      ),
    )
    .exhaustive();
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
