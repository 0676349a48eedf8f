/**
 * The watch page `npm run replay -- <log> --watch` opens (`watch.html?log=<url>&at=<step>`): a
 * log's steps, played or moved through, and the storefront's page at the chosen step
 * (./WatchPanel.tsx). A log this build cannot replay is refused with the words of
 * `npm run replay`.
 */
import type { EventLog } from "@domain/eventlog/format";
import { styled } from "@linaria/react";
import { useMemo, useState } from "react";
import { compactState, stepRange } from "../model";
import { StepControls, type StepMoves } from "../StepControls";
import { Count, Note, Problem, palette, Toolbar } from "../styles";
import { WatchPanel } from "./WatchPanel";

const Page = styled.main`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px;
  background: var(--dt-bg);
  color: var(--dt-ink);
  font: 13px/1.4 system-ui, sans-serif;

  h1 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }

  pre {
    margin: 0;
    white-space: pre-wrap;
  }
`;

export type WatchedSource =
  | { readonly kind: "loading"; readonly name: string }
  | { readonly kind: "refused"; readonly name: string; readonly message: string }
  | {
      readonly kind: "read";
      readonly name: string;
      readonly log: EventLog;
      readonly text: string;
      /** The step to open at, when asked for (`--at N`). */
      readonly at: number | null;
      readonly findDivergence: () => number | null;
    };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

const Watching = ({ source }: { readonly source: Extract<WatchedSource, { kind: "read" }> }) => {
  const { log } = source;
  const range = stepRange(log);
  const first = range?.first ?? 0;
  const last = range?.last ?? 0;
  const [step, setStep] = useState(() => clamp(source.at ?? first, first, last));
  const moves = useMemo<StepMoves>(
    () => ({
      stepTo: (to) => setStep(clamp(to, first, last)),
      stepBy: (by) => setStep((at) => clamp(at + by, first, last)),
      stepToEnd: (end) => setStep(end === "first" ? first : last),
    }),
    [first, last],
  );
  if (range === null) return <Note>This log holds no events.</Note>;
  const entry = log.entries.find((e) => e.step === step);
  return (
    <>
      <Toolbar>
        <StepControls step={step} first={first} last={last} moves={moves} />
        {entry === undefined ? null : (
          <Count>
            {entry.actor} · {entry.event.type} · {entry.input} → {compactState(entry.state)}
          </Count>
        )}
      </Toolbar>
      <WatchPanel
        log={log}
        text={source.text}
        step={step}
        moves={moves}
        findDivergence={source.findDivergence}
        layout="page"
      />
    </>
  );
};

export const WatchPage = ({ source }: { readonly source: WatchedSource }) => (
  <Page className={palette}>
    <h1>
      Watching {source.name}
      {source.kind === "read" ? `: ${source.log.entries.length} events` : ""}
    </h1>
    {source.kind === "loading" ? <Note>Reading the log…</Note> : null}
    {source.kind === "refused" ? (
      <Problem role="alert">
        <pre>{source.message}</pre>
      </Problem>
    ) : null}
    {source.kind === "read" ? <Watching source={source} /> : null}
  </Page>
);
