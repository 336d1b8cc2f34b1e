/**
 * GET /api/guest/laboratory/statistics/export?from&to: the caller's laboratory's sales from
 * (included) to (excluded) as an xlsx, named with the range.
 */
import type { guestLaboratoryRoutes } from '../../../shared/api/routes/guest-laboratory';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { labSalesBetween, type LabSaleItem } from '../../lib/data/entities/lab-sale';
import { exportFile } from '../../lib/files/exports';
import { CONTENT_TYPES } from '../../lib/files/upload';
import { forbidden } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../../lib/spreadsheets';

type Sale = LabSaleItem;

/** Sales of one laboratory with from <= date < to, by date. */
export async function laboratorySales(partyId: number, from: string, to: string): Promise<Sale[]> {
  const data = await labSalesBetween(partyId, from, to);
  return data.filter((s) => s.saleDate >= from && s.saleDate < to);
}

const headers = {
  ca: ['Data', 'Codi farmàcia', 'Farmàcia', 'CN', 'Producte', 'Unitats', 'Import (€)'],
  es: ['Fecha', 'Código farmacia', 'Farmacia', 'CN', 'Producto', 'Unidades', 'Importe (€)'],
};

export async function statisticsExport({
  query,
  caller,
  locale,
}: Request<(typeof guestLaboratoryRoutes)['guest-laboratory.statistics.export']>) {
  if (!caller.partyId) throw forbidden();
  const sales = await laboratorySales(caller.partyId, query.from, query.to);
  const h = headers[locale];
  const columns: Column<Sale>[] = [
    { header: h[0]!, width: 12, value: (s) => excelDate(s.saleDate), numFmt: DATE_FORMAT },
    { header: h[1]!, width: 14, value: (s) => s.pharmacyCode },
    { header: h[2]!, width: 32, value: (s) => s.pharmacyName },
    { header: h[3]!, width: 10, value: (s) => s.productCode },
    { header: h[4]!, width: 40, value: (s) => s.productName },
    { header: h[5]!, width: 10, value: (s) => s.units },
    { header: h[6]!, width: 12, value: (s) => s.amountCents / 100, numFmt: AMOUNT_FORMAT },
  ];
  const fileName = serverMessage(locale, 'files.sales_export', { from: query.from, to: query.to });
  const body = await xlsxOf(fileName.replace(/\.xlsx$/, ''), columns, sales);
  const { url } = await exportFile({
    folder: `laboratory-statistics/${caller.partyId}`,
    fileName,
    body,
    contentType: CONTENT_TYPES.xlsx,
  });
  return { url };
}
