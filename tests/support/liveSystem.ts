/**
 * The whole storefront actor system with its live effects against the reference API over HTTP,
 * the recorder attached, on a simulated clock: what the browser runs, in the test process.
 */
import { rootWithEffects, startStorefrontSystem } from "@app/system";
import { SimulatedClock } from "xstate";
import { liveBrowser, type ReferenceApi, settle } from "./harness";

/**
 * The system on `pathname` (and `search`, with its '?'), signed out, or signed in with the
 * session `token`; the recorder salts its log with `salt`.
 */
export const startLiveSystem = async (
  api: Pick<ReferenceApi, "host">,
  pathname = "/marketplace/login",
  token?: string,
  { search = "", salt = "test-salt" }: { readonly search?: string; readonly salt?: string } = {},
) => {
  const url = `http://storefront.test${pathname}${search}`;
  const { browser, layer } = liveBrowser(api, {
    url,
    ...(token === undefined ? {} : { session: { a_t: token, s_e_t: "1" } }),
  });
  const clock = new SimulatedClock();
  const system = startStorefrontSystem({
    machine: await rootWithEffects(layer),
    input: {
      location: { origin: "http://storefront.test", pathname, search },
      viewport: { width: 1280, height: 800 },
      language: "en",
      loginFlag: token !== undefined,
      walletId: null,
      supportEmail: "support@rewards-storefront.example",
      inIframe: false,
      features: { perksCompanies: null, cashout: true },
    },
    clock,
    environment: { viewport: { width: 1280, height: 800 }, language: "en", url },
    recordedAt: "2026-11-25T00:00:00.000Z",
    salt,
  });
  return { ...system, browser, clock };
};

export type LiveSystem = Awaited<ReturnType<typeof startLiveSystem>>;

/** Moves the simulated clock and lets effects (real HTTP calls) finish. */
export const advance = async (clock: SimulatedClock, ms: number) => {
  clock.increment(ms);
  for (let i = 0; i < 20; i++) await settle();
};
