import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable, rawEntity, type RawEntity } from '../toolbox';
import { writeItems } from '../batch';

/**
 * An invoice or credit note the group issued to a pharmacy (its party), with its PDF in the files
 * bucket. Amounts in cents, VAT included; credit notes are negative. Callers see only the declared
 * type and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface InvoiceItem {
  invoiceId: number;
  partyId: number;
  /** YYYY-MM-DD */
  invoiceDate: string;
  document: 'invoice' | 'credit';
  number: string;
  amountCents: number;
  pdfKey: string;
  /** The ERP's updated_at of the stored version, when the ERP feed wrote it. */
  erpUpdatedAt?: string;
}

const SORT = '$invoice_1';
const byParty = (partyId: number) => edbKey('$portal', [['partyid', partyId]]);

const schema = item({
  invoiceId: number().key(),
  partyId: number(),
  invoiceDate: string(),
  document: string().enum('invoice', 'credit'),
  number: string(),
  amountCents: number(),
  pdfKey: string(),
  erpUpdatedAt: string().optional(),
  // The table's schema-version marker (toolbox.ts).
  __edb_v__: string().const('1').hidden(),
}).and((_schema) => ({
  // byParty (gsi1): a party's invoices by date.
  gsi1pk: string()
    .hidden()
    .link<typeof _schema>(({ partyId }) => byParty(partyId)),
  gsi1sk: string()
    .hidden()
    .link<typeof _schema>(({ invoiceDate, invoiceId }) =>
      edbKey(SORT, [
        ['invoicedate', invoiceDate],
        ['invoiceid', invoiceId],
      ]),
    ),
}));

const Invoice = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'invoice',
      table: toolboxTable(),
      schema,
      timestamps: false,
      computeKey: ({ invoiceId }) => ({ pk: edbKey('$portal', [['invoiceid', invoiceId]]), sk: edbKey(SORT, []) }),
    }),
);

export async function getInvoice(invoiceId: number): Promise<InvoiceItem | null> {
  const { Item } = await new GetItemCommand(Invoice(), { invoiceId }).send();
  return Item ?? null;
}

/** A party's invoices (of one year when given), oldest first. */
export async function listPartyInvoices(partyId: number, year?: number): Promise<InvoiceItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Invoice()],
    {
      index: 'gsi1',
      partition: byParty(partyId),
      range: { beginsWith: year ? edbKey(SORT, [['invoicedate', `${year}-`]]) : `${SORT}#invoicedate_` },
    },
    { maxPages: Infinity },
  ).send();
  return Items;
}

/** The whole stored item of an invoice (keys, index keys and markers). */
const rawItem = (invoice: InvoiceItem) => new PutItemCommand(Invoice(), invoice).params().Item!;

/** Puts invoices unconditionally, in batches. */
export async function putInvoices(invoices: InvoiceItem[], concurrency = 4): Promise<void> {
  await writeItems(
    invoices.map((i) => ({ PutRequest: { Item: rawItem(i) } })),
    { concurrency },
  );
}

/** The ERP loader's view of invoices (functions/lib/erp/entities.ts). */
export const invoiceRecords: RawEntity = rawEntity(
  Invoice,
  (invoiceId) => new GetItemCommand(Invoice(), { invoiceId }).params().Key!,
);
