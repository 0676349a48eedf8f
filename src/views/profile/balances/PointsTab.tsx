/**
 * {BRAND}_POINTS ('/points', spec §2.3): the available and redeemed points with the site's points
 * label (spec §3 'User points'), their value in the selected country's currency (spec §3 'Point
 * value', the figures of the header's points pill, spec §2.4), as the session loaded them. A
 * third-party points user (isThirdPartyUser) sees the provider's figures and next expiry instead
 * ({brand-c}_tp_integrations getPoints, spec §7.5), and the provider's record of them below
 * (getUserDetails, ./ProviderAccount.tsx).
 */
import { displayDate } from "@domain/balances";
import { formatMoney } from "@domain/money";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { Link } from "wouter";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useHeaderModel } from "../../shell/facts";
import { usePointsLabel } from "../../site/siteWords";
import { useFlow } from "../../system";
import { Note } from "../../ui/Alert";
import { Skeleton } from "../../ui/Skeleton";
import { balancesMessages } from "./messages";
import { ProviderAccount } from "./ProviderAccount";
import { ProblemNote, useBalances, usePointsFormat } from "./parts";
import { Figures, Panel } from "./styles";

/** The provider's figures for a third-party points user. */
const ProviderFigures = ({ label }: { readonly label: string }) => {
  const text = useMessages(balancesMessages);
  const format = usePointsFormat();
  const { flow, state } = useBalances((s) => ({
    loading: s.hasTag("providerLoading"),
    provider: s.context.provider,
    problem: s.context.providerProblem,
  }));
  useEffect(() => flow?.send({ type: "BALANCES.PROVIDER_OPEN" }), [flow]);
  if (state !== null && state.problem !== null && !state.loading) {
    return (
      <ProblemNote problem={state.problem} onRetry={() => flow?.send({ type: "BALANCES.PROVIDER_OPEN" })} />
    );
  }
  const provider = state?.loading === false ? state.provider : null;
  return (
    <div aria-busy={provider === null} style={{ display: "grid", gap: 12 }}>
      <Figures>
        <div>
          <dt>{fill(text.available, { label })}</dt>
          <dd data-testid="provider-available">
            {provider === null ? <Skeleton height={28} /> : format(provider.available)}
          </dd>
        </div>
        <div>
          <dt>{fill(text.redeemed, { label })}</dt>
          <dd>{provider === null ? <Skeleton height={28} /> : format(provider.redeemed)}</dd>
        </div>
      </Figures>
      {provider === null ? (
        <Note>{text.loadingPoints}</Note>
      ) : (
        <>
          <Note>{fill(text.keptBy, { provider: provider.provider })}</Note>
          <p>
            {provider.expiring === null
              ? text.noExpiry
              : fill(text.expiring, {
                  points: format(provider.expiring.points),
                  label,
                  date: displayDate(provider.expiring.date),
                })}
          </p>
        </>
      )}
    </div>
  );
};

export const PointsTab = ({ sitePrefix }: { readonly sitePrefix: string }) => {
  const text = useMessages(balancesMessages);
  const language = useLanguage();
  const format = usePointsFormat();
  const header = useHeaderModel();
  const session = useSelector(useFlow("session"), (s) => ({
    points: s.context.points,
    loading: s.context.points === null && s.hasTag("startingUp"),
  }));
  const label = usePointsLabel();
  const base = sitePrefix === "/" ? "" : sitePrefix;
  const pill = header.pointsPill;
  const redeemed = session.points?.RMP[0]?.balance ?? 0;
  const thirdParty = session.points?.isThirdPartyUser === true;
  return (
    <Panel aria-labelledby="points-heading" aria-busy={session.loading}>
      <h2 id="points-heading">{fill(text.available, { label })}</h2>
      {thirdParty ? (
        <>
          <ProviderFigures label={label} />
          <ProviderAccount />
        </>
      ) : (
        <>
          <Figures>
            <div>
              <dt>{fill(text.available, { label })}</dt>
              <dd data-testid="points-available">
                {session.loading ? <Skeleton height={28} /> : format(pill?.points ?? 0)}
              </dd>
            </div>
            <div>
              <dt>{fill(text.redeemed, { label })}</dt>
              <dd data-testid="points-redeemed">
                {session.loading ? <Skeleton height={28} /> : format(redeemed)}
              </dd>
            </div>
            <div>
              <dt>{fill(text.valueIn, { currency: pill?.tooltip?.currency ?? "" })}</dt>
              <dd data-testid="points-value">
                {session.loading ? (
                  <Skeleton height={28} />
                ) : pill?.tooltip == null ? (
                  "—"
                ) : (
                  formatMoney(pill.tooltip.total, language)
                )}
              </dd>
            </div>
          </Figures>
          {session.loading ? (
            <Note>{text.loadingPoints}</Note>
          ) : pill?.tooltip == null ? (
            <Note>{text.valueUnknown}</Note>
          ) : (
            <Note>
              {fill(text.rateLine, {
                factor: pill.tooltip.factor,
                rate: pill.tooltip.rate,
                CUR: pill.tooltip.currency,
              })}
            </Note>
          )}
        </>
      )}
      <p>
        <Link href={`${base}/reward-history`}>{text.historyLink}</Link>
        {thirdParty ? null : (
          <>
            {" · "}
            <Link href={`${base}/point-conversion`}>{text.convertLink}</Link>
          </>
        )}
      </p>
    </Panel>
  );
};
