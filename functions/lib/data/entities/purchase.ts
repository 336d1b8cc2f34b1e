import { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * A pharmacy's purchase (an order invoiced through the group): the quarterly bars add these up.
 * Callers see only the declared type and functions: toolbox's types are worked out here once (see
 * warehouse-send.ts). Items and keys keep the table's format (toolbox.ts; purchase.test.ts).
 */
export interface PurchaseItem {
  partyId: number;
  purchaseId: number;
  /** YYYY-MM-DD */
  purchaseDate: string;
  amountCents: number;
}

const SORT = '$purchase_1';
const partition = (partyId: number) => edbKey('$portal', [['partyid', partyId]]);

const Purchase = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'purchase',
      table: toolboxTable(),
      schema: item({
        partyId: number().key(),
        purchaseId: number().key(),
        purchaseDate: string().key(),
        amountCents: number(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ partyId, purchaseDate, purchaseId }) => ({
        pk: partition(partyId),
        sk: edbKey(SORT, [
          ['purchasedate', purchaseDate],
          ['purchaseid', purchaseId],
        ]),
      }),
    }),
);

/** A party's purchases dated in a year. */
export async function purchasesOfYear(partyId: number, year: number): Promise<PurchaseItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Purchase()],
    { partition: partition(partyId), range: { beginsWith: edbKey(SORT, [['purchasedate', `${year}-`]]) } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Writes a purchase (unconditional). */
export async function putPurchase(p: PurchaseItem): Promise<void> {
  await new PutItemCommand(Purchase(), p).send();
}
