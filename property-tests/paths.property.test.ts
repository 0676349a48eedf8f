import {
  type CustomRoute,
  KNOWN_SECTION_NAMES,
  RESERVED_SEGMENTS,
  resolveSitePath,
  segmentsOf,
  splitSitePath,
} from "@domain/paths";
import { ROUTE_TABLE, resolveRoute } from "@domain/routes";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const segment = fc.oneof(
  fc.constantFrom(
    ...RESERVED_SEGMENTS,
    ...KNOWN_SECTION_NAMES,
    "marketplace",
    "acme",
    "india",
    "home",
    "landing",
    "",
  ),
  fc.string({ maxLength: 12 }).map((s) => s.replaceAll("/", "")),
);
const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`);
const customRoute = fc.constantFrom<CustomRoute>("/:keyword", "/:keyword/:keyword");
const runs = { numRuns: 1000 };

/** A site keyword: not reserved, not empty, no slash. */
const siteKeyword = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}$/)
  .filter((s) => !RESERVED_SEGMENTS.has(s) && !KNOWN_SECTION_NAMES.has(s));
/** A parameter value: a non-empty segment that is not a fixed name of the table. */
const paramValue = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/).filter((s) => !KNOWN_SECTION_NAMES.has(s));

test.prop([fc.oneof(path, fc.string({ maxLength: 200 })), fc.string({ maxLength: 40 }), customRoute], runs)(
  "spec §2.1, §2.3: the resolvers never throw on any path",
  (p, search, route) => {
    expect(["redirect", "screen", "sso", "not-found"]).toContain(
      resolveRoute(p, search, { customRoute: route }).kind,
    );
  },
);

/** '/admin' is the default store, like '/marketplace' (spec §2.1): the one reserved segment that opens a site. */
const isCompanySiteOrDefault = (site: string): boolean => site === "admin" || !RESERVED_SEGMENTS.has(site);

test.prop([path], runs)("spec §2.1: a reserved first segment is never treated as a company site", (p) => {
  const resolved = resolveRoute(p);
  if (resolved.kind === "screen" && resolved.screen !== "cardGatewayPayment") {
    const [first] = segmentsOf(resolved.site);
    expect(isCompanySiteOrDefault(first ?? "")).toBe(true);
  }
});

test.prop([path, customRoute], runs)(
  "spec §2.1: the site prefix and the rest make up the whole path",
  (p, route) => {
    const split = splitSitePath(p, route);
    if (split.kind === "site") {
      expect([...segmentsOf(split.sitePrefix), ...split.rest]).toEqual(segmentsOf(p));
      expect(split.sitePrefix).toBe(`/${split.site}`);
    }
  },
);

test.prop([path], runs)(
  "spec §2.1: a '/:keyword/:keyword' site never has a known section name as its second segment",
  (p) => {
    const split = resolveSitePath(p);
    if (split.kind === "site" && split.customRoute === "/:keyword/:keyword") {
      const [, second] = segmentsOf(split.site);
      expect(second !== undefined && KNOWN_SECTION_NAMES.has(second)).toBe(false);
    }
  },
);

test.prop(
  [siteKeyword, fc.constantFrom(...ROUTE_TABLE), fc.array(paramValue, { minLength: 4, maxLength: 4 })],
  runs,
)(
  "spec §2.3: every row, with any parameter values, resolves under any site to its screen",
  (site, row, values) => {
    let i = 0;
    const concrete = segmentsOf(row.path).map((part) => {
      const colon = part.indexOf(":");
      if (colon < 0) return part;
      i += 1;
      return `${part.slice(0, colon)}${values[i - 1] ?? "x"}`;
    });
    const resolved = resolveRoute(`/${[site, ...concrete].join("/")}`);
    expect(resolved).toMatchObject({ kind: "screen", site, sitePrefix: `/${site}`, screen: row.screen });
  },
);

test.prop([siteKeyword, paramValue, path], runs)(
  "spec §2.11: a path under a site whose first segment is no name of the table is not found",
  (site, unknown, rest) => {
    fc.pre(!ROUTE_TABLE.some((row) => segmentsOf(row.path)[0] === unknown) && unknown !== "checkout");
    const more = segmentsOf(rest);
    // '/{x}/checkout' is the checkout of category x (spec §2.3 '/:category?/checkout').
    fc.pre(!(more.length === 1 && more[0] === "checkout"));
    expect(resolveRoute(`/${site}/${unknown}${rest}`)).toEqual({ kind: "not-found" });
  },
);
