/**
 * The catalogue's artwork, drawn from the seed data's ids and names (served by ./module.ts):
 *
 * - a gift card (gift cards and Membership cards) is a card in its brand's two colours with the
 *   brand's monogram and its category's pictogram: the brand is the name without 'Gift Card' or
 *   'Voucher', so a brand sold in two countries looks the same in both;
 * - any other product is its category's pictogram (its family's, without one) on a disc in the
 *   product's own colours;
 * - an experience is its city's scene at a moment of the day of its own, with its experience
 *   category's pictogram;
 * - a category is its pictogram on a band of its own colour; an experience category (a name
 *   only, spec §3) the same, from its name;
 * - a city is its scene.
 *
 * Each is a pure function of its inputs: the same product always gets the same picture.
 */
import type { ProductType } from "@contract/catalogue";
import { themeSlug } from "@domain/artwork";
import { between, CANVAS, diagonalGradient, escapeXml, hashOf, hsl, sequenceFrom, svgDocument } from "./draw";
import { categoryPictogram, drawPictogram, type PictogramName, themePictogram } from "./pictograms";
import { citySceneBody, MOMENTS, type SceneCity } from "./scenes";

const MONOGRAM_FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** Words that name the kind of card, not the brand. */
const GENERIC_WORDS = new Set(["gift", "card", "cards", "voucher", "vouchers", "e-gift", "egift"]);

/** The brand in a gift card's name: 'Reel Cinema Gift Card' → 'Reel Cinema'. */
export const brandOf = (name: string): string => {
  const words = name.split(/\s+/).filter((word) => word !== "" && !GENERIC_WORDS.has(word.toLowerCase()));
  return words.length === 0 ? name.trim() : words.join(" ");
};

/**
 * A brand's monogram: the capitals of a joined name ('StreamBox' → 'SB'), else the first letters
 * of its first two words ('Reel Cinema' → 'RC'), else its first letter.
 */
export const monogramOf = (brand: string): string => {
  const words = brand.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0] ?? "";
  const capitals = first.match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join("");
  const initials = words
    .slice(0, 2)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .join("");
  return initials.toUpperCase();
};

export interface ArtProduct {
  readonly productId: number;
  readonly name: string;
  readonly family: ProductType;
  /** The filter value it is listed under (spec §3), when it has one. */
  readonly categoryId: number | null;
}

/** A gift card's picture: the brand's colours and monogram, the category's pictogram. */
export const giftCardArt = (product: ArtProduct): string => {
  const brand = brandOf(product.name);
  const seed = hashOf(`brand:${brand.toLowerCase()}`);
  const hue = seed % 360;
  const second = hue + 30 + ((seed >>> 9) % 70);
  const from = hsl(hue, 0.68, 0.46);
  const to = hsl(second, 0.72, 0.32);
  const decorations = [
    `<circle cx="320" cy="80" r="96" fill="#fff" opacity="0.13"/><circle cx="352" cy="230" r="64" fill="#fff" opacity="0.1"/>`,
    `<path d="M210 55h46L160 245h-46zM286 55h30L220 245h-30z" fill="#fff" opacity="0.12"/>`,
    `<path d="M50 200C120 150 200 240 350 160v85H50z" fill="#fff" opacity="0.14"/>`,
  ];
  const decoration = decorations[(seed >>> 4) % decorations.length] ?? "";
  const monogram = escapeXml(monogramOf(brand));
  const pictogram: PictogramName = categoryPictogram(product.categoryId, product.family);
  const body = [
    `<defs>${diagonalGradient("brand", from, to)}<clipPath id="card"><rect x="50" y="55" width="300" height="190" rx="18"/></clipPath></defs>`,
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="${hsl(hue, 0.45, 0.93)}"/>`,
    `<rect x="56" y="63" width="300" height="190" rx="18" fill="${hsl(second, 0.4, 0.2)}" opacity="0.18"/>`,
    `<g clip-path="url(#card)"><rect x="50" y="55" width="300" height="190" fill="url(#brand)"/>${decoration}</g>`,
    // The chip at the lower right: a card's discount badge covers the picture's upper left.
    `<rect x="284" y="192" width="38" height="28" rx="5" fill="${hsl(45, 0.75, 0.72)}"/>`,
    `<text x="76" y="188" font-family="${MONOGRAM_FONT}" font-size="${monogram.length > 1 ? 76 : 88}" font-weight="800" letter-spacing="-2" fill="#fff">${monogram}</text>`,
    `<rect x="78" y="210" width="120" height="6" rx="3" fill="#fff" opacity="0.6"/>`,
    drawPictogram(pictogram, 288, 78, 40, "#ffffff"),
  ].join("");
  return svgDocument(product.name, body);
};

/** Another family's product: its category's pictogram on a disc in the product's colours. */
export const pictogramProductArt = (product: ArtProduct): string => {
  const seed = hashOf(`product:${product.productId}:${product.name}`);
  const next = sequenceFrom(seed);
  const hue = seed % 360;
  const bubbles = Array.from(
    { length: 4 },
    () =>
      `<circle cx="${between(next, 0, 400)}" cy="${between(next, 0, 300)}" r="${between(next, 24, 70)}" fill="${hsl(hue + 20, 0.5, 0.8)}" opacity="0.6"/>`,
  ).join("");
  const body = [
    `<defs>${diagonalGradient("ground", hsl(hue, 0.55, 0.93), hsl(hue + 40, 0.5, 0.82))}</defs>`,
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#ground)"/>`,
    bubbles,
    `<circle cx="200" cy="150" r="94" fill="${hsl(hue, 0.55, 0.42)}"/>`,
    drawPictogram(categoryPictogram(product.categoryId, product.family), 140, 90, 120, "#ffffff"),
  ].join("");
  return svgDocument(product.name, body);
};

/** An experience: its city's scene at its own moment of the day, with its category's pictogram. */
export const experienceArt = (product: ArtProduct, city: SceneCity, theme: string | null): string => {
  const seed = hashOf(`experience:${product.productId}:${product.name}`);
  const moment = MOMENTS[seed % MOMENTS.length] ?? "day";
  const badge =
    theme === null
      ? ""
      : `<circle cx="362" cy="262" r="26" fill="#fff" opacity="0.92"/>${drawPictogram(themePictogram(themeSlug(theme), hashOf(themeSlug(theme))), 344, 244, 36, "#27303f")}`;
  return svgDocument(product.name, citySceneBody(city, moment) + badge);
};

/** The picture of any product, by its family (see the module comment). */
export const productArt = (
  product: ArtProduct,
  experience?: { readonly city: SceneCity; readonly theme: string | null },
): string => {
  if (product.family === "experience" && experience !== undefined)
    return experienceArt(product, experience.city, experience.theme);
  if (product.family === "vouchers" || product.family === "membership") return giftCardArt(product);
  return pictogramProductArt(product);
};

/** A band of its own colour with a pictogram: a category's, or an experience category's. */
const bandArt = (title: string, seedText: string, pictogram: PictogramName): string => {
  const seed = hashOf(seedText);
  const hue = seed % 360;
  const tilt = -20 + ((seed >>> 8) % 40);
  const body = [
    `<defs>${diagonalGradient("band", hsl(hue, 0.62, 0.56), hsl(hue + 35, 0.6, 0.4))}</defs>`,
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#band)"/>`,
    `<g opacity="0.16" transform="rotate(${tilt} 330 230)">${drawPictogram(pictogram, 250, 150, 170, "#ffffff")}</g>`,
    drawPictogram(pictogram, 135, 85, 130, "#ffffff"),
  ].join("");
  return svgDocument(title, body);
};

export interface ArtCategory {
  readonly categoryId: number;
  readonly name: string;
  readonly family: ProductType;
}

export const categoryArt = (category: ArtCategory): string =>
  bandArt(
    category.name,
    `category:${category.categoryId}:${category.name}`,
    categoryPictogram(category.categoryId, category.family),
  );

/** An experience category's picture, from its name's slug. */
export const themeArt = (slug: string): string => {
  const title = slug.replaceAll("-", " ").replace(/^./, (letter) => letter.toUpperCase());
  return bandArt(title, `theme:${slug}`, themePictogram(slug, hashOf(slug)));
};

/** A city's picture: its scene at its own moment of the day. */
export const cityArt = (city: SceneCity): string => {
  const moment = MOMENTS[hashOf(`moment:${city.cityId}`) % MOMENTS.length] ?? "day";
  return svgDocument(city.name, citySceneBody(city, moment));
};
