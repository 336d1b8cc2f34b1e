/**
 * The pending purchases report as the screen shows it (spec §3: headers, rows keyed by column
 * index; §9: the laboratory is column 2, numeric columns after it right aligned): rows grouped by
 * the laboratory column in the order they come, and which columns are numeric.
 */
import { PENDING_PURCHASES_LAB_COLUMN, type PendingPurchasesReport } from '../../../../../shared/warehouse/reports';

export type ReportRow = PendingPurchasesReport['rows'][number];

export interface ReportGroup {
  laboratory: string;
  rows: ReportRow[];
}

/** Groups the rows by the laboratory column, keeping the server's order of groups and rows. */
export function groupByLaboratory(report: PendingPurchasesReport): ReportGroup[] {
  const groups = new Map<string, ReportRow[]>();
  for (const row of report.rows) {
    const laboratory = String(row[PENDING_PURCHASES_LAB_COLUMN] ?? '');
    (groups.get(laboratory) ?? groups.set(laboratory, []).get(laboratory)!).push(row);
  }
  return [...groups].map(([laboratory, rows]) => ({ laboratory, rows }));
}

/** A column after the laboratory's whose values are all numbers (blanks aside): right aligned. */
export function isNumericColumn(report: PendingPurchasesReport, index: number): boolean {
  if (index <= PENDING_PURCHASES_LAB_COLUMN) return false;
  let seen = false;
  for (const row of report.rows) {
    const value = row[index];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'number') return false;
    seen = true;
  }
  return seen || report.rows.length === 0;
}

/** The month `delta` months from YYYY-MM (negative: back). */
export function addMonths(month: string, delta: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` (included) to `to` (excluded); 0 or less when out of order. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm);
}

/** §5: the statistics range is from five months back up to the month after the current one. */
export function defaultStatisticsRange(current: string): { from: string; to: string } {
  return { from: addMonths(current, -5), to: addMonths(current, 1) };
}

/** The longest statistics range the server answers (months). */
export const MAX_STATISTICS_MONTHS = 24;
