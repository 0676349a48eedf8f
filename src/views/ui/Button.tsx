/**
 * The storefront's button. `primary` is filled with the brand colour (a page's main action),
 * `secondary` outlined in it, `link` drawn as a link ('Forgot password?'), `danger` for an action
 * that removes or cancels. While `busy` it shows a small spinner before its text, says so
 * (`aria-busy`) and cannot be pressed twice. Sizes: `small` in a dense row, `medium` (44 px and
 * more, a finger's size) by default.
 */
import { styled } from "@linaria/react";
import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "link" | "danger";
export type ButtonSize = "small" | "medium";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** The action runs: a spinner shows and the button is disabled until it ends. */
  readonly busy?: boolean;
}

/** The look alone, for a link that acts as a button (`<ButtonLook as={Link}>`). */
export const ButtonLook = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 11px 16px;
  border: 1px solid var(--brand-primary);
  border-radius: 8px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &[data-variant="secondary"] {
    background: var(--surface);
    color: var(--brand-primary);
  }

  &[data-variant="danger"] {
    border-color: var(--danger);
    background: var(--surface);
    color: var(--danger);
  }

  &[data-variant="link"] {
    justify-self: start;
    min-height: 0;
    padding: 6px 0;
    border-color: transparent;
    background: none;
    color: var(--brand-primary);
    font-weight: 400;
    text-decoration: underline;
  }

  &[data-size="small"] {
    min-height: 36px;
    padding: 6px 12px;
    font-size: 14px;
  }

  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  &[aria-busy="true"] {
    cursor: progress;
  }
`;

export const Button = ({
  variant = "primary",
  size = "medium",
  busy = false,
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <ButtonLook
    {...rest}
    type={type}
    data-variant={variant}
    data-size={size}
    aria-busy={busy || undefined}
    disabled={busy || disabled}
  >
    {busy && <Spinner size="small" />}
    {children}
  </ButtonLook>
);
