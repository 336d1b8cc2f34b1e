import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import {
  getTemperatureReading,
  laboratoryReadingsQuery,
  readingsByDateQuery,
  readingsByTemperatureQuery,
  resultReadingsQuery,
  temperatureReadingPut,
  type TemperatureReadingItem,
} from './temperature-reading';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
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
      list: { index: 'gsi4', pk: { field: 'gsi4pk', composite: [] }, sk: { field: 'gsi4sk', composite: ['date', 'readingId'] } },
    },
  } as const,
  { table: 'portal' },
);

const readings: TemperatureReadingItem[] = [
  {
    readingId: 2301,
    date: '2026-11-24 08:15:00',
    warehouseId: 1,
    carrierId: 3,
    laboratoryId: 2001,
    laboratoryName: 'Laboratori A',
    brand: 'Marca',
    expedition: 'EXP-0000001',
    packages: '4',
    temperature: 9.5,
    temperatureKey: '0095',
    result: 'fail',
    rangeMin: 2,
    rangeMax: 8,
    userId: 4,
    technicalAssessment: '',
    technicalAssessmentDate: '2026-11-25',
    productDestination: 'Destrucció',
    ticketId: 77,
    createdById: 12,
    createdByName: 'Qualitat',
    createdAt: '2026-11-24T07:15:00.000Z',
    updatedAt: '2026-11-25T07:15:00.000Z',
    version: 2,
    row: { id: 2301, laboratory: { id: 2001, name: 'Laboratori A' }, result: false },
  },
  {
    readingId: 12,
    date: '2026-01-02 23:59:59',
    warehouseId: 2,
    carrierId: 1,
    laboratoryId: 2002,
    laboratoryName: 'Lab B',
    expedition: 'X',
    temperature: 21,
    temperatureKey: '0210',
    result: 'pass',
    rangeMin: 15,
    rangeMax: 25,
    createdById: 1,
    createdByName: 'Volum',
    createdAt: '2026-01-02T22:59:59.000Z',
    updatedAt: '2026-01-02T22:59:59.000Z',
    version: 1,
    row: { id: 12 },
  },
];

describe('temperature readings on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys of all five indexes and markers byte for byte", () => {
    process.env.TABLE_NAME ??= 'portal';
    for (const r of readings) expect(temperatureReadingPut(r)).toStrictEqual(electro.put(r).params());
  });

  it("gets ElectroDB's key and reads its item back; null when absent", async () => {
    const sent = captureSent({ Item: electro.put(readings[0]!).params().Item });
    expect(await getTemperatureReading(2301)).toStrictEqual(readings[0]);
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ readingId: 2301 }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getTemperatureReading(1)).toBeNull();
  });

  it("ranges over ElectroDB's index keys as its queries did (raw rows, no entity filter)", () => {
    process.env.TABLE_NAME ??= 'portal';
    const pairs: [QueryCommandInput, unknown][] = [
      [readingsByDateQuery(), electro.query.list({}).params()],
      [
        readingsByDateQuery(['2026-01-01 00:00:00', '2026-01-31~']),
        electro.query.list({}).between({ date: '2026-01-01 00:00:00' }, { date: '2026-01-31~' }).params(),
      ],
      [readingsByTemperatureQuery(), electro.query.byTemperature({}).params()],
      [
        readingsByTemperatureQuery(['', '0255~']),
        electro.query.byTemperature({}).between({ temperatureKey: '' }, { temperatureKey: '0255~' }).params(),
      ],
      [
        laboratoryReadingsQuery(2001, ['', '~']),
        electro.query.byLaboratory({ laboratoryId: 2001 }).between({ date: '' }, { date: '~' }).params(),
      ],
      [
        resultReadingsQuery('fail', ['2026-11-01 00:00:00', '~']),
        electro.query.byResult({ result: 'fail' }).between({ date: '2026-11-01 00:00:00' }, { date: '~' }).params(),
      ],
    ];
    for (const [mine, theirs] of pairs) expect(queryOf(mine)).toStrictEqual(queryOf(theirs as QueryCommandInput));
  });
});
