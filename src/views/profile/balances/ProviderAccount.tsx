/**
 * The provider's record of a third-party points user ({brand-c}_tp_integrations getUserDetails,
 * spec §7.5), shown under the provider's points on {BRAND}_POINTS: the name, the id at the
 * provider, the tier and the joining date. The points tab's open loads it with the figures.
 */
import { displayDate } from "@domain/balances";
import { fill, useMessages } from "../../i18n";
import { Note } from "../../ui/Alert";
import { Skeleton } from "../../ui/Skeleton";
import { balancesMessages } from "./messages";
import { ProblemNote, useBalances } from "./parts";
import { Figures } from "./styles";

export const ProviderAccount = () => {
  const text = useMessages(balancesMessages);
  const { flow, state } = useBalances((s) => ({
    loading: s.hasTag("providerUserLoading"),
    user: s.context.providerUser,
    problem: s.context.providerUserProblem,
  }));
  if (state !== null && state.problem !== null && !state.loading) {
    return (
      <ProblemNote problem={state.problem} onRetry={() => flow?.send({ type: "BALANCES.PROVIDER_RETRY" })} />
    );
  }
  const user = state?.loading === false ? state.user : null;
  if (user === null)
    return (
      <div aria-busy="true">
        <Skeleton height={28} />
        <Note>{text.loadingProviderAccount}</Note>
      </div>
    );
  return (
    <section aria-labelledby="provider-account-heading" data-testid="provider-account">
      <h3 id="provider-account-heading">{fill(text.providerAccount, { provider: user.provider })}</h3>
      <Figures>
        <div>
          <dt>{text.providerName}</dt>
          <dd>{`${user.first_name} ${user.last_name}`}</dd>
        </div>
        <div>
          <dt>{text.providerMemberId}</dt>
          <dd>{user.member_id}</dd>
        </div>
        {user.tier !== null && (
          <div>
            <dt>{text.providerTier}</dt>
            <dd>{user.tier}</dd>
          </div>
        )}
        <div>
          <dt>{text.providerSince}</dt>
          <dd>{displayDate(user.member_since)}</dd>
        </div>
      </Figures>
    </section>
  );
};
