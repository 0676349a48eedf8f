import { categoryDisplay } from "@domain/navigation";
import { resolveRoute, type ScreenName, type ScreenRoute } from "@domain/routes";
import { DEFAULT_SITE_PREFIX } from "@domain/session";
import { useSelector } from "@xstate/react";
import { lazy, type ReactNode, Suspense } from "react";
import { match } from "ts-pattern";
import { Redirect, useLocation, useSearch } from "wouter";
import { CartToast } from "./cart/CartToast";
import { HeaderDialogs } from "./dialogs/HeaderDialogs";
import { RedeemTooltip } from "./guest/redeemGuide/RedeemTooltip";
import { fill, useMessages } from "./i18n";
import { Layout, type LayoutVariant } from "./layout/Layout";
import { HomePage } from "./pages/HomePage";
import { MobileMenuPage } from "./pages/MobileMenuPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ScreenPage } from "./pages/ScreenPage";
import { SignInPage } from "./pages/SignInPage";
import { MobileSearchPage } from "./search/MobileSearchPage";
import { FullPageLoader, SessionOverlays } from "./session/Overlays";
import { displayNameMessages } from "./shell/displayNameMessages";
import { useBanners, useLinkPrefix, useSearchScope } from "./shell/facts";
import { shellMessages } from "./shell/messages";
import { BrandTheme } from "./site/BrandTheme";
import { CookieBanner } from "./site/CookieBanner";
import { useFlow } from "./system";

// The shopping and guest screens load on demand, so the landing page stays small.
const CartPage = lazy(() => import("./cart/CartPage").then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import("./checkout/CheckoutPage").then((m) => ({ default: m.CheckoutPage })));
const TrackOrderPage = lazy(() =>
  import("./guest/trackOrder/TrackOrderPage").then((m) => ({ default: m.TrackOrderPage })),
);
const PaymentCallbackPage = lazy(() =>
  import("./payment/PaymentCallbackPage").then((m) => ({ default: m.PaymentCallbackPage })),
);
const PaymentStatusPage = lazy(() =>
  import("./payment/PaymentStatusPage").then((m) => ({ default: m.PaymentStatusPage })),
);
const VoucherDetailPage = lazy(() =>
  import("./product/VoucherDetailPage").then((m) => ({ default: m.VoucherDetailPage })),
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

const VoucherDetailScreen = ({
  productId,
  sitePrefix,
}: {
  readonly productId: number;
  readonly sitePrefix: string;
}) => <VoucherDetailPage productId={productId} sitePrefix={sitePrefix} product={useFlow("product")} />;

const TrackOrderScreen = ({ sitePrefix }: { readonly sitePrefix: string }) => (
  <TrackOrderPage sitePrefix={sitePrefix} flow={useFlow("trackOrder")} />
);

/** A screen whose code is still loading shows the page loader. */
const Loading = ({ children }: { readonly children: ReactNode }) => {
  const text = useMessages(shellMessages);
  return <Suspense fallback={<FullPageLoader label={text.loadingPage} />}>{children}</Suspense>;
};

const Screen = ({ route }: { readonly route: ScreenRoute }) => (
  <Loading>
    <ScreenContent route={route} />
  </Loading>
);

const ScreenContent = ({ route }: { readonly route: ScreenRoute }) => {
  const sitePrefix = useLinkPrefix();
  const scope = useSearchScope();
  return match(route.screen)
    .with("home", () => <HomeScreen site={route.site} />)
    .with("login", () => <SignInPage />)
    .with("search", () => <MobileSearchPage scope={scope} sitePrefix={sitePrefix} />)
    .with("cart", () => <CartPage sitePrefix={sitePrefix} />)
    .with("mobileMenu", () => <MobileMenuPage />)
    .with("trackOrder", () => <TrackOrderScreen sitePrefix={sitePrefix} />)
    .with("checkout", () => <CheckoutPage sitePrefix={sitePrefix} />)
    .with("paymentCallback", () => <PaymentCallbackPage query={route.query} sitePrefix={sitePrefix} />)
    .with("paymentStatus", () => <PaymentStatusPage params={route.params} sitePrefix={sitePrefix} />)
    .with("voucherDetail", () => (
      <VoucherDetailScreen productId={Number(route.params.productId)} sitePrefix={sitePrefix} />
    ))
    .otherwise((screen) => <ScreenPage screen={screen} homeHref={sitePrefix} />);
};

/**
 * The storefront shell: while the site's routes and the countries load, the full-page loader
 * (spec §2.1 'Loaders'); then the path resolves (spec §2.1, §2.3) to a screen inside the
 * white-labelled layout, or to the not-found page (spec §2.11, §8 'Route not enabled or unknown').
 */
export const App = () => {
  const [location] = useLocation();
  const search = useSearch();
  const text = useMessages(shellMessages);
  const site = useFlow("site");
  const siteLoading = useSelector(site, (s) => s.hasTag("loading"));
  const countriesLoading = useSelector(useFlow("country"), (s) => !s.hasTag("ready"));
  const sections = useSelector(site, (s) => s.context.sections);
  const customRoute = useSelector(site, (s) => s.context.branding.custom_route);
  const platformSettingsFailed = useSelector(site, (s) => s.context.errors.platformSettings !== null);
  const session = useFlow("session");
  const journey = useSelector(session, (s) => s.context.journey);
  // The SSO entry found no session to sign in with (no token, or it could not be stored).
  const ssoFailed = useSelector(session, (s) => s.matches("loggedOut"));
  const redeemGuide = useFlow("redeemGuide");

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
    .with({ kind: "screen" }, (screenRoute) => (
      <Layout variant={layoutOf(screenRoute.screen)}>
        <Screen route={screenRoute} />
      </Layout>
    ))
    .exhaustive();
  return (
    <BrandTheme>
      {siteLoading || countriesLoading ? <FullPageLoader label={text.loadingStore} /> : screen}
      <HeaderDialogs userJourneyUseCase={journey} />
      <RedeemTooltip flow={redeemGuide} />
      <CookieBanner />
      <SessionOverlays />
      <CartToast />
    </BrandTheme>
  );
};
