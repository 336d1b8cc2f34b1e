/** Product lookups the administration screens share: by internal code or national code, and the whole catalog. */
import {
  getProducts,
  productListRows,
  productsByCode,
  productsByNationalCode,
  productsUpdatedAt,
  type ProductItem,
} from '../data/entities/product';

export type { ProductItem };
/** The catalog reads the product list index (compact rows), never every product record. */
export { productListRows, productsUpdatedAt };

/** A product by internal code (xf) first, else by national code (CN): how sales rows name it. */
export async function productByAnyCode(code: string): Promise<ProductItem | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const byCode = (await productsByCode(trimmed))[0];
  if (byCode) return byCode;
  return (await productsByNationalCode(trimmed))[0] ?? null;
}

/** The same for many codes at once, each looked up once. */
export async function productsByAnyCode(codes: Iterable<string>, parallel = 8): Promise<Map<string, ProductItem | null>> {
  const unique = [...new Set(codes)];
  const found = new Map<string, ProductItem | null>();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < unique.length; i = next++) found.set(unique[i]!, await productByAnyCode(unique[i]!));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, unique.length) }, worker));
  return found;
}

/**
 * Up to `limit` products that have a laboratory, lowest ids first (the local demo seed's sales): the
 * list index's compact rows, then those records by id. Never a scan: on a data dir at the group's
 * volume a scan of the table ran DynamoDB Local out of heap when the demo seed ran again.
 */
export async function productsWithLaboratory(limit: number): Promise<ProductItem[]> {
  const ids = (await productListRows())
    .filter((r) => r.laboratoryId)
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .slice(0, limit);
  return (await getProducts(ids)).sort((a, b) => a.productId - b.productId);
}
