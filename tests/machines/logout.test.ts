import { hasSignedOff } from "@app/boot";
import { fetchUserDetails } from "@contract/account";
import { LOGOUT_REDIRECT_DELAY_MS, SIGN_OFF_MESSAGE } from "@domain/session";
import {
  ALTERNATE_EMAIL_KEY,
  LOGIN_EMAIL_KEY,
  type LogoutAnswer,
  logoutActors,
  MULTI_ACCOUNT_KEY,
} from "@effects/session";
import { Texts, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { type LogoutContext, logoutMachine } from "@machines/logout";
import type { InterfaceLanguage } from "@views/i18n";
import { logoutMessages } from "@views/session/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SnapshotFrom } from "xstate";
import { waitFor } from "xstate";
import {
  liveBrowser,
  makeScript,
  type ReferenceApi,
  settle,
  startReferenceApi,
  startSystem,
} from "../support/harness";
import { sayText, textsIn } from "../support/i18n";
import { serverError, unauthenticated } from "./fixtures";

const OTHERS = ["cart", "site", "session"];
const SUPPORT = "help@acme.example";

/** What the overlay shows (SessionOverlays): the sign-off message while the flow signs off. */
const overlayOf = (snapshot: SnapshotFrom<typeof logoutMachine>, language: InterfaceLanguage = "en") =>
  snapshot.hasTag("signingOff") ? textsIn(logoutMessages, language).signOff : null;

/** Why a logout failed, as the account menu says it (AccountMenu). */
const failureOf = (context: LogoutContext, language: InterfaceLanguage = "en"): string | null =>
  context.error !== null
    ? sayText(textOf(context.error), language, SUPPORT)
    : context.message === null
      ? null
      : sayText(context.message, language, SUPPORT);

const start = async (answer: LogoutAnswer | ErrorData = { success: 1 }) => {
  const script = makeScript();
  const machine = logoutMachine.provide({
    actors: {
      clearLanguage: script.answering<void, void>("clearLanguage", () => undefined),
      logout: script.answering<LogoutAnswer, void>("logout", () => {
        if ("_tag" in answer) throw answer;
        return answer;
      }),
      clearSignedOutData: script.answering<void, void>("clearSignedOutData", () => undefined),
      redirectAfterLogout: script.answering<void, { readonly url: string }>(
        "redirectAfterLogout",
        () => undefined,
      ),
    },
  });
  const started = startSystem(machine, "logout", {}, OTHERS);
  await settle();
  return { ...started, script };
};

describe("spec §4 'Logout' step 1: the sign-off wait message", () => {
  it("shows 'Please wait while we sign you off...' as soon as LOGOUT arrives", async () => {
    const script = makeScript();
    const machine = logoutMachine.provide({
      actors: {
        clearLanguage: script.manual<void, void>("clearLanguage"),
        logout: script.manual<LogoutAnswer, void>("logout"),
      },
    });
    const { actor } = startSystem(machine, "logout", {}, OTHERS);
    expect(overlayOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    expect(overlayOf(actor.getSnapshot())).toBe("Please wait while we sign you off...");
    expect(SIGN_OFF_MESSAGE).toBe("Please wait while we sign you off...");
    await settle();
    // Step 2: the language is cleared before the logout call.
    expect(script.pendingNames()).toEqual(["clearLanguage"]);
    await script.answer("clearLanguage", undefined);
    expect(script.pendingNames()).toEqual(["logout"]);
    expect(overlayOf(actor.getSnapshot())).toBe(SIGN_OFF_MESSAGE);
  });
});

describe("spec §4 'Logout' step 3: on success 1 everything listed is cleared", () => {
  it("clears the cart, resets branding, clears storage and cookies (effect) and tells the session", async () => {
    const { actor, script, eventsOf } = await start({ success: 1 });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(script.names()).toEqual(["clearLanguage", "logout", "clearSignedOutData"]);
    expect(eventsOf("cart")).toEqual([{ type: "CART.CLEAR" }]);
    expect(eventsOf("site")).toEqual([{ type: "SITE.RESET_BRANDING" }]);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_OUT" }]);
  });

  it("HTTP 401 means the session is already over (spec §8): the sign-off completes the same way", async () => {
    const { actor, clock, script, eventsOf } = await start(unauthenticated("logout"));
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_OUT" }]);
    clock.increment(500);
    await settle();
    expect(script.names().at(-1)).toBe("redirectAfterLogout");
  });
});

describe("after a sign-off nothing of the signed-in visit is kept, not even the page's event log", () => {
  it("a sign-off that went through keeps no log of the page, from the clearing to the redirect", async () => {
    const { actor, clock } = await start({ success: 1 });
    expect(hasSignedOff(actor.getSnapshot())).toBe(false);
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    // Signing off, not signed off yet: the call may still fail and keep the user signed in.
    expect(hasSignedOff(actor.getSnapshot())).toBe(false);
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: { pause: "waiting" } })).toBe(true);
    expect(hasSignedOff(actor.getSnapshot())).toBe(true);
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().matches("signedOff")).toBe(true);
    expect(hasSignedOff(actor.getSnapshot())).toBe(true);
  });

  it("a session already over on the server (HTTP 401) is signed off the same way", async () => {
    const { actor } = await start(unauthenticated("logout"));
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(hasSignedOff(actor.getSnapshot())).toBe(true);
  });

  it("a failed logout keeps the user signed in, and the page's log is kept as before", async () => {
    const { actor } = await start({ success: 0, message: "Could not sign you off." });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(hasSignedOff(actor.getSnapshot())).toBe(false);
    // A page that never showed the logout flow keeps its log.
    expect(hasSignedOff(undefined)).toBe(false);
  });
});

describe("spec §4 'Logout' step 4: the redirect comes 500 ms after success", () => {
  it("uses the spec's 500 ms", () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
  });

  it("no redirect at 499 ms, a full redirect to custom_url + '/' at 500 ms", async () => {
    const { actor, clock, script } = await start({ success: 1 });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    clock.increment(499);
    await settle();
    expect(script.names()).not.toContain("redirectAfterLogout");
    clock.increment(1);
    await settle();
    expect(script.calls.at(-1)).toEqual({ name: "redirectAfterLogout", input: { url: "/acme/" } });
  });

  it.each([
    ["", "/marketplace/"],
    ["/", "/marketplace/"],
    ["/marketplace", "/marketplace/"],
  ])("custom_url %j redirects to %s", async (customUrl, url) => {
    const { actor, clock, script } = await start({ success: 1 });
    actor.send({ type: "LOGOUT", customUrl });
    await settle();
    clock.increment(500);
    await settle();
    expect(script.calls.at(-1)).toEqual({ name: "redirectAfterLogout", input: { url } });
  });
});

describe("spec §4 'Logout': a failed logout says so and keeps the user logged in", () => {
  it("success 0 shows the server's message; nothing is cleared, no redirect; LOGOUT may be tried again", async () => {
    const { actor, clock, script, eventsOf } = await start({
      success: 0,
      message: "Could not sign you off.",
    });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    clock.increment(500);
    await settle();
    expect(failureOf(actor.getSnapshot().context)).toBe("Could not sign you off.");
    expect(actor.getSnapshot().context.message).toEqual({ server: "Could not sign you off." });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(overlayOf(actor.getSnapshot())).toBeNull();
    expect(script.names()).toEqual(["clearLanguage", "logout"]);
    expect(eventsOf("session")).toEqual([]);
    expect(eventsOf("cart")).toEqual([]);
    expect(eventsOf("site")).toEqual([]);

    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    expect(overlayOf(actor.getSnapshot())).toBe(SIGN_OFF_MESSAGE);
    expect(failureOf(actor.getSnapshot().context)).toBeNull();
    await settle();
    expect(script.names()).toEqual(["clearLanguage", "logout", "clearLanguage", "logout"]);
  });

  it("success 0 without a message shows 'Something went wrong.'", async () => {
    const { actor } = await start({ success: 0 });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(failureOf(actor.getSnapshot().context)).toBe(Texts.somethingWentWrongDot);
  });

  it("a 5xx shows the server's text as sent, tracer included (spec §8)", async () => {
    const { actor, eventsOf } = await start(serverError("logout"));
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(failureOf(actor.getSnapshot().context)).toBe("Internal error [Tracer: 42]");
    expect(actor.getSnapshot().context.error?._tag).toBe("ServerError");
    expect(eventsOf("session")).toEqual([]);
  });

  it("HTTP 429 shows the limit text with the support e-mail", async () => {
    const { actor } = await start({ _tag: "RateLimited", operation: "logout" });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(failureOf(actor.getSnapshot().context)).toBe(
      "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to help@acme.example. Thank you for your patience.",
    );
  });
});

describe("the flow keeps data; the views say it in the shopper's language (spec §8, §2.11)", () => {
  it("the sign-off message is the views' text in en, es, fr and de; no sentence enters the context", async () => {
    const script = makeScript();
    const machine = logoutMachine.provide({
      actors: { clearLanguage: script.manual<void, void>("clearLanguage") },
    });
    const { actor } = startSystem(machine, "logout", {}, OTHERS);
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    expect(overlayOf(actor.getSnapshot(), "es")).toBe("Espera mientras cerramos tu sesión...");
    expect(overlayOf(actor.getSnapshot(), "fr")).toBe(
      "Veuillez patienter pendant que nous vous déconnectons...",
    );
    expect(overlayOf(actor.getSnapshot(), "de")).toBe("Bitte warten Sie, während wir Sie abmelden...");
    expect(actor.getSnapshot().context).toEqual({ customUrl: "/acme", message: null, error: null });
  });

  it("every state after LOGOUT, up to the redirect, is tagged signingOff", async () => {
    const { actor, clock } = await start({ success: 1 });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: { pause: "waiting" } })).toBe(true);
    expect(actor.getSnapshot().hasTag("signingOff")).toBe(true);
    clock.increment(500);
    await settle();
    expect(actor.getSnapshot().matches("signedOff")).toBe(true);
    expect(actor.getSnapshot().hasTag("signingOff")).toBe(true);
  });

  it("a failure follows the language: HTTP 429 in Spanish with the support e-mail", async () => {
    const { actor } = await start({ _tag: "RateLimited", operation: "logout" });
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "RateLimited", operation: "logout" });
    expect(failureOf(actor.getSnapshot().context, "es")).toBe(
      "Límite superado, inténtalo de nuevo en un rato. Si vuelve a ocurrir, escríbenos a help@acme.example. Gracias por tu paciencia.",
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe("logout against the reference API (live effects)", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("ends the server session, clears exactly the listed data and redirects after 500 ms", async () => {
    const token = api.openSession(1);
    const { browser, layer } = liveBrowser(api, {
      url: "http://storefront.test/acme/home",
      session: { a_t: token, s_e_t: "1", ipCountryCode: "IN", vendor_wallet_id: "W-1" },
      local: {
        wglang: "fr",
        [LOGIN_EMAIL_KEY]: "cHJpeWFAZGVtby5leGFtcGxl",
        [ALTERNATE_EMAIL_KEY]: "p.sharma@mail.example",
        [MULTI_ACCOUNT_KEY]: "[]",
        favouriteCountry: "IN",
      },
      cookies: { a_t: token, s_e_t: "1", consent: "yes" },
    });
    const machine = logoutMachine.provide({ actors: logoutActors(layer) });
    const { actor, clock, eventsOf } = startSystem(machine, "logout", {}, OTHERS);
    actor.send({ type: "LOGOUT", customUrl: "/acme" });
    await waitFor(actor, (s) => s.matches({ signedOut: { clearing: "cleared" } }), { timeout: 10_000 });

    expect([...browser.state.local.keys()]).toEqual(["favouriteCountry"]);
    expect(browser.state.session.size).toBe(0);
    expect(browser.state.cookies.size).toBe(0);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_OUT" }]);
    const after = await api.call(fetchUserDetails, {}, { token });
    expect(after.status).toBe(401);

    clock.increment(499);
    await settle();
    expect(browser.state.navigations).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches("signedOff"), { timeout: 10_000 });
    expect(browser.state.navigations).toEqual([{ kind: "assign", url: "/acme/" }]);
  });

  it("a logout that fails on the server keeps the session stored (spec §4)", async () => {
    const token = api.openSession(1);
    api.app.faults.set({ operation: "logout", status: 500, times: 1 });
    const { browser, layer } = liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
    const machine = logoutMachine.provide({ actors: logoutActors(layer) });
    const { actor } = startSystem(machine, "logout", {}, OTHERS);
    actor.send({ type: "LOGOUT", customUrl: "/" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null, { timeout: 10_000 });
    expect(browser.state.session.get("s_e_t")).toBe("1");
    expect(browser.state.navigations).toEqual([]);
  });
});
