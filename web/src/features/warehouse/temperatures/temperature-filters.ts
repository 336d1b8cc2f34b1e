/**
 * The temperature list's filter row (spec §2): date range, warehouse, carrier, laboratory, brand,
 * expedition, packages, temperature range (0.5 steps), result, user, technical assessment, its
 * date range and product destination. They live in the address as typed (the server table's way);
 * the search sent leaves out what is empty or unreadable.
 */
import { onStep, readTemperature } from './temperature-form';

export const TEMPERATURE_FILTERS = [
  'date_from',
  'date_to',
  'warehouse',
  'carrier',
  'laboratory',
  'brand',
  'expedition',
  'packages',
  'temperature_from',
  'temperature_to',
  'result',
  'user',
  'technical_assessment',
  'technical_assessment_date_from',
  'technical_assessment_date_to',
  'product_destination',
] as const;
export type TemperatureFilter = (typeof TEMPERATURE_FILTERS)[number];

/** Selects and dates apply at once; typed text and temperatures wait for typing to pause. */
export const IMMEDIATE_TEMPERATURE_FILTERS: readonly TemperatureFilter[] = [
  'date_from',
  'date_to',
  'warehouse',
  'carrier',
  'laboratory',
  'result',
  'user',
  'technical_assessment_date_from',
  'technical_assessment_date_to',
];

export interface TemperatureSearch {
  date_from?: string;
  date_to?: string;
  warehouse?: number;
  carrier?: number;
  laboratory?: number;
  brand?: string;
  expedition?: string;
  packages?: string;
  temperature_from?: number;
  temperature_to?: number;
  result?: boolean;
  user?: number;
  technical_assessment?: string;
  technical_assessment_date_from?: string;
  technical_assessment_date_to?: string;
  product_destination?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** A typed bound of the temperature range, when it is a number on a 0.5 step. */
export function temperatureBound(text: string): number | undefined {
  const value = readTemperature(text);
  return value !== null && onStep(value) ? value : undefined;
}

/** The server's `search` from the filters as typed. */
export function temperatureSearch(filters: Record<TemperatureFilter, string>): TemperatureSearch {
  const f = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()])) as Record<TemperatureFilter, string>;
  const out: TemperatureSearch = {};
  for (const key of ['date_from', 'date_to', 'technical_assessment_date_from', 'technical_assessment_date_to'] as const)
    if (DAY.test(f[key])) out[key] = f[key];
  for (const key of ['warehouse', 'carrier', 'laboratory', 'user'] as const) {
    const value = id(f[key]);
    if (value !== undefined) out[key] = value;
  }
  for (const key of ['brand', 'expedition', 'packages', 'technical_assessment', 'product_destination'] as const)
    if (f[key]) out[key] = f[key];
  for (const key of ['temperature_from', 'temperature_to'] as const) {
    const value = temperatureBound(f[key]);
    if (value !== undefined) out[key] = value;
  }
  if (f.result === 'pass') out.result = true;
  if (f.result === 'fail') out.result = false;
  return out;
}
