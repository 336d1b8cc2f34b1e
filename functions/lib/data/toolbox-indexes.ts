/**
 * The single table with its global secondary indexes, for toolbox queries on gsi1-gsi4: toolbox.ts
 * declares no indexes yet, and a toolbox query refuses an index its table does not name. Entities
 * stay on `toolboxTable()`; only queries on an index go through this one (same name, client and
 * keys). Once toolbox.ts declares the indexes, callers switch back to `toolboxTable()`.
 */
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../aws';
import { env } from '../env';
import { once } from '../once';

const gsi = (n: number) =>
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
      entityAttributeSavedAs: '__edb_e__',
      indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3), gsi4: gsi(4) },
    }),
);
