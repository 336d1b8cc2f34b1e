import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A member pharmacy's operations record (administration-operations §3 Pharmacy). A few thousand at
 * most: one partition, read whole by the bounded table. Deleting sets deletedAt (undo clears it).
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface OpcPharmacyItem {
  pharmacyId: number;
  idStore: number;
  partyId: number;
  codesFede: string[];
  categories: number[];
  /** The form's date (YYYY-MM-DD), shown as created_at. */
  createdOn: string;
  /** ISO date-time of the soft delete. */
  deletedAt?: string;
  /** ISO date-time of the last put (patches leave it). */
  updatedAt: string;
}

/** What the form edits. */
export type OpcPharmacyFields = Pick<OpcPharmacyItem, 'idStore' | 'partyId' | 'codesFede' | 'categories' | 'createdOn'>;
export type NewOpcPharmacy = Omit<OpcPharmacyFields, 'categories'> &
  Partial<Pick<OpcPharmacyItem, 'categories' | 'deletedAt'>> & { pharmacyId: number };

const PARTITION = edbKey('$portal', []);
const SORT = '$opcpharmacy_1';

const OpcPharmacy = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcPharmacy',
      table: toolboxTable(),
      schema: item({
        pharmacyId: number().key(),
        idStore: number(),
        partyId: number(),
        codesFede: list(string()),
        categories: list(number()).default(() => []),
        createdOn: string(),
        deletedAt: string().optional(),
        updatedAt: string().default(() => new Date().toISOString()),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ pharmacyId }) => ({ pk: PARTITION, sk: edbKey(SORT, [['pharmacyid', pharmacyId]]) }),
    }),
);

/** Every pharmacy record, deleted ones included (one partition: a few thousand). */
export async function listOpcPharmacies(): Promise<OpcPharmacyItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcPharmacy()],
    { partition: PARTITION, range: { beginsWith: `${SORT}#pharmacyid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** The record, deleted or not; null when there is none. */
export async function getOpcPharmacy(pharmacyId: number): Promise<OpcPharmacyItem | null> {
  const { Item } = await new GetItemCommand(OpcPharmacy(), { pharmacyId }).send();
  return Item ?? null;
}

/** Stores a new record (refuses an existing id: a conditional failure); answers it as stored. */
export async function createOpcPharmacy(pharmacy: NewOpcPharmacy): Promise<OpcPharmacyItem> {
  // Every put stamps updatedAt, whatever was given.
  const command = new PutItemCommand(OpcPharmacy(), { ...pharmacy, updatedAt: new Date().toISOString() }).options({
    condition: { attr: 'pharmacyId', exists: false },
  });
  // Answered as read back: without the keys and markers.
  const { pk: _pk, sk: _sk, __edb_e__: _e, __edb_v__: _v, ...stored } = command.params().Item as Record<string, unknown>;
  await command.send();
  return stored as unknown as OpcPharmacyItem;
}

// A patch: the record exists (and is or is not deleted); the id and markers are rewritten.
const patch = (pharmacyId: number, changes: Partial<OpcPharmacyItem>, deleted: boolean) =>
  new UpdateItemCommand(OpcPharmacy(), { pharmacyId, ...changes, __edb_v__: '1' })
    .options({
      condition: {
        and: [
          { attr: 'pharmacyId', exists: true },
          { attr: 'deletedAt', exists: deleted },
        ],
      },
    })
    .send();

/** Edits an active record; a deleted or missing one is a conditional failure. */
export async function updateOpcPharmacy(pharmacyId: number, fields: OpcPharmacyFields): Promise<void> {
  // $set: toolbox updates a plain array element by element; the whole list is replaced instead.
  const lists = { codesFede: $set(fields.codesFede), categories: $set(fields.categories) };
  await patch(pharmacyId, { ...fields, ...(lists as object) }, false);
}

/** The soft delete of an active record; a deleted or missing one is a conditional failure. */
export async function deleteOpcPharmacy(pharmacyId: number, deletedAt = new Date().toISOString()): Promise<void> {
  await patch(pharmacyId, { deletedAt }, false);
}

/** The undo of the soft delete; a record not deleted (or missing) is a conditional failure. */
export async function restoreOpcPharmacy(pharmacyId: number): Promise<void> {
  await patch(pharmacyId, { deletedAt: $remove() as never }, true);
}
