/**
 * Sign up (spec §7.5): `signUpStores {signup_input}` checks the form with the rules of spec §5,
 * keeps the new account aside with its password hashed (scrypt) and mails a setup OTP;
 * `validateSetupOtp` opens the account and its session with that code; `resendSetupOtp` sends a
 * new code, HTTP 429 with the spec §8 text beyond its limit. Once signed in,
 * `sendVerificationLink` mails a link to the site's reset page and the welcome mail says hello.
 * A taken e-mail or mobile number is refused with its own text.
 *
 * The setup code: six random digits kept only as a digest, working for SETUP_OTP_LIFETIME_MS and
 * once, void after CODE_ATTEMPTS wrong guesses. Who signs up (the e-mail, else the mobile number
 * within its client) has one pending sign-up: a new one replaces the older, whose code then stops
 * working. Guesses are counted per client address and per who signs up. A repeat of the call that
 * opened the account (its answer lost on the way) answers the same session once.
 */
import {
  RESET_LINK_PATH,
  resendSetupOtp,
  type SignUpInput,
  sendVerificationLink,
  signUpStores,
  validateSetupOtp,
  welcomeMail,
} from "@contract/identity";
import { isValidName } from "@domain/profile";
import { isValidEmail, isValidMobile, isValidPassword } from "@domain/validation";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { limitExceeded } from "../../core/limits";
import { type Db, type HandlerContext, handle } from "../../core/module";
import { CODE_ATTEMPTS, codeDigest, codeMatches, newDigitCode } from "../../core/oneTimeCode";
import { sendMail, textAddressOf } from "./outbox";
import { hashPassword } from "./passwords";
import { issueResetLink } from "./reset";
import { mobileDigitsOf, mobileOwnerOf, openSession, requireUser } from "./store";

export const signupDdl = `
CREATE TABLE IF NOT EXISTS signups (
  reference TEXT PRIMARY KEY,
  -- Who signs up: the e-mail, else the mobile number's digits within its client ('1001:9876543210').
  identity TEXT NOT NULL,
  email TEXT,
  mobile TEXT,
  mobile_digits TEXT,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  site TEXT NOT NULL,
  client_id INTEGER NOT NULL,
  company_id INTEGER NOT NULL,
  otp_id TEXT NOT NULL,
  otp_digest TEXT NOT NULL,
  otp_sent_at INTEGER NOT NULL,
  wrong_guesses INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  -- Once the account is open: its session, answered again once to a repeat of the same call.
  session_token TEXT
);
`;

const MINUTE_MS = 60_000;
/** How long a setup OTP works. */
export const SETUP_OTP_LIFETIME_MS = 10 * MINUTE_MS;
/** Setup OTPs one person signing up may have resent a minute; more answer HTTP 429 (spec §8 text). */
export const SETUP_OTP_RESENDS_PER_MINUTE = 3;
/** Setup OTP guesses a minute, per client address and per person signing up; more answer HTTP 429. */
export const SETUP_OTP_GUESSES_PER_MINUTE = 10;
/** Sign-up calls one client address may make a minute. */
export const SIGNUP_CALLS_PER_MINUTE = 20;

interface SignUpTextTable {
  readonly otpSent: string;
  readonly emailTaken: string;
  readonly mobileTaken: string;
  readonly noContact: string;
  readonly invalidEmail: string;
  readonly invalidMobile: string;
  readonly noName: string;
  readonly invalidName: string;
  readonly weakPassword: string;
  readonly unknownSite: string;
  readonly wrongOtp: string;
  readonly expiredOtp: string;
  readonly welcome: string;
  readonly linkSent: string;
  readonly badLinkPath: string;
  readonly welcomeSent: string;
}

/**
 * What sign-up answers the shopper, in each language the API answers in (../../core/language.ts).
 * The English of invalidMobile and of 'Something went wrong.' is spec §5's and §8's, word for word.
 */
export const SignUpTexts: PerLanguage<SignUpTextTable> = {
  en: {
    otpSent: "We have sent a one-time code to complete your sign-up.",
    emailTaken: "An account with this e-mail address already exists. Please sign in instead.",
    mobileTaken: "An account with this mobile number already exists. Please sign in instead.",
    noContact: "Please enter your e-mail address or mobile number.",
    invalidEmail: "Please enter a valid e-mail address.",
    invalidMobile: "Mobile number should be between 7 to 16 digits only",
    noName: "Please enter your name.",
    invalidName: "Please enter a valid name.",
    weakPassword: "Your password must have no spaces, at least one digit and at least 8 characters.",
    unknownSite: "Something went wrong.",
    wrongOtp: "The OTP you entered is incorrect.",
    expiredOtp: "This OTP is no longer valid. Please request a new one.",
    welcome: "Your account is ready.",
    linkSent: "We have e-mailed you a link to verify your e-mail address.",
    badLinkPath: "Something went wrong.",
    welcomeSent: "Welcome mail sent.",
  },
  es: {
    otpSent: "Te hemos enviado un código de un solo uso para completar el registro.",
    emailTaken: "Ya existe una cuenta con este correo electrónico. Inicia sesión.",
    mobileTaken: "Ya existe una cuenta con este número de móvil. Inicia sesión.",
    noContact: "Introduce tu correo electrónico o número de móvil.",
    invalidEmail: "Introduce un correo electrónico válido.",
    invalidMobile: "El número de móvil debe tener entre 7 y 16 dígitos",
    noName: "Introduce tu nombre.",
    invalidName: "Introduce un nombre válido.",
    weakPassword: "Tu contraseña no debe tener espacios y debe tener al menos un dígito y 8 caracteres.",
    unknownSite: "Algo salió mal.",
    wrongOtp: "El código OTP que has introducido no es correcto.",
    expiredOtp: "Este código OTP ya no es válido. Pide uno nuevo.",
    welcome: "Tu cuenta está lista.",
    linkSent: "Te hemos enviado un enlace para verificar tu correo electrónico.",
    badLinkPath: "Algo salió mal.",
    welcomeSent: "Correo de bienvenida enviado.",
  },
  fr: {
    otpSent: "Nous vous avons envoyé un code à usage unique pour terminer votre inscription.",
    emailTaken: "Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter.",
    mobileTaken: "Un compte existe déjà avec ce numéro de mobile. Veuillez vous connecter.",
    noContact: "Veuillez saisir votre adresse e-mail ou votre numéro de mobile.",
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
    invalidMobile: "Le numéro de mobile doit comporter entre 7 et 16 chiffres",
    noName: "Veuillez saisir votre nom.",
    invalidName: "Veuillez saisir un nom valide.",
    weakPassword:
      "Votre mot de passe ne doit pas contenir d'espaces et doit comporter au moins un chiffre et 8 caractères.",
    unknownSite: "Une erreur s'est produite.",
    wrongOtp: "Le code OTP saisi est incorrect.",
    expiredOtp: "Ce code OTP n'est plus valide. Veuillez en demander un nouveau.",
    welcome: "Votre compte est prêt.",
    linkSent: "Nous vous avons envoyé un lien pour vérifier votre adresse e-mail.",
    badLinkPath: "Une erreur s'est produite.",
    welcomeSent: "E-mail de bienvenue envoyé.",
  },
  de: {
    otpSent: "Wir haben dir einen Einmalcode gesendet, um deine Registrierung abzuschließen.",
    emailTaken: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an.",
    mobileTaken: "Es gibt bereits ein Konto mit dieser Mobilnummer. Bitte melde dich an.",
    noContact: "Bitte gib deine E-Mail-Adresse oder Mobilnummer ein.",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    invalidMobile: "Die Mobilnummer muss 7 bis 16 Ziffern haben",
    noName: "Bitte gib deinen Namen ein.",
    invalidName: "Bitte gib einen gültigen Namen ein.",
    weakPassword:
      "Dein Passwort darf keine Leerzeichen enthalten und braucht mindestens eine Ziffer und 8 Zeichen.",
    unknownSite: "Etwas ist schiefgelaufen.",
    wrongOtp: "Der eingegebene OTP-Code ist falsch.",
    expiredOtp: "Dieser OTP-Code ist nicht mehr gültig. Bitte fordere einen neuen an.",
    welcome: "Dein Konto ist bereit.",
    linkSent: "Wir haben dir einen Link zur Bestätigung deiner E-Mail-Adresse gesendet.",
    badLinkPath: "Etwas ist schiefgelaufen.",
    welcomeSent: "Willkommens-E-Mail gesendet.",
  },
};

/** The sign-up texts in the request's language. */
const textsOf = (ctx: HandlerContext): SignUpTextTable => inLanguage(SignUpTexts, ctx.language);

interface SignupRow {
  readonly reference: string;
  readonly identity: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly name: string;
  readonly password_hash: string;
  readonly site: string;
  readonly client_id: number;
  readonly company_id: number;
  readonly otp_id: string;
  readonly otp_digest: string;
  readonly otp_sent_at: number;
  readonly wrong_guesses: number;
  readonly session_token: string | null;
}

/**
 * The e-mail, or for a mobile-only sign-up the number's text address: where its setup code goes,
 * and the `users.email` its account is keyed on.
 */
const addressOf = (row: { readonly email: string | null; readonly mobile: string | null }): string =>
  row.email ?? textAddressOf(row.mobile ?? "");

/** Mails a new setup code; its otp_id and digest (the code itself is not kept). */
const mailOtp = (ctx: HandlerContext, to: string): { otpId: string; otpDigest: string } => {
  const code = newDigitCode(6);
  const otpId = ctx.newToken();
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
  return { otpId, otpDigest: codeDigest(ctx.db, "setup-otp", otpId, code) };
};

interface Site {
  readonly url_prefix: string;
  readonly client_id: number;
  readonly company_id: number;
}

const siteOf = (db: Db, url: string) =>
  db
    .prepare("SELECT url_prefix, client_id, company_id FROM sites WHERE url_prefix = ?")
    .get(url.replace(/^\/+|\/+$/g, "") || "marketplace") as Site | undefined;

/**
 * Why an account cannot open for this e-mail or mobile number in this client: one holds it
 * already, the mobile number under whatever dialling code. Null when it may.
 */
const takenBy = (
  texts: SignUpTextTable,
  db: Db,
  clientId: number,
  contact: { readonly email: string | null; readonly mobile: string | null },
): string | null => {
  const keyTaken = db
    .prepare("SELECT 1 FROM users WHERE lower(email) = ?")
    .get(addressOf(contact).toLowerCase());
  if (keyTaken !== undefined) return contact.email === null ? texts.mobileTaken : texts.emailTaken;
  if (contact.mobile !== null && mobileOwnerOf(db, clientId, contact.mobile) !== undefined) {
    return texts.mobileTaken;
  }
  return null;
};

/** The refusal of a sign-up form's fields, or null when they may go on (spec §5 'General checks'). */
const refusalOf = (texts: SignUpTextTable, input: SignUpInput): string | null => {
  const email = input.email?.trim() ?? "";
  const mobile = input.mobile?.trim() ?? "";
  if (email === "" && mobile === "") return texts.noContact;
  if (email !== "" && !isValidEmail(email)) return texts.invalidEmail;
  if (mobile !== "" && !isValidMobile(mobile)) return texts.invalidMobile;
  if (input.full_name.trim() === "") return texts.noName;
  // The profile's rule for a name (its edit form and server, src/domain/profile.ts).
  if (!isValidName(input.full_name)) return texts.invalidName;
  if (!isValidPassword(input.password)) return texts.weakPassword;
  return null;
};

const today = (now: number): string => new Date(now).toISOString().slice(0, 19).replace("T", " ");

const pendingSignup = (db: Db, reference: string): SignupRow | undefined =>
  db.prepare("SELECT * FROM signups WHERE reference = ?").get(reference) as SignupRow | undefined;

/**
 * Opens the account of a sign-up and its session, in one transaction with the check that nobody
 * took its e-mail or mobile number meanwhile; the session's token, or why it cannot open.
 */
const openAccount = (ctx: HandlerContext, row: SignupRow): { token: string } | { refusal: string } =>
  ctx.db.transaction(() => {
    const refusal = takenBy(textsOf(ctx), ctx.db, row.client_id, row);
    if (refusal !== null) {
      ctx.db.prepare("DELETE FROM signups WHERE reference = ?").run(row.reference);
      return { refusal };
    }
    const [first = row.name, ...rest] = row.name.split(/\s+/);
    const created = ctx.db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, contact, company_id, client_id, site,
           domain, user_login_type, user_creation_date, is_admin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, '1', ?, 0)`,
      )
      .run(
        addressOf(row),
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
    ctx.db.prepare("UPDATE signups SET session_token = ? WHERE reference = ?").run(token, row.reference);
    return { token };
  })();

/**
 * The session an earlier call of the same sign-up opened, answered once more to a repeat whose
 * first answer was lost; undefined when it was answered again already or has ended.
 */
const reopenedSession = (db: Db, row: SignupRow): string | undefined => {
  const token = row.session_token;
  if (token === null) return undefined;
  const once = db
    .prepare("DELETE FROM signups WHERE reference = ? AND session_token = ?")
    .run(row.reference, token);
  const live = db.prepare("SELECT 1 FROM sessions WHERE token = ?").get(token) !== undefined;
  return once.changes === 1 && live ? token : undefined;
};

export const signupHandlers = [
  handle(signUpStores, (ctx, { signup_input: input }) => {
    if (!ctx.withinLimit(`signUpStores:${ctx.clientAddress}`, SIGNUP_CALLS_PER_MINUTE, MINUTE_MS)) {
      throw limitExceeded(ctx);
    }
    const refusal = refusalOf(textsOf(ctx), input);
    if (refusal !== null) return refused(refusal);
    const site = siteOf(ctx.db, input.url);
    if (site === undefined) return refused(textsOf(ctx).unknownSite);
    const email = input.email?.trim().toLowerCase() || null;
    const mobile = input.mobile?.trim() ? `${input.mobile_code ?? ""}-${input.mobile.trim()}` : null;
    const taken = takenBy(textsOf(ctx), ctx.db, site.client_id, { email, mobile });
    if (taken !== null) return refused(taken);
    const mobileDigits = mobile === null ? null : mobileDigitsOf(mobile);
    const identity = email ?? `${site.client_id}:${mobileDigits ?? ""}`;
    // Sign-ups whose code has run out are forgotten; an older pending one of the same person goes.
    ctx.db.prepare("DELETE FROM signups WHERE otp_sent_at <= ?").run(ctx.now() - SETUP_OTP_LIFETIME_MS);
    ctx.db
      .prepare(
        `DELETE FROM signups WHERE session_token IS NULL
           AND (identity = ? OR (mobile_digits = ? AND client_id = ?))`,
      )
      .run(identity, mobileDigits, site.client_id);
    const reference = ctx.newToken();
    const otp = mailOtp(ctx, addressOf({ email, mobile }));
    ctx.db
      .prepare(
        `INSERT INTO signups (reference, identity, email, mobile, mobile_digits, name, password_hash, site,
           client_id, company_id, otp_id, otp_digest, otp_sent_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        reference,
        identity,
        email,
        mobile,
        mobileDigits,
        input.full_name.trim(),
        hashPassword(input.password),
        site.url_prefix,
        site.client_id,
        site.company_id,
        otp.otpId,
        otp.otpDigest,
        ctx.now(),
        ctx.now(),
      );
    return {
      success: 1,
      message: textsOf(ctx).otpSent,
      data: { otp_id: otp.otpId, user_reference: reference },
    };
  }),

  handle(resendSetupOtp, (ctx, input) => {
    const row = pendingSignup(ctx.db, input.user_reference);
    if (row === undefined || row.otp_id !== input.otp_id || row.session_token !== null)
      return refused(textsOf(ctx).expiredOtp);
    if (!ctx.withinLimit(`resendSetupOtp:${row.identity}`, SETUP_OTP_RESENDS_PER_MINUTE, MINUTE_MS)) {
      throw limitExceeded(ctx);
    }
    const otp = mailOtp(ctx, addressOf(row));
    ctx.db
      .prepare(
        "UPDATE signups SET otp_id = ?, otp_digest = ?, otp_sent_at = ?, wrong_guesses = 0 WHERE reference = ?",
      )
      .run(otp.otpId, otp.otpDigest, ctx.now(), row.reference);
    return { success: 1, message: textsOf(ctx).otpSent, data: { otp_id: otp.otpId } };
  }),

  handle(validateSetupOtp, (ctx, input) => {
    const guesses = (key: string) =>
      ctx.withinLimit(`validateSetupOtp:${key}`, SETUP_OTP_GUESSES_PER_MINUTE, MINUTE_MS);
    if (!guesses(`address:${ctx.clientAddress}`)) throw limitExceeded(ctx);
    const expired = refused(textsOf(ctx).expiredOtp);
    const row = pendingSignup(ctx.db, input.user_reference);
    if (
      row === undefined ||
      row.otp_id !== input.otp_id ||
      ctx.now() >= row.otp_sent_at + SETUP_OTP_LIFETIME_MS
    ) {
      return expired;
    }
    if (!guesses(`identity:${row.identity}`)) throw limitExceeded(ctx);
    if (row.wrong_guesses >= CODE_ATTEMPTS) return expired;
    if (!codeMatches(ctx.db, "setup-otp", row.otp_id, input.otp.trim(), row.otp_digest)) {
      if (row.session_token !== null) return expired;
      ctx.db
        .prepare("UPDATE signups SET wrong_guesses = wrong_guesses + 1 WHERE reference = ?")
        .run(row.reference);
      return refused(textsOf(ctx).wrongOtp);
    }
    const opened =
      row.session_token === null ? openAccount(ctx, row) : { token: reopenedSession(ctx.db, row) };
    if ("refusal" in opened) return refused(opened.refusal);
    if (opened.token === undefined) return expired;
    ctx.sessionCookie(opened.token);
    return { success: 1, message: textsOf(ctx).welcome, data: { a_t: opened.token, domain: null } };
  }),

  handle(sendVerificationLink, (ctx, input) => {
    const user = requireUser(ctx);
    if (!RESET_LINK_PATH.test(input.reset_link)) return refused(textsOf(ctx).badLinkPath);
    if (input.user_input.trim().toLowerCase() !== user.email.toLowerCase() || !isValidEmail(user.email)) {
      return refused(textsOf(ctx).invalidEmail);
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
    return { success: 1, message: textsOf(ctx).linkSent };
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
    return { data: { welcome_mail: { success: 1, message: textsOf(ctx).welcomeSent } } };
  }),
];
