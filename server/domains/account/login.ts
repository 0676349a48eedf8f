/**
 * Login by password or one-time code, with the lockout and rate limits of spec §8, and logout
 * and the SSO token of spec §7.5.
 *
 * `validateUserIdentity` opens a login challenge and answers its token; the next step sends it
 * as the `a_t` header. A challenge expires after LOGIN_STEP_MINUTES. An e-mail identity signs in
 * with its password; a mobile number (with or without its country code) receives a login OTP: six
 * random digits, texted to the number (the outbox, ./outbox.ts) and kept only as a digest, void
 * after CODE_ATTEMPTS wrong tries; a new one may be asked for every RESEND_OTP_WAIT_SECONDS. Five
 * failed password or OTP attempts within an hour lock the identity out for an hour (HTTP 423).
 */
import {
  LOGIN_LOCKOUT_ATTEMPTS,
  LOGIN_LOCKOUT_CODE,
  LOGIN_LOCKOUT_MESSAGE,
  LOGIN_LOCKOUT_WINDOW_MS,
  LOGIN_OTP_CALLS_PER_MINUTE,
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
import { SiteHeader } from "@contract/orders";
import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { limitExceeded } from "../../core/limits";
import { type Db, type HandlerContext, HttpFailure, handle } from "../../core/module";
import { CODE_ATTEMPTS, codeDigest, codeMatches, newBearerCode, newDigitCode } from "../../core/oneTimeCode";
import { findSite } from "../site/lookup";
import { asksForAccountOnSignIn, linkGroupOf } from "./linked";
import { sendMail, textAddressOf } from "./outbox";
import { hashPassword, verifyPassword } from "./passwords";
import { closeSession, openSession, requireUser, type UserRow, userById } from "./store";

export const loginDdl = `
CREATE TABLE IF NOT EXISTS login_challenges (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  login_type TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- A login OTP lives within its challenge; only its digest is kept (server/core/oneTimeCode.ts).
CREATE TABLE IF NOT EXISTS otps (
  otp_id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code_digest TEXT NOT NULL,
  channel TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0
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
  created_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_lockouts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  locked_until INTEGER NOT NULL
);
`;

const MINUTE_MS = 60_000;

/** How long a login challenge (and the OTP sent for it) works after the identity look-up. */
export const LOGIN_STEP_MINUTES = 10;
const LOGIN_STEP_MS = LOGIN_STEP_MINUTES * MINUTE_MS;
/** The time after a login OTP was sent before another may be sent for it: the page's countdown. */
const RESEND_WAIT_MS = RESEND_OTP_WAIT_SECONDS * 1000;

/** Identity look-ups one client address may make a minute; more answer HTTP 429 (spec §8 text). */
export const IDENTITY_LOOKUPS_PER_MINUTE = 30;
/** Login OTPs one client address may have sent a minute (look-ups of a mobile number, resends). */
export const OTP_SENDS_PER_MINUTE = 20;

/** HTTP 429 with the spec §8 text once the client address has made `max` such calls this minute. */
const assertAddressWithinLimit = (ctx: HandlerContext, bucket: string, max: number): void => {
  if (!ctx.withinLimit(`${bucket}:${ctx.clientAddress}`, max, MINUTE_MS)) throw limitExceeded(ctx);
};

/** HTTP 429 with the spec §8 text while the last OTP send, at `sentAt`, is within the page's countdown. */
const assertResendDue = (ctx: HandlerContext, sentAt: number): void => {
  if (ctx.now() < sentAt + RESEND_WAIT_MS) throw limitExceeded(ctx);
};

/** The earliest creation time of a challenge or decoy that still works. */
const liveSince = (ctx: HandlerContext): number => ctx.now() - LOGIN_STEP_MS + 1;

/** The account the live login challenge `token` is for, if any (the reset's 'Forgot password?'). */
export const challengeUserOf = (ctx: HandlerContext, token: string | undefined): number | undefined => {
  if (token === undefined || token === "") return undefined;
  const row = ctx.db
    .prepare("SELECT user_id FROM login_challenges WHERE token = ? AND created_at >= ?")
    .get(token, liveSince(ctx)) as { user_id: number } | undefined;
  return row?.user_id;
};

interface Decoy {
  readonly token: string;
  readonly login_type: LoginType;
  readonly otp_id: string | null;
  readonly sent_at: number;
}

const decoyOf = (ctx: HandlerContext): Decoy | undefined => {
  const token = ctx.header("a_t");
  if (token === undefined || token === "") return undefined;
  return ctx.db
    .prepare(
      "SELECT token, login_type, otp_id, sent_at FROM login_decoys WHERE token = ? AND created_at >= ?",
    )
    .get(token, liveSince(ctx)) as Decoy | undefined;
};

let decoyHash: string | undefined;
/**
 * A password hash no typed password matches, checked for a decoy: a wrong password then costs
 * the same scrypt whether or not the account exists.
 */
const decoyHashOf = (): string => {
  decoyHash ??= hashPassword(newBearerCode(24));
  return decoyHash;
};

/**
 * What login answers the shopper, in each language the API answers in (../../core/language.ts).
 * The lockout's English is spec §8's, word for word (@contract/account); the storefront tells a
 * lockout by its HTTP 423 and code, not by these words.
 */
export const LoginTexts: PerLanguage<{
  readonly unknownIdentity: string;
  readonly invalidIdentity: string;
  readonly challengeExpired: string;
  readonly wrongPassword: string;
  readonly wrongOtp: string;
  readonly unknownOtp: string;
  readonly loggedIn: string;
  readonly otpSentMobile: string;
  readonly otpSentEmail: string;
  readonly lockout: string;
}> = {
  en: {
    unknownIdentity: "We couldn't find an account with these details.",
    invalidIdentity: "Please enter a valid e-mail address or mobile number.",
    challengeExpired: "Your login session has expired. Please enter your e-mail or mobile number again.",
    wrongPassword: "The password you entered is incorrect.",
    wrongOtp: "The OTP you entered is incorrect.",
    unknownOtp: "This OTP is no longer valid. Please request a new one.",
    loggedIn: "Logged in successfully.",
    otpSentMobile: "An OTP has been sent to your mobile number.",
    otpSentEmail: "An OTP has been sent to your e-mail address.",
    lockout: LOGIN_LOCKOUT_MESSAGE,
  },
  es: {
    unknownIdentity: "No hemos encontrado ninguna cuenta con estos datos.",
    invalidIdentity: "Introduce un correo electrónico o un número de móvil válido.",
    challengeExpired:
      "Tu sesión de inicio ha caducado. Vuelve a introducir tu correo electrónico o tu móvil.",
    wrongPassword: "La contraseña que has introducido no es correcta.",
    wrongOtp: "El código OTP que has introducido no es correcto.",
    unknownOtp: "Este código OTP ya no es válido. Pide uno nuevo.",
    loggedIn: "Has iniciado sesión.",
    otpSentMobile: "Hemos enviado un código OTP a tu móvil.",
    otpSentEmail: "Hemos enviado un código OTP a tu correo electrónico.",
    lockout:
      "Por seguridad, hemos desactivado temporalmente el acceso a la página de inicio de sesión tras varios intentos fallidos. Espera 1 hora y vuelve a intentarlo.",
  },
  fr: {
    unknownIdentity: "Aucun compte ne correspond à ces informations.",
    invalidIdentity: "Veuillez saisir une adresse e-mail ou un numéro de mobile valide.",
    challengeExpired:
      "Votre session de connexion a expiré. Veuillez saisir à nouveau votre e-mail ou votre numéro de mobile.",
    wrongPassword: "Le mot de passe saisi est incorrect.",
    wrongOtp: "Le code OTP saisi est incorrect.",
    unknownOtp: "Ce code OTP n'est plus valide. Veuillez en demander un nouveau.",
    loggedIn: "Connexion réussie.",
    otpSentMobile: "Un code OTP a été envoyé sur votre mobile.",
    otpSentEmail: "Un code OTP a été envoyé à votre adresse e-mail.",
    lockout:
      "Pour des raisons de sécurité, l'accès à la page de connexion est temporairement désactivé après plusieurs tentatives échouées. Veuillez patienter 1 heure et réessayer.",
  },
  de: {
    unknownIdentity: "Wir haben kein Konto mit diesen Angaben gefunden.",
    invalidIdentity: "Bitte gib eine gültige E-Mail-Adresse oder Mobilnummer ein.",
    challengeExpired:
      "Deine Anmeldung ist abgelaufen. Bitte gib deine E-Mail-Adresse oder Mobilnummer erneut ein.",
    wrongPassword: "Das eingegebene Passwort ist falsch.",
    wrongOtp: "Der eingegebene OTP-Code ist falsch.",
    unknownOtp: "Dieser OTP-Code ist nicht mehr gültig. Bitte fordere einen neuen an.",
    loggedIn: "Erfolgreich angemeldet.",
    otpSentMobile: "Wir haben einen OTP-Code an deine Mobilnummer gesendet.",
    otpSentEmail: "Wir haben einen OTP-Code an deine E-Mail-Adresse gesendet.",
    lockout:
      "Aus Sicherheitsgründen ist die Anmeldeseite nach mehreren fehlgeschlagenen Versuchen vorübergehend gesperrt. Bitte warte 1 Stunde und versuche es dann erneut.",
  },
};

/** The login texts in the request's language. */
const textsOf = (ctx: HandlerContext) => inLanguage(LoginTexts, ctx.language);

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

/**
 * The account a mobile number signs in to. A number belongs to one account per client, but may
 * be held in several clients. The store the request names (`x-site`) picks its client's account;
 * without one, the number signs in only when every account holding it is one person's (one linked
 * group), to the first of them. Otherwise none: the look-up then answers as for a stranger.
 */
const mobileUserOf = (ctx: HandlerContext, digits: string): UserRow | undefined => {
  const holders = (ctx.db.prepare("SELECT * FROM users ORDER BY id").all() as UserRow[]).filter((user) => {
    const [code = "", number = ""] = user.contact.split("-");
    return digits === number || digits === `${code}${number}`;
  });
  const store = ctx.header(SiteHeader)?.trim() ?? "";
  if (store !== "") {
    const site = findSite(ctx.db, store);
    return site === undefined ? undefined : holders.find((user) => user.client_id === site.client_id);
  }
  const [first, ...others] = holders;
  if (first === undefined || others.length === 0) return first;
  const group = linkGroupOf(ctx.db, first.id);
  return group !== undefined && others.every((user) => linkGroupOf(ctx.db, user.id) === group)
    ? first
    : undefined;
};

const findUser = (ctx: HandlerContext, identity: Identity): UserRow | undefined =>
  identity.kind === "email"
    ? (ctx.db.prepare("SELECT * FROM users WHERE lower(email) = ?").get(identity.email) as
        | UserRow
        | undefined)
    : mobileUserOf(ctx, identity.digits);

// --- lockout --------------------------------------------------------------------------------

const lockoutFailure = (ctx: HandlerContext) =>
  new HttpFailure(423, { success: 0, code: LOGIN_LOCKOUT_CODE, message: textsOf(ctx).lockout });

const assertNotLockedOut = (ctx: HandlerContext, userId: number): void => {
  const row = ctx.db.prepare("SELECT locked_until FROM login_lockouts WHERE user_id = ?").get(userId) as
    | { locked_until: number }
    | undefined;
  if (row !== undefined && ctx.now() < row.locked_until) throw lockoutFailure(ctx);
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
    throw lockoutFailure(ctx);
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

/** The live challenge of the request's `a_t`: one opened less than LOGIN_STEP_MINUTES ago. */
const challengeOf = (ctx: HandlerContext): Challenge | undefined => {
  const token = ctx.header("a_t");
  if (token === undefined || token === "") return undefined;
  return ctx.db
    .prepare("SELECT token, user_id, login_type FROM login_challenges WHERE token = ? AND created_at >= ?")
    .get(token, liveSince(ctx)) as Challenge | undefined;
};

/** HTTP 429 beyond ten calls a minute for one identity (or one token when it names none). */
const assertWithinRateLimit = (ctx: HandlerContext, call: string, challenge: Challenge | undefined): void => {
  const who = challenge === undefined ? `token:${ctx.header("a_t") ?? ""}` : `user:${challenge.user_id}`;
  if (!ctx.withinLimit(`${call}:${who}`, LOGIN_OTP_CALLS_PER_MINUTE, MINUTE_MS)) throw limitExceeded(ctx);
};

/** Ends a challenge with a new session. */
const completeLogin = (ctx: HandlerContext, challenge: Challenge) => {
  const user = userById(ctx.db, challenge.user_id);
  if (user === undefined) return refused(textsOf(ctx).unknownIdentity);
  clearFailures(ctx.db, user.id);
  ctx.db.prepare("DELETE FROM otps WHERE challenge = ?").run(challenge.token);
  ctx.db.prepare("DELETE FROM login_challenges WHERE token = ?").run(challenge.token);
  const token = openSession(ctx, user.id);
  ctx.sessionCookie(token);
  const data = { a_t: token, domain: user.domain };
  return {
    success: 1,
    message: textsOf(ctx).loggedIn,
    data: asksForAccountOnSignIn(ctx.db, user) ? { ...data, showLinkedAccountsModal: true } : data,
  };
};

/**
 * Sends a new random code for `otpId` by `channel` (a text to the user's number, or a mail) and
 * answers its digest; the code itself is not kept.
 */
const mailOtp = (ctx: HandlerContext, user: UserRow, otpId: string, channel: LoginOtpChannel): string => {
  const code = newDigitCode(6);
  sendMail(
    ctx.db,
    {
      to_address: channel === "email" ? user.email : textAddressOf(user.contact),
      kind: "login-otp",
      subject: "Your sign-in code",
      body: `Your OTP is ${code}. Do not share it with anyone.`,
      link: null,
    },
    ctx.now(),
  );
  return codeDigest(ctx.db, "login-otp", otpId, code);
};

const sendOtp = (ctx: HandlerContext, challenge: string, user: UserRow, channel: LoginOtpChannel): string => {
  const otpId = ctx.newToken();
  ctx.db
    .prepare(
      "INSERT INTO otps (otp_id, challenge, user_id, code_digest, channel, sent_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(otpId, challenge, user.id, mailOtp(ctx, user, otpId, channel), channel, ctx.now());
  return otpId;
};

interface OtpRow {
  readonly otp_id: string;
  readonly code_digest: string;
  readonly sent_at: number;
  readonly wrong_tries: number;
}

const otpOf = (db: Db, otpId: string, challenge: Challenge): OtpRow | undefined =>
  db
    .prepare("SELECT otp_id, code_digest, sent_at, wrong_tries FROM otps WHERE otp_id = ? AND challenge = ?")
    .get(otpId, challenge.token) as OtpRow | undefined;

// --- handlers -------------------------------------------------------------------------------

export const loginHandlers = [
  handle(validateUserIdentity, (ctx, input) => {
    // `token` is the captcha token of sites that show one; the demo accepts any value.
    assertAddressWithinLimit(ctx, "validateUserIdentity", IDENTITY_LOOKUPS_PER_MINUTE);
    const identity = parseIdentity(input.user_input);
    if (identity === null) return refused(textsOf(ctx).invalidIdentity);
    const loginType: LoginType = identity.kind === "email" ? "password" : "otp";
    if (loginType === "otp") assertAddressWithinLimit(ctx, "otpSend", OTP_SENDS_PER_MINUTE);
    const user = findUser(ctx, identity);
    const token = ctx.newToken();
    if (user === undefined) {
      // The same answer as for an account, so a look-up does not tell who has one.
      const otpId = loginType === "otp" ? ctx.newToken() : null;
      ctx.db
        .prepare(
          "INSERT INTO login_decoys (token, login_type, otp_id, created_at, sent_at) VALUES (?, ?, ?, ?, ?)",
        )
        .run(token, loginType, otpId, ctx.now(), ctx.now());
      return otpId === null
        ? { success: 1, data: { user_exists: true, login_type: loginType, a_t: token } }
        : {
            success: 1,
            message: textsOf(ctx).otpSentMobile,
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
      message: textsOf(ctx).otpSentMobile,
      data: {
        user_exists: true,
        login_type: loginType,
        otp_id: sendOtp(ctx, token, user, "mobile"),
        a_t: token,
      },
    };
  }),

  handle(validatePassword, (ctx, input) => {
    const challenge = challengeOf(ctx);
    if (challenge === undefined) {
      if (decoyOf(ctx) === undefined) return refused(textsOf(ctx).challengeExpired);
      verifyPassword(input.password, decoyHashOf());
      return refused(textsOf(ctx).wrongPassword);
    }
    const user = userById(ctx.db, challenge.user_id);
    if (user === undefined) return refused(textsOf(ctx).challengeExpired);
    assertNotLockedOut(ctx, user.id);
    if (!verifyPassword(input.password, user.password_hash)) {
      recordFailure(ctx, user.id);
      return refused(textsOf(ctx).wrongPassword);
    }
    return completeLogin(ctx, challenge);
  }),

  handle(validateLoginOtp, (ctx, input) => {
    const challenge = challengeOf(ctx);
    assertWithinRateLimit(ctx, "validateLoginOtp", challenge);
    if (challenge === undefined) {
      const decoy = decoyOf(ctx);
      if (decoy === undefined) return refused(textsOf(ctx).challengeExpired);
      return decoy.otp_id === input.otp_id
        ? refused(textsOf(ctx).wrongOtp)
        : refused(textsOf(ctx).unknownOtp);
    }
    assertNotLockedOut(ctx, challenge.user_id);
    const otp = otpOf(ctx.db, input.otp_id, challenge);
    // A code is void after CODE_ATTEMPTS wrong tries, whatever the lockout says by then.
    if (otp === undefined || otp.wrong_tries >= CODE_ATTEMPTS) return refused(textsOf(ctx).unknownOtp);
    if (!codeMatches(ctx.db, "login-otp", otp.otp_id, input.otp.trim(), otp.code_digest)) {
      ctx.db.prepare("UPDATE otps SET wrong_tries = wrong_tries + 1 WHERE otp_id = ?").run(otp.otp_id);
      recordFailure(ctx, challenge.user_id);
      return refused(textsOf(ctx).wrongOtp);
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
      if (decoy === undefined) return refused(textsOf(ctx).challengeExpired);
      if (decoy.otp_id !== input.otp_id) return refused(textsOf(ctx).unknownOtp);
      assertResendDue(ctx, decoy.sent_at);
      ctx.db.prepare("UPDATE login_decoys SET sent_at = ? WHERE token = ?").run(ctx.now(), decoy.token);
      return {
        success: 1,
        message: channel === "email" ? textsOf(ctx).otpSentEmail : textsOf(ctx).otpSentMobile,
        data: { otp_id: input.otp_id },
      };
    }
    assertNotLockedOut(ctx, challenge.user_id);
    const otp = otpOf(ctx.db, input.otp_id, challenge);
    const user = userById(ctx.db, challenge.user_id);
    if (otp === undefined || user === undefined) return refused(textsOf(ctx).unknownOtp);
    assertResendDue(ctx, otp.sent_at);
    // A new code replaces the old one, with its own CODE_ATTEMPTS tries.
    ctx.db
      .prepare("UPDATE otps SET code_digest = ?, channel = ?, sent_at = ?, wrong_tries = 0 WHERE otp_id = ?")
      .run(mailOtp(ctx, user, otp.otp_id, channel), channel, ctx.now(), otp.otp_id);
    return {
      success: 1,
      message: channel === "email" ? textsOf(ctx).otpSentEmail : textsOf(ctx).otpSentMobile,
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
