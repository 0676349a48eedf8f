import { isLoopbackAddress } from "./core/address";

/** Defaults of the reference API, overridable from the command line or the environment. */
export const defaults = {
  port: 4173,
  host: "127.0.0.1",
  database: "data/storefront.sqlite",
  supportEmail: "support@rewards-storefront.example",
  /** A session token unused for this long expires (the next call answers HTTP 401, spec §7.1). */
  sessionIdleMinutes: 30,
  /** A session token expires this long after its login, however busy (SSO tokens count from the same login). */
  sessionMaxHours: 12,
  /** Request bodies above this size answer HTTP 413. */
  bodyLimitBytes: 256 * 1024,
  /** A password reset link works this long, and once. */
  resetLinkMinutes: 30,
  /** A flight itinerary is held this long, then expires (search again). */
  itineraryMinutes: 15,
  /**
   * A gateway order not paid this long after it was placed fails: its seats, bookings and
   * balances are released, and its payment page can no longer be paid.
   */
  paymentHoldMinutes: 15,
} as const;

/** The shortest operator token (`--admin-token`) the server accepts. */
const ADMIN_TOKEN_MIN_LENGTH = 16;

/** What server/main.ts is asked to start with, as far as {@link launchProblem} judges it. */
export interface LaunchOptions {
  /** The address it listens on (`--host`). */
  readonly host: string;
  /** Whether the test endpoints are on (`--faults`). */
  readonly faults: boolean;
  /** The operator token (`--admin-token`), if any. */
  readonly adminToken: string | undefined;
}

/**
 * Why the server must not start with `options`, in one line, or undefined when it may:
 *
 * - `--faults` opens test endpoints that answer anyone who reaches the server (every mail of the
 *   outbox, codes and reset links included; injected failures): only on a loopback `--host`;
 * - an operator token shorter than {@link ADMIN_TOKEN_MIN_LENGTH} characters is too easy to guess.
 */
export const launchProblem = (options: LaunchOptions): string | undefined => {
  const host = options.host.trim().toLowerCase();
  if (options.faults && host !== "localhost" && !isLoopbackAddress(host)) {
    return `--faults serves every mailed code to anyone who reaches the server: use it with --host 127.0.0.1 or ::1, not ${options.host}.`;
  }
  if (options.adminToken !== undefined && options.adminToken.length < ADMIN_TOKEN_MIN_LENGTH) {
    return `--admin-token must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters long.`;
  }
  return undefined;
};
