/**
 * Labs statistics (§2, §5, §7): the imported sales of a laboratory's products dated from
 * (inclusive) to (exclusive), optionally of some distributors, as an xlsx named with the
 * laboratory and the range.
 */
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import { madridParts } from '../../../shared/time/madrid';
import { salesOfLaboratory, type ImportedSale } from '../../lib/administration/imported-sales';
import { col, fileDay, t, XLSX_TYPE } from '../../lib/administration/texts';
import { getParty } from '../../lib/data/parties';
import { exportFile } from '../../lib/files/exports';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { listBrands, listDistributorItems } from '../../lib/sales-import/distributors';
import { persistFinishedImports } from '../../lib/sales-import/finish-job';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../../lib/spreadsheets';

type R = typeof administrationFileRoutes;

export async function labsStatistics({ body, locale }: Request<R['administration.labs_statistics.export']>) {
  // §5, §9: date filters up to today (Madrid), so the range's reads end at the data's end.
  if (body.to > madridParts(new Date()).date) throw invalid('to', 'validation.not_future');
  const lab = await getParty(body.lab);
  if (!lab) throw invalid('lab', 'validation.exists');
  if (lab.kind !== 'laboratory') throw invalid('lab', 'validation.laboratory_party');
  const distributors = new Map((await listDistributorItems()).map((d) => [d.id, d.name]));
  body.distributors.forEach((d, n) => {
    if (!distributors.has(d)) throw invalid(`distributors.${n}`, 'validation.exists');
  });
  // Imports finished since the last run are written as imported sales first (idempotent).
  await persistFinishedImports();
  const [rows, brands] = await Promise.all([salesOfLaboratory(body.lab, body.from, body.to, body.distributors), listBrands()]);
  const brand = new Map(brands.map((b) => [b.id, b.name]));
  const columns: Column<ImportedSale>[] = [
    { header: col(locale, 'date'), width: 12, value: (r) => excelDate(r.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'distributor'), width: 22, value: (r) => distributors.get(r.distributorId ?? -1) ?? '' },
    { header: col(locale, 'brand'), width: 16, value: (r) => brand.get(r.brandId ?? -1) ?? '' },
    { header: col(locale, 'customer'), width: 14, value: (r) => r.customer },
    { header: col(locale, 'delivery_note'), width: 14, value: (r) => r.delivery_note },
    { header: col(locale, 'product_code'), width: 14, value: (r) => r.product_code },
    { header: col(locale, 'xf'), width: 12, value: (r) => r.xf ?? '' },
    { header: col(locale, 'cn'), width: 10, value: (r) => r.national_code ?? '' },
    { header: col(locale, 'description'), width: 36, value: (r) => r.description },
    { header: col(locale, 'quantity'), width: 10, value: (r) => r.quantity },
    { header: col(locale, 'price'), width: 12, value: (r) => r.price, numFmt: AMOUNT_FORMAT },
    {
      header: col(locale, 'adm.amount'),
      width: 12,
      value: (r) => Math.round(r.price * r.quantity * 100) / 100,
      numFmt: AMOUNT_FORMAT,
    },
    { header: col(locale, 'adm.source'), width: 12, value: (r) => t(locale, `adm.source.${r.source}`) },
  ];
  const fileName = t(locale, 'adm.file.labs_statistics', { lab: lab.name, from: fileDay(body.from), to: fileDay(body.to) });
  const body2 = await xlsxOf(t(locale, 'adm.sheet.labs_statistics'), columns, rows);
  const { url } = await exportFile({
    folder: 'administration/labs-statistics',
    fileName: `${fileName}.xlsx`,
    body: body2,
    contentType: XLSX_TYPE,
  });
  return { url };
}
