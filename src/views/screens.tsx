/**
 * Each screen of the route table (spec §2.3) once: the page that shows it (loaded on demand, so
 * the landing page stays small), the late flows it needs, its layout and what it takes from the
 * route. The shell renders a screen from here (./App.tsx), the boot code starts a screen's flow
 * and fetches its page with the route (src/app/lateFlows.ts, src/app/boot.ts). A screen without
 * an entry does not compile.
 */
import { categoryDisplay } from "@domain/navigation";
import type { CartFamily } from "@domain/productFamily";
import type { ProfileScreen } from "@domain/profileTabs";
import {
  LISTING_SCREENS,
  type ListingScreen,
  PRODUCT_DETAIL_SCREENS,
  type ProductDetailScreen,
  productIdOfParams,
  type ScreenName,
  type ScreenRoute,
} from "@domain/routes";
import type { SearchScope } from "@domain/search";
import type { LateFlowId } from "@machines/flows";
import { useSelector } from "@views/useSelector";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { fill, useMessages } from "./i18n";
import type { LayoutVariant } from "./layout/Layout";
import { lazyPage } from "./lazyPage";
import { HomePage } from "./pages/HomePage";
import { MobileMenuPage } from "./pages/MobileMenuPage";
import { displayNameMessages } from "./shell/displayNameMessages";
import { useBanners } from "./shell/facts";
import { PageMetaDescription } from "./site/MetaDescription";
import { type FlowRefs, useFlow } from "./system";

const CartPage = lazyPage(() => import("./cart/CartPage"), "CartPage");
const FlightSearchPage = lazyPage(() => import("./flights/FlightSearchPage"), "FlightSearchPage");
const FlightResultsPage = lazyPage(() => import("./flights/FlightResultsPage"), "FlightResultsPage");
const MobileSearchPage = lazyPage(() => import("./search/MobileSearchPage"), "MobileSearchPage");
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

/** What a screen's page takes from the shell: the route it was resolved from and the site's facts. */
export interface ScreenAt {
  readonly route: ScreenRoute;
  readonly sitePrefix: string;
  readonly scope: SearchScope;
}

/** A late flow the screen waits for, by id (only the ones its entry names). */
export type FlowOf<K extends LateFlowId = LateFlowId> = <F extends K>(id: F) => FlowRefs[F];

export interface ScreenEntry {
  /**
   * The late flows the page waits for, in this order; the first is started with the route, so
   * its code and data do not wait for the view (src/app/lateFlows.ts).
   */
  readonly flows: readonly LateFlowId[];
  /**
   * The late flow started with the route when the page loads its flows itself (the account
   * area's tabs), instead of the first of `flows`.
   */
  readonly startsWith?: LateFlowId;
  /** The page's code, asked for with its flows and fetched at start for a deep link. */
  readonly page: { readonly load: () => Promise<unknown> } | null;
  /** The header and footer it is shown in (spec §2.4 'Payment-page header'). */
  readonly layout: LayoutVariant;
  /** Whether the page sets the page's description itself (a product's does). */
  readonly ownDescription: boolean;
  /** Shown around the page before its flows load (the cash-out's sign-in gate). */
  readonly gate: ComponentType<{ readonly sitePrefix: string; readonly children: ReactNode }> | null;
  readonly render: (at: ScreenAt, flow: FlowOf) => ReactNode;
}

/** A screen whose page waits for the late flows `flows` and gets them through `flow`. */
const screen = <K extends LateFlowId = never>(
  flows: readonly K[],
  page: ScreenEntry["page"],
  render: (at: ScreenAt, flow: FlowOf<K>) => ReactNode,
  more: Partial<Pick<ScreenEntry, "startsWith" | "layout" | "ownDescription" | "gate">> = {},
): ScreenEntry => ({ flows, page, render, layout: "full", ownDescription: false, gate: null, ...more });

/** The payment pages show the payment-page header: logo only (spec §2.4 'Payment-page header'). */
const PAYMENT = { layout: "payment" } as const;

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
const ProductDetailView = ({
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

/** The late flow each account tab starts with the route; the account area loads it itself. */
const ACCOUNT_TAB_FLOWS: Readonly<Record<ProfileScreen, LateFlowId | null>> = {
  profile: "profile",
  orders: "orderHistory",
  experienceOrders: "orderHistory",
  flightOrders: "orderHistory",
  hotelOrders: "orderHistory",
  perkOrders: "orderHistory",
  points: "balances",
  rewardHistory: "balances",
  brandVouchers: "balances",
  rewardRedemption: null,
  pointConversion: "pointConversion",
};

/** A payment callback page (spec §2.3), with what its kind of callback adds from the route. */
const paymentCallback = (
  more: (
    route: ScreenRoute,
  ) => Pick<ComponentProps<typeof PaymentCallbackPage>, "providerParam" | "orderType">,
) =>
  screen(
    ["payment"],
    PaymentCallbackPage,
    ({ route, sitePrefix }, flow) => (
      <PaymentCallbackPage
        query={route.query}
        sitePrefix={sitePrefix}
        payment={flow("payment")}
        {...more(route)}
      />
    ),
    PAYMENT,
  );

/** An account screen: the account area shows the tab (spec §2.3 'Profile area tabs (one screen)'). */
const accountScreen = (name: ProfileScreen | "mobileProfile", startsWith: LateFlowId | null) =>
  screen([], ProfileArea, ({ sitePrefix }) => <ProfileArea screen={name} sitePrefix={sitePrefix} />, {
    ...(startsWith === null ? {} : { startsWith }),
  });

/** Every screen of the route table (spec §2.3). */
export const SCREENS = {
  ...(Object.fromEntries(
    Object.entries(PRODUCT_DETAIL_SCREENS).map(([name, family]) => [
      name,
      screen(
        ["product"],
        ProductDetailPage,
        ({ route, sitePrefix }, flow) => (
          <ProductDetailView
            productId={productIdOfParams(route.params)}
            family={family}
            sitePrefix={sitePrefix}
            flow={flow("product")}
          />
        ),
        { ownDescription: true },
      ),
    ]),
  ) as Readonly<Record<ProductDetailScreen, ScreenEntry>>),
  ...(Object.fromEntries(
    Object.entries(LISTING_SCREENS).map(([name, listing]) => [
      name,
      screen(["listing"], ListingPage, ({ route, sitePrefix }, flow) => (
        <ListingPage
          route={listing}
          pathCategory={route.params.keyword}
          sitePrefix={sitePrefix}
          flow={flow("listing")}
        />
      )),
    ]),
  ) as Readonly<Record<ListingScreen, ScreenEntry>>),
  ...(Object.fromEntries(
    Object.entries(ACCOUNT_TAB_FLOWS).map(([name, flow]) => [
      name,
      accountScreen(name as ProfileScreen, flow),
    ]),
  ) as Readonly<Record<ProfileScreen, ScreenEntry>>),
  mobileProfile: accountScreen("mobileProfile", null),
  home: screen([], null, ({ route }) => <HomeScreen site={route.site} />),
  login: screen(["auth"], SignInPage, ({ sitePrefix }, flow) => (
    <SignInPage auth={flow("auth")} sitePrefix={sitePrefix} />
  )),
  search: screen([], MobileSearchPage, ({ scope, sitePrefix }) => (
    <MobileSearchPage scope={scope} sitePrefix={sitePrefix} />
  )),
  cart: screen([], CartPage, ({ sitePrefix }) => <CartPage sitePrefix={sitePrefix} />),
  mobileMenu: screen([], null, () => <MobileMenuPage />),
  trackOrder: screen(["trackOrder"], TrackOrderPage, ({ sitePrefix }, flow) => (
    <TrackOrderPage sitePrefix={sitePrefix} flow={flow("trackOrder")} />
  )),
  checkout: screen(["checkout"], CheckoutPage, ({ sitePrefix }, flow) => (
    <CheckoutPage sitePrefix={sitePrefix} checkout={flow("checkout")} />
  )),
  paymentCallback: paymentCallback(() => ({})),
  providerPaymentCallback: paymentCallback((route) => ({ providerParam: route.params.provider })),
  cardGatewayPayment: screen(
    [],
    CardGatewayPaymentPage,
    ({ route, sitePrefix }) => (
      <CardGatewayPaymentPage data={route.params.data ?? ""} homeHref={sitePrefix} />
    ),
    PAYMENT,
  ),
  maintenance: screen(["maintenance"], MaintenancePage, ({ route, sitePrefix }, flow) => (
    <MaintenancePage
      urlPrefix={route.site}
      sitePrefix={sitePrefix}
      from={route.query.from}
      flow={flow("maintenance")}
    />
  )),
  rewardsApiCatalogue: screen(
    ["rewardsApi"],
    RewardsApiPage,
    (_, flow) => <RewardsApiPage flow={flow("rewardsApi")} />,
    { layout: "rewardsApi" },
  ),
  common: screen(["commonPage"], CommonPage, ({ route }, flow) => (
    <CommonPage urlPrefix={route.site} flow={flow("commonPage")} />
  )),
  paymentStatus: screen(
    ["payment"],
    PaymentStatusPage,
    ({ route, sitePrefix }, flow) => (
      <PaymentStatusPage params={route.params} sitePrefix={sitePrefix} payment={flow("payment")} />
    ),
    PAYMENT,
  ),
  experiences: screen(["experiences"], ExperiencesPage, ({ sitePrefix }, flow) => (
    <ExperiencesPage sitePrefix={sitePrefix} flow={flow("experiences")} />
  )),
  experienceDetail: screen(["experiences"], ExperienceDetailPage, ({ route, sitePrefix }, flow) => (
    <ExperienceDetailPage
      productId={productIdOfParams(route.params)}
      sitePrefix={sitePrefix}
      flow={flow("experiences")}
    />
  )),
  experiencePayment: screen(
    ["experienceOrder", "checkout"],
    ExperiencePaymentPage,
    ({ sitePrefix }, flow) => (
      <ExperiencePaymentPage
        sitePrefix={sitePrefix}
        flow={flow("experienceOrder")}
        checkout={flow("checkout")}
      />
    ),
  ),
  experiencePaymentCallback: paymentCallback(() => ({ orderType: "experience" })),
  experiencePaymentStatus: screen(
    ["payment", "experienceOrder"],
    ExperienceStatusPage,
    ({ route, sitePrefix }, flow) => (
      <ExperienceStatusPage
        query={route.query}
        sitePrefix={sitePrefix}
        payment={flow("payment")}
        flow={flow("experienceOrder")}
      />
    ),
    PAYMENT,
  ),
  resetPassword: screen(["passwordReset"], ResetPasswordPage, ({ route, sitePrefix }, flow) => (
    <ResetPasswordPage
      keyword={route.params.keyword ?? ""}
      sitePrefix={sitePrefix}
      flow={flow("passwordReset")}
    />
  )),
  unsubscribe: screen(["unsubscribe"], UnsubscribePage, ({ route, sitePrefix }, flow) => (
    <UnsubscribePage
      mailType={route.params.mailType ?? ""}
      sitePrefix={sitePrefix}
      flow={flow("unsubscribe")}
    />
  )),
  switchAccount: screen(["switchAccount"], SwitchAccountPage, ({ sitePrefix }, flow) => (
    <SwitchAccountPage sitePrefix={sitePrefix} flow={flow("switchAccount")} />
  )),
  signup: screen(["signUp"], SignUpPage, ({ sitePrefix }, flow) => (
    <SignUpPage sitePrefix={sitePrefix} flow={flow("signUp")} />
  )),
  redirectPerks: screen(["perks"], RedirectPerksPage, ({ sitePrefix }, flow) => (
    <RedirectPerksPage sitePrefix={sitePrefix} flow={flow("perks")} />
  )),
  mobileRecharge: screen(["topup"], TopupPage, ({ route, sitePrefix }, flow) => (
    <TopupPage sitePrefix={sitePrefix} query={route.query} flow={flow("topup")} />
  )),
  mobileRechargeResults: screen(["topup"], TopupPlansPage, ({ route, sitePrefix }, flow) => (
    <TopupPlansPage sitePrefix={sitePrefix} query={route.query} flow={flow("topup")} />
  )),
  cashout: screen(
    ["cashout"],
    CashoutPage,
    ({ sitePrefix }, flow) => (
      <CashoutPage sitePrefix={sitePrefix} categoryId={null} flow={flow("cashout")} />
    ),
    { gate: CashoutGate },
  ),
  cashoutTransfer: screen(
    ["cashout"],
    CashoutPage,
    ({ route, sitePrefix }, flow) => (
      <CashoutPage
        sitePrefix={sitePrefix}
        categoryId={Number(route.params.category_id ?? "0")}
        flow={flow("cashout")}
      />
    ),
    { gate: CashoutGate },
  ),
  flights: screen(["flightSearch"], FlightSearchPage, ({ route, sitePrefix }, flow) => (
    <FlightSearchPage sitePrefix={sitePrefix} flow={flow("flightSearch")} query={route.query} />
  )),
  flightResults: screen(["flightSearch"], FlightResultsPage, ({ route, sitePrefix }, flow) => (
    <FlightResultsPage sitePrefix={sitePrefix} flow={flow("flightSearch")} query={route.query} />
  )),
  hotels: screen(["hotelSearch"], HotelSearchPage, ({ sitePrefix }, flow) => (
    <HotelSearchPage sitePrefix={sitePrefix} flow={flow("hotelSearch")} />
  )),
  hotelResults: screen(["hotelSearch"], HotelResultsPage, ({ sitePrefix }, flow) => (
    <HotelResultsPage sitePrefix={sitePrefix} flow={flow("hotelSearch")} />
  )),
  hotelDetail: screen(["hotelBooking"], HotelDetailPage, ({ route, sitePrefix }, flow) => (
    <HotelDetailPage
      hotelId={Number(route.params.hotelID ?? 0)}
      sitePrefix={sitePrefix}
      flow={flow("hotelBooking")}
    />
  )),
} as const satisfies Readonly<Record<ScreenName, ScreenEntry>>;
