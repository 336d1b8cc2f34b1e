/**
 * Distributors and brands (§2 config screen, §3, §5: every distributor field required, the id
 * chosen by the user and changeable on edit). A changed id moves the distributor; staged rows and
 * past loads keep the id they were read with.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import type { Brand, Distributor } from '../../../shared/sales-import/views';
import { dynamo } from '../../lib/aws';
import { nextId } from '../../lib/data/counters';
import { getParty } from '../../lib/data/parties';
import { env } from '../../lib/env';
import { invalid, notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import {
  distributorView,
  getBrand,
  getDistributor,
  listBrands,
  listDistributorItems,
  type DistributorItem,
} from '../../lib/sales-import/distributors';
import { normalizeHeader } from '../../lib/files/spreadsheet/cells';
import { idKey, isConditionFailure, K, putItem } from '../../lib/sales-import/store';

type R = typeof salesImportRoutes;
type DistributorBody = Request<R['sales_import.distributors.store']>['body'];

export async function distributorsIndex(): Promise<{ data: Distributor[] }> {
  const items = await listDistributorItems();
  const views = await Promise.all(items.map(distributorView));
  return { data: views.sort((a, b) => a.name.localeCompare(b.name, 'ca')) };
}

async function checkParty(partyId: number) {
  if (!(await getParty(partyId))) throw invalid('party_id', 'validation.exists');
}

const itemOf = ({ header: _sample, ...body }: DistributorBody, header: string[] | null): DistributorItem => ({
  pk: K.distributors,
  sk: idKey(body.id),
  ...body,
  header,
});

/** A sample's header, as the file reader will see it (normalised, trailing blanks dropped). */
function sampleHeader(body: DistributorBody): string[] | null {
  const out = (body.header ?? []).map((c) => normalizeHeader(c));
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.length ? out : null;
}

export async function distributorsStore({ body }: Request<R['sales_import.distributors.store']>) {
  await checkParty(body.party_id);
  const item = itemOf(body, sampleHeader(body));
  try {
    await putItem(item as unknown as Record<string, unknown>, { expression: 'attribute_not_exists(pk)' });
  } catch (e) {
    if (isConditionFailure(e)) throw invalid('id', 'validation.distributor_exists');
    throw e;
  }
  return reply(201, { data: await distributorView(item) });
}

export async function distributorsUpdate({ params, body }: Request<R['sales_import.distributors.update']>) {
  const current = await getDistributor(params.id);
  if (!current) throw notFound();
  await checkParty(body.party_id);
  // A profile whose sheet or columns change forgets the remembered header: the next file sets it.
  const sameLayout =
    current.sheet === body.sheet &&
    current.first_row === body.first_row &&
    (['date', 'customer', 'delivery_note', 'product_code', 'description', 'price', 'quantity'] as const).every(
      (c) => current[c] === body[c],
    );
  // A profile mapped from a sample remembers that sample's header.
  const item = itemOf(body, sampleHeader(body) ?? (sameLayout ? (current.header ?? null) : null));
  const moved = body.id !== current.id;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ...(moved ? [{ Delete: { TableName: env.tableName(), Key: { pk: current.pk, sk: current.sk } } }] : []),
          {
            Put: {
              TableName: env.tableName(),
              Item: item,
              ...(moved ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
            },
          },
        ],
      }),
    );
  } catch (e) {
    if (isConditionFailure(e)) throw invalid('id', 'validation.distributor_exists');
    throw e;
  }
  return { data: await distributorView(item) };
}

export async function brandsIndex(): Promise<{ data: Brand[] }> {
  return { data: await listBrands() };
}

export async function brandsStore({ body }: Request<R['sales_import.brands.store']>) {
  const id = await nextId('si-brand');
  await putItem({ pk: K.brands, sk: idKey(id), id, name: body.name });
  return reply(201, { data: { id, name: body.name } });
}

export async function brandsUpdate({ params, body }: Request<R['sales_import.brands.update']>): Promise<{ data: Brand }> {
  const current = await getBrand(params.id);
  if (!current) throw notFound();
  await putItem({ ...current, name: body.name });
  return { data: { id: current.id, name: body.name } };
}
