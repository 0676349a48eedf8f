/**
 * Mail unsubscribe (spec §7.5 'Unsubscribe mail {add_data: {un_subscribe}}'): the signed-in
 * shopper stops one kind of mail; the choice is kept per user and kind, and asking twice keeps it.
 */
import { unsubscribeMail } from "@contract/identity";
import { isMailType } from "@domain/unsubscribe";
import { refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import { type Db, handle } from "../../core/module";
import { requireUser } from "./store";

export const unsubscribeDdl = `
CREATE TABLE IF NOT EXISTS mail_unsubscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  mail_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mail_type)
);
`;

/** What unsubscribing answers the shopper, in each language the API answers in (../../core/language.ts). */
export const UnsubscribeTexts: PerLanguage<{ readonly done: string; readonly unknownType: string }> = {
  en: { done: "You have been unsubscribed.", unknownType: "This kind of mail is not known." },
  es: { done: "Se ha cancelado tu suscripción.", unknownType: "No conocemos este tipo de correo." },
  fr: { done: "Votre désabonnement est enregistré.", unknownType: "Ce type d'e-mail est inconnu." },
  de: { done: "Du wurdest abgemeldet.", unknownType: "Diese Art von E-Mail ist unbekannt." },
};

/** The kinds of mail `userId` has unsubscribed from, in the order chosen. */
export const unsubscribedMailTypes = (db: Db, userId: number): string[] =>
  (
    db
      .prepare("SELECT mail_type FROM mail_unsubscriptions WHERE user_id = ? ORDER BY created_at, mail_type")
      .all(userId) as { mail_type: string }[]
  ).map((row) => row.mail_type);

export const unsubscribeHandlers = [
  handle(unsubscribeMail, (ctx, input) => {
    const user = requireUser(ctx);
    const texts = inLanguage(UnsubscribeTexts, ctx.language);
    const mailType = input.add_data.un_subscribe;
    if (!isMailType(mailType)) return { data: { unsubscribeMail: refused(texts.unknownType) } };
    ctx.db
      .prepare("INSERT OR IGNORE INTO mail_unsubscriptions (user_id, mail_type, created_at) VALUES (?, ?, ?)")
      .run(user.id, mailType, ctx.now());
    return { data: { unsubscribeMail: { success: 1, message: texts.done } } };
  }),
];
