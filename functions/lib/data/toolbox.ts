/**
 * The single table as dynamodb-toolbox sees it (issue 8 item 6: toolbox costs a bundle 62 KiB where
 * ElectroDB costs 194). Entities moved to it write ElectroDB's key strings and its `__edb_e__` /
 * `__edb_v__` attributes, so items stored by either library read the same.
 */
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../aws';
import { env } from '../env';
import { once } from '../../../shared/once';

// The global indexes of TABLE_KEYS (table.ts): a toolbox query names an index only if its table declares it.
const gsi = (n: 1 | 2 | 3 | 4) =>
  ({
    type: 'global',
    partitionKey: { name: `gsi${n}pk`, type: 'string' },
    sortKey: { name: `gsi${n}sk`, type: 'string' },
  }) as const;

export const toolboxTable = /* @__PURE__ */ once(
  () =>
    new Table({
      name: env.tableName,
      documentClient: dynamo(),
      partitionKey: { name: 'pk', type: 'string' },
      sortKey: { name: 'sk', type: 'string' },
      indexes: { gsi1: gsi(1), gsi2: gsi(2), gsi3: gsi(3), gsi4: gsi(4) },
      // ElectroDB's entity marker: toolbox writes the entity name there and tells entities apart by it.
      entityAttributeSavedAs: '__edb_e__',
    }),
);

/**
 * ElectroDB's key format: `$service#attr_value...` / `$entity_version#attr_value...`, lower-cased
 * whole (ElectroDB's default key casing), numbers as plain decimals.
 */
export function edbKey(prefix: string, parts: readonly (readonly [string, string | number])[]): string {
  return [prefix, ...parts.map(([name, value]) => `${name}_${value}`)].join('#').toLowerCase();
}

/**
 * An entity's raw items, for code that stores records generically (the ERP loader): the primary key
 * of the item with an id, and the whole stored item (keys, index keys and markers) of its attributes.
 */
export interface RawEntity {
  key(id: number): Record<string, unknown>;
  item(attributes: Record<string, unknown>): Record<string, unknown>;
}

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
