import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { writeItems } from '../batch';
import { putRequests, edbKey, toolboxTable } from '../toolbox';

/**
 * A sale of a laboratory's product to a pharmacy: the rows of the laboratory statistics export.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface LabSaleItem {
  /** The laboratory's party. */
  partyId: number;
  saleId: number;
  /** YYYY-MM-DD */
  saleDate: string;
  pharmacyCode: string;
  pharmacyName: string;
  /** National code (CN) of the product. */
  productCode: string;
  productName: string;
  units: number;
  amountCents: number;
}

const SERVICE = '$portal';
const SORT = '$labsale_1';
const partition = (partyId: number) => edbKey(SERVICE, [['partyid', partyId]]);

const LabSale = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'labSale',
      table: toolboxTable(),
      schema: item({
        partyId: number().key(),
        saleId: number().key(),
        saleDate: string().key(),
        pharmacyCode: string(),
        pharmacyName: string(),
        productCode: string(),
        productName: string(),
        units: number(),
        amountCents: number(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ partyId, saleDate, saleId }) => ({
        pk: partition(partyId),
        sk: edbKey(SORT, [
          ['saledate', saleDate],
          ['saleid', saleId],
        ]),
      }),
    }),
);

/**
 * A laboratory's sales whose sort key lies between the two dates' (a `between` on
 * saleDate: `to` itself falls outside, as its sales sort after the bare date), by date.
 */
export async function labSalesBetween(partyId: number, from: string, to: string): Promise<LabSaleItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [LabSale()],
    {
      partition: partition(partyId),
      range: { between: [edbKey(SORT, [['saledate', from]]), edbKey(SORT, [['saledate', to]])] },
    },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** Puts sales whole (unconditionally), in batches, `concurrency` at once. */
export async function putLabSales(sales: readonly LabSaleItem[], concurrency = 1): Promise<void> {
  await writeItems(putRequests(LabSale(), sales), { concurrency });
}
