/**
 * The page's meta description (what a search engine shows under the title): built from the
 * site's platform settings (company name, points label) and, on a detail page, the product.
 * Pure and total: whatever text comes in, one line of at most {@link META_DESCRIPTION_MAX} characters comes out.
 */
import type { ProductDetail } from "@contract/catalogue";
import type { PlatformSettings } from "@contract/site";

/** Search engines cut descriptions at about this many characters. */
export const META_DESCRIPTION_MAX = 160;

/** The description before the site is known, also the static one of index.html. */
export const DEFAULT_META_DESCRIPTION =
  "Spend your reward points, gift-card balance and reward codes on gift cards, experiences, merchandise and more.";

export type MetaSite = Pick<PlatformSettings, "companyName" | "customText">;
export type MetaProduct = Pick<ProductDetail, "name" | "description">;

/** White space (new lines included) collapsed to single spaces, and any markup removed. */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export const clipDescription = (text: string, max: number = META_DESCRIPTION_MAX): string => {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.-]+$/, "")}…`;
};

/**
 * The meta description of a page: the product's name, the site and the product's description
 * on a detail page; the site's name and points label elsewhere; the default without a site.
 */
export const metaDescription = (site: MetaSite | null, product: MetaProduct | null = null): string => {
  const company = site === null ? "" : plain(site.companyName);
  const points = site === null ? "" : plain(site.customText.rewardPoints);
  if (product !== null) {
    const name = plain(product.name);
    const about = plain(product.description);
    const where = company === "" ? name : `${name} on ${company}`;
    if (name !== "") return clipDescription(about === "" ? `${where}.` : `${where}: ${about}`);
  }
  if (company === "") return DEFAULT_META_DESCRIPTION;
  const spend = points === "" ? "reward points" : points;
  return clipDescription(
    `${company}: spend your ${spend}, gift-card balance and reward codes on gift cards, experiences, merchandise and more.`,
  );
};
