/**
 * A chip one presses to pick it among a row of others (a day, a time slot): a button that says
 * whether it is picked (`aria-pressed`), outlined, filled with the brand colour once picked. Its
 * text may carry a second, smaller line (`<small>`: 'Only 1 left') under the first.
 */
import { css } from "@linaria/core";
import type { ButtonHTMLAttributes } from "react";
import { ButtonLook } from "./Button";

/** The button's look (its height, radius, focus and cursor), outlined in the theme's line. */
const chip = css`
  display: grid;
  gap: 0;
  min-width: 72px;
  padding: 4px 10px;
  border-color: var(--line);
  background: var(--surface);
  color: var(--ink);
  font-weight: 400;

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
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-pressed" | "className"> & {
  readonly pressed: boolean;
}) => <ButtonLook {...rest} className={chip} type="button" aria-pressed={pressed} />;
