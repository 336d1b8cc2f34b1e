import { describe, expect, it } from 'vitest';
import { erpFeed, VOLUME_SHAPE } from './erp-feed';

interface Record {
  entity: string;
  sale_date?: string;
  purchase_order?: string | null;
  number?: string;
  date?: string;
}

describe('the synthetic ERP feed', () => {
  const records = [...erpFeed({ ...VOLUME_SHAPE, saleLines: 30_000, outs: 5_000, today: new Date('2026-11-25T08:00:00Z') })].map(
    (l) => JSON.parse(l) as Record,
  );

  it('serves a platform purchase order only with sales made on or after the order date', () => {
    const orderDate = new Map(records.filter((r) => r.entity === 'purchase_order').map((r) => [r.number!, r.date!]));
    const served = records.filter((r) => r.entity === 'sale' && r.purchase_order);
    expect(served.length).toBeGreaterThan(1000);
    const early = served.filter((s) => s.sale_date! < orderDate.get(s.purchase_order!)!);
    expect(early).toEqual([]);
  });

  it('spreads the sales over many of each platform’s orders', () => {
    const orders = new Set(records.filter((r) => r.entity === 'sale' && r.purchase_order).map((r) => r.purchase_order));
    expect(orders.size).toBeGreaterThan(500);
  });
});
