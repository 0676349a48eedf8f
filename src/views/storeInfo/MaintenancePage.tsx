/**
 * The maintenance page '/maintenance' (spec §1 'a maintenance page', §2.3): every page of the
 * store leads here while the reference API reports maintenance (src/views/App.tsx), with the path
 * the shopper was on as `from`. 'Try again' asks the store again; once maintenance is over, the
 * shopper returns to that path (machines/maintenance.ts).
 */

import { returnPathOf } from "@domain/storeInfo";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { Actions, Button, Card, Page } from "../ui";
import { storeInfoMessages } from "./messages";

export interface MaintenancePageProps {
  /** The site's key for its settings ('marketplace', 'acme'). */
  readonly urlPrefix: string;
  readonly sitePrefix: string;
  /** The page's `from` query: where the shopper was. */
  readonly from: string | undefined;
  readonly flow: FlowRefs["maintenance"];
}

export const MaintenancePage = ({ urlPrefix, sitePrefix, from, flow }: MaintenancePageProps) => {
  const text = useMessages(storeInfoMessages);
  const errorText = useErrorText();
  const checking = useSelector(flow, (s) => s.hasTag("checking"));
  const returning = useSelector(flow, (s) => s.hasTag("returning"));
  const error = useSelector(flow, (s) => s.context.error);
  const returnTo = returnPathOf(from, sitePrefix);

  useEffect(() => {
    flow.send({ type: "MAINTENANCE.OPEN", urlPrefix, returnTo });
  }, [flow, urlPrefix, returnTo]);

  const busy = checking || returning;
  return (
    <Page aria-labelledby="maintenance-title" data-testid="maintenance-page" data-width="column">
      <Card>
        <h1 id="maintenance-title">{text.maintenanceTitle}</h1>
        <p>{text.maintenanceText}</p>
        {error !== null && !busy && <p role="alert">{errorText(error)}</p>}
        <Actions data-stack="phone">
          <Button
            data-testid="maintenance-retry"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) flow.send({ type: "MAINTENANCE.RETRY" });
            }}
          >
            {returning
              ? text.maintenanceReturning
              : checking
                ? text.maintenanceChecking
                : text.maintenanceRetry}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
};
