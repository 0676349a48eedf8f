/**
 * The balance over time, drawn as an SVG of our own (no charting library): a line through the
 * balance after each entry of the page, oldest on the left. Its title and description say what it
 * shows; the table under it is the real content and the fallback.
 */
import { displayDate, type HistoryRow, historyChartOf } from "@domain/balances";
import { useId } from "react";
import { fill, useMessages } from "../../i18n";
import { balancesMessages } from "./messages";
import { usePointsFormat } from "./parts";
import { ChartFrame } from "./styles";

const BOX = { width: 640, height: 180, padding: 24 } as const;

export const HistoryChart = ({
  rows,
  label,
}: {
  readonly rows: readonly HistoryRow[];
  readonly label: string;
}) => {
  const text = useMessages(balancesMessages);
  const format = usePointsFormat();
  const titleId = useId();
  const descId = useId();
  const chart = historyChartOf(rows, BOX);
  const first = chart.points[0];
  const last = chart.points.at(-1);
  if (first === undefined || last === undefined) return null;
  return (
    <ChartFrame>
      {/* What the description says in words, drawn for the eye. */}
      <div className="scale" aria-hidden="true">
        <span>{format(chart.max)}</span>
        <span>{format(chart.min)}</span>
      </div>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="history-chart"
      >
        <title id={titleId}>{fill(text.chartTitle, { label })}</title>
        <desc id={descId}>
          {fill(text.chartDesc, {
            from: displayDate(first.date),
            to: displayDate(last.date),
            first: format(first.balance),
            last: format(last.balance),
            min: format(chart.min),
            max: format(chart.max),
          })}
        </desc>
        <line
          className="axis"
          x1={BOX.padding}
          x2={BOX.width - BOX.padding}
          y1={BOX.height - BOX.padding}
          y2={BOX.height - BOX.padding}
        />
        <path className="line" d={chart.path} vectorEffect="non-scaling-stroke" />
        {chart.points.map((p) => (
          <circle key={`${p.x}-${p.y}-${p.date}`} className="dot" cx={p.x} cy={p.y} r={3.5} />
        ))}
      </svg>
      <div className="dates" aria-hidden="true">
        <span>{displayDate(first.date)}</span>
        <span>{displayDate(last.date)}</span>
      </div>
    </ChartFrame>
  );
};
