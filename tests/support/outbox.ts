/**
 * The reference API's outbox as a test reads it (`GET /__outbox?to=ADDRESS`, newest first): the
 * mails sent to an e-mail address, or the text messages sent to a mobile number's address
 * (`+91-9876543210`), and the six-digit code of the latest one of a kind.
 */
import type { makeTestServer } from "../../server/testing";

export interface OutboxMail {
  readonly to_address: string;
  readonly kind: string;
  readonly body: string;
  readonly link: string | null;
}

type Server = Pick<ReturnType<typeof makeTestServer>, "app">;

export const outboxOf = async (server: Server, to: string): Promise<readonly OutboxMail[]> => {
  const response = await server.app.hono.request(`/__outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
};

/** The code of the latest mail of `kind` (e.g. 'login-otp', 'setup-otp') sent to `to`. */
export const mailedCode = async (server: Server, to: string, kind: string): Promise<string> => {
  const mail = (await outboxOf(server, to)).find((m) => m.kind === kind);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no ${kind} mailed to ${to}`);
  return code;
};

/** A six-digit code that is not `code`: a sure wrong guess. */
export const otherCode = (code: string): string => (code === "000000" ? "111111" : "000000");
