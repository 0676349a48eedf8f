/**
 * Playing a watched log: the page moves on by itself, one logged step at a time, in real time
 * (the time between two steps as the log has it), four times as fast, or as fast as the watched
 * page renders. A step is left only once the page shows it, and playing stops at the last step
 * and at a divergence.
 */
import type { LogEntry } from "@domain/eventlog/format";
import { useEffect } from "react";

export type Speed = "real" | "4x" | "fastest";
export const SPEEDS: readonly Speed[] = ["real", "4x", "fastest"];
export const SPEED_LABELS: Readonly<Record<Speed, string>> = {
  real: "Real time",
  "4x": "4×",
  fastest: "As fast as it renders",
};

export const isSpeed = (value: string): value is Speed => SPEEDS.some((speed) => speed === value);

/**
 * The step after `step` and how long to wait before moving to it at `speed`; null at the end.
 * `entries` are the log's events in step order.
 */
export const nextMove = (
  entries: readonly Pick<LogEntry, "step" | "time">[],
  step: number,
  speed: Speed,
): { readonly step: number; readonly waitMs: number } | null => {
  const index = entries.findIndex((entry) => entry.step > step);
  const next = entries[index];
  if (next === undefined) return null;
  const current = entries[index - 1];
  const gap = current === undefined ? 0 : Math.max(0, next.time - current.time);
  const waitMs = speed === "fastest" ? 0 : speed === "4x" ? gap / 4 : gap;
  return { step: next.step, waitMs };
};

/**
 * While `playing`, moves to the next step once the page shows `step` (`shown`), after the wait of
 * `speed`; calls `onEnd` at the last step or when the page stopped short of the step asked for
 * (the replay diverged there).
 */
export const usePlayback = ({
  playing,
  speed,
  entries,
  step,
  shown,
  divergedAt,
  onStep,
  onEnd,
}: {
  readonly playing: boolean;
  readonly speed: Speed;
  readonly entries: readonly Pick<LogEntry, "step" | "time">[];
  readonly step: number;
  readonly shown: number | null;
  readonly divergedAt: number | null;
  readonly onStep: (step: number) => void;
  readonly onEnd: () => void;
}): void => {
  useEffect(() => {
    if (!playing) return;
    const diverged = divergedAt !== null && divergedAt <= step;
    if (!diverged && shown !== step) return;
    const move = diverged ? null : nextMove(entries, step, speed);
    if (move === null) {
      onEnd();
      return;
    }
    const timer = setTimeout(() => onStep(move.step), move.waitMs);
    return () => clearTimeout(timer);
  }, [playing, speed, entries, step, shown, divergedAt, onStep, onEnd]);
};
