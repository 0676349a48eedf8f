/**
 * The calls of spec §7, line by line, each with what carries it out: the contract operations
 * (src/contract) the storefront makes and the reference API answers, a route of the reference API
 * outside the contract, or another call that already does its job (the table 'Calls another call
 * already answers' of docs/reference-api.md). tests/auditPack/specCalls.test.ts checks every
 * entry against the code; the audit pack counts them.
 */

export type SpecCallWay =
  /** Contract operations, by name (`tag.name` where two tags share a name). */
  | { readonly ops: readonly string[] }
  /** A route outside the operations: the contract's paths object `via` names it for both sides. */
  | { readonly route: string; readonly via: string }
  /** Not made: docs/reference-api.md names the call that does its job, under this spec line. */
  | { readonly answeredBy: string };

export type SpecCall = { readonly section: string; readonly call: string } & SpecCallWay;

const ops = (section: string, call: string, ...names: readonly string[]): SpecCall => ({
  section,
  call,
  ops: names.length === 0 ? [call] : names,
});
const answered = (section: string, call: string, line: string): SpecCall => ({
  section,
  call,
  answeredBy: line,
});

export const SPEC_CALLS: readonly SpecCall[] = [
  // §7.2 Start-up, site and geography
  ops("7.2", "fetchPlatformSetting"),
  ops("7.2", "url_preferences"),
  ops("7.2", "getRoutes"),
  ops("7.2", "fetchAllCountries"),
  ops("7.2", "getCountries"),
  answered("7.2", "Perks countries", "§7.2 'Perks countries"),
  ops("7.2", "ipDetails"),
  ops("7.2", "getCountryList"),
  ops("7.2", "Country codes", "getCountryCodes"),
  ops("7.2", "States / cities", "getStates", "getCities"),
  ops("7.2", "Postal code", "fetchPostalCodeData"),
  answered("7.2", "getLiveCities", "§7.2 'Live cities (legacy endpoint, method getLiveCities)"),
  ops("7.2", "getBannerModule"),
  ops("7.2", "fetchBannersList"),
  ops("7.2", "check_banner_product_id"),
  ops("7.2", "Landing details", "fetchLandingDetails"),
  ops("7.2", "getMenu"),
  answered("7.2", "getClientId", "§7.2 'Client id (storesAdmin getClientId; CLIENTELE_FUND_CHECK)"),
  ops("7.2", "clientCurrencyConversion"),
  answered(
    "7.2",
    "Currency (legacy endpoint, method currency)",
    "§7.2 'Currency (legacy endpoint, method currency)",
  ),
  ops("7.2", "KYB status", "get_kyb_status_for_kyb"),
  { section: "7.2", call: "/re-captcha", route: "/re-captcha", via: "CaptchaPaths" },
  answered("7.2", "/re-captcha-v3", "§7.2 'Captcha"),
  // §7.3 Catalogue
  ops("7.3", "Category lists (VOUCHER_CATEGORY)", "fetchVouchersFilters", "fetchTopupFilters"),
  ops("7.3", "Experience categories", "getExperiencesCategoriesList"),
  ops("7.3", "Experience cities and categories", "getExperiencesCitiesList"),
  ops("7.3", "Experiences list", "getExperiencesList"),
  ops("7.3", "fetchExpById"),
  ops("7.3", "fetchAvailableDates"),
  ops("7.3", "fetchAvailabilityPricing"),
  ops("7.3", "Experience order detail/history", "getExperiencesOrderDetail"),
  ops("7.3", "Experience tags", "getQueryBasedTags"),
  ops("7.3", "voucher_list"),
  ops("7.3", "filter_list"),
  ops("7.3", "static_voucher_data"),
  ops("7.3", "newPerks"),
  ops("7.3", "fetchPerks"),
  ops("7.3", "perksCategories"),
  ops("7.3", "perks by category", "perksByCategory"),
  ops("7.3", "perks details", "perksDetails"),
  ops("7.3", "getProduct"),
  ops("7.3", "get_items"),
  answered(
    "7.3",
    "getUrlBasedCategories",
    "§7.3 'Product data: getProduct; get_items; getUrlBasedCategories'",
  ),
  ops("7.3", "fetchFilters"),
  ops("7.3", "fetchVouchers"),
  ops("7.3", "getPlans"),
  ops("7.3", "downloadVoucherCatalogue"),
  ops("7.3", "File download", "fileDownload"),
  // §7.4 Cart
  ops("7.4", "addToCart"),
  ops("7.4", "fetchCart"),
  // §7.5 Authentication and account
  ops("7.5", "validateUserIdentity"),
  ops("7.5", "Validate login OTP", "validateLoginOtp"),
  ops("7.5", "Resend login OTP", "resendLoginOtp"),
  ops("7.5", "Validate setup OTP", "validateSetupOtp"),
  ops("7.5", "Resend setup OTP", "resendSetupOtp"),
  ops("7.5", "Resend verification link", "sendVerificationLink"),
  ops("7.5", "Validate password", "validatePassword"),
  ops("7.5", "generateResetPasswordLink"),
  ops("7.5", "Reset password", "resetPassword"),
  ops("7.5", "Validate reset link", "validateResetLink"),
  ops("7.5", "getUserAssoc"),
  ops("7.5", "signUpStores"),
  ops("7.5", "sso_token"),
  ops("7.5", "Logout", "logout"),
  ops("7.5", "fetch_accounts"),
  ops("7.5", "validate_if_switch-worked"),
  ops("7.5", "select_account"),
  ops("7.5", "fetchUserDetails"),
  ops("7.5", "getPoints"),
  ops("7.5", "{brand-c}_tp_integrations getPoints", "tpGetPoints"),
  ops("7.5", "{brand-c}_tp_integrations getUserDetails", "tpGetUserDetails"),
  ops("7.5", "fetchGcb"),
  ops("7.5", "get{brand}Token", "getStoreToken"),
  ops("7.5", "change_query"),
  ops("7.5", "update_employee_data"),
  ops("7.5", "fetchUsersProfileLogo"),
  ops("7.5", "Welcome mail", "welcome_mail"),
  ops("7.5", "Resend OTP", "resendOtp"),
  ops("7.5", "Resend voucher", "resendVoucher"),
  ops("7.5", "Unsubscribe mail", "unsubscribeMail"),
  // §7.6 Orders, payments and reports
  ops("7.6", "applyVoucher"),
  answered("7.6", "getPGs", "§7.6 'Payment gateways (payment getPGs): {add_data}'"),
  ops("7.6", "getPaymentStatus"),
  ops("7.6", "getPaymentMethods"),
  ops("7.6", "get{gateway}Details", "getGatewayDetails"),
  ops("7.6", "create_payment_token"),
  ops("7.6", "get_{provider-a}_payment_status", "get_provider_a_payment_status"),
  ops("7.6", "get_{provider-b}_payment_status", "get_provider_b_payment_status"),
  ops("7.6", "getTransactionStatus"),
  ops("7.6", "voucherCreateOrder"),
  ops("7.6", "freePerkCreateOrder"),
  ops("7.6", "{gateway}CallbackVoucher", "gatewayCallbackVoucher"),
  ops("7.6", "voucherOrderDetails"),
  ops("7.6", "Create experience order", "experienceOrder"),
  ops("7.6", "{gateway}Callback", "gatewayCallback"),
  ops("7.6", "Update experience order", "updateExperienceOrder"),
  ops("7.6", "noPayCheckout"),
  ops("7.6", "{wallet-provider}Payment", "walletProviderPayment"),
  ops("7.6", "validateOrder"),
  ops("7.6", "Generate order OTP", "generateOrderOtp"),
  ops("7.6", "validate_miles_memberId"),
  ops("7.6", "Cash-out transaction status", "getCashoutStatus"),
  ops("7.6", "Order history", "getOrderHistory", "getPerksOrderDetail"),
  ops(
    "7.6",
    "Flight and hotel booking history",
    "flights.fetch_booking_history",
    "hotels.fetch_booking_history",
  ),
  ops("7.6", "fetchEgiftBalance"),
  ops("7.6", "fetchGiftVoucherBalance"),
  ops("7.6", "fetchTpdBalanceList"),
  ops("7.6", "getBookingHistory"),
  // §7.7 Flights and hotels
  ops("7.7", "search_flights"),
  ops("7.7", "fetch_carriers"),
  ops("7.7", "fetch_air_fields"),
  ops("7.7", "search_airports"),
  ops("7.7", "fetch_client_currency_details"),
  ops("7.7", "flights fetch_itinerary", "flights.fetch_itinerary"),
  ops("7.7", "flights create_itinerary", "flights.create_itinerary"),
  ops("7.7", "flights update_itinerary", "flights.update_itinerary"),
  ops("7.7", "fetch_hotel_cities"),
  ops("7.7", "search_hotel_locations"),
  ops("7.7", "search_hotels"),
  ops("7.7", "fetch_hotel_information"),
  ops("7.7", "hotels create_itinerary", "hotels.create_itinerary"),
  ops("7.7", "hotels fetch_itinerary", "hotels.fetch_itinerary"),
  ops("7.7", "hotels update_itinerary", "hotels.update_itinerary"),
  // §7.8 Other named operations
  ops("7.8", "plumApi"),
  answered("7.8", "plumApiOrder, plumApiConsumer", "§7.8 'stores ... plumApiOrder, plumApiConsumer"),
  answered(
    "7.8",
    "getMerchandiseCategoriesList",
    "§7.8 'experience getExperiencesCitiesList, getMerchandiseCategoriesList'",
  ),
  answered("7.8", "createOrder", "§7.8 'order createOrder'"),
  ops("7.8", "GCB", "fetchGcb"),
];
