/** The balance tabs' own layout: the cards of figures, the history chart, the conversion form. */
import { styled } from "@linaria/react";
import { Form } from "../../ui/Form";

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
`;

/** A gift card's code beside its name, quieter. */
export const CardCode = styled.span`
  color: var(--ink-muted);
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

/** The conversion's choice of currency in the storefront's form look, the choice and its button in one row. */
export const ConversionForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;

  label {
    display: grid;
    gap: 6px;
  }

  select {
    min-width: 160px;
  }
`;
