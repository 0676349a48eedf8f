/**
 * The session cookie `a_t` (spec §2.1: the session value is also set as a cookie; §7.1: requests
 * carry credentials). The reference API sets it, never the page's scripts:
 *
 * - `HttpOnly`, so no script (an injected one included) can read the session from the cookie;
 * - `SameSite=Lax`, so no other site's request carries it (a cross-site POST goes without it);
 * - `Secure` when the request came over https: the server's own URL, or a trusted reverse proxy's
 *   `X-Forwarded-Proto: https`; a plain-http demo on loopback gets it without `Secure`;
 * - `Path=/`, and no `Max-Age`: it ends with the browser session, as the session value does; the
 *   server's session lifetimes still apply to the token it holds.
 *
 * It is set when a sign-in opens a session (password, one-time code, account switch) and when the
 * SSO entry '/sso/?token=' names a live session; it is cleared (`Max-Age=0`) on logout. The token
 * still travels as the `a_t` header (spec §7.1); the authenticated bases read this cookie only when
 * that header is absent (a page opened in a new tab, whose session storage is empty).
 */
import { normaliseAddress } from "./address";

export const SESSION_COOKIE = "a_t";

/** Token characters the server issues (base64url) and the test tokens use. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The Set-Cookie value that sets `token` (a token with other characters is not set). */
export const sessionCookie = (token: string, secure: boolean): string | undefined =>
  TOKEN.test(token)
    ? [
        `${SESSION_COOKIE}=${token}`,
        "Path=/",
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; ")
    : undefined;

/** The Set-Cookie value that removes the session cookie. */
export const clearedSessionCookie = (secure: boolean): string =>
  [
    `${SESSION_COOKIE}=`,
    "Path=/",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/** The value of cookie `name` in a `Cookie` request header. */
export const requestCookie = (header: string | undefined, name: string): string | undefined => {
  if (header === undefined) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === "" ? undefined : value;
    }
  }
  return undefined;
};

/**
 * Whether the request came over https: the URL the server received, or, from a trusted reverse
 * proxy only, the first `X-Forwarded-Proto` value (anyone else's header is ignored).
 */
export const cameOverHttps = (
  url: string,
  socketAddress: string | undefined,
  forwardedProto: string | undefined,
  trustedProxies: readonly string[],
): boolean => {
  if (url.startsWith("https:")) return true;
  if (socketAddress === undefined || forwardedProto === undefined) return false;
  const peer = normaliseAddress(socketAddress);
  if (!trustedProxies.map(normaliseAddress).includes(peer)) return false;
  return forwardedProto.split(",")[0]?.trim().toLowerCase() === "https";
};
