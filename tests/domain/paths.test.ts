import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, RESERVED_SEGMENTS, resolveShellRoute } from "../../src/domain/paths";

describe("spec §2.1: path '/' with no site redirects to '/marketplace'", () => {
  it("redirects / to /marketplace", () => {
    expect(DEFAULT_SITE).toBe("marketplace");
    expect(resolveShellRoute("/")).toEqual({ kind: "redirect", to: "/marketplace" });
    expect(resolveShellRoute("")).toEqual({ kind: "redirect", to: "/marketplace" });
  });
});

describe("spec §2.3: '/', '/home' and '{custom_route}/landing' are the home page", () => {
  it.each([
    "/marketplace",
    "/marketplace/",
    "/marketplace/home",
    "/marketplace/landing",
    "/acme",
    "/acme/home",
  ])("%s is a site home", (path) => {
    expect(resolveShellRoute(path).kind).toBe("home");
  });
  it("names the site from the first segment", () => {
    expect(resolveShellRoute("/acme/home")).toEqual({ kind: "home", site: "acme" });
  });
});

describe("spec §2.3 '/login' and spec §2.1 '/sso/'", () => {
  it("'/{site}/login' is the site's sign-in", () => {
    expect(resolveShellRoute("/marketplace/login")).toEqual({ kind: "login", site: "marketplace" });
    expect(resolveShellRoute("/acme/login/")).toEqual({ kind: "login", site: "acme" });
  });
  it("'/sso/' and '/sso' are the SSO entry; anything below it is not", () => {
    expect(resolveShellRoute("/sso/")).toEqual({ kind: "sso" });
    expect(resolveShellRoute("/sso")).toEqual({ kind: "sso" });
    expect(resolveShellRoute("/sso/x")).toEqual({ kind: "not-found" });
  });
});

describe("spec §2.11: anything else is the not-found page", () => {
  it.each(["/marketplace/no-such-page", "/marketplace/home/extra", "/acme/a/b"])(
    "%s is not found",
    (path) => {
      expect(resolveShellRoute(path)).toEqual({ kind: "not-found" });
    },
  );
});

describe("spec §2.1: reserved first segments are never a company custom URL", () => {
  it("lists the spec's reserved segments", () => {
    for (const segment of [
      "flights",
      "checkout",
      "sso",
      "rp",
      "cashout",
      "personalize-category",
      "index.html",
    ]) {
      expect(RESERVED_SEGMENTS.has(segment)).toBe(true);
    }
    expect(RESERVED_SEGMENTS.size).toBe(41);
  });
  it.each(["/checkout", "/vouchers", "/admin/home", "/sso", "/vouchers/login"])(
    "%s is not treated as a site",
    (path) => {
      expect(["home", "login"]).not.toContain(resolveShellRoute(path).kind);
    },
  );
});
