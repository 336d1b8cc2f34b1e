/**
 * The single table as dynamodb-toolbox sees it, with its GSIs (gsi1-gsi4 of TABLE_KEYS): toolbox
 * queries an index only when its table declares it, and `toolboxTable()` (../toolbox.ts) declares
 * none. Same name, client and entity marker as `toolboxTable()`, so items read and write the same;
 * entities that query a GSI belong to this one. (Shared helper of the warehouse returns and
 * temperatures entities, until the lead folds the indexes into toolbox.ts.)
 */
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../../aws';
import { env } from '../../env';
import { once } from '../../once';

const gsi = (n: 1 | 2 | 3 | 4) =>
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
      indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3), gsi4: gsi(4) },
      entityAttributeSavedAs: '__edb_e__',
    }),
);
