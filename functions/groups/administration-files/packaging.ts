/**
 * Packaging import (§2, §3 packaging result, §7; docs/spec-decisions.md): each row names a product
 * by internal code or CN and gives its packaging. A product that had no packaging gets it
 * (inserted), one that had it gets the new values (updated), an unknown code is listed as not
 * found. Blank cells keep the stored value.
 */
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import type { PackagingRow } from '../../../shared/administration/views';
import { productsByAnyCode } from '../../lib/administration/products';
import { readUploadedSheet } from '../../lib/administration/sheet';
import { setProductPackaging } from '../../lib/data/entities/product';
import type { Request } from '../../lib/http/group-handler';
import { cellToNumber, cellToText } from '../../lib/sales-import/values';

type R = typeof administrationFileRoutes;

const COLUMNS = {
  code: { names: ['cn', 'codigo', 'código', 'codi', 'code', 'codigo nacional', 'código nacional'], type: 'text' as const },
  unitsPerBox: { names: ['unidades caja', 'unitats caixa', 'units per box', 'unidades por caja'], optional: true },
  boxesPerLayer: { names: ['cajas capa', 'caixes capa', 'boxes per layer', 'cajas por capa'], optional: true },
  layersPerPallet: { names: ['capas palet', 'capes palet', 'layers per pallet', 'capas por palet'], optional: true },
  grossWeightG: { names: ['peso bruto g', 'pes brut g', 'gross weight g', 'peso (g)'], optional: true },
  lengthMm: { names: ['largo mm', 'llarg mm', 'length mm'], optional: true },
  widthMm: { names: ['ancho mm', 'ample mm', 'width mm'], optional: true },
  heightMm: { names: ['alto mm', 'alt mm', 'height mm'], optional: true },
};
type Field = Exclude<keyof typeof COLUMNS, 'code'>;
const FIELDS: Field[] = ['unitsPerBox', 'boxesPerLayer', 'layersPerPallet', 'grossWeightG', 'lengthMm', 'widthMm', 'heightMm'];

export async function packagingImport({ body, caller }: Request<R['administration.packaging.import']>) {
  const sheet = await readUploadedSheet(body.file, caller, COLUMNS);
  const rows = sheet.rows
    .map((r) => ({ number: r.number, code: cellToText(r.values.code), values: r.values }))
    .filter((r) => r.code);
  const products = await productsByAnyCode(rows.map((r) => r.code));
  const result = {
    products_not_found: [] as PackagingRow[],
    products_updated: [] as PackagingRow[],
    products_inserted: [] as PackagingRow[],
  };
  for (const r of rows) {
    const p = products.get(r.code);
    if (!p) {
      result.products_not_found.push({ row: r.number, code: r.code, description: null });
      continue;
    }
    const had = FIELDS.some((f) => typeof p.packaging?.[f] === 'number');
    const packaging: Partial<Record<Field, number>> = { ...(p.packaging ?? {}) };
    for (const f of FIELDS) {
      const n = cellToNumber(r.values[f], { inferFromText: true, decimalComma: null });
      if (n !== null && n >= 0) packaging[f] = n;
    }
    await setProductPackaging(p.productId, packaging);
    (had ? result.products_updated : result.products_inserted).push({ row: r.number, code: r.code, description: p.description });
  }
  await sheet.consume();
  return { data: result };
}
