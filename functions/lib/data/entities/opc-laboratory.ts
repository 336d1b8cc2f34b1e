import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A laboratory's operations record (administration-operations §3 Laboratory). Hundreds at most:
 * one partition, read whole. Deleting sets deletedAt (undo clears it).
 * Callers see only the declared types and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface OpcLaboratoryItem {
  laboratoryId: number;
  code: string;
  partyId: number;
  createdOn: string;
  /** ISO date-time of the soft delete. */
  deletedAt?: string;
  /** ISO date-time of the last put (patches leave it). */
  updatedAt: string;
}

/** What the form edits. */
export type OpcLaboratoryFields = Pick<OpcLaboratoryItem, 'code' | 'partyId' | 'createdOn'>;
export type NewOpcLaboratory = OpcLaboratoryFields & Partial<Pick<OpcLaboratoryItem, 'deletedAt'>> & { laboratoryId: number };

const PARTITION = edbKey('$portal', []);
const SORT = '$opclaboratory_1';

const OpcLaboratory = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'opcLaboratory',
      table: toolboxTable(),
      schema: item({
        laboratoryId: number().key(),
        code: string(),
        partyId: number(),
        createdOn: string(),
        deletedAt: string().optional(),
        updatedAt: string().default(() => new Date().toISOString()),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ laboratoryId }) => ({ pk: PARTITION, sk: edbKey(SORT, [['laboratoryid', laboratoryId]]) }),
    }),
);

/** Every laboratory record, deleted ones included. */
export async function listOpcLaboratories(): Promise<OpcLaboratoryItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [OpcLaboratory()],
    { partition: PARTITION, range: { beginsWith: `${SORT}#laboratoryid_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** The record, deleted or not; null when there is none. */
export async function getOpcLaboratory(laboratoryId: number): Promise<OpcLaboratoryItem | null> {
  const { Item } = await new GetItemCommand(OpcLaboratory(), { laboratoryId }).send();
  return Item ?? null;
}

/** Stores a new record (refuses an existing id: a conditional failure); answers it as stored. */
export async function createOpcLaboratory(laboratory: NewOpcLaboratory): Promise<OpcLaboratoryItem> {
  // Every put stamps updatedAt, whatever was given.
  const command = new PutItemCommand(OpcLaboratory(), { ...laboratory, updatedAt: new Date().toISOString() }).options({
    condition: { attr: 'laboratoryId', exists: false },
  });
  // Answered as read back: without the keys and markers.
  const { pk: _pk, sk: _sk, __edb_e__: _e, __edb_v__: _v, ...stored } = command.params().Item as Record<string, unknown>;
  await command.send();
  return stored as unknown as OpcLaboratoryItem;
}

// A patch: the record exists (and is or is not deleted); the id and markers are rewritten.
const patch = (laboratoryId: number, changes: Partial<OpcLaboratoryItem>, deleted: boolean) =>
  new UpdateItemCommand(OpcLaboratory(), { laboratoryId, ...changes, __edb_v__: '1' })
    .options({
      condition: {
        and: [
          { attr: 'laboratoryId', exists: true },
          { attr: 'deletedAt', exists: deleted },
        ],
      },
    })
    .send();

/** Edits an active record; a deleted or missing one is a conditional failure. */
export async function updateOpcLaboratory(laboratoryId: number, fields: OpcLaboratoryFields): Promise<void> {
  await patch(laboratoryId, fields, false);
}

/** The soft delete of an active record; a deleted or missing one is a conditional failure. */
export async function deleteOpcLaboratory(laboratoryId: number, deletedAt = new Date().toISOString()): Promise<void> {
  await patch(laboratoryId, { deletedAt }, false);
}

/** The undo of the soft delete; a record not deleted (or missing) is a conditional failure. */
export async function restoreOpcLaboratory(laboratoryId: number): Promise<void> {
  await patch(laboratoryId, { deletedAt: $remove() as never }, true);
}
