/**
 * Imported sales kept for good: every row a finished sales import staged, and every manual sale,
 * as one item month-partitioned per laboratory (writes spread over partitions), also indexed per
 * laboratory by date (gsi1), so the labs statistics read any range with one key-range query
 * (keys in ./keys.ts).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import { scanItems } from '../data/raw-params';
import { queryAll, writeMany } from '../sales-import/store';
import { AK } from './keys';
import { productsByAnyCode } from './products';

export interface ImportedSale {
  pk: string;
  sk: string;
  /** The laboratory's date index (gsi1): AK.labSales(laboratoryId) / sk. */
  gsi1pk: string;
  gsi1sk: string;
  /** YYYY-MM-DD */
  date: string;
  source: 'import' | 'manual';
  distributorId: number | null;
  brandId: number | null;
  customer: string;
  delivery_note: string;
  product_code: string;
  /** The product record found for the row (internal code, CN), when one is. */
  productId: number | null;
  xf: string | null;
  national_code: string | null;
  description: string;
  /** Unit price in euros. */
  price: number;
  quantity: number;
  notes: string | null;
  laboratoryId: number | null;
}

export type SaleInput = Omit<
  ImportedSale,
  'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'productId' | 'national_code' | 'laboratoryId' | 'xf'
> & {
  xf?: string | null;
  /** Names the write (an import's key, a manual batch's id) so a retry overwrites its own rows. */
  batch: string;
  row: number;
};

/** The items of sale rows, their product and laboratory looked up by code (xf, then CN). */
export async function saleItems(rows: SaleInput[]): Promise<ImportedSale[]> {
  const products = await productsByAnyCode(rows.map((r) => r.xf || r.product_code));
  return rows.map(({ batch, row, ...r }) => {
    const p = products.get(r.xf || r.product_code) ?? null;
    const laboratoryId = p?.laboratoryId ?? null;
    const sk = `${r.date}#${r.source}#${batch}#${String(row).padStart(7, '0')}`;
    return {
      ...r,
      pk: AK.sales(laboratoryId, r.date.slice(0, 7)),
      sk,
      gsi1pk: AK.labSales(laboratoryId),
      gsi1sk: sk,
      productId: p?.productId ?? null,
      xf: p?.code ?? r.xf ?? null,
      national_code: p?.nationalCode ?? null,
      laboratoryId,
    };
  });
}

export async function writeSales(items: ImportedSale[]): Promise<void> {
  await writeMany(items.map((put) => ({ put: { ...put } })));
}

/**
 * A laboratory's imported sales dated from (inclusive) to (exclusive), optionally of some
 * distributors: one key-range query on the laboratory's date index, whatever the range
 * (1900-01-01 to today was 1,523 month queries, nearly all of empty partitions).
 */
export async function salesOfLaboratory(lab: number, from: string, to: string, distributors: number[]): Promise<ImportedSale[]> {
  const wanted = new Set(distributors);
  const items = await queryAll<ImportedSale>(AK.labSales(lab), undefined, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    // '#' sorts before every digit: `${to}#` ends before the first row of day `to`.
    ExpressionAttributeValues: { ':pk': AK.labSales(lab), ':from': `${from}#`, ':to': `${to}#` },
  });
  // The index gives date order, then source, batch and row (the sort key).
  return items.filter((i) => i.date >= from && i.date < to && (wanted.size === 0 || wanted.has(i.distributorId ?? -1)));
}

/**
 * Gives imported sales written before the date index their gsi1 keys (scripts/migrate-lab-sales.ts).
 * Idempotent; returns how many it updated.
 */
export async function backfillLabSalesIndex(): Promise<number> {
  let done = 0;
  const unindexed = scanItems({
    FilterExpression: 'begins_with(pk, :p) AND attribute_not_exists(gsi1pk)',
    ExpressionAttributeValues: { ':p': '$sale#lab#' },
    ProjectionExpression: 'pk, sk, laboratoryId',
  });
  for await (const raw of unindexed) {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': AK.labSales((raw.laboratoryId as number | null) ?? null), ':sk': raw.sk },
      }),
    );
    done++;
  }
  return done;
}
