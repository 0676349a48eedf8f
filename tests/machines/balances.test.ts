/**
 * The balance tabs' flows with scripted effects (spec §1, §7.6, §9 pages of 10): the history's
 * pages and file, the voucher report 10 more at a time, a problem and its retry; the point
 * conversion's preview, confirmation and the session asked to load the balances again; the
 * third-party provider's figures and record of the user (spec §7.5 tp_integrations getPoints and
 * getUserDetails).
 */
import type { EgiftVoucher, LedgerPage, ProviderPoints, ProviderUser } from "@contract/balances";
import type { ConversionPreview } from "@domain/balances";
import type { Answer, PreviewRequest } from "@effects/balances";
import { toErrorData } from "@errors/data";
import { NetworkError } from "@errors/transport";
import { balancesMachine } from "@machines/balances";
import { pointConversionMachine } from "@machines/pointConversion";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";

const offline = toErrorData(new NetworkError({ operation: "fetchGiftVoucherBalance", reason: "offline" }));

type Report = { readonly total: number; readonly vouchers: readonly EgiftVoucher[] };
type HistoryInput = { readonly source: "points" | "provider"; readonly page: number };

const ledgerOf = (page: number): Answer<LedgerPage> => ({
  ok: true,
  value: {
    total_count: 13,
    closing_balance: page === 1 ? 25_000 : 3_300,
    entries: Array.from({ length: page === 1 ? 10 : 3 }, (_, n) => ({
      id: `${page}-${n}`,
      date: "2025-01-01",
      reason: "Monthly award",
      points: 100,
      expiry: null,
    })),
  },
});

const TARA_AT_PROVIDER: ProviderUser = {
  provider: "Partner Miles Club",
  member_id: "PMC-204518",
  first_name: "Tara",
  last_name: "Provider",
  email: "tara.provider@demo.example",
  tier: "Gold",
  member_since: "2024-03-15",
};

const startBalances = (history: "ok" | "offline" = "ok", providerUser: "ok" | "offline" = "ok") => {
  const script = makeScript();
  const machine = balancesMachine.provide({
    actors: {
      loadHistoryPage:
        history === "offline"
          ? script.failing<Answer<LedgerPage>, HistoryInput>("loadHistoryPage", offline)
          : script.answering<Answer<LedgerPage>, HistoryInput>("loadHistoryPage", (input) =>
              ledgerOf(input.page),
            ),
      exportHistory: script.answering(
        "exportHistory",
        (): Answer<{ readonly rows: number }> => ({ ok: true, value: { rows: 13 } }),
      ),
      loadProviderPoints: script.answering(
        "loadProviderPoints",
        (): Answer<ProviderPoints> => ({ ok: false, message: "Not yours." }),
      ),
      loadProviderUser:
        providerUser === "offline"
          ? script.failing<Answer<ProviderUser>, void>("loadProviderUser", offline)
          : script.answering(
              "loadProviderUser",
              (): Answer<ProviderUser> => ({ ok: true, value: TARA_AT_PROVIDER }),
            ),
      loadVoucherReport: script.answering(
        "loadVoucherReport",
        (input: { readonly limit: number }): Answer<Report> => ({
          ok: true,
          value: {
            total: 12,
            vouchers: Array.from({ length: Math.min(12, input.limit) }, (_, n) => ({
              code: `•••• ${n}`,
              name: "Card",
              amount: 500,
              balance: 500,
              currency_code: "INR",
              expiry: "2027-01-28",
            })),
          },
        }),
      ),
    },
  });
  const started = startSystem(machine, "balances", undefined, []);
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

describe("the reward history, 10 a page (spec §9)", () => {
  it("opens on page 1 at offset 0, turns to page 2, and ignores a page that does not exist", async () => {
    const { actor, script, send } = startBalances();
    await send({ type: "BALANCES.HISTORY_OPEN", source: "points" });
    expect(actor.getSnapshot().context.ledger?.entries).toHaveLength(10);
    await send({ type: "BALANCES.HISTORY_PAGE", page: 2 });
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().context.ledger?.entries).toHaveLength(3);
    await send({ type: "BALANCES.HISTORY_PAGE", page: 3 });
    expect(script.calls.filter((c) => c.name === "loadHistoryPage").map((c) => c.input)).toEqual([
      { source: "points", page: 1 },
      { source: "points", page: 2 },
    ]);
  });

  it("keeps a failure as data and loads again on retry", async () => {
    const { actor, send } = startBalances("offline");
    await send({ type: "BALANCES.HISTORY_OPEN", source: "provider" });
    expect(actor.getSnapshot().matches({ history: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.historyProblem).toEqual({ error: offline });
    await send({ type: "BALANCES.HISTORY_RETRY" });
    expect(actor.getSnapshot().matches({ history: "failed" })).toBe(true);
  });

  it("saves the file with the shopper's column names", async () => {
    const { actor, script, send } = startBalances();
    await send({ type: "BALANCES.HISTORY_OPEN", source: "points" });
    const headings = { date: "Datum", reason: "Grund", points: "Punkte", balance: "Stand", expiry: "Ablauf" };
    await send({ type: "BALANCES.EXPORT", headings });
    expect(script.calls.find((c) => c.name === "exportHistory")?.input).toEqual({
      source: "points",
      headings,
    });
    expect(actor.getSnapshot().context.exportedRows).toBe(13);
  });
});

describe("the voucher report and the provider's figures", () => {
  it("asks 10, then 10 more, and no more once all are shown", async () => {
    const { actor, script, send } = startBalances();
    await send({ type: "BALANCES.VOUCHERS_OPEN" });
    await send({ type: "BALANCES.VOUCHERS_MORE" });
    await send({ type: "BALANCES.VOUCHERS_MORE" });
    expect(script.calls.filter((c) => c.name === "loadVoucherReport").map((c) => c.input)).toEqual([
      { limit: 10 },
      { limit: 20 },
    ]);
    expect(actor.getSnapshot().context.vouchers?.vouchers).toHaveLength(12);
  });

  it("keeps the server's refusal as its text", async () => {
    const { actor, send } = startBalances();
    await send({ type: "BALANCES.PROVIDER_OPEN" });
    expect(actor.getSnapshot().context.providerProblem).toEqual({ text: { server: "Not yours." } });
  });
});

describe("the provider's record of a third-party points user (spec §7.5 tp_integrations getUserDetails)", () => {
  it("opening the points tab loads the record beside the figures", async () => {
    const { actor, script, send } = startBalances();
    await send({ type: "BALANCES.PROVIDER_OPEN" });
    expect(script.calls.map((c) => c.name).sort()).toEqual(["loadProviderPoints", "loadProviderUser"]);
    expect(actor.getSnapshot().matches({ providerUser: "shown" })).toBe(true);
    expect(actor.getSnapshot().context.providerUser).toEqual(TARA_AT_PROVIDER);
  });

  it("a failed record keeps its error, and retry loads it again", async () => {
    const { actor, script, send } = startBalances("ok", "offline");
    await send({ type: "BALANCES.PROVIDER_OPEN" });
    expect(actor.getSnapshot().matches({ providerUser: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.providerUserProblem).toEqual({ error: offline });
    await send({ type: "BALANCES.PROVIDER_RETRY" });
    expect(script.calls.filter((c) => c.name === "loadProviderUser")).toHaveLength(2);
  });
});

const preview: ConversionPreview = {
  fromPoints: 10_000,
  fromCurrency: "INR",
  toPoints: 120,
  toCurrency: "USD",
  rateUnits: 1200,
  rate: "0.01200",
};

const startConversion = (confirm: Answer<{ available: number; currency_code: string }>) => {
  const script = makeScript();
  const machine = pointConversionMachine.provide({
    actors: {
      previewConversion: script.answering(
        "previewConversion",
        (input: PreviewRequest): Answer<ConversionPreview> =>
          input.toCurrency === "USD" ? { ok: true, value: preview } : { ok: false, message: null },
      ),
      confirmConversion: script.answering("confirmConversion", () => confirm),
    },
  });
  const started = startSystem(machine, "pointConversion", undefined, ["session"]);
  const send = async (event: Parameters<typeof started.actor.send>[0]) => {
    started.actor.send(event);
    await settle();
  };
  return { ...started, script, send };
};

const user = {
  type: "SESSION.USER" as const,
  loggedIn: true,
  user: { client_id: 1001, company_id: 1001, domain: null },
  points: { availablePoints: 10_000, conversionFactor: 1, pointsConversionFactor: 1, currencyCode: "INR" },
};

describe("point conversion (spec §1, §7.2 clientCurrencyConversion)", () => {
  it("previews with the session's client and points, converts on confirm, and has the session reload", async () => {
    const { actor, script, send, eventsOf } = startConversion({
      ok: true,
      value: { available: 120, currency_code: "USD" },
    });
    await send(user);
    await send({ type: "CONVERSION.PREVIEW", currency: "USD" });
    expect(script.calls[0]?.input).toEqual({
      clientId: 1001,
      available: 10_000,
      fromCurrency: "INR",
      toCurrency: "USD",
    });
    expect(actor.getSnapshot().matches("previewed")).toBe(true);
    expect(eventsOf("session")).toEqual([]);
    await send({ type: "CONVERSION.CONFIRM" });
    expect(script.calls[1]?.input).toEqual(preview);
    expect(actor.getSnapshot().matches("converted")).toBe(true);
    expect(eventsOf("session")).toEqual([{ type: "SESSION.RELOAD_BALANCES" }]);
  });

  it("a refused conversion stays on the preview with the server's text; the session is not asked", async () => {
    const { actor, send, eventsOf } = startConversion({
      ok: false,
      message: "The conversion rate has changed.",
    });
    await send(user);
    await send({ type: "CONVERSION.PREVIEW", currency: "USD" });
    await send({ type: "CONVERSION.CONFIRM" });
    expect(actor.getSnapshot().matches("previewed")).toBe(true);
    expect(actor.getSnapshot().context.refusal).toEqual({ server: "The conversion rate has changed." });
    expect(eventsOf("session")).toEqual([]);
  });

  it("no rate: unavailable; the own currency or no points: nothing is asked", async () => {
    const { actor, script, send } = startConversion({ ok: false, message: null });
    await send({ type: "CONVERSION.PREVIEW", currency: "USD" });
    expect(script.calls).toEqual([]);
    await send(user);
    await send({ type: "CONVERSION.PREVIEW", currency: "INR" });
    expect(script.calls).toEqual([]);
    await send({ type: "CONVERSION.PREVIEW", currency: "GBP" });
    expect(actor.getSnapshot().matches("unavailable")).toBe(true);
  });
});
