/**
 * Event log at scale: records a generated session of 100,000 events (BENCH_EVENTS overrides) from
 * the storefront's real actor system, with scripted effects answered at once and a simulated
 * clock, then measures
 *
 * - recording: time spent inside the recorder's inspection handlers, per recorded event;
 * - replay: parsing the log text and replaying it with this build, in events per second;
 * - memory: peak resident memory of a separate process that reads and replays the log file.
 *
 * The session mixes what the storefront sees in use: the viewport changing, sign-ins by password
 * and by OTP (some with a wrong password first), the start-up calls of a logged-in user answered
 * with data shaped like the reference API's, the login flag re-checked every 5000 ms (spec §4
 * 'Login state'), sessions ended by logout (spec §4 'Logout', 500 ms redirect) or by the flag
 * going away. Prints figures next to their goals; asserts nothing (these machines are noisy).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStorefrontSystem } from "@app/system";
import type { UserDetails } from "@contract/account";
import type { CartAnswer } from "@domain/session";
import { encodeBase64Text } from "@domain/session";
import type { IdentityOutcome, SignInOutcome } from "@effects/auth";
import { Recorder } from "@eventlog/recorder";
import { build } from "vite";
import { type AnyActorRef, SimulatedClock } from "xstate";
import type { ReplayFigures } from "./eventlog-replay";
import { type StorefrontEffects, scriptedRoot, settle } from "./storefront-fakes";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const GOAL_RECORD_US = 20;
const GOAL_REPLAY_PER_S = 50_000;
const GOAL_REPLAY_MB = 200;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness (mulberry32), so every run generates the same session.

const makeRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly [T, ...T[]]): T => items[Math.floor(next() * items.length)] ?? items[0],
  };
};
const random = makeRandom(20_261_125);

// ---------------------------------------------------------------------------------------------
// Demo users, answered as the reference API answers them.

interface BenchUser {
  readonly details: UserDetails;
  readonly loginType: "password" | "otp";
  readonly isAdmin: boolean;
  readonly points: number;
  readonly currency: string;
}

const company = (name: string, company_id: number) => ({ name, company_id });
const users: readonly [BenchUser, ...BenchUser[]] = [
  {
    details: {
      email: "priya@demo.example",
      first_name: "Priya",
      last_name: "Sharma",
      company_id: 1001,
      contact: "91-9876543210",
      user_creation_date: "2024-01-15",
      user_login_type: "0",
      domain: null,
      client_id: 1001,
      companyDetails: company("Marketplace", 1001),
      country_code: "IN",
    },
    loginType: "password",
    isAdmin: false,
    points: 25000,
    currency: "INR",
  },
  {
    details: {
      email: "sam@demo.example",
      first_name: "Sam",
      last_name: "Carter",
      company_id: 1001,
      contact: "1-2025550147",
      user_creation_date: "2024-02-03",
      user_login_type: "1",
      domain: null,
      client_id: 1001,
      companyDetails: company("Marketplace", 1001),
      country_code: "US",
    },
    loginType: "otp",
    isAdmin: false,
    points: 1200.5,
    currency: "USD",
  },
  {
    details: {
      email: "admin@demo.example",
      first_name: "Ada",
      last_name: "Admin",
      company_id: 1001,
      contact: "91-9000000003",
      user_creation_date: "2023-11-20",
      user_login_type: "0",
      domain: null,
      client_id: 1001,
      companyDetails: company("Marketplace", 1001),
      country_code: "IN",
    },
    loginType: "password",
    isAdmin: true,
    points: 0,
    currency: "INR",
  },
  {
    details: {
      email: "alex@acme.example",
      first_name: "Alex",
      last_name: "Moreno",
      company_id: 2002,
      contact: "91-9000000005",
      user_creation_date: "2024-05-09",
      user_login_type: "0",
      domain: "acme",
      client_id: 2002,
      companyDetails: company("Acme Rewards", 2002),
      country_code: "IN",
    },
    loginType: "password",
    isAdmin: false,
    points: 5000,
    currency: "INR",
  },
  {
    details: {
      email: "otto@outsider.example",
      first_name: "Otto",
      last_name: "Becker",
      company_id: 3003,
      contact: "49-15123456789",
      user_creation_date: "2024-07-30",
      user_login_type: "0",
      domain: null,
      client_id: 3003,
      companyDetails: company("Outsider", 3003),
      country_code: "DE",
    },
    loginType: "otp",
    isAdmin: false,
    points: 100,
    currency: "EUR",
  },
];

const cartLine = (product_id: number, name: string, price: number, quantity: number) => ({
  availability: 1,
  product_id,
  info: {
    denomination: `INR ${price}`,
    quantity,
    currency_code: "INR",
    productInfo: { product_id, name, pointConversionMultiplier: 1 },
    point: price * quantity,
    final_price: price,
    base_conversion_value: 1,
    product_discount: 0,
    product_discount_inr: 0,
    currency_value: price,
    currency_id: 1,
    currency_name: "Indian Rupee",
  },
});
const carts: readonly [CartAnswer, ...CartAnswer[]] = [
  { success: 1, message: "", data: [], conversion_to_base: 1, conversion_to_inr: 1 },
  {
    success: 1,
    message: "",
    data: [cartLine(50866, "Coffee House Gift Card", 500, 1), cartLine(51270, "Book Store Voucher", 1000, 2)],
    conversion_to_base: 1,
    conversion_to_inr: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// The scripted world behind the effects.

const world = {
  user: users[0],
  loginFlag: false,
  passwordAccepted: true,
  otpSequence: 0,
};

const wrongPassword: SignInOutcome = {
  signedIn: false,
  message: "The password you entered is incorrect.",
  domain: null,
};

const effects: StorefrontEffects = {
  readLoginFlag: () => world.loginFlag,
  storeSsoSession: () => ({ stored: false }),
  storeWalletId: () => undefined,
  fetchUserDetails: () => world.user.details,
  storeLoginEmail: () => undefined,
  getMenu: () => ({
    success: world.user.isAdmin ? 1 : 0,
    message: "",
    data: {
      companyDetails: world.user.details.companyDetails,
      showMultiLanguage: true,
      showAlternateEmail: false,
      disablePhoneNumberInCheckout: false,
    },
  }),
  getPoints: () => ({
    success: 1,
    message: "",
    data: {
      RP: [{ balance: world.user.points }],
      RMP: [{ balance: 0 }],
      conversion_factor: 1,
      currency_code: world.user.currency,
      platform: world.user.details.domain ?? "marketplace",
      currency: {
        code: world.user.currency,
        pointsBaseConversionValue: world.user.currency === "INR" ? 1 : 83,
      },
      label: world.user.details.domain === "acme" ? "Acme Stars" : "Points",
      isThirdPartyUser: false,
      pointsConversionFactor: 1,
    },
  }),
  fetchGcb: () => ({
    success: 1,
    message: "",
    data: {
      total: 2000,
      voucher_lists: [
        { amount: 1500, expiry: "2027-03-31" },
        { amount: 500, expiry: "2027-06-30" },
      ],
      currency_code: "INR",
    },
  }),
  getStoreToken: () => ({ total: 500 }),
  fetchAccounts: () => ({
    success: 1,
    message: "",
    linkedAccounts: [
      { cid: 1001, name: "Marketplace", email: world.user.details.email, domain: null, is_current: true },
      { cid: 2002, name: "Acme Rewards", email: world.user.details.email, domain: "acme", is_current: false },
    ],
  }),
  fetchCart: () => random.pick(carts),
  clearStoredSession: () => {
    world.loginFlag = false;
  },
  redirectToSite: () => undefined,
  navigateTo: () => undefined,
  validateUserIdentity: (): IdentityOutcome => {
    world.otpSequence += 1;
    return {
      success: 1,
      message: world.user.loginType === "otp" ? "An OTP has been sent to your mobile number." : null,
      user_exists: true,
      login_type: world.user.loginType,
      otp_id: world.user.loginType === "otp" ? `otp-${world.otpSequence}` : null,
    };
  },
  validatePassword: () => {
    if (!world.passwordAccepted) return wrongPassword;
    world.loginFlag = true;
    return { signedIn: true, message: "Logged in successfully.", domain: world.user.details.domain };
  },
  validateLoginOtp: () => {
    world.loginFlag = true;
    return { signedIn: true, message: "Logged in successfully.", domain: world.user.details.domain };
  },
  clearLanguage: () => undefined,
  logout: () => ({ success: 1, message: "Logged out successfully." }),
  clearSignedOutData: () => {
    world.loginFlag = false;
  },
  redirectAfterLogout: () => undefined,
};

// ---------------------------------------------------------------------------------------------
// Time spent inside the recorder's inspection observer. The system is started by
// startStorefrontSystem, which hands `recorder.inspect` to XState itself; that observer only
// dispatches to the recorder's two handlers, so those are timed on the prototype.

type Handler = (this: unknown, ...args: unknown[]) => unknown;

const timeRecorderHandlers = () => {
  const prototype = Recorder.prototype as unknown as Record<string, unknown>;
  const names = ["onEvent", "onSnapshot"] as const;
  const originals = new Map<string, Handler>();
  let spentMs = 0;
  let depth = 0;
  for (const name of names) {
    const original = prototype[name];
    if (typeof original !== "function") {
      throw new Error(`the recorder has no '${name}' handler any more: the benchmark must follow it`);
    }
    const handler = original as Handler;
    originals.set(name, handler);
    prototype[name] = function timed(this: unknown, ...args: unknown[]) {
      if (depth > 0) return handler.apply(this, args);
      depth += 1;
      const start = performance.now();
      try {
        return handler.apply(this, args);
      } finally {
        spentMs += performance.now() - start;
        depth -= 1;
      }
    };
  }
  return {
    spentMs: () => spentMs,
    restore: () => {
      for (const [name, handler] of originals) prototype[name] = handler;
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Recording

const record = async () => {
  const timing = timeRecorderHandlers();
  const clock = new SimulatedClock();
  const origin = "http://storefront.bench";
  const started = performance.now();
  const system = startStorefrontSystem({
    machine: scriptedRoot(effects),
    input: {
      location: { origin, pathname: "/marketplace/login", search: "" },
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
      url: `${origin}/marketplace/login`,
    },
    recordedAt: new Date().toISOString(),
    salt: `bench-${Date.now()}`,
    // The whole session stays in the log: no event leaves the ring buffer.
    capacity: EVENTS + 10_000,
  });
  const { root, recorder } = system;
  const actor = (id: string): AnyActorRef => {
    const found = root.system.get(id);
    if (found === undefined) throw new Error(`no actor '${id}'`);
    return found;
  };
  // The sign-in and the logout are late flows: spawned as the pages that use them spawn them.
  root.send({ type: "FLOW.START", flow: "auth" });
  root.send({ type: "FLOW.START", flow: "logout" });
  const auth = actor("auth");
  const logout = actor("logout");

  const viewport = () =>
    root.send({ type: "ENV.VIEWPORT", width: random.int(320, 1920), height: random.int(480, 1200) });
  const location = () =>
    root.send({
      type: "ENV.LOCATION",
      pathname: random.pick([
        "/marketplace/home",
        "/marketplace/vouchers",
        "/acme/experiences",
        "/marketplace/cart",
      ]),
      search: random.pick(["", "?page=2", "?sort=price", "?search_key=gift"]),
    });
  const wait = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };

  let cycle = 0;
  while (recorder.recorded < EVENTS) {
    cycle += 1;
    world.user = users[cycle % users.length] ?? users[0];
    if (random.chance(0.5)) viewport();

    // Signing in: by password (sometimes wrong first) or by OTP.
    auth.send({
      type: "AUTH.OPEN",
      redirect: random.chance(0.2) ? encodeBase64Text("/marketplace/vouchers") : null,
    });
    auth.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: world.user.details.email, redirect: null });
    await settle();
    if (world.user.loginType === "password") {
      if (random.chance(0.3)) {
        world.passwordAccepted = false;
        auth.send({ type: "AUTH.SUBMIT_PASSWORD", password: `Wrong-${cycle}` });
        await settle();
        world.passwordAccepted = true;
      }
      auth.send({ type: "AUTH.SUBMIT_PASSWORD", password: "Demo@1234" });
    } else {
      auth.send({ type: "AUTH.SUBMIT_OTP", otp: "123456" });
    }
    await settle();

    // Logged in: the flag is re-checked every 5000 ms while the user browses.
    const polls = random.int(1, 6);
    for (let i = 0; i < polls; i++) {
      if (random.chance(0.3)) viewport();
      if (random.chance(0.3)) location();
      await wait(5000);
    }

    if (random.chance(0.85)) {
      // Logout: the call, the clearing and the redirect after 500 ms.
      logout.send({
        type: "LOGOUT",
        customUrl: world.user.details.domain === "acme" ? "/acme" : "/marketplace",
      });
      await settle();
      await wait(500);
    } else {
      // The flag went away (another tab logged out): the next re-check ends the session.
      world.loginFlag = false;
      await wait(5000);
    }
    // Logged out: the flag is still re-checked.
    for (let i = random.int(0, 2); i > 0; i--) await wait(5000);
  }
  const wallMs = performance.now() - started;
  const recorded = recorder.recorded;
  const recordingMs = timing.spentMs();
  // Redaction and digests are done when the log is read: time that apart.
  const exportStart = performance.now();
  const text = recorder.toText();
  const exportMs = performance.now() - exportStart;
  root.stop();
  timing.restore();
  return { text, recorded, recordingMs, exportMs, wallMs, cycles: cycle };
};

// ---------------------------------------------------------------------------------------------
// Figures

const mb = (bytes: number) => bytes / (1024 * 1024);
const fmt = (value: number, digits = 1) => value.toFixed(digits);
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

const recording = await record();
const bytes = Buffer.byteLength(recording.text);
const perEventUs = (recording.recordingMs * 1000) / recording.recorded;

console.log(`event log, ${recording.recorded} events generated (${recording.cycles} sign-in cycles)`);
console.log(
  `  recording: ${fmt(perEventUs, 2)} µs per event (goal < ${GOAL_RECORD_US} µs: ${verdict(perEventUs < GOAL_RECORD_US)})`,
);
console.log(
  `             ${fmt(recording.recordingMs, 0)} ms inside the recorder, ` +
    `${fmt(recording.wallMs, 0)} ms for the whole simulated session`,
);
const exportUs = (recording.exportMs * 1000) / recording.recorded;
console.log(
  `  export:    ${fmt(recording.exportMs, 0)} ms to redact, digest and write the log (${fmt(exportUs, 2)} µs per event); ` +
    `recording plus export: ${fmt(perEventUs + exportUs, 2)} µs per event`,
);
console.log(`  log size:  ${fmt(mb(bytes), 1)} MB (${fmt(bytes / recording.recorded, 0)} bytes per event)`);

// Parse, replay and peak memory, measured in a fresh process that reads the log file, so neither
// the recording's heap nor its warmed-up code counts. The replay entry is bundled (vite, for
// Node) and run by plain Node with its heap capped at REPLAY_HEAP_MB: the replay streams the log,
// and without a cap V8 grows its heap lazily, which would measure the collector's slack rather
// than what the replay needs. BENCH_LOG_FILE keeps the log at that path.
const REPLAY_HEAP_MB = 128;
const kept = process.env.BENCH_LOG_FILE;
const dir = mkdtempSync(join(tmpdir(), "storefront-eventlog-bench-"));
try {
  const file = kept ?? join(dir, "session.ndjson");
  writeFileSync(file, recording.text);
  await build({
    configFile: false,
    logLevel: "error",
    publicDir: false,
    root: fileURLToPath(new URL("../..", import.meta.url)),
    build: {
      ssr: fileURLToPath(new URL("./eventlog-replay.ts", import.meta.url)),
      outDir: join(dir, "replay"),
      target: "node20",
      rollupOptions: { output: { entryFileNames: "replay.mjs" } },
    },
    ssr: { noExternal: true },
  });
  const child = spawnSync(
    process.execPath,
    [`--max-old-space-size=${REPLAY_HEAP_MB}`, join(dir, "replay", "replay.mjs"), file],
    { encoding: "utf8" },
  );
  const last = child.stdout.trim().split("\n").at(-1) ?? "";
  if (child.status !== 0 || !last.startsWith("{")) {
    console.log(`  replay: the replay process failed (exit ${child.status}): ${child.stderr.trim()}`);
  } else {
    const figures = JSON.parse(last) as ReplayFigures;
    const { events, parseMs, replayMs } = figures;
    const replayPerS = (events / replayMs) * 1000;
    const totalPerS = (events / (parseMs + replayMs)) * 1000;
    const peakMb = figures.maxRssKb / 1024;
    const replayGoal = (perS: number) =>
      `goal >= ${GOAL_REPLAY_PER_S}: ${verdict(perS >= GOAL_REPLAY_PER_S)}`;
    console.log(`  parse:     ${fmt(parseMs, 0)} ms (${fmt((events / parseMs) * 1000, 0)} events/s)`);
    console.log(
      `  replay:    ${fmt(replayMs, 0)} ms, ${fmt(replayPerS, 0)} events/s (${replayGoal(replayPerS)})`,
    );
    console.log(`  parse + replay: ${fmt(totalPerS, 0)} events/s (${replayGoal(totalPerS)})`);
    // CPU time moves less than wall time when other work shares the machine.
    const cpuPerS = (events / figures.replayCpuMs) * 1000;
    console.log(
      `  replay CPU: ${fmt(figures.replayCpuMs, 0)} ms, ${fmt(cpuPerS, 0)} events/s of CPU time ` +
        `(parse CPU ${fmt(figures.parseCpuMs, 0)} ms)`,
    );
    console.log(`  outcome:   ${figures.outcome}`);
    console.log(
      `  replay memory: peak RSS ${fmt(peakMb, 0)} MB for ${events} events ` +
        `(goal < ${GOAL_REPLAY_MB} MB: ${verdict(peakMb < GOAL_REPLAY_MB)}), ` +
        `of which ${fmt(figures.baselineMaxRssKb / 1024, 0)} MB before reading the log ` +
        `(plain Node, bundled replay, heap capped at ${REPLAY_HEAP_MB} MB)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
