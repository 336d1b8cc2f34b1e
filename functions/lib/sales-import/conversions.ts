/**
 * Product (convert_cn) and customer (convert_pf) conversions. Each is keyed by its code in one
 * partition, so the code is unique by construction and the list pages in code order; a counter
 * item kept in the same transactions gives the unfiltered total.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomerConversion, ProductConversion } from '../../../shared/sales-import/views';
import { dynamo } from '../aws';
import { nextId } from '../data/counters';
import { env } from '../env';
import { getItem, idKey, isConditionFailure, K, queryAll, update } from './store';

export type ConversionKind = 'cn' | 'pf';

const PARTITION = { cn: K.cnConversions, pf: K.pfConversions } as const;
const BY_ID = { cn: K.cnById, pf: K.pfById } as const;
export const COUNT_SK = '~count';

export interface ProductConversionItem extends ProductConversion {
  pk: string;
  sk: string;
}
export interface CustomerConversionItem extends CustomerConversion {
  pk: string;
  sk: string;
}
type ItemOf<T extends ConversionKind> = T extends 'cn' ? ProductConversionItem : CustomerConversionItem;
type BodyOf<T extends ConversionKind> = T extends 'cn' ? Omit<ProductConversion, 'id'> : Omit<CustomerConversion, 'id'>;

const codeOf = <T extends ConversionKind>(kind: T, body: BodyOf<T>) =>
  kind === 'cn' ? (body as Omit<ProductConversion, 'id'>).cn : (body as Omit<CustomerConversion, 'id'>).customer_code;

export function productView(i: ProductConversionItem): ProductConversion {
  return { id: i.id, cn: i.cn, xf: i.xf, description: i.description ?? null };
}
export function customerView(i: CustomerConversionItem): CustomerConversion {
  return { id: i.id, customer_code: i.customer_code, sl_code: i.sl_code, sl: i.sl, pf_code: i.pf_code };
}

export async function getConversionById<T extends ConversionKind>(kind: T, id: number): Promise<ItemOf<T> | null> {
  const [hit] = await queryAll<ItemOf<T>>(BY_ID[kind], undefined, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :id',
    ExpressionAttributeValues: { ':pk': BY_ID[kind], ':id': idKey(id) },
  });
  return hit ?? null;
}

export const getConversionByCode = <T extends ConversionKind>(kind: T, code: string) => getItem<ItemOf<T>>(PARTITION[kind], code);

function itemOf<T extends ConversionKind>(kind: T, id: number, body: BodyOf<T>): Record<string, unknown> {
  const code = codeOf(kind, body);
  return {
    pk: PARTITION[kind],
    sk: code,
    gsi1pk: BY_ID[kind],
    gsi1sk: idKey(id),
    id,
    ...(kind === 'cn' ? { description: null } : {}),
    ...body,
  };
}

const counter = (kind: ConversionKind, delta: number) => ({
  Update: {
    TableName: env.tableName(),
    Key: { pk: PARTITION[kind], sk: COUNT_SK },
    UpdateExpression: 'ADD #n :d',
    ExpressionAttributeNames: { '#n': 'rows' },
    ExpressionAttributeValues: { ':d': delta },
  },
});

/** Creates conversions all at once (one transaction of up to 50); false when a code exists already. */
export async function createConversions<T extends ConversionKind>(kind: T, bodies: BodyOf<T>[]): Promise<ItemOf<T>[] | false> {
  const items = [];
  for (const body of bodies) items.push(itemOf(kind, await nextId(`si-${kind}-conversion`), body));
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ...items.map((Item) => ({
            Put: { TableName: env.tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
          })),
          counter(kind, items.length),
        ],
      }),
    );
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  return items as unknown as ItemOf<T>[];
}

/**
 * Creates any number of conversions, all or nothing: in transactions of 50, and when one is
 * refused (a code taken meanwhile) the batches before it are taken back. False when refused.
 */
export async function createAllConversions<T extends ConversionKind>(kind: T, bodies: BodyOf<T>[]): Promise<ItemOf<T>[] | false> {
  const done: ItemOf<T>[] = [];
  for (let i = 0; i < bodies.length; i += 50) {
    const created = await createConversions(kind, bodies.slice(i, i + 50));
    if (created === false) {
      await removeCreatedConversions(kind, done);
      return false;
    }
    done.push(...created);
  }
  return done;
}

/** Takes back conversions just created, each only while it is still the one created. */
async function removeCreatedConversions(kind: ConversionKind, items: { sk: string; id: number }[]) {
  for (let i = 0; i < items.length; i += 50) {
    const slice = items.slice(i, i + 50);
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ...slice.map((item) => ({
            Delete: {
              TableName: env.tableName(),
              Key: { pk: PARTITION[kind], sk: item.sk },
              ConditionExpression: 'id = :id',
              ExpressionAttributeValues: { ':id': item.id },
            },
          })),
          counter(kind, -slice.length),
        ],
      }),
    );
  }
}

/** Updates one conversion; a changed code moves it (false when the new code is taken). */
export async function updateConversion<T extends ConversionKind>(
  kind: T,
  current: ItemOf<T>,
  body: BodyOf<T>,
): Promise<ItemOf<T> | false> {
  const item = itemOf(kind, current.id, body);
  const moved = current.sk !== item.sk;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ...(moved
            ? [
                {
                  Delete: {
                    TableName: env.tableName(),
                    Key: { pk: current.pk, sk: current.sk },
                    ConditionExpression: 'id = :id',
                    ExpressionAttributeValues: { ':id': current.id },
                  },
                },
              ]
            : []),
          {
            Put: {
              TableName: env.tableName(),
              Item: item,
              ConditionExpression: moved ? 'attribute_not_exists(pk)' : 'id = :id',
              ...(moved ? {} : { ExpressionAttributeValues: { ':id': current.id } }),
            },
          },
        ],
      }),
    );
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  return item as unknown as ItemOf<T>;
}

/** Upserts rows by code (an import): new codes get ids, existing ones keep theirs. */
export async function upsertConversions<T extends ConversionKind>(
  kind: T,
  bodies: BodyOf<T>[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  for (const body of bodies) {
    const existing = await getConversionByCode(kind, codeOf(kind, body));
    if (existing) {
      if ((await updateConversion(kind, existing, body)) !== false) updated++;
    } else if ((await createConversions(kind, [body])) !== false) created++;
  }
  return { created, updated };
}

export async function conversionCount(kind: ConversionKind): Promise<number> {
  return (await getItem<{ rows?: number }>(PARTITION[kind], COUNT_SK))?.rows ?? 0;
}

/** Moves the counter to the real count (after a seed or a bulk load). */
export async function setConversionCount(kind: ConversionKind, rows: number) {
  await update(PARTITION[kind], COUNT_SK, 'SET #n = :n', { ':n': rows }, { '#n': 'rows' });
}

export { PARTITION as CONVERSION_PARTITION };
