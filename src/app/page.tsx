/**
 * The storefront's page as React renders it, the same tree in the browser and on the server
 * (./render.tsx): React matches a page rendered on the server to the browser's by its tree, the
 * ids `useId` gives included, so both render this one.
 */
import type { VisitLogs } from "@eventlog/ticketLog";
import type { LateFlowId } from "@machines/flows";
import { App } from "@views/App";
import { RegionsProvider, regionTracker } from "@views/layout/regions";
import { type RootRef, type ShowEvent, SystemProvider } from "@views/system";
import { type ReactNode, StrictMode, useEffect, useState } from "react";

/**
 * Runs `then` after the page's first render has been committed (or taken over from the server's
 * markup): once in a build, twice in development, where React's strict mode runs effects twice.
 */
const Committed = ({ then }: { readonly then: () => void }) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once, for the first render
  useEffect(then, []);
  return null;
};

export interface StorefrontPageProps {
  readonly root: RootRef;
  readonly startFlow: (flow: LateFlowId) => void;
  readonly visitLogs: VisitLogs;
  /** The views' events on showing, collected on the server (./render.tsx). */
  readonly onShow?: (show: ShowEvent) => void;
  /** The developer drawer's place, where the build offers it (`DrawerOnDemand`), else false. */
  readonly drawer: ReactNode;
  /**
   * Called once the first render is on the screen and answers the shopper: committed, and every
   * region of the page (@views/layout/regions) hydrated.
   */
  readonly onCommitted: () => void;
}

export const StorefrontPage = ({
  root,
  startFlow,
  visitLogs,
  onShow,
  drawer,
  onCommitted,
}: StorefrontPageProps) => {
  const [regions] = useState(() => regionTracker(onCommitted));
  return (
    <StrictMode>
      <SystemProvider
        root={root}
        startFlow={startFlow}
        visitLogs={visitLogs}
        {...(onShow === undefined ? {} : { onShow })}
      >
        <RegionsProvider value={regions.tracker}>
          <App />
          {drawer}
          <Committed then={regions.committed} />
        </RegionsProvider>
      </SystemProvider>
    </StrictMode>
  );
};
