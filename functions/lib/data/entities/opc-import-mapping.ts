import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';
import { writeItemsLeft } from '../batch';

/**
 * A remembered column mapping of the sell-in wizard: for one
 * import kind and one set of file headers, which header feeds each expected column. Shared by the
 * whole operations team: a source mapped once is mapped the same way for everyone.
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export type OpcMappingKind = 'sell_in_fede' | 'sell_in_platform';

export interface OpcImportMappingItem {
  kind: OpcMappingKind;
  /** SHA-256 of the normalised header list (see shared/operations/mappings.ts). */
  headersKey: string;
  headers: string[];
  /** JSON: expected column → index of the file header (null: not mapped). */
  mapping: string;
  accountId: number;
  /** ISO date-time of the last put. */
  updatedAt: string;
}

export type NewOpcImportMapping = Omit<OpcImportMappingItem, 'updatedAt'>;

const partition = (kind: OpcMappingKind) => edbKey('$portal', [['kind', kind]]);
const SORT = '$opcimportmapping_1';

const OpcImportMapping = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcImportMapping',
      table: toolboxTable(),
      schema: item({
        kind: string().enum('sell_in_fede', 'sell_in_platform').key(),
        headersKey: string().key(),
        headers: list(string()),
        mapping: string(),
        accountId: number(),
        updatedAt: string().default(() => new Date().toISOString()),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ kind, headersKey }) => ({ pk: partition(kind), sk: edbKey(SORT, [['headerskey', headersKey]]) }),
    }),
);

/** Every remembered mapping of a kind, in key order. */
export async function listOpcImportMappings(kind: OpcMappingKind): Promise<OpcImportMappingItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcImportMapping()],
    { partition: partition(kind), range: { beginsWith: `${SORT}#headerskey_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Stores (or replaces) a mapping, stamped now; answers it as stored. */
export async function putOpcImportMapping(mapping: NewOpcImportMapping): Promise<OpcImportMappingItem> {
  const stored: OpcImportMappingItem = { ...mapping, updatedAt: new Date().toISOString() };
  await new PutItemCommand(OpcImportMapping(), stored).send();
  return stored;
}

/** Forgets mappings (batch deletes); answers how many were left undeleted. */
export function deleteOpcImportMappings(keys: readonly Pick<OpcImportMappingItem, 'kind' | 'headersKey'>[]): Promise<number> {
  return writeItemsLeft(
    keys.map((k) => ({ DeleteRequest: { Key: new DeleteItemCommand(OpcImportMapping(), k).params().Key! } })),
  );
}
