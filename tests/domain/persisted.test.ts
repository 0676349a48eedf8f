import { voucherLineOf } from "@domain/cart";
import {
  applyPersistedPatch,
  DEFAULT_PERSISTED_STATE,
  MAX_PERSISTED_CART_LINES,
  PERSIST_KEY,
  PERSISTED_VERSION,
  type PersistedState,
  readPersisted,
  serializePersisted,
  siteSliceOf,
} from "@domain/persisted";
import { describe, expect, it } from "vitest";
import { HOTEL_STAY_FACTS } from "../support/sectionFacts";

const guestLine = voucherLineOf({
  productId: 41001,
  price: 500,
  currency: "INR",
  quantity: 2,
  name: "Orbit Shopping Gift Card",
  point: 500,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 1,
  categories: "1271,1390",
  country_name: "India",
});

const germany: PersistedState = {
  version: 4,
  appInfo: {
    userCountry: 958,
    selectedCountry: "Germany",
    selectedCountryCode: "DE",
    userCountryCode: "DE",
    platFormSettings: { enablePerks: 1, displayCatalogInPoints: 1 },
    showCts: false,
    userJourneyUseCase: "points",
  },
  cart: {
    conversion_to_base: 0.011,
    cart_conversion_to_inr: 90.9,
    pointConversionMultiplier: 2,
    vouchers: [guestLine],
    sections: {
      hotel: {
        product_id: 55399,
        name: "Harbour View Hotel",
        price: 240.5,
        currency: "EUR",
        filterGroupId: 64,
        reference: "HTL-1",
        facts: HOTEL_STAY_FACTS,
      },
    },
  },
};

describe("spec §4, §9 persisted state: version 4 in local storage 'persist:root'", () => {
  it("the key and the version", () => {
    expect(PERSIST_KEY).toBe("persist:root");
    expect(PERSISTED_VERSION).toBe(4);
  });

  it("a version 4 state reads back as written", () => {
    expect(readPersisted(serializePersisted(germany))).toEqual(germany);
  });

  it("nothing stored: the defaults (India 976 IN, flags 0, showCts true, conversions 1)", () => {
    expect(readPersisted(null)).toEqual(DEFAULT_PERSISTED_STATE);
    expect(DEFAULT_PERSISTED_STATE.appInfo).toMatchObject({
      userCountry: 976,
      selectedCountry: "India",
      selectedCountryCode: "IN",
      platFormSettings: { enablePerks: 0, displayCatalogInPoints: 0 },
      showCts: true,
    });
    expect(DEFAULT_PERSISTED_STATE.cart).toEqual({
      conversion_to_base: 1,
      cart_conversion_to_inr: 1,
      pointConversionMultiplier: 1,
      vouchers: [],
      sections: {},
    });
  });

  it("a cart saved while its bookings held English summary lines loads whole: the lines dropped, never the booking", () => {
    const hotel = germany.cart.sections.hotel;
    if (hotel === undefined) throw new Error("no hotel");
    const { facts: _facts, ...fields } = hotel;
    const before = {
      ...germany,
      cart: {
        ...germany.cart,
        sections: {
          hotel: {
            ...fields,
            summary: ["Deluxe King", "2026-12-12 – 2026-12-14", "2 nights, 1 room, 2 guests"],
          },
        },
      },
    };
    const state = readPersisted(JSON.stringify(before));
    expect(state.cart.vouchers).toEqual([guestLine]);
    expect(state.cart.sections).toEqual({ hotel: { ...hotel, facts: null } });
  });

  it("the nested form (sections as JSON strings, version in _persist) reads too", () => {
    const raw = JSON.stringify({
      appInfo: JSON.stringify(germany.appInfo),
      cart: JSON.stringify(germany.cart),
      _persist: JSON.stringify({ version: 4, rehydrated: true }),
    });
    expect(readPersisted(raw)).toEqual(germany);
  });
});

describe("spec §4 'Not persisted: home, branding, routes, userPoints'", () => {
  const withExtras = JSON.stringify({
    version: 4,
    appInfo: { ...germany.appInfo, branding: { custom_url: "/acme" }, routes: ["vouchers"] },
    cart: germany.cart,
    home: { experiences: { status: "fetched" } },
    branding: { logo_url: "/x.svg" },
    routes: ["vouchers"],
    userPoints: { availablePoints: 25000 },
  });

  it("they are dropped when read even if present", () => {
    const state = readPersisted(withExtras);
    expect(state).toEqual(germany);
    expect(Object.keys(state)).toEqual(["version", "appInfo", "cart"]);
    expect(state.appInfo).not.toHaveProperty("branding");
    expect(state.appInfo).not.toHaveProperty("routes");
  });

  it("and never written", () => {
    const written = serializePersisted(readPersisted(withExtras));
    for (const key of ["home", "branding", "routes", "userPoints"]) expect(written).not.toContain(`"${key}"`);
  });
});

describe("spec §4 migration to version 4: enablePerks and displayCatalogInPoints 0, showCts true, every conversion 1", () => {
  it.each([1, 2, 3])("from version %i", (version) => {
    const old = JSON.stringify({ ...germany, version });
    expect(readPersisted(old)).toEqual({
      version: 4,
      appInfo: {
        ...germany.appInfo,
        platFormSettings: { enablePerks: 0, displayCatalogInPoints: 0 },
        showCts: true,
      },
      cart: {
        conversion_to_base: 1,
        cart_conversion_to_inr: 1,
        pointConversionMultiplier: 1,
        vouchers: [],
        sections: {},
      },
    });
  });

  it("from version 2 in the nested form", () => {
    const old = JSON.stringify({
      appInfo: JSON.stringify({ ...germany.appInfo, showCts: false }),
      _persist: JSON.stringify({ version: 2 }),
    });
    expect(readPersisted(old).appInfo.showCts).toBe(true);
    expect(readPersisted(old).appInfo.selectedCountry).toBe("Germany");
  });
});

describe("unreadable or unknown states fall back to the defaults, never throwing", () => {
  it.each([
    ["not JSON", "{appInfo:"],
    ["a JSON array", "[4]"],
    ["a JSON number", "4"],
    ["JSON null", "null"],
    ["no version", JSON.stringify({ appInfo: germany.appInfo })],
    ["a future version", JSON.stringify({ ...germany, version: 5 })],
    ["version 0", JSON.stringify({ ...germany, version: 0 })],
    ["a version that is not a whole number", JSON.stringify({ ...germany, version: 3.5 })],
    ["a version as text", JSON.stringify({ ...germany, version: "4" })],
  ])("%s", (_, raw) => {
    expect(readPersisted(raw)).toEqual(DEFAULT_PERSISTED_STATE);
  });

  it("tampered values take their defaults, the sound ones stay", () => {
    const raw = JSON.stringify({
      version: 4,
      appInfo: {
        ...germany.appInfo,
        userCountry: -1,
        selectedCountryCode: "DEU",
        platFormSettings: { enablePerks: 7, displayCatalogInPoints: "1" },
        showCts: "no",
        userJourneyUseCase: "admin",
      },
      cart: { conversion_to_base: "1e9999", cart_conversion_to_inr: -3, pointConversionMultiplier: 2 },
    });
    expect(readPersisted(raw)).toEqual({
      version: 4,
      appInfo: {
        userCountry: 976,
        selectedCountry: "Germany",
        selectedCountryCode: "IN",
        userCountryCode: "DE",
        platFormSettings: { enablePerks: 0, displayCatalogInPoints: 0 },
        showCts: true,
        userJourneyUseCase: null,
      },
      cart: {
        conversion_to_base: 1,
        cart_conversion_to_inr: 1,
        pointConversionMultiplier: 2,
        vouchers: [],
        sections: {},
      },
    });
  });
});

describe("spec §4 'Cart actions' (logged out, only the local cart changes): the guest cart survives a reload", () => {
  it("the saved voucher lines read back as written", () => {
    expect(readPersisted(serializePersisted(germany)).cart.vouchers).toEqual([guestLine]);
  });

  it("a cart patch of the lines keeps the conversions and the rest of the state", () => {
    const next = applyPersistedPatch(germany, { cart: { vouchers: [] } });
    expect(next).toEqual({ ...germany, cart: { ...germany.cart, vouchers: [] } });
    const back = applyPersistedPatch(next, { cart: { vouchers: [guestLine, guestLine] } });
    expect(back.cart.vouchers).toEqual([guestLine, guestLine]);
    expect(back.cart.conversion_to_base).toBe(0.011);
  });

  it("the site's save of its own slice leaves the lines in place", () => {
    const next = applyPersistedPatch(germany, siteSliceOf({ settings: null, showCts: true }));
    expect(next.cart.vouchers).toEqual([guestLine]);
  });

  it("lines that do not read as lines are dropped, the sound ones stay in order", () => {
    const raw = JSON.stringify({
      ...germany,
      cart: {
        ...germany.cart,
        vouchers: [
          { ...guestLine, quantity: 0 },
          guestLine,
          { ...guestLine, quantity: 1.5 },
          { ...guestLine, price: "500" },
          "line",
          null,
          { ...guestLine, productId: 28487, quantity: 1 },
        ],
      },
    });
    expect(readPersisted(raw).cart.vouchers).toEqual([
      guestLine,
      { ...guestLine, productId: 28487, quantity: 1 },
    ]);
  });

  it.each([
    ["not an array", { line: 1 }],
    ["text", "[]"],
    ["a number", 4],
    ["null", null],
  ])("lines stored as %s read as no lines", (_, vouchers) => {
    const raw = JSON.stringify({ ...germany, cart: { ...germany.cart, vouchers } });
    expect(readPersisted(raw).cart.vouchers).toEqual([]);
  });

  it(`at most ${MAX_PERSISTED_CART_LINES} lines are read back`, () => {
    const many = Array.from({ length: MAX_PERSISTED_CART_LINES + 5 }, (_, i) => ({
      ...guestLine,
      productId: i + 1,
    }));
    const raw = JSON.stringify({ ...germany, cart: { ...germany.cart, vouchers: many } });
    expect(readPersisted(raw).cart.vouchers).toHaveLength(100);
  });

  it("a migrated state (versions 1 to 3) holds no lines", () => {
    expect(readPersisted(JSON.stringify({ ...germany, version: 3 })).cart.vouchers).toEqual([]);
  });
});

describe("saving a flow's slice", () => {
  it("a patch changes only its fields", () => {
    const next = applyPersistedPatch(germany, {
      appInfo: { showCts: true, platFormSettings: { enablePerks: 0 } },
    });
    expect(next).toEqual({
      ...germany,
      appInfo: {
        ...germany.appInfo,
        showCts: true,
        platFormSettings: { enablePerks: 0, displayCatalogInPoints: 1 },
      },
    });
  });

  it("the site's slice: the platform flags when the settings loaded, showCts when the preferences did", () => {
    expect(siteSliceOf({ settings: { enablePerks: 1, displayCatalogInPoints: 0 }, showCts: false })).toEqual({
      appInfo: { platFormSettings: { enablePerks: 1, displayCatalogInPoints: 0 }, showCts: false },
    });
    expect(applyPersistedPatch(germany, siteSliceOf({ settings: null, showCts: null }))).toEqual(germany);
  });
});
