/**
 * The PROFILE tab's calls (spec §7.5 'Profile'): edit profile (update_employee_data
 * {update_data}; HTTP 429 with the spec §8 text beyond its limit), change password (change_query
 * {reset_input}, the passwords base64 on the wire and stored as scrypt hashes) and the profile
 * logo (fetchUsersProfileLogo). The alternate e-mail of update_data is kept in `user_profiles`.
 *
 * The sign-in details are guarded: a new e-mail or mobile number needs the current password; a
 * mobile number belongs to one account of a client; a new e-mail becomes the sign-in e-mail only
 * once the code mailed to it comes back (until then sign-in and reset mails use the old one,
 * which is told of the change). A password change ends the user's other sessions and voids the
 * reset links mailed before it. Wrong current passwords are counted per user: after five within
 * an hour, the calls that check it answer HTTP 429 until the hour has passed.
 */
import { LOGIN_LOCKOUT_ATTEMPTS, LOGIN_LOCKOUT_WINDOW_MS } from "@contract/account";
import {
  changeQuery,
  fetchUsersProfileLogo,
  type UpdateData,
  updateEmployeeData,
  WRONG_CURRENT_PASSWORD,
} from "@contract/profile";
import { meetsPasswordRule, passwordChecks } from "@domain/account";
import { PHONE_LIST } from "@domain/phoneList";
import { isValidName } from "@domain/profile";
import { isValidPhoneForCountry } from "@domain/trackOrder";
import { isValidEmail } from "@domain/validation";
import { type Refused, refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { limitExceeded } from "../../core/limits";
import { type Db, type HandlerContext, handle } from "../../core/module";
import { CODE_ATTEMPTS, codeDigest, codeMatches, newDigitCode } from "../../core/oneTimeCode";
import { sendMail } from "../account/outbox";
import { hashPassword, verifyPassword } from "../account/passwords";
import { voidResetLinksOf } from "../account/reset";
import { clientOfUser, endSessionsOf, mobileOwnerOf, requireUser, type UserRow } from "../account/store";

export const profileDdl = `
-- Profile logos (fetchUsersProfileLogo); a user without one shows initials.
CREATE TABLE IF NOT EXISTS profile_logos (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  logo_url TEXT NOT NULL
);
-- The alternate e-mail a user gave on the PROFILE tab (update_employee_data {update_data}).
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  alternative_email TEXT
);
-- A new sign-in e-mail waiting for the code mailed to it: one per user, the latest asked for.
-- The code is kept only as its digest; it is void after 10 minutes or 5 wrong tries.
CREATE TABLE IF NOT EXISTS email_changes (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  email TEXT NOT NULL,
  code_digest TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
-- Wrong current passwords given to edit profile or change password, counted per user.
CREATE TABLE IF NOT EXISTS current_password_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  at INTEGER NOT NULL
);
`;

const MINUTE_MS = 60_000;
/** Profile edits one user may send a minute; more answer HTTP 429 (spec §8 'edit profile'). */
export const PROFILE_EDITS_PER_MINUTE = 10;
/** Password changes one user may try a minute; more answer HTTP 429. */
export const PASSWORD_CHANGES_PER_MINUTE = 5;
/**
 * Wrong current passwords one user may give within the window (the sign-in lockout's numbers: 5
 * within an hour) before edit profile and change password answer HTTP 429.
 */
export const WRONG_CURRENT_PASSWORDS = LOGIN_LOCKOUT_ATTEMPTS;
export const WRONG_CURRENT_PASSWORD_WINDOW_MS = LOGIN_LOCKOUT_WINDOW_MS;
/** How long the code mailed to a new e-mail address works. */
export const EMAIL_CODE_MINUTES = 10;

interface ProfileTextTable {
  readonly updated: string;
  readonly invalidName: string;
  readonly invalidEmail: string;
  readonly emailTaken: string;
  readonly invalidMobile: string;
  readonly mobileTaken: string;
  readonly passwordNeeded: string;
  readonly emailCodeSent: (email: string) => string;
  readonly emailCodeWrong: string;
  readonly emailCodeVoid: string;
  readonly alternateHidden: string;
  readonly nothingToUpdate: string;
  readonly passwordChanged: string;
  readonly wrongPassword: string;
  readonly passwordRule: string;
}

/**
 * What the profile's calls answer the shopper, in each language the API answers in
 * (../../core/language.ts). The English of invalidMobile is spec §5's, word for word.
 */
export const ProfileTexts: PerLanguage<ProfileTextTable> = {
  en: {
    updated: "Your profile has been updated.",
    invalidName: "Please enter a valid name.",
    invalidEmail: "Please enter a valid e-mail address.",
    emailTaken: "This e-mail address is already used by another account.",
    invalidMobile: "Mobile number should be between 7 to 16 digits only",
    mobileTaken: "This mobile number is already used by another account.",
    passwordNeeded: "Please enter your current password to change your e-mail address or mobile number.",
    emailCodeSent: (email) =>
      `We have sent a 6-digit code to ${email}. Your sign-in e-mail changes once you confirm it with that code.`,
    emailCodeWrong: "The code you entered is not correct. Please check it and try again.",
    emailCodeVoid: "This code has expired or was tried too many times. Please save again to get a new code.",
    alternateHidden: "An alternate e-mail cannot be added for your company.",
    nothingToUpdate: "Nothing to update.",
    passwordChanged: "Your password has been changed.",
    wrongPassword: "The current password you entered is not correct.",
    passwordRule: "Your password must have no spaces, at least one digit and at least 8 characters.",
  },
  es: {
    updated: "Tu perfil se ha actualizado.",
    invalidName: "Introduce un nombre válido.",
    invalidEmail: "Introduce un correo electrónico válido.",
    emailTaken: "Otra cuenta ya usa este correo electrónico.",
    invalidMobile: "El número de móvil debe tener entre 7 y 16 dígitos",
    mobileTaken: "Otra cuenta ya usa este número de móvil.",
    passwordNeeded: "Introduce tu contraseña actual para cambiar tu correo electrónico o tu número de móvil.",
    emailCodeSent: (email) =>
      `Hemos enviado un código de 6 dígitos a ${email}. Tu correo de inicio de sesión cambiará cuando lo confirmes con ese código.`,
    emailCodeWrong: "El código que has introducido no es correcto. Compruébalo e inténtalo de nuevo.",
    emailCodeVoid:
      "Este código ha caducado o se ha probado demasiadas veces. Vuelve a guardar para recibir uno nuevo.",
    alternateHidden: "Tu empresa no permite añadir un correo electrónico alternativo.",
    nothingToUpdate: "No hay nada que actualizar.",
    passwordChanged: "Tu contraseña se ha cambiado.",
    wrongPassword: "La contraseña actual que has introducido no es correcta.",
    passwordRule: "Tu contraseña no debe tener espacios y debe tener al menos un dígito y 8 caracteres.",
  },
  fr: {
    updated: "Votre profil a été mis à jour.",
    invalidName: "Veuillez saisir un nom valide.",
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
    emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
    invalidMobile: "Le numéro de mobile doit comporter entre 7 et 16 chiffres",
    mobileTaken: "Ce numéro de mobile est déjà utilisé par un autre compte.",
    passwordNeeded:
      "Veuillez saisir votre mot de passe actuel pour changer votre adresse e-mail ou votre numéro de mobile.",
    emailCodeSent: (email) =>
      `Nous avons envoyé un code à 6 chiffres à ${email}. Votre e-mail de connexion changera une fois confirmé avec ce code.`,
    emailCodeWrong: "Le code saisi n'est pas correct. Veuillez le vérifier et réessayer.",
    emailCodeVoid:
      "Ce code a expiré ou a été essayé trop de fois. Veuillez enregistrer à nouveau pour recevoir un nouveau code.",
    alternateHidden: "Votre entreprise ne permet pas d'ajouter une adresse e-mail secondaire.",
    nothingToUpdate: "Rien à mettre à jour.",
    passwordChanged: "Votre mot de passe a été modifié.",
    wrongPassword: "Le mot de passe actuel saisi n'est pas correct.",
    passwordRule:
      "Votre mot de passe ne doit pas contenir d'espaces et doit comporter au moins un chiffre et 8 caractères.",
  },
  de: {
    updated: "Dein Profil wurde aktualisiert.",
    invalidName: "Bitte gib einen gültigen Namen ein.",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    emailTaken: "Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.",
    invalidMobile: "Die Mobilnummer muss 7 bis 16 Ziffern haben",
    mobileTaken: "Diese Mobilnummer wird bereits von einem anderen Konto verwendet.",
    passwordNeeded:
      "Bitte gib dein aktuelles Passwort ein, um deine E-Mail-Adresse oder Mobilnummer zu ändern.",
    emailCodeSent: (email) =>
      `Wir haben einen 6-stelligen Code an ${email} gesendet. Deine Anmelde-E-Mail ändert sich, sobald du sie mit diesem Code bestätigst.`,
    emailCodeWrong: "Der eingegebene Code ist nicht korrekt. Bitte prüfe ihn und versuche es erneut.",
    emailCodeVoid:
      "Dieser Code ist abgelaufen oder wurde zu oft versucht. Bitte speichere erneut, um einen neuen Code zu erhalten.",
    alternateHidden: "Für dein Unternehmen kann keine alternative E-Mail-Adresse hinzugefügt werden.",
    nothingToUpdate: "Es gibt nichts zu aktualisieren.",
    passwordChanged: "Dein Passwort wurde geändert.",
    wrongPassword: "Das eingegebene aktuelle Passwort ist nicht korrekt.",
    passwordRule:
      "Dein Passwort darf keine Leerzeichen enthalten und braucht mindestens eine Ziffer und 8 Zeichen.",
  },
};

/** The profile texts in the request's language. */
const textsOf = (ctx: HandlerContext): ProfileTextTable => inLanguage(ProfileTexts, ctx.language);

const limited = (ctx: HandlerContext, bucket: string, max: number): void => {
  if (!ctx.withinLimit(bucket, max, MINUTE_MS)) {
    throw limitExceeded(ctx);
  }
};

/** A mobile number long enough for some country of its calling code (spec §5 'Phone lengths'). */
const isValidMobileFor = (mobile: string, code: string): boolean =>
  PHONE_LIST.some((entry) => entry.phonecode === code && isValidPhoneForCountry(mobile, entry.iso));

/** The refusal of update_data's fields that break their rule (spec §5), or null. */
const formRefusal = (ctx: HandlerContext, user: UserRow, data: UpdateData): Refused | null => {
  if (data.first_name !== undefined && !isValidName(data.first_name))
    return refused(textsOf(ctx).invalidName);
  if (data.last_name !== undefined && !isValidName(data.last_name)) return refused(textsOf(ctx).invalidName);
  if (data.email !== undefined && !isValidEmail(data.email)) return refused(textsOf(ctx).invalidEmail);
  if (data.mobile !== undefined && !isValidMobileFor(data.mobile.trim(), data.mobile_code ?? "")) {
    return refused(textsOf(ctx).invalidMobile);
  }
  const alternate = data.alternative_email?.trim();
  if (alternate === undefined) return null;
  // The alternate e-mail is only for a client whose menu shows it (spec §3 showAlternateEmail).
  if (!clientOfUser(ctx.db, user).show_alternate_email) return refused(textsOf(ctx).alternateHidden);
  return alternate !== "" && !isValidEmail(alternate) ? refused(textsOf(ctx).invalidEmail) : null;
};

/**
 * Whether `password` is the user's current one. A wrong one is counted; once the user has given
 * WRONG_CURRENT_PASSWORDS within the window, HTTP 429 answers before any password is checked.
 */
const isCurrentPassword = (ctx: HandlerContext, user: UserRow, password: string): boolean => {
  const { failures } = ctx.db
    .prepare("SELECT count(*) AS failures FROM current_password_failures WHERE user_id = ? AND at > ?")
    .get(user.id, ctx.now() - WRONG_CURRENT_PASSWORD_WINDOW_MS) as { failures: number };
  if (failures >= WRONG_CURRENT_PASSWORDS) {
    throw limitExceeded(ctx);
  }
  if (verifyPassword(password, user.password_hash)) {
    ctx.db.prepare("DELETE FROM current_password_failures WHERE user_id = ?").run(user.id);
    return true;
  }
  ctx.db.prepare("INSERT INTO current_password_failures (user_id, at) VALUES (?, ?)").run(user.id, ctx.now());
  return false;
};

/** The account other than the user's that signs in with `email`, if any. */
const emailOwnerOf = (db: Db, email: string, exceptUserId: number): { id: number } | undefined =>
  db.prepare("SELECT id FROM users WHERE lower(email) = lower(?) AND id <> ?").get(email, exceptUserId) as
    | { id: number }
    | undefined;

const EMAIL_CODE_PURPOSE = "email-change";
/** A code is bound to the user and to the address it was mailed to. */
const emailCodeId = (user: UserRow, email: string): string => `${user.id}:${email.toLowerCase()}`;

/**
 * Keeps `email` waiting for confirmation (replacing any earlier one), mails its code there and
 * tells the current address.
 */
const askToConfirmEmail = (ctx: HandlerContext, user: UserRow, email: string): void => {
  const code = newDigitCode(6);
  ctx.db
    .prepare(
      "INSERT OR REPLACE INTO email_changes (user_id, email, code_digest, created_at, attempts) VALUES (?, ?, ?, ?, 0)",
    )
    .run(user.id, email, codeDigest(ctx.db, EMAIL_CODE_PURPOSE, emailCodeId(user, email), code), ctx.now());
  sendMail(
    ctx.db,
    {
      to_address: email,
      kind: "email-change-code",
      subject: "Confirm your new e-mail address",
      body: `Hello ${user.first_name}, your code to make ${email} your sign-in e-mail is ${code}. It works for ${EMAIL_CODE_MINUTES} minutes. If you did not ask for this, ignore this e-mail.`,
      link: null,
    },
    ctx.now(),
  );
  sendMail(
    ctx.db,
    {
      to_address: user.email,
      kind: "email-change-notice",
      subject: "Your sign-in e-mail is being changed",
      body: `Hello ${user.first_name}, your account asked to make ${email} its sign-in e-mail. It changes only once the code mailed there is entered. If this was not you, change your password now: your sign-in e-mail stays ${user.email} until then.`,
      link: null,
    },
    ctx.now(),
  );
};

interface EmailChangeRow {
  readonly email: string;
  readonly code_digest: string;
  readonly created_at: number;
  readonly attempts: number;
}

/** The refusal of the code for `email`, or null when it confirms it (the code is then used up). */
const emailCodeRefusal = (
  ctx: HandlerContext,
  user: UserRow,
  email: string,
  code: string,
): Refused | null => {
  const row = ctx.db
    .prepare("SELECT email, code_digest, created_at, attempts FROM email_changes WHERE user_id = ?")
    .get(user.id) as EmailChangeRow | undefined;
  if (
    row === undefined ||
    row.email.toLowerCase() !== email.toLowerCase() ||
    ctx.now() >= row.created_at + EMAIL_CODE_MINUTES * MINUTE_MS
  ) {
    return refused(textsOf(ctx).emailCodeVoid);
  }
  if (!codeMatches(ctx.db, EMAIL_CODE_PURPOSE, emailCodeId(user, email), code.trim(), row.code_digest)) {
    if (row.attempts + 1 >= CODE_ATTEMPTS) {
      ctx.db.prepare("DELETE FROM email_changes WHERE user_id = ?").run(user.id);
    } else {
      ctx.db.prepare("UPDATE email_changes SET attempts = attempts + 1 WHERE user_id = ?").run(user.id);
    }
    return refused(textsOf(ctx).emailCodeWrong);
  }
  ctx.db.prepare("DELETE FROM email_changes WHERE user_id = ?").run(user.id);
  return null;
};

type EditAnswer = { readonly success: 0 | 1; readonly message: string; readonly pending_email?: string };
const answer = (outcome: EditAnswer) => ({ data: { update_employee_data: outcome } });

export const profileHandlers = [
  handle(updateEmployeeData, (ctx, input) => {
    const user = requireUser(ctx);
    limited(ctx, `update_employee_data:${user.id}`, PROFILE_EDITS_PER_MINUTE);
    const data = input.update_data;
    const refusal = formRefusal(ctx, user, data);
    if (refusal !== null) return answer(refusal);
    const email = data.email?.trim() ?? user.email;
    const newEmail = email.toLowerCase() === user.email.toLowerCase() ? null : email;
    const contact =
      data.mobile === undefined ? user.contact : `${data.mobile_code ?? ""}-${data.mobile.trim()}`;
    const newMobile = contact !== user.contact;
    if (newEmail !== null || newMobile) {
      // The sign-in details: the current password first, so that a session alone cannot change
      // them, nor learn which e-mails and numbers other accounts have.
      if (data.password === undefined || data.password === "")
        return answer(refused(textsOf(ctx).passwordNeeded));
      if (!isCurrentPassword(ctx, user, data.password)) return answer(refused(textsOf(ctx).wrongPassword));
      if (newEmail !== null && emailOwnerOf(ctx.db, newEmail, user.id) !== undefined) {
        return answer(refused(textsOf(ctx).emailTaken));
      }
      if (newMobile && mobileOwnerOf(ctx.db, user.client_id, contact, user.id) !== undefined) {
        return answer(refused(textsOf(ctx).mobileTaken));
      }
    }
    if (newEmail !== null) {
      if (data.email_otp === undefined) {
        askToConfirmEmail(ctx, user, newEmail);
        return answer({ success: 1, message: textsOf(ctx).emailCodeSent(newEmail), pending_email: newEmail });
      }
      const codeRefusal = emailCodeRefusal(ctx, user, newEmail, data.email_otp);
      if (codeRefusal !== null) return answer(codeRefusal);
    }
    ctx.db
      .prepare("UPDATE users SET first_name = ?, last_name = ?, email = ?, contact = ? WHERE id = ?")
      .run(
        data.first_name?.trim() ?? user.first_name,
        data.last_name?.trim() ?? user.last_name,
        email,
        contact,
        user.id,
      );
    const alternate = data.alternative_email?.trim();
    if (alternate !== undefined) {
      ctx.db
        .prepare(
          "INSERT INTO user_profiles (user_id, alternative_email) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET alternative_email = excluded.alternative_email",
        )
        .run(user.id, alternate === "" ? null : alternate);
    }
    return answer({ success: 1, message: textsOf(ctx).updated });
  }),

  handle(changeQuery, (ctx, input) => {
    const user = requireUser(ctx);
    limited(ctx, `change_query:${user.id}`, PASSWORD_CHANGES_PER_MINUTE);
    const { old_password, new_password } = input.reset_input;
    if (!isCurrentPassword(ctx, user, old_password)) {
      return {
        data: {
          change_query: refused(textsOf(ctx).wrongPassword, { code: WRONG_CURRENT_PASSWORD }),
        },
      };
    }
    if (!meetsPasswordRule(passwordChecks(new_password))) {
      return { data: { change_query: refused(textsOf(ctx).passwordRule) } };
    }
    ctx.db
      .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
      .run(hashPassword(new_password), user.id);
    // Whoever else holds a session or a reset link of the old password loses it; this one stays.
    endSessionsOf(ctx.db, user.id, ctx.session ?? undefined);
    voidResetLinksOf(ctx.db, user.id);
    return { data: { change_query: { success: 1, message: textsOf(ctx).passwordChanged } } };
  }),

  handle(fetchUsersProfileLogo, (ctx) => {
    const user = requireUser(ctx);
    const row = ctx.db.prepare("SELECT logo_url FROM profile_logos WHERE user_id = ?").get(user.id) as
      | { logo_url: string }
      | undefined;
    return { data: { fetchUsersProfileLogo: { success: 1, data: { logo_url: row?.logo_url ?? null } } } };
  }),
];
