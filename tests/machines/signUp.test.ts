import { sensitiveKindOf } from "@contract/sensitive";
import type { PhoneListCountry } from "@domain/phoneList";
import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import type { ResendOutcome, SignInOutcome } from "@effects/auth";
import { present, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import {
  type SignUpContext,
  type SignUpEvent,
  type SignUpOutcome,
  signUpEventSchemas,
  signUpMachine,
} from "@machines/signUp";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SignUpTexts } from "../../server/domains/account/signup";
import { makeScript, settle, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";
import { INDIA, VIETNAM } from "../support/phoneList";

const SUPPORT = "help@acme.example";
const LIMIT =
  "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to help@acme.example. Thank you for your patience.";

type SubmitEvent = Extract<SignUpEvent, { type: "SIGNUP.SUBMIT" }>;
const submit = (over: Partial<SubmitEvent> = {}): SubmitEvent => ({
  type: "SIGNUP.SUBMIT",
  email: "nina@new.example",
  mobile: "",
  country: "IN",
  full_name: "Nina Okafor",
  password: "Joined2026now",
  url: "/marketplace",
  reset_link: "/marketplace/rp/",
  ...over,
});

const otpSent: SignUpOutcome = { success: 1, message: SignUpTexts.en.otpSent, otp_id: "otp-1" };
const resent: ResendOutcome = { success: 1, message: SignUpTexts.en.otpSent, otp_id: "otp-2" };
const signedIn: SignInOutcome = { signedIn: true, message: SignUpTexts.en.welcome, domain: null };

type Answer<O> = O | ErrorData;
const unwrap = <O extends object>(value: Answer<O>): O => {
  if ("_tag" in value) throw value;
  return value;
};

const shown = (context: SignUpContext): string | null =>
  context.error !== null
    ? sayText(textOf(context.error), "en", SUPPORT)
    : context.message === null
      ? null
      : sayText(context.message, "en", SUPPORT);

const start = async (
  answers: {
    signUp?: Answer<SignUpOutcome>;
    otp?: Answer<SignInOutcome>;
    resend?: Answer<ResendOutcome>;
    /** The server's phone list (spec §7.2), or its failure; without it the call never answers. */
    phoneList?: readonly PhoneListCountry[] | ErrorData;
  } = {},
) => {
  const script = makeScript();
  const { phoneList } = answers;
  const machine = signUpMachine.provide({
    actors: {
      signUpStores: script.answering<
        SignUpOutcome,
        Omit<SubmitEvent, "type"> & { readonly phoneList: readonly PhoneListCountry[] | null }
      >("signUpStores", () => unwrap(answers.signUp ?? otpSent)),
      ...(phoneList === undefined
        ? {}
        : {
            loadPhoneList:
              "_tag" in phoneList
                ? script.failing<readonly PhoneListCountry[], void>("loadPhoneList", phoneList)
                : script.answering<readonly PhoneListCountry[], void>("loadPhoneList", () => phoneList),
          }),
      validateSetupOtp: script.answering<SignInOutcome, { readonly otp: string; readonly otp_id: string }>(
        "validateSetupOtp",
        () => unwrap(answers.otp ?? signedIn),
      ),
      resendSetupOtp: script.answering<ResendOutcome, { readonly otp_id: string }>("resendSetupOtp", () =>
        unwrap(answers.resend ?? resent),
      ),
    },
  });
  const started = startSystem(machine, "signUp", undefined, ["session"]);
  await settle();
  const send = async (event: SignUpEvent) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

/** Lets `seconds` pass on the simulated clock, a second at a time. */
const pass = (clock: { increment: (ms: number) => void }, seconds: number) => {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
};

describe("sign-up events: secrets and personal data are annotated for the event log", () => {
  it("e-mail, phone, name, password and otp", () => {
    const kindOf = (type: string, field: string) => {
      const schema = signUpEventSchemas.find((s) => s.fields.type.literal === type);
      const fields: Record<string, Schema.Top> | undefined = schema?.fields;
      const fieldSchema = fields?.[field];
      return fieldSchema === undefined ? undefined : sensitiveKindOf(fieldSchema);
    };
    expect(kindOf("SIGNUP.SUBMIT", "email")).toBe("email");
    expect(kindOf("SIGNUP.SUBMIT", "mobile")).toBe("phone");
    expect(kindOf("SIGNUP.SUBMIT", "full_name")).toBe("name");
    expect(kindOf("SIGNUP.SUBMIT", "password")).toBe("password");
    expect(kindOf("SIGNUP.SUBMIT_OTP", "otp")).toBe("otp");
    expect(Schema.is(signUpEventSchemas[1])(submit())).toBe(true);
  });
});

describe("sign-up form: a field against its rule of spec §5 is refused before any call", () => {
  it.each([
    [
      { email: "", mobile: "" },
      { _tag: "SignUpFieldInvalid", field: "contact" },
    ],
    [{ email: "nina@" }, { _tag: "SignUpFieldInvalid", field: "email" }],
    [
      { mobile: "98765", country: "IN" },
      { _tag: "SignUpFieldInvalid", field: "mobile" },
    ],
    [{ full_name: "  " }, { _tag: "SignUpFieldInvalid", field: "name" }],
    [{ password: "no digits" }, { _tag: "PasswordRuleBroken" }],
  ] as const)("%o", async (over, error) => {
    const { actor, script, send } = await start();
    await send(submit(over));
    expect(actor.getSnapshot().context.error).toEqual(error);
    expect(actor.getSnapshot().matches("form")).toBe(true);
    expect(script.names()).toEqual([]);
  });

  it("the password rule's text (§5)", async () => {
    const { actor, send } = await start();
    await send(submit({ password: "short1" }));
    expect(shown(actor.getSnapshot().context)).toBe(
      "Your password must have no spaces, at least one digit and at least 8 characters.",
    );
  });
});

describe("sign-up: the phone list of spec §7.2 getCountryList feeds the phone-length check (spec §5)", () => {
  const vietnam = VIETNAM;
  const india = INDIA;

  it("asks for the list once when the flow starts and keeps it when the form opens again", async () => {
    const { actor, script, send } = await start({ phoneList: [india, vietnam] });
    expect(script.names()).toEqual(["loadPhoneList"]);
    expect(actor.getSnapshot().context.phoneList).toEqual([india, vietnam]);
    await send({ type: "SIGNUP.OPEN" });
    expect(actor.getSnapshot().context.phoneList).toEqual([india, vietnam]);
    expect(script.names()).toEqual(["loadPhoneList"]);
  });

  it("a country only the server's list has: its lengths decide, and its code goes with the call", async () => {
    const { actor, script, send } = await start({ phoneList: [india, vietnam] });
    await send(submit({ mobile: "91234567", country: "VN" }));
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignUpFieldInvalid", field: "mobile" });
    await send(submit({ mobile: "912345678", country: "VN" }));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(script.calls.at(-1)).toMatchObject({
      name: "signUpStores",
      input: { mobile: "912345678", country: "VN", phoneList: [india, vietnam] },
    });
  });

  it("while the list comes, or after it failed, the built-in list serves (India 10 to 10)", async () => {
    for (const answers of [{}, { phoneList: { _tag: "CountryFetchFailed" } as const }]) {
      const { actor, send } = await start(answers);
      expect(actor.getSnapshot().context.phoneList).toBeNull();
      await send(submit({ mobile: "912345678", country: "VN" }));
      // The built-in list lacks Vietnam: a number of it cannot be given a code.
      expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignUpFieldInvalid", field: "mobile" });
      await send(submit({ mobile: "987654321", country: "IN" }));
      expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignUpFieldInvalid", field: "mobile" });
      await send(submit({ mobile: "9876543210", country: "IN" }));
      expect(actor.getSnapshot().matches("form")).toBe(false);
    }
  });
});

describe("sign-up: signUpStores, the setup OTP, then the session's start-up", () => {
  it("sends the form, waits for the code, validates it and tells the session", async () => {
    const { actor, script, send, eventsOf } = await start();
    await send(submit());
    const { type: _submitted, ...form } = submit();
    expect(script.calls.find((call) => call.name === "signUpStores")).toEqual({
      name: "signUpStores",
      input: { ...form, phoneList: null },
    });
    expect(actor.getSnapshot().matches("codeStep")).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe(SignUpTexts.en.otpSent);
    // The form never enters the context.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Joined2026now");
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("nina@new.example");

    await send({ type: "SIGNUP.SUBMIT_OTP", otp: "123456" });
    expect(script.calls.at(-1)).toEqual({
      name: "validateSetupOtp",
      input: { otp: "123456", otp_id: "otp-1" },
    });
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.LOGGED_IN", redirect: null }]);
  });

  it("a taken e-mail shows the server's text on the form; nothing is told to the session", async () => {
    const { actor, send, eventsOf } = await start({
      signUp: { success: 0, message: SignUpTexts.en.emailTaken, otp_id: null },
    });
    await send(submit());
    expect(actor.getSnapshot().matches("form")).toBe(true);
    expect(shown(actor.getSnapshot().context)).toBe(SignUpTexts.en.emailTaken);
    expect(eventsOf("session")).toEqual([]);
  });

  it("an empty code is refused; a wrong code shows the server's text and stays on the step", async () => {
    const { actor, script, send, eventsOf } = await start({
      otp: { signedIn: false, message: SignUpTexts.en.wrongOtp, domain: null },
    });
    await send(submit());
    await send({ type: "SIGNUP.SUBMIT_OTP", otp: " " });
    expect(actor.getSnapshot().context.error).toEqual({ _tag: "SignInFieldEmpty", field: "otp" });
    expect(script.names()).toEqual(["signUpStores"]);
    await send({ type: "SIGNUP.SUBMIT_OTP", otp: "000000" });
    expect(shown(actor.getSnapshot().context)).toBe(SignUpTexts.en.wrongOtp);
    expect(actor.getSnapshot().matches({ codeStep: { code: "editing" } })).toBe(true);
    expect(eventsOf("session")).toEqual([]);
  });
});

describe("'Resend code' on the setup OTP step: the sign-in's countdown on the simulated clock", () => {
  it("counts down whole seconds, then resendSetupOtp, which starts it again", async () => {
    const { actor, clock, script, send } = await start();
    await send(submit());
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS);
    await send({ type: "SIGNUP.RESEND_OTP" });
    expect(script.names()).toEqual(["signUpStores"]);
    pass(clock, RESEND_OTP_WAIT_SECONDS - 1);
    clock.increment(999);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "ready" } })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "ready" } })).toBe(true);
    await send({ type: "SIGNUP.RESEND_OTP" });
    expect(script.calls.at(-1)).toEqual({ name: "resendSetupOtp", input: { otp_id: "otp-1" } });
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_OTP_WAIT_SECONDS);
    await send({ type: "SIGNUP.SUBMIT_OTP", otp: "123456" });
    expect(script.calls.at(-1)).toEqual({
      name: "validateSetupOtp",
      input: { otp: "123456", otp_id: "otp-2" },
    });
  });

  it("spec §8: HTTP 429 on the resend is the limit text as a message, and the button stays", async () => {
    const { actor, clock, send } = await start({
      resend: { _tag: "RateLimited", operation: "resendSetupOtp" },
    });
    await send(submit());
    pass(clock, RESEND_OTP_WAIT_SECONDS);
    await send({ type: "SIGNUP.RESEND_OTP" });
    expect(shown(actor.getSnapshot().context)).toBe(LIMIT);
    expect(present({ _tag: "RateLimited", operation: "resendSetupOtp" }).kind).toBe("message");
    expect(actor.getSnapshot().matches({ codeStep: { resend: "ready" } })).toBe(true);
  });
});
