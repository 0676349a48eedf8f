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
