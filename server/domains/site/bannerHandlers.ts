/**
 * Handlers of the store listings' banner calls (spec §7.2 'Store banners (fetchBannersList)',
 * 'Banner product ids (check_banner_product_id)'): the banners of a country and page, from the
 * same table as the banner module, and which of a banner's products a site sells in a country.
 */
import { checkBannerProductId, fetchBannersList } from "@contract/banners";
import type { Family } from "@domain/families";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { type Db, type Handler, handle } from "../../core/module";
import { enabledFamilies, isProductType } from "../catalogue/queries";
import { type BannerRow, bannerOf } from "./handlers";
import { type CountryRow, countryById, findSite } from "./lookup";

/** What the banner calls answer when they refuse, in each language the API answers in. */
export const BannerCallTexts: PerLanguage<{
  readonly unknownSite: string;
  readonly unknownCountry: string;
  readonly countryMismatch: string;
}> = {
  en: {
    unknownSite: "This store is unknown.",
    unknownCountry: "This country is unknown.",
    countryMismatch: "The country name and code do not match the country id.",
  },
  es: {
    unknownSite: "Esta tienda no existe.",
    unknownCountry: "Este país no existe.",
    countryMismatch: "El nombre y el código del país no coinciden con su identificador.",
  },
  fr: {
    unknownSite: "Cette boutique est inconnue.",
    unknownCountry: "Ce pays est inconnu.",
    countryMismatch: "Le nom et le code du pays ne correspondent pas à son identifiant.",
  },
  de: {
    unknownSite: "Dieser Shop ist unbekannt.",
    unknownCountry: "Dieses Land ist unbekannt.",
    countryMismatch: "Name und Code des Landes passen nicht zu seiner ID.",
  },
};

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a country's name and ISO2 code are those of the row (spec §9: India, IN for 976). */
const agrees = (country: CountryRow, name: string, code: string): boolean =>
  same(country.name, name) && same(country.iso_code_2, code);

/** The ids among `ids` of products sold in the country, of a family the site shows, in the asked order. */
const soldIds = (
  db: Db,
  ids: readonly number[],
  countryId: number,
  families: ReadonlySet<Family>,
): number[] => {
  const sold = new Set(
    ids.filter((id) => {
      const row = db
        .prepare("SELECT type FROM products WHERE product_id = ? AND country_id = ?")
        .get(id, countryId) as { readonly type: string } | undefined;
      return row !== undefined && isProductType(row.type) && families.has(row.type);
    }),
  );
  return [...sold];
};

export const bannerHandlers: readonly Handler[] = [
  handle(fetchBannersList, (ctx, input) => {
    const texts = inLanguage(BannerCallTexts, ctx.language);
    const { url, country_id, page } = input.voucherParams;
    if (findSite(ctx.db, url) === undefined)
      return { data: { fetchBannersList: refused(texts.unknownSite) } };
    const country = countryById(ctx.db, country_id);
    if (country === undefined) return { data: { fetchBannersList: refused(texts.unknownCountry) } };
    const rows = ctx.db
      .prepare(
        "SELECT * FROM banners WHERE lower(trim(country_name)) = lower(?) AND lower(trim(page)) = ? ORDER BY id",
      )
      .all(country.name.trim(), page) as BannerRow[];
    return { data: { fetchBannersList: { success: 1 as const, data: rows.map(bannerOf) } } };
  }),

  handle(checkBannerProductId, (ctx, input) => {
    const texts = inLanguage(BannerCallTexts, ctx.language);
    const site = findSite(ctx.db, input.custom_url);
    if (site === undefined) return { data: { checkProductIdForBanners: refused(texts.unknownSite) } };
    const country = countryById(ctx.db, input.country_id);
    if (country === undefined) return { data: { checkProductIdForBanners: refused(texts.unknownCountry) } };
    if (!agrees(country, input.country_name, input.countryCode))
      return { data: { checkProductIdForBanners: refused(texts.countryMismatch) } };
    const productIds = soldIds(ctx.db, input.productIds, country.country_id, enabledFamilies(ctx.db, site));
    return { data: { checkProductIdForBanners: { success: 1 as const, data: { productIds } } } };
  }),
];
