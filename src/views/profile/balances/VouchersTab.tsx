/**
 * {BRAND}_VOUCHERS ('/storevouchers', spec §2.3): the gift-card balance and the vouchers that make
 * it up, with amounts and expiry (get_GCB, spec §3 'Other balances', as the session loaded it;
 * pages of 10), and the gift cards of the voucher report (fetchEgiftBalance {egift_params:
 * {limit}}, spec §7.6), 10 more at a time. Each has its empty state.
 */
import { displayDate, pageCountOf, pageOf } from "@domain/balances";
import { useSelector } from "@views/useSelector";
import { useEffect, useState } from "react";
import { LinkButton, NoteText } from "../../account/styles";
import { fill, useMessages } from "../../i18n";
import { useFlow, useLateFlow } from "../../system";
import { skeleton } from "../../theme/skeleton";
import { balancesMessages } from "./messages";
import { PageButtons, ProblemNote, usePointsFormat } from "./parts";
import { Figures, Panel, TableWrap } from "./styles";

const GiftCardBalance = () => {
  const text = useMessages(balancesMessages);
  const format = usePointsFormat();
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
            {gcb.loading ? (
              <span className={`placeholder ${skeleton}`} aria-hidden="true" />
            ) : (
              `${currency} ${format(gcb.data?.total ?? 0)}`.trim()
            )}
          </dd>
        </div>
      </Figures>
      {!gcb.loading && vouchers.length === 0 ? (
        <NoteText>{text.noGcb}</NoteText>
      ) : vouchers.length > 0 ? (
        <>
          <TableWrap tabIndex={0} role="region" aria-label={text.gcbVouchers}>
            <table data-testid="gcb-vouchers">
              <caption>{text.gcbVouchers}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {text.amount}
                  </th>
                  <th scope="col">{text.expiry}</th>
                </tr>
              </thead>
              <tbody>
                {pageOf(vouchers, page).map((v) => (
                  <tr key={v.key}>
                    <td className="num">{`${currency} ${format(v.amount)}`}</td>
                    <td>{displayDate(v.expiry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
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
  const format = usePointsFormat();
  const flow = useLateFlow("balances");
  const state = useSelector(flow ?? undefined, (s) =>
    s === undefined
      ? null
      : {
          loading: s.hasTag("vouchersLoading") || s.matches({ vouchers: "idle" }),
          report: s.context.vouchers,
          problem: s.context.vouchersProblem,
        },
  );
  useEffect(() => flow?.send({ type: "BALANCES.VOUCHERS_OPEN" }), [flow]);
  const loading = state === null || state.loading;
  const report = state?.report ?? null;
  return (
    <Panel aria-labelledby="report-heading" aria-busy={loading}>
      <h2 id="report-heading">{text.reportHeading}</h2>
      {state !== null && !loading && state.problem !== null ? (
        <ProblemNote problem={state.problem} onRetry={() => flow?.send({ type: "BALANCES.VOUCHERS_OPEN" })} />
      ) : report === null ? (
        <NoteText role="status">{text.loadingVouchers}</NoteText>
      ) : report.total === 0 ? (
        <NoteText>{text.noCards}</NoteText>
      ) : (
        <>
          <TableWrap tabIndex={0} role="region" aria-label={text.reportCaption}>
            <table data-testid="egift-vouchers">
              <caption>{text.reportCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.card}</th>
                  <th scope="col" className="num">
                    {text.value}
                  </th>
                  <th scope="col" className="num">
                    {text.balance}
                  </th>
                  <th scope="col">{text.expiry}</th>
                </tr>
              </thead>
              <tbody>
                {report.vouchers.map((v) => (
                  <tr key={`${v.code}-${v.name}`}>
                    <td className="reason">
                      {v.name} <span style={{ color: "var(--ink-muted)" }}>{v.code}</span>
                    </td>
                    <td className="num">{`${v.currency_code} ${format(v.amount)}`}</td>
                    <td className="num">{`${v.currency_code} ${format(v.balance)}`}</td>
                    <td>{displayDate(v.expiry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <p role="status">{fill(text.showing, { shown: report.vouchers.length, total: report.total })}</p>
          {report.vouchers.length < report.total ? (
            <LinkButton
              type="button"
              disabled={loading}
              onClick={() => flow?.send({ type: "BALANCES.VOUCHERS_MORE" })}
            >
              {text.showMore}
            </LinkButton>
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
