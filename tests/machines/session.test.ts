import type { UserDetails } from "@contract/account";
import type {
  AccountsAnswer,
  CartAnswer,
  GcbAnswer,
  MenuAnswer,
  PointsAnswer,
  SsoOutcome,
  TokensAnswer,
} from "@domain/session";
import { LOGIN_RECHECK_MS, pointsFactsOf } from "@domain/session";
import { type SessionUser, sessionUserOf } from "@domain/wallet";
import { LOGIN_EMAIL_KEY, scriptedLoadBalances, scriptedStoreEntry, sessionActors } from "@effects/session";
import type { ErrorData } from "@errors/data";
import { type SessionInput, sessionMachine } from "@machines/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyEventObject, waitFor } from "xstate";
import {
  liveBrowser,
  makeScript,
  type ReferenceApi,
  settle,
  startReferenceApi,
  startSystem,
} from "../support/harness";
import {
  accounts,
  alex,
  b64,
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
  unauthenticated,
} from "./fixtures";

const ORIGIN = "http://storefront.test";

const inputAt = (path: string, loggedIn: boolean, walletId: string | null = null): SessionInput => {
  const url = new URL(path, ORIGIN);
  return { loggedIn, walletId, location: { origin: url.origin, pathname: url.pathname, search: url.search } };
};

type Script = ReturnType<typeof makeScript>;

interface Answers {
  flag: boolean;
  sso: SsoOutcome;
  user: UserDetails | ErrorData;
  menu: MenuAnswer | ErrorData;
  points: PointsAnswer | ErrorData;
  gcb: GcbAnswer | ErrorData;
  tokens: TokensAnswer | ErrorData;
  accounts: AccountsAnswer | ErrorData;
  cart: CartAnswer | ErrorData;
}

const isError = (value: object): value is ErrorData => "_tag" in value;

/** Effect actors answering at once from `answers` (errors reject), each call recorded by `script`. */
const fakeActors = (script: Script, answers: Answers) => {
  const from =
    <O extends object>(pick: () => O | ErrorData) =>
    (): O => {
      const value = pick();
      if (isError(value)) throw value;
      return value;
    };
  return {
    readLoginFlag: script.answering<boolean, void>("readLoginFlag", () => answers.flag),
    // The entry: the live program over scripted stores, each recorded under its own name.
    storeEntry: scriptedStoreEntry({
      storeWalletId: script.answeringCall<void, { readonly walletId: string | null }>(
        "storeWalletId",
        () => undefined,
      ),
      storeSsoSession: script.answeringCall<SsoOutcome, void>("storeSsoSession", () => answers.sso),
    }),
    // The effect splits the contact for the checkout (sessionUserOf); the fake does the same.
    fetchUserDetails: script.answering<SessionUser, void>(
      "fetchUserDetails",
      from(() => (isError(answers.user) ? answers.user : sessionUserOf(answers.user))),
    ),
    storeLoginEmail: script.answering<void, { readonly email: string | null }>(
      "storeLoginEmail",
      () => undefined,
    ),
    getMenu: script.answering<MenuAnswer, void>(
      "getMenu",
      from(() => answers.menu),
    ),
    // Step 5: the live program over scripted calls, each recorded under its own name.
    loadBalances: scriptedLoadBalances({
      getPoints: script.answeringCall<PointsAnswer, { readonly walletId: string | null }>(
        "getPoints",
        from(() => answers.points),
      ),
      fetchGcb: script.answeringCall<GcbAnswer, void>(
        "fetchGcb",
        from(() => answers.gcb),
      ),
      getStoreToken: script.answeringCall<TokensAnswer, void>(
        "getStoreToken",
        from(() => answers.tokens),
      ),
      fetchAccounts: script.answeringCall<AccountsAnswer, void>(
        "fetchAccounts",
        from(() => answers.accounts),
      ),
    }),
    fetchCart: script.answering<CartAnswer, void>(
      "fetchCart",
      from(() => answers.cart),
    ),
    clearStoredSession: script.answering<void, void>("clearStoredSession", () => undefined),
    redirectToSite: script.answering<void, { readonly customUrl: string }>("redirectToSite", () => undefined),
    navigateTo: script.answering<void, { readonly path: string }>("navigateTo", () => undefined),
  };
};

const defaultAnswers = (): Answers => ({
  flag: true,
  sso: { stored: true },
  user: priya,
  menu: menuOfUser,
  points,
  gcb,
  tokens,
  accounts,
  cart,
});

/**
 * What a recording flow received, without the SESSION.USER facts every listener hears (they are
 * checked on their own under 'the facts the session announces'): for "cart", its cart data.
 */
const cartDataOf =
  (eventsOf: (id: string) => AnyEventObject[]) =>
  (id: string): AnyEventObject[] =>
    eventsOf(id).filter((event) => event.type !== "SESSION.USER");

/** The session with answering fakes, in a system with a recording "cart". */
const start = async (input: SessionInput, change: Partial<Answers> = {}) => {
  const script = makeScript();
  const answers: Answers = { ...defaultAnswers(), ...change };
  const machine = sessionMachine.provide({ actors: fakeActors(script, answers) });
  const started = startSystem(machine, "session", input, ["cart"]);
  await settle();
  return { ...started, eventsOf: cartDataOf(started.eventsOf), script, answers };
};

const STARTUP_CALLS = [
  "fetchUserDetails",
  "storeLoginEmail",
  "getMenu",
  "getPoints",
  "fetchGcb",
  "getStoreToken",
  "fetchAccounts",
  "fetchCart",
];

describe("spec §4 'Login state': the flag is re-checked every 5000 ms", () => {
  it("uses the spec's 5000 ms", () => {
    expect(LOGIN_RECHECK_MS).toBe(5000);
  });

  it("logged out: nothing is read at 4999 ms, the flag is read at 5000 ms", async () => {
    const { clock, script } = await start(inputAt("/marketplace", false), { flag: false });
    clock.increment(4999);
    await settle();
    expect(script.names()).toEqual([]);
    clock.increment(1);
    await settle();
    expect(script.names()).toEqual(["readLoginFlag"]);
  });

  it("logged out: keeps checking every 5000 ms while the flag stays off", async () => {
    const { clock, script, actor } = await start(inputAt("/marketplace", false), { flag: false });
    clock.increment(5000);
    await settle();
    clock.increment(4999);
    await settle();
    expect(script.names()).toEqual(["readLoginFlag"]);
    clock.increment(1);
    await settle();
    expect(script.names()).toEqual(["readLoginFlag", "readLoginFlag"]);
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });

  it("flag 1 while logged out: marks the user logged in and runs the start-up", async () => {
    const { clock, script, actor } = await start(inputAt("/marketplace", false), { flag: true });
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
    clock.increment(5000);
    await settle();
    expect(actor.getSnapshot().context.loggedIn).toBe(true);
    expect(script.names()).toEqual(["readLoginFlag", ...STARTUP_CALLS]);
    // No page change: only a sign-in opens the landing page.
    expect(script.names()).not.toContain("navigateTo");
  });

  it("logged in: the flag is read at 5000 ms and not at 4999 ms", async () => {
    const { clock, script } = await start(inputAt("/marketplace", true));
    const before = script.names().length;
    clock.increment(4999);
    await settle();
    expect(script.names().length).toBe(before);
    clock.increment(1);
    await settle();
    expect(script.names().slice(before)).toEqual(["readLoginFlag"]);
  });

  it("flag not 1 while logged in: clears the cart and user data, marks logged out, clears the flag and redirects to custom_url", async () => {
    const { clock, script, actor, eventsOf, answers } = await start(inputAt("/acme/home?ref=mail", true));
    expect(actor.getSnapshot().context.user).toEqual(sessionUserOf(priya));
    answers.flag = false;
    clock.increment(5000);
    await settle();
    const context = actor.getSnapshot().context;
    expect(eventsOf("cart")).toContainEqual({ type: "CART.CLEAR" });
    expect(context.loggedIn).toBe(false);
    expect(context.user).toBeNull();
    expect(context.points).toBeNull();
    expect(context.linkedAccounts).toEqual([]);
    const after = script.calls.slice(script.calls.findLastIndex((call) => call.name === "readLoginFlag") + 1);
    expect(after).toEqual([
      { name: "clearStoredSession", input: undefined },
      { name: "redirectToSite", input: { customUrl: "/acme" } },
    ]);
    expect(actor.getSnapshot().matches("loggedOut")).toBe(true);
  });

  it("the redirect uses the branding custom_url sent by the site", async () => {
    const { clock, script, actor, answers } = await start(inputAt("/marketplace", true));
    actor.send({ type: "SITE.BRANDING", customUrl: "/acme" });
    answers.flag = false;
    clock.increment(5000);
    await settle();
    expect(script.calls.find((call) => call.name === "redirectToSite")?.input).toEqual({
      customUrl: "/acme",
    });
  });

  it.each([
    ["/", "/marketplace"],
    ["/admin", "/marketplace"],
    ["/marketplace/home", "/marketplace"],
    ["/acme/vouchers", "/acme"],
  ])("custom_url of %s is %s until the site sends one (spec §2.1)", async (path, customUrl) => {
    const { actor } = await start(inputAt(path, false), { flag: false });
    expect(actor.getSnapshot().context.customUrl).toBe(customUrl);
  });
});

describe("spec §4 'Start-up when logged in': steps 1 to 6, strictly in order", () => {
  it("runs 1 user details → e-mail, 2 site path, 3 journey, 4 menu, 5 the four balances side by side, 6 cart", async () => {
    const script = makeScript();
    const machine = sessionMachine.provide({
      actors: {
        fetchUserDetails: script.manual<SessionUser, void>("fetchUserDetails"),
        storeLoginEmail: script.manual<void, { readonly email: string | null }>("storeLoginEmail"),
        getMenu: script.manual<MenuAnswer, void>("getMenu"),
        loadBalances: scriptedLoadBalances({
          getPoints: script.manualCall<PointsAnswer, { readonly walletId: string | null }>("getPoints"),
          fetchGcb: script.manualCall<GcbAnswer, void>("fetchGcb"),
          getStoreToken: script.manualCall<TokensAnswer, void>("getStoreToken"),
          fetchAccounts: script.manualCall<AccountsAnswer, void>("fetchAccounts"),
        }),
        fetchCart: script.manual<CartAnswer, void>("fetchCart"),
      },
    });
    const started = startSystem(machine, "session", inputAt("/marketplace", true, "W-7"), ["cart"]);
    const { actor } = started;
    const eventsOf = cartDataOf(started.eventsOf);
    await settle();
    const context = () => actor.getSnapshot().context;

    // 1. user details (the full-page loader of spec §2.1 shows meanwhile).
    expect(script.pendingNames()).toEqual(["fetchUserDetails"]);
    expect(actor.getSnapshot().hasTag("loadingUser")).toBe(true);
    expect(context().sitePath).toBeNull();
    await script.answer("fetchUserDetails", sessionUserOf(alex));
    // ... then the login e-mail is stored (base64 is the effect's job).
    expect(script.pendingNames()).toEqual(["storeLoginEmail"]);
    expect(script.calls.at(-1)).toEqual({ name: "storeLoginEmail", input: { email: "alex@acme.example" } });
    expect(actor.getSnapshot().hasTag("startingUp") && !actor.getSnapshot().hasTag("loadingUser")).toBe(true);
    expect(context().journey).toBeNull();
    await script.answer("storeLoginEmail", undefined);

    // 2. site path and 3. journey are set before 4. the menu is asked for.
    expect(script.pendingNames()).toEqual(["getMenu"]);
    expect(context().sitePath).toBe("/acme");
    expect(context().journey).toBe("points");
    await script.answer("getMenu", menuOfAdmin);
    expect(context().isAdmin).toBe(true);

    // 5. the four balance calls are all in flight together; the cart waits for all of them.
    expect(script.pendingNames()).toEqual(["getPoints", "fetchGcb", "getStoreToken", "fetchAccounts"]);
    expect(script.calls.find((call) => call.name === "getPoints")?.input).toEqual({ walletId: "W-7" });
    await script.answer("fetchAccounts", accounts);
    await script.answer("getPoints", points);
    await script.answer("getStoreToken", tokens);
    expect(script.pendingNames()).toEqual(["fetchGcb"]);
    await script.answer("fetchGcb", gcb);

    // 6. the cart, handed to "cart".
    expect(script.pendingNames()).toEqual(["fetchCart"]);
    expect(actor.getSnapshot().hasTag("startingUp") && !actor.getSnapshot().hasTag("loadingUser")).toBe(true);
    await script.answer("fetchCart", cart);
    expect(eventsOf("cart")).toEqual([
      { type: "CART.FETCHED", lines: [cartLine], conversion_to_base: 1, conversion_to_inr: 1 },
    ]);
    expect(script.names()).toEqual(STARTUP_CALLS);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
    expect(context()).toMatchObject({
      user: alex,
      isAdmin: true,
      points: pointsData,
      gcb: gcb.success === 1 ? gcb.data : null,
      tokens: 500,
      linkedAccounts: accounts.linkedAccounts,
      journey: "points",
      sitePath: "/acme",
    });
  });

  it("step 2: the site path is '/marketplace' for a user without a domain", async () => {
    const { actor } = await start(inputAt("/marketplace", true));
    expect(actor.getSnapshot().context.sitePath).toBe("/marketplace");
  });

  it("step 4: menu success 0 means not admin (spec §6)", async () => {
    const { actor } = await start(inputAt("/marketplace", true), { menu: menuOfUser });
    expect(actor.getSnapshot().context.isAdmin).toBe(false);
  });

  it("step 5: points go without a wallet id when none is saved", async () => {
    const { script } = await start(inputAt("/marketplace", true));
    expect(script.calls.find((call) => call.name === "getPoints")?.input).toEqual({ walletId: null });
  });

  it("step 6: the cart is not handed over when no cart actor exists", async () => {
    const script = makeScript();
    const machine = sessionMachine.provide({ actors: fakeActors(script, defaultAnswers()) });
    const { actor } = startSystem(machine, "session", inputAt("/marketplace", true), []);
    await settle();
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });
});

describe("spec §8: a failing start-up step is kept in state and the next step still runs", () => {
  it("user details failing: the error is kept, the site path falls back and steps 4 to 6 run", async () => {
    const { actor, script, eventsOf } = await start(inputAt("/marketplace", true), {
      user: serverError("fetchUserDetails"),
    });
    const context = actor.getSnapshot().context;
    expect(context.errors.userDetails).toEqual(serverError("fetchUserDetails"));
    expect(context.user).toBeNull();
    expect(context.sitePath).toBe("/marketplace");
    expect(context.loggedIn).toBe(true);
    expect(script.names()).toEqual(STARTUP_CALLS.filter((name) => name !== "storeLoginEmail"));
    expect(eventsOf("cart")).toHaveLength(1);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });

  it("menu and points failing: both errors are kept, the other balances and the cart still load", async () => {
    const { actor, script } = await start(inputAt("/marketplace", true), {
      menu: serverError("getMenu"),
      points: serverError("getPoints"),
    });
    const context = actor.getSnapshot().context;
    expect(context.errors.menu).toEqual(serverError("getMenu"));
    expect(context.errors.points).toEqual(serverError("getPoints"));
    expect(context.isAdmin).toBe(false);
    expect(context.points).toBeNull();
    expect(context.gcb).toEqual(gcb.success === 1 ? gcb.data : null);
    expect(context.tokens).toBe(500);
    expect(script.names()).toEqual(STARTUP_CALLS);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });

  it("a failed cart fetch tells the cart the error, not an empty list (spec §8 'Cart fetch failure': the error is stored)", async () => {
    const cartFetchFailed: ErrorData = { _tag: "CartFetchFailed", reason: "ServerError (fetchCart)" };
    const { actor, eventsOf } = await start(inputAt("/marketplace", true), { cart: cartFetchFailed });
    expect(eventsOf("cart")).toEqual([{ type: "CART.FETCH_FAILED", error: cartFetchFailed }]);
    expect(actor.getSnapshot().context.errors.cart).toEqual(cartFetchFailed);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });

  it("failed balances are asked again on SESSION.RETRY; once they answer, a navigation asks nothing", async () => {
    const { actor, script, answers } = await start(inputAt("/marketplace", true), {
      points: serverError("getPoints"),
    });
    expect(actor.getSnapshot().context.errors.points).toEqual(serverError("getPoints"));
    answers.points = points;
    actor.send({ type: "SESSION.RETRY" });
    await settle();
    await settle();
    const context = actor.getSnapshot().context;
    expect(context.errors.points).toBeNull();
    expect(context.points).toEqual(pointsData);
    expect(script.names().filter((name) => name === "getPoints")).toHaveLength(2);
    expect(script.names().filter((name) => name === "fetchUserDetails")).toHaveLength(1);
    const calls = script.names().length;
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/cart", search: "" });
    await settle();
    expect(script.names()).toHaveLength(calls);
  });

  it("SESSION.RELOAD_BALANCES (points changed by a conversion) asks the balances again, not the user", async () => {
    const { actor, script, answers } = await start(inputAt("/marketplace", true));
    answers.points = { ...points, data: { ...pointsData, RP: [{ balance: 120 }], currency_code: "USD" } };
    actor.send({ type: "SESSION.RELOAD_BALANCES" });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.points?.RP[0]?.balance).toBe(120);
    expect(script.names().filter((name) => name === "getPoints")).toHaveLength(2);
    expect(script.names().filter((name) => name === "fetchUserDetails")).toHaveLength(1);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });

  it("failed user details are asked again on the next navigation (ENV.LOCATION), then the steps after them", async () => {
    const { actor, script, answers } = await start(inputAt("/marketplace", true), {
      user: serverError("fetchUserDetails"),
    });
    answers.user = defaultAnswers().user;
    actor.send({ type: "ENV.LOCATION", pathname: "/marketplace/cart", search: "" });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.errors.userDetails).toBeNull();
    expect(actor.getSnapshot().context.user).not.toBeNull();
    expect(script.names().filter((name) => name === "fetchUserDetails")).toHaveLength(2);
    expect(actor.getSnapshot().hasTag("startedUp")).toBe(true);
  });

  it("a cart answer with success 0 empties the cart (spec §8 'Cart fetch failure')", async () => {
    const { eventsOf } = await start(inputAt("/marketplace", true), {
      cart: { success: 0, message: "No cart" },
    });
    expect(eventsOf("cart")).toEqual([
      { type: "CART.FETCHED", lines: [], conversion_to_base: null, conversion_to_inr: null },
    ]);
  });
});

describe("spec §7.5 'Account switching': SESSION.SWITCHED runs the start-up of spec §4 again", () => {
  it("every start-up call runs again, in order, for the new account, and no landing page opens", async () => {
    const { actor, script } = await start(inputAt("/marketplace/switch-account", true));
    expect(script.names()).toEqual(STARTUP_CALLS);
    actor.send({ type: "SESSION.SWITCHED" });
    for (let i = 0; i < 6; i++) await settle();
    expect(script.names()).toEqual([...STARTUP_CALLS, ...STARTUP_CALLS]);
    expect(actor.getSnapshot().matches({ loggedIn: { startup: "ready" } })).toBe(true);
    expect(script.names()).not.toContain("navigateTo");
  });

  it("is ignored while logged out", async () => {
    const { actor, script } = await start(inputAt("/marketplace", false));
    actor.send({ type: "SESSION.SWITCHED" });
    await settle();
    expect(script.names()).toEqual([]);
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });
});

describe("spec §7.5 'Edit profile': SESSION.USER_CHANGED fetches the user's details again", () => {
  it("the new details (the header's name) and the login e-mail, and nothing else of the start-up", async () => {
    const { actor, script, answers } = await start(inputAt("/marketplace/profile", true));
    expect(script.names()).toEqual(STARTUP_CALLS);
    answers.user = { ...priya, first_name: "Priyanka", email: "priyanka@demo.example" };
    actor.send({ type: "SESSION.USER_CHANGED" });
    for (let i = 0; i < 4; i++) await settle();
    expect(script.names()).toEqual([...STARTUP_CALLS, "fetchUserDetails", "storeLoginEmail"]);
    expect(script.calls.at(-1)?.input).toEqual({ email: "priyanka@demo.example" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.user?.first_name).toBe("Priyanka");
    expect(snapshot.matches({ loggedIn: { startup: "ready" } })).toBe(true);
    // No full-page loader while it runs: the start-up stays done.
    expect(snapshot.hasTag("loadingUser")).toBe(false);
  });

  it("a failure is kept and the session stays ready", async () => {
    const { actor, answers } = await start(inputAt("/marketplace/profile", true));
    answers.user = serverError("fetchUserDetails");
    actor.send({ type: "SESSION.USER_CHANGED" });
    for (let i = 0; i < 4; i++) await settle();
    expect(actor.getSnapshot().context.errors.userDetails).toEqual(serverError("fetchUserDetails"));
    expect(actor.getSnapshot().context.user?.first_name).toBe("Priya");
    expect(actor.getSnapshot().matches({ loggedIn: { startup: "ready" } })).toBe(true);
  });
});

describe("spec §8 'HTTP 401': any call answering 401 means logged out", () => {
  it("401 on user details: clear, mark logged out, clear the stored flag, redirect; the start-up stops", async () => {
    const { actor, script, eventsOf } = await start(inputAt("/acme?x=1", true), {
      user: unauthenticated("fetchUserDetails"),
    });
    expect(script.names()).toEqual(["fetchUserDetails", "clearStoredSession", "redirectToSite"]);
    expect(eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches("loggedOut")).toBe(true);
    expect(snapshot.context.loggedIn).toBe(false);
    expect(snapshot.context.user).toBeNull();
  });

  it("401 on one of the balances: the same, and the cart is never fetched", async () => {
    const { actor, script } = await start(inputAt("/marketplace", true), {
      tokens: unauthenticated("getStoreToken"),
    });
    expect(script.names()).toContain("clearStoredSession");
    expect(script.names()).toContain("redirectToSite");
    expect(script.names()).not.toContain("fetchCart");
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });

  it("SESSION.EXPIRED (a 401 seen by another actor) ends the session the same way", async () => {
    const { actor, script, eventsOf } = await start(inputAt("/marketplace", true));
    actor.send({ type: "SESSION.EXPIRED" });
    await settle();
    expect(script.names().slice(-2)).toEqual(["clearStoredSession", "redirectToSite"]);
    expect(eventsOf("cart").at(-1)).toEqual({ type: "CART.CLEAR" });
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });

  it("after a 401 the poller agrees: logged out, it goes on checking and does not log back in without the flag", async () => {
    const { actor, clock, script, answers } = await start(inputAt("/marketplace", true), {
      user: unauthenticated("fetchUserDetails"),
    });
    answers.flag = false;
    clock.increment(5000);
    await settle();
    expect(script.names().at(-1)).toBe("readLoginFlag");
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });
});

describe("spec §2.1 SSO: '/sso/?token=' stores the session, then the user lands", () => {
  it("stores the token (effect), runs the start-up, then opens '/marketplace/home' for a user without a domain", async () => {
    const { actor, script } = await start(inputAt("/sso/?token=abc", false));
    expect(script.names()).toEqual(["storeSsoSession", ...STARTUP_CALLS, "navigateTo"]);
    expect(script.calls.at(-1)?.input).toEqual({ path: "/marketplace/home" });
    expect(actor.getSnapshot().context.loggedIn).toBe(true);
  });

  it("'/sso' without the trailing slash is the same entry", async () => {
    const { script } = await start(inputAt("/sso?token=abc", false));
    expect(script.names()[0]).toBe("storeSsoSession");
  });

  it("a user whose details carry a domain lands on '/{domain}'", async () => {
    const { script } = await start(inputAt("/sso/?token=abc", false), { user: alex });
    expect(script.calls.at(-1)).toEqual({ name: "navigateTo", input: { path: "/acme" } });
  });

  it("the token is not kept in the session's state", async () => {
    const { actor } = await start(inputAt("/sso/?token=secret-sso-token", false));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("secret-sso-token");
  });

  it("no token in the URL: nothing is stored and the user stays logged out", async () => {
    const { actor, script } = await start(inputAt("/sso/", false), { sso: { stored: false } });
    expect(script.names()).toEqual(["storeSsoSession"]);
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });
});

describe("spec §2.1 'redirect': a base64 path, followed after login on the same origin only", () => {
  it("a same-origin path is opened after the start-up", async () => {
    const { script } = await start(
      inputAt(`/sso/?token=abc&redirect=${encodeURIComponent(b64("/acme/vouchers?x=1"))}`, false),
    );
    expect(script.calls.at(-1)).toEqual({ name: "navigateTo", input: { path: "/acme/vouchers?x=1" } });
  });

  it.each([
    ["another host", b64("https://evil.example/x")],
    ["a protocol-relative URL", b64("//evil.example")],
    ["a script URL", b64("javascript:alert(1)")],
    ["a relative path", b64("marketplace/home")],
    ["undecodable base64", "%%%not-base64%%%"],
  ])("%s is ignored and the user goes to the landing page", async (_, redirect) => {
    const { script } = await start(
      inputAt(`/sso/?token=abc&redirect=${encodeURIComponent(redirect)}`, false),
    );
    expect(script.calls.at(-1)).toEqual({ name: "navigateTo", input: { path: "/marketplace/home" } });
  });
});

describe("spec §2.1 '{vendor}_wallet_id': saved in session storage and sent with the points call", () => {
  it("the query parameter is saved (effect) and sent with getPoints", async () => {
    const { script } = await start(inputAt("/sso/?token=abc&vendor_wallet_id=W-42", false));
    expect(script.calls[0]).toEqual({ name: "storeWalletId", input: { walletId: "W-42" } });
    expect(script.calls.find((call) => call.name === "getPoints")?.input).toEqual({ walletId: "W-42" });
  });

  it("a wallet id saved earlier (input) is sent with getPoints", async () => {
    const { script } = await start(inputAt("/marketplace", true, "W-9"));
    expect(script.names()).not.toContain("storeWalletId");
    expect(script.calls.find((call) => call.name === "getPoints")?.input).toEqual({ walletId: "W-9" });
  });
});

describe("SESSION.LOGGED_IN { redirect } from the sign-in (spec §4, §2.1)", () => {
  it("marks logged in, runs the start-up, then opens the safe redirect path", async () => {
    const { actor, script } = await start(inputAt("/marketplace", false), { flag: false });
    actor.send({ type: "SESSION.LOGGED_IN", redirect: b64("/marketplace/vouchers") });
    await settle();
    expect(script.names()).toEqual([...STARTUP_CALLS, "navigateTo"]);
    expect(script.calls.at(-1)?.input).toEqual({ path: "/marketplace/vouchers" });
    expect(actor.getSnapshot().context.loggedIn).toBe(true);
  });

  it("without a redirect the user lands on '/{domain}'", async () => {
    const { actor, script } = await start(inputAt("/marketplace", false), { flag: false, user: alex });
    actor.send({ type: "SESSION.LOGGED_IN", redirect: null });
    await settle();
    expect(script.calls.at(-1)).toEqual({ name: "navigateTo", input: { path: "/acme" } });
  });
});

describe("SESSION.LOGGED_IN { chooseAccount } (spec §3 showLinkedAccountsModal)", () => {
  it("runs the start-up, then opens the site's '/switch-account' instead of the redirect", async () => {
    const { actor, script } = await start(inputAt("/marketplace", false), { flag: false, user: alex });
    actor.send({ type: "SESSION.LOGGED_IN", redirect: b64("/acme/vouchers"), chooseAccount: true });
    await settle();
    expect(script.names()).toEqual([...STARTUP_CALLS, "navigateTo"]);
    expect(script.calls.at(-1)).toEqual({ name: "navigateTo", input: { path: "/acme/switch-account" } });
  });
});

describe("SESSION.LOGGED_OUT from the logout (spec §4 'Logout')", () => {
  it("clears the user data and marks logged out, without a redirect or a cart message", async () => {
    const { actor, script, eventsOf } = await start(inputAt("/marketplace", true));
    actor.send({ type: "SESSION.LOGGED_OUT" });
    await settle();
    const context = actor.getSnapshot().context;
    expect(context.loggedIn).toBe(false);
    expect(context.user).toBeNull();
    expect(context.isAdmin).toBe(false);
    expect(context.tokens).toBeNull();
    expect(script.names()).not.toContain("redirectToSite");
    expect(eventsOf("cart").filter((event) => event.type === "CART.CLEAR")).toEqual([]);
  });
});

describe("the session's context holds only JSON (so the event log can record and replay it)", () => {
  it("after a start-up with a failing step, the context survives a JSON round trip", async () => {
    const { actor } = await start(inputAt("/marketplace", true), { menu: serverError("getMenu") });
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

// ---------------------------------------------------------------------------------------------
// Against the reference API over HTTP, with the live effects and an in-memory browser.

describe("the session against the reference API (live effects)", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const startLive = (url: string, options: { session?: Record<string, string> } = {}) => {
    const { browser, layer } = liveBrowser(api, { url, ...options });
    const location = browser.state.location;
    const machine = sessionMachine.provide({ actors: sessionActors(layer) });
    const input: SessionInput = {
      loggedIn: browser.state.session.get("s_e_t") === "1",
      walletId: browser.state.session.get("vendor_wallet_id") ?? null,
      location,
    };
    return { browser, ...startSystem(machine, "session", input, ["cart"]) };
  };

  it("spec §2.1 SSO: takes the token out of the address, stores a_t and s_e_t=1, loads Priya's data, lands", async () => {
    const token = api.openSession(1);
    const redirect = encodeURIComponent(b64("/marketplace/vouchers"));
    const { browser, actor, eventsOf } = startLive(
      `${ORIGIN}/sso/?token=${token}&redirect=${redirect}&vendor_wallet_id=W-1`,
    );
    const done = await waitFor(actor, (s) => s.matches({ loggedIn: { startup: "ready" } }), {
      timeout: 10_000,
    });

    expect(browser.state.session.get("a_t")).toBe(token);
    expect(browser.state.session.get("s_e_t")).toBe("1");
    expect(browser.state.session.get("vendor_wallet_id")).toBe("W-1");
    // The a_t cookie is the server's (HttpOnly); the page sets only the flag's.
    expect(browser.state.cookies.has("a_t")).toBe(false);
    expect(browser.state.cookies.get("s_e_t")).toMatchObject({ value: "1", path: "/" });
    expect(browser.state.navigations[0]?.url).not.toContain(token);
    expect(browser.state.local.get(LOGIN_EMAIL_KEY)).toBe(b64("priya@demo.example"));

    expect(done.context.user?.email).toBe("priya@demo.example");
    expect(done.context.points?.RP[0]?.balance).toBe(25000);
    expect(done.context.gcb?.total).toBe(2000);
    expect(done.context.tokens).toBe(500);
    expect(done.context.sitePath).toBe("/marketplace");
    expect(Object.values(done.context.errors).every((error) => error === null)).toBe(true);
    const fetched = eventsOf("cart").find((event) => event.type === "CART.FETCHED");
    expect(fetched?.lines).toHaveLength(2);
    // First the token leaves the address (the other parameters stay), then the landing opens.
    expect(browser.state.navigations).toEqual([
      { kind: "replace", url: `/sso/?redirect=${redirect}&vendor_wallet_id=W-1` },
      { kind: "replace", url: "/marketplace/vouchers" },
    ]);
  });

  it("spec §8 HTTP 401: a stale session token ends the session, clears the stored flag and redirects", async () => {
    const { browser, actor } = startLive(`${ORIGIN}/acme/home?utm=1`, {
      session: { a_t: "stale", s_e_t: "1" },
    });
    await waitFor(actor, (s) => s.matches("loggedOut"), { timeout: 10_000 });
    expect(actor.getSnapshot().context.errors.userDetails).toBeNull();
    expect(browser.state.session.get("s_e_t")).toBeUndefined();
    expect(browser.state.session.get("a_t")).toBeUndefined();
    expect(browser.state.navigations).toEqual([{ kind: "assign", url: "/acme?utm=1" }]);
  });

  it("spec §8: a menu answering 500 is kept as an error and the balances and cart still load", async () => {
    const token = api.openSession(1);
    api.app.faults.set({ operation: "getMenu", status: 500, times: 1 });
    const { actor, eventsOf } = startLive(`${ORIGIN}/marketplace`, { session: { a_t: token, s_e_t: "1" } });
    const done = await waitFor(actor, (s) => s.matches({ loggedIn: { startup: "ready" } }), {
      timeout: 10_000,
    });
    expect(done.context.errors.menu?._tag).toBe("ServerError");
    expect(done.context.points?.RP[0]?.balance).toBe(25000);
    expect(eventsOf("cart").some((event) => event.type === "CART.FETCHED")).toBe(true);
  });
});

describe("SESSION.USER: the session tells 'site' and 'country' who is signed in (spec §2.2 perks rule, §4 point value)", () => {
  it("announces the login, then the user's details, then the points facts (spec §3 'User points' defaults)", async () => {
    const script = makeScript();
    const answers = defaultAnswers();
    const machine = sessionMachine.provide({ actors: fakeActors(script, { ...answers, user: alex }) });
    const { eventsOf } = startSystem(machine, "session", inputAt("/acme", true), ["site", "country"]);
    await settle();
    const expected = [
      { type: "SESSION.USER", loggedIn: true, user: null, points: null },
      {
        type: "SESSION.USER",
        loggedIn: true,
        user: { client_id: 2002, company_id: 2002, domain: "acme" },
        points: null,
      },
      {
        type: "SESSION.USER",
        loggedIn: true,
        user: { client_id: 2002, company_id: 2002, domain: "acme" },
        points: {
          availablePoints: pointsData.RP[0]?.balance,
          conversionFactor: pointsData.conversion_factor,
          pointsConversionFactor: pointsData.pointsConversionFactor ?? 1,
          currencyCode: pointsData.currency_code,
        },
      },
    ];
    expect(eventsOf("site")).toEqual(expected);
    expect(eventsOf("country")).toEqual(expected);
  });

  it("announces the end of the session with no user and no points", async () => {
    const { actor, eventsOf } = await (async () => {
      const script = makeScript();
      const machine = sessionMachine.provide({ actors: fakeActors(script, defaultAnswers()) });
      const started = startSystem(machine, "session", inputAt("/marketplace", true), ["site", "country"]);
      await settle();
      return started;
    })();
    actor.send({ type: "SESSION.LOGGED_OUT" });
    await settle();
    expect(eventsOf("site").at(-1)).toEqual({
      type: "SESSION.USER",
      loggedIn: false,
      user: null,
      points: null,
    });
    expect(eventsOf("country").at(-1)).toEqual({
      type: "SESSION.USER",
      loggedIn: false,
      user: null,
      points: null,
    });
  });
});

describe("pointsFactsOf (spec §3 'User points')", () => {
  it("reads the first RP balance and defaults availablePoints to 0, pointsConversionFactor to 1", () => {
    expect(pointsFactsOf({ ...pointsData, RP: [] })).toEqual({
      availablePoints: 0,
      conversionFactor: pointsData.conversion_factor,
      pointsConversionFactor: 1,
      currencyCode: pointsData.currency_code,
    });
    expect(
      pointsFactsOf({ ...pointsData, RP: [{ balance: 1250.5 }], pointsConversionFactor: 0.5 }),
    ).toMatchObject({
      availablePoints: 1250.5,
      pointsConversionFactor: 0.5,
    });
    expect(pointsFactsOf(null)).toBeNull();
  });
});

describe("spec §3 userJourneyUseCase", () => {
  it("'?redeem=code' sets the use case to 'code' (SESSION.USE_CASE from the redemption guide)", async () => {
    const { actor } = await start(inputAt("/marketplace", false), { flag: false });
    expect(actor.getSnapshot().context.journey).toBeNull();
    actor.send({ type: "SESSION.USE_CASE", useCase: "code" });
    expect(actor.getSnapshot().context.journey).toBe("code");
  });
});

describe("the facts the session announces to cart and checkout (machines/facts.ts)", () => {
  const started = async () => {
    const script = makeScript();
    const machine = sessionMachine.provide({ actors: fakeActors(script, defaultAnswers()) });
    const system = startSystem(machine, "session", inputAt("/marketplace", true), ["cart", "checkout"]);
    await settle();
    return system;
  };
  const priyaAsBuyer = {
    firstname: "Priya",
    lastname: "Sharma",
    email: "priya@demo.example",
    phone: "9876543210",
    phone_code: "91",
  };
  const emptyBuyer = { firstname: "", lastname: "", email: "", phone: "", phone_code: "" };
  const emptyWallet = {
    type: "SESSION.WALLET",
    wallet: { points: null, gcb: null, tokens: null },
    checkoutUser: emptyBuyer,
  };

  it("SESSION.USER goes to cart and checkout too, ending with the user and the points", async () => {
    const { eventsOf } = await started();
    const last = {
      type: "SESSION.USER",
      loggedIn: true,
      user: { client_id: 1001, company_id: 1001, domain: null },
      points: { availablePoints: 25000, conversionFactor: 1, pointsConversionFactor: 1, currencyCode: "INR" },
    };
    expect(
      eventsOf("cart")
        .filter((event) => event.type === "SESSION.USER")
        .at(-1),
    ).toEqual(last);
    expect(
      eventsOf("checkout")
        .filter((event) => event.type === "SESSION.USER")
        .at(-1),
    ).toEqual(last);
  });

  it("SESSION.WALLET: empty when the start-up begins, then the user's details and every balance as it arrives", async () => {
    const { eventsOf } = await started();
    const wallets = eventsOf("checkout").filter((event) => event.type === "SESSION.WALLET");
    expect(wallets[0]).toEqual(emptyWallet);
    expect(wallets[1]).toEqual({ ...emptyWallet, checkoutUser: priyaAsBuyer });
    expect(wallets.at(-1)).toEqual({
      type: "SESSION.WALLET",
      wallet: {
        points: { available: 25000, pointValue: 1, currency: "INR" },
        gcb: { total: 2000, currency: "INR" },
        tokens: { total: 500, currency: "INR" },
      },
      checkoutUser: priyaAsBuyer,
    });
  });

  it("SESSION.WALLET with empty values when the session ends (logout, or HTTP 401)", async () => {
    const { actor, eventsOf } = await started();
    actor.send({ type: "SESSION.LOGGED_OUT" });
    await settle();
    expect(eventsOf("checkout").at(-1)).toEqual(emptyWallet);
    const other = await started();
    other.actor.send({ type: "SESSION.EXPIRED" });
    await settle();
    await settle();
    expect(
      other
        .eventsOf("checkout")
        .filter((event) => event.type === "SESSION.WALLET")
        .at(-1),
    ).toEqual(emptyWallet);
  });

  it("a guest hears an empty wallet at start", async () => {
    const script = makeScript();
    const machine = sessionMachine.provide({ actors: fakeActors(script, defaultAnswers()) });
    const { eventsOf } = startSystem(machine, "session", inputAt("/marketplace", false), ["checkout"]);
    await settle();
    expect(eventsOf("checkout")).toEqual([
      { type: "SESSION.USER", loggedIn: false, user: null, points: null },
      emptyWallet,
    ]);
  });
});
