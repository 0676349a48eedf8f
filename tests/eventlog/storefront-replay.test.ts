/**
 * A session of the storefront's real machines (scripted effects, simulated clock) recorded live,
 * then replayed: every replayed step carries the digest the live recording wrote, and an altered
 * event is reported at its own step, on its recipient, with the expected and replayed digests.
 */
import { startStorefrontSystem, storefrontReplayOptions } from "@app/system";
import type { UserDetails } from "@contract/account";
import { type LogEntry, parseLog, serializeLog } from "@domain/eventlog/format";
import { type ReplayRow, replay } from "@eventlog/replay";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import { type StorefrontEffects, scriptedRoot, settle } from "../../scripts/bench/storefront-fakes";

const user: UserDetails = {
  email: "priya@demo.example",
  first_name: "Priya",
  last_name: "Sharma",
  company_id: 1001,
  contact: "91-9876543210",
  user_creation_date: "2024-01-15",
  user_login_type: "0",
  domain: null,
  client_id: 1001,
  companyDetails: { name: "Marketplace", company_id: 1001 },
  country_code: "IN",
};

const world = { loginFlag: false };
const effects: StorefrontEffects = {
  readLoginFlag: () => world.loginFlag,
  storeSsoSession: () => ({ stored: false }),
  storeWalletId: () => undefined,
  fetchUserDetails: () => user,
  storeLoginEmail: () => undefined,
  getMenu: () => ({
    success: 1,
    message: "",
    data: {
      companyDetails: user.companyDetails,
      showMultiLanguage: true,
      showAlternateEmail: false,
      disablePhoneNumberInCheckout: false,
    },
  }),
  getPoints: () => ({
    success: 1,
    message: "",
    data: { RP: [{ balance: 2500 }], RMP: [{ balance: 0 }], conversion_factor: 1, currency_code: "INR" },
  }),
  fetchGcb: () => ({ success: 1, message: "", data: { total: 0, voucher_lists: [], currency_code: "INR" } }),
  getStoreToken: () => ({ total: 0 }),
  fetchAccounts: () => ({ success: 1, message: "", linkedAccounts: [] }),
  fetchCart: () => ({ success: 1, message: "", data: [], conversion_to_base: 1, conversion_to_inr: 1 }),
  clearStoredSession: () => {
    world.loginFlag = false;
  },
  redirectToSite: () => undefined,
  navigateTo: () => undefined,
  validateUserIdentity: () => ({
    success: 1,
    message: null,
    user_exists: true,
    login_type: "password",
    otp_id: null,
  }),
  validatePassword: () => {
    world.loginFlag = true;
    return { signedIn: true, message: "Logged in successfully.", domain: null };
  },
  validateLoginOtp: () => ({ signedIn: false, message: "The OTP you entered is incorrect.", domain: null }),
  clearLanguage: () => undefined,
  logout: () => ({ success: 1, message: "Logged out." }),
  clearSignedOutData: () => {
    world.loginFlag = false;
  },
  redirectAfterLogout: () => undefined,
};

const ORIGIN = "http://storefront.test";

/** Sign in, browse with login-flag polls, log out, a few times: the log as text. */
const recordSession = async (): Promise<string> => {
  world.loginFlag = false;
  const clock = new SimulatedClock();
  const { root, recorder } = startStorefrontSystem({
    machine: scriptedRoot(effects),
    input: {
      location: { origin: ORIGIN, pathname: "/marketplace/login", search: "" },
      viewport: { width: 1280, height: 800 },
      language: "en",
      loginFlag: false,
      walletId: null,
      supportEmail: "support@rewards-storefront.example",
      inIframe: false,
      features: { perksCompanies: null, cashout: true },
    },
    clock,
    environment: {
      viewport: { width: 1280, height: 800 },
      language: "en",
      url: `${ORIGIN}/marketplace/login`,
    },
    recordedAt: "2026-11-25T00:00:00.000Z",
    salt: "replay-digests",
  });
  const get = (id: string) => {
    const found = root.system.get(id);
    if (found === undefined) throw new Error(`no actor '${id}'`);
    return found;
  };
  await settle();
  // The sign-in is a late flow: spawned as the sign-in page spawns it.
  root.send({ type: "FLOW.START", flow: "auth" });
  root.send({ type: "FLOW.START", flow: "logout" });
  for (let cycle = 0; cycle < 3; cycle++) {
    root.send({ type: "ENV.VIEWPORT", width: 800 + cycle * 100, height: 600 });
    get("auth").send({ type: "AUTH.OPEN", redirect: null });
    get("auth").send({ type: "AUTH.SUBMIT_IDENTITY", user_input: user.email, redirect: null });
    await settle();
    get("auth").send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    await settle();
    for (let poll = 0; poll < 2; poll++) {
      root.send({ type: "ENV.LOCATION", pathname: "/marketplace/vouchers", search: `?page=${poll + 1}` });
      clock.increment(5000);
      await settle();
    }
    get("logout").send({ type: "LOGOUT", customUrl: "/marketplace" });
    await settle();
    clock.increment(500);
    await settle();
  }
  const text = recorder.toText();
  root.stop();
  return text;
};

describe("replaying a recorded storefront session", () => {
  it("gives every step the digest the live recording wrote", async () => {
    const log = parseLog(await recordSession());
    expect(log.entries.length).toBeGreaterThan(150);
    const rows: ReplayRow[] = [];
    const outcome = replay(log, { ...storefrontReplayOptions(), onRow: (row) => rows.push(row) });
    expect(outcome.kind === "diverged" ? outcome.divergence : outcome.kind).toBe("replayed");
    const recorded = (entries: readonly { step: number; actor: string; digest: string | null }[]) =>
      entries.map((e) => [e.step, e.actor, e.digest]);
    expect(recorded(rows)).toEqual(recorded(log.entries));
  });

  it("reports an altered event at its own step, on its recipient", async () => {
    const text = await recordSession();
    const log = parseLog(text);
    const isAltered = (e: LogEntry) => e.input === "external" && e.event.type === "ENV.VIEWPORT";
    const altered = log.entries.filter(isAltered)[1];
    if (altered === undefined) throw new Error("the session has no second ENV.VIEWPORT");
    const tampered = parseLog(
      serializeLog({
        ...log,
        entries: log.entries.map((e) => (e === altered ? { ...e, event: { ...e.event, width: 1234 } } : e)),
      }),
    );
    const outcome = replay(tampered, storefrontReplayOptions());
    expect(outcome.kind).toBe("diverged");
    if (outcome.kind !== "diverged") return;
    expect([outcome.divergence.step, outcome.divergence.actor, outcome.divergence.event]).toEqual([
      altered.step,
      "root",
      "ENV.VIEWPORT",
    ]);
    expect(outcome.divergence.expected?.digest).toBe(altered.digest);
    expect(outcome.divergence.actual?.digest).not.toBe(altered.digest);
    expect(outcome.divergence.actual?.snapshot).toMatchObject({ context: { viewport: { width: 1234 } } });
  });
});
