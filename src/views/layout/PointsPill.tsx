import type { PointsTooltip } from "@domain/header";
import { formatPoints } from "@domain/money";
import { styled } from "@linaria/react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { fill, useLanguage, useMessages } from "../i18n";
import { visuallyHiddenOnPhone } from "../theme/a11y";
import { skeleton } from "../theme/skeleton";
import { layoutMessages } from "./messages";

const Wrap = styled.span`
  position: relative;
  display: inline-flex;

  &:hover > [role="tooltip"],
  &:focus-within > [role="tooltip"] {
    visibility: visible;
    opacity: 1;
  }

  /* Escape dismisses the tooltip until the pointer or focus leaves. */
  &[data-dismissed="true"] > [role="tooltip"] {
    visibility: hidden;
    opacity: 0;
  }
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 14px;
  border-radius: 999px;
  background: var(--brand-primary-soft);
  color: var(--brand-primary);
  font-weight: 700;
  font-size: 14px;
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  /* On a phone the label leaves the screen, not the pill's accessible name ('25,000.00 Points'). */
  .points-label {
    font-weight: 500;
    ${visuallyHiddenOnPhone}
  }

  /* Room for a usual balance ('25,000.00'), so the pill keeps its width when the points arrive. */
  .points-amount {
    display: inline-block;
    min-width: 8ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .points-amount[data-placeholder] {
    border-radius: 999px;
  }

  @media (max-width: 991px) {
    padding: 4px 10px;
    font-size: 13px;
  }
`;

const Tip = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 20;
  display: grid;
  gap: 2px;
  min-width: 220px;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--ink);
  color: var(--surface);
  font-size: 13px;
  white-space: nowrap;
  box-shadow: var(--shadow);
  visibility: hidden;
  opacity: 0;
  transition:
    opacity 120ms ease,
    visibility 120ms;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface PointsPillProps {
  /** '/reward-redemption' with available points, else '/points' (spec §2.4), under the site prefix. */
  readonly href: string;
  readonly points: number;
  /** The site's points label, e.g. 'Acme Stars'. */
  readonly label: string;
  /** The values of the tooltip lines, already formatted; null: no tooltip. */
  readonly tooltip: PointsTooltip | null;
  /** The points are still loading: the pill holds its place, busy, with no figure read out. */
  readonly loading?: boolean;
}

/**
 * The points pill (spec §2.4): the available points (2 decimals, spec §9) and the points label,
 * linking to the reward pages; its tooltip reads '{factor} Reward Point = {rate} {CUR}' and
 * 'Total Value = {CUR} {value}'.
 */
export const PointsPill = ({ href, points, label, tooltip, loading = false }: PointsPillProps) => {
  const text = useMessages(layoutMessages);
  const language = useLanguage();
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const amount = formatPoints(points, language);
  if (loading) {
    return (
      <Wrap aria-busy="true" data-testid="points-pill-loading">
        <Pill href={href} aria-hidden="true" tabIndex={-1}>
          <span className={`points-amount ${skeleton}`} data-placeholder="">
            &nbsp;
          </span>
          <span className="points-label">{label}</span>
        </Pill>
      </Wrap>
    );
  }
  return (
    <Wrap
      data-dismissed={dismissed}
      onKeyDown={(event) => {
        if (event.key === "Escape") setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <Pill href={href} aria-describedby={tooltip === null ? undefined : tipId} data-testid="points-pill">
        {/* The pill's name is its text, '25,000.00 Points' (WCAG 2.5.3 label in name). */}
        <span className="points-amount">{amount}</span> <span className="points-label">{label}</span>
      </Pill>
      {tooltip !== null && (
        <Tip role="tooltip" id={tipId}>
          <span>
            {fill(text.pointRate, { factor: tooltip.factor, rate: tooltip.rate, CUR: tooltip.currency })}
          </span>
          <span>{fill(text.totalValue, { CUR: tooltip.currency, value: tooltip.value })}</span>
        </Tip>
      )}
    </Wrap>
  );
};
