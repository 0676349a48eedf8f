/**
 * The know-your-business status of the client admin's company (spec §1, §6 Admin, §7.2
 * get_kyb_status_for_kyb), on the PROFILE tab of an admin (the menu call answered success 1). The
 * state shows in words with its last change, and the reason of a rejection; a skeleton of the
 * card's size while it loads; a failure with a retry.
 */

import { kybDayOf, kybToneOf } from "@domain/kyb";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { fill, useMessages } from "../../i18n";
import { LoadFailed } from "../../shell/LoadFailed";
import { storeInfoMessages } from "../../storeInfo/messages";
import { type FlowRefs, useFlow, useLateFlow } from "../../system";
import { TabCard } from "../styles";

const Body = styled.div`
  display: grid;
  gap: 6px;
  min-height: 56px;

  p {
    margin: 0;
  }

  p[data-tone="done"] {
    color: var(--success);
    font-weight: 600;
  }

  p[data-tone="refused"] {
    color: var(--danger);
    font-weight: 600;
  }

  p[data-tone="action"],
  p[data-tone="waiting"] {
    font-weight: 600;
  }
`;

const Status = ({ flow, companyId }: { readonly flow: FlowRefs["kyb"]; readonly companyId: number }) => {
  const text = useMessages(storeInfoMessages);
  const status = useSelector(flow, (s) => (s.matches("ready") ? s.context.status : null));
  const error = useSelector(flow, (s) => (s.matches("failed") ? s.context.error : null));

  useEffect(() => {
    flow.send({ type: "KYB.LOAD", companyId });
  }, [flow, companyId]);

  if (error !== null)
    return (
      <LoadFailed
        testId="kyb-failed"
        error={error}
        compact
        onRetry={() => flow.send({ type: "KYB.RETRY" })}
      />
    );
  if (status === null) return <Body role="status" aria-label={text.kybLoading} />;
  const day = kybDayOf(status.updatedAt);
  return (
    <Body>
      <p data-testid="kyb-state" data-state={status.state} data-tone={kybToneOf(status.state)}>
        {text[`kyb_${status.state}`]}
      </p>
      {status.reason !== null && <p>{fill(text.kybReason, { reason: status.reason })}</p>}
      {day !== null && <p>{fill(text.kybUpdated, { date: day })}</p>}
    </Body>
  );
};

const Loaded = ({ companyId }: { readonly companyId: number }) => {
  const flow = useLateFlow("kyb");
  const text = useMessages(storeInfoMessages);
  return (
    <TabCard aria-labelledby="kyb-title" data-testid="kyb-card">
      <h2 id="kyb-title">{text.kybTitle}</h2>
      {flow === null ? (
        <Body role="status" aria-label={text.kybLoading} />
      ) : (
        <Status flow={flow} companyId={companyId} />
      )}
    </TabCard>
  );
};

/** The card, for an admin only (spec §6: the menu call answered success 1). */
export const KybStatusCard = () => {
  const session = useFlow("session");
  const isAdmin = useSelector(session, (s) => s.context.isAdmin);
  const companyId = useSelector(session, (s) => s.context.user?.company_id ?? null);
  return isAdmin && companyId !== null ? <Loaded companyId={companyId} /> : null;
};
