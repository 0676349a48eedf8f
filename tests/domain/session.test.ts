import {
  afterLoginPath,
  BALANCE_STEPS,
  balanceAnnouncementsOf,
  balanceFailuresOf,
  balanceFieldsOf,
  DEFAULT_LANDING_PATH,
  decodeBase64Text,
  encodeBase64Text,
  entryFailuresOf,
  expiredSessionUrl,
  fetchedCartOf,
  isBlank,
  isLoginFlagSet,
  isSsoPath,
  isSsoSessionStored,
  isUnauthenticatedError,
  LOGIN_RECHECK_MS,
  LOGOUT_REDIRECT_DELAY_MS,
  landingPathFor,
  logoutRedirectUrl,
  menuFieldsOf,
  normalizeCustomUrl,
  pointsFactsOf,
  queryParam,
  type SessionBalances,
  SIGN_OFF_MESSAGE,
  safeRedirectPath,
  serverMessageOr,
  sitePathFor,
  sitePrefixOf,
  splitContact,
  userFactsOf,
  withoutQueryParam,
  withStepErrors,
} from "@domain/session";
import { sessionUserOf, sessionWalletOf } from "@domain/wallet";
import { describe, expect, it } from "vitest";
import {
  accounts,
  alex,
  cart,
  cartLine,
  gcb,
  menuOfAdmin,
  menuOfUser,
  points,
  pointsData,
  priya,
  serverError,
  tokens,
} from "../machines/fixtures";

const ORIGIN = "http://storefront.test";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("spec §9 constants used by the session flows", () => {
  it("login re-check 5000 ms, logout redirect delay 500 ms, the sign-off text of spec §2.11", () => {
    expect(LOGIN_RECHECK_MS).toBe(5000);
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
    expect(SIGN_OFF_MESSAGE).toBe("Please wait while we sign you off...");
  });
});

describe("spec §4 'Login state': the flag comes from a cookie or session value equal to '1'", () => {
  it.each([
    ["1", null, true],
    [undefined, "1", true],
    ["1", "1", true],
    ["0", null, false],
    [undefined, undefined, false],
    ["true", "yes", false],
  ] as const)("cookie %j, session %j → %s", (cookie, session, expected) => {
    expect(isLoginFlagSet(cookie, session)).toBe(expected);
  });
});

describe("spec §2.1: site prefix and custom_url", () => {
  it.each([
    ["/", "/marketplace"],
    ["", "/marketplace"],
    ["/admin", "/marketplace"],
    ["/admin/users", "/marketplace"],
    ["/marketplace/home", "/marketplace"],
    ["/acme", "/acme"],
    ["/acme/vouchers", "/acme"],
    ["/sso/", "/marketplace"],
    ["/vouchers", "/marketplace"],
  ])("the prefix of %j is %s", (path, prefix) => {
    expect(sitePrefixOf(path)).toBe(prefix);
  });

  it("custom_url '/' becomes '/marketplace'", () => {
    expect(normalizeCustomUrl("/")).toBe("/marketplace");
    expect(normalizeCustomUrl("")).toBe("/marketplace");
    expect(normalizeCustomUrl("/acme/")).toBe("/acme");
    expect(normalizeCustomUrl("acme")).toBe("/acme");
  });

  it("the SSO entry is '/sso/' or '/sso'", () => {
    expect(isSsoPath("/sso/")).toBe(true);
    expect(isSsoPath("/sso")).toBe(true);
    expect(isSsoPath("/sso/extra")).toBe(false);
    expect(isSsoPath("/marketplace/sso")).toBe(false);
  });

  it("reads query parameters; an empty one is absent", () => {
    expect(queryParam("?token=abc&vendor_wallet_id=W-1", "vendor_wallet_id")).toBe("W-1");
    expect(queryParam("?token=", "token")).toBeNull();
    expect(queryParam("", "token")).toBeNull();
  });

  it("the SSO entry's address without its token keeps every other parameter in order", () => {
    expect(withoutQueryParam("?token=abc&redirect=L2E%3D&vendor_wallet_id=W-1", "token")).toBe(
      "?redirect=L2E%3D&vendor_wallet_id=W-1",
    );
    expect(withoutQueryParam("?redirect=x&token=abc", "token")).toBe("?redirect=x");
    expect(withoutQueryParam("?token=abc", "token")).toBe("");
    expect(withoutQueryParam("?token=a&token=b", "token")).toBe("");
    expect(withoutQueryParam("?redirect=x", "token")).toBe("?redirect=x");
  });
});

describe("spec §4 start-up step 2 and spec §2.1 landing page", () => {
  it("site path: '/{domain}' or '/marketplace'", () => {
    expect(sitePathFor("acme")).toBe("/acme");
    expect(sitePathFor(null)).toBe("/marketplace");
    expect(sitePathFor("")).toBe("/marketplace");
  });

  it("landing: '/{domain}' for a user with a domain, else '/marketplace/home'", () => {
    expect(landingPathFor("acme")).toBe("/acme");
    expect(landingPathFor(null)).toBe("/marketplace/home");
    expect(landingPathFor(undefined)).toBe(DEFAULT_LANDING_PATH);
    expect(DEFAULT_LANDING_PATH).toBe("/marketplace/home");
  });
});

describe("spec §2.1 'redirect': a base64 path on the same origin only", () => {
  it("accepts a same-origin path, query and hash kept", () => {
    expect(safeRedirectPath(b64("/acme/vouchers?x=1#top"), ORIGIN)).toBe("/acme/vouchers?x=1#top");
    expect(safeRedirectPath(b64("/marketplace/home"), ORIGIN)).toBe("/marketplace/home");
  });

  it("accepts URL-safe base64, missing padding and a '+' turned into a space by query decoding", () => {
    const path = "/marketplace/product-list?q=>>?";
    const standard = b64(path);
    expect(standard).toContain("+");
    expect(safeRedirectPath(standard.replace(/\+/g, " "), ORIGIN)).toBe(
      new URL(path, ORIGIN).pathname + new URL(path, ORIGIN).search,
    );
    const urlSafe = standard.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(safeRedirectPath(urlSafe, ORIGIN)).toBe(safeRedirectPath(standard, ORIGIN));
  });

  it.each([
    ["another host", b64("https://evil.example/x")],
    ["the same host written in full", b64("http://storefront.test/acme")],
    ["a protocol-relative URL", b64("//evil.example")],
    ["a backslash trick", b64("/\\evil.example")],
    ["a script URL", b64("javascript:alert(1)")],
    ["a path not starting with '/'", b64("acme/home")],
    ["a control character", b64("/acme\nSet-Cookie: x")],
    ["undecodable base64", "%%%"],
    ["base64 of bytes that are not UTF-8", Buffer.from([0xff, 0xfe, 0x2f]).toString("base64")],
    ["an impossible base64 length", "abcde"],
    ["an empty value", ""],
  ])("ignores %s", (_, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it("ignores everything when the origin is unknown", () => {
    expect(safeRedirectPath(b64("/acme"), "")).toBeNull();
  });

  it.each([
    "/.//evil.example",
    "/./evil.example/..//evil.example",
    "/a/..//evil.example",
    "/..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "https://evil.example",
    "https:evil.example",
    "javascript:alert(document.domain)",
    "JaVaScRiPt:alert(1)",
    " /acme",
  ])("ignores %j, whose normalised form would leave the site (spec §2.1)", (target) => {
    expect(safeRedirectPath(b64(target), ORIGIN)).toBeNull();
    expect(afterLoginPath(b64(target), ORIGIN, "acme")).toBe("/acme");
  });

  it.each([
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/%2e/%2fevil.example", "/%2fevil.example"],
    ["/acme/./vouchers/../home", "/acme/home"],
  ])("keeps the encoded or dotted %j on the site as %j", (target, expected) => {
    const path = safeRedirectPath(b64(target), ORIGIN);
    expect(path).toBe(expected);
    expect(new URL(path ?? "", ORIGIN).origin).toBe(ORIGIN);
  });

  it("after login: the safe redirect, else the landing page", () => {
    expect(afterLoginPath(b64("/acme/vouchers"), ORIGIN, null)).toBe("/acme/vouchers");
    expect(afterLoginPath(b64("https://evil.example/x"), ORIGIN, null)).toBe("/marketplace/home");
    expect(afterLoginPath(b64("//evil.example"), ORIGIN, "acme")).toBe("/acme");
    expect(afterLoginPath(null, ORIGIN, "acme")).toBe("/acme");
  });

  it("a sign-in that answers showLinkedAccountsModal lands on the site's '/switch-account', whatever the redirect (spec §3)", () => {
    expect(afterLoginPath(null, ORIGIN, null, true)).toBe("/marketplace/switch-account");
    expect(afterLoginPath(b64("/acme/vouchers"), ORIGIN, "acme", true)).toBe("/acme/switch-account");
    expect(afterLoginPath(b64("/acme/vouchers"), ORIGIN, "acme", false)).toBe("/acme/vouchers");
  });
});

describe("base64 text (spec §4 start-up step 1 stores the login e-mail base64-encoded)", () => {
  it("encodes UTF-8 and decodes back", () => {
    expect(encodeBase64Text("priya@demo.example")).toBe("cHJpeWFAZGVtby5leGFtcGxl");
    expect(decodeBase64Text(encodeBase64Text("zoë@exämple.test"))).toBe("zoë@exämple.test");
  });
});

describe("spec §4: where an ended session goes", () => {
  it("flag gone: the branding custom_url plus the current query string", () => {
    expect(expiredSessionUrl("/acme", "?utm=mail&x=1")).toBe("/acme?utm=mail&x=1");
    expect(expiredSessionUrl("/acme", "")).toBe("/acme");
    expect(expiredSessionUrl("/", "?x=1")).toBe("/marketplace?x=1");
  });

  it("after logout: custom_url + '/', or '/marketplace/' when it is empty or '/'", () => {
    expect(logoutRedirectUrl("/acme")).toBe("/acme/");
    expect(logoutRedirectUrl("")).toBe("/marketplace/");
    expect(logoutRedirectUrl("/")).toBe("/marketplace/");
  });
});

describe("spec §4 'Order and payment preferences': contact is split on '-' into phone_code and phone", () => {
  it("splits 'code-number'", () => {
    expect(splitContact("91-9876543210")).toEqual({ phone_code: "91", phone: "9876543210" });
    expect(splitContact("9876543210")).toEqual({ phone_code: "", phone: "9876543210" });
  });
});

describe("sign-in helpers and error texts (spec §8)", () => {
  it("blank fields", () => {
    expect(isBlank("  ")).toBe(true);
    expect(isBlank("a")).toBe(false);
  });

  it("HTTP 401 is the Unauthenticated error", () => {
    expect(isUnauthenticatedError({ _tag: "Unauthenticated", operation: "getMenu" })).toBe(true);
    expect(isUnauthenticatedError({ _tag: "RateLimited", operation: "getMenu" })).toBe(false);
  });

  it("a server message with its fallback", () => {
    expect(serverMessageOr(" ", "Something went wrong.")).toBe("Something went wrong.");
    expect(serverMessageOr("Nope [Tracer: 1]", "x")).toBe("Nope [Tracer: 1]");
  });
});

describe("spec §4 start-up steps 4 to 6: what the session keeps of the answers", () => {
  const ok = <A>(value: A) => ({ ok: true, value }) as const;
  const failed = (operation: string) => ({ ok: false, error: serverError(operation) }) as const;
  const balances: SessionBalances = {
    points: ok(points),
    gcb: ok(gcb),
    tokens: ok(tokens),
    linkedAccounts: ok(accounts),
  };

  it("step 4: admin on menu success 1 only (spec §6)", () => {
    expect(menuFieldsOf(menuOfAdmin)).toEqual({ isAdmin: true, menu: menuOfAdmin.data });
    expect(menuFieldsOf(menuOfUser)).toEqual({ isAdmin: false, menu: menuOfUser.data });
    expect(menuFieldsOf({ success: 1 })).toEqual({ isAdmin: true, menu: null });
  });

  it("step 5: every answered balance is kept, with no failure", () => {
    expect(balanceFieldsOf(balances)).toEqual({
      points: pointsData,
      gcb: gcb.success === 1 ? gcb.data : null,
      tokens: 500,
      linkedAccounts: accounts.linkedAccounts,
    });
    expect(balanceFailuresOf(balances)).toEqual({
      points: null,
      gcb: null,
      tokens: null,
      linkedAccounts: null,
    });
  });

  it("step 5: a failed call leaves its value empty and keeps its error under its step; success 0 is empty", () => {
    const some: SessionBalances = {
      points: failed("getPoints"),
      gcb: ok({ success: 0 }),
      tokens: failed("getStoreToken"),
      linkedAccounts: ok({ success: 0, linkedAccounts: accounts.linkedAccounts }),
    };
    expect(balanceFieldsOf(some)).toEqual({ points: null, gcb: null, tokens: null, linkedAccounts: [] });
    expect(balanceFailuresOf(some)).toEqual({
      points: serverError("getPoints"),
      gcb: null,
      tokens: serverError("getStoreToken"),
      linkedAccounts: null,
    });
    expect(BALANCE_STEPS).toEqual(["points", "gcb", "tokens", "linkedAccounts"]);
  });

  it("step 5 announces the user's facts when the points answered, the wallet when a balance did", () => {
    expect(balanceAnnouncementsOf(balances)).toEqual({ user: true, wallet: true });
    expect(balanceAnnouncementsOf({ ...balances, points: failed("getPoints") })).toEqual({
      user: false,
      wallet: true,
    });
    expect(
      balanceAnnouncementsOf({
        points: failed("getPoints"),
        gcb: failed("fetchGcb"),
        tokens: failed("getStoreToken"),
        linkedAccounts: ok(accounts),
      }),
    ).toEqual({ user: false, wallet: false });
  });

  it("step 6: the cart's lines and conversions; success not 1 empties it (spec §8 'Cart fetch failure')", () => {
    expect(fetchedCartOf(cart)).toEqual({
      lines: [cartLine],
      conversion_to_base: 1,
      conversion_to_inr: 1,
    });
    expect(fetchedCartOf({ success: 0, message: "No cart" })).toEqual({
      lines: [],
      conversion_to_base: null,
      conversion_to_inr: null,
    });
  });

  it("a failure is kept under each step it belongs to, the others untouched", () => {
    const errors = { menu: null, points: null, gcb: serverError("fetchGcb") };
    expect(withStepErrors(errors, ["menu", "points"], serverError("x"))).toEqual({
      menu: serverError("x"),
      points: serverError("x"),
      gcb: serverError("fetchGcb"),
    });
    expect(errors.menu).toBeNull();
  });
});

describe("the facts the session announces (machines/facts.ts)", () => {
  it("SESSION.USER: the login state, the user's client, company and domain, the points facts", () => {
    expect(userFactsOf({ loggedIn: false, user: null, points: null })).toEqual({
      loggedIn: false,
      user: null,
      points: null,
    });
    expect(userFactsOf({ loggedIn: true, user: alex, points: pointsData })).toEqual({
      loggedIn: true,
      user: { client_id: 2002, company_id: 2002, domain: "acme" },
      points: pointsFactsOf(pointsData),
    });
  });

  it("SESSION.WALLET: empty for a guest; the balances and the buyer's details of a user", () => {
    expect(sessionWalletOf({ user: null, points: null, gcb: null, tokens: null })).toEqual({
      wallet: { points: null, gcb: null, tokens: null },
      checkoutUser: { firstname: "", lastname: "", email: "", phone: "", phone_code: "" },
    });
    expect(
      sessionWalletOf({
        user: sessionUserOf(priya),
        points: pointsData,
        gcb: { total: 2000, currency_code: "INR" },
        tokens: 500,
      }),
    ).toEqual({
      wallet: {
        points: { available: 25000, pointValue: 1, currency: "INR" },
        gcb: { total: 2000, currency: "INR" },
        tokens: { total: 500, currency: "INR" },
      },
      checkoutUser: {
        firstname: "Priya",
        lastname: "Sharma",
        email: "priya@demo.example",
        phone: "9876543210",
        phone_code: "91",
      },
    });
  });
});

describe("spec §2.1: the entry", () => {
  it("an SSO session stored logs the user in; its failures are kept by step", () => {
    const stored = { walletId: null, sso: { ok: true, value: { stored: true } } } as const;
    expect(isSsoSessionStored(stored)).toBe(true);
    expect(isSsoSessionStored({ walletId: null, sso: { ok: true, value: { stored: false } } })).toBe(false);
    expect(isSsoSessionStored({ walletId: null, sso: null })).toBe(false);
    expect(entryFailuresOf(stored)).toEqual({ walletId: null, sso: null });
    expect(
      entryFailuresOf({
        walletId: { ok: false, error: serverError("w") },
        sso: { ok: false, error: serverError("s") },
      }),
    ).toEqual({ walletId: serverError("w"), sso: serverError("s") });
  });
});
