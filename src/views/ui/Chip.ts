/**
 * The storefront's chip: a pill-shaped button outlined in the theme's line colour, as the header's
 * country selector and account button and the country picker's countries draw it. Its border
 * takes the brand colour under the pointer and while the list it opens is open (`aria-expanded`);
 * the current choice (`aria-current="true"`) is filled with the brand colour. A caller adds its
 * own layout with `styled(Chip)` (imported from this file).
 */
import { styled } from "@linaria/react";

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  border: 1px solid var(--line);
  border-radius: 999px;
  background: var(--surface);
  color: var(--ink);
  font: inherit;
  font-size: 14px;
  cursor: pointer;

  &:hover:not(:disabled),
  &[aria-expanded="true"] {
    border-color: var(--brand-primary);
  }

  &[aria-current="true"] {
    border-color: var(--brand-primary);
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-weight: 600;
  }
`;
