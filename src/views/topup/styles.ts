/**
 * The look of the mobile-recharge and cash-out pages: a card of labelled fields at 1280 px and
 * 390 px, the plans and payout choices as a grid of cards, a status panel.
 */
import { styled } from "@linaria/react";
import { Card } from "../ui/Card";

/** The form's card: the shared Card, no wider than its fields need. */
export const FormCard = styled(Card)`
  max-width: 520px;
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 991px) {
    grid-template-columns: 1fr;
  }
`;

export const ChoiceCard = styled.li`
  display: grid;
  gap: 8px;
  align-content: start;
  min-height: 200px;
  padding: 18px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h2,
  h3 {
    margin: 0;
    font-size: 18px;
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: 14px;
  }

  dt {
    color: var(--ink-muted);
  }

  dd {
    margin: 0;
  }

  a {
    color: var(--brand-primary);
    font-weight: 600;
  }

  &[data-skeleton="true"] {
    background: var(--surface-muted);
  }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  button {
    padding: 8px 14px;
    border: 1px solid var(--line);
    border-radius: 999px;
    background: var(--surface);
    color: var(--ink);
    font: inherit;
    cursor: pointer;
  }

  button[aria-pressed="true"] {
    border-color: var(--brand-primary);
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }
`;

/** The transfer's status: the shared Card, its frame in the outcome's colour. */
export const StatusPanel = styled(Card)`
  gap: 10px;
  max-width: 520px;

  &[data-status="success"] {
    border-color: var(--success);
  }

  &[data-status="failed"] {
    border-color: var(--danger);
  }

  h2 {
    font-size: 20px;
  }
`;
