/**
 * The reference API's outbox: every mail the storefront's calls would send (reset links, setup and
 * login codes, and the other account mails) is written to the `outbox` table instead. With
 * `--faults` (tests and development), `GET /__outbox?to=ADDRESS` answers the latest 20 as JSON,
 * newest first, so a tester can follow a mailed link (server/core/app.ts). A text message to a
 * mobile number lands here too, under the address `+{dialling code}-{number}`. The demo server
 * (server/main.ts) also prints each mail on its console, so the demo shopper reads a login code
 * there.
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

/** The outbox address of a text message to a mobile number stored as `code-number` (`+91-9876543210`). */
export const textAddressOf = (mobile: string): string => `+${mobile}`;

/** One console line of a mail: `[outbox] to ADDRESS (kind): body`, the body's lines joined. */
const mailLine = (mail: Mail): string =>
  `[outbox] to ${mail.to_address} (${mail.kind}): ${mail.body.replace(/\s*\n\s*/g, " / ")}`;

const printers = new WeakMap<Db, (line: string) => void>();

/** From now on, hands each mail written to `db`'s outbox to `print` as one line ({@link mailLine}). */
export const printMailsOf = (db: Db, print: (line: string) => void): void => {
  printers.set(db, print);
};

export const sendMail = (db: Db, mail: Mail, now: number): void => {
  db.prepare(
    "INSERT INTO outbox (to_address, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(mail.to_address, mail.kind, mail.subject, mail.body, mail.link, now);
  printers.get(db)?.(mailLine(mail));
};
