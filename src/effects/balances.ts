/**
 * The Effect programs of the account area's balance tabs (spec §7.5 'User and balances', §7.6
 * 'History and reports', §7.2 clientCurrencyConversion, §1 point conversion) and the live actors
 * their machines invoke by name. A call that answers success other than 1 is an outcome with the
 * server's text, as the other account pages keep it; transport failures are typed errors.
 */
import {
  convertPoints as convertPointsCall,
  type EgiftVoucher,
  fetchEgiftBalance,
  fetchGiftVoucherBalance,
  fetchTpdBalanceList,
  type LedgerEntry,
  type LedgerPage,
  POINTS_LEDGER_TYPE,
  type ProviderPoints,
  type ProviderUser,
  tpGetPoints,
  tpGetUserDetails,
} from "@contract/balances";
import { acceptedData } from "@domain/answers";
import {
  BALANCE_PAGE_SIZE,
  type ConversionPreview,
  conversionPreviewOf,
  type HistoryCsvHeadings,
  historyCsv,
  historyFileName,
  offsetOfPage,
  runningBalances,
} from "@domain/balances";
import { Clock, Effect, Layer } from "effect";
import { convertPointValue } from "./country";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { Downloads } from "./runtime/downloads";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** Which ledger a user's history is read from: the store's, or a third-party provider's (isThirdPartyUser). */
export type LedgerSource = "points" | "provider";

/** A call's refusal: success other than 1, with the server's text. */
export interface Refusal {
  readonly ok: false;
  readonly message: string | null;
}

export type Answer<A> = { readonly ok: true; readonly value: A } | Refusal;

const refusal = (message: string | undefined): Refusal => ({ ok: false, message: message ?? null });

/** One page of a ledger: fetchGiftVoucherBalance {limit, type 'points', offset}, or fetchTpdBalanceList {limit, offset}. */
const ledgerPage = (source: LedgerSource, limit: number, offset: number) =>
  source === "points"
    ? Effect.map(
        callOperation(fetchGiftVoucherBalance, { input_params: { limit, type: POINTS_LEDGER_TYPE, offset } }),
        (answer) => answer.data.fetchGiftVoucherBalance,
      )
    : Effect.map(
        callOperation(fetchTpdBalanceList, { input_params: { limit, offset } }),
        (answer) => answer.data.fetchTpdBalanceList,
      );

/** A page (from 1) of the reward history, 10 entries (spec §9). */
export const loadHistoryPage = Effect.fn("balances.loadHistoryPage")(function* (input: {
  readonly source: LedgerSource;
  readonly page: number;
}) {
  const answer = yield* ledgerPage(input.source, BALANCE_PAGE_SIZE, offsetOfPage(input.page));
  const page = acceptedData(answer);
  const result: Answer<LedgerPage> = page === undefined ? refusal(answer.message) : { ok: true, value: page };
  return result;
});

/** The largest page the export asks for at a time. */
const EXPORT_PAGE = 100;

/**
 * The whole reward history as a CSV file (dates, reasons, points, running balance, expiry), saved
 * through the browser: the ledger read 100 entries at a time, newest first, as the table shows it.
 */
export const exportHistory = Effect.fn("balances.exportHistory")(function* (input: {
  readonly source: LedgerSource;
  readonly headings: HistoryCsvHeadings;
}) {
  const entries: LedgerEntry[] = [];
  let closing: number | null = null;
  for (;;) {
    const answer = yield* ledgerPage(input.source, EXPORT_PAGE, entries.length);
    const page = acceptedData(answer);
    if (page === undefined) {
      const failed: Answer<{ readonly rows: number }> = refusal(answer.message);
      return failed;
    }
    closing ??= page.closing_balance;
    entries.push(...page.entries);
    if (page.entries.length === 0 || entries.length >= page.total_count) break;
  }
  const today = new Date(yield* Clock.currentTimeMillis).toISOString().slice(0, 10);
  const rows = runningBalances(closing ?? 0, entries);
  const downloads = yield* Downloads;
  yield* downloads.save({
    fileName: historyFileName(today),
    contentType: "text/csv",
    text: historyCsv(rows, input.headings),
  });
  const done: Answer<{ readonly rows: number }> = { ok: true, value: { rows: rows.length } };
  return done;
});

/** The provider's figures for a third-party points user ({brand-c}_tp_integrations getPoints). */
export const loadProviderPoints = Effect.fn("balances.loadProviderPoints")(function* () {
  const answer = yield* callOperation(tpGetPoints, {});
  const result: Answer<ProviderPoints> =
    answer.success === 1 && answer.data !== undefined
      ? { ok: true, value: answer.data }
      : refusal(answer.message);
  return result;
});

/**
 * The provider's record of a third-party points user ({brand-c}_tp_integrations getUserDetails,
 * spec §7.5): the name, id at the provider, tier and joining date shown beside its points.
 */
export const loadProviderUser = Effect.fn("balances.loadProviderUser")(function* () {
  const answer = yield* callOperation(tpGetUserDetails, {});
  const result: Answer<ProviderUser> =
    answer.success === 1 && answer.data !== undefined
      ? { ok: true, value: answer.data }
      : refusal(answer.message);
  return result;
});

/** The voucher report (fetchEgiftBalance {egift_params: {limit}}): the first `limit` gift cards. */
export const loadVoucherReport = Effect.fn("balances.loadVoucherReport")(function* (input: {
  readonly limit: number;
}) {
  const answer = yield* callOperation(fetchEgiftBalance, { egift_params: { limit: input.limit } });
  const report = answer.data.fetchEgiftBalance;
  const result: Answer<{ readonly total: number; readonly vouchers: readonly EgiftVoucher[] }> =
    report.success === 1 && report.data !== undefined
      ? { ok: true, value: { total: report.data.total_count, vouchers: report.data.vouchers } }
      : refusal(report.message);
  return result;
});

/** What a conversion preview asks: the balance to convert, its currency and the target, for the client. */
export interface PreviewRequest {
  readonly clientId: number;
  readonly available: number;
  readonly fromCurrency: string;
  readonly toCurrency: string;
}

/**
 * The preview of a conversion: clientCurrencyConversion {conversion_data: {client_id, amount 1,
 * source_currency_code, target_currency_code}} both ways (spec §7.2), the figures worked out by
 * @domain/balances (points 2 decimals, the rate 5, spec §9). A rate the client refuses (an Error in
 * the answer, spec §8) or one that gives no points answers a refusal without text.
 */
export const previewConversion = Effect.fn("balances.previewConversion")(function* (input: PreviewRequest) {
  const request = (source: string, target: string) => ({
    client_id: input.clientId,
    amount: 1 as const,
    source_currency_code: source,
    target_currency_code: target,
  });
  const rates = yield* Effect.all(
    [
      convertPointValue(request(input.fromCurrency, input.toCurrency)),
      convertPointValue(request(input.toCurrency, input.fromCurrency)),
    ],
    { concurrency: 2 },
  ).pipe(
    Effect.map(([forward, back]) => ({ forward: forward.value, back: back.value })),
    Effect.catchTag("ConversionRejected", () => Effect.succeed(null)),
  );
  const preview =
    rates === null
      ? null
      : conversionPreviewOf({
          available: input.available,
          fromCurrency: input.fromCurrency,
          toCurrency: input.toCurrency,
          forward: rates.forward,
          back: rates.back,
        });
  const result: Answer<ConversionPreview> =
    preview === null ? refusal(undefined) : { ok: true, value: preview };
  return result;
});

/** The conversion itself, at the preview's rate: the reference API's convertPoints (see src/contract/balances.ts). */
export const confirmConversion = Effect.fn("balances.confirmConversion")(function* (
  preview: ConversionPreview,
) {
  const answer = yield* callOperation(convertPointsCall, {
    conversion: {
      target_currency_code: preview.toCurrency,
      points: preview.fromPoints,
      rate_units: preview.rateUnits,
    },
  });
  const converted = answer.data.convertPoints;
  const result: Answer<{ readonly available: number; readonly currency_code: string }> =
    converted.success === 1 && converted.data !== undefined
      ? { ok: true, value: converted.data }
      : refusal(converted.message);
  return result;
});

/** The actors of the balance flows, run with `layer` (and `downloads` to save the history file). */
export const balancesActors = (
  layer: Layer.Layer<StorefrontServices> = StorefrontLive,
  downloads: Layer.Layer<Downloads> = Downloads.layer,
) => ({
  loadHistoryPage: effectActor(loadHistoryPage, layer),
  exportHistory: effectActor(exportHistory, Layer.merge(layer, downloads)),
  loadProviderPoints: effectActorWithoutInput(loadProviderPoints, layer),
  loadProviderUser: effectActorWithoutInput(loadProviderUser, layer),
  loadVoucherReport: effectActor(loadVoucherReport, layer),
});

export const pointConversionActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  previewConversion: effectActor(previewConversion, layer),
  confirmConversion: effectActor(confirmConversion, layer),
});
