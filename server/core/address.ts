/**
 * The client address a request is counted under (rate limits) and judged by (the operator's
 * routes, ./admin.ts): the socket's peer address, or, when that peer is one of the configured
 * reverse proxies, the last `X-Forwarded-For` hop that is not itself a trusted proxy. A header
 * sent by anyone else is ignored, so rotating it does not dodge a limit.
 */
import type { Context } from "hono";
import type { AppEnv, ServerConfig } from "./module";

/** `::ffff:127.0.0.1` → `127.0.0.1`; trims. */
export const normaliseAddress = (address: string): string => {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice("::ffff:".length) : trimmed;
};

/** The address to count a request under (see the module comment); `unknown` without a socket. */
export const clientAddressOf = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string => {
  const peer =
    socketAddress === undefined || socketAddress === "" ? "unknown" : normaliseAddress(socketAddress);
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  if (!trusted.has(peer) || forwardedFor === undefined) return peer;
  const hops = forwardedFor
    .split(",")
    .map(normaliseAddress)
    .filter((hop) => hop !== "");
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (hop !== undefined && !trusted.has(hop)) return hop;
  }
  return peer;
};

/** This machine's own addresses, as a socket's peer or a forwarded client shows them. */
const LOOPBACK = new Set(["127.0.0.1", "::1"]);

/** Whether `address` (a peer, a forwarded client or a `--host`) is this machine's loopback. */
export const isLoopbackAddress = (address: string): boolean => LOOPBACK.has(normaliseAddress(address));

/** The peer address of the request's socket (absent when the app is called without a server). */
export const socketAddressOf = (c: Context<AppEnv>): string | undefined =>
  (c.env as Partial<AppEnv["Bindings"]> | undefined)?.incoming?.socket.remoteAddress;

/** The address `c` is counted under: {@link clientAddressOf} its socket and `X-Forwarded-For`. */
export const requestClientAddress = (c: Context<AppEnv>, config: ServerConfig): string =>
  clientAddressOf(socketAddressOf(c), c.req.header("x-forwarded-for"), config.trustedProxies ?? []);
