import {
  capitalizeName,
  isSearchable,
  moveHighlight,
  SEARCH_STRIPPED_CHARACTERS,
  SEARCH_TYPE_LABELS,
  sanitizeSearch,
  searchKeyOf,
  searchResultLink,
  searchTextFor,
  searchTypeLabel,
} from "@domain/search";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };
const stripped: readonly string[] = SEARCH_STRIPPED_CHARACTERS;
const hasStripped = (text: string) => [...text].some((c) => stripped.includes(c));

/** Texts rich in the characters the rules remove. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .array(fc.constantFrom(...SEARCH_STRIPPED_CHARACTERS, "a", "b", " ", "/", "?", "=", "-"), {
      maxLength: 30,
    })
    .map((cs) => cs.join("")),
);

const knownTypes = [
  "vouchers",
  "perks",
  "perk",
  "airmiles",
  "lounge",
  "charity",
  "merchandise",
  "topup",
  "top-up",
  "experience",
  "payouts",
];
const type = fc.oneof(fc.constantFrom(...knownTypes), fc.string({ maxLength: 20 }));
const item = fc.record({
  name: text,
  url: text,
  type,
  product_id: fc.integer({ min: 0, max: 10_000_000 }),
});
const sitePrefix = fc.oneof(fc.constantFrom("/marketplace", "/acme", "/acme/", "", "/"), text);

test.prop([text], runs)("spec §5: sanitising never leaves % ! & . ( )", (t) => {
  const cleaned = sanitizeSearch(t);
  expect(hasStripped(cleaned)).toBe(false);
  expect(hasStripped(searchKeyOf(t))).toBe(false);
});

test.prop([text], runs)(
  "spec §5: sanitising removes only those characters, keeping the others in order",
  (t) => {
    expect(sanitizeSearch(t)).toBe([...t].filter((c) => !stripped.includes(c)).join(""));
    expect(sanitizeSearch(sanitizeSearch(t))).toBe(sanitizeSearch(t));
  },
);

test.prop([text], runs)("spec §5, §9: a searchable query has at least 3 characters once cleaned", (t) => {
  expect(isSearchable(t)).toBe([...searchKeyOf(t)].length >= 3);
});

test.prop([item, sitePrefix], runs)("spec §2.6: result links never contain ! % & . ( )", (i, prefix) => {
  expect(hasStripped(searchResultLink(i, prefix))).toBe(false);
});

test.prop([item, fc.constantFrom("/marketplace", "/acme")], runs)(
  "spec §2.6: every link stays under the site prefix and carries the product id (except cash out)",
  (i, prefix) => {
    const link = searchResultLink(i, prefix);
    expect(link.startsWith(`${prefix}/`)).toBe(true);
    if (link !== `${prefix}/cashout`) expect(link.endsWith(String(i.product_id))).toBe(true);
  },
);

test.prop([fc.oneof(type, fc.string())], runs)("spec §3: the type label is total", (t) => {
  expect(Object.values(SEARCH_TYPE_LABELS)).toContain(searchTypeLabel(t));
});

test.prop([text], runs)(
  "spec §2.6: after capitalising every word starts upper-case, and a second pass changes nothing",
  (t) => {
    const shown = capitalizeName(t);
    for (const word of shown.split(/\s+/u)) {
      const first = [...word][0];
      if (first !== undefined) expect(first.toUpperCase().startsWith(first)).toBe(true);
    }
    expect(capitalizeName(shown)).toBe(shown);
  },
);

test.prop(
  [
    text,
    fc.record({
      customUrl: text,
      countryId: fc.integer({ min: 1, max: 100_000 }),
      countryName: text,
      countryCode: text,
      experienceCountryId: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    }),
    text,
  ],
  runs,
)("spec §7.3: the payload is always complete, with a cleaned key and limitFilter 'all'", (t, scope, path) => {
  const payload = searchTextFor(t, scope, path);
  expect(hasStripped(payload.search_key)).toBe(false);
  expect(payload.experience).toBe(`query=${payload.search_key}&`);
  expect(payload.limitFilter).toBe("all");
  expect(payload.custom_url).not.toBe("");
  expect(payload.countryCode).not.toBe("");
  expect([scope.countryId, scope.experienceCountryId]).toContain(payload.country_id);
});

test.prop(
  [
    fc.option(fc.integer({ min: -5, max: 50 }), { nil: null }),
    fc.constantFrom(1, -1),
    fc.integer({ min: 0, max: 40 }),
  ],
  runs,
)(
  "the highlighted result is always one of the results, or none when there are none",
  (current, step, count) => {
    const next = moveHighlight(current, step, count);
    if (count === 0) expect(next).toBeNull();
    else {
      expect(next).not.toBeNull();
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(count);
    }
  },
);
