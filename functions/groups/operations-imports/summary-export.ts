/** GET /api/opc/sell-in/summary/export: the report's sell-in summary as an xlsx. */
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';
import { SELL_IN_SUMMARY_AMOUNTS, SELL_IN_SUMMARY_PERCENTS, type SellInSummaryRow } from '../../../shared/operations/views';
import type { operationsImportRoutes } from '../../../shared/api/routes/operations-imports';
import { t, XLSX_TYPE } from '../../lib/administration/texts';
import { exportFile } from '../../lib/files/exports';
import type { Request } from '../../lib/http/group-handler';
import { AMOUNT_FORMAT, xlsxOf, type Column } from '../../lib/spreadsheets';
import { sellInSummary } from '../../lib/operations/sell-in-report';

type R = typeof operationsImportRoutes;

export async function exportSummary({ locale }: Request<R['operations.sell_in.summary.export']>) {
  const head = (c: string) => t(locale, `opc.summary.${c}` as ServerMessageKey);
  const columns: Column<SellInSummaryRow>[] = [
    { header: head('name'), width: 36, value: (r) => r.name },
    ...SELL_IN_SUMMARY_AMOUNTS.map((c): Column<SellInSummaryRow> => ({
      header: head(c),
      width: 16,
      value: (r) => r[c],
      numFmt: AMOUNT_FORMAT,
    })),
    ...SELL_IN_SUMMARY_PERCENTS.map((c): Column<SellInSummaryRow> => ({
      header: head(c),
      width: 12,
      value: (r) => r[c],
      numFmt: '0.00',
    })),
  ];
  const body = await xlsxOf(head('sheet'), columns, await sellInSummary());
  const { url } = await exportFile({
    folder: 'opc/sell-in-summary',
    fileName: `${head('file')}.xlsx`,
    body,
    contentType: XLSX_TYPE,
  });
  return { url };
}
