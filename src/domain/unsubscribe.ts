/**
 * Mail unsubscribe (spec §2.3 '/unsubscribe/:mailType', §7.5 'Unsubscribe mail'): the kinds of
 * mail a shopper may stop, named by the path's last segment. Pure; the reference API reads the
 * same list to refuse an unknown kind.
 */

/** The kinds of mail a shopper can unsubscribe from, as their links name them. */
export const MAIL_TYPES = ["offers", "newsletter", "reminders"] as const;
export type MailType = (typeof MAIL_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(MAIL_TYPES);

/** Whether `value` names a kind of mail one can unsubscribe from (exactly, as the links spell it). */
export const isMailType = (value: string): value is MailType => KNOWN.has(value);
