/**
 * The single table as dynamodb-toolbox sees it (issue 8 item 6: toolbox costs a bundle 62 KiB where
 * ElectroDB costs 194). Entities moved to it write ElectroDB's key strings and its `__edb_e__` /
 * `__edb_v__` attributes, so items stored by either library read the same.
 */
import { Table } from 'dynamodb-toolbox/table';
import { dynamo } from '../aws';
import { env } from '../env';
import { once } from '../once';

export const toolboxTable = /* @__PURE__ */ once(
  () =>
    new Table({
      name: env.tableName,
      documentClient: dynamo(),
      partitionKey: { name: 'pk', type: 'string' },
      sortKey: { name: 'sk', type: 'string' },
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
