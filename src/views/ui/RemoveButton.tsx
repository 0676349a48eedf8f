/**
 * The quiet 'Remove' of a line in a list (a cart line, an applied reward code): text in the danger
 * colour with no frame, underlined on hover. It rests at half strength while it cannot act, either
 * `disabled` or, to stay in the tab order, `aria-disabled` (its caller then ignores the press).
 */
import { styled } from "@linaria/react";

export const RemoveButton = styled.button`
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--danger);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled):not([aria-disabled="true"]) {
    text-decoration: underline;
  }

  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
