/**
 * The sales import's workbooks, in the caller's language: a job's rejected rows (with an error
 * column), the wrong prices of step 6, and the download of step 7: the staged, reconciled sales
 * for the ERP (internal product code and pharmacy code where a conversion gives them).
 */
import type { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { exportFile } from '../../lib/files/exports';
import { HttpError, notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { xlsxOf, type Column } from '../../lib/spreadsheets';
import { getJob } from '../../lib/sales-import/jobs';
import type { Rejection, SaleColumn } from '../../lib/sales-import/profile-reader';
import { SALE_COLUMNS } from '../../lib/sales-import/profile-reader';
import { startStagingJob, type NewJob } from '../../lib/sales-import/start-job';
import { stagingState } from '../../lib/sales-import/staging';
import { K, queryAll } from '../../lib/sales-import/store';

type R = typeof salesImportFileRoutes;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const t = (locale: Locale, key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(locale, key, vars);
const col = (locale: Locale, c: string) => t(locale, `import_sales.column.${c}` as ServerMessageKey);

interface RejectedItem extends Rejection {
  fileName: string;
}

export async function rejectedRows({ params, locale }: Request<R['sales_import.rejected']>) {
  if (!(await getJob(params.job))) throw notFound();
  const rows = await queryAll<RejectedItem>(K.job(params.job), 'rej#');
  const reason = (r: RejectedItem) =>
    r.reasons
      .map((x) => t(locale, x.key, x.vars.column ? { ...x.vars, column: col(locale, x.vars.column) } : x.vars))
      .join(' · ');
  const columns: Column<RejectedItem>[] = [
    { header: col(locale, 'file'), width: 24, value: (r) => r.fileName },
    { header: col(locale, 'row'), width: 8, value: (r) => r.row },
    ...SALE_COLUMNS.map((c: SaleColumn) => ({ header: col(locale, c), width: 16, value: (r: RejectedItem) => r.values[c] })),
    { header: col(locale, 'error'), width: 50, value: reason },
  ];
  const body = await xlsxOf(t(locale, 'import_sales.sheet.rejected'), columns, rows);
  return exportFile({
    folder: 'sales-import/rejected',
    fileName: `${t(locale, 'import_sales.sheet.rejected')}.xlsx`,
    body,
    contentType: XLSX,
  }).then(({ url }) => ({ url }));
}

/**
 * The workbooks of every staged row (step 6's wrong prices, step 7's download for the ERP) are
 * written by an export job (the workflow's BuildExport step): a month's rows are too many for one
 * API call. The answer is the job (202); GET jobs/{job} answers the workbook's address when ready.
 */
async function exportJob(caller: Request<R['sales_import.download']>['caller'], exported: NonNullable<NewJob['export']>) {
  if ((await stagingState()).rows === 0) throw new HttpError(409, 'errors.import_sales_no_rows');
  const jobId = await startStagingJob({ kind: 'export', createdBy: caller.accountId, export: exported });
  return reply(202, { data: { job_id: jobId } });
}

export const wrongPricesExport = ({ caller, locale }: Request<R['sales_import.wrong_prices_export']>) =>
  exportJob(caller, { kind: 'wrong_prices', locale, date: null });

export const download = ({ body, caller, locale }: Request<R['sales_import.download']>) =>
  exportJob(caller, { kind: 'erp', locale, date: body.date });
