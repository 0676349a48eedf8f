/**
 * The reference API's outbox: every mail the storefront's calls would send (reset links, and the
 * other account mails as they come) is written to the `outbox` table instead. With `--faults`
 * (tests and development), `GET /__outbox?to=ADDRESS` answers the latest 20 as JSON, newest
 * first, so a tester can follow a mailed link (server/core/app.ts).
 */
import type { Db } from "../../core/module";

export const outboxDdl = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at INTEGER NOT NULL
);
`;

export interface Mail {
  readonly to_address: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  readonly link: string | null;
}

export const sendMail = (db: Db, mail: Mail, now: number): void => {
  db.prepare(
    "INSERT INTO outbox (to_address, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(mail.to_address, mail.kind, mail.subject, mail.body, mail.link, now);
};
