/**
 * Invoicing (spec §2, §4, §9): the quarterly purchase progress bars of the current year, coloured
 * by the quarter's purchase amount (bar = amount/9000*100 percent, capped at 100), and model 347.
 */
import type { Locale } from '../i18n/locale';

export const QUARTER_THRESHOLDS = { orange: 6000, lime: 7500, green: 9000 } as const;
export const QUARTER_TARGET = QUARTER_THRESHOLDS.green;
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

export type QuarterColour = 'red' | 'orange' | 'lime' | 'green';

export function quarterColour(amount: number): QuarterColour {
  if (amount >= QUARTER_THRESHOLDS.green) return 'green';
  if (amount >= QUARTER_THRESHOLDS.lime) return 'lime';
  if (amount >= QUARTER_THRESHOLDS.orange) return 'orange';
  return 'red';
}

export function quarterPercentage(amount: number): number {
  if (!(amount > 0)) return 0;
  return Math.min(100, (amount / QUARTER_TARGET) * 100);
}

/** Quarter (1–4) of a YYYY-MM-DD date. */
export function quarterOf(date: string): Quarter {
  return (Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1) as Quarter;
}

/** Quarter ordinals differ per quarter and language (1r, 2n, 3r, 4t; 1.er, 2.º, 3.er, 4.º): the bars and the 347 letter. */
const QUARTER_ORDINALS: Record<Locale, Record<Quarter, string>> = {
  ca: { 1: '1r', 2: '2n', 3: '3r', 4: '4t' },
  es: { 1: '1.er', 2: '2.º', 3: '3.er', 4: '4.º' },
};

export function quarterOrdinal(quarter: Quarter, locale: Locale): string {
  return QUARTER_ORDINALS[locale][quarter];
}

/** Model 347 (spec §9): the annual operations with one party must be declared above this amount. */
export const MODEL_347_THRESHOLD = 3005.06;

/** Purchase amount (euros) of each quarter of the current year. */
export type QuarterAmounts = Record<Quarter, number>;

/** A row of the pharmacy's invoices table (guest-pharmacy.invoicing.invoices). */
export interface InvoiceRow {
  id: number;
  invoice_date: string;
  invoice_document: 'invoice' | 'credit';
  number: string;
  /** Euros. */
  amount: number;
}

/** The model 347 letter: its file and what it declares. */
export interface Model347Letter {
  url: string;
  year: number;
  /** The year's total with the party, euros. */
  amount: number;
  /** Whether the total is above the declaration threshold. */
  declared: boolean;
}
