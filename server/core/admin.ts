/**
 * The operator's routes of the reference API: the admin switches (`/__admin/...`: maintenance, a
 * hotel's rates) and the ticket reader (`/__tickets`, tickets hold e-mails, messages and logs).
 * They answer the operator only:
 *
 * - the server was started with an operator token (`--admin-token`, or STOREFRONT_ADMIN_TOKEN);
 * - the request carries that token in the {@link ADMIN_TOKEN_HEADER} header (compared in
 *   constant time);
 * - and it comes from this machine: its client address, the socket's peer or, behind a trusted
 *   reverse proxy, the client the proxy forwards for (./address.ts), is a loopback address.
 *
 * Any other request is answered 404, as if the routes did not exist; without a token configured
 * they never answer.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { TICKETS_PATH } from "@contract/tickets";
import type { Context, MiddlewareHandler } from "hono";
import { isLoopbackAddress, requestClientAddress } from "./address";
import type { AppEnv, ServerConfig } from "./module";

/** The request header the operator sends the token in. */
export const ADMIN_TOKEN_HEADER = "x-admin-token";

/** The routes only the operator reaches (Hono patterns; `/__tickets/*` covers `/__tickets` too). */
export const OPERATOR_ROUTES: readonly string[] = ["/__admin/*", `${TICKETS_PATH}/*`];

const digestOf = (text: string): Buffer => createHash("sha256").update(text).digest();

/** Whether `sent` is `expected`, compared in constant time whatever their lengths. */
const sameToken = (sent: string, expected: string): boolean =>
  timingSafeEqual(digestOf(sent), digestOf(expected));

/** Whether the request is the operator's (see the module comment). */
const isOperatorRequest = (c: Context<AppEnv>, config: ServerConfig): boolean => {
  const expected = config.adminToken;
  if (expected === undefined || expected === "") return false;
  const sent = c.req.header(ADMIN_TOKEN_HEADER) ?? "";
  return sameToken(sent, expected) && isLoopbackAddress(requestClientAddress(c, config));
};

/** Lets the operator's requests through; answers any other 404, as an absent route would. */
export const operatorOnly =
  (config: ServerConfig): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isOperatorRequest(c, config)) return c.json({ message: "Not found" }, 404);
    await next();
  };
