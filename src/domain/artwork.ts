/**
 * Where the catalogue's pictures are: the reference API draws each one as SVG from the seed
 * data's ids and names (server/domains/artwork/) and the seed stores these addresses as the
 * products' and categories' `image` (spec §3 'image'). Same-origin paths, so the page's
 * Content-Security-Policy (`img-src 'self'`) lets them in. The experience categories are names
 * only (spec §3), so the home page builds theirs from the name.
 */

export const ARTWORK_BASE = "/art";

/** An experience category's name as its picture's address has it: 'Food & Drink' → 'food-drink'. */
export const themeSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const productArtwork = (productId: number): string => `${ARTWORK_BASE}/products/${productId}.svg`;

export const categoryArtwork = (categoryId: number): string => `${ARTWORK_BASE}/categories/${categoryId}.svg`;

export const cityArtwork = (cityId: number): string => `${ARTWORK_BASE}/cities/${cityId}.svg`;

/** An experience category's picture (the home page's experience tiles). */
export const experienceCategoryArtwork = (name: string): string =>
  `${ARTWORK_BASE}/themes/${themeSlug(name)}.svg`;
