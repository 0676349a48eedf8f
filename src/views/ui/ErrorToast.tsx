/**
 * A failure said apart from the form it stopped (a request that did not go through, spec §8), in
 * the danger colour, announced at once (role alert), with a close button named in the interface
 * language. It sits under the form (in a dialog), or `floating` at the bottom of the screen.
 */
import { styled } from "@linaria/react";
import type { ReactNode } from "react";

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  padding: 10px 14px;
  border-radius: var(--radius);
  background: var(--danger);
  color: var(--surface);
  font-size: 14px;

  &[data-floating="true"] {
    position: fixed;
    z-index: 30;
    left: 50%;
    bottom: 24px;
    transform: translateX(-50%);
    width: min(520px, calc(100vw - 32px));
    margin-top: 0;
    padding: 12px 16px;
    box-shadow: var(--shadow);
  }

  button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 18px;
    line-height: 1;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const ErrorToast = ({
  children,
  closeLabel,
  onClose,
  floating = false,
}: {
  readonly children: ReactNode;
  /** The close button's name ('Close'). */
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly floating?: boolean;
}) => (
  <Frame role="alert" data-floating={floating || undefined}>
    <span>{children}</span>
    <button type="button" aria-label={closeLabel} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  </Frame>
);
