import { isKnownSectionName, segmentsOf } from "@domain/paths";
import { productRequestAt } from "@domain/product";
import {
  isScreenEnabled,
  isSectionEnabled,
  ROUTE_TABLE,
  resolveRoute,
  SCREEN_NAMES,
  type ScreenName,
  type ScreenRoute,
} from "@domain/routes";
import { sectionsFor } from "@domain/sections";
import { storefrontErrorTags } from "@errors";
import { pageMessages, screenTitles } from "@views/pages/messages";
import { describe, expect, it } from "vitest";
import { textsIn } from "../support/i18n";

/** One example path per row of the route table of spec §2.3, relative to the site prefix. */
const EXAMPLES: readonly (readonly [
  pattern: string,
  path: string,
  screen: ScreenName,
  params: Record<string, string>,
])[] = [
  ["/", "", "home", {}],
  ["/home", "/home", "home", {}],
  ["/landing", "/landing", "home", {}],
  ["/common", "/common", "common", {}],
  ["/:category?/checkout", "/checkout", "checkout", {}],
  ["/experiences", "/experiences", "experiences", {}],
  ["/experiences/orders", "/experiences/orders", "experienceOrders", {}],
  ["/experiences/payment", "/experiences/payment", "experiencePayment", {}],
  [
    "/experiences/:description",
    "/experiences/hot-air-balloon",
    "experienceDetail",
    { description: "hot-air-balloon" },
  ],
  [
    "/experiences/:description/:productID",
    "/experiences/hot-air-balloon/4411",
    "experienceDetail",
    { description: "hot-air-balloon", productID: "4411" },
  ],
  ["/merchandises", "/merchandises", "merchandises", {}],
  [
    "/merchandise/:description/:productID",
    "/merchandise/steel-bottle/9001",
    "merchandiseDetail",
    { description: "steel-bottle", productID: "9001" },
  ],
  ["/swag", "/swag", "swag", {}],
  ["/product-list", "/product-list", "productList", {}],
  ["/vouchers", "/vouchers", "vouchers", {}],
  ["/vouchers/category_id=:keyword", "/vouchers/category_id=697", "vouchers", { keyword: "697" }],
  [
    "/vouchers/description/:productSlug/:productId/:isStatic?",
    "/vouchers/description/amazon-pay/1204/1",
    "voucherDetail",
    { productSlug: "amazon-pay", productId: "1204", isStatic: "1" },
  ],
  ["/perks", "/perks", "perks", {}],
  [
    "/perks/description/:productSlug/:productId/:isStatic?",
    "/perks/description/spa-offer/77",
    "perkDetail",
    { productSlug: "spa-offer", productId: "77" },
  ],
  ["/perks/orders", "/perks/orders", "perkOrders", {}],
  ["/airmiles", "/airmiles", "airmiles", {}],
  [
    "/airmiles/description/:productSlug/:productId/:isStatic?",
    "/airmiles/description/sky-miles/53",
    "airmilesDetail",
    { productSlug: "sky-miles", productId: "53" },
  ],
  ["/lounge", "/lounge", "lounge", {}],
  [
    "/lounge/description/:productSlug/:productId/:isStatic?",
    "/lounge/description/t3-lounge/51/0",
    "loungeDetail",
    { productSlug: "t3-lounge", productId: "51", isStatic: "0" },
  ],
  ["/charity", "/charity", "charity", {}],
  [
    "/charity/description/:productSlug/:productId/:isStatic?",
    "/charity/description/clean-water/52",
    "charityDetail",
    { productSlug: "clean-water", productId: "52" },
  ],
  ["/personalize-category", "/personalize-category", "personalizeCategory", {}],
  [
    "/personalize-category/description/:productSlug/:productId/:isStatic?",
    "/personalize-category/description/mug/70",
    "personalizeCategoryDetail",
    { productSlug: "mug", productId: "70" },
  ],
  ["/custom-category", "/custom-category", "membership", {}],
  ["/insurance", "/insurance", "insurance", {}],
  [
    "/insurance/:description",
    "/insurance/family-health",
    "insuranceDetail",
    { description: "family-health" },
  ],
  ["/flights", "/flights", "flights", {}],
  ["/flights/listing", "/flights/listing", "flightResults", {}],
  ["/flights/orders", "/flights/orders", "flightOrders", {}],
  ["/hotels", "/hotels", "hotels", {}],
  ["/hotels/listing", "/hotels/listing", "hotelResults", {}],
  ["/hotels/description/:hotelID", "/hotels/description/55399", "hotelDetail", { hotelID: "55399" }],
  ["/hotels/orders", "/hotels/orders", "hotelOrders", {}],
  ["/mobile-recharge", "/mobile-recharge", "mobileRecharge", {}],
  ["/mobile-recharge/listing", "/mobile-recharge/listing", "mobileRechargeResults", {}],
  ["/cashout", "/cashout", "cashout", {}],
  ["/cashout/transfer/:category_id", "/cashout/transfer/1466", "cashoutTransfer", { category_id: "1466" }],
  ["/profile", "/profile", "profile", {}],
  ["/orders", "/orders", "orders", {}],
  ["/points", "/points", "points", {}],
  ["/reward-history", "/reward-history", "rewardHistory", {}],
  ["/storevouchers", "/storevouchers", "brandVouchers", {}],
  ["/reward-redemption", "/reward-redemption", "rewardRedemption", {}],
  ["/point-conversion", "/point-conversion", "pointConversion", {}],
  ["/track-order", "/track-order", "trackOrder", {}],
  ["/cart", "/cart", "cart", {}],
  ["/search", "/search", "search", {}],
  ["/payment-callback", "/payment-callback", "paymentCallback", {}],
  [
    "/provider-a-payment-callback",
    "/provider-a-payment-callback",
    "providerPaymentCallback",
    { provider: "provider-a" },
  ],
  [
    "/provider-b-payment-callback",
    "/provider-b-payment-callback",
    "providerPaymentCallback",
    { provider: "provider-b" },
  ],
  [
    "/provider-c-payment-callback",
    "/provider-c-payment-callback",
    "providerPaymentCallback",
    { provider: "provider-c" },
  ],
  [
    "/provider-d-payment-callback",
    "/provider-d-payment-callback",
    "providerPaymentCallback",
    { provider: "provider-d" },
  ],
  ["/payment-exp-callback", "/payment-exp-callback", "experiencePaymentCallback", {}],
  [
    "/payment-status/:type/:id/:key",
    "/payment-status/voucher/8812/k3y",
    "paymentStatus",
    { type: "voucher", id: "8812", key: "k3y" },
  ],
  ["/exp-payment-status", "/exp-payment-status", "experiencePaymentStatus", {}],
  ["/maintenance", "/maintenance", "maintenance", {}],
  ["/rewards-api-catalogue", "/rewards-api-catalogue", "rewardsApiCatalogue", {}],
  ["/login", "/login", "login", {}],
  ["/signup", "/signup", "signup", {}],
  ["/switch-account", "/switch-account", "switchAccount", {}],
  ["/reset-password/:keyword", "/reset-password/r3set", "resetPassword", { keyword: "r3set" }],
  ["/rp/:keyword", "/rp/r3set", "resetPassword", { keyword: "r3set" }],
  ["/unsubscribe/:mailType", "/unsubscribe/newsletter", "unsubscribe", { mailType: "newsletter" }],
  ["/mobile-menu", "/mobile-menu", "mobileMenu", {}],
  ["/mobile-profile", "/mobile-profile", "mobileProfile", {}],
  ["/redirect-perks", "/redirect-perks", "redirectPerks", {}],
];

const screenOf = (pathname: string, search = ""): ScreenRoute => {
  const route = resolveRoute(pathname, search);
  if (route.kind !== "screen") throw new Error(`${pathname} did not resolve to a screen: ${route.kind}`);
  return route;
};

describe("spec §2.3: every row of the route table resolves under the site prefix", () => {
  it("the examples cover every row of the table", () => {
    const covered = new Set(EXAMPLES.map(([pattern]) => pattern));
    for (const row of ROUTE_TABLE) expect(covered, row.path).toContain(row.path);
    expect(EXAMPLES).toHaveLength(ROUTE_TABLE.length);
  });
  it("every screen name has a row", () => {
    const screens = new Set<ScreenName>([...ROUTE_TABLE.map((r) => r.screen), "cardGatewayPayment"]);
    expect([...screens].sort()).toEqual([...SCREEN_NAMES].sort());
  });
  it.each(EXAMPLES)("%s (%s) under '/marketplace' is %s", (pattern, path, screen, params) => {
    const route = screenOf(`/marketplace${path}`);
    expect(route).toMatchObject({
      site: "marketplace",
      sitePrefix: "/marketplace",
      siteUrl: "/",
      screen,
      pattern,
    });
    expect(route.params).toEqual(params);
  });
  it.each(EXAMPLES)("%s (%s) under '/acme' is %s", (_pattern, path, screen, params) => {
    const route = screenOf(`/acme${path}`);
    expect(route).toMatchObject({ site: "acme", sitePrefix: "/acme", siteUrl: "/acme", screen });
    expect(route.params).toEqual(params);
  });
  it.each(EXAMPLES)(
    "%s (%s) under the '/:keyword/:keyword' site '/acme/india' is %s",
    (_p, path, screen, params) => {
      const route = resolveRoute(`/acme/india${path}`, "", { customRoute: "/:keyword/:keyword" });
      expect(route).toMatchObject({
        kind: "screen",
        site: "acme/india",
        sitePrefix: "/acme/india",
        screen,
        params,
      });
    },
  );
  it("a trailing slash changes nothing", () => {
    expect(screenOf("/marketplace/vouchers/").screen).toBe("vouchers");
    expect(screenOf("/marketplace/").screen).toBe("home");
  });
  it("every fixed first segment of the table is a known section name of spec §2.1", () => {
    for (const row of ROUTE_TABLE) {
      const [first] = segmentsOf(row.path);
      if (first !== undefined && !first.startsWith(":")) expect(isKnownSectionName(first), first).toBe(true);
    }
  });
});

describe("spec §2.3 '/:category?/checkout': the checkout, with or without a category", () => {
  it("'/checkout' has no category", () => {
    expect(screenOf("/marketplace/checkout").params).toEqual({});
  });
  it.each(["vouchers", "experiences", "flights"])(
    "'/%s/checkout' is the checkout of that category",
    (category) => {
      const route = screenOf(`/marketplace/${category}/checkout`);
      expect(route.screen).toBe("checkout");
      expect(route.params).toEqual({ category });
    },
  );
});

describe("spec §2.3: the vouchers listing by category, and the query of subcategory links", () => {
  it("'/vouchers/?category_id={filter_value_id}' is the vouchers listing with its query", () => {
    const route = screenOf("/marketplace/vouchers/", "?category_id=697");
    expect(route.screen).toBe("vouchers");
    expect(route.query).toEqual({ category_id: "697" });
  });
  it("'/swag?filter_value_id=1390' is the swag listing", () => {
    expect(screenOf("/acme/swag", "?filter_value_id=1390")).toMatchObject({
      screen: "swag",
      query: { filter_value_id: "1390" },
    });
  });
  it("'/experiences?categories[]={name}' is the experiences listing", () => {
    expect(screenOf("/acme/experiences", "?categories[]=Adventure").query).toEqual({
      "categories[]": "Adventure",
    });
  });
  it("decodes encoded path parameters", () => {
    expect(screenOf("/acme/insurance/health%20plan").params).toEqual({ description: "health plan" });
  });
});

describe("spec §2.3: the card-gateway payment page '/payment/:data/' is not prefixed", () => {
  it("resolves without a site prefix", () => {
    expect(screenOf("/payment/eyJvcmRlciI6MX0/")).toMatchObject({
      screen: "cardGatewayPayment",
      params: { data: "eyJvcmRlciI6MX0" },
      site: "marketplace",
    });
  });
  it("'/payment' alone and '/{site}/payment/x' are not found", () => {
    expect(resolveRoute("/payment")).toEqual({ kind: "not-found" });
    expect(resolveRoute("/marketplace/payment/x")).toEqual({ kind: "not-found" });
  });
});

describe("spec §2.3, §2.11: anything else is the not-found page", () => {
  it.each([
    "/marketplace/no-such-page",
    "/marketplace/home/extra",
    "/marketplace/vouchers/description/only-slug",
    "/marketplace/vouchers/description/a/1/0/extra",
    "/marketplace/merchandise/only-one",
    "/marketplace/payment-status/a/b",
    "/marketplace/reset-password",
    "/marketplace/unsubscribe",
    "/marketplace/cashout/transfer",
    "/marketplace/{provider-a}-payment-callback",
    "/marketplace/vouchers/category_id=",
    "/checkout",
    "/vouchers",
    "/acme/a/b",
  ])("%s is not found", (path) => {
    expect(resolveRoute(path)).toEqual({ kind: "not-found" });
  });
});

describe("spec §8: a route is not a failure", () => {
  it("Route not enabled or unknown: the not-found page, a resolved route rather than a typed error", () => {
    expect(resolveRoute("/marketplace/no-such-page")).toEqual({ kind: "not-found" });
    expect(resolveRoute("/acme/perks", "", { sections: ["vouchers"] })).toEqual({ kind: "not-found" });
    expect(storefrontErrorTags).not.toContain("RouteNotFound");
  });
});

describe("spec §2.2: guarded listing routes render only when their section is enabled", () => {
  const acmeSections = ["vouchers", "experiences", "merchandise", "swag", "charity"];
  it.each(["experiences", "merchandises", "vouchers"])(
    "'/%s' is not found when '%s' is not enabled",
    (section) => {
      const others = ["experiences", "merchandises", "vouchers"].filter((s) => s !== section);
      expect(resolveRoute(`/acme/${section}`, "", { sections: others })).toEqual({ kind: "not-found" });
      expect(resolveRoute(`/acme/${section}`, "", { sections: [section] })).toMatchObject({ kind: "screen" });
    },
  );
  it("'merchandise' in the server list is read as 'merchandises'", () => {
    expect(isSectionEnabled("merchandises", ["merchandise"])).toBe(true);
    expect(resolveRoute("/acme/merchandises", "", { sections: acmeSections })).toMatchObject({
      screen: "merchandises",
    });
  });
  it("'/vouchers/category_id=:keyword' is guarded by 'vouchers'", () => {
    expect(resolveRoute("/acme/vouchers/category_id=697", "", { sections: ["experiences"] })).toEqual({
      kind: "not-found",
    });
  });
  it.each([
    ["swag", "swag"],
    ["perks", "perks"],
    ["airmiles", "airmiles"],
    ["lounge", "lounge"],
    ["charity", "charity"],
    ["personalize-category", "personalize-category"],
    ["flights", "flights"],
    ["hotels", "hotels"],
    ["mobile-recharge", "topup"],
    ["cashout", "cashout"],
  ])("the family listing '/%s' needs section '%s'", (segment, section) => {
    const route = screenOf(`/marketplace/${segment}`);
    expect(route.section).toBe(section);
    expect(isScreenEnabled(route, [section])).toBe(true);
    expect(isScreenEnabled(route, ["vouchers"])).toBe(false);
    expect(resolveRoute(`/marketplace/${segment}`, "", { sections: ["vouchers"] })).toEqual({
      kind: "not-found",
    });
  });
  it("'/redirect-perks' needs section 'perks': a company outside the perks-enabled list is not redirected (spec §2.2, §6)", () => {
    const route = screenOf("/outsider/redirect-perks");
    expect(route.section).toBe("perks");
    // The enabled sections of a user whose company is outside the list (src/domain/sections.ts).
    const outsider = sectionsFor({
      loaded: ["experiences", "vouchers", "perks"],
      cashoutEnabled: false,
      perksCompanies: [1001, 2002, 5179],
      companyId: 3003,
    });
    expect(resolveRoute("/outsider/redirect-perks", "", { sections: outsider })).toEqual({
      kind: "not-found",
    });
    const member = sectionsFor({
      loaded: ["experiences", "vouchers", "perks"],
      cashoutEnabled: false,
      perksCompanies: [1001, 2002, 5179],
      companyId: 5179,
    });
    expect(resolveRoute("/members/redirect-perks", "", { sections: member })).toMatchObject({
      kind: "screen",
      screen: "redirectPerks",
    });
  });
  it("detail, order and result pages, insurance and Membership are not guarded", () => {
    for (const path of [
      "/acme/vouchers/description/a/1",
      "/acme/experiences/orders",
      "/acme/flights/listing",
      "/acme/insurance",
      "/acme/custom-category",
      "/acme/checkout",
    ]) {
      expect(resolveRoute(path, "", { sections: [] }), path).toMatchObject({ kind: "screen", section: null });
    }
  });
  it("without a known section list no guard applies", () => {
    expect(resolveRoute("/acme/flights")).toMatchObject({ kind: "screen", screen: "flights" });
  });
});

describe("spec §2.11: the not-found page's texts", () => {
  it("quotes the spec", () => {
    expect(pageMessages.en.notFoundImageAlt).toBe("404 error");
    expect(pageMessages.en.notFoundHeading).toBe("Oh no! Error 404");
    expect(pageMessages.en.notFoundText).toBe("We are trying hard to fix it. Shop through other pages.");
    expect(pageMessages.en.goHome).toBe("Go to home page");
  });
});

describe("spec §2.3: every screen has a title in every interface language", () => {
  it.each(["en", "es", "fr", "de"] as const)("%s", (language) => {
    for (const screen of SCREEN_NAMES)
      expect(textsIn(screenTitles, language)[screen].trim(), screen).not.toBe("");
    expect(Object.keys(textsIn(screenTitles, language)).sort()).toEqual([...SCREEN_NAMES].sort());
  });
  it("names the spec's screens in English", () => {
    expect(screenTitles.en.redirectPerks).toBe("Redirecting To Perks Stores");
    expect(screenTitles.en.membership).toBe("Membership");
    expect(screenTitles.en.rewardsApiCatalogue).toBe("Rewards API Catalogue");
  });
});

/** The product id a detail path names (src/domain/product.ts productRequestAt). */
const productIdAt = (pathname: string, search = ""): number | null =>
  productRequestAt({ pathname, search })?.productId ?? null;

describe("spec §2.3: the product of a gift-card detail path is known from the route alone", () => {
  it("is the path's productId on '/{site}/vouchers/description/:productSlug/:productId'", () => {
    expect(productIdAt("/marketplace/vouchers/description/amazon-pay/40211")).toBe(40211);
    expect(productIdAt("/acme/vouchers/description/fashion-gift-card/28501", "?x=1")).toBe(28501);
  });

  it("is null on any other page, or when the id is not a whole number", () => {
    expect(productIdAt("/marketplace")).toBeNull();
    expect(productIdAt("/marketplace/checkout")).toBeNull();
    expect(productIdAt("/marketplace/vouchers/description/amazon-pay/abc")).toBeNull();
    expect(productIdAt("/marketplace/vouchers/description/amazon-pay/1.5")).toBeNull();
  });
});
