import { CHECKOUT_SECTIONS, SECTION_FILTER_GROUPS } from "@domain/cartSections";
import {
  applyPersistedPatch,
  type PersistedState,
  readPersisted,
  serializePersisted,
} from "@domain/persisted";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };

/** A valid version-4 state, checked field by field without the reader's own code. */
const expectValidV4 = (state: PersistedState) => {
  expect(Object.keys(state).sort()).toEqual(["appInfo", "cart", "version"]);
  expect(state.version).toBe(4);
  const { appInfo, cart } = state;
  expect(Object.keys(appInfo).sort()).toEqual([
    "platFormSettings",
    "selectedCountry",
    "selectedCountryCode",
    "showCts",
    "userCountry",
    "userCountryCode",
    "userJourneyUseCase",
  ]);
  expect(Number.isSafeInteger(appInfo.userCountry) && appInfo.userCountry > 0).toBe(true);
  expect(typeof appInfo.selectedCountry === "string" && appInfo.selectedCountry.trim() !== "").toBe(true);
  expect(appInfo.selectedCountryCode).toMatch(/^[A-Z]{2}$/);
  if (appInfo.userCountryCode !== null) expect(appInfo.userCountryCode).toMatch(/^[A-Z]{2}$/);
  expect([0, 1]).toContain(appInfo.platFormSettings.enablePerks);
  expect([0, 1]).toContain(appInfo.platFormSettings.displayCatalogInPoints);
  expect(typeof appInfo.showCts).toBe("boolean");
  expect([null, "code", "points"]).toContain(appInfo.userJourneyUseCase);
  expect(Object.keys(cart).sort()).toEqual([
    "cart_conversion_to_inr",
    "conversion_to_base",
    "pointConversionMultiplier",
    "sections",
    "vouchers",
  ]);
  // The section bookings: at most one per section, each of its section's filter group (spec §9).
  expect(CHECKOUT_SECTIONS).toEqual(expect.arrayContaining(Object.keys(cart.sections)));
  for (const section of CHECKOUT_SECTIONS) {
    const item = cart.sections[section];
    if (item === undefined) continue;
    expect(item.filterGroupId).toBe(SECTION_FILTER_GROUPS[section]);
    expect(Number.isFinite(item.price) && item.price > 0).toBe(true);
  }
  for (const value of [
    cart.cart_conversion_to_inr,
    cart.conversion_to_base,
    cart.pointConversionMultiplier,
  ]) {
    expect(Number.isFinite(value) && value > 0).toBe(true);
  }
  // A guest's saved lines: at most 100, each a whole quantity of at least 1 with finite numbers.
  expect(Array.isArray(cart.vouchers)).toBe(true);
  expect(cart.vouchers.length).toBeLessThanOrEqual(100);
  for (const line of cart.vouchers) {
    expect(Number.isSafeInteger(line.quantity) && line.quantity >= 1).toBe(true);
    for (const value of [line.productId, line.price, line.point, line.baseConversionValue]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(typeof line.info).toBe("string");
  }
};

/** Every object key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

/** Values a tampered field may hold. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(0, 1, -1, 976, 1e308, 0.5, "IN", "de", "", "code", "points", true, false, null),
);

const appInfoLike = fc.record(
  {
    userCountry: anyValue,
    selectedCountry: anyValue,
    selectedCountryCode: anyValue,
    userCountryCode: anyValue,
    platFormSettings: fc.oneof(
      anyValue,
      fc.record({ enablePerks: anyValue, displayCatalogInPoints: anyValue }, { requiredKeys: [] }),
    ),
    showCts: anyValue,
    userJourneyUseCase: anyValue,
    branding: anyValue,
  },
  { requiredKeys: [] },
);

/** A voucher line, sound or with any field tampered. */
const lineLike = fc.record(
  {
    productId: fc.oneof(fc.integer(), anyValue),
    price: fc.oneof(fc.integer({ min: 0, max: 100000 }), anyValue),
    quantity: fc.oneof(fc.integer({ min: -1, max: 5 }), anyValue),
    currency: fc.oneof(fc.constantFrom("INR", "EUR"), anyValue),
    name: fc.oneof(fc.string(), anyValue),
    point: fc.oneof(fc.integer(), anyValue),
    baseConversionValue: fc.oneof(fc.constant(1), anyValue),
    isMerchandiseProduct: fc.oneof(fc.boolean(), anyValue),
    isPerk: fc.oneof(fc.boolean(), anyValue),
    filterGroupId: fc.oneof(fc.constant(null), fc.integer(), anyValue),
    info: fc.oneof(fc.string(), anyValue),
  },
  { requiredKeys: [] },
);

const cartLike = fc.record(
  {
    conversion_to_base: anyValue,
    cart_conversion_to_inr: anyValue,
    pointConversionMultiplier: anyValue,
    vouchers: fc.oneof(fc.array(fc.oneof(lineLike, anyValue), { maxLength: 4 }), anyValue),
  },
  { requiredKeys: [] },
);

const stateLike = fc.record(
  {
    version: fc.oneof(fc.integer({ min: -2, max: 8 }), anyValue),
    appInfo: fc.oneof(
      appInfoLike,
      appInfoLike.map((a) => JSON.stringify(a)),
      anyValue,
    ),
    cart: fc.oneof(
      cartLike,
      cartLike.map((c) => JSON.stringify(c)),
      anyValue,
    ),
    _persist: fc.oneof(fc.record({ version: fc.integer({ min: 0, max: 6 }) }), anyValue),
    home: anyValue,
    routes: anyValue,
    userPoints: anyValue,
  },
  { requiredKeys: [] },
);

/** What may be found under 'persist:root': shaped states, any JSON, any text, or nothing. */
const stored = fc.oneof(
  stateLike.map((s) => JSON.stringify(s)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constant(null),
);

test.prop([stored], runs)(
  "spec §4: garbage in storage never throws and always reads as a valid version 4",
  (raw) => {
    expectValidV4(readPersisted(raw));
  },
);

test.prop([stored], runs)("reading is stable: what was read, written and read again is the same", (raw) => {
  const once = readPersisted(raw);
  expect(readPersisted(serializePersisted(once))).toEqual(once);
});

test.prop([stateLike, fc.integer({ min: 1, max: 3 })], runs)(
  "spec §4: any state of versions 1 to 3 migrates with flags 0, showCts true and conversions 1",
  (state, version) => {
    const migrated = readPersisted(JSON.stringify({ ...state, version }));
    expectValidV4(migrated);
    expect(migrated.appInfo.platFormSettings).toEqual({ enablePerks: 0, displayCatalogInPoints: 0 });
    expect(migrated.appInfo.showCts).toBe(true);
    expect(migrated.cart).toEqual({
      conversion_to_base: 1,
      cart_conversion_to_inr: 1,
      pointConversionMultiplier: 1,
      vouchers: [],
      sections: {},
    });
  },
);

test.prop([stored, fc.record({ appInfo: appInfoLike, cart: cartLike }, { requiredKeys: [] })], runs)(
  "a patch of any values still leaves a valid version 4 that never holds home, branding, routes or userPoints",
  (raw, patch) => {
    const next = applyPersistedPatch(readPersisted(raw), patch as Parameters<typeof applyPersistedPatch>[1]);
    expectValidV4(next);
    const keys = keysOf(JSON.parse(serializePersisted(next)));
    for (const key of ["home", "branding", "routes", "userPoints"]) expect(keys).not.toContain(key);
  },
);
