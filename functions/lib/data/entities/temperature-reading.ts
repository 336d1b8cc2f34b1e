import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import { transactPut, type TransactPut } from '../raw-params';

/**
 * A carrier's temperature reading (ticketing-warehouse §3 "Temperature control"). `row` is the
 * compact list row (what gsi4 keeps); the date is the Madrid wall time 'YYYY-MM-DD HH:mm:ss', so
 * it sorts as text. Key ranges (functions/lib/warehouse/temperature-table.ts):
 * - gsi4 list: every reading by date (the list's default, date ranges);
 * - gsi1 byLaboratory: a laboratory's readings by date;
 * - gsi2 byTemperature: every reading by temperature (the temperature column's sort, ranges);
 * - gsi3 byResult: passed or failed readings by date (quality follows the failed ones).
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface TemperatureReadingItem {
  readingId: number;
  date: string;
  warehouseId: number;
  carrierId: number;
  laboratoryId: number;
  laboratoryName: string;
  brand?: string;
  expedition: string;
  packages?: string;
  temperature: number;
  /** Tenths of a degree, zero-padded ('0255' = 25.5 °C): sorts as text in gsi2. */
  temperatureKey: string;
  result: 'pass' | 'fail';
  rangeMin: number;
  rangeMax: number;
  /** The product the reading is of, when named: its storage condition set the range. */
  productId?: number;
  /** CN (else code) and description of that product, as shown. */
  productLabel?: string;
  /** What set the range: the product's storage condition or the laboratory's (absent: laboratory). */
  rangeBasis?: 'product' | 'laboratory';
  userId?: number;
  technicalAssessment?: string;
  technicalAssessmentDate?: string;
  productDestination?: string;
  ticketId?: number;
  createdById: number;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** TemperatureRow (shared/warehouse/temperatures.ts). */
  row: unknown;
}

const SORT = '$temperaturereading_1';
const PORTAL = edbKey('$portal', []);
const laboratoryPartition = (laboratoryId: number) => edbKey('$portal', [['laboratoryid', laboratoryId]]);
const resultPartition = (result: 'pass' | 'fail') => edbKey('$portal', [['result', result]]);
const byDate = (r: Pick<TemperatureReadingItem, 'date' | 'readingId'>) =>
  edbKey(SORT, [
    ['date', r.date],
    ['readingid', r.readingId],
  ]);

const TemperatureReading = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'temperatureReading',
      table: toolboxTable(),
      schema: item({
        readingId: number().key(),
        date: string(),
        warehouseId: number(),
        carrierId: number(),
        laboratoryId: number(),
        laboratoryName: string(),
        brand: string().optional(),
        expedition: string(),
        packages: string().optional(),
        temperature: number(),
        temperatureKey: string(),
        result: string().enum('pass', 'fail'),
        rangeMin: number(),
        rangeMax: number(),
        productId: number().optional(),
        productLabel: string().optional(),
        rangeBasis: string().enum('product', 'laboratory').optional(),
        userId: number().optional(),
        technicalAssessment: string().optional(),
        technicalAssessmentDate: string().optional(),
        productDestination: string().optional(),
        ticketId: number().optional(),
        createdById: number(),
        createdByName: string(),
        createdAt: string(),
        updatedAt: string(),
        version: number(),
        row: any(),
        // Index keys (byLaboratory, byTemperature, byResult, list) and schema version.
        ...edbIndexKeys(1, 2, 3, 4),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ readingId }) => ({ pk: edbKey('$portal', [['readingid', readingId]]), sk: edbKey(SORT, []) }),
    }),
);

export async function getTemperatureReading(readingId: number): Promise<TemperatureReadingItem | null> {
  const { Item } = await new GetItemCommand(TemperatureReading(), { readingId }).send();
  return Item ?? null;
}

/** A reading's whole item (keys of every index) for a transaction or a batch (no condition: the caller adds its own). */
export function temperatureReadingPut(reading: TemperatureReadingItem): TransactPut {
  const params = new PutItemCommand(TemperatureReading(), {
    ...reading,
    gsi1pk: laboratoryPartition(reading.laboratoryId),
    gsi1sk: byDate(reading),
    gsi2pk: PORTAL,
    gsi2sk: edbKey(SORT, [
      ['temperaturekey', reading.temperatureKey],
      ['readingid', reading.readingId],
    ]),
    gsi3pk: resultPartition(reading.result),
    gsi3sk: byDate(reading),
    gsi4pk: PORTAL,
    gsi4sk: byDate(reading),
  }).params();
  return transactPut(params);
}

// ---------------------------------------------------------------- key ranges of the list (raw queries)

/** From and to values of the index's first sort key composite (date or temperatureKey), both included. */
export type ReadingBetween = readonly [from: string, to: string];

function rangeQuery(index: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4', partition: string, first: string, between?: ReadingBetween) {
  const range = between
    ? { between: [edbKey(SORT, [[first, between[0]]]), edbKey(SORT, [[first, between[1]]])] as [string, string] }
    : { beginsWith: `${SORT}#${first}_` };
  // Raw rows of the index: gsi4 projects only `row`, so no filter on the entity marker.
  return new QueryCommand(
    toolboxTable(),
    [TemperatureReading()],
    { index, partition, range },
    { entityAttrFilter: false },
  ).params();
}

/** gsi4 (list, compact rows): every reading by date, or those between two dates. */
export function readingsByDateQuery(between?: ReadingBetween): QueryCommandInput {
  return rangeQuery('gsi4', PORTAL, 'date', between);
}

/** gsi2 (byTemperature): every reading by temperature key, or those between two keys. */
export function readingsByTemperatureQuery(between?: ReadingBetween): QueryCommandInput {
  return rangeQuery('gsi2', PORTAL, 'temperaturekey', between);
}

/** gsi1 (byLaboratory): a laboratory's readings between two dates. */
export function laboratoryReadingsQuery(laboratoryId: number, between: ReadingBetween): QueryCommandInput {
  return rangeQuery('gsi1', laboratoryPartition(laboratoryId), 'date', between);
}

/** gsi3 (byResult): the passed or failed readings between two dates. */
export function resultReadingsQuery(result: 'pass' | 'fail', between: ReadingBetween): QueryCommandInput {
  return rangeQuery('gsi3', resultPartition(result), 'date', between);
}
