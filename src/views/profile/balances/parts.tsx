/** Pieces the balance tabs share: their flow's state, a problem with its retry, number formats, the pager. */
import { formatMajor, formatPoints } from "@domain/money";
import type { Problem } from "@machines/balances.events";
import { useSelector } from "@views/useSelector";
import { useCallback } from "react";
import type { SnapshotFrom } from "xstate";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useCatalogueText, useErrorText } from "../../i18n/errors";
import { type FlowRefs, useLateFlow } from "../../system";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Pager } from "../../ui/Pager";
import { balancesMessages } from "./messages";

/**
 * The balances flow, started on a balance tab's first visit, and what `pick` reads from its state:
 * both null until the flow runs.
 */
export const useBalances = <T,>(pick: (snapshot: SnapshotFrom<FlowRefs["balances"]>) => T) => {
  const flow = useLateFlow("balances");
  const state = useSelector(flow ?? undefined, (s) => (s === undefined ? null : pick(s)));
  return { flow, state };
};

/** Points to 2 decimals in the interface language (spec §9), by the money formatter (money.ts). */
export const usePointsFormat = (): ((points: number) => string) => {
  const language = useLanguage();
  return useCallback((points: number) => formatPoints(points, language), [language]);
};

/** A major-unit amount of `currency` in the interface language, by the money formatter (money.ts). */
export const useMoneyFormat = (): ((amount: number, currency: string) => string) => {
  const language = useLanguage();
  return useCallback(
    (amount: number, currency: string) => formatMajor(amount, currency, language),
    [language],
  );
};

/** A failed or refused call in the catalogue's words, with a retry. */
export const ProblemNote = ({
  problem,
  onRetry,
}: {
  readonly problem: Problem;
  readonly onRetry: () => void;
}) => {
  const text = useMessages(balancesMessages);
  const sayError = useErrorText();
  const say = useCatalogueText();
  return (
    <div role="alert">
      <Alert announce={false}>{"error" in problem ? sayError(problem.error) : say(problem.text)}</Alert>
      <Button onClick={onRetry} style={{ marginTop: 8 }}>
        {text.retry}
      </Button>
    </div>
  );
};

/** Previous / next over `pages` pages, the current one said. */
export const PageButtons = ({
  page,
  pages,
  label,
  busy,
  onPage,
}: {
  readonly page: number;
  readonly pages: number;
  readonly label: string;
  readonly busy: boolean;
  readonly onPage: (page: number) => void;
}) => {
  const text = useMessages(balancesMessages);
  return (
    <Pager
      label={label}
      page={page}
      pages={pages}
      busy={busy}
      onPage={onPage}
      texts={{ previous: text.previous, next: text.next, position: fill(text.pageOf, { page, pages }) }}
    />
  );
};
