import { fetchUserDetails } from "@contract/account";
import { sensitiveKindOf } from "@contract/sensitive";
import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import {
  authActors,
  type IdentityOutcome,
  type MailOutcome,
  type ResendOutcome,
  type SignInOutcome,
} from "@effects/auth";
import { Texts, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { type AuthContext, authEventSchemas, authMachine } from "@machines/auth";
import type { InterfaceLanguage } from "@views/i18n";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { LoginTexts } from "../../server/domains/account/login";
import {
  liveBrowser,
  makeScript,
  type ReferenceApi,
  settle,
  startReferenceApi,
  startSystem,
} from "../support/harness";
import { sayText } from "../support/i18n";
import { mailedCode } from "../support/outbox";
import { b64 } from "./fixtures";

const SUPPORT = "help@acme.example";

const passwordIdentity: IdentityOutcome = {
  success: 1,
  message: null,
  user_exists: true,
  login_type: "password",
  otp_id: null,
};
const otpIdentity: IdentityOutcome = {
  success: 1,
  message: "An OTP has been sent to your mobile number.",
  user_exists: true,
  login_type: "otp",
  otp_id: "otp-1",
};
const resent: ResendOutcome = {
  success: 1,
  message: "An OTP has been sent to your mobile number.",
  otp_id: "otp-2",
};
const mailed: MailOutcome = { success: 1, message: "A link was mailed." };
const LIMIT =
  "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to help@acme.example. Thank you for your patience.";
const signedIn: SignInOutcome = { signedIn: true, message: "Logged in successfully.", domain: null };

/** What the sign-in page says for the flow's context, in `language` (SignInPage). */
const shown = (context: AuthContext, language: InterfaceLanguage = "en"): string | null =>
  context.error !== null
    ? sayText(textOf(context.error), language, SUPPORT)
    : context.message === null
      ? null
      : sayText(context.message, language, SUPPORT);

type Answer<O> = O | ErrorData;
const isError = (value: object): value is ErrorData => "_tag" in value;
const unwrap = <O extends object>(value: Answer<O>): O => {
  if (isError(value)) throw value;
  return value;
};

const start = async (
  answers: {
    identity?: Answer<IdentityOutcome>;
    password?: Answer<SignInOutcome>;
    otp?: Answer<SignInOutcome>;
    resend?: Answer<ResendOutcome>;
    forgot?: Answer<MailOutcome>;
  } = {},
) => {
  const script = makeScript();
  const machine = authMachine.provide({
    actors: {
      validateUserIdentity: script.answering<IdentityOutcome, { readonly user_input: string }>(
        "validateUserIdentity",
        () => unwrap(answers.identity ?? passwordIdentity),
      ),
      validatePassword: script.answering<SignInOutcome, { readonly password: string }>(
        "validatePassword",
        () => unwrap(answers.password ?? signedIn),
      ),
      validateLoginOtp: script.answering<SignInOutcome, { readonly otp: string; readonly otp_id: string }>(
        "validateLoginOtp",
        () => unwrap(answers.otp ?? signedIn),
      ),
      resendLoginOtp: script.answering<ResendOutcome, { readonly otp_id: string }>("resendLoginOtp", () =>
        unwrap(answers.resend ?? resent),
      ),
      generateResetPasswordLink: script.answering<MailOutcome, { readonly reset_link: string }>(
        "generateResetPasswordLink",
        () => unwrap(answers.forgot ?? mailed),
      ),
    },
  });
  const started = startSystem(machine, "auth", {}, ["session"]);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

describe("sign-in events: secrets are annotated so the event log redacts them (spec §7.5)", () => {
  it("user_input is an e-mail, password a password, otp an otp", () => {
    const fieldKind = (type: string, field: string) => {
      const schema = authEventSchemas.find(
        (s) => Schema.decodeUnknownResult(s)({ type, [field]: "x" })._tag === "Success",
      );
      const fields: Record<string, Schema.Top> | undefined = schema?.fields;
      const fieldSchema = fields?.[field];
      return fieldSchema === undefined ? undefined : sensitiveKindOf(fieldSchema);
    };
    expect(fieldKind("AUTH.SUBMIT_IDENTITY", "user_input")).toBe("email");
    expect(fieldKind("AUTH.SUBMIT_PASSWORD", "password")).toBe("password");
    expect(fieldKind("AUTH.SUBMIT_OTP", "otp")).toBe("otp");
  });
});

describe("sign-in: empty fields are refused before any call", () => {
  it("an empty identity shows a message and calls nothing", async () => {
    const { actor, script, send } = await start();
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "   " });
    expect(shown(actor.getSnapshot().context)).toBe("Please enter your e-mail address or mobile number.");
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignInFieldEmpty", field: "identity" });
    expect(actor.getSnapshot().matches("identity")).toBe(true);
    expect(script.names()).toEqual([]);
  });

  it("an empty password shows a message and calls nothing", async () => {
    const { actor, script, send } = await start();
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "" });
    expect(shown(actor.getSnapshot().context)).toBe("Please enter your password.");
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignInFieldEmpty", field: "password" });
    expect(script.names()).toEqual(["validateUserIdentity"]);
  });

  it("an empty OTP shows a message and calls nothing", async () => {
    const { actor, script, send } = await start({ identity: otpIdentity });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await send({ type: "AUTH.SUBMIT_OTP", otp: " " });
    expect(shown(actor.getSnapshot().context)).toBe("Please enter the OTP.");
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignInFieldEmpty", field: "otp" });
    expect(script.names()).toEqual(["validateUserIdentity"]);
  });
});

describe("spec §7.5: login_type picks the password or the OTP step", () => {
  it("'password': validatePassword, then SESSION.LOGGED_IN { redirect } to the session", async () => {
    const { actor, script, send, eventsOf } = await start();
    await send({ type: "AUTH.OPEN", redirect: b64("/marketplace/vouchers") });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    expect(actor.getSnapshot().matches("passwordStep")).toBe(true);
    expect(actor.getSnapshot().context.loginType).toBe("password");
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    expect(script.calls).toEqual([
      { name: "validateUserIdentity", input: { user_input: "priya@demo.example" } },
      { name: "validatePassword", input: { password: "Demo@1234" } },
    ]);
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(eventsOf("session")).toEqual([
      { type: "SESSION.LOGGED_IN", redirect: b64("/marketplace/vouchers") },
    ]);
  });

  it("'otp': validateLoginOtp with the otp_id of the identity step", async () => {
    const { actor, script, send, eventsOf } = await start({ identity: otpIdentity });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210", redirect: null });
    expect(actor.getSnapshot().matches("otpStep")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({
      server: "An OTP has been sent to your mobile number.",
    });
    expect(shown(actor.getSnapshot().context)).toBe("An OTP has been sent to your mobile number.");
    await send({ type: "AUTH.SUBMIT_OTP", otp: "123456" });
    expect(script.calls.at(-1)).toEqual({
      name: "validateLoginOtp",
      input: { otp: "123456", otp_id: "otp-1" },
    });
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_IN", redirect: null }]);
  });

  it("a sign-in that answers showLinkedAccountsModal tells the session to offer the choice of account (spec §3)", async () => {
    const { send, eventsOf } = await start({ password: { ...signedIn, chooseAccount: true } });
    await send({ type: "AUTH.OPEN", redirect: b64("/a") });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "leo@demo.example" });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    expect(eventsOf("session")).toEqual([
      { type: "SESSION.LOGGED_IN", redirect: b64("/a"), chooseAccount: true },
    ]);
  });

  it("the redirect given with the identity wins over the one of AUTH.OPEN", async () => {
    const { send, eventsOf } = await start();
    await send({ type: "AUTH.OPEN", redirect: b64("/a") });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example", redirect: b64("/b") });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_IN", redirect: b64("/b") }]);
  });

  it("no password, OTP or token is kept in the machine's state", async () => {
    const { actor, send } = await start();
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Demo@1234");
  });

  it("AUTH.RESET goes back to the identity step and forgets the step data", async () => {
    const { actor, send } = await start({ identity: otpIdentity });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await send({ type: "AUTH.RESET" });
    expect(actor.getSnapshot().matches("identity")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ loginType: null, otpId: null, message: null });
  });
});

describe("spec §8: what a failed sign-in shows", () => {
  it("success 0 on the identity step shows the server's message", async () => {
    const { actor, send, eventsOf } = await start({
      identity: {
        success: 0,
        message: LoginTexts.en.unknownIdentity,
        user_exists: false,
        login_type: null,
        otp_id: null,
      },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "nobody@demo.example" });
    expect(actor.getSnapshot().matches("identity")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: LoginTexts.en.unknownIdentity });
    expect(shown(actor.getSnapshot().context)).toBe(LoginTexts.en.unknownIdentity);
    expect(eventsOf("session")).toEqual([]);
  });

  it("success 0 on the password shows the server's message and stays on the password step", async () => {
    const { actor, send, eventsOf } = await start({
      password: { signedIn: false, message: LoginTexts.en.wrongPassword, domain: null },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "nope" });
    expect(actor.getSnapshot().matches("passwordStep")).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe(LoginTexts.en.wrongPassword);
    expect(eventsOf("session")).toEqual([]);
  });

  it("a login lockout shows the lockout text", async () => {
    const { actor, send } = await start({ password: { _tag: "LoginLockout" } });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "nope" });
    expect(shown(actor.getSnapshot().context)).toBe(
      "For security reasons, access to the login page has been temporarily disabled due to multiple failed attempts. Please wait 1 hour and try again.",
    );
    expect(actor.getSnapshot().context.error?._tag).toBe("LoginLockout");
  });

  it("HTTP 429 on the login OTP shows the limit text with the support e-mail", async () => {
    const { actor, send } = await start({
      identity: otpIdentity,
      otp: { _tag: "RateLimited", operation: "validateLoginOtp" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await send({ type: "AUTH.SUBMIT_OTP", otp: "000000" });
    expect(shown(actor.getSnapshot().context)).toBe(
      "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to help@acme.example. Thank you for your patience.",
    );
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "RateLimited", operation: "validateLoginOtp" });
  });

  it("a network failure shows 'Something went wrong.'", async () => {
    const { actor, send } = await start({
      identity: { _tag: "NetworkError", operation: "validateUserIdentity", reason: "offline" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    expect(shown(actor.getSnapshot().context)).toBe(Texts.somethingWentWrongDot);
  });

  it("success 0 without a message shows 'Something went wrong.'", async () => {
    const { actor, send } = await start({
      identity: { success: 0, message: null, user_exists: false, login_type: null, otp_id: null },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "nobody@demo.example" });
    expect(actor.getSnapshot().context.message).toEqual({ key: "somethingWentWrongDot" });
    expect(shown(actor.getSnapshot().context)).toBe("Something went wrong.");
  });
});

describe("the flow keeps data; the page says it in the shopper's language (spec §8)", () => {
  it("no sentence of ours enters the context: an empty field is SignInFieldEmpty's data", async () => {
    const { actor, send } = await start();
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "" });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Please enter");
    expect(shown(actor.getSnapshot().context, "es")).toBe(
      "Introduce tu correo electrónico o número de móvil.",
    );
    expect(shown(actor.getSnapshot().context, "de")).toBe(
      "Bitte geben Sie Ihre E-Mail-Adresse oder Mobilnummer ein.",
    );
  });

  it("the lockout text follows the language; a server's text stays as sent", async () => {
    const { actor, send } = await start({ password: { _tag: "LoginLockout" } });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "nope" });
    expect(shown(actor.getSnapshot().context, "fr")).toContain("Pour des raisons de sécurité");
    const refused = await start({
      password: { signedIn: false, message: LoginTexts.en.wrongPassword, domain: null },
    });
    await refused.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await refused.send({ type: "AUTH.SUBMIT_PASSWORD", password: "nope" });
    expect(shown(refused.actor.getSnapshot().context, "de")).toBe(LoginTexts.en.wrongPassword);
  });

  it("the calls carry the tag 'loading'", async () => {
    const script = makeScript();
    const machine = authMachine.provide({
      actors: {
        validateUserIdentity: script.manual<IdentityOutcome, { readonly user_input: string }>(
          "validateUserIdentity",
        ),
      },
    });
    const { actor } = startSystem(machine, "auth", {}, ["session"]);
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
    actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    await script.answer("validateUserIdentity", passwordIdentity);
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
    expect(actor.getSnapshot().matches("passwordStep")).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe("sign-in against the reference API (live effects)", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const startLive = () => {
    const { browser, layer } = liveBrowser(api);
    const machine = authMachine.provide({ actors: authActors(layer) });
    return { browser, ...startSystem(machine, "auth", {}, ["session"]) };
  };

  it("e-mail and password: stores a_t and s_e_t=1 in session storage and the s_e_t cookie, tells the session", async () => {
    const { browser, actor, eventsOf } = startLive();
    actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example", redirect: null });
    await waitFor(actor, (s) => s.matches("passwordStep"), { timeout: 10_000 });
    actor.send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 10_000 });

    const token = browser.state.session.get("a_t");
    expect(token).toBeDefined();
    expect(browser.state.session.get("s_e_t")).toBe("1");
    // The a_t cookie is set by the server (HttpOnly), never by the page.
    expect(browser.state.cookies.has("a_t")).toBe(false);
    expect(browser.state.cookies.get("s_e_t")?.value).toBe("1");
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_IN", redirect: null }]);
    // The stored token is a real session of Priya.
    const details = await api.call(fetchUserDetails, {}, { token });
    expect(details.data?.data.fetchUserDetails.email).toBe("priya@demo.example");
  });

  it("mobile number and the OTP texted to it: signs in through validateLoginOtp", async () => {
    const { browser, actor } = startLive();
    actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await waitFor(actor, (s) => s.matches("otpStep"), { timeout: 10_000 });
    expect(actor.getSnapshot().context.otpId).not.toBeNull();
    actor.send({ type: "AUTH.SUBMIT_OTP", otp: await mailedCode(api, "+91-9876543210", "login-otp") });
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 10_000 });
    expect(browser.state.session.get("s_e_t")).toBe("1");
  });

  it("a number that unlinked accounts of two clients share signs in the account of the store the page is on", async () => {
    const own = await startReferenceApi();
    try {
      // Mia (members, client 5179) given Priya's number (marketplace, client 1001): not linked.
      own.db.prepare("UPDATE users SET contact = '91-9876543210' WHERE email = 'mia@members.example'").run();
      const { browser, layer } = liveBrowser(own, { url: "http://storefront.test/members/login" });
      const { actor } = startSystem(authMachine.provide({ actors: authActors(layer) }), "auth", {}, [
        "session",
      ]);
      actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
      await waitFor(actor, (s) => s.matches("otpStep"), { timeout: 10_000 });
      actor.send({ type: "AUTH.SUBMIT_OTP", otp: await mailedCode(own, "+91-9876543210", "login-otp") });
      await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 10_000 });
      const details = await own.call(fetchUserDetails, {}, { token: browser.state.session.get("a_t") ?? "" });
      expect(details.data?.data.fetchUserDetails.email).toBe("mia@members.example");
    } finally {
      await own.close();
    }
  });

  it("a wrong password shows the server's message and stores nothing", async () => {
    const { browser, actor } = startLive();
    actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "sam@demo.example" });
    await waitFor(actor, (s) => s.matches("passwordStep"), { timeout: 10_000 });
    actor.send({ type: "AUTH.SUBMIT_PASSWORD", password: "wrong" });
    await waitFor(actor, (s) => s.matches("passwordStep") && shown(s.context) !== null, { timeout: 10_000 });
    expect(shown(actor.getSnapshot().context)).toBe(LoginTexts.en.wrongPassword);
    expect(browser.state.session.size).toBe(0);
  });

  it("five wrong passwords lock the login: the lockout text", async () => {
    const { actor } = startLive();
    actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "tp@demo.example" });
    await waitFor(actor, (s) => s.matches("passwordStep"), { timeout: 10_000 });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      actor.send({ type: "AUTH.SUBMIT_PASSWORD", password: `wrong-${attempt}` });
      await waitFor(actor, (s) => s.matches("passwordStep") && shown(s.context) !== null, {
        timeout: 10_000,
      });
    }
    expect(shown(actor.getSnapshot().context)).toBe(Texts.loginLockout);
  });
});

/** Lets `seconds` pass on the simulated clock, a second at a time (each tick schedules the next). */
const pass = (clock: { increment: (ms: number) => void }, seconds: number) => {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
};

describe("'Resend code': a countdown of whole seconds on the simulated clock, then resendLoginOtp", () => {
  it(`counts down from ${RESEND_OTP_WAIT_SECONDS} s; only then can a new code be asked for, with the new otp_id used after`, async () => {
    const { actor, clock, script, send } = await start({ identity: otpIdentity });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS);
    expect(actor.getSnapshot().matches({ otpStep: { resend: "countingDown" } })).toBe(true);
    // Pressed too early: nothing is sent.
    await send({ type: "AUTH.RESEND_OTP" });
    expect(script.names()).toEqual(["validateUserIdentity"]);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS - 1);
    pass(clock, RESEND_OTP_WAIT_SECONDS - 2);
    clock.increment(999);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    expect(actor.getSnapshot().matches({ otpStep: { resend: "ready" } })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(actor.getSnapshot().matches({ otpStep: { resend: "ready" } })).toBe(true);

    await send({ type: "AUTH.RESEND_OTP" });
    expect(script.calls.at(-1)).toEqual({ name: "resendLoginOtp", input: { otp_id: "otp-1" } });
    // The countdown starts again, and the notice is the server's.
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS);
    expect(actor.getSnapshot().matches({ otpStep: { resend: "countingDown" } })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe("An OTP has been sent to your mobile number.");
    await send({ type: "AUTH.SUBMIT_OTP", otp: "123456" });
    expect(script.calls.at(-1)).toEqual({
      name: "validateLoginOtp",
      input: { otp: "123456", otp_id: "otp-2" },
    });
  });

  it("a wrong code does not restart the countdown", async () => {
    const { actor, clock, send } = await start({
      identity: otpIdentity,
      otp: { signedIn: false, message: LoginTexts.en.wrongOtp, domain: null },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    pass(clock, 10);
    await send({ type: "AUTH.SUBMIT_OTP", otp: "000000" });
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS - 10);
    expect(shown(actor.getSnapshot().context)).toBe(LoginTexts.en.wrongOtp);
  });

  it("spec §8: HTTP 429 on the resend is the limit text as a message, and the button stays", async () => {
    const { actor, clock, send } = await start({
      identity: otpIdentity,
      resend: { _tag: "RateLimited", operation: "resendLoginOtp" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    pass(clock, RESEND_OTP_WAIT_SECONDS);
    await send({ type: "AUTH.RESEND_OTP" });
    expect(shown(actor.getSnapshot().context)).toBe(LIMIT);
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "RateLimited", operation: "resendLoginOtp" });
    expect(actor.getSnapshot().hasTag("toast")).toBe(false);
    expect(actor.getSnapshot().matches({ otpStep: { resend: "ready" } })).toBe(true);
  });
});

describe("spec §8: HTTP 429 on the OTP's validation is an error toast that closes after 5000 ms", () => {
  it("shows as a toast, closes by itself after 5000 ms of the simulated clock", async () => {
    const { actor, clock, send } = await start({
      identity: otpIdentity,
      otp: { _tag: "RateLimited", operation: "validateLoginOtp" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await send({ type: "AUTH.SUBMIT_OTP", otp: "000000" });
    expect(actor.getSnapshot().hasTag("toast")).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe(LIMIT);
    clock.increment(4999);
    expect(actor.getSnapshot().hasTag("toast")).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag("toast")).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("the shopper can close it", async () => {
    const { actor, send } = await start({
      identity: otpIdentity,
      otp: { _tag: "RateLimited", operation: "validateLoginOtp" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "9876543210" });
    await send({ type: "AUTH.SUBMIT_OTP", otp: "000000" });
    await send({ type: "AUTH.DISMISS_TOAST" });
    expect(actor.getSnapshot().hasTag("toast")).toBe(false);
  });
});

describe("'Forgot password?' on the password step (generateResetPasswordLink)", () => {
  it("sends the site's reset page path and shows the server's notice; the password step stays", async () => {
    const { actor, script, send } = await start();
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.FORGOT_PASSWORD", reset_link: "/marketplace/rp/" });
    expect(script.calls.at(-1)).toEqual({
      name: "generateResetPasswordLink",
      input: { reset_link: "/marketplace/rp/" },
    });
    expect(actor.getSnapshot().matches({ passwordStep: "linkMailed" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe("A link was mailed.");
    await send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
  });

  it("a failure shows its text and keeps the password step", async () => {
    const { actor, send } = await start({
      forgot: { _tag: "NetworkError", operation: "generateResetPasswordLink", reason: "offline" },
    });
    await send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "priya@demo.example" });
    await send({ type: "AUTH.FORGOT_PASSWORD", reset_link: "/marketplace/rp/" });
    expect(actor.getSnapshot().matches({ passwordStep: "editing" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe(Texts.somethingWentWrongDot);
  });
});
