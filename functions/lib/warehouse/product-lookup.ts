/**
 * The product lookup of the returns dialogs (§3 "Product lookup result", §7): by national code
 * (six digits or seven with the check digit) or by EAN-13. The laboratory is the product's first
 * supplier (§3 "derived from the supplier"), else its laboratory.
 */
import type { EntityItem } from 'electrodb';
import { nationalCodeOf } from '../../../shared/erp/codes';
import type { ProductLookup } from '../../../shared/warehouse/returns';
import { Product } from '../data/entities/product';
import { ProductBarcode } from '../data/entities/product-barcode';
import { getParty } from '../data/parties';
import { productsById } from './records';

export type ProductItem = EntityItem<ReturnType<typeof Product>>;

export async function productByCn(cn: string): Promise<ProductItem | null> {
  if (!/^\d{6,7}$/.test(cn)) return null;
  const { data } = await Product()
    .query.byNationalCode({ nationalCode: nationalCodeOf(cn.slice(0, 6)) })
    .go({ limit: 1 });
  return data[0] ?? null;
}

export async function productByBarcode(ean: string): Promise<ProductItem | null> {
  if (!/^\d{8,14}$/.test(ean)) return null;
  const productId = (await ProductBarcode().query.byEan({ ean }).go({ limit: 1 })).data[0]?.productId;
  return productId === undefined ? null : ((await productsById([productId])).get(productId) ?? null);
}

export async function productById(id: number): Promise<ProductItem | null> {
  return (await Product().get({ productId: id }).go()).data;
}

/** The laboratory a product is returned to: id -1 when it has none (§3). */
export async function laboratoryOfProduct(p: ProductItem): Promise<{ id: number; name: string }> {
  const id = p.supplierIds?.[0] ?? p.laboratoryId;
  const party = id ? await getParty(id) : null;
  return party ? { id: party.partyId, name: party.name } : { id: -1, name: '' };
}

export async function lookupView(p: ProductItem): Promise<ProductLookup> {
  const lab = await laboratoryOfProduct(p);
  return {
    id: p.productId,
    code: p.code,
    national_code: p.nationalCode ?? null,
    description: p.description,
    ean13: p.ean13 ?? [],
    template: { id: p.templateId },
    listing_price: p.listingPriceCents / 100,
    laboratory: lab.id === -1 ? null : lab,
  };
}
