/**
 * The product lookup of the returns dialogs (§3 "Product lookup result", §7): by national code
 * (six digits or seven with the check digit) or by EAN-13. The laboratory is the product's first
 * supplier (§3 "derived from the supplier"), else its laboratory.
 */
import { nationalCodeOf } from '../../../shared/erp/codes';
import type { ProductLookup } from '../../../shared/warehouse/returns';
import { getProduct, productsByNationalCode, type ProductItem } from '../data/entities/product';
import { productIdsByEan } from '../data/entities/product-barcode';
import { getParty } from '../data/parties';
import { productsById } from './records';

export type { ProductItem };

export async function productByCn(cn: string): Promise<ProductItem | null> {
  if (!/^\d{6,7}$/.test(cn)) return null;
  return (await productsByNationalCode(nationalCodeOf(cn.slice(0, 6)), 1))[0] ?? null;
}

export async function productByBarcode(ean: string): Promise<ProductItem | null> {
  if (!/^\d{8,14}$/.test(ean)) return null;
  const productId = (await productIdsByEan(ean, 1))[0];
  return productId === undefined ? null : ((await productsById([productId])).get(productId) ?? null);
}

export async function productById(id: number): Promise<ProductItem | null> {
  return getProduct(id);
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
