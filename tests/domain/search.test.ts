import { REQUEST_TIMEOUT_MS } from "@config";
import type { SearchItem } from "@contract/catalogue";
import { SITE_LANGUAGES } from "@domain/language";
import {
  capitalizeName,
  DEFAULT_SEARCH_SCOPE,
  isDropdownOpen,
  isEmptySearch,
  isListingPage,
  isSearchable,
  isVouchersPage,
  LIMIT_FILTER,
  LISTING_SECTIONS,
  leavesNonListingPage,
  moveHighlight,
  SEARCH_BLUR_HIDE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_STRIPPED_CHARACTERS,
  SEARCH_TIMEOUT_MS,
  SEARCH_TYPE_LABELS,
  type SearchScope,
  SearchScope as SearchScopeSchema,
  type SearchTypeLabelKey,
  sanitizeSearch,
  searchBackPath,
  searchKeyOf,
  searchPagePath,
  searchResultLink,
  searchTextFor,
  searchTypeLabel,
  searchTypeLabelKey,
  searchViewOf,
  showsResults,
} from "@domain/search";
import { isPhoneWidth } from "@domain/viewport";
import { searchMessages, typeLabelMessageKey } from "@views/search/messages";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { textsIn } from "../support/i18n";

const india: SearchScope = {
  customUrl: "/acme",
  countryId: 976,
  countryName: "India",
  countryCode: "IN",
  experienceCountryId: 99,
};

describe("spec §9 timings and limits of the search", () => {
  it("debounce 1000 ms, blur hide 500 ms, minimum 3 characters, limitFilter 'all'", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(SEARCH_BLUR_HIDE_MS).toBe(500);
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(LIMIT_FILTER).toBe("all");
  });

  it("search time-out 60000 ms, the transport's own time-out (spec §7.3, §9)", () => {
    expect(SEARCH_TIMEOUT_MS).toBe(60000);
    expect(REQUEST_TIMEOUT_MS).toBe(SEARCH_TIMEOUT_MS);
  });
});

describe("spec §5 Search: the characters % ! & . ( ) are removed from the query", () => {
  it("lists exactly those characters", () => {
    expect(SEARCH_STRIPPED_CHARACTERS).toEqual(["%", "!", "&", ".", "(", ")"]);
  });

  it.each([
    ["100% off!", "100 off"],
    ["Tom & Jerry", "Tom  Jerry"],
    ["gift.card (new)", "giftcard new"],
    ["%!&.()", ""],
    ["orbit", "orbit"],
    ["a-b_c?d", "a-b_c?d"],
  ])("%j → %j", (raw, cleaned) => {
    expect(sanitizeSearch(raw)).toBe(cleaned);
  });

  it("the searched key is the cleaned query without surrounding spaces", () => {
    expect(searchKeyOf("  (orbit).  ")).toBe("orbit");
  });
});

describe("spec §5 Search: empty input clears; fewer than 3 characters does not search", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["a", false],
  ])("empty %j → %s", (text, empty) => {
    expect(isEmptySearch(text)).toBe(empty);
  });

  it.each([
    ["or", false],
    ["orb", true],
    [" or ", false],
    ["o.r!", false],
    ["o(r)b", true],
    ["...", false],
    ["ab%c", true],
  ])("searchable %j → %s", (text, searchable) => {
    expect(isSearchable(text)).toBe(searchable);
  });
});

describe("spec §4 Search: the listing pages are vouchers, perks and experiences", () => {
  it("names the three listing sections", () => {
    expect(LISTING_SECTIONS).toEqual(["vouchers", "perks", "experiences"]);
  });

  it.each([
    ["/marketplace/vouchers", true],
    ["/acme/perks", true],
    ["/acme/experiences/", true],
    ["/marketplace/vouchers/category_id=698", true],
    ["/marketplace", false],
    ["/marketplace/home", false],
    ["/marketplace/merchandises", false],
    ["/marketplace/vouchers/description/orbit-shopping-gift-card/50866", false],
    ["/marketplace/experiences/orders", false],
    ["/marketplace/search", false],
    ["", false],
  ])("%j → %s", (path, listing) => {
    expect(isListingPage(path)).toBe(listing);
  });

  it("leaving a non-listing page for another page leaves it; leaving a listing page does not", () => {
    expect(leavesNonListingPage("/marketplace/home", "/marketplace/vouchers")).toBe(true);
    expect(leavesNonListingPage("/marketplace/search", "/marketplace/home")).toBe(true);
    expect(leavesNonListingPage("/marketplace/vouchers", "/marketplace/home")).toBe(false);
    expect(leavesNonListingPage("/marketplace/perks", "/marketplace/experiences")).toBe(false);
    // The same path (a new query string only) is not left.
    expect(leavesNonListingPage("/marketplace/home", "/marketplace/home")).toBe(false);
  });

  it("vouchers pages are those with a 'vouchers' segment", () => {
    expect(isVouchersPage("/acme/vouchers")).toBe(true);
    expect(isVouchersPage("/acme/vouchers/description/x/1")).toBe(true);
    expect(isVouchersPage("/acme/storevouchers")).toBe(false);
    expect(isVouchersPage("/acme/perks")).toBe(false);
  });
});

describe("spec §7.3 Search items: the search_text payload", () => {
  it("holds search_key, experience 'query=<text>&', custom_url, limitFilter 'all', country_id, country_name, countryCode", () => {
    expect(searchTextFor("orbit", india, "/acme/home")).toEqual({
      search_key: "orbit",
      experience: "query=orbit&",
      custom_url: "/acme",
      limitFilter: "all",
      country_id: 976,
      country_name: "India",
      countryCode: "IN",
    });
  });

  it("sends the cleaned key (spec §5)", () => {
    const text = searchTextFor(" Orbit (new)! ", india, "/acme/home");
    expect(text.search_key).toBe("Orbit new");
    expect(text.experience).toBe("query=Orbit new&");
  });

  it("custom_url is the branding custom_url, or '/'", () => {
    expect(searchTextFor("orbit", { ...india, customUrl: "" }, "/marketplace").custom_url).toBe("/");
    expect(searchTextFor("orbit", { ...india, customUrl: "/" }, "/marketplace").custom_url).toBe("/");
  });

  it("on vouchers pages country_id is the experience-country id matching the user's country code", () => {
    expect(searchTextFor("orbit", india, "/acme/vouchers").country_id).toBe(99);
    expect(searchTextFor("orbit", india, "/acme/vouchers/description/a/1").country_id).toBe(99);
    expect(searchTextFor("orbit", india, "/acme/perks").country_id).toBe(976);
  });

  it("on vouchers pages without a known experience-country id, the user's country", () => {
    expect(searchTextFor("orbit", { ...india, experienceCountryId: null }, "/acme/vouchers").country_id).toBe(
      976,
    );
  });

  it("countryCode is the selected country's iso_code_2, default 'IN'", () => {
    expect(searchTextFor("orbit", { ...india, countryCode: "US" }, "/acme").countryCode).toBe("US");
    expect(searchTextFor("orbit", { ...india, countryCode: "" }, "/acme").countryCode).toBe("IN");
  });

  it("the default scope is India, 976, IN, custom_url '/' (spec §9 'Defaults')", () => {
    expect(DEFAULT_SEARCH_SCOPE).toEqual({
      customUrl: "/",
      countryId: 976,
      countryName: "India",
      countryCode: "IN",
      experienceCountryId: null,
    });
    expect(Schema.is(SearchScopeSchema)(DEFAULT_SEARCH_SCOPE)).toBe(true);
  });
});

describe("spec §3 Search result item: type labels", () => {
  it.each([
    ["experience", "Experience"],
    ["merchandise", "Merchandise"],
    ["perk", "Offers"],
    ["perks", "Offers"],
    ["lounge", "Lounges"],
    ["charity", "Charities"],
    ["airmiles", "Airmiles"],
    ["topup", "Mobile Recharge"],
    ["top-up", "Mobile Recharge"],
    ["payouts", "Cash Out"],
    ["vouchers", "Gift Card"],
    ["insurance", "Gift Card"],
    ["", "Gift Card"],
    ["something new", "Gift Card"],
  ])("%j → %j", (type, label) => {
    expect(searchTypeLabel(type)).toBe(label);
  });

  it("the label keys name every label of spec §3", () => {
    expect(Object.values(SEARCH_TYPE_LABELS)).toEqual([
      "Experience",
      "Merchandise",
      "Offers",
      "Lounges",
      "Charities",
      "Airmiles",
      "Mobile Recharge",
      "Cash Out",
      "Gift Card",
    ]);
  });
});

describe("spec §2.6 Search: result links rewritten by type under the site prefix", () => {
  const item = (type: string): SearchItem => ({
    name: "Orbit Shopping Gift Card",
    url: "orbit-shopping-gift-card",
    type,
    product_id: 50866,
  });

  it.each([
    ["vouchers", "/acme/vouchers/description/orbit-shopping-gift-card/50866"],
    ["perks", "/acme/perks/description/orbit-shopping-gift-card/50866"],
    ["perk", "/acme/perks/description/orbit-shopping-gift-card/50866"],
    ["airmiles", "/acme/airmiles/description/orbit-shopping-gift-card/50866"],
    ["lounge", "/acme/lounge/description/orbit-shopping-gift-card/50866"],
    ["charity", "/acme/charity/description/orbit-shopping-gift-card/50866"],
    ["merchandise", "/acme/merchandise/orbit-shopping-gift-card/50866"],
    ["topup", "/acme/mobile-recharge/listing?category_id=50866"],
    ["top-up", "/acme/mobile-recharge/listing?category_id=50866"],
    ["experience", "/acme/experiences/orbit-shopping-gift-card/50866"],
    ["payouts", "/acme/cashout"],
    ["insurance", "/acme/vouchers/description/orbit-shopping-gift-card/50866"],
    ["unknown", "/acme/vouchers/description/orbit-shopping-gift-card/50866"],
  ])("%s → %s", (type, link) => {
    expect(searchResultLink(item(type), "/acme")).toBe(link);
  });

  it("the characters ! % & . ( ) are stripped from URLs", () => {
    const odd: SearchItem = { name: "x", url: "tom-&-jerry.(100%)-off!", type: "vouchers", product_id: 7 };
    expect(searchResultLink(odd, "/acme")).toBe("/acme/vouchers/description/tom--jerry100-off/7");
  });

  it("a trailing slash of the prefix is not doubled", () => {
    expect(searchResultLink(item("payouts"), "/marketplace/")).toBe("/marketplace/cashout");
  });
});

describe("spec §2.6 small screens (991 px or less)", () => {
  it("991 px and less is a phone; 992 px is desktop (spec §9 breakpoints)", () => {
    expect(isPhoneWidth(991)).toBe(true);
    expect(isPhoneWidth(390)).toBe(true);
    expect(isPhoneWidth(992)).toBe(false);
  });

  it("a search icon links to /search; the mobile search page has a back arrow to /vouchers", () => {
    expect(searchPagePath("/acme")).toBe("/acme/search");
    expect(searchPagePath("/marketplace/")).toBe("/marketplace/search");
    expect(searchBackPath("/acme")).toBe("/acme/vouchers");
    expect(searchBackPath("/marketplace/")).toBe("/marketplace/vouchers");
  });
});

describe("spec §2.6 Search: each result shows its name capitalised", () => {
  it.each([
    ["orbit shopping gift card", "Orbit Shopping Gift Card"],
    ["CloudDesk pro annual plan", "CloudDesk Pro Annual Plan"],
    ["  two  spaces", "  Two  Spaces"],
    ["élan café", "Élan Café"],
    ["", ""],
  ])("%j → %j", (name, shown) => {
    expect(capitalizeName(name)).toBe(shown);
  });
});

describe("spec §4 Search: when the results show", () => {
  it("'Searching...' shows while searching; results once there are some; nothing when idle or empty", () => {
    expect(showsResults("searching", 0)).toBe(true);
    expect(showsResults("results", 2)).toBe(true);
    expect(showsResults("debouncing", 2)).toBe(true);
    expect(showsResults("debouncing", 0)).toBe(false);
    expect(showsResults("idle", 2)).toBe(false);
    expect(showsResults("empty", 0)).toBe(false);
  });

  it("the dropdown is open while focused and during the 500 ms after a blur", () => {
    expect(isDropdownOpen("focused", "results", 1)).toBe(true);
    expect(isDropdownOpen("blurring", "results", 1)).toBe(true);
    expect(isDropdownOpen("blurred", "results", 1)).toBe(false);
    expect(isDropdownOpen("dismissed", "results", 1)).toBe(false);
    expect(isDropdownOpen("focused", "idle", 1)).toBe(false);
  });
});

describe("the combobox: arrow keys move the highlighted result", () => {
  it("down from none is the first, up from none the last, and moves wrap", () => {
    expect(moveHighlight(null, 1, 3)).toBe(0);
    expect(moveHighlight(null, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(1, 1, 0)).toBeNull();
  });
});

describe("spec §2.6 texts: the search messages quote the spec in English and exist in es, fr, de", () => {
  it("English texts are the spec's", () => {
    const en = searchMessages.en;
    expect(en.placeholder).toBe("Search for reward catalog ...");
    expect([en.hintGiftCards, en.hintExperiences, en.hintMerchandise, en.hintOffers]).toEqual([
      "Gift cards",
      "Experiences",
      "Merchandise",
      "Offers",
    ]);
    expect(en.searching).toBe("Searching...");
    expect(en.inType).toBe("In {type}");
  });

  it("every type label of spec §3 has its English text", () => {
    for (const key of Object.keys(SEARCH_TYPE_LABELS) as SearchTypeLabelKey[]) {
      expect(searchMessages.en[typeLabelMessageKey[key]]).toBe(SEARCH_TYPE_LABELS[key]);
    }
    for (const type of ["experience", "perk", "perks", "topup", "payouts", "vouchers", "other"]) {
      expect(searchMessages.en[typeLabelMessageKey[searchTypeLabelKey(type)]]).toBe(searchTypeLabel(type));
    }
  });

  it.each(SITE_LANGUAGES.filter((l) => l !== "en"))("%s has every text, translated", (language) => {
    const table = textsIn(searchMessages, language);
    for (const [key, value] of Object.entries(table)) {
      expect(value.trim(), key).not.toBe("");
    }
    expect(table.placeholder).not.toBe(searchMessages.en.placeholder);
    expect(table.searching).not.toBe(searchMessages.en.searching);
    expect(table.inType).toContain("{type}");
  });
});

describe("the search view read from the state's tags", () => {
  const tagged =
    (...tags: string[]) =>
    (tag: string) =>
      tags.includes(tag);

  it("status and focus are the tags; the dropdown opens while focused (or blurring) and the list shows", () => {
    expect(searchViewOf(tagged("searching", "focused"), 0)).toEqual({
      status: "searching",
      focus: "focused",
      open: true,
    });
    expect(searchViewOf(tagged("results", "blurring"), 2).open).toBe(true);
    expect(searchViewOf(tagged("results", "blurred"), 2).open).toBe(false);
    expect(searchViewOf(tagged("empty", "focused"), 0).open).toBe(false);
    expect(searchViewOf(tagged("debouncing", "dismissed"), 2)).toEqual({
      status: "debouncing",
      focus: "dismissed",
      open: false,
    });
  });
});
