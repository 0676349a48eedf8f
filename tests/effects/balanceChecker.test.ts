/**
 * The balance checker's effects against the reference API over real HTTP (spec §2.9, §3 'Voucher
 * balance result', §4 'Voucher code status', §5 'Reward code', §7.6 applyVoucher, §8).
 */

import { type CheckBalanceInput, checkBalance } from "@effects/balanceChecker";
import { Fetch } from "@effects/runtime/http";
import type { StorefrontServices } from "@effects/runtime/layer";
import { Clock, Effect, type Layer } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;

/** The reference API's clock (2026-11-25 12:00 UTC); each test starts a fresh minute (10 calls a minute). */
const SERVER_NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
let minutes = 0;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  minutes += 2;
  api.setNow(SERVER_NOW + minutes * 60_000);
});

/** The real clock, except that the current time is `millis`. */
const fixedClock = (millis: number): Clock.Clock => {
  const real = Effect.runSync(Clock.clockWith((clock) => Effect.succeed(clock)));
  return {
    sleep: (duration) => real.sleep(duration),
    monotonicTimeNanosUnsafe: () => real.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: real.monotonicTimeNanos,
    currentTimeMillisUnsafe: () => millis,
    currentTimeMillis: Effect.succeed(millis),
    currentTimeNanosUnsafe: () => BigInt(millis) * 1_000_000n,
    currentTimeNanos: Effect.succeed(BigInt(millis) * 1_000_000n),
  };
};

/** Effect's clock on 2026-11-25. */
const TODAY = Date.UTC(2026, 10, 25, 9, 0, 0);

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provideService(Effect.provide(program, layer), Clock.Clock, fixedClock(TODAY)));

const failureOf = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => run(Effect.flip(program), layer);

const check = (code: string, change: Partial<CheckBalanceInput> = {}): CheckBalanceInput => ({
  code,
  site: "marketplace",
  token: "",
  ...change,
});

describe("spec §3, §4: each seeded status is shown with its fields (the balance checker refuses none of them)", () => {
  it("DEMO-1111-AAAA-0001: Active (1), INR 1000 of 1000, to 31/12/2027, reward URL '/marketplace'", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0001")), layer)).toEqual({
      voucherCode: "DEMO1111AAAA0001",
      value: 1000,
      remainingBalance: 1000,
      expiry: "2027-12-31",
      redirectUrl: "/marketplace",
      isExpired: false,
      currency: "INR",
      currency_value: 1,
      codeStatus: 1,
      usedBy: "",
    });
  });

  it("-0002 Active (7) used by priya; -0003 Redeemed (2) used by sam; -0004 Expired (3) and isExpired", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0002")), layer)).toMatchObject({
      codeStatus: 7,
      value: 2000,
      remainingBalance: 750,
      usedBy: "priya@demo.example",
    });
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0003")), layer)).toMatchObject({
      codeStatus: 2,
      remainingBalance: 0,
      usedBy: "sam@demo.example",
    });
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0004")), layer)).toMatchObject({
      codeStatus: 3,
      expiry: "2025-03-31",
      isExpired: true,
    });
  });

  it("-0005 Cancelled (4), -0006 Converted (0), -0007 Converted (6, USD)", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0005")), layer)).toMatchObject({ codeStatus: 4 });
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0006")), layer)).toMatchObject({
      codeStatus: 0,
      remainingBalance: 0,
    });
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0007")), layer)).toMatchObject({
      codeStatus: 6,
      currency: "USD",
      value: 50,
    });
  });

  it("spec §5: -0009 (status 1, expiry 2025-06-30) flags isExpired by Effect's clock; on 2025-06-29 it does not", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(checkBalance(check("DEMO-1111-AAAA-0009")), layer)).toMatchObject({
      codeStatus: 1,
      isExpired: true,
    });
    const before = await Effect.runPromise(
      Effect.provideService(
        Effect.provide(checkBalance(check("DEMO-1111-AAAA-0009")), layer),
        Clock.Clock,
        fixedClock(Date.UTC(2025, 5, 29, 12, 0, 0)),
      ),
    );
    expect(before.isExpired).toBe(false);
  });
});

describe("spec §8: the error rows", () => {
  it("-0008 (status 1, balance 0) fails with BalanceCodeUsed", async () => {
    const { layer } = liveBrowser(api);
    expect(await failureOf(checkBalance(check("DEMO-1111-AAAA-0008")), layer)).toMatchObject({
      _tag: "BalanceCodeUsed",
    });
  });

  it("an unknown code fails with BalanceLookupFailed (the field error)", async () => {
    const { layer } = liveBrowser(api);
    expect(await failureOf(checkBalance(check("DEMO-9999-ZZZZ-0001")), layer)).toMatchObject({
      _tag: "BalanceLookupFailed",
    });
  });

  it("the acme code fails with BalanceCodeForeignStore on marketplace, and is shown with x-site 'acme'", async () => {
    const { layer } = liveBrowser(api);
    expect(await failureOf(checkBalance(check("ACME-2222-BBBB-0001")), layer)).toMatchObject({
      _tag: "BalanceCodeForeignStore",
    });
    // acme asks for a captcha (showCts): its solved token goes with the lookup, or the API refuses it.
    const onAcme = check("ACME-2222-BBBB-0001", { site: "acme", token: "dev.3.4.7" });
    expect(await run(checkBalance(onAcme), layer)).toMatchObject({
      voucherCode: "ACME2222BBBB0001",
      codeStatus: 1,
      remainingBalance: 1500,
      redirectUrl: "/acme",
    });
  });

  it("'HTTP 429 on apply voucher': the 11th lookup in a minute fails with RateLimited", async () => {
    const { layer } = liveBrowser(api);
    for (let call = 1; call <= 10; call += 1) {
      await run(checkBalance(check("DEMO-1111-AAAA-0005")), layer);
    }
    expect(await failureOf(checkBalance(check("DEMO-1111-AAAA-0005")), layer)).toMatchObject({
      _tag: "RateLimited",
      operation: "applyVoucher",
    });
  });
});

describe("spec §5, §7.6: the request", () => {
  it("sends {input: {code trimmed without dashes, partner_type 'vd', token}} with x-site, on the public base", async () => {
    const seen: { url: string; body: unknown; site: string | null }[] = [];
    const recordingFetch: typeof globalThis.fetch = async (resource, init) => {
      const request = new Request(resource, init);
      if (request.url.includes("applyVoucher")) {
        seen.push({
          url: request.url,
          body: await request.clone().json(),
          site: request.headers.get("x-site"),
        });
      }
      return globalThis.fetch(request);
    };
    const { layer } = liveBrowser(api);
    const program = checkBalance(
      check("  demo-1111-AAAA-0005 ", { site: "marketplace", token: "captcha-token-7" }),
    );
    await run(Effect.provideService(program, Fetch, recordingFetch), layer);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      input: { code: "DEMO1111AAAA0005", partner_type: "vd", token: "captcha-token-7" },
    });
    expect(seen[0]?.site).toBe("marketplace");
    expect(seen[0]?.url).toContain("/public/applyVoucher");
  });
});
