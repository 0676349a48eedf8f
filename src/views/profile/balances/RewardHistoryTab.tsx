/**
 * REWARD_HISTORY ('/reward-history', spec §2.3, §1 'reward-point history'): every credit and debit
 * with its date, reason and the running balance after it, 10 a page (spec §9), newest first; a
 * chart of the balance over the page's dates; the whole history as a CSV file. A third-party points
 * user's history is the provider's (fetchTpdBalanceList, spec §7.6).
 */
import { BALANCE_PAGE_SIZE, displayDate, pageCountOf, runningBalances } from "@domain/balances";
import { useSelector } from "@views/useSelector";
import { useEffect, useMemo } from "react";
import { fill, useMessages } from "../../i18n";
import { usePlural } from "../../i18n/plural";
import { usePointsLabel } from "../../site/siteWords";
import { useFlow } from "../../system";
import { Actions } from "../../ui/Actions";
import { Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { HistoryChart } from "./HistoryChart";
import { balancesMessages } from "./messages";
import { PageButtons, ProblemNote, useBalances, usePointsFormat } from "./parts";
import { Panel } from "./styles";

export const RewardHistoryTab = (_: { readonly sitePrefix: string }) => {
  const text = useMessages(balancesMessages);
  const count = usePlural();
  const format = usePointsFormat();
  const label = usePointsLabel();
  const source = useSelector(useFlow("session"), (s) =>
    s.context.points?.isThirdPartyUser === true ? ("provider" as const) : ("points" as const),
  );
  const { flow, state } = useBalances((s) => ({
    loading: s.hasTag("historyLoading") || s.matches({ history: "idle" }),
    exporting: s.hasTag("exporting"),
    ledger: s.context.source === source ? s.context.ledger : null,
    page: s.context.page,
    problem: s.context.historyProblem,
    exportedRows: s.context.exportedRows,
    exportProblem: s.context.exportProblem,
  }));
  useEffect(() => flow?.send({ type: "BALANCES.HISTORY_OPEN", source }), [flow, source]);
  const rows = useMemo(
    () => (state?.ledger == null ? [] : runningBalances(state.ledger.closing_balance, state.ledger.entries)),
    [state?.ledger],
  );
  const open = () => flow?.send({ type: "BALANCES.HISTORY_OPEN", source });
  const loading = state === null || state.loading;
  const headings = {
    date: text.date,
    reason: text.reason,
    points: text.points,
    balance: text.balance,
    expiry: text.expiry,
  };
  if (state !== null && !loading && state.problem !== null) {
    return (
      <Panel aria-labelledby="history-heading">
        <h2 id="history-heading">{fill(text.chartTitle, { label })}</h2>
        <ProblemNote problem={state.problem} onRetry={open} />
      </Panel>
    );
  }
  const total = state?.ledger?.total_count ?? 0;
  return (
    <Panel aria-labelledby="history-heading" aria-busy={loading}>
      <h2 id="history-heading">{fill(text.chartTitle, { label })}</h2>
      {loading && rows.length === 0 ? <Note live>{text.loadingHistory}</Note> : null}
      {!loading && rows.length === 0 ? (
        <Note>{text.noHistory}</Note>
      ) : (
        <>
          {rows.length > 0 ? <HistoryChart rows={rows} label={label} /> : null}
          <DataTable
            caption={text.tableCaption}
            data-testid="history-table"
            placeholders={BALANCE_PAGE_SIZE}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { key: "date", header: text.date, cell: (row) => displayDate(row.date) },
              { key: "reason", header: text.reason, wrap: true, cell: (row) => row.reason },
              {
                key: "points",
                header: text.points,
                numeric: true,
                tone: (row) => (row.points < 0 ? "debit" : "credit"),
                cell: (row) => `${row.points > 0 ? "+" : ""}${format(row.points)}`,
              },
              { key: "balance", header: text.balance, numeric: true, cell: (row) => format(row.balance) },
              {
                key: "expiry",
                header: text.expiry,
                cell: (row) => (row.expiry === null ? "—" : displayDate(row.expiry)),
              },
            ]}
          />
          <PageButtons
            page={state?.page ?? 1}
            pages={pageCountOf(total)}
            label={text.pager}
            busy={loading}
            onPage={(page) => flow?.send({ type: "BALANCES.HISTORY_PAGE", page })}
          />
          <Actions>
            <Button
              disabled={state?.exporting !== false || rows.length === 0}
              onClick={() => flow?.send({ type: "BALANCES.EXPORT", headings })}
            >
              {state?.exporting === true ? text.downloading : text.download}
            </Button>
            <span role="status">
              {state?.exportedRows != null && state.exporting === false
                ? count(text.downloaded, state.exportedRows)
                : ""}
            </span>
          </Actions>
          {state?.exportProblem != null ? (
            <ProblemNote
              problem={state.exportProblem}
              onRetry={() => flow?.send({ type: "BALANCES.EXPORT", headings })}
            />
          ) : null}
        </>
      )}
    </Panel>
  );
};
