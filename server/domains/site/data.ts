/**
 * Demo data of the site and geography domain: the four client sites with their branding,
 * platform settings and enabled routes (spec §2.2, §3), the countries, currencies, conversion
 * rates and banners (spec §3, §9). The phone list (spec §5) is in ./phoneData.ts.
 */
import type { Banner, BannerPage, PlatformSettings } from "@contract/site";
import type { PerLanguage } from "../../core/language";

export interface SiteSeed {
  readonly id: number;
  /** The platform setting urlPrefix; also the first path segment of the site. */
  readonly urlPrefix: string;
  readonly clientId: number;
  readonly companyId: number;
  /** Branding (spec §3). '/' is the default store, shown as '/marketplace' (spec §2.1). */
  readonly customUrl: string;
  readonly customRoute: "/:keyword" | "/:keyword/:keyword";
  /** ISO2 code of the country the site opens on. */
  readonly defaultCountry: string;
  /**
   * The platform settings; the texts a shopper reads (the points label, the pay button, the custom
   * category's name) in every language the API answers in (../../core/language.ts).
   */
  readonly settings: Omit<PlatformSettings, "urlPrefix" | "customText" | "customCatalogFilterGroupName"> & {
    readonly customCatalogFilterGroupName: PerLanguage | null;
    readonly customText: { readonly rewardPoints: PerLanguage; readonly payNowButton: PerLanguage };
  };
  readonly preferences: {
    readonly showCts: boolean;
    readonly clienteleFlag: 0 | 1;
    readonly pointsUsable: 0 | 1;
  };
  /** Value of one reward point in the user's points currency. */
  readonly pointsConversionFactor: number;
  /** Enabled sections in server order, stored as the site configured them (spec §2.2). */
  readonly routes: readonly string[];
}

const allPaymentMethods = { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 } as const;

/** The points label of spec §3 customText (default 'Points'), in every language. */
const POINTS: PerLanguage = { en: "Points", es: "Puntos", fr: "Points", de: "Punkte" };

/** The pay button of spec §3 customText (default 'Pay Now'), in every language. */
const PAY_NOW: PerLanguage = {
  en: "Pay Now",
  es: "Pagar ahora",
  fr: "Payer maintenant",
  de: "Jetzt bezahlen",
};

/** The default section list of spec §2.2, with cashout (its feature flag is on, spec §9). */
export const defaultSections = [
  "experiences",
  "vouchers",
  "perks",
  "merchandises",
  "swag",
  "flights",
  "lounge",
  "charity",
  "airmiles",
  "topup",
  "hotels",
  "cashout",
] as const;

export const sites: readonly SiteSeed[] = [
  {
    id: 1,
    urlPrefix: "marketplace",
    clientId: 1001,
    companyId: 1001,
    customUrl: "/",
    customRoute: "/:keyword",
    defaultCountry: "IN",
    settings: {
      companyName: "Rewards Marketplace",
      primaryLogo: null,
      primaryColor: "#4338ca",
      multiLanguageSupport: 1,
      footer: 1,
      enablePerks: 1,
      adminPanelAccess: 1,
      displayCatalogInPoints: 0,
      hideConversionInHeader: 0,
      brandPointThreshold: 0,
      offer_marketplace: 0,
      customCatalogFilterGroupName: null,
      customText: { rewardPoints: POINTS, payNowButton: PAY_NOW },
      paymentMethodAccess: allPaymentMethods,
    },
    preferences: { showCts: false, clienteleFlag: 1, pointsUsable: 1 },
    pointsConversionFactor: 1,
    routes: defaultSections,
  },
  {
    id: 2,
    urlPrefix: "acme",
    clientId: 2002,
    companyId: 2002,
    customUrl: "/acme",
    customRoute: "/:keyword",
    defaultCountry: "IN",
    settings: {
      companyName: "Acme Rewards",
      primaryLogo: "/brand/acme-logo.svg",
      primaryColor: "#0f766e",
      multiLanguageSupport: 0,
      footer: 1,
      enablePerks: 0,
      adminPanelAccess: 1,
      displayCatalogInPoints: 1,
      hideConversionInHeader: 0,
      brandPointThreshold: 100,
      offer_marketplace: 0,
      customCatalogFilterGroupName: null,
      // The points are a brand's name, the same in every language.
      customText: {
        rewardPoints: { en: "Acme Stars", es: "Acme Stars", fr: "Acme Stars", de: "Acme Stars" },
        payNowButton: {
          en: "Pay Securely",
          es: "Pagar de forma segura",
          fr: "Payer en toute sécurité",
          de: "Sicher bezahlen",
        },
      },
      paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 },
    },
    preferences: { showCts: true, clienteleFlag: 1, pointsUsable: 1 },
    pointsConversionFactor: 0.5,
    // 'merchandise' is stored so on purpose: the client renames it 'merchandises' (spec §2.2).
    routes: ["vouchers", "experiences", "merchandise", "swag", "charity"],
  },
  {
    id: 3,
    urlPrefix: "members",
    clientId: 5179,
    companyId: 5179,
    customUrl: "/members",
    customRoute: "/:keyword",
    defaultCountry: "IN",
    settings: {
      companyName: "Members Club",
      primaryLogo: null,
      primaryColor: "#9d174d",
      multiLanguageSupport: 1,
      footer: 1,
      enablePerks: 1,
      adminPanelAccess: 0,
      displayCatalogInPoints: 0,
      hideConversionInHeader: 1,
      brandPointThreshold: 50,
      offer_marketplace: 0,
      customCatalogFilterGroupName: {
        en: "Member Picks",
        es: "Selección para socios",
        fr: "Sélection membres",
        de: "Mitglieder-Auswahl",
      },
      customText: {
        rewardPoints: {
          en: "Member Points",
          es: "Puntos de socio",
          fr: "Points membre",
          de: "Mitgliederpunkte",
        },
        payNowButton: PAY_NOW,
      },
      paymentMethodAccess: allPaymentMethods,
    },
    preferences: { showCts: false, clienteleFlag: 1, pointsUsable: 1 },
    pointsConversionFactor: 1,
    // The Membership custom category is shown to client 5179 only (spec §6).
    routes: [
      "experiences",
      "vouchers",
      "perks",
      "merchandises",
      "swag",
      "custom-category",
      "personalize-category",
    ],
  },
  {
    id: 4,
    urlPrefix: "outsider",
    clientId: 3003,
    companyId: 3003,
    customUrl: "/outsider",
    customRoute: "/:keyword",
    defaultCountry: "DE",
    settings: {
      companyName: "Outsider GmbH",
      primaryLogo: null,
      primaryColor: "#b45309",
      multiLanguageSupport: 1,
      footer: 0,
      enablePerks: 1,
      adminPanelAccess: 0,
      displayCatalogInPoints: 0,
      hideConversionInHeader: 0,
      brandPointThreshold: 0,
      offer_marketplace: 1,
      customCatalogFilterGroupName: null,
      customText: { rewardPoints: POINTS, payNowButton: PAY_NOW },
      paymentMethodAccess: { rewardPoints: 1, gcb: 0, tokens: 0, voucher: 1, gateway: 1 },
    },
    preferences: { showCts: false, clienteleFlag: 0, pointsUsable: 1 },
    pointsConversionFactor: 1,
    // perks stays listed: company 3003 is outside the perks-enabled companies, so the client
    // removes it (spec §2.2).
    routes: ["experiences", "vouchers", "perks", "merchandises", "swag", "lounge", "charity", "airmiles"],
  },
];

export interface CurrencySeed {
  readonly code: string;
  readonly currencyId: number;
  readonly name: string;
  readonly symbol: string;
  /** Digits after the decimal point; 0 for the zero-decimal currencies of spec §9. */
  readonly decimals: number;
}

export const currencies: readonly CurrencySeed[] = [
  { code: "INR", currencyId: 1, name: "Indian Rupee", symbol: "₹", decimals: 2 },
  { code: "USD", currencyId: 2, name: "US Dollar", symbol: "$", decimals: 2 },
  { code: "GBP", currencyId: 3, name: "Pound Sterling", symbol: "£", decimals: 2 },
  { code: "EUR", currencyId: 4, name: "Euro", symbol: "€", decimals: 2 },
  { code: "HUF", currencyId: 5, name: "Hungarian Forint", symbol: "Ft", decimals: 2 },
  { code: "JPY", currencyId: 6, name: "Japanese Yen", symbol: "¥", decimals: 0 },
  { code: "IDR", currencyId: 7, name: "Indonesian Rupiah", symbol: "Rp", decimals: 0 },
  { code: "PHP", currencyId: 8, name: "Philippine Peso", symbol: "₱", decimals: 2 },
];

export interface CountrySeed {
  /** Catalogue country id: the filter_value_id of filter group 41 (India 976, spec §9). */
  readonly countryId: number;
  readonly name: string;
  readonly iso2: string;
  readonly iso3: string;
  readonly currency: string;
}

export const countries: readonly CountrySeed[] = [
  {
    countryId: 976,
    name: "India",
    iso2: "IN",
    iso3: "IND",
    currency: "INR",
  },
  {
    countryId: 1101,
    name: "United States",
    iso2: "US",
    iso3: "USA",
    currency: "USD",
  },
  {
    countryId: 1100,
    name: "United Kingdom",
    iso2: "GB",
    iso3: "GBR",
    currency: "GBP",
  },
  {
    countryId: 958,
    name: "Germany",
    iso2: "DE",
    iso3: "DEU",
    currency: "EUR",
  },
  {
    countryId: 974,
    name: "Hungary",
    iso2: "HU",
    iso3: "HUN",
    currency: "HUF",
  },
  {
    countryId: 983,
    name: "Japan",
    iso2: "JP",
    iso3: "JPN",
    currency: "JPY",
  },
  {
    countryId: 977,
    name: "Indonesia",
    iso2: "ID",
    iso3: "IDN",
    currency: "IDR",
  },
  {
    countryId: 1044,
    name: "Philippines",
    iso2: "PH",
    iso3: "PHL",
    currency: "PHP",
  },
];

/**
 * Conversion rates between INR and every other currency, both ways, as configured (not derived
 * from each other). Other pairs are crossed through INR.
 */
export const inrRates: readonly {
  readonly code: string;
  readonly fromInr: number;
  readonly toInr: number;
}[] = [
  { code: "USD", fromInr: 0.012, toInr: 83.2 },
  { code: "GBP", fromInr: 0.0094, toInr: 106.4 },
  { code: "EUR", fromInr: 0.011, toInr: 90.9 },
  { code: "HUF", fromInr: 4.35, toInr: 0.23 },
  { code: "JPY", fromInr: 1.78, toInr: 0.562 },
  { code: "IDR", fromInr: 188.5, toInr: 0.0053 },
  { code: "PHP", fromInr: 0.67, toInr: 1.49 },
];

export interface BannerSeed extends Banner {
  readonly country: string;
  readonly page: BannerPage;
}

/**
 * Banners per country name and page (spec §3, §9). The demo clock starts on 2026-11-25: one
 * banner has expired, three carry no times (always shown, spec §4), the rest are live.
 */
export const banners: readonly BannerSeed[] = [
  {
    country: "India",
    page: "homepage",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/vouchers/?category_id=698",
    category: "voucher",
    type: "category",
    activeTime: "2026-10-01T00:00:00Z",
    expiryTime: "2027-01-31T23:59:59Z",
  },
  {
    country: "India",
    page: "homepage",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/experiences/sunset-kayaking-in-bangalore/61022",
    category: "experience",
    type: "product",
  },
  {
    country: "India",
    page: "voucher",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/vouchers/description/reel-cinema-gift-card/51270",
    category: "voucher",
    type: "product",
    activeTime: "2025-10-01T00:00:00Z",
    expiryTime: "2025-12-31T23:59:59Z",
  },
  // A product India sells and one it lacks (Hungary's): the listing shows only the first
  // (spec §7.2 check_banner_product_id).
  {
    country: "India",
    page: "voucher",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/vouchers/description/fashion-gift-card/40211",
    category: "voucher",
    type: "product",
    activeTime: "2026-11-01T00:00:00Z",
    expiryTime: "2027-03-31T23:59:59Z",
  },
  {
    country: "India",
    page: "voucher",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/vouchers/description/threads-fashion-gift-card/40601",
    category: "voucher",
    type: "product",
  },
  {
    country: "India",
    page: "experience",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/experiences/sunset-kayaking-in-bangalore/61022",
    category: "experience",
    type: "product",
    activeTime: "2026-11-01T00:00:00Z",
    expiryTime: "2027-02-28T23:59:59Z",
  },
  {
    country: "India",
    page: "merchandise",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/swag?filter_value_id=1390",
    category: "merchandise",
    type: "category",
    activeTime: "2026-01-01T00:00:00Z",
    expiryTime: "2027-12-31T23:59:59Z",
  },
  {
    country: "India",
    page: "lounge",
    isExternal: true,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "https://lounges.example.com/winter",
    category: "voucher",
    type: "category",
  },
  {
    country: "Hungary",
    page: "homepage",
    isExternal: false,
    image: "/catalogue/banner.svg",
    mobile_image: "/catalogue/banner-mobile.svg",
    url: "/vouchers/description/threads-fashion-gift-card/40601",
    category: "voucher",
    type: "product",
    activeTime: "2026-11-01T00:00:00Z",
    expiryTime: "2026-12-31T23:59:59Z",
  },
];
