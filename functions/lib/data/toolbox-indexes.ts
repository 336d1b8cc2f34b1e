/**
 * The single table as dynamodb-toolbox sees it, with its global indexes declared: toolbox only
 * queries an index its Table names, and toolbox.ts's table names none. Same name, client and
 * entity marker as `toolboxTable()`, so entities of either read and write the same items.
 */
import { Table } from 'dynamodb-toolbox/table';
import { once } from '../once';
import { toolboxTable } from './toolbox';

const gsi = <N extends number>(n: N) =>
  ({
    type: 'global',
    partitionKey: { name: `gsi${n}pk`, type: 'string' },
    sortKey: { name: `gsi${n}sk`, type: 'string' },
  }) as const;

export const indexedTable = /* @__PURE__ */ once(() => {
  const table = toolboxTable();
  return new Table({
    name: () => table.getName(),
    documentClient: table.getDocumentClient(),
    partitionKey: table.partitionKey,
    sortKey: table.sortKey,
    entityAttributeSavedAs: table.entityAttributeSavedAs,
    // gsi4 projects only the compact `row` attribute: entity items are not read from it.
    indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3) },
  });
});
