/**
 * The persisted app state (spec §4 'Persisted state', §9 'Persisted state version: 4'), kept in
 * local storage under 'persist:root'. Version 4 holds what the next visit needs before the
 * server answers: the selected country, the user's country code, two platform flags, showCts,
 * the user journey and the cart conversions. Never persisted: home, branding, routes and
 * userPoints.
 *
 * The cart slice also keeps a signed-out visitor's voucher lines, and the bookings of the
 * single-item sections (src/domain/cartSections.ts), which only the browser holds.
 *
 * Reading is total: unreadable JSON, a wrong shape, an unknown or future version, or tampered
 * values give the defaults (field by field where the rest is sound); it never throws. Versions 1
 * to 3 are migrated: enablePerks and displayCatalogInPoints become 0, showCts true, and every
 * conversion 1.
 */
import { Option, Schema } from "effect";
import { CartVoucherLine } from "./cart";
import { type SectionItems, sectionItemsOf } from "./cartSections";

/** Local-storage key of the persisted state. */
export const PERSIST_KEY = "persist:root";
/** The current version (spec §9). */
export const PERSISTED_VERSION = 4;
/** The oldest version that can be migrated. */
export const OLDEST_MIGRATED_VERSION = 1;

/** The user journey use case (spec §3 App info flags). */
export type UserJourneyUseCase = "code" | "points";

export interface PersistedAppInfo {
  /** The selected country id (spec §9 default 976). */
  readonly userCountry: number;
  /** The selected country's name (default 'India'). */
  readonly selectedCountry: string;
  /** The selected country's ISO2 code (default 'IN'). */
  readonly selectedCountryCode: string;
  /** The user's own country code, when known. */
  readonly userCountryCode: string | null;
  /** The platform flags the first paint needs (spec §4: both 0 after migration). */
  readonly platFormSettings: {
    readonly enablePerks: 0 | 1;
    readonly displayCatalogInPoints: 0 | 1;
  };
  /** Captcha before balance checks and order tracking (spec §2.9). */
  readonly showCts: boolean;
  readonly userJourneyUseCase: UserJourneyUseCase | null;
}

/**
 * The cart conversions (spec §3 Cart), 1 after migration, and a signed-out visitor's voucher
 * lines (spec §4 'Cart actions': logged out, only the local cart changes; it survives a reload).
 */
export interface PersistedCart {
  readonly conversion_to_base: number;
  readonly cart_conversion_to_inr: number;
  readonly pointConversionMultiplier: number;
  readonly vouchers: readonly CartVoucherLine[];
  /** The flights, hotel, topup and cashout bookings waiting to be paid. */
  readonly sections: SectionItems;
}

export interface PersistedState {
  readonly version: typeof PERSISTED_VERSION;
  readonly appInfo: PersistedAppInfo;
  readonly cart: PersistedCart;
}

/** What a flow saves: the parts it owns. */
export interface PersistedPatch {
  readonly appInfo?: Partial<Omit<PersistedAppInfo, "platFormSettings">> & {
    readonly platFormSettings?: Partial<PersistedAppInfo["platFormSettings"]>;
  };
  readonly cart?: Partial<PersistedCart>;
}

/** The cart conversions after migration and by default (spec §4). */
export const DEFAULT_PERSISTED_CART: PersistedCart = {
  conversion_to_base: 1,
  cart_conversion_to_inr: 1,
  pointConversionMultiplier: 1,
  vouchers: [],
  sections: {},
};

/** At most this many saved voucher lines are read back; the rest are dropped. */
export const MAX_PERSISTED_CART_LINES = 100;

/** Defaults (spec §9: India, 976, IN; spec §4: flags 0, showCts true). */
export const DEFAULT_PERSISTED_APP_INFO: PersistedAppInfo = {
  userCountry: 976,
  selectedCountry: "India",
  selectedCountryCode: "IN",
  userCountryCode: null,
  platFormSettings: { enablePerks: 0, displayCatalogInPoints: 0 },
  showCts: true,
  userJourneyUseCase: null,
};

export const DEFAULT_PERSISTED_STATE: PersistedState = {
  version: PERSISTED_VERSION,
  appInfo: DEFAULT_PERSISTED_APP_INFO,
  cart: DEFAULT_PERSISTED_CART,
};

// ---------------------------------------------------------------------------------------------
// Field readers: each gives its default for anything it does not accept

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** An object, or a JSON string holding one (the nested form some stores write). */
const recordOf = (value: unknown): Json | undefined => {
  if (isRecord(value)) return value;
  if (typeof value === "string") {
    const parsed = parseJson(value);
    if (isRecord(parsed)) return parsed;
  }
  return undefined;
};

const countryId = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : fallback;

const countryName = (value: unknown, fallback: string): string =>
  typeof value === "string" && value.trim() !== "" && value.length <= 100 ? value.trim() : fallback;

const ISO2 = /^[A-Za-z]{2}$/;

const iso2 = (value: unknown): string | null =>
  typeof value === "string" && ISO2.test(value.trim()) ? value.trim().toUpperCase() : null;

const flag = (value: unknown, fallback: 0 | 1): 0 | 1 => (value === 0 || value === 1 ? value : fallback);

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === "boolean" ? value : fallback);

const journeyUseCaseOf = (value: unknown): UserJourneyUseCase | null =>
  value === "code" || value === "points" ? value : null;

/** Conversions are positive finite numbers (at most a billion); anything else is 1. */
const conversion = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 && value <= 1e9 ? value : 1;

/** The country and journey fields, which survive a migration. */
const countryFieldsOf = (appInfo: Json | undefined) => ({
  userCountry: countryId(appInfo?.userCountry, DEFAULT_PERSISTED_APP_INFO.userCountry),
  selectedCountry: countryName(appInfo?.selectedCountry, DEFAULT_PERSISTED_APP_INFO.selectedCountry),
  selectedCountryCode: iso2(appInfo?.selectedCountryCode) ?? DEFAULT_PERSISTED_APP_INFO.selectedCountryCode,
  userCountryCode: iso2(appInfo?.userCountryCode),
  userJourneyUseCase: journeyUseCaseOf(appInfo?.userJourneyUseCase),
});

const currentAppInfoOf = (appInfo: Json | undefined): PersistedAppInfo => {
  const settings = recordOf(appInfo?.platFormSettings);
  return {
    ...countryFieldsOf(appInfo),
    platFormSettings: {
      enablePerks: flag(settings?.enablePerks, DEFAULT_PERSISTED_APP_INFO.platFormSettings.enablePerks),
      displayCatalogInPoints: flag(
        settings?.displayCatalogInPoints,
        DEFAULT_PERSISTED_APP_INFO.platFormSettings.displayCatalogInPoints,
      ),
    },
    showCts: bool(appInfo?.showCts, DEFAULT_PERSISTED_APP_INFO.showCts),
  };
};

const decodeVoucherLine = Schema.decodeUnknownOption(CartVoucherLine);

/** A saved voucher line: every field of its schema, a whole quantity of at least 1; else none. */
const voucherLineOf = (value: unknown): CartVoucherLine | undefined => {
  const line = Option.getOrUndefined(decodeVoucherLine(value));
  if (line === undefined) return undefined;
  const numbers = [line.productId, line.price, line.point, line.baseConversionValue];
  if (!numbers.every(Number.isFinite) || !Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    return undefined;
  }
  return line;
};

/** The saved voucher lines: those that read as lines, in order, at most {@link MAX_PERSISTED_CART_LINES}. */
const voucherLinesOf = (value: unknown): readonly CartVoucherLine[] =>
  Array.isArray(value)
    ? value
        .slice(0, MAX_PERSISTED_CART_LINES)
        .map(voucherLineOf)
        .filter((line): line is CartVoucherLine => line !== undefined)
    : [];

const currentCartOf = (cart: Json | undefined): PersistedCart => ({
  conversion_to_base: conversion(cart?.conversion_to_base),
  cart_conversion_to_inr: conversion(cart?.cart_conversion_to_inr),
  pointConversionMultiplier: conversion(cart?.pointConversionMultiplier),
  vouchers: voucherLinesOf(cart?.vouchers),
  sections: sectionItemsOf(cart?.sections),
});

/** A version-4 state from any value holding version-4 fields (unknown keys are dropped). */
const currentStateOf = (root: Json): PersistedState => ({
  version: PERSISTED_VERSION,
  appInfo: currentAppInfoOf(recordOf(root.appInfo)),
  cart: currentCartOf(recordOf(root.cart)),
});

/** Migration of versions 1 to 3 (spec §4): flags 0, showCts true, every conversion 1. */
const migratedStateOf = (root: Json): PersistedState => ({
  version: PERSISTED_VERSION,
  appInfo: {
    ...countryFieldsOf(recordOf(root.appInfo)),
    platFormSettings: { enablePerks: 0, displayCatalogInPoints: 0 },
    showCts: true,
  },
  cart: DEFAULT_PERSISTED_CART,
});

/** The version of a stored state: `version`, or `_persist.version`; null when missing or not a whole number. */
export const persistedVersionOf = (root: Json): number | null => {
  const persist = recordOf(root._persist);
  const version = root.version ?? persist?.version;
  return typeof version === "number" && Number.isSafeInteger(version) ? version : null;
};

/**
 * The persisted state read from storage (spec §4): always a valid version 4, never throwing.
 * Null, unreadable JSON, a value that is not an object, a missing, unknown or future version
 * give the defaults; versions 1 to 3 are migrated; tampered fields take their defaults.
 */
export const readPersisted = (raw: string | null): PersistedState => {
  if (raw === null) return DEFAULT_PERSISTED_STATE;
  const root = recordOf(raw);
  if (root === undefined) return DEFAULT_PERSISTED_STATE;
  const version = persistedVersionOf(root);
  if (version === PERSISTED_VERSION) return currentStateOf(root);
  if (version !== null && version >= OLDEST_MIGRATED_VERSION && version < PERSISTED_VERSION) {
    return migratedStateOf(root);
  }
  return DEFAULT_PERSISTED_STATE;
};

/** The stored text of a state: only its version-4 fields. */
export const serializePersisted = (state: PersistedState): string => {
  const clean = currentStateOf({ appInfo: state.appInfo, cart: state.cart });
  return JSON.stringify({ version: clean.version, appInfo: clean.appInfo, cart: clean.cart });
};

/** The entries of `value` that are not undefined. */
const definedEntries = (value: object | undefined): Json =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined));

/**
 * A state with `patch` applied: fields the patch leaves out (or undefined) keep their value;
 * values the readers do not accept take their defaults.
 */
export const applyPersistedPatch = (state: PersistedState, patch: PersistedPatch): PersistedState =>
  currentStateOf({
    appInfo: {
      ...state.appInfo,
      ...definedEntries(patch.appInfo),
      platFormSettings: {
        ...state.appInfo.platFormSettings,
        ...definedEntries(patch.appInfo?.platFormSettings),
      },
    },
    cart: { ...state.cart, ...definedEntries(patch.cart) },
  });

/**
 * The site's slice (spec §4): the platform flags when the settings were loaded, showCts when the
 * preferences were. What failed to load is not written over.
 */
export const siteSliceOf = (loaded: {
  readonly settings: { readonly enablePerks: 0 | 1; readonly displayCatalogInPoints: 0 | 1 } | null;
  readonly showCts: boolean | null;
}): PersistedPatch => ({
  appInfo: {
    ...(loaded.settings === null
      ? {}
      : {
          platFormSettings: {
            enablePerks: loaded.settings.enablePerks,
            displayCatalogInPoints: loaded.settings.displayCatalogInPoints,
          },
        }),
    ...(loaded.showCts === null ? {} : { showCts: loaded.showCts }),
  },
});
