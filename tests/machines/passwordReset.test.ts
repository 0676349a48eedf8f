/**
 * The password reset page's flow (spec §7.5 'Password reset', §5 'Password'): scripted effects for
 * each rule, then the whole path against the reference API: 'Forgot password?' on the sign-in
 * mails a link, the link's keyword opens the reset, the new password signs in, the link works once.
 */

import { authActors, type MailOutcome } from "@effects/auth";
import { passwordResetActors } from "@effects/passwordReset";
import { textOf } from "@errors/catalogue";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { authMachine } from "@machines/auth";
import { passwordResetEventSchemas, passwordResetMachine } from "@machines/passwordReset";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { ResetTexts } from "../../server/domains/account/reset";
import {
  liveBrowser,
  makeScript,
  type ReferenceApi,
  settle,
  startReferenceApi,
  startSystem,
} from "../support/harness";
import { sayText } from "../support/i18n";

const accepted: MailOutcome = { success: 1, message: ResetTexts.en.valid };
const done: MailOutcome = { success: 1, message: ResetTexts.en.done };

const start = async (answers: { link?: MailOutcome; reset?: MailOutcome } = {}) => {
  const script = makeScript();
  const machine = passwordResetMachine.provide({
    actors: {
      validateResetLink: script.answering<MailOutcome, { readonly reset_link: string }>(
        "validateResetLink",
        () => answers.link ?? accepted,
      ),
      resetPassword: script.answering<
        MailOutcome,
        { readonly reset_link: string; readonly password: string }
      >("resetPassword", () => answers.reset ?? done),
    },
  });
  const started = startSystem(machine, "passwordReset", undefined, []);
  await settle();
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

describe("the reset link is checked first (Validate reset link {reset_link})", () => {
  it("a valid keyword opens the new-password step", async () => {
    const { actor, script, send } = await start();
    await send({ type: "RESET.OPEN", keyword: "kw-1" });
    expect(script.calls).toEqual([{ name: "validateResetLink", input: { reset_link: "kw-1" } }]);
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
  });

  it.each([ResetTexts.en.unknown, ResetTexts.en.expired, ResetTexts.en.used])(
    "a refused link shows the server's text: %s",
    async (message) => {
      const { actor, send } = await start({ link: { success: 0, message } });
      await send({ type: "RESET.OPEN", keyword: "kw-1" });
      expect(actor.getSnapshot().matches("linkRefused")).toBe(true);
      expect(actor.getSnapshot().context.message).toEqual({ server: message });
    },
  );
});

describe("the new password follows spec §5: no spaces, a digit, 8+ characters", () => {
  it.each(["short1", "no digits!", "with space1", ""])("%j is refused before any call", async (password) => {
    const { actor, script, send } = await start();
    await send({ type: "RESET.OPEN", keyword: "kw-1" });
    await send({ type: "RESET.SUBMIT", password });
    expect(script.names()).toEqual(["validateResetLink"]);
    const error = actor.getSnapshot().context.error;
    expect(error).toEqual({ _tag: "PasswordRuleBroken" });
    if (error !== null) {
      expect(sayText(textOf(error), "en", "")).toBe(
        "Your password must have no spaces, at least one digit and at least 8 characters.",
      );
    }
  });

  it("a good one goes to /resetPassword with the keyword; success leads to sign-in", async () => {
    const { actor, script, send } = await start();
    await send({ type: "RESET.OPEN", keyword: "kw-1" });
    await send({ type: "RESET.SUBMIT", password: "Fresh2026pass" });
    expect(script.calls.at(-1)).toEqual({
      name: "resetPassword",
      input: { reset_link: "kw-1", password: "Fresh2026pass" },
    });
    expect(actor.getSnapshot().matches("done")).toBe(true);
    expect(actor.getSnapshot().context.message).toEqual({ server: ResetTexts.en.done });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Fresh2026pass");
  });

  it("a link used or expired meanwhile shows as a refused link", async () => {
    const { actor, send } = await start({ reset: { success: 0, message: ResetTexts.en.used } });
    await send({ type: "RESET.OPEN", keyword: "kw-1" });
    await send({ type: "RESET.SUBMIT", password: "Fresh2026pass" });
    expect(actor.getSnapshot().matches("linkRefused")).toBe(true);
  });
});

describe("the event log never holds the keyword or the password in clear", () => {
  it("both are annotated: the keyword as a token, the password as a password", () => {
    const keys = storefrontSensitiveKeys(passwordResetEventSchemas);
    expect(keys.get("keyword")).toBe("token");
    expect(keys.get("password")).toBe("password");
  });
});

describe("forgot password → mailed link → new password → sign in, against the reference API", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const mailedKeyword = async (to: string): Promise<string> => {
    const response = await api.app.hono.request(`/__outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await response.json()) as { mails: { link: string | null }[] };
    const keyword = mails[0]?.link?.split("/rp/")[1];
    if (keyword === undefined) throw new Error("no mailed link");
    return keyword;
  };

  it("the whole path, and the link works once", async () => {
    const { layer } = liveBrowser(api);
    const signIn = startSystem(authMachine.provide({ actors: authActors(layer) }), "auth", {}, ["session"]);
    signIn.actor.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: "nina@demo.example" });
    await waitFor(signIn.actor, (s) => s.matches("passwordStep"), { timeout: 10_000 });
    signIn.actor.send({ type: "AUTH.FORGOT_PASSWORD", reset_link: "/marketplace/rp/" });
    await waitFor(signIn.actor, (s) => s.matches({ passwordStep: "linkMailed" }), { timeout: 10_000 });
    expect(signIn.actor.getSnapshot().context.message).toEqual({ server: ResetTexts.en.mailed });
    const keyword = await mailedKeyword("nina@demo.example");

    const reset = startSystem(
      passwordResetMachine.provide({ actors: passwordResetActors(layer) }),
      "passwordReset",
      undefined,
      [],
    );
    reset.actor.send({ type: "RESET.OPEN", keyword });
    await waitFor(reset.actor, (s) => s.matches("choosing"), { timeout: 10_000 });
    reset.actor.send({ type: "RESET.SUBMIT", password: "Nina2026new" });
    await waitFor(reset.actor, (s) => s.matches("done"), { timeout: 10_000 });

    signIn.actor.send({ type: "AUTH.SUBMIT_PASSWORD", password: "Nina2026new" });
    await waitFor(signIn.actor, (s) => s.matches("signedIn"), { timeout: 10_000 });

    const again = startSystem(
      passwordResetMachine.provide({ actors: passwordResetActors(layer) }),
      "passwordReset",
      undefined,
      [],
    );
    again.actor.send({ type: "RESET.OPEN", keyword });
    await waitFor(again.actor, (s) => s.matches("linkRefused"), { timeout: 10_000 });
    expect(again.actor.getSnapshot().context.message).toEqual({ server: ResetTexts.en.used });
  });
});
