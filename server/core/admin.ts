/**
 * The reference API's admin switches (`/__admin/...`: maintenance, a hotel's rates) are for the
 * machine it runs on: an admin there, or a test. A request is from this machine when its socket's
 * peer is a loopback address; a request without a socket (an in-process call) is not.
 */
import type { Context } from "hono";
import type { AppEnv } from "./module";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export const isFromThisMachine = (c: Context<AppEnv>): boolean => {
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address !== undefined && LOOPBACK.has(address);
};
