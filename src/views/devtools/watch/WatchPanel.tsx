/**
 * Watching a loaded log (docs/event-log.md, 'Watching a log'): the storefront's own page at the
 * chosen step, in a frame at the log's recorded viewport, with play (real time, 4×, as fast as it
 * renders) and a jump to the first divergence. The chosen step is the caller's (the Load tab's
 * slider, or the watch page's): playing and jumping move it, and the frame follows it.
 *
 * In the drawer the frame lies over the page above the drawer; on the watch page it fills the
 * page under the controls.
 */
import type { EventLog } from "@domain/eventlog/format";
import type { Divergence } from "@eventlog/replay";
import { styled } from "@linaria/react";
import { useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { divergenceMessage } from "../model";
import type { StepMoves } from "../StepControls";
import { Note, Problem, palette, Toolbar } from "../styles";
import { type FirstDivergence, PlayControls } from "./PlayControls";
import { type Speed, usePlayback } from "./playback";
import { WatchFrame } from "./WatchFrame";

/** Over the page, above the open drawer (its height: src/views/devtools/styles.ts). */
const Overlay = styled.section`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  bottom: max(45vh, 280px);
  z-index: 999;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  background: var(--dt-bg);
  color: var(--dt-ink);
  font-size: 13px;

  @media (max-width: 991px) {
    bottom: 70vh;
  }
`;

const InPage = styled.section`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export interface WatchPanelProps {
  readonly log: EventLog;
  readonly text: string;
  readonly step: number;
  readonly moves: StepMoves;
  /** The first step at which the replay leaves the log, or null (a whole replay: asked once). */
  readonly findDivergence: () => number | null;
  readonly layout: "overlay" | "page";
}

export const WatchPanel = ({ log, text, step, moves, findDivergence, layout }: WatchPanelProps) => {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>("real");
  const [shown, setShown] = useState<{
    readonly step: number;
    readonly divergence: Divergence | null;
  } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [firstDivergence, setFirstDivergence] = useState<FirstDivergence>({ kind: "checking" });

  const pageShown = shown !== null || refused !== null;
  useEffect(() => {
    setFirstDivergence({ kind: "checking" });
    // Once the frame shows its first step (or refused the log): a long log takes a moment to
    // replay whole, on the thread the frame renders on too.
    if (!pageShown) return;
    const timer = setTimeout(() => {
      const at = findDivergence();
      setFirstDivergence(at === null ? { kind: "none" } : { kind: "at", step: at });
    }, 0);
    return () => clearTimeout(timer);
  }, [findDivergence, pageShown]);

  const last = log.entries[log.entries.length - 1]?.step ?? step;
  const stop = useCallback(() => setPlaying(false), []);
  usePlayback({
    playing,
    speed,
    entries: log.entries,
    step,
    shown: shown?.step ?? null,
    divergedAt: shown?.divergence?.step ?? null,
    onStep: moves.stepTo,
    onEnd: stop,
  });
  const onShown = useCallback(
    (at: number, divergence: Divergence | null) => setShown({ step: at, divergence }),
    [],
  );

  const viewport = log.header.environment.viewport;
  const controls = (
    <Toolbar>
      <PlayControls
        playing={playing}
        speed={speed}
        atEnd={step >= last}
        firstDivergence={firstDivergence}
        onPlaying={setPlaying}
        onSpeed={setSpeed}
        onJump={(at) => {
          setPlaying(false);
          moves.stepTo(at);
        }}
      />
    </Toolbar>
  );
  const page = (
    <>
      {refused === null ? null : (
        <Problem role="alert">
          <pre>{refused}</pre>
        </Problem>
      )}
      {shown?.divergence == null ? null : (
        <Problem role="alert">{divergenceMessage(shown.divergence)}</Problem>
      )}
      <Note>
        The page as the shopper saw it at step {shown?.step ?? step}, {viewport.width}×{viewport.height}: its
        views rendered from the replay. Clicks and keys on it do nothing; redacted values show as ••••.
      </Note>
      <WatchFrame text={text} step={step} viewport={viewport} onShown={onShown} onRefused={setRefused} />
    </>
  );
  return layout === "page" ? (
    <InPage aria-label="Watched page">
      {controls}
      {page}
    </InPage>
  ) : (
    <>
      {controls}
      {createPortal(
        <Overlay className={palette} aria-label="Watched page">
          {page}
        </Overlay>,
        document.body,
      )}
    </>
  );
};
