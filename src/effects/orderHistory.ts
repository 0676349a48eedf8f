/**
 * The Effect programs of the account area's order tabs (spec §7.6 'History and reports', §7.5
 * 'Resend voucher') and the live actors their machine invokes by name:
 * - `fetchOrderHistory` one page of 10 of the tab's orders (spec §9), the bookings together by
 *   getBookingHistory (spec §7.6);
 * - `exportOrderHistory` every page, asked for {@link HISTORY_MAX_LIMIT} at a time, saved as CSV;
 * - `resendVoucher` the order's vouchers mailed again;
 * - `resendOtp` a new one-time code for an order whose vouchers need one (HTTP 429 fails as
 *   RateLimited, which the catalogue shows as a message, spec §8);
 * - `copyVoucherCode` a revealed code onto the clipboard (the {@link Clipboard} service).
 */
import {
  fetchFlightBookingHistory,
  fetchHotelBookingHistory,
  getBookingHistory,
  getExperiencesOrderDetail,
  getOrderHistory,
  getPerksOrderDetail,
  HISTORY_MAX_LIMIT,
  HISTORY_PAGE_SIZE,
  type HistoryAnswer,
  type HistoryOrder,
  HOTEL_PRODUCT_ID,
  resendOtp as resendOtpCall,
  resendVoucher as resendVoucherCall,
} from "@contract/orderHistory";
import { ACCEPTED, acceptedData } from "@domain/answers";
import { csvFileNameOf, type HistoryKind, ordersCsv } from "@domain/orderHistory";
import type { CallFailure } from "@errors/data";
import { Context, Effect, Layer } from "effect";
import { effectActor } from "./runtime/actor";
import { Downloads } from "./runtime/downloads";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation, type TransportServices } from "./runtime/transport";

// ---------------------------------------------------------------------------------------------
// The clipboard

export interface ClipboardShape {
  /** Writes `text`; true when the browser took it. Never fails. */
  readonly write: (text: string) => Effect.Effect<boolean>;
}

const writeInBrowser = (text: string): Effect.Effect<boolean> =>
  Effect.orElseSucceed(
    Effect.tryPromise(async () => {
      if (typeof navigator === "undefined" || navigator.clipboard === undefined) return false;
      await navigator.clipboard.writeText(text);
      return true;
    }),
    () => false,
  );

export class Clipboard extends Context.Service<Clipboard, ClipboardShape>()("storefront/Clipboard") {
  /** The browser's clipboard (navigator.clipboard). */
  static readonly layer: Layer.Layer<Clipboard> = Layer.succeed(Clipboard, { write: writeInBrowser });
  static readonly layerTest = (clipboard: ClipboardShape): Layer.Layer<Clipboard> =>
    Layer.succeed(Clipboard, clipboard);
}

/** A clipboard kept in memory: `written` lists what was copied, in order. */
export const makeMemoryClipboard = (): ClipboardShape & { readonly written: string[] } => {
  const written: string[] = [];
  return { written, write: (text) => Effect.sync(() => written.push(text) > 0) };
};

// ---------------------------------------------------------------------------------------------
// History

/** What a history call answered: success 1 with the page and the count of every order, else the server's text. */
export interface HistoryOutcome {
  readonly success: number;
  readonly message: string | null;
  readonly total: number;
  readonly orders: readonly HistoryOrder[];
}

type Page = { readonly limit: number; readonly offset: number };

/** The call of a kind of orders (see src/contract/orderHistory.ts). */
const callHistory = (
  kind: HistoryKind,
  page: Page,
): Effect.Effect<HistoryAnswer, CallFailure, TransportServices> => {
  switch (kind) {
    case "all":
      return Effect.map(
        callOperation(getOrderHistory, { history_input: page }),
        (a) => a.data.getOrderHistory,
      );
    case "experience":
      return Effect.map(
        callOperation(getExperiencesOrderDetail, { history_input: page }),
        (a) => a.data.getExperiencesOrderDetail,
      );
    case "perks":
      return Effect.map(
        callOperation(getPerksOrderDetail, { history_input: page }),
        (a) => a.data.getPerksOrderDetail,
      );
    case "flight":
      return Effect.map(
        callOperation(fetchFlightBookingHistory, { history_input: page }),
        (a) => a.data.fetch_booking_history,
      );
    case "hotel":
      return Effect.map(
        callOperation(fetchHotelBookingHistory, { history_input: { ...page, product_id: HOTEL_PRODUCT_ID } }),
        (a) => a.data.fetch_booking_history,
      );
    case "bookings":
      return Effect.map(
        callOperation(getBookingHistory, { history_input: page }),
        (a) => a.data.getBookingHistory,
      );
  }
};

const outcomeOfAnswer = (answer: HistoryAnswer): HistoryOutcome => ({
  success: acceptedData(answer) === undefined ? 0 : ACCEPTED,
  message: answer.message ?? null,
  total: answer.data?.total ?? 0,
  orders: answer.data?.orders ?? [],
});

/** One page of 10 of the tab's orders from `offset` (spec §7.6 {history_input: {limit 10, offset}}). */
export const fetchOrderHistory = Effect.fn("orderHistory.fetchOrderHistory")(function* (input: {
  readonly kind: HistoryKind;
  readonly offset: number;
}) {
  const answer = yield* callHistory(input.kind, { limit: HISTORY_PAGE_SIZE, offset: input.offset });
  return outcomeOfAnswer(answer);
});

/** The most pages an export asks for: 200 pages of 50 orders. */
export const EXPORT_MAX_PAGES = 200;

/** What an export saved: success 1 with how many orders, else the server's text. */
export interface ExportOutcome {
  readonly success: number;
  readonly message: string | null;
  readonly count: number;
}

/**
 * Every order of the tab, asked for {@link HISTORY_MAX_LIMIT} at a time until the count the
 * server gives is reached, saved as a CSV file built here (src/domain/orderHistory.ts `ordersCsv`).
 */
export const exportOrderHistory = Effect.fn("orderHistory.exportOrderHistory")(function* (input: {
  readonly kind: HistoryKind;
}) {
  const orders: HistoryOrder[] = [];
  for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
    const answer = yield* callHistory(input.kind, {
      limit: HISTORY_MAX_LIMIT,
      offset: page * HISTORY_MAX_LIMIT,
    });
    const data = acceptedData(answer);
    if (data === undefined) {
      const refused: ExportOutcome = { success: 0, message: answer.message ?? null, count: 0 };
      return refused;
    }
    orders.push(...data.orders);
    if (data.orders.length === 0 || orders.length >= data.total) break;
  }
  const downloads = yield* Downloads;
  yield* downloads.save({
    fileName: csvFileNameOf(input.kind),
    contentType: "text/csv",
    text: ordersCsv(orders),
  });
  const saved: ExportOutcome = { success: 1, message: null, count: orders.length };
  return saved;
});

/** What 'Resend voucher' answered: success 1 when mailed, else the server's text. */
export interface ResendOutcome {
  readonly success: number;
  readonly message: string | null;
}

/** Resend voucher {add_data: {order_id}} (spec §7.5 'Mail'). */
export const resendVoucher = Effect.fn("orderHistory.resendVoucher")(function* (input: {
  readonly order_id: number;
}) {
  const answer = yield* callOperation(resendVoucherCall, { add_data: { order_id: input.order_id } });
  const outcome: ResendOutcome = {
    success: answer.data.resendVoucher.success,
    message: answer.data.resendVoucher.message ?? null,
  };
  return outcome;
});

/** Resend OTP {add_data: {order_id}} (spec §7.5 'Mail'); HTTP 429 fails as RateLimited (spec §8). */
export const resendOtp = Effect.fn("orderHistory.resendOtp")(function* (input: {
  readonly order_id: number;
}) {
  const answer = yield* callOperation(resendOtpCall, { add_data: { order_id: input.order_id } });
  const outcome: ResendOutcome = {
    success: answer.data.resendOtp.success,
    message: answer.data.resendOtp.message ?? null,
  };
  return outcome;
});

/** Copies a revealed voucher code; true when the clipboard took it. */
export const copyVoucherCode = Effect.fn("orderHistory.copyVoucherCode")(function* (input: {
  readonly voucher_code: string;
}) {
  const clipboard = yield* Clipboard;
  return yield* clipboard.write(input.voucher_code);
});

/** The actors the order history machine invokes, run with `layer` (and the browser's downloads and clipboard). */
export const orderHistoryActors = (
  layer: Layer.Layer<StorefrontServices> = StorefrontLive,
  downloads: Layer.Layer<Downloads> = Downloads.layer,
  clipboard: Layer.Layer<Clipboard> = Clipboard.layer,
) => ({
  fetchOrderHistory: effectActor(fetchOrderHistory, layer),
  exportOrderHistory: effectActor(exportOrderHistory, Layer.merge(layer, downloads)),
  resendVoucher: effectActor(resendVoucher, layer),
  resendOtp: effectActor(resendOtp, layer),
  copyVoucherCode: effectActor(copyVoucherCode, clipboard),
});
