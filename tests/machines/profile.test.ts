/**
 * The PROFILE tab's flow (spec §3 'User', §5, §7.5 'Profile', §8 'HTTP 429 on edit profile') with
 * scripted effects: the details load; the edit form is refused before any call when a field
 * breaks its rule or changes the e-mail or mobile number without the current password, sent with
 * update_employee_data otherwise, then the details load again and "session" hears
 * SESSION.USER_CHANGED; a new e-mail asks for the code mailed to it first; change password with
 * the rule of spec §5; the alternate e-mail; HTTP 401 ends the session.
 */

import type { PhoneListCountry } from "@domain/phoneList";
import type { ProfileForm } from "@domain/profile";
import type { AlternateOutcome, EditOutcome, LoadedProfile, ProfileOutcome } from "@effects/profile";
import { present } from "@errors/catalogue";
import { type ErrorData, toErrorData } from "@errors/data";
import { CountryFetchFailed, CurrentPasswordWrong } from "@errors/situations";
import { RateLimited, Unauthenticated } from "@errors/transport";
import { profileMachine } from "@machines/profile";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";
import { INDIA, VIETNAM } from "../support/phoneList";

const loaded: LoadedProfile = {
  details: {
    first_name: "Priya",
    last_name: "Sharma",
    email: "priya@demo.example",
    mobile_code: "91",
    mobile: "9876543210",
    country: "IN",
    company: "Rewards Marketplace",
    member_since: "2024-03-14 10:22:05",
  },
  logo_url: null,
  alternative_email: null,
};
const form: ProfileForm = {
  first_name: "Priya",
  last_name: "Sharma",
  email: "priya@demo.example",
  mobile: "9876543210",
  country: "IN",
  password: "",
};
const saved: EditOutcome = { success: 1, message: "Your profile has been updated.", pending_email: null };
const rateLimited = toErrorData(new RateLimited({ operation: "update_employee_data" }));
const expired = toErrorData(new Unauthenticated({ operation: "update_employee_data" }));

type Answer<O> = O | { readonly fail: ErrorData };
interface Answers {
  readonly load?: Answer<LoadedProfile>;
  readonly save?: Answer<EditOutcome> | ((form: ProfileForm) => EditOutcome);
  readonly password?: Answer<ProfileOutcome>;
  readonly alternate?: Answer<AlternateOutcome>;
  /** The server's phone list (spec §7.2); without it the call never answers. */
  readonly phoneList?: Answer<readonly PhoneListCountry[]>;
}

const start = async (answers: Answers = {}) => {
  const script = makeScript();
  const answerWith =
    <O>(answer: Answer<O> | undefined, fallback: O) =>
    () => {
      const given = answer ?? fallback;
      if (typeof given === "object" && given !== null && "fail" in given) throw given.fail;
      return given;
    };
  const machine = profileMachine.provide({
    actors: {
      loadProfile: script.answering<LoadedProfile, void>("loadProfile", answerWith(answers.load, loaded)),
      ...(answers.phoneList === undefined
        ? {}
        : {
            loadPhoneList: script.answering<readonly PhoneListCountry[], void>(
              "loadPhoneList",
              answerWith(answers.phoneList, []),
            ),
          }),
      saveProfile: script.answering<EditOutcome, ProfileForm>("saveProfile", (input) => {
        const save = answers.save;
        return typeof save === "function" ? save(input) : answerWith(save, saved)();
      }),
      changePassword: script.answering<ProfileOutcome, { old_password: string; new_password: string }>(
        "changePassword",
        answerWith(answers.password, { success: 1, message: "Your password has been changed." }),
      ),
      saveAlternateEmail: script.answering<AlternateOutcome, { alternative_email: string }>(
        "saveAlternateEmail",
        answerWith(answers.alternate, {
          success: 1,
          message: null,
          alternative_email: "p.sharma@mail.example",
        }),
      ),
    },
  });
  const started = startSystem(machine, "profile", undefined, ["session"]);
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
    await settle();
  };
  await send({ type: "PROFILE.OPEN" });
  return { ...started, script, send };
};

describe("the details (fetchUserDetails, fetchUsersProfileLogo)", () => {
  it("load when the tab opens", async () => {
    const { actor, script } = await start();
    expect(script.names()).toEqual(["loadProfile"]);
    expect(actor.getSnapshot().context.profile).toEqual(loaded);
  });

  it("a failure is kept and 'Try again' loads again", async () => {
    const offline = toErrorData(new RateLimited({ operation: "fetchUserDetails" }));
    const { actor, send, script } = await start({ load: { fail: offline } });
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.loadError).toEqual(offline);
    await send({ type: "PROFILE.OPEN" });
    expect(script.names()).toEqual(["loadProfile", "loadProfile"]);
  });
});

describe("the phone list of spec §7.2 getCountryList feeds the mobile number's check (spec §5)", () => {
  const vietnam = VIETNAM;
  const india = INDIA;
  const vietnamese = { ...form, country: "VN", mobile: "912345678", password: "Demo@1234" };

  it("asked once at start; a country only the server's list has is checked and sent with it", async () => {
    const { actor, send, script } = await start({ phoneList: [india, vietnam] });
    expect(script.names()).toEqual(["loadPhoneList", "loadProfile"]);
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...vietnamese, mobile: "91234567" });
    expect(actor.getSnapshot().context.edit.error).toEqual({ _tag: "InvalidMobileNumber" });
    await send({ type: "PROFILE.SAVE", ...vietnamese });
    expect(script.calls.find((call) => call.name === "saveProfile")?.input).toEqual({
      ...vietnamese,
      phoneList: [india, vietnam],
    });
  });

  it("after a failed or malformed answer the built-in list serves: it has no Vietnam", async () => {
    const failed = toErrorData(new CountryFetchFailed());
    const { actor, send, script } = await start({ phoneList: { fail: failed } });
    expect(actor.getSnapshot().context.phoneList).toBeNull();
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...vietnamese });
    expect(actor.getSnapshot().context.edit.error).toEqual({ _tag: "InvalidMobileNumber" });
    await send({ type: "PROFILE.SAVE", ...form, mobile: "9845077777", password: "Demo@1234" });
    expect(script.names()).toContain("saveProfile");
  });
});

describe("edit profile (update_employee_data) and the rules of spec §5", () => {
  it("a 6-digit Indian mobile is refused before any call with the spec §5 text", async () => {
    const { actor, send, script } = await start();
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, mobile: "984501" });
    expect(script.names()).toEqual(["loadProfile"]);
    const error = actor.getSnapshot().context.edit.error;
    expect(error).toEqual({ _tag: "InvalidMobileNumber" });
    expect(error === null ? null : present(error)).toEqual({
      kind: "field",
      field: "mobile",
      text: { key: "invalidMobileNumber" },
    });
    expect(actor.getSnapshot().matches({ ready: { details: "editing" } })).toBe(true);
  });

  it("a bad name or e-mail is refused with its field", async () => {
    const { actor, send } = await start();
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, first_name: "" });
    expect(actor.getSnapshot().context.edit.error).toEqual({
      _tag: "ProfileFieldInvalid",
      field: "first_name",
    });
    await send({ type: "PROFILE.SAVE", ...form, email: "priya@demo" });
    expect(actor.getSnapshot().context.edit.error).toEqual({ _tag: "ProfileFieldInvalid", field: "email" });
  });

  it("a 10-digit one is sent with the current password; the details load again and 'session' hears SESSION.USER_CHANGED", async () => {
    const { actor, send, script, eventsOf } = await start();
    await send({ type: "PROFILE.EDIT" });
    const changed = { ...form, mobile: "9845077777", password: "Demo@1234" };
    await send({ type: "PROFILE.SAVE", ...changed });
    expect(script.calls[1]).toEqual({ name: "saveProfile", input: { ...changed, phoneList: null } });
    expect(script.names()).toEqual(["loadProfile", "saveProfile", "loadProfile"]);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.USER_CHANGED" }]);
    expect(actor.getSnapshot().matches({ ready: { details: { viewing: "saved" } } })).toBe(true);
  });

  it("HTTP 429 is kept as data: the spec §8 text, returned as a message", async () => {
    const { actor, send, eventsOf } = await start({ save: { fail: rateLimited } });
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form });
    expect(actor.getSnapshot().context.edit.error).toEqual(rateLimited);
    expect(present(rateLimited)).toEqual({ kind: "message", text: { key: "limitExceeded" } });
    expect(actor.getSnapshot().matches({ ready: { details: "editing" } })).toBe(true);
    expect(eventsOf("session")).toEqual([]);
  });

  it("a refusal shows the server's text; HTTP 401 ends the session", async () => {
    const refused = await start({
      save: { success: 0, message: "This e-mail address is already used.", pending_email: null },
    });
    await refused.send({ type: "PROFILE.EDIT" });
    await refused.send({ type: "PROFILE.SAVE", ...form });
    expect(refused.actor.getSnapshot().context.edit.message).toEqual({
      server: "This e-mail address is already used.",
    });
    const gone = await start({ save: { fail: expired } });
    await gone.send({ type: "PROFILE.EDIT" });
    await gone.send({ type: "PROFILE.SAVE", ...form });
    expect(gone.eventsOf("session")).toEqual([{ type: "SESSION.EXPIRED" }]);
  });
});

describe("a new sign-in e-mail or mobile number (update_employee_data {update_data: {password, email_otp}})", () => {
  const newEmail = "p.sharma@mail.example";
  /** The server: a code mailed for a new e-mail sent without one; saved once the code comes. */
  const server = (input: ProfileForm): EditOutcome =>
    input.email === newEmail && input.email_otp === undefined
      ? { success: 1, message: `We have sent a 6-digit code to ${newEmail}.`, pending_email: newEmail }
      : saved;

  it("without the current password, a new e-mail or mobile number is refused before any call", async () => {
    const { actor, send, script } = await start();
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, email: newEmail });
    const error = actor.getSnapshot().context.edit.error;
    expect(error).toEqual({ _tag: "ProfileFieldInvalid", field: "password" });
    expect(error === null ? null : present(error)).toEqual({
      kind: "field",
      field: "password",
      text: { key: "profileCurrentPassword" },
    });
    await send({ type: "PROFILE.SAVE", ...form, mobile: "9845077777" });
    expect(actor.getSnapshot().context.edit.error).toEqual({
      _tag: "ProfileFieldInvalid",
      field: "password",
    });
    expect(script.names()).toEqual(["loadProfile"]);
    // The names alone need no password.
    await send({ type: "PROFILE.SAVE", ...form, first_name: "Priyanka" });
    expect(script.names()).toEqual(["loadProfile", "saveProfile", "loadProfile"]);
  });

  it("a new e-mail: the code is asked for and nothing is told; the form with the code saves it", async () => {
    const { actor, send, script, eventsOf } = await start({ save: server });
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, email: newEmail, password: "Demo@1234" });
    expect(script.calls[1]).toEqual({
      name: "saveProfile",
      input: { ...form, email: newEmail, password: "Demo@1234", phoneList: null },
    });
    expect(actor.getSnapshot().matches({ ready: { details: "editing" } })).toBe(true);
    expect(actor.getSnapshot().context.pendingEmail).toBe(newEmail);
    expect(actor.getSnapshot().context.edit).toEqual({ error: null, message: null });
    expect(eventsOf("session")).toEqual([]);

    await send({ type: "PROFILE.SAVE", ...form, email: newEmail, password: "Demo@1234", email_otp: "45123" });
    expect(actor.getSnapshot().context.edit.error).toEqual({
      _tag: "ProfileFieldInvalid",
      field: "email_otp",
    });
    expect(script.names()).toEqual(["loadProfile", "saveProfile"]);

    await send({
      type: "PROFILE.SAVE",
      ...form,
      email: newEmail,
      password: "Demo@1234",
      email_otp: "045123",
    });
    expect(script.calls[2]).toEqual({
      name: "saveProfile",
      input: { ...form, email: newEmail, password: "Demo@1234", email_otp: "045123", phoneList: null },
    });
    expect(script.names()).toEqual(["loadProfile", "saveProfile", "saveProfile", "loadProfile"]);
    expect(actor.getSnapshot().matches({ ready: { details: { viewing: "saved" } } })).toBe(true);
    expect(actor.getSnapshot().context.pendingEmail).toBeNull();
    expect(eventsOf("session")).toEqual([{ type: "SESSION.USER_CHANGED" }]);
  });

  it("a wrong code or password is the server's text in the form, which keeps asking for the code", async () => {
    const wrong = "The code you entered is not correct. Please check it and try again.";
    const { actor, send } = await start({
      save: (input) =>
        input.email_otp === undefined ? server(input) : { success: 0, message: wrong, pending_email: null },
    });
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, email: newEmail, password: "Demo@1234" });
    await send({
      type: "PROFILE.SAVE",
      ...form,
      email: newEmail,
      password: "Demo@1234",
      email_otp: "000000",
    });
    expect(actor.getSnapshot().context.edit.message).toEqual({ server: wrong });
    expect(actor.getSnapshot().context.pendingEmail).toBe(newEmail);
    expect(actor.getSnapshot().matches({ ready: { details: "editing" } })).toBe(true);
  });

  it("editing again starts without a code asked for", async () => {
    const { actor, send } = await start({ save: server });
    await send({ type: "PROFILE.EDIT" });
    await send({ type: "PROFILE.SAVE", ...form, email: newEmail, password: "Demo@1234" });
    await send({ type: "PROFILE.CANCEL_EDIT" });
    await send({ type: "PROFILE.EDIT" });
    expect(actor.getSnapshot().context.pendingEmail).toBeNull();
  });
});

describe("change password (change_query {reset_input})", () => {
  const ok = { old_password: "Demo@1234", new_password: "Fresh2026pass", confirm_password: "Fresh2026pass" };

  it("a new password breaking the rule of spec §5 is refused before any call", async () => {
    const { actor, send, script } = await start();
    await send({ type: "PASSWORD.CHANGE", ...ok, new_password: "short1", confirm_password: "short1" });
    expect(actor.getSnapshot().context.password.error).toEqual({ _tag: "PasswordRuleBroken" });
    await send({ type: "PASSWORD.CHANGE", ...ok, confirm_password: "other2026pass" });
    expect(actor.getSnapshot().context.password.error).toEqual({
      _tag: "PasswordChangeInvalid",
      reason: "mismatch",
    });
    expect(script.names()).toEqual(["loadProfile"]);
  });

  it("sends the current and the new password only, and says it changed", async () => {
    const { actor, send, script } = await start();
    await send({ type: "PASSWORD.CHANGE", ...ok });
    expect(script.calls[1]).toEqual({
      name: "changePassword",
      input: { old_password: "Demo@1234", new_password: "Fresh2026pass" },
    });
    expect(actor.getSnapshot().matches({ ready: { password: "changed" } })).toBe(true);
  });

  it("a wrong current password is refused with the catalogue's text", async () => {
    const wrong = toErrorData(new CurrentPasswordWrong());
    const { actor, send } = await start({ password: { fail: wrong } });
    await send({ type: "PASSWORD.CHANGE", ...ok });
    expect(actor.getSnapshot().context.password.error).toEqual(wrong);
    expect(present(wrong)).toEqual({
      kind: "field",
      field: "old_password",
      text: { key: "currentPasswordWrong" },
    });
    expect(actor.getSnapshot().matches({ ready: { password: "editing" } })).toBe(true);
  });
});

describe("the alternate e-mail", () => {
  it("is checked with the e-mail rule, then sent and kept", async () => {
    const { actor, send, script } = await start();
    await send({ type: "ALTERNATE.SAVE", alternative_email: "p.sharma@mail" });
    expect(actor.getSnapshot().context.alternate.error).toEqual({
      _tag: "ProfileFieldInvalid",
      field: "alternate_email",
    });
    await send({ type: "ALTERNATE.SAVE", alternative_email: "priya@demo.example" });
    expect(actor.getSnapshot().context.alternate.error).toEqual({
      _tag: "ProfileFieldInvalid",
      field: "alternate_same",
    });
    await send({ type: "ALTERNATE.SAVE", alternative_email: "p.sharma@mail.example" });
    expect(script.names()).toEqual(["loadProfile", "saveAlternateEmail"]);
    expect(actor.getSnapshot().context.profile?.alternative_email).toBe("p.sharma@mail.example");
    expect(actor.getSnapshot().matches({ ready: { alternate: "saved" } })).toBe(true);
  });
});
