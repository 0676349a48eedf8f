/**
 * The screens whose code loads on demand, and the source module each loads (the page component the
 * views load lazily). The page fetches that code at start (src/app/boot.ts), and the storefront's server
 * names its built files in the page it sends for such a screen, so the browser fetches them
 * alongside the landing code (server/core/preload.ts). Pure: read by the page and by the server.
 */
import { PRODUCT_DETAIL_SCREENS, type ProductDetailScreen, resolveRoute, type ScreenName } from "./routes";

const PRODUCT_DETAIL_PAGE = "src/views/product/ProductDetailPage.tsx";

/** The source module of each screen whose code loads on demand, from the project's root. */
export const SCREEN_MODULES = {
  .../* @__PURE__ */ (Object.fromEntries(
    Object.keys(PRODUCT_DETAIL_SCREENS).map((screen) => [screen, PRODUCT_DETAIL_PAGE]),
  ) as Readonly<Record<ProductDetailScreen, string>>),
  checkout: "src/views/checkout/CheckoutPage.tsx",
  cart: "src/views/cart/CartPage.tsx",
  login: "src/views/pages/SignInPage.tsx",
  resetPassword: "src/views/account/ResetPasswordPage.tsx",
  unsubscribe: "src/views/account/UnsubscribePage.tsx",
  redirectPerks: "src/views/pages/RedirectPerksPage.tsx",
  switchAccount: "src/views/account/SwitchAccountPage.tsx",
  signup: "src/views/account/SignUpPage.tsx",
  trackOrder: "src/views/guest/trackOrder/TrackOrderPage.tsx",
  paymentCallback: "src/views/payment/PaymentCallbackPage.tsx",
  paymentStatus: "src/views/payment/PaymentStatusPage.tsx",
} as const satisfies Partial<Readonly<Record<ScreenName, string>>>;

export type ScreenWithCodeOnDemand = keyof typeof SCREEN_MODULES;

/**
 * The screen at `pathname` when its code loads on demand, else null (its code is in the page).
 * `screens` is a table by screen (the page's loaders, the server's {@link SCREEN_MODULES}): each
 * reader passes its own, so the page's code carries no module names. The path is resolved
 * without the site's data (not known before the page starts): a guess that is only a head start,
 * since the screen still loads its code itself when it renders.
 */
export const screenWithCodeOnDemand = (
  pathname: string,
  search: string,
  screens: Readonly<Record<ScreenWithCodeOnDemand, unknown>>,
): ScreenWithCodeOnDemand | null => {
  const route = resolveRoute(pathname, search);
  const listed = (screen: ScreenName): screen is ScreenWithCodeOnDemand => Object.hasOwn(screens, screen);
  return route.kind === "screen" && listed(route.screen) ? route.screen : null;
};
