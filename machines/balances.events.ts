/**
 * The events and context of the balance tabs' flow (./balances.ts): the schemas of every event it
 * accepts from outside and what it keeps.
 */

import type { EgiftVoucher, LedgerPage, ProviderPoints, ProviderUser } from "@contract/balances";
import type { LedgerSource } from "@effects/balances";
import type { CatalogueText } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

const Source = Schema.Literals(["points", "provider"]);

/** The events the balance tabs send. */
export const balancesEventSchemas = [
  /** The reward history opened: its first page, from the store's ledger or the provider's. */
  Schema.Struct({ type: Schema.Literal("BALANCES.HISTORY_OPEN"), source: Source }),
  /** Another page (from 1) of the reward history. */
  Schema.Struct({ type: Schema.Literal("BALANCES.HISTORY_PAGE"), page: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("BALANCES.HISTORY_RETRY") }),
  /** 'Download CSV': the whole history as a file, its column names in the shopper's language. */
  Schema.Struct({
    type: Schema.Literal("BALANCES.EXPORT"),
    headings: Schema.Struct({
      date: Schema.String,
      reason: Schema.String,
      points: Schema.String,
      balance: Schema.String,
      expiry: Schema.String,
    }),
  }),
  /** The points tab of a third-party points user opened: the provider's figures and its record of the user. */
  Schema.Struct({ type: Schema.Literal("BALANCES.PROVIDER_OPEN") }),
  Schema.Struct({ type: Schema.Literal("BALANCES.PROVIDER_RETRY") }),
  /** The vouchers tab opened: the first page of the voucher report. */
  Schema.Struct({ type: Schema.Literal("BALANCES.VOUCHERS_OPEN") }),
  /** 'Show more': the report's next 10. */
  Schema.Struct({ type: Schema.Literal("BALANCES.VOUCHERS_MORE") }),
  Schema.Struct({ type: Schema.Literal("BALANCES.VOUCHERS_RETRY") }),
] as const;

export type BalancesEvent = (typeof balancesEventSchemas)[number]["Type"];

/** What a view asks, as tags: a part is loading, or the history file is being made. */
export type BalancesTag =
  | "historyLoading"
  | "providerLoading"
  | "providerUserLoading"
  | "vouchersLoading"
  | "exporting";

/** Why a part shows no figures: a failed call (as data) or the server's refusal (its text). */
export type Problem = { readonly error: ErrorData } | { readonly text: CatalogueText };

export interface BalancesContext {
  readonly source: LedgerSource;
  /** The history page shown or asked for, from 1. */
  readonly page: number;
  readonly ledger: LedgerPage | null;
  readonly historyProblem: Problem | null;
  /** Rows of the last history file saved. */
  readonly exportedRows: number | null;
  readonly exportProblem: Problem | null;
  readonly provider: ProviderPoints | null;
  readonly providerProblem: Problem | null;
  /** The provider's record of the user (getUserDetails). */
  readonly providerUser: ProviderUser | null;
  readonly providerUserProblem: Problem | null;
  /** How many gift cards of the report are asked for (10 more per 'Show more'). */
  readonly voucherLimit: number;
  readonly vouchers: { readonly total: number; readonly vouchers: readonly EgiftVoucher[] } | null;
  readonly vouchersProblem: Problem | null;
}

export const initialBalancesContext: BalancesContext = {
  source: "points",
  page: 1,
  ledger: null,
  historyProblem: null,
  exportedRows: null,
  exportProblem: null,
  provider: null,
  providerProblem: null,
  providerUser: null,
  providerUserProblem: null,
  voucherLimit: 10,
  vouchers: null,
  vouchersProblem: null,
};
