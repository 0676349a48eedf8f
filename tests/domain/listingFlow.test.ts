/**
 * What the listing flow asks for and makes of an answer (spec §2.3 listing routes and their link
 * forms, §4 'Country selection': a category the new country lacks falls back to the family).
 */

import { type ListingRoute, listingQueryOf } from "@domain/listing";
import {
  appliedRequestOf,
  facetsKeyOf,
  isSameRequest,
  type ListingRequest,
  listingHref,
  listingNoticesOf,
  listingRequestOf,
} from "@domain/listingFlow";
import { describe, expect, it } from "vitest";

const SCOPE = { url: "/", countryId: 976, isLoggedIn: false };

const request = (route: ListingRoute, search = "", scope = SCOPE): ListingRequest =>
  listingRequestOf(route, listingQueryOf(route, new URLSearchParams(search)), scope);

const echo = { filter_value_id: null, offset: 0, limit: 12, sort_by: "popular", search_key: "" } as const;

describe("a listing request", () => {
  it("is the URL's query in the site, country and sign-in state, 12 products a page", () => {
    expect(request("vouchers", "category_id=698&sort_by=name&page=2&search_key=gift")).toEqual({
      route: "vouchers",
      url: "/",
      countryId: 976,
      isLoggedIn: false,
      type: "vouchers",
      filterValueId: "698",
      sort: "name",
      page: 2,
      searchKey: "gift",
      pageSize: 12,
    });
  });

  it("spec §2.3 '/vouchers/category_id=:keyword': the path's category, unless the query names one", () => {
    const fromPath = listingQueryOf("vouchers", new URLSearchParams(""), "698");
    expect(fromPath.filterValueId).toBe("698");
    expect(listingQueryOf("vouchers", new URLSearchParams("category_id=710"), "698").filterValueId).toBe(
      "710",
    );
  });

  it("is the same request only when every part is", () => {
    expect(isSameRequest(request("vouchers"), request("vouchers"))).toBe(true);
    expect(isSameRequest(request("vouchers"), request("vouchers", "page=2"))).toBe(false);
    expect(isSameRequest(request("vouchers"), request("vouchers", "", { ...SCOPE, countryId: 983 }))).toBe(
      false,
    );
    expect(isSameRequest(request("vouchers"), request("vouchers", "", { ...SCOPE, isLoggedIn: true }))).toBe(
      false,
    );
  });

  it("needs the categories again for another country, family or sign-in, not for another page or order", () => {
    const key = facetsKeyOf(request("vouchers"));
    expect(facetsKeyOf(request("vouchers", "page=2&sort_by=price_up&category_id=698"))).toBe(key);
    expect(facetsKeyOf(request("vouchers", "", { ...SCOPE, countryId: 983 }))).not.toBe(key);
    expect(facetsKeyOf(request("lounge"))).not.toBe(key);
    // The product list's families do not depend on the family chosen.
    expect(facetsKeyOf(request("product-list", "categoryType=lounge"))).toBe(
      facetsKeyOf(request("product-list")),
    );
  });
});

describe("what an answer applied", () => {
  it("spec §4 'Country selection': a category the country lacks falls back to the family, with a notice", () => {
    const asked = request("vouchers", "category_id=698", { ...SCOPE, countryId: 983 });
    const applied = appliedRequestOf(asked, "vouchers", echo);
    expect(applied.filterValueId).toBeNull();
    expect(listingNoticesOf(asked, applied)).toEqual(["unknownCategory"]);
  });

  it("a page beyond the end gives the first page, with a notice; a page that exists, none", () => {
    const asked = request("vouchers", "page=9");
    expect(listingNoticesOf(asked, appliedRequestOf(asked, "vouchers", echo))).toEqual(["pageBeyondEnd"]);
    const second = request("vouchers", "page=2");
    const applied = appliedRequestOf(second, "vouchers", { ...echo, offset: 12 });
    expect(applied.page).toBe(2);
    expect(listingNoticesOf(second, applied)).toEqual([]);
  });

  it("the product list shows the family it listed; other listings keep their own", () => {
    expect(appliedRequestOf(request("product-list"), "merchandise", echo).type).toBe("merchandise");
    expect(appliedRequestOf(request("lounge"), "merchandise", echo).type).toBe("lounge");
  });
});

describe("spec §2.3: the listing URL of a request", () => {
  it("writes the category in the route's form, the sort, text and page only when not the default", () => {
    expect(listingHref("/marketplace", request("vouchers", "category_id=698"))).toBe(
      "/marketplace/vouchers/?category_id=698",
    );
    expect(listingHref("/marketplace", request("merchandises", "filter_value_id=1391"))).toBe(
      "/marketplace/merchandises/?filter_value_id=1391",
    );
    expect(listingHref("/marketplace", request("perks", "filter_value_id=1302&sort_by=name&page=2"))).toBe(
      "/marketplace/perks?filter_value_id=1302&sort_by=name&page=2",
    );
    expect(listingHref("/acme", request("lounge"))).toBe("/acme/lounge");
    expect(listingHref("/marketplace", request("product-list", "categoryType=charity&search_key=tree"))).toBe(
      "/marketplace/product-list?categoryType=charity&search_key=tree",
    );
  });

  it("/swag's fixed filter is never written; reading the written URL gives the request back", () => {
    expect(listingHref("/marketplace", request("swag", "sort_by=price_down"))).toBe(
      "/marketplace/swag?sort_by=price_down",
    );
    for (const [route, search] of [
      ["vouchers", "category_id=698&sort_by=name&page=3&search_key=gift card"],
      ["perks", "filter_value_id=1301"],
      ["swag", "page=2"],
      ["product-list", "categoryType=lounge&sort_by=price_up"],
    ] as const) {
      const asked = request(route, search);
      const href = new URL(listingHref("/marketplace", asked), "http://storefront.test");
      expect(request(route, href.search.slice(1))).toEqual(asked);
    }
  });
});
