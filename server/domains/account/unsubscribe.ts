/**
 * Mail unsubscribe (spec §7.5 'Unsubscribe mail {add_data: {un_subscribe}}'): the signed-in
 * shopper stops one kind of mail; the choice is kept per user and kind, and asking twice keeps it.
 */
import { unsubscribeMail } from "@contract/identity";
import { isMailType } from "@domain/unsubscribe";
import { refused } from "../../core/answers";
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

export const UnsubscribeTexts = {
  done: "You have been unsubscribed.",
  unknownType: "This kind of mail is not known.",
} as const;

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
    const mailType = input.add_data.un_subscribe;
    if (!isMailType(mailType)) return { data: { unsubscribeMail: refused(UnsubscribeTexts.unknownType) } };
    ctx.db
      .prepare("INSERT OR IGNORE INTO mail_unsubscriptions (user_id, mail_type, created_at) VALUES (?, ?, ?)")
      .run(user.id, mailType, ctx.now());
    return { data: { unsubscribeMail: { success: 1, message: UnsubscribeTexts.done } } };
  }),
];
