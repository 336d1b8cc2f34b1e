/**
 * Warehouse temperatures (ticketing-warehouse §2 "Temperatures", §3, §5, §7, §9): the carriers'
 * temperature log, server-paged. Group `warehouse`; spread into the route table by ./index.ts.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoDay, saneYear } from '../dates';
import { CARRIERS, WAREHOUSES } from '../../erp/constants';
import type { DatatableAnswer } from '../datatable';
import { datatableQuery } from '../datatable-query';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { warehouseArea } from '../../areas/warehouse';
import {
  ASSESSMENT_MAX,
  BRAND_MAX,
  DESTINATION_MAX,
  EXPEDITION_MAX,
  PACKAGES_MAX,
  TEMPERATURE_MAX_EXCLUSIVE,
  TEMPERATURE_MIN_EXCLUSIVE,
  TEMPERATURE_STEP,
  TEMPERATURE_USERS,
  type TemperatureRow,
  type TemperatureView,
  type WarehouseUsers,
} from '../../warehouse/temperatures';

const access = warehouseArea.access.temperatures;
const oneOf = (ids: readonly number[]) =>
  z.number().check(
    z.int(),
    z.refine((v) => ids.includes(v), { params: { key: 'validation.in' } }),
  );
const warehouseId = oneOf(WAREHOUSES.map((w) => w.id));
const carrierId = oneOf(CARRIERS.map((c) => c.id));
const userId = oneOf(TEMPERATURE_USERS.map((u) => u.id));

/** §5/§9: above 0, below 45, a multiple of 0.5. */
const temperature = lazySchema(() =>
  z.number().check(
    z.gt(TEMPERATURE_MIN_EXCLUSIVE),
    z.lt(TEMPERATURE_MAX_EXCLUSIVE),
    z.refine((v) => Number.isInteger(v / TEMPERATURE_STEP), { params: { key: 'validation.temperature_step' } }),
  ),
);

/** 'YYYY-MM-DD HH:mm[:ss]' as the spec sends it (Madrid wall time); the future is checked by the handler. */
const readingDate = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.refine((v) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v.replace(' ', 'T'))), {
      params: { key: 'validation.datetime' },
    }),
    saneYear(),
  ),
);
/** A calendar day from 1900-01-01 (§5: isoDay's range starts there); "not after today" is checked by the handler (Madrid time). */
const day = lazySchema(isoDay);
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const readingFields = lazySchema(() => ({
  date: readingDate,
  warehouse: warehouseId,
  carrier: carrierId,
  laboratory: fields.id,
  brand: z._default(text(BRAND_MAX), ''),
  expedition: z.pipe(text(EXPEDITION_MAX), z.string().check(z.minLength(1))),
  packages: z._default(text(PACKAGES_MAX), ''),
  temperature,
  /** The receiver who took the reading, from the fixed list of 8 (§3). */
  user: z.nullish(userId),
  /** The product read (optional): where the ERP gives its storage condition, that range judges the reading. */
  product: z.nullish(fields.id),
}));

export const temperatureSearchShape = lazySchema(() => ({
  date_from: day,
  date_to: day,
  warehouse: textNumber(warehouseId),
  carrier: textNumber(carrierId),
  laboratory: textNumber(z.number().check(z.int(), z.positive())),
  brand: text(BRAND_MAX),
  expedition: text(EXPEDITION_MAX),
  packages: text(PACKAGES_MAX),
  /** Inclusive range, step 0.5 (§2). */
  temperature_from: textNumber(z.number().check(z.gte(0), z.lte(45))),
  temperature_to: textNumber(z.number().check(z.gte(0), z.lte(45))),
  result: z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  ),
  user: textNumber(userId),
  technical_assessment: text(200),
  technical_assessment_date_from: day,
  technical_assessment_date_to: day,
  product_destination: text(200),
}));
export const TEMPERATURE_SORTS = ['date', 'temperature'] as const;
export const temperatureListQuery = lazySchema(() =>
  datatableQuery(temperatureSearchShape, TEMPERATURE_SORTS, { maxPerPage: 100 }),
);

export const warehouseTemperatureRoutes = {
  'warehouse.temperatures.datatable': defineRoute({
    method: 'GET',
    path: '/api/warehouse/temperatures/datatable',
    access,
    query: temperatureListQuery,
    answer: answer<DatatableAnswer<TemperatureRow>>(),
    summary: 'Temperature readings, server-paged; default date descending; total null when no counter holds the filters',
  }),
  'warehouse.temperatures.store': defineRoute({
    method: 'POST',
    path: '/api/warehouse/temperatures',
    access,
    body: lazySchema(() => z.object(readingFields)),
    answer: answer<{ data: TemperatureView }>(),
    summary:
      "Records a reading (201): result computed against the laboratory's storage range; a failed reading opens a quality ticket linked to it",
  }),
  'warehouse.temperatures.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/temperatures/{id}',
    access,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ data: TemperatureView }>(),
    summary: 'One reading; 404 when unknown',
  }),
  'warehouse.temperatures.update': defineRoute({
    method: 'PUT',
    path: '/api/warehouse/temperatures/{id}',
    access,
    params: lazySchema(() => z.object({ id: fields.idText })),
    body: lazySchema(() =>
      z.object({
        ...readingFields,
        technical_assessment_date: z.nullish(day),
        technical_assessment: z._default(text(ASSESSMENT_MAX), ''),
        product_destination: z._default(text(DESTINATION_MAX), ''),
      }),
    ),
    answer: answer<{ data: TemperatureView }>(),
    summary:
      'Edits a reading and its technical assessment; the result is computed again (a reading that now fails opens its ticket once)',
  }),
  'warehouse.users': defineRoute({
    method: 'GET',
    path: '/api/warehouse/users',
    access,
    answer: answer<WarehouseUsers>(),
    summary: 'The fixed list of the users who take readings: users (to choose) and users_all (filters)',
  }),
};
