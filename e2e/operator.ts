/**
 * The operator of the journeys' reference API: the token the server is started with
 * (playwright.config.ts) and the headers of an operator's request to the admin switches and the
 * ticket reader (server/core/admin.ts). The browser stands behind a trusted proxy on the server's
 * machine (e2e/fixtures.ts); the operator's requests come from that machine, so the proxy
 * forwards them for 127.0.0.1.
 */
export const E2E_ADMIN_TOKEN = "operator-token-of-the-journeys";

/**
 * The journeys' servers render pages within a budget far above a loaded machine's slowest render
 * (300 ms by default), so every journey meets a page as the server renders it.
 */
export const E2E_RENDER_BUDGET_MS = 10_000;

export const operatorHeaders: Readonly<Record<string, string>> = {
  "x-admin-token": E2E_ADMIN_TOKEN,
  "x-forwarded-for": "127.0.0.1",
};
