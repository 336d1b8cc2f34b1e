import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import type { TransactItems } from '../transact';

/**
 * A pending return line (ticketing-warehouse §3): a product a pharmacy gave back, waiting to be
 * processed into a tracking batch for its laboratory. The product is kept as it was looked up,
 * so the line reads the same if the ERP later changes the product. Pending lines are few (the
 * screen shows them all): one partition (gsi1), listed whole; processing deletes them.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface PendingReturnItem {
  returnId: number;
  productId: number;
  productCode: string;
  nationalCode?: string;
  description: string;
  ean13?: string[];
  listingPriceCents: number;
  quantity: number;
  lot?: string;
  defect: string;
  expiresAt?: string;
  /** The laboratory (product's supplier, else its laboratory); -1 when the product has none. */
  partyId: number;
  partyName: string;
  createdAt: string;
  createdBy: string;
}

const SORT = '$pendingreturn_1';
const GSI1_PARTITION = edbKey('$portal', []);

const PendingReturn = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'pendingReturn',
      table: toolboxTable(),
      schema: item({
        returnId: number().key(),
        productId: number(),
        productCode: string(),
        nationalCode: string().optional(),
        description: string(),
        ean13: list(string()).default(() => []),
        listingPriceCents: number(),
        quantity: number(),
        lot: string().optional(),
        defect: string(),
        expiresAt: string().optional(),
        partyId: number(),
        partyName: string(),
        createdAt: string(),
        createdBy: string(),
        // The `pending` index keys (every line, by id) and schema version.
        ...edbIndexKeys(1),
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ returnId }) => ({ pk: edbKey('$portal', [['returnid', returnId]]), sk: edbKey(SORT, []) }),
    }),
);

/** Every pending line, read `pageSize` at a time. */
export async function listPendingReturns(pageSize: number): Promise<PendingReturnItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [PendingReturn()],
    { index: 'gsi1', partition: GSI1_PARTITION, range: { beginsWith: `${SORT}#returnid_` } },
    { limit: pageSize, maxPages: Infinity },
  ).send();
  return Items;
}

export async function getPendingReturn(returnId: number): Promise<PendingReturnItem | null> {
  const { Item } = await new GetItemCommand(PendingReturn(), { returnId }).send();
  return Item ?? null;
}

/** Records a new line; an existing id fails conditionally. */
export async function createPendingReturn(line: PendingReturnItem): Promise<void> {
  await new PutItemCommand(PendingReturn(), {
    ...line,
    gsi1pk: GSI1_PARTITION,
    gsi1sk: edbKey(SORT, [['returnid', line.returnId]]),
  })
    .options({ condition: { attr: 'returnId', exists: false } })
    .send();
}

/**
 * Corrects a line in place (same id, created and creator kept by the caller); fails conditionally
 * when the line is gone (processed or deleted meanwhile).
 */
export async function replacePendingReturn(line: PendingReturnItem): Promise<void> {
  await new PutItemCommand(PendingReturn(), {
    ...line,
    gsi1pk: GSI1_PARTITION,
    gsi1sk: edbKey(SORT, [['returnid', line.returnId]]),
  })
    .options({ condition: { attr: 'returnId', exists: true } })
    .send();
}

/** Deletes a line (unconditionally). */
export async function deletePendingReturn(returnId: number): Promise<void> {
  await new DeleteItemCommand(PendingReturn(), { returnId }).send();
}

/** A line's delete for a transaction (no condition: the caller adds its own). */
export function pendingReturnDelete(returnId: number): NonNullable<TransactItems[number]['Delete']> {
  return new DeleteItemCommand(PendingReturn(), { returnId }).params();
}
