/**
 * Start-up, site and geography calls (spec §7.2): platform settings, site preferences and
 * branding, enabled routes, countries, IP country, country codes, currency conversion, client id
 * and banners. Entity fields follow spec §3. The phone list is in ./geography.ts: only the later
 * screens' forms ask for it.
 */
import { Schema } from "effect";
import { envelope, graph } from "./operation";

const Int = Schema.Number.check(Schema.isInt());
/** A 0/1 switch, as the server sends most settings. */
const Flag = Schema.Literals([0, 1]);

/** `{success: 0, message}`: the answer when a site, product or pair is unknown. */
export const Failure = Schema.Struct({ success: Schema.Literal(0), message: Schema.String });

/* ------------------------------------------------------------------ platform settings */

/**
 * `customText` of the platform settings (spec §3). The spec names the points-label key with a
 * sibling product's prefix (`{brand-b}Points`); this contract spells it `rewardPoints`.
 */
export const CustomText = Schema.Struct({
  /** The points label, default 'Points'. */
  rewardPoints: Schema.String,
  /** The pay button text, default 'Pay Now'. */
  payNowButton: Schema.String,
});

/**
 * `paymentMethodAccess` of the platform settings (spec §3, §6): 1 allows a way to pay, 0 switches
 * it off. The spec's `{brand-b}Points` key is spelled `rewardPoints` and the card-gateway key
 * (`{gateway}`) is spelled `gateway`.
 */
export const PaymentMethodAccess = Schema.Struct({
  rewardPoints: Flag,
  gcb: Flag,
  tokens: Flag,
  voucher: Flag,
  gateway: Flag,
});

/**
 * Platform settings (spec §3). The spec's `{brand}PointThreshold` (named with the product's
 * own prefix) is spelled `brandPointThreshold`.
 */
export const PlatformSettings = Schema.Struct({
  urlPrefix: Schema.String,
  companyName: Schema.String,
  /** Logo path, or null for the default product logo. */
  primaryLogo: Schema.NullOr(Schema.String),
  primaryColor: Schema.String,
  multiLanguageSupport: Flag,
  /** 0 hides the footer (spec §2.11). */
  footer: Flag,
  enablePerks: Flag,
  adminPanelAccess: Flag,
  displayCatalogInPoints: Flag,
  hideConversionInHeader: Flag,
  brandPointThreshold: Schema.Number,
  /** Set: the points pill is hidden (spec §6). */
  offer_marketplace: Flag,
  /** Label of the Personalize tab; null means 'Personalize Category' (spec §2.5). */
  customCatalogFilterGroupName: Schema.NullOr(Schema.String),
  customText: CustomText,
  paymentMethodAccess: PaymentMethodAccess,
  /** 1 while the store is under maintenance: every page shows '/maintenance' (spec §1, §2.3). */
  maintenance: Schema.optional(Flag),
});
export type PlatformSettings = typeof PlatformSettings.Type;

/** stores fetchPlatformSetting (spec §7.2): payload urlPrefix, optionally add_data. */
export const fetchPlatformSetting = graph({
  query: "stores.query.fetchPlatformSetting",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ urlPrefix: Schema.String, add_data: Schema.optional(Schema.String) }),
  response: envelope(
    "fetchPlatformSetting",
    Schema.Union([Schema.Struct({ success: Schema.Literal(1), data: PlatformSettings }), Failure]),
  ),
});

/* ------------------------------------------------------------------ site preferences */

/** Branding (spec §3): logo_url, custom_route ('/:keyword' or '/:keyword/:keyword'), custom_url. */
export const Branding = Schema.Struct({
  logo_url: Schema.NullOr(Schema.String),
  custom_url: Schema.String,
  custom_route: Schema.Literals(["/:keyword", "/:keyword/:keyword"]),
});
export type Branding = typeof Branding.Type;

/** Site preferences (spec §3), with the site's branding. */
export const SitePreferences = Schema.Struct({
  success: Schema.Literal(1),
  brandLogo: Schema.NullOr(Schema.String),
  /** Captcha before balance checks and order tracking (spec §2.9, §4). */
  showCts: Schema.Boolean,
  clientele_flag: Flag,
  points_usable: Flag,
  branding: Branding,
});
export type SitePreferences = typeof SitePreferences.Type;

/** stores url_preferences (spec §7.2): {preferences: {url}} with the custom url. */
export const urlPreferences = graph({
  query: "stores.query.url_preferences",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ preferences: Schema.Struct({ url: Schema.String }) }),
  response: envelope("sitesPreferences", Schema.Union([SitePreferences, Failure])),
});

/* ------------------------------------------------------------------ routes */

/** The enabled section names, as stored: the client renames 'merchandise' (spec §2.2). */
export const RoutesOutput = Schema.Struct({ success: Flag, data: Schema.Array(Schema.String) });

/** stores getRoutes (spec §7.2): {routes_input: {url, key}}; output is a JSON string. */
export const getRoutes = graph({
  query: "stores.query.getRoutes",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ routes_input: Schema.Struct({ url: Schema.String, key: Schema.String }) }),
  response: envelope("getRoutes", Schema.Struct({ output: Schema.fromJsonString(RoutesOutput) })),
});

/* ------------------------------------------------------------------ countries */

/** A country as a filter item (spec §3): country_id is filter_value_id, name is filter_value. */
export const CountryFilter = Schema.Struct({
  filter_value: Schema.String,
  filter_value_id: Int,
  iso_code_2: Schema.String,
  iso_code_3: Schema.String,
  currency_code: Schema.String,
});
export type CountryFilter = typeof CountryFilter.Type;

/** fetchAllCountries (spec §7.2): filtersParams is a JSON string {url, filter_group_id '41'}. */
export const fetchAllCountries = graph({
  query: "voucher.query.fetchAllCountries",
  tag: "voucher",
  access: "either",
  variables: Schema.Struct({
    filtersParams: Schema.fromJsonString(
      Schema.Struct({ url: Schema.String, filter_group_id: Schema.Literal("41") }),
    ),
  }),
  response: envelope("fetchCountryList", Schema.Struct({ filters: Schema.Array(CountryFilter) })),
});

/** Country (spec §3): default India, 976, IN, IND. */
export const Country = Schema.Struct({
  country_id: Int,
  name: Schema.String,
  iso_code_2: Schema.String,
  iso_code_3: Schema.String,
  currency_code: Schema.String,
});
export type Country = typeof Country.Type;

/** stores getCountries (spec §7.2): {input_countries: {url, key 'vd'}}. */
export const getCountries = graph({
  query: "stores.query.getCountries",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({
    input_countries: Schema.Struct({ url: Schema.String, key: Schema.String }),
  }),
  response: envelope("getCountries", Schema.Struct({ success: Flag, data: Schema.Array(Country) })),
});

/** files ipDetails (spec §7.2): no payload; {success, country_code}. */
export const ipDetails = graph({
  query: "files.query.ipDetails",
  tag: "files",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope("ipDetails", Schema.Struct({ success: Flag, country_code: Schema.String })),
});

/** A currency of the country-codes map (spec §3). `decimals` is 0 for zero-decimal currencies. */
export const CurrencyInfo = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  decimals: Int,
});
export type CurrencyInfo = typeof CurrencyInfo.Type;

/** Country codes (spec §3, §7.2): keyed by the upper-case ISO2 code; each entry has currencies. */
export const CountryCodes = Schema.Record(
  Schema.String,
  Schema.Struct({ currencies: Schema.Array(CurrencyInfo) }),
);
export type CountryCodes = typeof CountryCodes.Type;

export const getCountryCodes = graph({
  query: "stores.query.getCountryCodes",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({}),
  response: envelope("getCountryCodes", Schema.Struct({ success: Flag, data: CountryCodes })),
});

/* ------------------------------------------------------------------ conversion and client */

/**
 * storesAdmin clientCurrencyConversion (spec §7.2): Error is false when the conversion worked,
 * otherwise a message and no Result (spec §4: the point value is then left unset).
 */
export const clientCurrencyConversion = graph({
  query: "storesAdmin.query.clientCurrencyConversion",
  tag: "storesAdmin",
  access: "either",
  variables: Schema.Struct({
    conversion_data: Schema.Struct({
      client_id: Int,
      amount: Schema.Finite,
      source_currency_code: Schema.String,
      target_currency_code: Schema.String,
    }),
  }),
  response: envelope(
    "clientCurrencyConversion",
    Schema.Struct({
      Error: Schema.Union([Schema.Literal(false), Schema.String]),
      Result: Schema.optional(Schema.Struct({ converted_amount: Schema.Number })),
    }),
  ),
});

/* ------------------------------------------------------------------ banners */

export const BannerPage = Schema.Literals(["homepage", "merchandise", "experience", "voucher", "lounge"]);
export type BannerPage = typeof BannerPage.Type;

/**
 * Banner (spec §3). activeTime and expiryTime are UTC ISO-8601 instants; a banner lacking
 * either is always shown (spec §4).
 */
export const Banner = Schema.Struct({
  isExternal: Schema.Boolean,
  image: Schema.String,
  mobile_image: Schema.String,
  url: Schema.String,
  category: Schema.Literals(["merchandise", "experience", "voucher"]),
  type: Schema.Literals(["product", "category"]),
  activeTime: Schema.optional(Schema.String),
  expiryTime: Schema.optional(Schema.String),
});
export type Banner = typeof Banner.Type;

/** Banners grouped by country name (India, Hungary), then by page (spec §3, §9). */
export const BannerModule = Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Array(Banner)));
export type BannerModule = typeof BannerModule.Type;

/** stores getBannerModule (spec §7.2): {add_data ''}. */
export const getBannerModule = graph({
  query: "stores.query.getBannerModule",
  tag: "stores",
  access: "either",
  variables: Schema.Struct({ add_data: Schema.String }),
  response: envelope("getBannerModule", Schema.Struct({ success: Flag, data: BannerModule })),
});
