/**
 * Login by password or one-time code, with the lockout and rate limits of spec §8, and logout
 * and the SSO token of spec §7.5.
 *
 * `validateUserIdentity` opens a login challenge and answers its token; the next step sends it
 * as the `a_t` header. An e-mail identity signs in with its password; a mobile number (with or
 * without its country code) receives a login OTP. Five failed password or OTP attempts within an
 * hour lock the identity out for an hour (HTTP 423).
 */
import {
  LOGIN_LOCKOUT_ATTEMPTS,
  LOGIN_LOCKOUT_CODE,
  LOGIN_LOCKOUT_MESSAGE,
  LOGIN_LOCKOUT_WINDOW_MS,
  LOGIN_OTP_CALLS_PER_MINUTE,
  limitExceededMessage,
  logout,
  ssoToken,
} from "@contract/account";
import {
  type LoginOtpChannel,
  type LoginType,
  resendLoginOtp,
  validateLoginOtp,
  validatePassword,
  validateUserIdentity,
} from "@contract/identity";
import { type Db, type HandlerContext, HttpFailure, handle } from "../../core/module";
import { asksForAccountOnSignIn } from "./linked";
import { verifyPassword } from "./passwords";
import { DEMO_LOGIN_OTP } from "./seed";
import { closeSession, openSession, requireUser, type UserRow, userById } from "./store";

export const loginDdl = `
CREATE TABLE IF NOT EXISTS login_challenges (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  login_type TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS otps (
  otp_id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code TEXT NOT NULL,
  channel TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
-- Failed password or OTP attempts, counted per user within the lockout window.
CREATE TABLE IF NOT EXISTS login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  at INTEGER NOT NULL
);
-- Challenges answered for identities that have no account: the look-up answers them exactly as
-- it answers an account (no account enumeration), and every later step fails as a wrong password
-- or OTP would.
CREATE TABLE IF NOT EXISTS login_decoys (
  token TEXT PRIMARY KEY,
  login_type TEXT NOT NULL,
  otp_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_lockouts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  locked_until INTEGER NOT NULL
);
`;

const MINUTE_MS = 60_000;

/** Identity look-ups one client address may make a minute; more answer HTTP 429 (spec §8 text). */
export const IDENTITY_LOOKUPS_PER_MINUTE = 30;
/** Login OTPs one client address may have sent a minute (look-ups of a mobile number, resends). */
export const OTP_SENDS_PER_MINUTE = 20;

/** HTTP 429 with the spec §8 text once the client address has made `max` such calls this minute. */
const assertAddressWithinLimit = (ctx: HandlerContext, bucket: string, max: number): void => {
  if (!ctx.withinLimit(`${bucket}:${ctx.clientAddress}`, max, MINUTE_MS)) {
    throw new HttpFailure(429, { success: 0, message: limitExceededMessage(ctx.config.supportEmail) });
  }
};

interface Decoy {
  readonly token: string;
  readonly login_type: LoginType;
  readonly otp_id: string | null;
}

const decoyOf = (ctx: HandlerContext): Decoy | undefined => {
  const token = ctx.header("a_t");
  if (token === undefined || token === "") return undefined;
  return ctx.db.prepare("SELECT token, login_type, otp_id FROM login_decoys WHERE token = ?").get(token) as
    | Decoy
    | undefined;
};

export const LoginTexts = {
  unknownIdentity: "We couldn't find an account with these details.",
  invalidIdentity: "Please enter a valid e-mail address or mobile number.",
  challengeExpired: "Your login session has expired. Please enter your e-mail or mobile number again.",
  wrongPassword: "The password you entered is incorrect.",
  wrongOtp: "The OTP you entered is incorrect.",
  unknownOtp: "This OTP is no longer valid. Please request a new one.",
  loggedIn: "Logged in successfully.",
  otpSentMobile: "An OTP has been sent to your mobile number.",
  otpSentEmail: "An OTP has been sent to your e-mail address.",
} as const;

// --- identity -------------------------------------------------------------------------------

type Identity =
  | { readonly kind: "email"; readonly email: string }
  | { readonly kind: "mobile"; readonly digits: string };

const parseIdentity = (input: string): Identity | null => {
  const trimmed = input.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { kind: "email", email: trimmed.toLowerCase() };
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  // Mobile numbers have 7 to 16 digits (spec §5), possibly after a country code.
  return digits.length >= 7 && digits.length <= 20 ? { kind: "mobile", digits } : null;
};

const findUser = (db: Db, identity: Identity): UserRow | undefined => {
  if (identity.kind === "email") {
    return db.prepare("SELECT * FROM users WHERE lower(email) = ?").get(identity.email) as
      | UserRow
      | undefined;
  }
  const users = db.prepare("SELECT * FROM users ORDER BY id").all() as UserRow[];
  return users.find((user) => {
    const [code = "", number = ""] = user.contact.split("-");
    return identity.digits === number || identity.digits === `${code}${number}`;
  });
};

// --- lockout --------------------------------------------------------------------------------

const lockoutFailure = () =>
  new HttpFailure(423, { success: 0, code: LOGIN_LOCKOUT_CODE, message: LOGIN_LOCKOUT_MESSAGE });

const assertNotLockedOut = (ctx: HandlerContext, userId: number): void => {
  const row = ctx.db.prepare("SELECT locked_until FROM login_lockouts WHERE user_id = ?").get(userId) as
    | { locked_until: number }
    | undefined;
  if (row !== undefined && ctx.now() < row.locked_until) throw lockoutFailure();
};

/** Records a failed attempt; the fifth within the window starts the lockout and answers it. */
const recordFailure = (ctx: HandlerContext, userId: number): void => {
  const now = ctx.now();
  ctx.db.prepare("INSERT INTO login_attempts (user_id, at) VALUES (?, ?)").run(userId, now);
  const { failures } = ctx.db
    .prepare("SELECT count(*) AS failures FROM login_attempts WHERE user_id = ? AND at > ?")
    .get(userId, now - LOGIN_LOCKOUT_WINDOW_MS) as { failures: number };
  if (failures >= LOGIN_LOCKOUT_ATTEMPTS) {
    ctx.db
      .prepare("INSERT OR REPLACE INTO login_lockouts (user_id, locked_until) VALUES (?, ?)")
      .run(userId, now + LOGIN_LOCKOUT_WINDOW_MS);
    ctx.db.prepare("DELETE FROM login_attempts WHERE user_id = ?").run(userId);
    throw lockoutFailure();
  }
};

const clearFailures = (db: Db, userId: number): void => {
  db.prepare("DELETE FROM login_attempts WHERE user_id = ?").run(userId);
};

// --- challenges -----------------------------------------------------------------------------

interface Challenge {
  readonly token: string;
  readonly user_id: number;
  readonly login_type: LoginType;
}

const challengeOf = (ctx: HandlerContext): Challenge | undefined => {
  const token = ctx.header("a_t");
  if (token === undefined || token === "") return undefined;
  return ctx.db
    .prepare("SELECT token, user_id, login_type FROM login_challenges WHERE token = ?")
    .get(token) as Challenge | undefined;
};

/** HTTP 429 beyond ten calls a minute for one identity (or one token when it names none). */
const assertWithinRateLimit = (ctx: HandlerContext, call: string, challenge: Challenge | undefined): void => {
  const who = challenge === undefined ? `token:${ctx.header("a_t") ?? ""}` : `user:${challenge.user_id}`;
  if (!ctx.withinLimit(`${call}:${who}`, LOGIN_OTP_CALLS_PER_MINUTE, MINUTE_MS)) {
    throw new HttpFailure(429, { success: 0, message: limitExceededMessage(ctx.config.supportEmail) });
  }
};

/** Ends a challenge with a new session. */
const completeLogin = (ctx: HandlerContext, challenge: Challenge) => {
  const user = userById(ctx.db, challenge.user_id);
  if (user === undefined) return { success: 0, message: LoginTexts.unknownIdentity };
  clearFailures(ctx.db, user.id);
  ctx.db.prepare("DELETE FROM otps WHERE challenge = ?").run(challenge.token);
  ctx.db.prepare("DELETE FROM login_challenges WHERE token = ?").run(challenge.token);
  const token = openSession(ctx, user.id);
  ctx.sessionCookie(token);
  const data = { a_t: token, domain: user.domain };
  return {
    success: 1,
    message: LoginTexts.loggedIn,
    data: asksForAccountOnSignIn(ctx.db, user) ? { ...data, showLinkedAccountsModal: true } : data,
  };
};

const sendOtp = (
  ctx: HandlerContext,
  challenge: string,
  userId: number,
  channel: LoginOtpChannel,
): string => {
  const otpId = ctx.newToken();
  ctx.db
    .prepare(
      "INSERT INTO otps (otp_id, challenge, user_id, code, channel, sent_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(otpId, challenge, userId, DEMO_LOGIN_OTP, channel, ctx.now());
  return otpId;
};

interface OtpRow {
  readonly otp_id: string;
  readonly code: string;
}

const otpOf = (db: Db, otpId: string, challenge: Challenge): OtpRow | undefined =>
  db
    .prepare("SELECT otp_id, code FROM otps WHERE otp_id = ? AND challenge = ?")
    .get(otpId, challenge.token) as OtpRow | undefined;

// --- handlers -------------------------------------------------------------------------------

export const loginHandlers = [
  handle(validateUserIdentity, (ctx, input) => {
    // `token` is the captcha token of sites that show one; the demo accepts any value.
    assertAddressWithinLimit(ctx, "validateUserIdentity", IDENTITY_LOOKUPS_PER_MINUTE);
    const identity = parseIdentity(input.user_input);
    if (identity === null) return { success: 0, message: LoginTexts.invalidIdentity };
    const loginType: LoginType = identity.kind === "email" ? "password" : "otp";
    if (loginType === "otp") assertAddressWithinLimit(ctx, "otpSend", OTP_SENDS_PER_MINUTE);
    const user = findUser(ctx.db, identity);
    const token = ctx.newToken();
    if (user === undefined) {
      // The same answer as for an account, so a look-up does not tell who has one.
      const otpId = loginType === "otp" ? ctx.newToken() : null;
      ctx.db
        .prepare("INSERT INTO login_decoys (token, login_type, otp_id, created_at) VALUES (?, ?, ?, ?)")
        .run(token, loginType, otpId, ctx.now());
      return otpId === null
        ? { success: 1, data: { user_exists: true, login_type: loginType, a_t: token } }
        : {
            success: 1,
            message: LoginTexts.otpSentMobile,
            data: { user_exists: true, login_type: loginType, otp_id: otpId, a_t: token },
          };
    }
    assertNotLockedOut(ctx, user.id);
    ctx.db
      .prepare("INSERT INTO login_challenges (token, user_id, login_type, created_at) VALUES (?, ?, ?, ?)")
      .run(token, user.id, loginType, ctx.now());
    if (loginType === "password") {
      return { success: 1, data: { user_exists: true, login_type: loginType, a_t: token } };
    }
    return {
      success: 1,
      message: LoginTexts.otpSentMobile,
      data: {
        user_exists: true,
        login_type: loginType,
        otp_id: sendOtp(ctx, token, user.id, "mobile"),
        a_t: token,
      },
    };
  }),

  handle(validatePassword, (ctx, input) => {
    const challenge = challengeOf(ctx);
    if (challenge === undefined) {
      return decoyOf(ctx) === undefined
        ? { success: 0, message: LoginTexts.challengeExpired }
        : { success: 0, message: LoginTexts.wrongPassword };
    }
    const user = userById(ctx.db, challenge.user_id);
    if (user === undefined) return { success: 0, message: LoginTexts.challengeExpired };
    assertNotLockedOut(ctx, user.id);
    if (!verifyPassword(input.password, user.password_hash)) {
      recordFailure(ctx, user.id);
      return { success: 0, message: LoginTexts.wrongPassword };
    }
    return completeLogin(ctx, challenge);
  }),

  handle(validateLoginOtp, (ctx, input) => {
    const challenge = challengeOf(ctx);
    assertWithinRateLimit(ctx, "validateLoginOtp", challenge);
    if (challenge === undefined) {
      const decoy = decoyOf(ctx);
      if (decoy === undefined) return { success: 0, message: LoginTexts.challengeExpired };
      return decoy.otp_id === input.otp_id
        ? { success: 0, message: LoginTexts.wrongOtp }
        : { success: 0, message: LoginTexts.unknownOtp };
    }
    assertNotLockedOut(ctx, challenge.user_id);
    const otp = otpOf(ctx.db, input.otp_id, challenge);
    if (otp === undefined) return { success: 0, message: LoginTexts.unknownOtp };
    if (input.otp.trim() !== otp.code) {
      recordFailure(ctx, challenge.user_id);
      return { success: 0, message: LoginTexts.wrongOtp };
    }
    return completeLogin(ctx, challenge);
  }),

  handle(resendLoginOtp, (ctx, input) => {
    // `cf_token` is the captcha token; the demo accepts any value.
    const challenge = challengeOf(ctx);
    assertWithinRateLimit(ctx, "resendLoginOtp", challenge);
    assertAddressWithinLimit(ctx, "otpSend", OTP_SENDS_PER_MINUTE);
    const channel: LoginOtpChannel = input.login_type ?? "mobile";
    if (challenge === undefined) {
      const decoy = decoyOf(ctx);
      if (decoy === undefined) return { success: 0, message: LoginTexts.challengeExpired };
      if (decoy.otp_id !== input.otp_id) return { success: 0, message: LoginTexts.unknownOtp };
      return {
        success: 1,
        message: channel === "email" ? LoginTexts.otpSentEmail : LoginTexts.otpSentMobile,
        data: { otp_id: input.otp_id },
      };
    }
    assertNotLockedOut(ctx, challenge.user_id);
    const otp = otpOf(ctx.db, input.otp_id, challenge);
    if (otp === undefined) return { success: 0, message: LoginTexts.unknownOtp };
    ctx.db
      .prepare("UPDATE otps SET channel = ?, sent_at = ? WHERE otp_id = ?")
      .run(channel, ctx.now(), otp.otp_id);
    return {
      success: 1,
      message: channel === "email" ? LoginTexts.otpSentEmail : LoginTexts.otpSentMobile,
      data: { otp_id: otp.otp_id },
    };
  }),

  handle(logout, (ctx) => {
    requireUser(ctx);
    if (ctx.session !== null) closeSession(ctx.db, ctx.session);
    ctx.sessionCookie(null);
    return { success: 1 };
  }),

  /**
   * The demo's SSO token is a fresh session token of the same user, valid on this API like any
   * `a_t`; the platform named in the request receives it through '/sso/?token=' (spec §2.1).
   */
  handle(ssoToken, (ctx, input) => {
    const user = requireUser(ctx);
    const token = openSession(ctx, user.id, ctx.session ?? undefined);
    return { data: { sso_token: { success: 1, data: { token, platform: input.type.platform } } } };
  }),
];
