/** Warehouse set-up through the API (and the ERP's feed), shared by the warehouse specs. */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { ERP_INBOX_PREFIX } from '../../../functions/lib/erp/inbox';
import { SERVICE_OFFSETS } from '../../../infra/local/ports';
import type { CallAnswer } from '../../../shared/api/call';
import type { DistributionLine as Line, FreightShipmentRow, OutRow } from '../../../shared/warehouse/views';
import { apiCall, webUrl } from './api';

type DistributionLine = CallAnswer<'warehouse.distribution.products'>['data'][number];

/** Places one line of an incoming shipment on its sale (a mid), as the distribution screen does. */
export function placeLine(who: Page | string, line: DistributionLine) {
  const { shipment_in_line, shipment_in, sale_line, sale, party, product, lot, quantity } = line;
  return apiCall(who, 'warehouse.distribution.mids.create', {
    body: { shipment_in_line, shipment_in, sale_line, sale, party, product, lot, quantity },
  });
}

/** The stand-in's files bucket (infra/local/bootstrap.ts LOCAL_FILES_BUCKET, not imported: it loads the data layer). */
const FILES_BUCKET = 'portal-files';

/**
 * Sends ERP records as the ERP does (docs/erp-feed.md): a JSON Lines feed dropped into the files
 * bucket's inbox, which the stand-in loads with the loader Lambda's handler. The S3 emulator
 * listens at the web port plus its offset (infra/local/ports.ts); the loading is not awaited here.
 */
export async function dropErpFeed(name: string, records: readonly object[]): Promise<void> {
  const web = new URL(webUrl());
  // The SDK's Node 20 notice is for the product's README, not every test run (as in vitest.config.ts).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = new S3Client({
    endpoint: `${web.protocol}//${web.hostname}:${Number(web.port) + SERVICE_OFFSETS.s3 - SERVICE_OFFSETS.web}`,
    region: 'eu-west-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: FILES_BUCKET,
      Key: `${ERP_INBOX_PREFIX}${name}.jsonl`,
      Body: records.map((r) => JSON.stringify(r)).join('\n') + '\n',
      ContentType: 'application/x-ndjson',
    }),
  );
  s3.destroy();
}

/**
 * A pending shipment with a consignment that no test delivers: the seed's (the lowest id; the
 * logistics spec delivers the one it makes, in parallel), or one grouped here from two outs of the
 * last party that has two (the logistics spec takes the first party's).
 */
export async function pendingShipment(): Promise<FreightShipmentRow> {
  const pending = (await apiCall('warehouse', 'warehouse.logistics.shipments.pending')).data;
  const ready = pending.filter((s) => s.consignments.length > 0).sort((a, b) => a.id - b.id)[0];
  if (ready) return ready;
  const outs = (await apiCall('warehouse', 'warehouse.logistics.outs.index')).data;
  const byParty = new Map<number, OutRow[]>();
  for (const o of outs) byParty.set(o.party_obj.id, [...(byParty.get(o.party_obj.id) ?? []), o]);
  const pair = [...byParty.values()].findLast((group) => group.length >= 2);
  if (!pair) throw new Error('No party has two packed outs');
  const consignment = await apiCall('warehouse', 'warehouse.logistics.consignments.create', {
    body: { pallets: 1, weight: 12.5, outs: pair.slice(0, 2).map((o) => o.id) },
  });
  return (await apiCall('warehouse', 'warehouse.logistics.shipments.create', { body: { consignments: [consignment.data.id] } }))
    .data;
}

/** A shipment with a product of several lines (nothing is placed: the data stays as it was). */
export async function shipmentWithLines(): Promise<{ number: string; code: string; lines: Line[] }> {
  const shipments = (await apiCall('warehouse', 'warehouse.distribution.shipment_ins')).data;
  for (const s of shipments) {
    const lines = (await apiCall('warehouse', 'warehouse.distribution.products', { params: { number: s.number } })).data;
    const byProduct = new Map<number, Line[]>();
    for (const l of lines) byProduct.set(l.product, [...(byProduct.get(l.product) ?? []), l]);
    const several = [...byProduct.values()].find((group) => group.length >= 2);
    if (several && byProduct.size >= 3) return { number: s.number, code: several[0]!.product_obj.code, lines };
  }
  throw new Error('No seeded shipment has three products, one with two lines');
}
