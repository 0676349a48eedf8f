/**
 * The watch controls beside the step controls: play and pause, the speed, and a jump to the
 * first divergence (disabled while the log is being checked, and when it has none).
 */
import { useId } from "react";
import { Button, Count } from "../styles";
import { isSpeed, SPEED_LABELS, SPEEDS, type Speed } from "./playback";

/** Where the replay first leaves the log: still being checked, a step, or nowhere. */
export type FirstDivergence =
  | { readonly kind: "checking" }
  | { readonly kind: "at"; readonly step: number }
  | { readonly kind: "none" };

export const PlayControls = ({
  playing,
  speed,
  atEnd,
  firstDivergence,
  onPlaying,
  onSpeed,
  onJump,
}: {
  readonly playing: boolean;
  readonly speed: Speed;
  readonly atEnd: boolean;
  readonly firstDivergence: FirstDivergence;
  readonly onPlaying: (playing: boolean) => void;
  readonly onSpeed: (speed: Speed) => void;
  readonly onJump: (step: number) => void;
}) => {
  const speedId = useId();
  return (
    <>
      <Button
        type="button"
        onClick={() => onPlaying(!playing)}
        disabled={!playing && atEnd}
        aria-pressed={playing}
      >
        {playing ? "Pause" : "Play"}
      </Button>
      <label htmlFor={speedId}>Speed</label>
      <select
        id={speedId}
        value={speed}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSpeed(value)) onSpeed(value);
        }}
      >
        {SPEEDS.map((option) => (
          <option key={option} value={option}>
            {SPEED_LABELS[option]}
          </option>
        ))}
      </select>
      <Button
        type="button"
        disabled={firstDivergence.kind !== "at"}
        onClick={() => {
          if (firstDivergence.kind === "at") onJump(firstDivergence.step);
        }}
      >
        Jump to the first divergence
      </Button>
      <Count>
        {firstDivergence.kind === "checking"
          ? "Checking the log…"
          : firstDivergence.kind === "none"
            ? "No divergence"
            : `Diverges at step ${firstDivergence.step}`}
      </Count>
    </>
  );
};
