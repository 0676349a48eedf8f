/** Reading users, sessions and client companies for the account calls. */

import { unauthenticated } from "../../core/answers";
import { type SomeLanguages, storedTextsOf } from "../../core/language";
import { type Db, type HandlerContext, HttpFailure, type Session } from "../../core/module";

/** A row of the core `users` table. */
export interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly password_hash: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly contact: string;
  readonly company_id: number;
  readonly client_id: number;
  readonly site: string;
  readonly domain: string | null;
  readonly user_login_type: string;
  readonly user_creation_date: string;
  readonly is_admin: number;
  readonly is_third_party: number;
  readonly points_hundredths: number;
  readonly redeemed_points_hundredths: number;
  readonly points_currency: string;
  readonly gcb_minor: number;
  readonly gcb_currency: string;
  readonly tokens_minor: number;
  readonly country_code: string;
}

/**
 * What the account calls show of a user's client: branding and points settings from the site
 * (the `sites` table of the site domain) and the menu flags of `client_menu_settings`.
 */
export interface ClientProfile {
  readonly client_id: number;
  readonly company_id: number;
  readonly name: string;
  /** The points label (spec §3 customText, default 'Points'), by language: read it in the request's. */
  readonly points_label: SomeLanguages;
  /** Value of one reward point in the user's points currency. */
  readonly points_conversion_factor: number;
  readonly show_multi_language: boolean;
  readonly show_alternate_email: boolean;
  readonly disable_phone_in_checkout: boolean;
}

export const userById = (db: Db, id: number): UserRow | undefined =>
  db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;

/** The signed-in user of an authenticated call; HTTP 401 when the session is gone (spec §8). */
export const requireUser = (ctx: HandlerContext): UserRow => {
  const user = ctx.session === null ? undefined : userById(ctx.db, ctx.session.userId);
  if (user === undefined) throw new HttpFailure(401, unauthenticated(ctx.language));
  return user;
};

/**
 * Opens a session for a user and returns its token. A token made from a session (SSO) belongs
 * to that session's login: it expires with it and ends with its logout.
 */
export const openSession = (ctx: HandlerContext, userId: number, from?: Session): string => {
  const token = ctx.newToken();
  const now = ctx.now();
  ctx.db
    .prepare(
      "INSERT INTO sessions (token, user_id, created_at, last_seen_at, family, login_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(token, userId, now, now, from?.family ?? token, from?.loginAt ?? now);
  return token;
};

/** Ends every token of a session's login: the one used, and those made from it (SSO). */
export const closeSession = (db: Db, session: Session): void => {
  db.prepare("DELETE FROM sessions WHERE token = ? OR family = ?").run(session.token, session.family);
};

/**
 * Ends every session of a user (a password reset), or every one but the login `keep` belongs to
 * (a password change ends the user's other logins and keeps the one that made it).
 */
export const endSessionsOf = (db: Db, userId: number, keep?: Session): void => {
  if (keep === undefined) db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId);
  else
    db.prepare("DELETE FROM sessions WHERE user_id = ? AND token <> ? AND coalesce(family, token) <> ?").run(
      userId,
      keep.token,
      keep.family,
    );
};

interface ClientRow {
  readonly company_id: number;
  readonly name: string;
  readonly points_label: string;
  readonly points_conversion_factor: number;
  readonly multi_language_support: number;
  readonly show_alternate_email: number | null;
  readonly disable_phone_in_checkout: number | null;
}

/** The profile of a client; a client without a site gets the defaults of spec §3 and §9. */
const clientQuery = `
  SELECT s.company_id, s.company_name AS name, s.points_label, s.points_conversion_factor,
         s.multi_language_support, m.show_alternate_email, m.disable_phone_in_checkout
    FROM sites s LEFT JOIN client_menu_settings m ON m.client_id = s.client_id
   WHERE s.client_id = ?`;

export const clientOf = (db: Db, clientId: number, companyId: number): ClientProfile => {
  const row = db.prepare(clientQuery).get(clientId) as ClientRow | undefined;
  if (row === undefined) {
    return {
      client_id: clientId,
      company_id: companyId,
      name: `Company ${companyId}`,
      points_label: { en: "Points" },
      points_conversion_factor: 1,
      show_multi_language: false,
      show_alternate_email: false,
      disable_phone_in_checkout: false,
    };
  }
  return {
    client_id: clientId,
    company_id: row.company_id,
    name: row.name,
    points_label: storedTextsOf(row.points_label),
    points_conversion_factor: row.points_conversion_factor,
    show_multi_language: row.multi_language_support === 1,
    show_alternate_email: row.show_alternate_email === 1,
    disable_phone_in_checkout: row.disable_phone_in_checkout === 1,
  };
};

export const clientOfUser = (db: Db, user: UserRow): ClientProfile =>
  clientOf(db, user.client_id, user.company_id);

/** The national digits of a mobile number as typed or stored (`91-98450 12345` → `9845012345`). */
export const mobileDigitsOf = (value: string): string => {
  const national = value.includes("-") ? value.slice(value.lastIndexOf("-") + 1) : value;
  return national.replace(/\D/g, "");
};

/**
 * The account of a client that holds a mobile number, whatever dialling code it was stored
 * under: a number belongs to one account per client. `exceptUserId` leaves the asking user out.
 */
export const mobileOwnerOf = (
  db: Db,
  clientId: number,
  mobile: string,
  exceptUserId?: number,
): UserRow | undefined => {
  const digits = mobileDigitsOf(mobile);
  if (digits === "") return undefined;
  const users = db
    .prepare("SELECT * FROM users WHERE client_id = ? AND id <> ? AND contact LIKE ? ORDER BY id")
    .all(clientId, exceptUserId ?? -1, `%${digits}`) as UserRow[];
  return users.find((user) => mobileDigitsOf(user.contact) === digits);
};
