import { fetchUserDetails } from "@contract/account";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import { signUpActors } from "@effects/signUp";
import { signUpMachine } from "@machines/signUp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { SignUpTexts } from "../../server/domains/account/signup";
import { liveBrowser, type ReferenceApi, startReferenceApi, startSystem } from "../support/harness";

const PASSWORD = "Joined2026now";

describe("sign-up against the reference API (live effects, spec §7.5)", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const startLive = () => {
    const { browser, layer } = liveBrowser(api);
    const machine = signUpMachine.provide({ actors: signUpActors(layer) });
    return { browser, ...startSystem(machine, "signUp", undefined, ["session"]) };
  };

  const mails = async (to: string) => {
    const response = await api.app.hono.request(`/__outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { mails: { kind: string; body: string; link: string | null }[] })
      .mails;
  };

  const submit = (email: string, mobile = "") =>
    ({
      type: "SIGNUP.SUBMIT",
      email,
      mobile,
      country: "IN",
      full_name: "Nina Okafor",
      password: PASSWORD,
      url: "/marketplace",
      reset_link: "/marketplace/rp/",
    }) as const;

  it("signs up, opens the account with the mailed code, stores the session, mails the link and the welcome", async () => {
    const { browser, actor, eventsOf } = startLive();
    actor.send(submit("nina@live.example", "9123456789"));
    await waitFor(actor, (s) => s.matches("codeStep"), { timeout: 10_000 });
    const code = (await mails("nina@live.example"))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    actor.send({ type: "SIGNUP.SUBMIT_OTP", otp: code });
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 10_000 });

    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_IN", redirect: null }]);
    expect(browser.state.session.get("s_e_t")).toBe("1");
    const token = browser.state.session.get("a_t");
    const details = await api.call(fetchUserDetails, {}, { token });
    expect(details.data?.data.fetchUserDetails.email).toBe("nina@live.example");
    expect((await mails("nina@live.example")).map((m) => m.kind)).toEqual([
      "welcome",
      "verification",
      "setup-otp",
    ]);
    // The new account signs in with its password.
    const identity = await api.call(validateUserIdentity, { user_input: "nina@live.example" });
    const signIn = await api.call(
      validatePassword,
      { password: PASSWORD },
      { token: identity.data?.data?.a_t },
    );
    expect(signIn.data?.success).toBe(1);
  });

  it("a taken e-mail stays on the form with the server's text", async () => {
    const { actor, browser } = startLive();
    actor.send(submit("priya@demo.example"));
    await waitFor(actor, (s) => s.matches("form") && s.context.message !== null, { timeout: 10_000 });
    expect(actor.getSnapshot().context.message).toEqual({ server: SignUpTexts.en.emailTaken });
    expect(browser.state.session.size).toBe(0);
  });

  it("resendSetupOtp after the countdown sends a new code, which opens the account", async () => {
    const { actor, clock } = startLive();
    actor.send(submit("again@live.example"));
    await waitFor(actor, (s) => s.matches("codeStep"), { timeout: 10_000 });
    for (let second = 0; second < RESEND_OTP_WAIT_SECONDS; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "ready" } })).toBe(true);
    actor.send({ type: "SIGNUP.RESEND_OTP" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }), {
      timeout: 10_000,
    });
    const sent = (await mails("again@live.example")).filter((m) => m.kind === "setup-otp");
    expect(sent).toHaveLength(2);
    actor.send({ type: "SIGNUP.SUBMIT_OTP", otp: sent[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "" });
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 10_000 });
  });
});
