/**
 * Reads of the ERP records the warehouse screens join: each a BatchGet by primary key (ElectroDB
 * splits it into calls of 100), returned as a map by id. Unknown ids are simply absent.
 */
import { Lot } from '../data/entities/lot';
import { Party } from '../data/entities/party';
import { Product } from '../data/entities/product';
import { Sale } from '../data/entities/sale';
import { SaleLine } from '../data/entities/sale-line';

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
        .go(),
    (p) => p.partyId,
  );
export const productsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Product()
        .get(k.map((productId) => ({ productId })))
        .go(),
    (p) => p.productId,
  );
export const salesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Sale()
        .get(k.map((saleId) => ({ saleId })))
        .go(),
    (s) => s.saleId,
  );
export const saleLinesById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      SaleLine()
        .get(k.map((saleLineId) => ({ saleLineId })))
        .go(),
    (s) => s.saleLineId,
  );
export const lotsById = (ids: Iterable<number | null | undefined>) =>
  byId(
    distinct(ids),
    (k) =>
      Lot()
        .get(k.map((lotId) => ({ lotId })))
        .go(),
    (l) => l.lotId,
  );
