/**
 * Reads of the ERP records the warehouse screens join: each a BatchGet by primary key (in calls of
 * 100, see data/batch.ts), returned as a map by id. Unknown ids are simply absent.
 */
import { getConsignmentOuts } from '../data/entities/consignment';
import { getLots } from '../data/entities/lot';
import { getParties } from '../data/entities/party';
import { getProducts } from '../data/entities/product';
import { getSales } from '../data/entities/sale';
import { getSaleLines } from '../data/entities/sale-line';
import { getShipmentIns } from '../data/entities/shipment-in';
import { getShipmentOuts } from '../data/entities/shipment-out';

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
    async (k) => ({ data: await getParties(k, BATCH_CONCURRENCY) }),
    (p) => p.partyId,
  );
export const productsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    async (k) => ({ data: await getProducts(k, BATCH_CONCURRENCY) }),
    (p) => p.productId,
  );
export const salesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    async (k) => ({ data: await getSales(k, BATCH_CONCURRENCY) }),
    (s) => s.saleId,
  );
export const saleLinesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    async (k) => ({ data: await getSaleLines(k, BATCH_CONCURRENCY) }),
    (s) => s.saleLineId,
  );
export const lotsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) => getLots(k, BATCH_CONCURRENCY).then((data) => ({ data })),
    (l) => l.lotId,
  );
export const shipmentInsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) => getShipmentIns(k, BATCH_CONCURRENCY).then((data) => ({ data })),
    (s) => s.shipmentInId,
  );
export const outsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) => getShipmentOuts(k, { concurrency: BATCH_CONCURRENCY }).then((data) => ({ data })),
    (o) => o.outId,
  );
/** Outs without their lines: what the lists show of an out (number and sale). */
export const outHeadsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      getShipmentOuts(k, { concurrency: BATCH_CONCURRENCY, attributes: ['outId', 'number', 'saleId'] }).then((data) => ({
        data,
      })),
    (o) => o.outId,
  );
/** Which consignment each out is in (absent: none). */
export const consignmentOfOuts = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    async (k) => ({ data: await getConsignmentOuts(k, { concurrency: BATCH_CONCURRENCY }) }),
    (l) => l.outId,
  );
