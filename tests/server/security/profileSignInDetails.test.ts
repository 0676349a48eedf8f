/**
 * The sign-in details of the PROFILE tab's edit (spec §7.5 update_employee_data {update_data}): a
 * session alone cannot change the sign-in e-mail or mobile number; a new e-mail becomes the
 * sign-in e-mail only once the code mailed to it comes back; a mobile number belongs to one
 * account of a client; wrong current passwords are counted per user; the alternate e-mail is
 * only for a client whose menu shows it.
 */
import { fetchUserDetails } from "@contract/account";
import { generateResetPasswordLink, validatePassword, validateUserIdentity } from "@contract/identity";
import { changeQuery, type UpdateData, updateEmployeeData } from "@contract/profile";
import { describe, expect, it } from "vitest";
import { accountModule } from "../../../server/domains/account/module";
import { profileModule } from "../../../server/domains/profile/module";
import { siteModule } from "../../../server/domains/site/module";
import { makeTestServer as makeServer } from "../../../server/testing";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;
const PASSWORD = "Demo@1234";
const KIRAN = 71;
const KIRAN_EMAIL = "kiran.desktop@demo.example";
const NEW_EMAIL = "kiran.rao@mail.example";
/** Kiran's edit form as the tab sends it: names, e-mail and mobile with its code. */
const KIRAN_FORM = {
  first_name: "Kiran",
  last_name: "Rao",
  email: KIRAN_EMAIL,
  mobile: "9845012345",
  mobile_code: "91",
};

const makeTestServer = () =>
  makeServer({ modules: [siteModule, accountModule, profileModule], now: () => START });
type Server = ReturnType<typeof makeTestServer>;

interface OutboxMail {
  readonly to_address: string;
  readonly kind: string;
  readonly body: string;
}

const outbox = async (server: Server, to: string): Promise<readonly OutboxMail[]> => {
  const response = await server.app.hono.request(`/__outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
};

const mailedCode = async (server: Server, to: string): Promise<string> => {
  const mail = (await outbox(server, to)).find((m) => m.kind === "email-change-code");
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${to}`);
  return code;
};

const signsInWith = async (server: Server, email: string, password: string): Promise<boolean> => {
  const identity = await server.call(validateUserIdentity, { user_input: email });
  const token = identity.data?.data?.a_t ?? "";
  return (await server.call(validatePassword, { password }, { token })).data?.success === 1;
};

const emailOf = (server: Server, userId: number): string =>
  (server.db.prepare("SELECT email FROM users WHERE id = ?").get(userId) as { email: string }).email;

const contactOf = (server: Server, userId: number): string =>
  (server.db.prepare("SELECT contact FROM users WHERE id = ?").get(userId) as { contact: string }).contact;

const edit = async (server: Server, token: string, update_data: UpdateData) =>
  (await server.call(updateEmployeeData, { update_data }, { token })).data?.data.update_employee_data;

describe("a new sign-in e-mail needs the current password", () => {
  it("without the password, or with a wrong one, the e-mail stays and nothing is mailed", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    expect(await edit(server, token, { ...KIRAN_FORM, email: NEW_EMAIL })).toEqual({
      success: 0,
      message: "Please enter your current password to change your e-mail address or mobile number.",
    });
    expect(await edit(server, token, { ...KIRAN_FORM, email: NEW_EMAIL, password: "Wrong@1234" })).toEqual({
      success: 0,
      message: "The current password you entered is not correct.",
    });
    expect(emailOf(server, KIRAN)).toBe(KIRAN_EMAIL);
    expect(await outbox(server, NEW_EMAIL)).toEqual([]);
    expect(await outbox(server, KIRAN_EMAIL)).toEqual([]);
  });

  it("the names alone still change without it", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    expect(await edit(server, token, { ...KIRAN_FORM, first_name: "Kiranjit" })).toEqual({
      success: 1,
      message: "Your profile has been updated.",
    });
  });
});

describe("a new sign-in e-mail is the identity only once the code mailed to it comes back", () => {
  it("mails a code to the new address and a notice to the old; sign-in and reset keep the old address until the code", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    expect(
      await edit(server, token, {
        ...KIRAN_FORM,
        first_name: "Kiranjit",
        email: NEW_EMAIL,
        password: PASSWORD,
      }),
    ).toEqual({
      success: 1,
      message: `We have sent a 6-digit code to ${NEW_EMAIL}. Your sign-in e-mail changes once you confirm it with that code.`,
      pending_email: NEW_EMAIL,
    });
    const code = await mailedCode(server, NEW_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    const notice = await outbox(server, KIRAN_EMAIL);
    expect(notice.map((m) => m.kind)).toEqual(["email-change-notice"]);
    expect(notice[0]?.body).toContain(NEW_EMAIL);
    // Nothing of the edit is saved yet; the code is stored only as a digest.
    expect(emailOf(server, KIRAN)).toBe(KIRAN_EMAIL);
    const user = await server.call(fetchUserDetails, {}, { token });
    expect(user.data?.data.fetchUserDetails.first_name).toBe("Kiran");
    expect(JSON.stringify(server.db.prepare("SELECT * FROM email_changes").all())).not.toContain(code);
    expect(await signsInWith(server, NEW_EMAIL, PASSWORD)).toBe(false);
    expect(await signsInWith(server, KIRAN_EMAIL, PASSWORD)).toBe(true);
    // 'Forgot password?' for the new address mails nothing to it.
    const challenge = await server.call(validateUserIdentity, { user_input: NEW_EMAIL });
    await server.call(
      generateResetPasswordLink,
      { reset_link: "/marketplace/rp/" },
      { token: challenge.data?.data?.a_t ?? "" },
    );
    expect((await outbox(server, NEW_EMAIL)).map((m) => m.kind)).toEqual(["email-change-code"]);

    const form = { ...KIRAN_FORM, first_name: "Kiranjit", email: NEW_EMAIL, password: PASSWORD };
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await edit(server, token, { ...form, email_otp: wrong })).toEqual({
      success: 0,
      message: "The code you entered is not correct. Please check it and try again.",
    });
    expect(await edit(server, token, { ...form, email_otp: code })).toEqual({
      success: 1,
      message: "Your profile has been updated.",
    });
    expect(emailOf(server, KIRAN)).toBe(NEW_EMAIL);
    const after = await server.call(fetchUserDetails, {}, { token });
    expect(after.data?.data.fetchUserDetails.first_name).toBe("Kiranjit");
    expect(await signsInWith(server, NEW_EMAIL, PASSWORD)).toBe(true);
    expect(await signsInWith(server, KIRAN_EMAIL, PASSWORD)).toBe(false);
    // The code works once.
    expect(
      await edit(server, token, { ...form, email: "kiran.other@mail.example", email_otp: code }),
    ).toEqual({
      success: 0,
      message: "This code has expired or was tried too many times. Please save again to get a new code.",
    });
  });

  it("the code is void after 10 minutes", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    const form = { ...KIRAN_FORM, email: NEW_EMAIL, password: PASSWORD };
    await edit(server, token, form);
    const code = await mailedCode(server, NEW_EMAIL);
    server.setNow(START + 10 * MINUTE);
    expect(await edit(server, token, { ...form, email_otp: code })).toEqual({
      success: 0,
      message: "This code has expired or was tried too many times. Please save again to get a new code.",
    });
    expect(emailOf(server, KIRAN)).toBe(KIRAN_EMAIL);
  });

  it("the code is void after 5 wrong tries: the right one is refused after them", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    const form = { ...KIRAN_FORM, email: NEW_EMAIL, password: PASSWORD };
    await edit(server, token, form);
    const code = await mailedCode(server, NEW_EMAIL);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect((await edit(server, token, { ...form, email_otp: wrong }))?.message).toBe(
        "The code you entered is not correct. Please check it and try again.",
      );
    }
    expect(await edit(server, token, { ...form, email_otp: code })).toEqual({
      success: 0,
      message: "This code has expired or was tried too many times. Please save again to get a new code.",
    });
    expect(emailOf(server, KIRAN)).toBe(KIRAN_EMAIL);
  });

  it("a code confirms only the address it was mailed to", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    await edit(server, token, { ...KIRAN_FORM, email: NEW_EMAIL, password: PASSWORD });
    const code = await mailedCode(server, NEW_EMAIL);
    const other = { ...KIRAN_FORM, email: "attacker@evil.example", password: PASSWORD, email_otp: code };
    expect((await edit(server, token, other))?.success).toBe(0);
    expect(emailOf(server, KIRAN)).toBe(KIRAN_EMAIL);
  });

  it("another account's e-mail is refused, whatever its case", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    expect(
      await edit(server, token, { ...KIRAN_FORM, email: " Priya@Demo.example ", password: PASSWORD }),
    ).toEqual({
      success: 0,
      message: "This e-mail address is already used by another account.",
    });
    expect(await outbox(server, "priya@demo.example")).toEqual([]);
  });
});

describe("a mobile number belongs to one account of a client", () => {
  it("a new number needs the current password", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    expect(await edit(server, token, { ...KIRAN_FORM, mobile: "9845077777" })).toEqual({
      success: 0,
      message: "Please enter your current password to change your e-mail address or mobile number.",
    });
    expect(
      await edit(server, token, { ...KIRAN_FORM, mobile: "9845077777", password: "Wrong@1234" }),
    ).toEqual({
      success: 0,
      message: "The current password you entered is not correct.",
    });
    expect(contactOf(server, KIRAN)).toBe("91-9845012345");
    expect(await edit(server, token, { ...KIRAN_FORM, mobile: "9845077777", password: PASSWORD })).toEqual({
      success: 1,
      message: "Your profile has been updated.",
    });
    expect(contactOf(server, KIRAN)).toBe("91-9845077777");
  });

  it("Priya's number is refused for Kiran under her dialling code and under another", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    for (const mobile_code of ["91", "1"]) {
      expect(
        await edit(server, token, { ...KIRAN_FORM, mobile: "9876543210", mobile_code, password: PASSWORD }),
      ).toEqual({
        success: 0,
        message: "This mobile number is already used by another account.",
      });
    }
    expect(contactOf(server, KIRAN)).toBe("91-9845012345");
  });

  it("a number of another client's account may be used", async () => {
    const server = makeTestServer();
    const omar = server.openSession(75);
    const form = { first_name: "Omar", last_name: "Haddad", email: "omar@acme.example", mobile_code: "91" };
    expect(await edit(server, omar, { ...form, mobile: "9876543210", password: PASSWORD })).toEqual({
      success: 1,
      message: "Your profile has been updated.",
    });
  });
});

describe("wrong current passwords are counted per user", () => {
  it("after 5 within an hour, edit profile and change password answer HTTP 429, even with the right one, until the hour has passed", async () => {
    const server = makeTestServer();
    const token = server.openSession(KIRAN);
    const form = { ...KIRAN_FORM, mobile: "9845077777" };
    for (let i = 0; i < 5; i += 1) {
      server.setNow(START + i * 2 * MINUTE);
      expect((await edit(server, token, { ...form, password: `Wrong@${i}` }))?.message).toBe(
        "The current password you entered is not correct.",
      );
    }
    server.setNow(START + 30 * MINUTE);
    const refused = await server.call(
      updateEmployeeData,
      { update_data: { ...form, password: PASSWORD } },
      { token },
    );
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      success: 0,
      message:
        "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to support@rewards-storefront.example. Thank you for your patience.",
    });
    const change = await server.call(
      changeQuery,
      { reset_input: { old_password: PASSWORD, new_password: "Fresh2026pass" } },
      { token },
    );
    expect(change.status).toBe(429);
    expect(contactOf(server, KIRAN)).toBe("91-9845012345");

    // The first wrong one was at START: an hour later only four are left in the window.
    server.setNow(START + 60 * MINUTE + 1);
    expect((await edit(server, server.openSession(KIRAN), { ...form, password: PASSWORD }))?.success).toBe(1);
  });
});

describe("the alternate e-mail follows the client's menu (spec §3 showAlternateEmail)", () => {
  it("is refused for Omar, whose client hides it, and kept for Priya, whose client shows it", async () => {
    const server = makeTestServer();
    expect(await edit(server, server.openSession(75), { alternative_email: "omar@mail.example" })).toEqual({
      success: 0,
      message: "An alternate e-mail cannot be added for your company.",
    });
    expect(server.db.prepare("SELECT * FROM user_profiles WHERE user_id = 75").get()).toBeUndefined();
    expect(await edit(server, server.openSession(1), { alternative_email: "p.sharma@mail.example" })).toEqual(
      {
        success: 1,
        message: "Your profile has been updated.",
      },
    );
  });
});
