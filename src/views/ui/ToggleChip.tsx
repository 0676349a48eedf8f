/**
 * A chip one presses to pick it among a row of others (a day, a time slot): a button that says
 * whether it is picked (`aria-pressed`), outlined, filled with the brand colour once picked. Its
 * text may carry a second, smaller line (`<small>`: 'Only 1 left') under the first.
 */
import { styled } from "@linaria/react";
import type { ButtonHTMLAttributes } from "react";

const Chip = styled.button`
  display: grid;
  justify-items: center;
  min-width: 72px;
  min-height: 44px;
  padding: 4px 10px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface);
  color: var(--ink);
  font: inherit;
  cursor: pointer;

  &[aria-pressed="true"] {
    border-color: var(--brand-primary);
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  small {
    font-size: 0.75rem;
  }
`;

export const ToggleChip = ({
  pressed,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-pressed"> & {
  readonly pressed: boolean;
}) => <Chip {...rest} type="button" aria-pressed={pressed} />;
