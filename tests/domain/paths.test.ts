import {
  authPathOf,
  customRouteOfPath,
  DEFAULT_AUTH_TAB,
  DEFAULT_SITE,
  KNOWN_SECTION_NAMES,
  RESERVED_SEGMENTS,
  resetPasswordRedirect,
  resolveSitePath,
  splitSitePath,
} from "@domain/paths";
import { signInPathFor } from "@domain/profileTabs";
import { resolveRoute } from "@domain/routes";
import { landingPathFor } from "@domain/session";
import { describe, expect, it } from "vitest";

describe("spec §2.1: path '/' with no site redirects to '/marketplace'", () => {
  it("redirects / to /marketplace", () => {
    expect(DEFAULT_SITE).toBe("marketplace");
    expect(resolveSitePath("/")).toEqual({ kind: "redirect", to: "/marketplace" });
    expect(resolveRoute("")).toEqual({ kind: "redirect", to: "/marketplace" });
    expect(resolveRoute("/")).toEqual({ kind: "redirect", to: "/marketplace" });
  });
});

describe("spec §2.1: '/admin' and '/marketplace' are both treated as site prefix '/'", () => {
  it.each(["/marketplace", "/admin", "/marketplace/vouchers", "/admin/home"])(
    "%s looks the site up by '/'",
    (path) => {
      const split = resolveSitePath(path);
      expect(split.kind).toBe("site");
      if (split.kind === "site") {
        expect(split.siteUrl).toBe("/");
        expect(split.customRoute).toBe("/:keyword");
      }
    },
  );
  it("keeps the path's own prefix for the links", () => {
    expect(resolveSitePath("/admin/home")).toMatchObject({
      site: "admin",
      sitePrefix: "/admin",
      rest: ["home"],
    });
    expect(resolveRoute("/admin")).toMatchObject({ kind: "screen", screen: "home", site: "admin" });
  });
  it("never reads '/marketplace/{sub}' as a '/:keyword/:keyword' site", () => {
    expect(customRouteOfPath("/marketplace/anything")).toBe("/:keyword");
    expect(splitSitePath("/marketplace/anything", "/:keyword/:keyword")).toMatchObject({
      site: "marketplace",
      rest: ["anything"],
    });
  });
});

describe("spec §2.1: '/{site}' uses the route pattern '/:keyword'", () => {
  it("names the site by its only segment", () => {
    expect(customRouteOfPath("/acme")).toBe("/:keyword");
    expect(resolveSitePath("/acme")).toEqual({
      kind: "site",
      site: "acme",
      sitePrefix: "/acme",
      siteUrl: "/acme",
      customRoute: "/:keyword",
      section: null,
      rest: [],
    });
  });
});

describe("spec §2.1: '/{site}/{sub}' uses '/:keyword/:keyword' unless the second segment is a known section name", () => {
  it("an unknown second segment belongs to the site", () => {
    expect(customRouteOfPath("/acme/india")).toBe("/:keyword/:keyword");
    expect(resolveSitePath("/acme/india")).toMatchObject({
      site: "acme/india",
      sitePrefix: "/acme/india",
      siteUrl: "/acme/india",
      customRoute: "/:keyword/:keyword",
      section: null,
      rest: [],
    });
    expect(resolveSitePath("/acme/india/vouchers")).toMatchObject({
      site: "acme/india",
      section: "vouchers",
      rest: ["vouchers"],
    });
  });
  it.each(["vouchers", "experiences", "merchandises", "perks", "topup", "checkout", "login", "cart"])(
    "'/acme/%s': the site is the first segment and the section the second",
    (section) => {
      expect(customRouteOfPath(`/acme/${section}`)).toBe("/:keyword");
      expect(resolveSitePath(`/acme/${section}`)).toMatchObject({
        site: "acme",
        customRoute: "/:keyword",
        section,
        rest: [section],
      });
    },
  );
  it("under the branding route '/:keyword' the site is always one segment", () => {
    expect(splitSitePath("/acme/india", "/:keyword")).toMatchObject({
      site: "acme",
      rest: ["india"],
      section: null,
    });
  });
});

describe("spec §2.1: reserved first path segments are never a company custom URL", () => {
  it("lists the spec's 41 reserved segments ({brand}vouchers spelled 'storevouchers')", () => {
    for (const segment of [
      "flights",
      "common",
      "product-list",
      "checkout",
      "storevouchers",
      "payment-exp-callback",
      "sso",
      "rp",
      "index.html",
      "rewards-api-catalogue",
      "custom-category",
      "personalize-category",
      "cashout",
    ]) {
      expect(RESERVED_SEGMENTS.has(segment)).toBe(true);
    }
    expect(RESERVED_SEGMENTS.size).toBe(41);
  });
  it.each(["/checkout", "/vouchers", "/vouchers/login", "/home", "/flights/listing"])(
    "%s is not a site",
    (path) => {
      expect(resolveSitePath(path).kind).toBe("unprefixed");
      expect(resolveRoute(path)).toEqual({ kind: "not-found" });
    },
  );
  it("every reserved segment is a known section name, so it never joins a '/:keyword/:keyword' site", () => {
    for (const segment of RESERVED_SEGMENTS) expect(KNOWN_SECTION_NAMES.has(segment)).toBe(true);
  });
});

describe("spec §2.1: after login a user with a domain goes to '/{domain}', else '/marketplace/home'", () => {
  it("'/{domain}' is that site's home", () => {
    expect(landingPathFor("acme")).toBe("/acme");
    expect(resolveRoute(landingPathFor("acme"))).toMatchObject({
      kind: "screen",
      site: "acme",
      screen: "home",
    });
  });
  it("'/marketplace/home' is the default site's home", () => {
    expect(landingPathFor(null)).toBe("/marketplace/home");
    expect(resolveRoute(landingPathFor(null))).toMatchObject({
      kind: "screen",
      site: "marketplace",
      screen: "home",
    });
  });
});

describe("spec §2.1: the SSO entry '/sso/' keeps working", () => {
  it("'/sso/' and '/sso' are the SSO entry; anything below it is not", () => {
    expect(resolveSitePath("/sso/")).toEqual({ kind: "sso" });
    expect(resolveRoute("/sso")).toEqual({ kind: "sso" });
    expect(resolveRoute("/sso/", "?token=abc")).toEqual({ kind: "sso" });
    expect(resolveRoute("/sso/x")).toEqual({ kind: "not-found" });
  });
});

describe("spec §2.1, §8: 'rp' and 'reset-password' paths go to '/marketplace{path}' when platform settings fail", () => {
  it("redirects a path with 'rp' or 'reset-password' unless it contains 'marketplace'", () => {
    expect(resetPasswordRedirect("/acme/rp/abc")).toBe("/marketplace/acme/rp/abc");
    expect(resetPasswordRedirect("/reset-password/abc")).toBe("/marketplace/reset-password/abc");
    expect(resetPasswordRedirect("/marketplace/rp/abc")).toBeNull();
    expect(resetPasswordRedirect("/acme/vouchers")).toBeNull();
  });
  it("the route resolver applies it only when platform settings failed", () => {
    expect(resolveRoute("/rp/abc", "", { platformSettingsFailed: true })).toEqual({
      kind: "redirect",
      to: "/marketplace/rp/abc",
    });
    expect(resolveRoute("/rp/abc")).toEqual({ kind: "not-found" });
    expect(resolveRoute("/acme/rp/abc")).toMatchObject({ kind: "screen", screen: "resetPassword" });
  });
});

describe("home and sign-in (spec §2.3), anything else not found (spec §2.11)", () => {
  it.each([
    "/marketplace",
    "/marketplace/",
    "/marketplace/home",
    "/marketplace/landing",
    "/acme",
    "/acme/home",
  ])("%s is a site home", (path) => {
    expect(resolveRoute(path)).toMatchObject({ kind: "screen", screen: "home" });
  });
  it("'/{site}/login' is the site's sign-in", () => {
    expect(resolveRoute("/marketplace/login")).toMatchObject({
      kind: "screen",
      screen: "login",
      site: "marketplace",
    });
    expect(resolveRoute("/acme/login/")).toMatchObject({ kind: "screen", screen: "login", site: "acme" });
  });
  it.each(["/marketplace/no-such-page", "/marketplace/home/extra", "/acme/a/b"])(
    "%s is not found",
    (path) => {
      expect(resolveRoute(path)).toEqual({ kind: "not-found" });
    },
  );
});

describe("spec §9 'login modal default tab 'login'': every sign-in entry opens the login tab unless it names another", () => {
  it("the default tab is 'login'", () => {
    expect(DEFAULT_AUTH_TAB).toBe("login");
    expect(authPathOf("/acme")).toBe("/acme/login");
  });

  it("the sign-up tab only when named; a trailing slash or the bare '/' prefix gives no double slash", () => {
    expect(authPathOf("/acme/", "signup")).toBe("/acme/signup");
    expect(authPathOf("/")).toBe("/login");
  });

  it("the header's sign-in link and a guest's account redirect both open the default tab", () => {
    expect(signInPathFor("/marketplace", "/profile")).toMatch(/^\/marketplace\/login\?redirect=/);
  });
});
