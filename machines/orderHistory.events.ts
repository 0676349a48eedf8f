/**
 * The events and the context of the account area's order tabs (./orderHistory.ts): the schemas of
 * every event the tabs send and what the flow keeps.
 */

import type { HistoryOrder } from "@contract/orderHistory";
import type { HistoryKind } from "@domain/orderHistory";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const Kind = Schema.Literals(["all", "experience", "flight", "hotel", "perks", "bookings"]);

/** The events the order tabs send. */
export const orderHistoryEventSchemas = [
  /** A tab opened, or its URL's page changed: the kind of orders it lists and the page (from 1). */
  Schema.Struct({ type: Schema.Literal("ORDERS.OPEN"), kind: Kind, page: Schema.Number }),
  /** 'Try again' after the page failed to load. */
  Schema.Struct({ type: Schema.Literal("ORDERS.RETRY") }),
  /** The shopper reveals a delivered voucher's code (key: order id and the voucher's place). */
  Schema.Struct({ type: Schema.Literal("ORDERS.REVEAL"), key: Schema.String }),
  /** The shopper copies a revealed code. */
  Schema.Struct({ type: Schema.Literal("ORDERS.COPY"), key: Schema.String }),
  /** 'Resend voucher' on an order. */
  Schema.Struct({ type: Schema.Literal("ORDERS.RESEND"), order_id: Schema.Number }),
  /** 'Resend OTP' on an order whose vouchers open only with a one-time code (spec §7.5 'Mail'). */
  Schema.Struct({ type: Schema.Literal("ORDERS.RESEND_OTP"), order_id: Schema.Number }),
  /** 'Download CSV': every order of the tab. */
  Schema.Struct({ type: Schema.Literal("ORDERS.EXPORT") }),
] as const;

export type OrderHistoryEvent = (typeof orderHistoryEventSchemas)[number]["Type"];

/**
 * `loading` while a page loads; `sending` while a voucher is resent; `sendingOtp` while a one-time
 * code is resent; `exporting` while the CSV is made.
 */
export type OrderHistoryTag = "loading" | "sending" | "sendingOtp" | "exporting";

export interface OrderHistoryContext {
  /** The kind of orders the open tab lists; null before a tab opened. */
  readonly kind: HistoryKind | null;
  /** The page asked for or shown (from 1); a page beyond the last becomes the last. */
  readonly page: number;
  /** How many orders the tab lists in all. */
  readonly total: number;
  /** The orders of the page shown, newest first. */
  readonly orders: readonly HistoryOrder[];
  /** The server's text when it refused the page, kept as sent. */
  readonly message: CatalogueText | null;
  /** A failed page, as data; the tab says it in the shopper's language. */
  readonly error: ErrorData | null;
  /** The vouchers whose codes the shopper revealed, by key. */
  readonly revealed: readonly string[];
  /** The voucher whose code was copied last, and whether the clipboard took it. */
  readonly copy: { readonly key: string; readonly copied: boolean } | null;
  /** The order a voucher was resent for last, and what came of it. */
  readonly resend: {
    readonly order_id: number;
    readonly sent: boolean;
    readonly message: CatalogueText | null;
    readonly error: ErrorData | null;
  } | null;
  /** The order a one-time code was resent for last (spec §7.5 'Resend OTP'), and what came of it. */
  readonly otp: OrderHistoryContext["resend"];
  /** What the last export gave: how many orders, or its refusal or error. */
  readonly export: {
    readonly count: number;
    readonly message: CatalogueText | null;
    readonly error: ErrorData | null;
  } | null;
}

export const initialOrderHistoryContext: OrderHistoryContext = {
  kind: null,
  page: 1,
  total: 0,
  orders: [],
  message: null,
  error: null,
  revealed: [],
  copy: null,
  resend: null,
  otp: null,
  export: null,
};
