/**
 * Sign up (spec §7.5): `signUpStores {signup_input}` checks the form with the rules of spec §5,
 * keeps the new account aside with its password hashed (scrypt) and mails a setup OTP;
 * `validateSetupOtp` opens the account and its session with that code (it expires and works
 * once); `resendSetupOtp` sends a new code, HTTP 429 with the spec §8 text beyond its limit.
 * Once signed in, `sendVerificationLink` mails a link to the site's reset page and the welcome
 * mail says hello. A taken e-mail is refused with its own text.
 */
import { randomInt } from "node:crypto";
import { limitExceededMessage } from "@contract/account";
import {
  RESET_LINK_PATH,
  resendSetupOtp,
  type SignUpInput,
  sendVerificationLink,
  signUpStores,
  validateSetupOtp,
  welcomeMail,
} from "@contract/identity";
import { isValidEmail, isValidMobile, isValidPassword } from "@domain/validation";
import { type Db, type HandlerContext, HttpFailure, handle } from "../../core/module";
import { sendMail } from "./outbox";
import { hashPassword, verifyPassword } from "./passwords";
import { issueResetLink } from "./reset";
import { openSession, requireUser } from "./store";

export const signupDdl = `
CREATE TABLE IF NOT EXISTS signups (
  reference TEXT PRIMARY KEY,
  email TEXT,
  mobile TEXT,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  site TEXT NOT NULL,
  client_id INTEGER NOT NULL,
  company_id INTEGER NOT NULL,
  otp_id TEXT NOT NULL,
  otp_hash TEXT NOT NULL,
  otp_sent_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;

const MINUTE_MS = 60_000;
/** How long a setup OTP works. */
export const SETUP_OTP_LIFETIME_MS = 10 * MINUTE_MS;
/** Setup OTPs one sign-up may have resent a minute; more answer HTTP 429 (spec §8 text). */
export const SETUP_OTP_RESENDS_PER_MINUTE = 3;
/** Sign-up calls one client address may make a minute. */
export const SIGNUP_CALLS_PER_MINUTE = 20;

export const SignUpTexts = {
  otpSent: "We have sent a one-time code to complete your sign-up.",
  emailTaken: "An account with this e-mail address already exists. Please sign in instead.",
  mobileTaken: "An account with this mobile number already exists. Please sign in instead.",
  noContact: "Please enter your e-mail address or mobile number.",
  invalidEmail: "Please enter a valid e-mail address.",
  invalidMobile: "Mobile number should be between 7 to 16 digits only",
  noName: "Please enter your name.",
  weakPassword: "Your password must have no spaces, at least one digit and at least 8 characters.",
  unknownSite: "Something went wrong.",
  wrongOtp: "The OTP you entered is incorrect.",
  expiredOtp: "This OTP is no longer valid. Please request a new one.",
  welcome: "Your account is ready.",
  linkSent: "We have e-mailed you a link to verify your e-mail address.",
  badLinkPath: "Something went wrong.",
  welcomeSent: "Welcome mail sent.",
} as const;

interface SignupRow {
  readonly reference: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly name: string;
  readonly password_hash: string;
  readonly site: string;
  readonly client_id: number;
  readonly company_id: number;
  readonly otp_id: string;
  readonly otp_hash: string;
  readonly otp_sent_at: number;
}

const limitExceeded = (ctx: HandlerContext) =>
  new HttpFailure(429, { success: 0, message: limitExceededMessage(ctx.config.supportEmail) });

/** Where a setup OTP is mailed: the e-mail, or the mobile number's own outbox address. */
const otpAddressOf = (row: { readonly email: string | null; readonly mobile: string | null }): string =>
  row.email ?? `+${row.mobile ?? ""}`;

const mailOtp = (ctx: HandlerContext, to: string): { otpId: string; otpHash: string } => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  sendMail(
    ctx.db,
    {
      to_address: to,
      kind: "setup-otp",
      subject: "Your sign-up code",
      body: `Your one-time code is ${code}. It works for ${SETUP_OTP_LIFETIME_MS / MINUTE_MS} minutes.`,
      link: null,
    },
    ctx.now(),
  );
  return { otpId: ctx.newToken(), otpHash: hashPassword(code) };
};

/** The refusal of a sign-up form, or null when it may go on (spec §5 'General checks'). */
const refusalOf = (db: Db, input: SignUpInput): string | null => {
  const email = input.email?.trim() ?? "";
  const mobile = input.mobile?.trim() ?? "";
  if (email === "" && mobile === "") return SignUpTexts.noContact;
  if (email !== "" && !isValidEmail(email)) return SignUpTexts.invalidEmail;
  if (mobile !== "" && !isValidMobile(mobile)) return SignUpTexts.invalidMobile;
  if (input.full_name.trim() === "") return SignUpTexts.noName;
  if (!isValidPassword(input.password)) return SignUpTexts.weakPassword;
  if (email !== "" && db.prepare("SELECT 1 FROM users WHERE lower(email) = ?").get(email.toLowerCase())) {
    return SignUpTexts.emailTaken;
  }
  const contact = `${input.mobile_code ?? ""}-${mobile}`;
  if (mobile !== "" && db.prepare("SELECT 1 FROM users WHERE contact = ?").get(contact)) {
    return SignUpTexts.mobileTaken;
  }
  return null;
};

const siteOf = (db: Db, url: string) =>
  db
    .prepare("SELECT url_prefix, client_id, company_id FROM sites WHERE url_prefix = ?")
    .get(url.replace(/^\/+|\/+$/g, "") || "marketplace") as
    | { url_prefix: string; client_id: number; company_id: number }
    | undefined;

const today = (now: number): string => new Date(now).toISOString().slice(0, 19).replace("T", " ");

export const signupHandlers = [
  handle(signUpStores, (ctx, { signup_input: input }) => {
    if (!ctx.withinLimit(`signUpStores:${ctx.clientAddress}`, SIGNUP_CALLS_PER_MINUTE, MINUTE_MS)) {
      throw limitExceeded(ctx);
    }
    const refusal = refusalOf(ctx.db, input);
    if (refusal !== null) return { success: 0, message: refusal };
    const site = siteOf(ctx.db, input.url);
    if (site === undefined) return { success: 0, message: SignUpTexts.unknownSite };
    const email = input.email?.trim().toLowerCase() || null;
    const mobile = input.mobile?.trim() ? `${input.mobile_code ?? ""}-${input.mobile.trim()}` : null;
    const reference = ctx.newToken();
    const otp = mailOtp(ctx, otpAddressOf({ email, mobile }));
    ctx.db
      .prepare(
        `INSERT INTO signups (reference, email, mobile, name, password_hash, site, client_id, company_id,
           otp_id, otp_hash, otp_sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        reference,
        email,
        mobile,
        input.full_name.trim(),
        hashPassword(input.password),
        site.url_prefix,
        site.client_id,
        site.company_id,
        otp.otpId,
        otp.otpHash,
        ctx.now(),
        ctx.now(),
      );
    return {
      success: 1,
      message: SignUpTexts.otpSent,
      data: { otp_id: otp.otpId, user_reference: reference },
    };
  }),

  handle(resendSetupOtp, (ctx, input) => {
    const row = ctx.db.prepare("SELECT * FROM signups WHERE reference = ?").get(input.user_reference) as
      | SignupRow
      | undefined;
    if (row === undefined || row.otp_id !== input.otp_id)
      return { success: 0, message: SignUpTexts.expiredOtp };
    if (!ctx.withinLimit(`resendSetupOtp:${row.reference}`, SETUP_OTP_RESENDS_PER_MINUTE, MINUTE_MS)) {
      throw limitExceeded(ctx);
    }
    const otp = mailOtp(ctx, otpAddressOf(row));
    ctx.db
      .prepare("UPDATE signups SET otp_id = ?, otp_hash = ?, otp_sent_at = ? WHERE reference = ?")
      .run(otp.otpId, otp.otpHash, ctx.now(), row.reference);
    return { success: 1, message: SignUpTexts.otpSent, data: { otp_id: otp.otpId } };
  }),

  handle(validateSetupOtp, (ctx, input) => {
    if (!ctx.withinLimit(`validateSetupOtp:${input.user_reference}`, 10, MINUTE_MS)) throw limitExceeded(ctx);
    const row = ctx.db.prepare("SELECT * FROM signups WHERE reference = ?").get(input.user_reference) as
      | SignupRow
      | undefined;
    if (
      row === undefined ||
      row.otp_id !== input.otp_id ||
      ctx.now() >= row.otp_sent_at + SETUP_OTP_LIFETIME_MS
    ) {
      return { success: 0, message: SignUpTexts.expiredOtp };
    }
    if (!verifyPassword(input.otp.trim(), row.otp_hash)) return { success: 0, message: SignUpTexts.wrongOtp };
    // Single use: the first request to claim the sign-up opens the account.
    const claimed = ctx.db.prepare("DELETE FROM signups WHERE reference = ?").run(row.reference);
    if (claimed.changes !== 1) return { success: 0, message: SignUpTexts.expiredOtp };
    if (row.email !== null && ctx.db.prepare("SELECT 1 FROM users WHERE lower(email) = ?").get(row.email)) {
      return { success: 0, message: SignUpTexts.emailTaken };
    }
    const [first = row.name, ...rest] = row.name.split(/\s+/);
    const created = ctx.db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, contact, company_id, client_id, site,
           domain, user_login_type, user_creation_date, is_admin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, '1', ?, 0)`,
      )
      .run(
        // The users table keys on the e-mail; a mobile-only account is keyed on its number.
        row.email ?? `+${row.mobile ?? ""}`,
        row.password_hash,
        first,
        rest.join(" "),
        row.mobile ?? "",
        row.company_id,
        row.client_id,
        row.site,
        today(ctx.now()),
      );
    const token = openSession(ctx, Number(created.lastInsertRowid));
    ctx.sessionCookie(token);
    return { success: 1, message: SignUpTexts.welcome, data: { a_t: token, domain: null } };
  }),

  handle(sendVerificationLink, (ctx, input) => {
    const user = requireUser(ctx);
    if (!RESET_LINK_PATH.test(input.reset_link)) return { success: 0, message: SignUpTexts.badLinkPath };
    if (input.user_input.trim().toLowerCase() !== user.email.toLowerCase() || !isValidEmail(user.email)) {
      return { success: 0, message: SignUpTexts.invalidEmail };
    }
    const keyword = issueResetLink(ctx, user.id);
    const link = `${ctx.config.origin}${input.reset_link}${keyword}`;
    sendMail(
      ctx.db,
      {
        to_address: user.email,
        kind: input.is_admin === 1 ? "admin-verification" : "verification",
        subject: "Verify your e-mail address",
        body: `Hello ${user.first_name}, open ${link} to verify your e-mail address.`,
        link,
      },
      ctx.now(),
    );
    return { success: 1, message: SignUpTexts.linkSent };
  }),

  handle(welcomeMail, (ctx, input) => {
    const user = requireUser(ctx);
    sendMail(
      ctx.db,
      {
        to_address: user.email,
        kind: "welcome",
        subject: "Welcome",
        body: `Hello ${user.first_name}, welcome to ${input.add_data.url}.`,
        link: null,
      },
      ctx.now(),
    );
    return { data: { welcome_mail: { success: 1, message: SignUpTexts.welcomeSent } } };
  }),
];
