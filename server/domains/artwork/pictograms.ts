/**
 * The pictograms of the catalogue's artwork: one simple line drawing per kind of thing a category
 * sells, on a 48 × 48 grid, drawn as strokes (no fill) so one colour and one stroke width serve
 * any size. A category of the demo data has its own (by its filter value id, spec §9); a family
 * without categories, and a category not named here, has its family's.
 */
import type { ProductType } from "@contract/catalogue";

const shapes = {
  bag: '<path d="M12 18h24l-2 22H14z"/><path d="M18 18v-4a6 6 0 0 1 12 0v4"/>',
  ticket: '<path d="M8 14h32v7a3 3 0 0 0 0 6v7H8v-7a3 3 0 0 0 0-6z"/><path d="M20 15v3M20 22v4M20 30v3"/>',
  shirt: '<path d="M18 8l-10 6 4 8 4-2v20h16V20l4 2 4-8-10-6a6 6 0 0 1-12 0z"/>',
  heart: '<path d="M24 40S8 30 8 19a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 11-16 21-16 21z"/>',
  cross: '<path d="M19 8h10v11h11v10H29v11H19V29H8V19h11z"/>',
  cutlery: '<path d="M12 8v10a4 4 0 0 0 8 0V8M16 8v32"/><path d="M34 40V8c-5 4-6 10-6 17h6"/>',
  play: '<circle cx="24" cy="24" r="16"/><path d="M20 17l11 7-11 7z"/>',
  suitcase: '<rect x="8" y="16" width="32" height="22" rx="3"/><path d="M18 16v-5h12v5M8 26h32"/>',
  laptop: '<rect x="12" y="12" width="24" height="17" rx="2"/><path d="M6 36h36l-4-7H10z"/>',
  plane:
    '<path d="M24 6c2 0 3 2 3 5v9l13 7v4l-13-4v8l4 3v3l-7-2-7 2v-3l4-3v-8L8 31v-4l13-7v-9c0-3 1-5 3-5z"/>',
  sofa: '<path d="M10 22v-6a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v6"/><path d="M6 24a3 3 0 0 1 6 0v4h24v-4a3 3 0 0 1 6 0v12H6z"/><path d="M10 36v4M38 36v4"/>',
  star: '<path d="M24 7l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"/>',
  headphones:
    '<path d="M10 30v-6a14 14 0 0 1 28 0v6"/><rect x="8" y="28" width="7" height="12" rx="2"/><rect x="33" y="28" width="7" height="12" rx="2"/>',
  pot: '<path d="M10 20h28v12a8 8 0 0 1-8 8H18a8 8 0 0 1-8-8z"/><path d="M4 22h6M38 22h6M20 14h8"/>',
  dumbbell:
    '<path d="M16 24h16M4 20v8M44 20v8"/><rect x="8" y="16" width="8" height="16" rx="2"/><rect x="32" y="16" width="8" height="16" rx="2"/>',
  code: '<path d="M18 16l-8 8 8 8M30 16l8 8-8 8M27 12l-6 24"/>',
  cup: '<path d="M10 18h24v10a10 10 0 0 1-10 10h-4a10 10 0 0 1-10-10z"/><path d="M34 21h3a4 4 0 0 1 0 8h-3M17 8c-2 3 2 4 0 7M25 8c-2 3 2 4 0 7"/>',
  pulse:
    '<path d="M24 40S8 30 8 19a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 11-16 21-16 21z"/><path d="M12 25h7l3-5 4 9 3-4h7"/>',
  globe: '<circle cx="24" cy="24" r="16"/><path d="M8 24h32M24 8c-6 5-6 27 0 32M24 8c6 5 6 27 0 32"/>',
  leaf: '<path d="M10 38C10 20 20 10 38 10c0 18-10 28-28 28z"/><path d="M10 38l16-16"/>',
  tree: '<path d="M24 6l-12 16h7l-9 12h28l-9-12h7z"/><path d="M24 34v8"/>',
  cap: '<path d="M4 18l20-8 20 8-20 8z"/><path d="M12 22v9c4 4 20 4 24 0v-9M40 20v10"/>',
  care: '<path d="M24 40S8 30 8 19a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 11-16 21-16 21z"/><path d="M24 18v12M18 24h12"/>',
  bed: '<path d="M6 36V12M6 28h36v8M42 28v-6a4 4 0 0 0-4-4H20v10"/><circle cx="13" cy="22" r="3"/>',
  car: '<path d="M8 31v-7l5-9h22l5 9v7z"/><path d="M9 31v5h6v-5M33 31v5h6v-5M8 24h32"/>',
  phone: '<rect x="15" y="6" width="18" height="36" rx="3"/><path d="M21 36h6"/>',
  bank: '<path d="M6 18l18-10 18 10zM10 22v14M19 22v14M29 22v14M38 22v14M6 40h36"/>',
  gift: '<rect x="8" y="18" width="32" height="8"/><rect x="11" y="26" width="26" height="14"/><path d="M24 18v22M24 18c-4-8-12-6-9 0M24 18c4-8 12-6 9 0"/>',
  trophy:
    '<path d="M16 8h16v10a8 8 0 0 1-16 0z"/><path d="M16 11h-5a5 5 0 0 0 5 8M32 11h5a5 5 0 0 1-5 8M24 26v8M17 40h14M19 34h10"/>',
  camera:
    '<rect x="6" y="14" width="36" height="24" rx="3"/><circle cx="24" cy="26" r="7"/><path d="M17 14l3-5h8l3 5"/>',
  shield: '<path d="M24 6l15 6v10c0 10-7 17-15 20C16 39 9 32 9 22V12z"/><path d="M18 24l5 5 8-9"/>',
  badge:
    '<rect x="8" y="10" width="32" height="28" rx="3"/><circle cx="18" cy="22" r="4"/><path d="M12 32c1-4 11-4 12 0M28 20h8M28 26h6"/>',
  compass: '<circle cx="24" cy="24" r="16"/><path d="M30 18l-4 8-8 4 4-8z"/>',
  mountain: '<path d="M4 40l14-22 8 12 6-8 12 18z"/><path d="M14 24l4 3 4-3"/>',
  vase: '<path d="M18 8h12M20 8c0 6-9 10-9 20a13 12 0 0 0 26 0c0-10-9-14-9-20"/>',
  lotus:
    '<path d="M24 38c-8-4-12-12-10-20 6 2 10 8 10 20zM24 38c8-4 12-12 10-20-6 2-10 8-10 20zM24 38c-4-8-4-18 0-26 4 8 4 18 0 26z"/>',
  binoculars:
    '<circle cx="14" cy="30" r="7"/><circle cx="34" cy="30" r="7"/><path d="M14 23l4-13h4l2 10 2-10h4l4 13M21 30h6"/>',
  wallet: '<rect x="6" y="14" width="36" height="24" rx="3"/><path d="M6 20h36M32 29h4"/>',
} as const;

export type PictogramName = keyof typeof shapes;

/** Every pictogram's name, in a fixed order (a seed that names none picks one by its hash). */
export const PICTOGRAMS = Object.keys(shapes) as readonly PictogramName[];

/** The pictogram of each demo category, by filter value id (server/domains/catalogue/data.ts). */
const byCategory: Readonly<Record<number, PictogramName>> = {
  698: "bag",
  710: "ticket",
  697: "shirt",
  701: "heart",
  715: "cross",
  706: "cutlery",
  708: "play",
  703: "suitcase",
  1230: "laptop",
  1206: "plane",
  1274: "sofa",
  1390: "star",
  1391: "headphones",
  1392: "pot",
  1393: "dumbbell",
  1301: "code",
  1302: "cup",
  1303: "pulse",
  1304: "suitcase",
  1311: "sofa",
  1312: "globe",
  1313: "leaf",
  1321: "tree",
  1322: "cap",
  1323: "care",
  1331: "plane",
  1332: "bed",
  1333: "car",
  1466: "phone",
  1465: "bank",
  1701: "gift",
  1702: "trophy",
  1703: "camera",
};

/** A family's pictogram: for its products without a category, and its categories not named above. */
const byFamily: Readonly<Record<ProductType, PictogramName>> = {
  vouchers: "gift",
  insurance: "shield",
  membership: "badge",
  hotel: "bed",
  experience: "compass",
  merchandise: "bag",
  personalize: "gift",
  perks: "star",
  lounge: "sofa",
  charity: "care",
  airmiles: "plane",
  topup: "phone",
  payouts: "wallet",
};

/** The pictogram of an experience category (its name, spec §3: the categories are names only). */
const byTheme: Readonly<Record<string, PictogramName>> = {
  adventure: "mountain",
  workshops: "vase",
  wellness: "lotus",
  dining: "cutlery",
  sightseeing: "binoculars",
};

export const categoryPictogram = (categoryId: number | null, family: ProductType): PictogramName =>
  (categoryId === null ? undefined : byCategory[categoryId]) ?? byFamily[family];

/** An experience category's pictogram; a name not known here picks one by `hash`. */
export const themePictogram = (slug: string, hash: number): PictogramName =>
  byTheme[slug] ?? PICTOGRAMS[hash % PICTOGRAMS.length] ?? "compass";

/** The pictogram drawn `size` wide with its top-left corner at (x, y), in `colour`. */
export const drawPictogram = (
  name: PictogramName,
  x: number,
  y: number,
  size: number,
  colour: string,
): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 48})" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${shapes[name]}</g>`;
