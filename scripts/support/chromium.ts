/**
 * Debian's Chromium as the browser journeys, the benchmarks and the replay's screenshots start it
 * (no browser is downloaded; `PLAYWRIGHT_CHROMIUM_PATH` names another one).
 */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, sandboxed by the container rather than Chromium, and quiet: no sync, updates or background calls. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
