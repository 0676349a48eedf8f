/**
 * The look shared by the account area's tabs: a tab's card (a section with its h2) and its button,
 * the main action filled with the brand colour, a lesser one (`data-kind="secondary"`) outlined.
 */
import { styled } from "@linaria/react";

/** One block of a tab: a card with an h2. */
export const TabCard = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
  padding: 20px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  h2 {
    margin: 0;
    font-size: 18px;
  }

  p {
    margin: 0;
  }

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    padding: 16px 12px;
  }
`;

/** A tab's button: filled for the main action, outlined with `data-kind="secondary"`. */
export const TabButton = styled.button`
  min-height: 44px;
  padding: 10px 18px;
  border: 1px solid var(--brand-primary);
  border-radius: 8px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  justify-self: start;

  &[data-kind="secondary"] {
    background: var(--surface);
    color: var(--brand-primary);
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;
