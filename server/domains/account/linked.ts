/**
 * Linked accounts and switching between them (spec §7.5 "Account switching"). Accounts of one
 * person in several client programmes form a group; each member is a user of its own client.
 */
import { fetchAccounts, type LinkedAccount } from "@contract/account";
import { getUserAssoc, selectAccount, validateIfSwitchWorked } from "@contract/identity";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { type Db, handle } from "../../core/module";
import { clientOfUser, closeSession, openSession, requireUser, type UserRow } from "./store";

export const linkedDdl = `
CREATE TABLE IF NOT EXISTS linked_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  group_id INTEGER NOT NULL
);
-- The members each of whose sign-ins answers showLinkedAccountsModal (spec §3 'Linked accounts').
CREATE TABLE IF NOT EXISTS linked_account_prompts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id)
);
`;

/**
 * Whether a sign-in of the user offers the choice of account first (showLinkedAccountsModal,
 * spec §3): the member asks for it, it has another account to choose, and its login type may
 * switch accounts (user_login_type '2' never does, spec §6).
 */
export const asksForAccountOnSignIn = (db: Db, user: UserRow): boolean => {
  if (user.user_login_type === "2") return false;
  const asks =
    db.prepare("SELECT 1 FROM linked_account_prompts WHERE user_id = ?").get(user.id) !== undefined;
  return asks && linkedUsers(db, user.id).length > 1;
};

/** What switching accounts answers the shopper, in each language the API answers in (../../core/language.ts). */
export const SwitchTexts: PerLanguage<{ readonly switched: string; readonly notLinked: string }> = {
  en: {
    switched: "Account switched successfully.",
    notLinked: "No linked account was found for this client.",
  },
  es: {
    switched: "Has cambiado de cuenta.",
    notLinked: "No hemos encontrado ninguna cuenta vinculada para este cliente.",
  },
  fr: {
    switched: "Changement de compte effectué.",
    notLinked: "Aucun compte lié n'a été trouvé pour ce client.",
  },
  de: {
    switched: "Konto erfolgreich gewechselt.",
    notLinked: "Für diesen Kunden wurde kein verknüpftes Konto gefunden.",
  },
};

/** What getUserAssoc answers when the identity has no user at the client, by language. */
export const UserAssocTexts: PerLanguage<{ readonly notAssociated: string }> = {
  en: { notAssociated: "Your sign-in is not associated with a user of this client." },
  es: { notAssociated: "Tu inicio de sesión no está asociado a ningún usuario de este cliente." },
  fr: { notAssociated: "Votre identifiant n'est associé à aucun utilisateur de ce client." },
  de: { notAssociated: "Deine Anmeldung ist mit keinem Nutzer dieses Kunden verknüpft." },
};

/** The linked group a user's account belongs to, if any. */
export const linkGroupOf = (db: Db, userId: number): number | undefined =>
  (
    db.prepare("SELECT group_id FROM linked_accounts WHERE user_id = ?").get(userId) as
      | { group_id: number }
      | undefined
  )?.group_id;

/** The accounts linked with a user, the user's own included; empty when it has none. */
const linkedUsers = (db: Db, userId: number): UserRow[] =>
  db
    .prepare(
      `SELECT u.* FROM linked_accounts mine
         JOIN linked_accounts other ON other.group_id = mine.group_id
         JOIN users u ON u.id = other.user_id
        WHERE mine.user_id = ?
        ORDER BY u.client_id, u.id`,
    )
    .all(userId) as UserRow[];

const toLinkedAccount = (db: Db, user: UserRow, currentUserId: number): LinkedAccount => ({
  cid: user.client_id,
  name: clientOfUser(db, user).name,
  email: user.email,
  domain: user.domain,
  is_current: user.id === currentUserId,
});

export const linkedHandlers = [
  handle(fetchAccounts, (ctx) => {
    const user = requireUser(ctx);
    return {
      success: 1,
      linkedAccounts: linkedUsers(ctx.db, user.id).map((u) => toLinkedAccount(ctx.db, u, user.id)),
    };
  }),

  handle(validateIfSwitchWorked, (ctx) => {
    const user = requireUser(ctx);
    return {
      success: 1,
      accounts: linkedUsers(ctx.db, user.id).map((u) => toLinkedAccount(ctx.db, u, user.id)),
    };
  }),

  /** Whether the signed-in identity has a user at client `cid`: its own account or a linked one (spec §7.5 getUserAssoc). */
  handle(getUserAssoc, (ctx, input) => {
    const user = requireUser(ctx);
    const members = linkedUsers(ctx.db, user.id);
    const target = (members.length === 0 ? [user] : members).find(
      (u) => u.client_id === input.user_assoc.cid,
    );
    if (target === undefined)
      return { data: { getUserAssoc: refused(inLanguage(UserAssocTexts, ctx.language).notAssociated) } };
    return {
      data: {
        getUserAssoc: {
          success: 1,
          data: { cid: target.client_id, name: clientOfUser(ctx.db, target).name },
        },
      },
    };
  }),

  /**
   * Replaces the session with one of the linked account of client `cid`. The new session keeps
   * the login's time: switching does not extend the absolute session lifetime.
   */
  handle(selectAccount, (ctx, input) => {
    const user = requireUser(ctx);
    const target = linkedUsers(ctx.db, user.id).find((u) => u.client_id === input.cid);
    if (target === undefined) return refused(inLanguage(SwitchTexts, ctx.language).notLinked);
    const login = ctx.session ?? undefined;
    if (login !== undefined) closeSession(ctx.db, login);
    const token = openSession(ctx, target.id, login);
    ctx.sessionCookie(token);
    return {
      success: 1,
      message: inLanguage(SwitchTexts, ctx.language).switched,
      data: { a_t: token, domain: target.domain },
    };
  }),
];
