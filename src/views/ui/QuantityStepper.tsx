/**
 * A quantity with − and + beside it: a group named after what is counted, each button named
 * ('Decrease quantity of …'), the figure an output read politely as it changes. A button that
 * cannot act stays focusable and says so (`aria-disabled`) rather than vanishing from the tab
 * order, and pressing it does nothing.
 */
import { styled } from "@linaria/react";

export interface QuantityStepperProps {
  readonly value: number;
  /** The names of the group (and the figure), of − and of +, in the interface language. */
  readonly labels: { readonly group: string; readonly decrease: string; readonly increase: string };
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** −1 or +1, only when that button can act. */
  readonly onStep: (delta: -1 | 1) => void;
  readonly className?: string;
}

const Frame = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid var(--line);
  border-radius: 999px;
  overflow: hidden;

  button {
    width: 40px;
    height: 40px;
    border: 0;
    background: var(--surface);
    color: var(--ink);
    font: inherit;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }

  button:hover:not([aria-disabled="true"]) {
    background: var(--brand-primary-soft);
  }

  button[aria-disabled="true"] {
    color: var(--ink-muted);
    opacity: 0.5;
    cursor: not-allowed;
  }

  output {
    min-width: 36px;
    text-align: center;
    font-weight: 600;
  }
`;

export const QuantityStepper = ({
  value,
  labels,
  canDecrease,
  canIncrease,
  onStep,
  className,
}: QuantityStepperProps) => (
  <Frame role="group" aria-label={labels.group} className={className}>
    <button
      type="button"
      aria-label={labels.decrease}
      aria-disabled={!canDecrease}
      onClick={() => canDecrease && onStep(-1)}
    >
      <span aria-hidden="true">−</span>
    </button>
    <output aria-live="polite" aria-label={labels.group}>
      {value}
    </output>
    <button
      type="button"
      aria-label={labels.increase}
      aria-disabled={!canIncrease}
      onClick={() => canIncrease && onStep(1)}
    >
      <span aria-hidden="true">+</span>
    </button>
  </Frame>
);
