/**
 * The balance tabs of the account area (systemId "balances"), spec §1 'reward-point history',
 * §3 'User points', 'Other balances', §7.5, §7.6: the reward history a page of 10 at a time (spec
 * §9) and its CSV file, the provider's figures and its record of a third-party points user
 * ({brand-c}_tp_integrations getPoints and getUserDetails, each a region), and the voucher
 * report, 10 more at a time. Each part is a region: loading, shown, or a problem with a retry.
 * The points and the gift-card balance themselves are the session's (no second call).
 */

import { BALANCE_PAGE_SIZE, clampPage } from "@domain/balances";
import type { Answer } from "@effects/balances";
import { serverText } from "@errors/catalogue";
import { errorDataOf } from "@errors/data";
import { assign, setup } from "xstate";
import {
  type BalancesContext,
  type BalancesEvent,
  type BalancesTag,
  initialBalancesContext,
  type Problem,
} from "./balances.events";
import { pending } from "./pending";

export { type BalancesContext, type BalancesEvent, balancesEventSchemas } from "./balances.events";

type LedgerAnswer = Answer<NonNullable<BalancesContext["ledger"]>>;
type ProviderAnswer = Answer<NonNullable<BalancesContext["provider"]>>;
type ProviderUserAnswer = Answer<NonNullable<BalancesContext["providerUser"]>>;
type VouchersAnswer = Answer<NonNullable<BalancesContext["vouchers"]>>;
type Headings = Extract<BalancesEvent, { type: "BALANCES.EXPORT" }>["headings"];

const problemOf = (error: unknown): Problem => ({ error: errorDataOf(error) });
const refusalOf = (answer: { readonly ok: false; readonly message: string | null }): Problem => ({
  text: serverText(answer.message, "somethingWentWrongDot"),
});
const failed = ({ event }: { readonly event: { readonly error: unknown } }) => ({
  problem: problemOf(event.error),
});
const answered = <A>({ event }: { readonly event: { readonly output: Answer<A> } }) => ({
  answer: event.output,
});

/** A region's problem states: a failed load offers `retry`, which loads again. */
const failedState = (
  retry: "BALANCES.HISTORY_RETRY" | "BALANCES.PROVIDER_RETRY" | "BALANCES.VOUCHERS_RETRY",
) => ({
  on: { [retry]: { target: "loading" } },
});

export const balancesMachine = setup({
  types: {
    context: {} as BalancesContext,
    events: {} as BalancesEvent,
    tags: {} as BalancesTag,
  },
  actors: {
    loadHistoryPage: pending<
      LedgerAnswer,
      { readonly source: BalancesContext["source"]; readonly page: number }
    >(),
    exportHistory: pending<
      Answer<{ readonly rows: number }>,
      { readonly source: BalancesContext["source"]; readonly headings: Headings }
    >(),
    loadProviderPoints: pending<ProviderAnswer>(),
    loadProviderUser: pending<ProviderUserAnswer>(),
    loadVoucherReport: pending<VouchersAnswer, { readonly limit: number }>(),
  },
  guards: {
    isOtherPage: ({ context }, params: { readonly page: number }) =>
      context.ledger !== null && clampPage(params.page, context.ledger.total_count) !== context.page,
    hasMoreVouchers: ({ context }) =>
      context.vouchers !== null && context.vouchers.vouchers.length < context.vouchers.total,
  },
  actions: {
    openHistory: assign((_, params: { readonly source: BalancesContext["source"] }) => ({
      source: params.source,
      page: 1,
      historyProblem: null,
    })),
    turnPage: assign(({ context }, params: { readonly page: number }) => ({
      page: clampPage(params.page, context.ledger?.total_count ?? 0),
      historyProblem: null,
    })),
    keepHistory: assign((_, params: { readonly answer: LedgerAnswer }) =>
      params.answer.ok
        ? { ledger: params.answer.value, historyProblem: null }
        : { historyProblem: refusalOf(params.answer) },
    ),
    failHistory: assign((_, params: { readonly problem: Problem }) => ({ historyProblem: params.problem })),
    startExport: assign({ exportedRows: null, exportProblem: null }),
    keepExport: assign((_, params: { readonly answer: Answer<{ readonly rows: number }> }) =>
      params.answer.ok
        ? { exportedRows: params.answer.value.rows, exportProblem: null }
        : { exportProblem: refusalOf(params.answer) },
    ),
    failExport: assign((_, params: { readonly problem: Problem }) => ({ exportProblem: params.problem })),
    keepProvider: assign((_, params: { readonly answer: ProviderAnswer }) =>
      params.answer.ok
        ? { provider: params.answer.value, providerProblem: null }
        : { providerProblem: refusalOf(params.answer) },
    ),
    failProvider: assign((_, params: { readonly problem: Problem }) => ({ providerProblem: params.problem })),
    keepProviderUser: assign((_, params: { readonly answer: ProviderUserAnswer }) =>
      params.answer.ok
        ? { providerUser: params.answer.value, providerUserProblem: null }
        : { providerUserProblem: refusalOf(params.answer) },
    ),
    failProviderUser: assign((_, params: { readonly problem: Problem }) => ({
      providerUserProblem: params.problem,
    })),
    openVouchers: assign({ voucherLimit: BALANCE_PAGE_SIZE, vouchersProblem: null }),
    askMoreVouchers: assign(({ context }) => ({
      voucherLimit: context.voucherLimit + BALANCE_PAGE_SIZE,
      vouchersProblem: null,
    })),
    keepVouchers: assign((_, params: { readonly answer: VouchersAnswer }) =>
      params.answer.ok
        ? { vouchers: params.answer.value, vouchersProblem: null }
        : { vouchersProblem: refusalOf(params.answer) },
    ),
    failVouchers: assign((_, params: { readonly problem: Problem }) => ({ vouchersProblem: params.problem })),
  },
}).createMachine({
  id: "balances",
  context: initialBalancesContext,
  type: "parallel",
  states: {
    history: {
      initial: "idle",
      on: {
        "BALANCES.HISTORY_OPEN": {
          target: ".loading",
          actions: { type: "openHistory", params: ({ event }) => ({ source: event.source }) },
        },
      },
      states: {
        idle: {},
        loading: {
          tags: ["historyLoading"],
          invoke: {
            src: "loadHistoryPage",
            input: ({ context }) => ({ source: context.source, page: context.page }),
            onDone: { target: "shown", actions: { type: "keepHistory", params: answered } },
            onError: { target: "failed", actions: { type: "failHistory", params: failed } },
          },
        },
        failed: failedState("BALANCES.HISTORY_RETRY"),
        shown: {
          on: {
            "BALANCES.HISTORY_PAGE": {
              guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
              target: "loading",
              actions: { type: "turnPage", params: ({ event }) => ({ page: event.page }) },
            },
          },
        },
      },
    },
    // The history file: every page of the ledger, saved through the browser.
    export: {
      initial: "idle",
      states: {
        idle: {},
        exporting: {
          tags: ["exporting"],
          entry: "startExport",
          invoke: {
            src: "exportHistory",
            input: ({ context, event }) => ({
              source: context.source,
              headings:
                event.type === "BALANCES.EXPORT"
                  ? event.headings
                  : {
                      date: "Date",
                      reason: "Reason",
                      points: "Points",
                      balance: "Balance",
                      expiry: "Expiry",
                    },
            }),
            onDone: { target: "idle", actions: { type: "keepExport", params: answered } },
            onError: { target: "idle", actions: { type: "failExport", params: failed } },
          },
        },
      },
      on: { "BALANCES.EXPORT": { target: ".exporting" } },
    },
    provider: {
      initial: "idle",
      on: { "BALANCES.PROVIDER_OPEN": { target: ".loading" } },
      states: {
        idle: {},
        loading: {
          tags: ["providerLoading"],
          invoke: {
            src: "loadProviderPoints",
            onDone: { target: "shown", actions: { type: "keepProvider", params: answered } },
            onError: { target: "failed", actions: { type: "failProvider", params: failed } },
          },
        },
        shown: {},
        failed: failedState("BALANCES.PROVIDER_RETRY"),
      },
    },
    // The provider's record of the user, loaded with its figures (the same open and retry).
    providerUser: {
      initial: "idle",
      on: { "BALANCES.PROVIDER_OPEN": { target: ".loading" } },
      states: {
        idle: {},
        loading: {
          tags: ["providerUserLoading"],
          invoke: {
            src: "loadProviderUser",
            onDone: { target: "shown", actions: { type: "keepProviderUser", params: answered } },
            onError: { target: "failed", actions: { type: "failProviderUser", params: failed } },
          },
        },
        shown: {},
        failed: failedState("BALANCES.PROVIDER_RETRY"),
      },
    },
    vouchers: {
      initial: "idle",
      on: { "BALANCES.VOUCHERS_OPEN": { target: ".loading", actions: "openVouchers" } },
      states: {
        idle: {},
        loading: {
          tags: ["vouchersLoading"],
          invoke: {
            src: "loadVoucherReport",
            input: ({ context }) => ({ limit: context.voucherLimit }),
            onDone: { target: "shown", actions: { type: "keepVouchers", params: answered } },
            onError: { target: "failed", actions: { type: "failVouchers", params: failed } },
          },
        },
        failed: failedState("BALANCES.VOUCHERS_RETRY"),
        shown: {
          on: {
            "BALANCES.VOUCHERS_MORE": {
              guard: "hasMoreVouchers",
              target: "loading",
              actions: "askMoreVouchers",
            },
          },
        },
      },
    },
  },
});

export type BalancesMachine = typeof balancesMachine;
