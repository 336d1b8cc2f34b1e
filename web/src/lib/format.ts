/**
 * Display formats (spec §9): dates DD/MM/YYYY, times HH:mm:ss, currency with two decimals and a
 * euro sign. Dates without a time ("2024-03-05") are calendar days, never shifted by time zone.
 */
import type { Locale } from '../../../shared/i18n/locale';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 05/03/2024; '' when empty or invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}` : '';
}

/** 14:05:09 */
export function formatTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : '';
}

/** 05/03/2024 14:05:09 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${formatTime(d)}` : '';
}

const currencyFormatters = new Map<Locale, Intl.NumberFormat>();

/** 1.234,50 € (both locales group thousands with a dot and use a decimal comma). */
export function formatCurrency(value: number | string | null | undefined, locale: Locale = 'ca'): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  let f = currencyFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions);
    currencyFormatters.set(locale, f);
  }
  return f.format(n);
}

/** A date as the API expects it (YYYY-MM-DD, local calendar day). */
export function toApiDate(value: Date): string {
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
