/** The look of the balance tabs: cards of figures, the history table and chart, the pager, the forms. */
import { styled } from "@linaria/react";

export { TabCard as Panel } from "../styles";

/** Figures side by side at 1280 px, stacked on a phone. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;

  div {
    display: grid;
    gap: 4px;
    min-height: 64px;
    padding: 12px;
    border-radius: 8px;
    background: var(--surface-muted);
  }

  dt {
    color: var(--ink-muted);
    font-size: 14px;
  }

  dd {
    margin: 0;
    font-size: 22px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .placeholder {
    display: block;
    height: 28px;
  }
`;

/** A table that scrolls sideways inside its card on a narrow screen. */
export const TableWrap = styled.div`
  overflow-x: auto;

  /* It scrolls, so it takes the keyboard's focus (its arrows scroll it). */
  &:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }

  caption {
    text-align: start;
    padding-bottom: 8px;
    color: var(--ink-muted);
  }

  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid var(--line);
    text-align: start;
    white-space: nowrap;
  }

  td.reason {
    white-space: normal;
    min-width: 140px;
  }

  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .credit {
    color: var(--success, #166534);
  }

  .debit {
    color: var(--danger);
  }

  .row-placeholder {
    display: block;
    height: 18px;
  }
`;

/** The previous/next buttons and where the shopper is. */
export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;

  button {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
    color: var(--ink);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:disabled {
    opacity: 0.5;
    cursor: default;
  }

  button:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

/** A row of actions. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** The chart's frame: full width, its height fixed so nothing moves. */
export const ChartFrame = styled.figure`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    "scale plot"
    ". dates";
  column-gap: 8px;
  margin: 0;

  svg {
    grid-area: plot;
    display: block;
    width: 100%;
    height: 180px;
  }

  /* The highest and lowest balance beside the plot, the first and last date under it. */
  .scale,
  .dates {
    display: flex;
    justify-content: space-between;
    color: var(--ink-muted);
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }

  .scale {
    grid-area: scale;
    flex-direction: column;
    align-items: flex-end;
    /* The plot keeps 24 of its 180 units free above and below the line (HistoryChart's box). */
    padding: 16px 0;
  }

  .dates {
    grid-area: dates;
    /* 24 of the plot's 640 units free on each side. */
    padding: 0 3.75%;
  }

  .line {
    fill: none;
    stroke: var(--brand-primary);
    stroke-width: 2.5;
  }

  .dot {
    fill: var(--brand-primary);
  }

  .axis {
    stroke: var(--line);
  }

  .label {
    fill: var(--ink-muted);
    font-size: 12px;
  }
`;

/** The conversion's choice of currency. */
export const ConversionForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;

  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
    font-size: 14px;
  }

  select {
    min-width: 160px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
    font: inherit;
  }
`;
