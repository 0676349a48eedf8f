/**
 * A table of records with its caption: column headings (`scope="col"`), figures right-aligned in
 * tabular digits (`numeric` columns), a row of placeholders per expected record while it loads.
 * It scrolls sideways inside its card on a narrow screen, so its frame is a named region that
 * takes the keyboard's focus (its arrows scroll it).
 */
import { styled } from "@linaria/react";
import type { ReactNode } from "react";
import { skeleton } from "../theme/skeleton";

export interface DataColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  /** Figures: right-aligned, tabular digits. */
  readonly numeric?: boolean;
  /** A column of prose that may wrap (the others stay on one line). */
  readonly wrap?: boolean;
  readonly cell: (row: Row) => ReactNode;
  /** An extra class for the cell of `row` (a credit or a debit, say). */
  readonly tone?: (row: Row) => "credit" | "debit" | undefined;
}

export interface DataTableProps<Row> {
  readonly caption: string;
  readonly columns: ReadonlyArray<DataColumn<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly rowKey: (row: Row) => string;
  /** Placeholder rows shown while there are no rows yet (0: none). */
  readonly placeholders?: number;
  readonly "data-testid"?: string;
}

const Frame = styled.div`
  overflow-x: auto;

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

  [data-wrap="true"] {
    white-space: normal;
    min-width: 140px;
  }

  [data-numeric="true"] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  [data-tone="credit"] {
    color: var(--success);
  }

  [data-tone="debit"] {
    color: var(--danger);
  }

  td > [aria-hidden="true"] {
    display: block;
    height: 18px;
  }
`;

export const DataTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  placeholders = 0,
  "data-testid": testId,
}: DataTableProps<Row>) => (
  <Frame tabIndex={0} role="region" aria-label={caption}>
    <table data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-numeric={column.numeric === true || undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0
          ? Array.from({ length: placeholders }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <tr key={index}>
                <td colSpan={columns.length}>
                  <span className={skeleton} aria-hidden="true" />
                </td>
              </tr>
            ))
          : rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-numeric={column.numeric === true || undefined}
                    data-wrap={column.wrap === true || undefined}
                    data-tone={column.tone?.(row)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
    </table>
  </Frame>
);
