import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A carrier's temperature reading (ticketing-warehouse §3 "Temperature control"). `row` is the
 * compact list row (what gsi4 keeps); the date is the Madrid wall time 'YYYY-MM-DD HH:mm:ss', so
 * it sorts as text. Key ranges (functions/lib/warehouse-temperatures/table.ts):
 * - gsi4 list: every reading by date (the list's default, date ranges);
 * - gsi1 byLaboratory: a laboratory's readings by date;
 * - gsi2 byTemperature: every reading by temperature (the temperature column's sort, ranges);
 * - gsi3 byResult: passed or failed readings by date (quality follows the failed ones).
 */
export const temperatureReadingSchema = {
  model: { entity: 'temperatureReading', version: '1', service: 'portal' },
  attributes: {
    readingId: { type: 'number', required: true },
    date: { type: 'string', required: true },
    warehouseId: { type: 'number', required: true },
    carrierId: { type: 'number', required: true },
    laboratoryId: { type: 'number', required: true },
    laboratoryName: { type: 'string', required: true },
    brand: { type: 'string' },
    expedition: { type: 'string', required: true },
    packages: { type: 'string' },
    temperature: { type: 'number', required: true },
    /** Tenths of a degree, zero-padded ('0255' = 25.5 °C): sorts as text in gsi2. */
    temperatureKey: { type: 'string', required: true },
    result: { type: ['pass', 'fail'] as const, required: true },
    rangeMin: { type: 'number', required: true },
    rangeMax: { type: 'number', required: true },
    userId: { type: 'number' },
    technicalAssessment: { type: 'string' },
    technicalAssessmentDate: { type: 'string' },
    productDestination: { type: 'string' },
    ticketId: { type: 'number' },
    createdById: { type: 'number', required: true },
    createdByName: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    version: { type: 'number', required: true },
    row: { type: 'any', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['readingId'] }, sk: { field: 'sk', composite: [] } },
    byLaboratory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['laboratoryId'] },
      sk: { field: 'gsi1sk', composite: ['date', 'readingId'] },
    },
    byTemperature: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['temperatureKey', 'readingId'] },
    },
    byResult: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['result'] },
      sk: { field: 'gsi3sk', composite: ['date', 'readingId'] },
    },
    list: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['date', 'readingId'] },
    },
  },
} as const;

export const TemperatureReading = /* @__PURE__ */ once(() => new Entity(temperatureReadingSchema, entityConfig()));
