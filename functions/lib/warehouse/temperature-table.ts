/**
 * The temperature list (§2) as an indexed datatable. Key ranges, tried in order:
 * - a laboratory's readings by date (gsi1), a result's readings by date (gsi3), only in date order;
 * - a temperature range, in temperature order (gsi2);
 * - a date range, in date order (gsi4 between the days);
 * - otherwise every reading by date (gsi4, compact rows) or by temperature (gsi2).
 * Other filters are checked on the rows read; totals come from the counters when the filters are
 * one counted key (none, result, warehouse, carrier, laboratory, user), else null.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { warehouseTemperatureRoutes } from '../../../shared/api/routes/warehouse-temperatures';
import { matchesWords, searchable } from '../../../shared/ticketing/rules';
import type { TemperatureRow } from '../../../shared/warehouse/temperatures';
import {
  laboratoryReadingsQuery,
  readingsByDateQuery,
  readingsByTemperatureQuery,
  resultReadingsQuery,
} from '../data/entities/temperature-reading';
import { readCount } from '../datatable/counts';
import { defineDatatable, isBlank, type IndexRange } from '../datatable/define';
import { TEMPERATURES_TABLE, temperatureKey } from './temperatures';

const route = undefined as unknown as (typeof warehouseTemperatureRoutes)['warehouse.temperatures.datatable'];

const row = (item: Record<string, unknown>) => item.row as TemperatureRow;
const range = (label: string, query: unknown, extra: Partial<IndexRange<TemperatureRow>> = {}): IndexRange<TemperatureRow> => ({
  label,
  query: query as QueryCommandInput,
  row,
  ...extra,
});
/** Past every key of the entity's prefix: an open upper end that stays inside its own items. */
const END = '~';
const dayFrom = (d?: string) => (d ? `${d} 00:00:00` : '');
const dayTo = (d?: string) => (d ? `${d}${END}` : END);

const byDate = () => range('gsi4 readings by date', readingsByDateQuery(), { defaultDesc: true });
const byTemperature = () => range('gsi2 readings by temperature', readingsByTemperatureQuery());
const dateOrder = (sortBy?: string) => (sortBy ?? 'date') === 'date';

const textIn = (value: string, query: string) => matchesWords(searchable(value), query);

/** Rows one request reads at most while checking filters no index serves. */
export const TEMPERATURES_WALK_LIMIT = 5_000;

export const temperatureTable = defineDatatable(route).indexed<TemperatureRow>({
  sorts: { default: byDate, date: byDate, temperature: byTemperature },
  narrow: [
    (q) =>
      q.search.laboratory && dateOrder(q.sort_by)
        ? range(
            'gsi1 readings of a laboratory by date',
            laboratoryReadingsQuery(q.search.laboratory, [dayFrom(q.search.date_from), dayTo(q.search.date_to)]),
            { defaultDesc: true, covers: ['laboratory', 'date_from', 'date_to'] },
          )
        : undefined,
    (q) =>
      q.search.result !== undefined && dateOrder(q.sort_by)
        ? range(
            'gsi3 readings of a result by date',
            resultReadingsQuery(q.search.result ? 'pass' : 'fail', [dayFrom(q.search.date_from), dayTo(q.search.date_to)]),
            { defaultDesc: true, covers: ['result', 'date_from', 'date_to'] },
          )
        : undefined,
    (q) => {
      const { temperature_from: from, temperature_to: to } = q.search;
      if (q.sort_by !== 'temperature' || (from === undefined && to === undefined)) return undefined;
      return range(
        'gsi2 readings between temperatures',
        readingsByTemperatureQuery([
          from === undefined ? '' : temperatureKey(from),
          to === undefined ? END : `${temperatureKey(to)}${END}`,
        ]),
        { covers: ['temperature_from', 'temperature_to'] },
      );
    },
    (q) =>
      (q.search.date_from || q.search.date_to) && dateOrder(q.sort_by)
        ? range('gsi4 readings between days', readingsByDateQuery([dayFrom(q.search.date_from), dayTo(q.search.date_to)]), {
            defaultDesc: true,
            covers: ['date_from', 'date_to'],
          })
        : undefined,
  ],
  filters: {
    date_from: (r, v) => r.date >= dayFrom(v),
    date_to: (r, v) => r.date < dayTo(v),
    warehouse: (r, v) => r.warehouse.id === v,
    carrier: (r, v) => r.carrier.id === v,
    laboratory: (r, v) => r.laboratory.id === v,
    brand: (r, v) => textIn(r.brand, v),
    expedition: (r, v) => textIn(r.expedition, v),
    packages: (r, v) => textIn(r.packages, v),
    temperature_from: (r, v) => r.temperature >= v,
    temperature_to: (r, v) => r.temperature <= v,
    result: (r, v) => r.result === v,
    user: (r, v) => r.user?.id === v,
    technical_assessment: (r, v) => textIn(r.technical_assessment, v),
    technical_assessment_date_from: (r, v) => !!r.technical_assessment_date && r.technical_assessment_date >= v,
    technical_assessment_date_to: (r, v) => !!r.technical_assessment_date && r.technical_assessment_date <= v,
    product_destination: (r, v) => textIn(r.product_destination, v),
  },
  walkLimit: TEMPERATURES_WALK_LIMIT,
  async count(q) {
    const active = Object.entries(q.search).filter(([, v]) => !isBlank(v));
    if (active.length === 0) return readCount(TEMPERATURES_TABLE, 'all');
    if (active.length > 1) return null;
    const [field, value] = active[0]!;
    if (field === 'result') return readCount(TEMPERATURES_TABLE, `result#${value ? 'pass' : 'fail'}`);
    if (['warehouse', 'carrier', 'laboratory', 'user'].includes(field))
      return readCount(TEMPERATURES_TABLE, `${field}#${String(value)}`);
    return null;
  },
});
