/**
 * The client address a request is counted under (rate limits): the socket's peer address, or,
 * when that peer is one of the configured reverse proxies, the last `X-Forwarded-For` hop that
 * is not itself a trusted proxy. A header sent by anyone else is ignored, so rotating it does
 * not dodge a limit.
 */

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
