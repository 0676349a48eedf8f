/**
 * Previous, the step slider (←/→ one step, Home/End the first and last), Next and the count: how
 * the Load tab and the watch page move through a log.
 */
import { useId } from "react";
import { sliderMoveForKey } from "./model";
import { Button, Count } from "./styles";

export interface StepMoves {
  readonly stepTo: (step: number) => void;
  readonly stepBy: (by: number) => void;
  readonly stepToEnd: (end: "first" | "last") => void;
}

export const StepControls = ({
  step,
  first,
  last,
  moves,
}: {
  readonly step: number;
  readonly first: number;
  readonly last: number;
  readonly moves: StepMoves;
}) => {
  const sliderId = useId();
  return (
    <>
      <Button type="button" onClick={() => moves.stepBy(-1)} disabled={step <= first}>
        Previous
      </Button>
      <label htmlFor={sliderId}>Step</label>
      <input
        id={sliderId}
        type="range"
        min={first}
        max={last}
        step={1}
        value={step}
        aria-valuetext={`step ${step} of ${last}`}
        onChange={(event) => moves.stepTo(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          const move = sliderMoveForKey(event.key);
          if (move === null) return;
          event.preventDefault();
          if ("by" in move) moves.stepBy(move.by);
          else moves.stepToEnd(move.to);
        }}
      />
      <Button type="button" onClick={() => moves.stepBy(1)} disabled={step >= last}>
        Next
      </Button>
      <Count>
        {step} / {last}
      </Count>
    </>
  );
};
