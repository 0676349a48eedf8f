/**
 * The PROFILE tab's effects against the reference API over real HTTP (spec §7.5 'Profile'): the
 * details with the contact split, the logo, edit profile (persisted: fetchUserDetails answers the
 * new values; a new e-mail saved by the edit sent again with the code mailed to it), the HTTP 429
 * of edit profile (spec §8), change password (a wrong current password refused; the new one signs
 * in, the old one no longer), and the alternate e-mail kept under 'alternateEmail'.
 */

import { validatePassword, validateUserIdentity } from "@contract/identity";
import { changePassword, loadProfile, saveAlternateEmail, saveProfile } from "@effects/profile";
import type { StorefrontServices } from "@effects/runtime/layer";
import { ALTERNATE_EMAIL_KEY } from "@effects/session";
import { errorDataOf } from "@errors/data";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_EDITS_PER_MINUTE, ProfileTexts } from "../../server/domains/profile/handlers";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

const failureOf = async <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => {
  const result = await Effect.runPromise(Effect.provide(Effect.flip(program), layer));
  return errorDataOf(result);
};

/** The session token of a password sign-in, or null when it is refused. */
const tokenOf = async (email: string, password: string): Promise<string | null> => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(validatePassword, { password }, { token: step1.data?.data?.a_t ?? "" });
  return step2.data?.data?.a_t ?? null;
};

const signedIn = async (email: string, password = "Demo@1234") => {
  const token = await tokenOf(email, password);
  if (token === null) throw new Error(`sign-in of ${email} failed`);
  return liveBrowser(api, { session: { a_t: token, s_e_t: "1" } });
};

describe("the user's details and logo (fetchUserDetails, fetchUsersProfileLogo)", () => {
  it("Priya's details with the contact split into code and number, and her logo", async () => {
    const { layer } = await signedIn("priya@demo.example");
    const loaded = await run(loadProfile(), layer);
    expect(loaded.details).toEqual({
      first_name: "Priya",
      last_name: "Sharma",
      email: "priya@demo.example",
      mobile_code: "91",
      mobile: "9876543210",
      country: "IN",
      company: "Rewards Marketplace",
      member_since: "2024-03-14 10:22:05",
    });
    expect(loaded.logo_url).toBe("/profile/avatar-priya.svg");
    expect(loaded.alternative_email).toBeNull();
  });

  it("a user without a logo gets none (the tab shows initials)", async () => {
    const { layer } = await signedIn("omar@acme.example");
    expect((await run(loadProfile(), layer)).logo_url).toBeNull();
  });
});

describe("edit profile (update_employee_data {update_data})", () => {
  it("persists: the next fetchUserDetails answers the new names and mobile", async () => {
    const { layer } = await signedIn("kiran.desktop@demo.example");
    const saved = await run(
      saveProfile({
        first_name: " Kiran ",
        last_name: "Rao-Menon",
        email: "kiran.desktop@demo.example",
        mobile: "9845099999",
        country: "IN",
        password: "Demo@1234",
      }),
      layer,
    );
    expect(saved).toEqual({ success: 1, message: ProfileTexts.en.updated, pending_email: null });
    const loaded = await run(loadProfile(), layer);
    expect(loaded.details.last_name).toBe("Rao-Menon");
    expect(loaded.details.first_name).toBe("Kiran");
    expect(loaded.details.mobile).toBe("9845099999");
  });

  it("the server refuses a 6-digit Indian mobile with the spec §5 text, and a taken e-mail", async () => {
    const { layer } = await signedIn("kiran.phone@demo.example");
    const form = {
      first_name: "Kiran",
      last_name: "Rao",
      email: "kiran.phone@demo.example",
      country: "IN",
      password: "Demo@1234",
    };
    expect(await run(saveProfile({ ...form, mobile: "984501" }), layer)).toEqual({
      success: 0,
      message: "Mobile number should be between 7 to 16 digits only",
      pending_email: null,
    });
    expect(
      await run(saveProfile({ ...form, email: "priya@demo.example", mobile: "9845012346" }), layer),
    ).toEqual({ success: 0, message: ProfileTexts.en.emailTaken, pending_email: null });
  });

  it("a new e-mail: the first edit mails a code and saves nothing, the same edit with the code saves it", async () => {
    const { layer } = await signedIn("kiran.phone@demo.example");
    const form = {
      first_name: "Kiran",
      last_name: "Rao",
      email: "kiran.rao.phone@mail.example",
      mobile: "9845012346",
      country: "IN",
      password: "Demo@1234",
    };
    expect(await run(saveProfile(form), layer)).toEqual({
      success: 1,
      message: ProfileTexts.en.emailCodeSent("kiran.rao.phone@mail.example"),
      pending_email: "kiran.rao.phone@mail.example",
    });
    expect((await run(loadProfile(), layer)).details.email).toBe("kiran.phone@demo.example");
    const mail = api.db
      .prepare("SELECT body FROM outbox WHERE to_address = ? AND kind = 'email-change-code'")
      .get("kiran.rao.phone@mail.example") as { body: string };
    const code = mail.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(await run(saveProfile({ ...form, email_otp: code }), layer)).toEqual({
      success: 1,
      message: ProfileTexts.en.updated,
      pending_email: null,
    });
    expect((await run(loadProfile(), layer)).details.email).toBe("kiran.rao.phone@mail.example");
  });

  it(`answers HTTP 429 beyond ${PROFILE_EDITS_PER_MINUTE} edits a minute: RateLimited on update_employee_data`, async () => {
    const { layer } = await signedIn("vera.phone@demo.example");
    const form = {
      first_name: "Vera",
      last_name: "Nair",
      email: "vera.phone@demo.example",
      mobile: "9845012348",
      country: "IN",
      password: "",
    };
    for (let i = 0; i < PROFILE_EDITS_PER_MINUTE; i += 1) await run(saveProfile(form), layer);
    expect(await failureOf(saveProfile(form), layer)).toEqual({
      _tag: "RateLimited",
      operation: "update_employee_data",
    });
  });
});

describe("change password (change_query {reset_input})", () => {
  it("a wrong current password fails with CurrentPasswordWrong; a right one changes it for the next sign-in", async () => {
    const { layer } = await signedIn("vera.desktop@demo.example");
    expect(
      await failureOf(changePassword({ old_password: "Wrong@1234", new_password: "Fresh2026pass" }), layer),
    ).toEqual({ _tag: "CurrentPasswordWrong" });
    expect(
      await run(changePassword({ old_password: "Demo@1234", new_password: "Fresh2026pass" }), layer),
    ).toEqual({
      success: 1,
      message: ProfileTexts.en.passwordChanged,
    });
    expect(await tokenOf("vera.desktop@demo.example", "Fresh2026pass")).not.toBeNull();
    expect(await tokenOf("vera.desktop@demo.example", "Demo@1234")).toBeNull();
  });
});

describe("the alternate e-mail", () => {
  it("is sent with update_employee_data and kept in local storage under 'alternateEmail'", async () => {
    const { layer, browser } = await signedIn("priya@demo.example");
    const saved = await run(saveAlternateEmail({ alternative_email: " p.sharma@mail.example " }), layer);
    expect(saved).toEqual({
      success: 1,
      message: ProfileTexts.en.updated,
      alternative_email: "p.sharma@mail.example",
    });
    expect(browser.state.local.get(ALTERNATE_EMAIL_KEY)).toBe("p.sharma@mail.example");
    expect((await run(loadProfile(), layer)).alternative_email).toBe("p.sharma@mail.example");
    const row = api.db.prepare("SELECT alternative_email FROM user_profiles WHERE user_id = 1").get();
    expect(row).toEqual({ alternative_email: "p.sharma@mail.example" });
  });
});
