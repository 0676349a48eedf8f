/**
 * The balance tabs' programs against the reference API over real HTTP (spec §7.5 getPoints,
 * get_GCB, tp_integrations getPoints and getUserDetails; §7.6 fetchGiftVoucherBalance, fetchTpdBalanceList, fetchEgiftBalance; §7.2
 * clientCurrencyConversion; the reference API's convertPoints): the ledger agrees with getPoints,
 * pages by 10, a conversion persists and a stale one is refused.
 */
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { runningBalances } from "@domain/balances";
import {
  confirmConversion,
  exportHistory,
  loadHistoryPage,
  loadProviderPoints,
  loadProviderUser,
  loadVoucherReport,
  previewConversion,
} from "@effects/balances";
import { Downloads, makeMemoryDownloads } from "@effects/runtime/downloads";
import type { StorefrontServices } from "@effects/runtime/layer";
import { getPoints } from "@effects/session";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

const signedIn = async (email: string) => {
  const step1 = await api.call(validateUserIdentity, { user_input: email });
  const step2 = await api.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  const token = step2.data?.data?.a_t;
  if (token === undefined) throw new Error(`login failed for ${email}`);
  return liveBrowser(api, { session: { a_t: token, s_e_t: "1" } }).layer;
};

const answerValue = <A>(answer: { readonly ok: true; readonly value: A } | { readonly ok: false }): A => {
  if (!answer.ok) throw new Error("refused");
  return answer.value;
};

describe("the reward history agrees with getPoints", () => {
  it("page 1 closes on the available points; 13 entries in pages of 10; the oldest starts from nothing", async () => {
    const layer = await signedIn("priya@demo.example");
    const points = await run(getPoints({ walletId: null }), layer);
    const first = answerValue(await run(loadHistoryPage({ source: "points", page: 1 }), layer));
    expect(first.closing_balance).toBe(points.data?.RP[0]?.balance);
    expect(first.closing_balance).toBe(25_000);
    expect(first.total_count).toBe(13);
    expect(first.entries).toHaveLength(10);
    const second = answerValue(await run(loadHistoryPage({ source: "points", page: 2 }), layer));
    expect(second.entries).toHaveLength(3);
    const rows = runningBalances(second.closing_balance, second.entries);
    expect(rows.at(-1)).toMatchObject({ reason: "Welcome bonus", points: 2_000, balance: 2_000 });
    // The page's closing balance continues where page 1 left off.
    const firstRows = runningBalances(first.closing_balance, first.entries);
    const lastOfFirst = firstRows.at(-1);
    expect(second.closing_balance).toBe((lastOfFirst?.balance ?? 0) - (lastOfFirst?.points ?? 0));
  });

  it("the file holds every entry with its running balance", async () => {
    const layer = await signedIn("priya@demo.example");
    const memory = makeMemoryDownloads();
    const headings = {
      date: "Date",
      reason: "Reason",
      points: "Points",
      balance: "Balance",
      expiry: "Expiry",
    };
    const answer = await Effect.runPromise(
      Effect.provide(
        exportHistory({ source: "points", headings }),
        Layer.merge(layer, Downloads.layerTest(memory)),
      ),
    );
    expect(answerValue(answer)).toEqual({ rows: 13 });
    const lines = memory.saved[0]?.text.trimEnd().split("\r\n") ?? [];
    expect(lines).toHaveLength(14);
    expect(lines[1]).toBe("2025-11-01,Monthly award,2700.00,25000.00,2027-10-31");
    expect(lines[13]).toBe("2025-01-15,Welcome bonus,2000.00,2000.00,2026-12-31");
  });
});

describe("the third-party points user sees the provider's figures", () => {
  it("tpGetPoints and fetchTpdBalanceList answer for Tara, and agree with getPoints", async () => {
    const layer = await signedIn("tara.provider@demo.example");
    const points = await run(getPoints({ walletId: null }), layer);
    expect(points.data?.isThirdPartyUser).toBe(true);
    const provider = answerValue(await run(loadProviderPoints(), layer));
    expect(provider).toMatchObject({ provider: "Partner Miles Club", available: 6_400, redeemed: 600 });
    expect(provider.available).toBe(points.data?.RP[0]?.balance);
    expect(provider.expiring).toEqual({ points: 4_400, date: "2026-12-31" });
    const ledger = answerValue(await run(loadHistoryPage({ source: "provider", page: 1 }), layer));
    expect(ledger.closing_balance).toBe(6_400);
  });

  it("getUserDetails answers Tara's record at the provider (spec §7.5 tp_integrations getUserDetails)", async () => {
    const layer = await signedIn("tara.provider@demo.example");
    expect(answerValue(await run(loadProviderUser(), layer))).toEqual({
      provider: "Partner Miles Club",
      member_id: "PMC-204518",
      first_name: "Tara",
      last_name: "Provider",
      email: "tara.provider@demo.example",
      tier: "Gold",
      member_since: "2024-03-15",
    });
  });

  it("the provider's calls refuse a store points user", async () => {
    const layer = await signedIn("priya@demo.example");
    expect(await run(loadProviderUser(), layer)).toEqual({
      ok: false,
      message: "Not a third-party points user.",
    });
    expect((await run(loadProviderPoints(), layer)).ok).toBe(false);
    expect((await run(loadHistoryPage({ source: "provider", page: 1 }), layer)).ok).toBe(false);
  });
});

describe("the voucher report", () => {
  it("answers the first `limit` gift cards of 12, codes masked", async () => {
    const layer = await signedIn("priya@demo.example");
    const report = answerValue(await run(loadVoucherReport({ limit: 10 }), layer));
    expect(report.total).toBe(12);
    expect(report.vouchers).toHaveLength(10);
    expect(report.vouchers[0]?.code).toMatch(/^•••• \d{4}$/);
  });
});

describe("point conversion", () => {
  it("previews 10,000.00 INR-points as 120.00 USD-points; the conversion persists and joins the ledger", async () => {
    const layer = await signedIn("vera.points@demo.example");
    const preview = answerValue(
      await run(
        previewConversion({ clientId: 1001, available: 10_000, fromCurrency: "INR", toCurrency: "USD" }),
        layer,
      ),
    );
    expect(preview).toMatchObject({ toPoints: 120, rate: "0.01200", rateUnits: 1200 });
    expect(answerValue(await run(confirmConversion(preview), layer))).toEqual({
      available: 120,
      currency_code: "USD",
    });
    const points = await run(getPoints({ walletId: null }), layer);
    expect(points.data).toMatchObject({ RP: [{ balance: 120 }], currency_code: "USD" });
    const ledger = answerValue(await run(loadHistoryPage({ source: "points", page: 1 }), layer));
    expect(ledger.closing_balance).toBe(120);
    expect(ledger.entries[0]).toMatchObject({ reason: "Converted from INR to USD", points: -9_880 });
    // The same preview again is stale (the points are in USD now): refused, and nothing moves.
    expect((await run(confirmConversion(preview), layer)).ok).toBe(false);
    // A stale balance is refused too: 10,000.00 USD-points to INR while 120.00 are held.
    const stale = await run(
      confirmConversion({
        ...preview,
        fromPoints: 10_000,
        fromCurrency: "USD",
        toCurrency: "INR",
        rateUnits: 8_320_000,
      }),
      layer,
    );
    expect(stale).toEqual({ ok: false, message: "Your points balance has changed." });
    expect((await run(getPoints({ walletId: null }), layer)).data?.RP[0]?.balance).toBe(120);
  });

  it("refuses a rate other than the API's own", async () => {
    const layer = await signedIn("victor.points@demo.example");
    const answer = await run(
      confirmConversion({
        fromPoints: 10_000,
        fromCurrency: "INR",
        toPoints: 200,
        toCurrency: "USD",
        rateUnits: 2000,
        rate: "0.02000",
      }),
      layer,
    );
    expect(answer).toEqual({ ok: false, message: "The conversion rate has changed." });
    const points = await run(getPoints({ walletId: null }), layer);
    expect(points.data?.RP[0]?.balance).toBe(10_000);
  });
});
