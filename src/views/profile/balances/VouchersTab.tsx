/**
 * {BRAND}_VOUCHERS ('/storevouchers', spec §2.3): the gift-card balance and the vouchers that make
 * it up, with amounts and expiry (get_GCB, spec §3 'Other balances', as the session loaded it;
 * pages of 10), and the gift cards of the voucher report (fetchEgiftBalance {egift_params:
 * {limit}}, spec §7.6), 10 more at a time. Each has its empty state.
 */
import { displayDate, pageCountOf, pageOf } from "@domain/balances";
import { useSelector } from "@views/useSelector";
import { useEffect, useState } from "react";
import { fill, useMessages } from "../../i18n";
import { useFlow } from "../../system";
import { Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { DataTable } from "../../ui/DataTable";
import { Skeleton } from "../../ui/Skeleton";
import { balancesMessages } from "./messages";
import { PageButtons, ProblemNote, useBalances, useMoneyFormat } from "./parts";
import { CardCode, Figures, Panel } from "./styles";

const GiftCardBalance = () => {
  const text = useMessages(balancesMessages);
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const gcb = useSelector(useFlow("session"), (s) => ({
    data: s.context.gcb,
    loading: s.context.gcb === null && s.hasTag("startingUp"),
  }));
  const vouchers = (gcb.data?.voucher_lists ?? []).map((v, position) => ({
    ...v,
    key: `voucher-${position}`,
  }));
  const currency = gcb.data?.currency_code ?? "";
  return (
    <Panel aria-labelledby="gcb-heading" aria-busy={gcb.loading}>
      <h2 id="gcb-heading">{text.gcbHeading}</h2>
      <Figures>
        <div>
          <dt>{text.gcbHeading}</dt>
          <dd data-testid="gcb-total">
            {gcb.loading ? <Skeleton height={28} /> : money(gcb.data?.total ?? 0, currency).trim()}
          </dd>
        </div>
      </Figures>
      {!gcb.loading && vouchers.length === 0 ? (
        <Note>{text.noGcb}</Note>
      ) : vouchers.length > 0 ? (
        <>
          <DataTable
            caption={text.gcbVouchers}
            data-testid="gcb-vouchers"
            rows={pageOf(vouchers, page)}
            rowKey={(v) => v.key}
            columns={[
              {
                key: "amount",
                header: text.amount,
                numeric: true,
                cell: (v) => money(v.amount, currency),
              },
              { key: "expiry", header: text.expiry, cell: (v) => displayDate(v.expiry) },
            ]}
          />
          <PageButtons
            page={page}
            pages={pageCountOf(vouchers.length)}
            label={text.vouchersPager}
            busy={false}
            onPage={setPage}
          />
        </>
      ) : null}
    </Panel>
  );
};

const VoucherReport = () => {
  const text = useMessages(balancesMessages);
  const money = useMoneyFormat();
  const { flow, state } = useBalances((s) => ({
    loading: s.hasTag("vouchersLoading") || s.matches({ vouchers: "idle" }),
    report: s.context.vouchers,
    problem: s.context.vouchersProblem,
  }));
  useEffect(() => flow?.send({ type: "BALANCES.VOUCHERS_OPEN" }), [flow]);
  const loading = state === null || state.loading;
  const report = state?.report ?? null;
  return (
    <Panel aria-labelledby="report-heading" aria-busy={loading}>
      <h2 id="report-heading">{text.reportHeading}</h2>
      {state !== null && !loading && state.problem !== null ? (
        <ProblemNote problem={state.problem} onRetry={() => flow?.send({ type: "BALANCES.VOUCHERS_OPEN" })} />
      ) : report === null ? (
        <Note live>{text.loadingVouchers}</Note>
      ) : report.total === 0 ? (
        <Note>{text.noCards}</Note>
      ) : (
        <>
          <DataTable
            caption={text.reportCaption}
            data-testid="egift-vouchers"
            rows={report.vouchers}
            rowKey={(v) => `${v.code}-${v.name}`}
            columns={[
              {
                key: "card",
                header: text.card,
                wrap: true,
                cell: (v) => (
                  <>
                    {v.name} <CardCode>{v.code}</CardCode>
                  </>
                ),
              },
              {
                key: "value",
                header: text.value,
                numeric: true,
                cell: (v) => money(v.amount, v.currency_code),
              },
              {
                key: "balance",
                header: text.balance,
                numeric: true,
                cell: (v) => money(v.balance, v.currency_code),
              },
              { key: "expiry", header: text.expiry, cell: (v) => displayDate(v.expiry) },
            ]}
          />
          <p role="status">{fill(text.showing, { shown: report.vouchers.length, total: report.total })}</p>
          {report.vouchers.length < report.total ? (
            <Button
              variant="link"
              disabled={loading}
              onClick={() => flow?.send({ type: "BALANCES.VOUCHERS_MORE" })}
            >
              {text.showMore}
            </Button>
          ) : null}
        </>
      )}
    </Panel>
  );
};

export const VouchersTab = (_: { readonly sitePrefix: string }) => (
  <>
    <GiftCardBalance />
    <VoucherReport />
  </>
);
