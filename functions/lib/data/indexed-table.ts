/**
 * The single table as dynamodb-toolbox sees it, with its global secondary indexes (toolbox.ts's table
 * declares none, and a toolbox query names an index only if its table declares it). Same name, client
 * and entity marker as `toolboxTable`, so items read and written through either are the same.
 *
 * Also ElectroDB's keys of indexes whose composites may be missing, where `edbKey` assumes them all.
 */
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../aws';
import { env } from '../env';
import { once } from '../once';

const gsi = (n: 1 | 2 | 3) =>
  ({
    type: 'global',
    partitionKey: { name: `gsi${n}pk`, type: 'string' },
    sortKey: { name: `gsi${n}sk`, type: 'string' },
  }) as const;

export const indexedTable = /* @__PURE__ */ once(
  () =>
    new Table({
      name: env.tableName,
      documentClient: dynamo(),
      partitionKey: { name: 'pk', type: 'string' },
      sortKey: { name: 'sk', type: 'string' },
      indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3) },
      entityAttributeSavedAs: '__edb_e__',
    }),
);

/**
 * ElectroDB's key of an index on write (`_makeKey`): composites in order; a missing one ends the key
 * after its label (`$portal#nationalcode_`: ElectroDB still writes it, the index is not sparse). Some
 * composites given and not others is refused, as ElectroDB refuses it ("Incomplete composite attributes").
 */
export function edbWriteKey(prefix: string, parts: readonly (readonly [string, string | number | undefined])[]): string {
  const missing = parts.findIndex(([, value]) => value === undefined);
  if (missing === -1) return [prefix, ...parts.map(([name, value]) => `${name}_${value}`)].join('#').toLowerCase();
  if (parts.some(([, value]) => value !== undefined))
    throw new Error(`Incomplete composite attributes: ${parts.map(([name]) => name).join(', ')} go together`);
  return `${prefix}#${parts[0]![0]}_`.toLowerCase();
}
