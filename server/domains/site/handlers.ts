/** Handlers of the start-up, site and geography calls (spec §7.2). */

import type { ResponseOf } from "@contract/operation";
import {
  Banner,
  type BannerModule,
  type CountryCodes,
  clientCurrencyConversion,
  fetchAllCountries,
  fetchPlatformSetting,
  getBannerModule,
  getCountries,
  getCountryCodes,
  getRoutes,
  ipDetails,
  type PlatformSettings,
  urlPreferences,
} from "@contract/site";
import { Schema } from "effect";
import { refused } from "../../core/answers";
import { type ApiLanguage, storedTextIn } from "../../core/language";
import { type Handler, handle } from "../../core/module";
import { isUnderMaintenance } from "../storeInfo/module";
import { allCountries, conversionRate, findSite, round6, type SiteRow, sectionsOf } from "./lookup";

/** Stored 0/1 switches. */
export const flag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

/** A site's platform settings (spec §3), the texts a shopper reads in `language`. */
export const platformSettingsOf = (site: SiteRow, language: ApiLanguage): PlatformSettings => ({
  urlPrefix: site.url_prefix,
  companyName: site.company_name,
  primaryLogo: site.logo_url,
  primaryColor: site.primary_color,
  multiLanguageSupport: flag(site.multi_language_support),
  footer: flag(site.footer),
  enablePerks: flag(site.enable_perks),
  adminPanelAccess: flag(site.admin_panel_access),
  displayCatalogInPoints: flag(site.display_catalog_in_points),
  hideConversionInHeader: flag(site.hide_conversion_in_header),
  brandPointThreshold: site.point_threshold,
  offer_marketplace: flag(site.offer_marketplace),
  customCatalogFilterGroupName:
    site.custom_catalog_filter_group_name === null
      ? null
      : storedTextIn(site.custom_catalog_filter_group_name, language),
  customText: {
    rewardPoints: storedTextIn(site.points_label, language),
    payNowButton: storedTextIn(site.pay_now_button, language),
  },
  paymentMethodAccess: {
    rewardPoints: flag(site.pay_points),
    gcb: flag(site.pay_gcb),
    tokens: flag(site.pay_tokens),
    voucher: flag(site.pay_voucher),
    gateway: flag(site.pay_gateway),
  },
});

const unknownSite = (url: string) => refused(`Unknown site '${url}'`);

export interface BannerRow {
  readonly country_name: string;
  readonly page: string;
  readonly is_external: number;
  readonly image: string;
  readonly mobile_image: string;
  readonly url: string;
  readonly category: string;
  readonly type: string;
  readonly active_time: string | null;
  readonly expiry_time: string | null;
}

const decodeBanner = Schema.decodeUnknownSync(Banner);

/** A stored banner as the banner calls answer it (spec §3 'Banner'). */
export const bannerOf = (row: BannerRow): Banner =>
  decodeBanner({
    isExternal: row.is_external === 1,
    image: row.image,
    mobile_image: row.mobile_image,
    url: row.url,
    category: row.category,
    type: row.type,
    ...(row.active_time === null ? {} : { activeTime: row.active_time }),
    ...(row.expiry_time === null ? {} : { expiryTime: row.expiry_time }),
  });

export const siteHandlers: readonly Handler[] = [
  handle(fetchPlatformSetting, (ctx, input) => {
    const site = findSite(ctx.db, input.urlPrefix);
    return {
      data: {
        fetchPlatformSetting:
          site === undefined
            ? unknownSite(input.urlPrefix)
            : {
                success: 1 as const,
                data: {
                  ...platformSettingsOf(site, ctx.language),
                  maintenance: isUnderMaintenance(ctx.db, site.url_prefix) ? (1 as const) : (0 as const),
                },
              },
      },
    };
  }),

  handle(urlPreferences, (ctx, input): ResponseOf<typeof urlPreferences> => {
    const site = findSite(ctx.db, input.preferences.url);
    if (site === undefined) return { data: { sitesPreferences: unknownSite(input.preferences.url) } };
    const route = site.custom_route === "/:keyword/:keyword" ? "/:keyword/:keyword" : "/:keyword";
    return {
      data: {
        sitesPreferences: {
          success: 1 as const,
          brandLogo: site.logo_url,
          showCts: site.show_cts === 1,
          clientele_flag: flag(site.clientele_flag),
          points_usable: flag(site.points_usable),
          branding: { logo_url: site.logo_url, custom_url: site.custom_url, custom_route: route },
        },
      },
    };
  }),

  handle(getRoutes, (ctx, input) => {
    const site = findSite(ctx.db, input.routes_input.url);
    const output =
      site === undefined
        ? { success: 0 as const, data: [] }
        : { success: 1 as const, data: sectionsOf(ctx.db, site.id) };
    return { data: { getRoutes: { output } } };
  }),

  handle(fetchAllCountries, (ctx, input) => {
    const site = findSite(ctx.db, input.filtersParams.url);
    const filters =
      site === undefined
        ? []
        : allCountries(ctx.db).map((c) => ({
            filter_value: c.name,
            filter_value_id: c.country_id,
            iso_code_2: c.iso_code_2,
            iso_code_3: c.iso_code_3,
            currency_code: c.currency_code,
          }));
    return { data: { fetchCountryList: { filters } } };
  }),

  handle(getCountries, (ctx, input) => {
    const site = findSite(ctx.db, input.input_countries.url);
    if (site === undefined) return { data: { getCountries: { success: 0 as const, data: [] } } };
    const data = allCountries(ctx.db).map((c) => ({
      country_id: c.country_id,
      name: c.name,
      iso_code_2: c.iso_code_2,
      iso_code_3: c.iso_code_3,
      currency_code: c.currency_code,
    }));
    return { data: { getCountries: { success: 1 as const, data } } };
  }),

  handle(ipDetails, (ctx) => {
    // The demo has no address database: the country comes from a request header, else India.
    const asked = ctx.header("x-demo-country")?.trim() ?? "";
    const country_code = /^[A-Za-z]{2}$/.test(asked) ? asked.toUpperCase() : "IN";
    return { data: { ipDetails: { success: 1 as const, country_code } } };
  }),

  handle(getCountryCodes, (ctx) => {
    const rows = ctx.db
      .prepare(
        `SELECT c.iso_code_2, k.code, k.name, k.symbol, k.decimals
           FROM countries c JOIN currencies k ON k.code = c.currency_code ORDER BY c.iso_code_2`,
      )
      .all() as { iso_code_2: string; code: string; name: string; symbol: string; decimals: number }[];
    const data: CountryCodes = Object.fromEntries(
      rows.map((r) => [
        r.iso_code_2.toUpperCase(),
        { currencies: [{ code: r.code, name: r.name, symbol: r.symbol, decimals: r.decimals }] },
      ]),
    );
    return { data: { getCountryCodes: { success: 1 as const, data } } };
  }),

  handle(clientCurrencyConversion, (ctx, input): ResponseOf<typeof clientCurrencyConversion> => {
    const { client_id, amount, source_currency_code, target_currency_code } = input.conversion_data;
    const client = ctx.db.prepare("SELECT id FROM sites WHERE client_id = ?").get(client_id);
    if (client === undefined) {
      return { data: { clientCurrencyConversion: { Error: `Unknown client ${client_id}` } } };
    }
    const rate = conversionRate(ctx.db, source_currency_code, target_currency_code);
    if (rate === undefined) {
      return {
        data: {
          clientCurrencyConversion: {
            Error: `No conversion from ${source_currency_code} to ${target_currency_code}`,
          },
        },
      };
    }
    return {
      data: {
        clientCurrencyConversion: { Error: false, Result: { converted_amount: round6(amount * rate) } },
      },
    };
  }),

  handle(getBannerModule, (ctx) => {
    const rows = ctx.db.prepare("SELECT * FROM banners ORDER BY id").all() as BannerRow[];
    const data: Record<string, Record<string, Banner[]>> = {};
    for (const row of rows) {
      const banner = bannerOf(row);
      const pages = data[row.country_name] ?? {};
      pages[row.page] = [...(pages[row.page] ?? []), banner];
      data[row.country_name] = pages;
    }
    const grouped: BannerModule = data;
    return { data: { getBannerModule: { success: 1 as const, data: grouped } } };
  }),
];
