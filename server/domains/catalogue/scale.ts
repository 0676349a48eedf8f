/**
 * Deterministic generator of extra catalogue products for load tests (`--scale N`). Each product
 * copies the family, country, category and prices of a demo product, so generated products keep
 * the demo's country differences; names come from a seeded pseudo-random generator.
 */
import { type ProductSeed, products } from "./data";
import { SERVER_FAMILIES } from "./families";
import { listingProducts } from "./listingSeed";

/** First id of generated products, far above the demo ids. */
export const FIRST_GENERATED_ID = 1_000_001;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const brands = [
  "Aurora",
  "Beacon",
  "Cobalt",
  "Delta",
  "Ember",
  "Fable",
  "Granite",
  "Harbor",
  "Indigo",
  "Juniper",
  "Kestrel",
  "Lumen",
  "Meridian",
  "Nimbus",
  "Orchid",
  "Pinnacle",
  "Quartz",
  "Rivulet",
  "Saffron",
  "Tundra",
  "Umber",
  "Velvet",
  "Willow",
  "Yarrow",
  "Zephyr",
] as const;

const pick = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

const templates = [...products, ...listingProducts].filter((p) => p.type !== "hotel");

/** `count` generated products, the same for the same count on every run. */
export function* generateProducts(count: number): Generator<ProductSeed> {
  const random = seededRandom(0x5eed_2026);
  for (let i = 0; i < count; i += 1) {
    const template = pick(templates, random);
    const name = `${pick(brands, random)} ${pick(SERVER_FAMILIES[template.type].generatedKinds, random)}`;
    const discount = Math.floor(random() * 21) / 2;
    yield {
      ...template,
      id: FIRST_GENERATED_ID + i,
      name,
      discount,
      importantInfo: undefined,
      recommended: random() < 0.05 ? true : undefined,
      description: `${name}: ${template.description}`,
    };
  }
}
