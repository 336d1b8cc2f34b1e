import { beforeAll, describe, expect, it } from 'vitest';
import { demoShape } from '../../../infra/local/seed/erp';
import { erpFeed } from '../../../infra/local/seed/erp-feed';
import { ERP_ENTITIES, type ErpEntity, type ErpRecord } from '../../../shared/erp/feed';
import { ERP_STORES } from './entities';
import { parseLine } from './loader';

/** As the wire sees an item: the document client drops undefined values, at any depth. */
const wire = (item: Record<string, unknown>) => JSON.parse(JSON.stringify(item)) as unknown;

/** What the loader stores for a record (its attributes, version and derived attributes). */
function attributesOf(record: ErpRecord, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const store = ERP_STORES[record.entity] as (typeof ERP_STORES)[ErpEntity];
  const item: Record<string, unknown> = { ...(store.attributes as (r: ErpRecord) => Record<string, unknown>)(record), ...extra };
  item.erpUpdatedAt = '2026-11-20T08:00:00.000Z';
  return { ...item, ...store.derived?.(item) };
}

/** Records the demo feed has none of (parties come from the demo seed, invoices from their own feed). */
const more = [
  { entity: 'party', id: 9001, updated_at: '2026-11-20T08:00:00Z', code: '900001', name: 'Farmàcia Nova', kind: 'pharmacy' },
  {
    entity: 'party',
    id: 9002,
    updated_at: '2026-11-20T08:00:00Z',
    code: '900002',
    name: 'Laboratoris Fred',
    kind: 'laboratory',
    phone: '930000000',
    employees: [
      { name: 'Anna', email: 'anna@example.com' },
      { name: 'Pere', phone: '600000000' },
    ],
    cold_chain: true,
  },
  {
    entity: 'invoice',
    id: 9003,
    updated_at: '2026-11-20T08:00:00Z',
    party_id: 9001,
    date: '2026-11-03',
    document: 'invoice',
    number: 'FV 26/001',
    amount: 123.45,
    pdf_file: 'fv26001.pdf',
  },
].map((r) => JSON.stringify(r));

describe("the ERP loader's stored items, built without toolbox's parser", () => {
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'portal';
  });
  const records = [...erpFeed(demoShape(new Date('2026-11-20T08:00:00Z'))), ...more]
    .map((line) => parseLine(line))
    .flatMap((r) => ('record' in r ? [r.record] : []));
  const byEntity = new Map<ErpEntity, ErpRecord[]>();
  for (const record of records) (byEntity.get(record.entity) ?? byEntity.set(record.entity, []).get(record.entity)!).push(record);

  it.each(ERP_ENTITIES.map((e) => [e]))('%s: the same item as toolbox builds', (entity) => {
    const sample = byEntity.get(entity) ?? [];
    expect(sample.length).toBeGreaterThan(0);
    const { entity: raw } = ERP_STORES[entity];
    for (const record of sample.slice(0, 200)) {
      const attributes = attributesOf(record);
      expect(wire(raw.item(attributes))).toEqual(wire(raw.parsedItem(attributes)));
    }
  });

  it('keeps the portal-owned values and drops what the schema does not hold', () => {
    const product = byEntity.get('product')![0]!;
    const packaging = {
      unitsPerBox: 6,
      boxesPerLayer: 4,
      layersPerPallet: 5,
      grossWeightG: 100,
      lengthMm: 1,
      widthMm: 2,
      heightMm: 3,
    };
    const attributes = attributesOf(product, { packaging, notInTheSchema: 'x' });
    const item = ERP_STORES.product.entity.item(attributes);
    expect(item.packaging).toEqual(packaging);
    expect(item).not.toHaveProperty('notInTheSchema');
    expect(wire(item)).toEqual(wire(ERP_STORES.product.entity.parsedItem(attributes)));
  });
});
