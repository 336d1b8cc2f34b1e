/**
 * Reads of the ERP records the warehouse screens join: each a BatchGet by primary key (ElectroDB
 * splits it into calls of 100), returned as a map by id. Unknown ids are simply absent.
 */
import { getConsignmentOuts } from '../data/entities/consignment';
import { Lot } from '../data/entities/lot';
import { Party } from '../data/entities/party';
import { Product } from '../data/entities/product';
import { Sale } from '../data/entities/sale';
import { SaleLine } from '../data/entities/sale-line';
import { ShipmentIn } from '../data/entities/shipment-in';
import { ShipmentOut } from '../data/entities/shipment-out';

/**
 * BatchGets of 100 keys in flight at once per join. The lists join a few thousand keys (20-30
 * calls); more in flight shortens the list's answer without nearing the table's read capacity.
 */
const BATCH_CONCURRENCY = 10;

const distinct = (ids: Iterable<number | null | undefined>) => [...new Set([...ids].filter((id): id is number => id != null))];

async function byId<T>(ids: number[], load: (ids: number[]) => Promise<{ data: T[] }>, idOf: (t: T) => number) {
  if (!ids.length) return new Map<number, T>();
  const { data } = await load(ids);
  return new Map(data.map((t) => [idOf(t), t]));
}

export const partiesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Party()
        .get(k.map((partyId) => ({ partyId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (p) => p.partyId,
  );
export const productsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Product()
        .get(k.map((productId) => ({ productId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (p) => p.productId,
  );
export const salesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Sale()
        .get(k.map((saleId) => ({ saleId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (s) => s.saleId,
  );
export const saleLinesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      SaleLine()
        .get(k.map((saleLineId) => ({ saleLineId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (s) => s.saleLineId,
  );
export const lotsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Lot()
        .get(k.map((lotId) => ({ lotId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (l) => l.lotId,
  );
export const shipmentInsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      ShipmentIn()
        .get(k.map((shipmentInId) => ({ shipmentInId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (s) => s.shipmentInId,
  );
export const outsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      ShipmentOut()
        .get(k.map((outId) => ({ outId })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    (o) => o.outId,
  );
/** Outs without their lines: what the lists show of an out (number and sale). */
export const outHeadsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      ShipmentOut()
        .get(k.map((outId) => ({ outId })))
        .go({ concurrency: BATCH_CONCURRENCY, attributes: ['outId', 'number', 'saleId'] }),
    (o) => o.outId,
  );
/** Which consignment each out is in (absent: none). */
export const consignmentOfOuts = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    async (k) => ({ data: await getConsignmentOuts(k, { concurrency: BATCH_CONCURRENCY }) }),
    (l) => l.outId,
  );
