/**
 * The rules of the account area's balance tabs (spec §1 'reward-point history and point
 * conversion', §3 'User points', 'Other balances', §9): pages of 10, the running balance of the
 * reward history, its chart and its CSV, and the arithmetic of a point conversion (points to 2
 * decimals, conversion values to 5, spec §9). Pure: no clock, no I/O.
 */

import type { LedgerEntry } from "@contract/balances";
import { CONVERSION_DECIMALS, decimalOf, divideRounded, POINT_DECIMALS } from "./money";

// ---------------------------------------------------------------------------------------------
// Paging (spec §9 'Page sizes': histories page 10)

export const BALANCE_PAGE_SIZE = 10;

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export const pageCountOf = (total: number, size: number = BALANCE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));

/** A page number (from 1) kept within the pages `total` items fill. */
export const clampPage = (page: number, total: number, size: number = BALANCE_PAGE_SIZE): number =>
  Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), pageCountOf(total, size));

/** The offset of a page (from 1) for the report calls' {limit, offset}. */
export const offsetOfPage = (page: number, size: number = BALANCE_PAGE_SIZE): number =>
  (Math.max(1, Math.trunc(page)) - 1) * size;

/** The items of one page (from 1) of a list held whole, e.g. the gift-card balance's vouchers. */
export const pageOf = <T>(
  items: readonly T[],
  page: number,
  size: number = BALANCE_PAGE_SIZE,
): readonly T[] => {
  const offset = offsetOfPage(clampPage(page, items.length, size), size);
  return items.slice(offset, offset + size);
};

// ---------------------------------------------------------------------------------------------
// Points as hundredths (spec §9: points shown to 2 decimals)

const HUNDRED = 10n ** BigInt(POINT_DECIMALS);

/** Points (a wire number) to whole hundredths, half away from zero; a number that is not finite is 0. */
export const hundredthsOf = (points: number): bigint => {
  const d = decimalOf(points);
  return d === null ? 0n : divideRounded(d.coefficient * HUNDRED, 10n ** BigInt(d.scale), "half-away");
};

/** Hundredths back to points. */
export const pointsOfHundredths = (hundredths: bigint): number => Number(hundredths) / Number(HUNDRED);

/** Hundredths as plain text with 2 decimals ('-1200.50'), for files. */
export const hundredthsText = (hundredths: bigint): string => {
  const sign = hundredths < 0n ? "-" : "";
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / HUNDRED}.${(abs % HUNDRED).toString().padStart(POINT_DECIMALS, "0")}`;
};

// ---------------------------------------------------------------------------------------------
// Reward history: running balance, chart, CSV

/** A ledger entry with the balance right after it. */
export interface HistoryRow extends LedgerEntry {
  readonly balance: number;
}

/**
 * The running balance of a page of entries, newest first: the first entry leaves the page's
 * closing balance, and each older one the balance before the newer entry was applied. Computed on
 * hundredths, so no cent drifts over a long history.
 */
export const runningBalances = (closing: number, entries: readonly LedgerEntry[]): readonly HistoryRow[] => {
  let balance = hundredthsOf(closing);
  return entries.map((entry) => {
    const row = { ...entry, balance: pointsOfHundredths(balance) };
    balance -= hundredthsOf(entry.points);
    return row;
  });
};

/** The balance before the oldest entry of a page: the page's opening. */
export const openingBalanceOf = (closing: number, entries: readonly LedgerEntry[]): number =>
  pointsOfHundredths(entries.reduce((sum, entry) => sum - hundredthsOf(entry.points), hundredthsOf(closing)));

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly padding: number;
}

/** The points of the balance chart and its line, oldest on the left. */
export interface HistoryChart {
  readonly points: readonly {
    readonly x: number;
    readonly y: number;
    readonly balance: number;
    readonly date: string;
  }[];
  /** The SVG path of the line ('M x y L x y ...'); empty without rows. */
  readonly path: string;
  readonly min: number;
  readonly max: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * The chart of the balance over the rows' dates (rows newest first, as the table shows them): one
 * point per entry at its balance, spread evenly left to right, the lowest balance at the bottom.
 */
export const historyChartOf = (rows: readonly HistoryRow[], box: ChartBox): HistoryChart => {
  const ordered = [...rows].reverse();
  if (ordered.length === 0) return { points: [], path: "", min: 0, max: 0 };
  const balances = ordered.map((row) => row.balance);
  const min = Math.min(...balances);
  const max = Math.max(...balances);
  const innerW = Math.max(0, box.width - 2 * box.padding);
  const innerH = Math.max(0, box.height - 2 * box.padding);
  const step = ordered.length === 1 ? 0 : innerW / (ordered.length - 1);
  const points = ordered.map((row, index) => ({
    x: round1(box.padding + (ordered.length === 1 ? innerW / 2 : index * step)),
    y: round1(box.padding + (max === min ? innerH / 2 : ((max - row.balance) / (max - min)) * innerH)),
    balance: row.balance,
    date: row.date,
  }));
  const path = points.map((p, index) => `${index === 0 ? "M" : "L"} ${p.x} ${p.y}`).join(" ");
  return { points, path, min, max };
};

/** The column names of the history file, in the shopper's language. */
export interface HistoryCsvHeadings {
  readonly date: string;
  readonly reason: string;
  readonly points: string;
  readonly balance: string;
  readonly expiry: string;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text that a spreadsheet would read as a formula (=, +, -, @, tab, return first) gets a leading
 * apostrophe, so a reason from the server never runs as one.
 */
export const csvField = (value: string, isText: boolean): string => {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The reward history as a CSV file: a heading row, then one row per entry, CRLF line ends. */
export const historyCsv = (rows: readonly HistoryRow[], headings: HistoryCsvHeadings): string => {
  const head = [headings.date, headings.reason, headings.points, headings.balance, headings.expiry]
    .map((h) => csvField(h, true))
    .join(",");
  const body = rows.map((row) =>
    [
      csvField(row.date, false),
      csvField(row.reason, true),
      hundredthsText(hundredthsOf(row.points)),
      hundredthsText(hundredthsOf(row.balance)),
      csvField(row.expiry ?? "", false),
    ].join(","),
  );
  return `${[head, ...body].join("\r\n")}\r\n`;
};

/** The history file's name: the points label and the day it was made ('points-history-2026-11-26.csv'). */
export const historyFileName = (today: string): string => `points-history-${today}.csv`;

/** 'YYYY-MM-DD' as shown (DD/MM/YYYY, as expiries are, spec §9); other text as it came. */
export const displayDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match === null ? isoDate : `${match[3]}/${match[2]}/${match[1]}`;
};

// ---------------------------------------------------------------------------------------------
// Point conversion (spec §1; the rate of storesAdmin clientCurrencyConversion, §7.2; spec §9)

const RATE_ONE = 10n ** BigInt(CONVERSION_DECIMALS);

/** A rate (a wire number) to whole 10^-5 units, rounded down; null when not finite or not positive. */
export const rateUnitsOf = (rate: number): bigint | null => {
  const d = decimalOf(rate);
  if (d === null || d.coefficient <= 0n) return null;
  return divideRounded(d.coefficient * RATE_ONE, 10n ** BigInt(d.scale), "floor");
};

/**
 * The rate a conversion applies, in 10^-5 units: the quoted rate to the target, but never more
 * than the inverse of the quoted rate back, so that converting and converting back never yields
 * more points than there were, whatever the two quotes are. Null when no points could come of it.
 */
export const appliedRateUnits = (forward: number, back: number): bigint | null => {
  const f = rateUnitsOf(forward);
  const b = rateUnitsOf(back);
  if (f === null || b === null) return null;
  const inverse = b === 0n ? f : (RATE_ONE * RATE_ONE) / b;
  const applied = f < inverse ? f : inverse;
  return applied > 0n ? applied : null;
};

/** Hundredths of a point converted at `rateUnits` (10^-5), rounded down: a conversion never rounds up. */
export const convertHundredths = (hundredths: bigint, rateUnits: bigint): bigint =>
  divideRounded(hundredths * rateUnits, RATE_ONE, "floor");

/** Rate units as the rate shown, 5 decimals ('0.01200'). */
export const rateText = (rateUnits: bigint): string =>
  `${rateUnits / RATE_ONE}.${(rateUnits % RATE_ONE).toString().padStart(CONVERSION_DECIMALS, "0")}`;

/** What the shopper sees before confirming a conversion. */
export interface ConversionPreview {
  readonly fromPoints: number;
  readonly fromCurrency: string;
  readonly toPoints: number;
  readonly toCurrency: string;
  /** The applied rate in 10^-5 units, sent with the confirmation. */
  readonly rateUnits: number;
  /** The applied rate, 5 decimals. */
  readonly rate: string;
}

/** The preview of converting `available` points of `fromCurrency` to `toCurrency`, or null when no rate works. */
export const conversionPreviewOf = (input: {
  readonly available: number;
  readonly fromCurrency: string;
  readonly toCurrency: string;
  readonly forward: number;
  readonly back: number;
}): ConversionPreview | null => {
  const rate = appliedRateUnits(input.forward, input.back);
  if (rate === null) return null;
  return {
    fromPoints: pointsOfHundredths(hundredthsOf(input.available)),
    fromCurrency: input.fromCurrency,
    toPoints: pointsOfHundredths(convertHundredths(hundredthsOf(input.available), rate)),
    toCurrency: input.toCurrency,
    rateUnits: Number(rate),
    rate: rateText(rate),
  };
};

/** The currencies the points may be converted to: every other currency of the country-codes map, sorted. */
export const conversionTargetsOf = (
  codes: Readonly<Record<string, { readonly currencies: readonly { readonly code: string }[] }>> | null,
  ownCurrency: string,
): readonly string[] => {
  const own = ownCurrency.trim().toUpperCase();
  const all = new Set<string>();
  for (const entry of Object.values(codes ?? {})) {
    for (const currency of entry.currencies) {
      const code = currency.code.trim().toUpperCase();
      if (/^[A-Z]{3}$/.test(code) && code !== own) all.add(code);
    }
  }
  return [...all].sort();
};
