/** Distributors and brands (§3): small lists, read whole from one partition each. */
import type { Brand, Distributor } from '../../../shared/sales-import/views';
import { getParty } from '../data/parties';
import type { Profile } from './profile-reader';
import { getItem, idKey, K, queryAll } from './store';

export interface DistributorItem extends Profile {
  pk: string;
  sk: string;
  id: number;
  name: string;
  party_id: number;
  header: string[] | null;
}

export const getDistributor = (id: number) => getItem<DistributorItem>(K.distributors, idKey(id));
export const listDistributorItems = () => queryAll<DistributorItem>(K.distributors);

export async function distributorView(d: DistributorItem): Promise<Distributor> {
  const party = await getParty(d.party_id);
  return {
    id: d.id,
    name: d.name,
    party_id: d.party_id,
    party: party ? { id: party.partyId, code: party.code, name: party.name } : null,
    sheet: d.sheet,
    first_row: d.first_row,
    date: d.date,
    customer: d.customer,
    delivery_note: d.delivery_note,
    product_code: d.product_code,
    description: d.description,
    price: d.price,
    quantity: d.quantity,
    date_format: d.date_format,
    header: d.header ?? null,
  };
}

export interface BrandItem {
  pk: string;
  sk: string;
  id: number;
  name: string;
}
export const getBrand = (id: number) => getItem<BrandItem>(K.brands, idKey(id));
export const listBrands = async (): Promise<Brand[]> =>
  (await queryAll<BrandItem>(K.brands))
    .map((b) => ({ id: b.id, name: b.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ca'));
