/**
 * Password reset (spec §7.5 'Password reset'): 'Forgot password?' on the sign-in's password step
 * mails a link to the site's '/rp/:keyword' page (generateResetPasswordLink, header a_t: the login
 * challenge); the page checks the keyword (validateResetLink) and sends the new password to the
 * public '/resetPassword'. A keyword expires after the configured lifetime (30 minutes by
 * default) and works once; only its digest is kept. A new link voids the user's older ones, and a
 * reset voids them all and ends every session of the user. The answer to 'Forgot password?' is the
 * same whether the identity has an account or not.
 */
import {
  generateResetPasswordLink,
  RESET_LINK_PATH,
  resetPassword,
  validateResetLink,
} from "@contract/identity";
import { isValidPassword } from "@domain/validation";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { limitExceeded } from "../../core/limits";
import { type Db, type HandlerContext, handle } from "../../core/module";
import { codeDigest } from "../../core/oneTimeCode";
import { challengeUserOf } from "./login";
import { sendMail } from "./outbox";
import { hashPassword } from "./passwords";
import { endSessionsOf, userById } from "./store";

export const resetDdl = `
-- A link's keyword is kept only as its digest (server/core/oneTimeCode.ts).
CREATE TABLE IF NOT EXISTS reset_links (
  keyword_digest TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
`;

/** How long a reset link works when the server is given no other lifetime. */
export const DEFAULT_RESET_LINK_MINUTES = 30;

/** The reset mail's subject (the mail is written in English, as its body is). */
const RESET_MAIL_SUBJECT = "Reset your password";

/**
 * What password reset answers the shopper, in each language the API answers in
 * (../../core/language.ts). The English of badLinkPath is spec §8's 'Something went wrong.'.
 */
export const ResetTexts: PerLanguage<{
  readonly mailed: string;
  readonly badLinkPath: string;
  readonly unknown: string;
  readonly expired: string;
  readonly used: string;
  readonly valid: string;
  readonly weakPassword: string;
  readonly done: string;
}> = {
  en: {
    mailed: "If an account matches these details, we have e-mailed it a link to reset your password.",
    badLinkPath: "Something went wrong.",
    unknown: "This password reset link is not valid. Please ask for a new one.",
    expired: "This password reset link has expired. Please ask for a new one.",
    used: "This password reset link has already been used. Please ask for a new one.",
    valid: "Please choose a new password.",
    weakPassword: "Your password must have no spaces, at least one digit and at least 8 characters.",
    done: "Your password has been reset. Please sign in with your new password.",
  },
  es: {
    mailed: "Si hay una cuenta con estos datos, le hemos enviado un enlace para restablecer tu contraseña.",
    badLinkPath: "Algo salió mal.",
    unknown: "Este enlace para restablecer la contraseña no es válido. Pide uno nuevo.",
    expired: "Este enlace para restablecer la contraseña ha caducado. Pide uno nuevo.",
    used: "Este enlace para restablecer la contraseña ya se ha usado. Pide uno nuevo.",
    valid: "Elige una contraseña nueva.",
    weakPassword: "Tu contraseña no debe tener espacios y debe tener al menos un dígito y 8 caracteres.",
    done: "Tu contraseña se ha restablecido. Inicia sesión con la nueva contraseña.",
  },
  fr: {
    mailed:
      "Si un compte correspond à ces informations, nous lui avons envoyé un lien pour réinitialiser votre mot de passe.",
    badLinkPath: "Une erreur s'est produite.",
    unknown: "Ce lien de réinitialisation du mot de passe n'est pas valide. Veuillez en demander un nouveau.",
    expired: "Ce lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.",
    used: "Ce lien de réinitialisation du mot de passe a déjà été utilisé. Veuillez en demander un nouveau.",
    valid: "Veuillez choisir un nouveau mot de passe.",
    weakPassword:
      "Votre mot de passe ne doit pas contenir d'espaces et doit comporter au moins un chiffre et 8 caractères.",
    done: "Votre mot de passe a été réinitialisé. Veuillez vous connecter avec le nouveau mot de passe.",
  },
  de: {
    mailed:
      "Falls ein Konto zu diesen Angaben passt, haben wir ihm einen Link zum Zurücksetzen deines Passworts gesendet.",
    badLinkPath: "Etwas ist schiefgelaufen.",
    unknown: "Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte fordere einen neuen an.",
    expired: "Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordere einen neuen an.",
    used: "Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Bitte fordere einen neuen an.",
    valid: "Bitte wähle ein neues Passwort.",
    weakPassword:
      "Dein Passwort darf keine Leerzeichen enthalten und braucht mindestens eine Ziffer und 8 Zeichen.",
    done: "Dein Passwort wurde zurückgesetzt. Bitte melde dich mit dem neuen Passwort an.",
  },
};

/** The reset texts in the request's language. */
const textsOf = (ctx: HandlerContext) => inLanguage(ResetTexts, ctx.language);

const MINUTE_MS = 60_000;
/** Reset calls one client address may make a minute; more answer HTTP 429 (spec §8 text). */
export const RESET_CALLS_PER_MINUTE = 20;

const assertWithinLimit = (ctx: HandlerContext, bucket: string): void => {
  if (!ctx.withinLimit(`${bucket}:${ctx.clientAddress}`, RESET_CALLS_PER_MINUTE, MINUTE_MS)) {
    throw limitExceeded(ctx);
  }
};

interface ResetLinkRow {
  readonly keyword_digest: string;
  readonly user_id: number;
  readonly created_at: number;
  readonly used_at: number | null;
}

const lifetimeMs = (ctx: HandlerContext): number =>
  ctx.config.resetLinkMs ?? DEFAULT_RESET_LINK_MINUTES * MINUTE_MS;

/** The stored digest of a link's keyword; the keyword, random and long, is its own id. */
const keywordDigest = (db: Db, keyword: string): string => codeDigest(db, "reset-link", "", keyword);

/** Voids every link of a user not used yet (a new link, a reset, a password change). */
export const voidResetLinksOf = (db: Db, userId: number): void => {
  db.prepare("DELETE FROM reset_links WHERE user_id = ? AND used_at IS NULL").run(userId);
};

/** A new link keyword for a user, the only one of theirs that works from now on. */
export const issueResetLink = (ctx: HandlerContext, userId: number): string => {
  const keyword = ctx.newToken();
  voidResetLinksOf(ctx.db, userId);
  ctx.db
    .prepare("INSERT INTO reset_links (keyword_digest, user_id, created_at, used_at) VALUES (?, ?, ?, NULL)")
    .run(keywordDigest(ctx.db, keyword), userId, ctx.now());
  return keyword;
};

/** Why `keyword` opens no reset, or the row when it does. */
const linkOf = (
  ctx: HandlerContext,
  keyword: string,
): { readonly ok: true; readonly row: ResetLinkRow } | { readonly ok: false; readonly message: string } => {
  const row = ctx.db
    .prepare("SELECT * FROM reset_links WHERE keyword_digest = ?")
    .get(keywordDigest(ctx.db, keyword)) as ResetLinkRow | undefined;
  if (row === undefined) return { ok: false, message: textsOf(ctx).unknown };
  if (row.used_at !== null) return { ok: false, message: textsOf(ctx).used };
  if (ctx.now() >= row.created_at + lifetimeMs(ctx)) return { ok: false, message: textsOf(ctx).expired };
  return { ok: true, row };
};

export const resetHandlers = [
  handle(generateResetPasswordLink, (ctx, input) => {
    assertWithinLimit(ctx, "generateResetPasswordLink");
    if (!RESET_LINK_PATH.test(input.reset_link)) return refused(textsOf(ctx).badLinkPath);
    const userId = challengeUserOf(ctx, ctx.header("a_t"));
    const user = userId === undefined ? undefined : userById(ctx.db, userId);
    // A decoy challenge (no such account) or an expired one: the same answer, no mail.
    if (user !== undefined) {
      const keyword = issueResetLink(ctx, user.id);
      const link = `${ctx.config.origin}${input.reset_link}${keyword}`;
      sendMail(
        ctx.db,
        {
          to_address: user.email,
          kind: "reset-password",
          subject: RESET_MAIL_SUBJECT,
          body: `Hello ${user.first_name}, open ${link} within ${Math.round(lifetimeMs(ctx) / MINUTE_MS)} minutes to choose a new password.`,
          link,
        },
        ctx.now(),
      );
    }
    return { success: 1, message: textsOf(ctx).mailed };
  }),

  handle(validateResetLink, (ctx, input) => {
    assertWithinLimit(ctx, "resetLink");
    const link = linkOf(ctx, input.reset_link);
    return link.ok ? { success: 1, message: textsOf(ctx).valid } : refused(link.message);
  }),

  handle(resetPassword, (ctx, input) => {
    assertWithinLimit(ctx, "resetLink");
    const link = linkOf(ctx, input.reset_link);
    if (!link.ok) return refused(link.message);
    if (!isValidPassword(input.password)) return refused(textsOf(ctx).weakPassword);
    const used = ctx.db
      .prepare("UPDATE reset_links SET used_at = ? WHERE keyword_digest = ? AND used_at IS NULL")
      .run(ctx.now(), link.row.keyword_digest);
    // Two requests racing for one link: only the first one resets.
    if (used.changes !== 1) return refused(textsOf(ctx).used);
    ctx.db
      .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
      .run(hashPassword(input.password), link.row.user_id);
    // A new password ends a lockout and the failures counted towards one (spec §8).
    ctx.db.prepare("DELETE FROM login_attempts WHERE user_id = ?").run(link.row.user_id);
    ctx.db.prepare("DELETE FROM login_lockouts WHERE user_id = ?").run(link.row.user_id);
    // Whoever held the old password or another link is out.
    voidResetLinksOf(ctx.db, link.row.user_id);
    endSessionsOf(ctx.db, link.row.user_id);
    return { success: 1, message: textsOf(ctx).done };
  }),
];
