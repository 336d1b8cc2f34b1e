/**
 * Labs statistics as a job (§2, §5, §7): a laboratory's imported sales over any range, up to all
 * of them (30,038 rows from 1900-01-01 passed the API's 29 s), as an xlsx. The call validates and
 * starts the `labs-statistics` workflow; its step writes finished imports as imported sales, reads
 * the range's sales (one key-range query), writes the workbook under exports/ and marks the job
 * done (progress: sales written of total). The screen polls the job and downloads its file.
 */
import { randomUUID } from 'node:crypto';
import type { LabsStatisticsJob } from '../../../shared/administration/views';
import type { Locale } from '../../../shared/i18n/locale';
import { getParty } from '../data/parties';
import { downloadUrl } from '../files/download';
import { exportFile } from '../files/exports';
import { failureText, getJobItem, jobStatus, patchJobItem, startJobItem } from '../jobs/job-item';
import { logger } from '../logger';
import { listBrands, listDistributorItems } from '../sales-import/distributors';
import { persistFinishedImports } from '../sales-import/finish-job';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../spreadsheets';
import { salesOfLaboratory, type ImportedSale } from './imported-sales';
import { col, fileDay, t, XLSX_TYPE } from './texts';

export interface LabsStatisticsInput {
  jobId: string;
  lab: number;
  distributors: number[];
  from: string;
  to: string;
  locale: Locale;
}

interface JobItem extends LabsStatisticsInput {
  status: LabsStatisticsJob['status'];
  /** Sales written of `total` (0 of 0 until they are read). */
  done: number;
  total: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  /** The workbook, once done. */
  xlsxKey?: string;
  fileName?: string;
  error?: string;
}

const key = (jobId: string) => ({ pk: `$adm#labstats#job#${jobId}`, sk: '$job' });

export const getLabsStatisticsJob = (jobId: string) => getJobItem<JobItem>(key(jobId));
const patchJob = (jobId: string, fields: Partial<JobItem>) => patchJobItem(key(jobId), fields);

/** Records a running job and starts its workflow; answers the job (the body is already validated). */
export async function startLabsStatisticsJob(
  body: { lab: number; distributors: number[]; from: string; to: string },
  locale: Locale,
  accountId: number,
): Promise<JobItem> {
  const now = new Date().toISOString();
  const input: LabsStatisticsInput = { jobId: randomUUID(), ...body, locale };
  const job: JobItem = { ...input, status: 'running', done: 0, total: 0, createdBy: accountId, createdAt: now, updatedAt: now };
  await startJobItem(key(input.jobId), { ...job }, 'WORKFLOW_LABS_STATISTICS_ARN', { ...input });
  return job;
}

/** The workflow's step: the range's sales as an xlsx under exports/, then the job done. */
export async function buildLabsStatistics(input: LabsStatisticsInput): Promise<{ jobId: string; rows: number }> {
  const job = await getLabsStatisticsJob(input.jobId);
  if (!job) throw new Error(`labs statistics job ${input.jobId} not found`);
  if (job.status === 'done') return { jobId: input.jobId, rows: -1 };
  const { locale } = input;
  // Imports finished since the last run are written as imported sales first (idempotent).
  await persistFinishedImports();
  const [lab, rows, brands, distributorItems] = await Promise.all([
    getParty(input.lab),
    salesOfLaboratory(input.lab, input.from, input.to, input.distributors),
    listBrands(),
    listDistributorItems(),
  ]);
  await patchJob(input.jobId, { done: 0, total: rows.length });
  const brand = new Map(brands.map((b) => [b.id, b.name]));
  const distributors = new Map(distributorItems.map((d) => [d.id, d.name]));
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
  const name = t(locale, 'adm.file.labs_statistics', {
    lab: lab?.name ?? String(input.lab),
    from: fileDay(input.from),
    to: fileDay(input.to),
  });
  const fileName = `${name}.xlsx`;
  const { key: xlsxKey } = await exportFile({
    folder: `administration/labs-statistics/${input.jobId}`,
    fileName,
    body: await xlsxOf(t(locale, 'adm.sheet.labs_statistics'), columns, rows),
    contentType: XLSX_TYPE,
  });
  await patchJob(input.jobId, { status: 'done', done: rows.length, total: rows.length, xlsxKey, fileName });
  return { jobId: input.jobId, rows: rows.length };
}

/** The failure branch: the step kept failing; its cause stays on the job and in the log. */
export async function failLabsStatistics(jobId: string, cause?: { Error?: string; Cause?: string }): Promise<void> {
  const error = failureText(cause);
  logger.error('Labs statistics job failed', { jobId, error });
  await patchJob(jobId, { status: 'failed', error });
}

/** What the screen polls: progress while running; once done the workbook's address. */
export async function labsStatisticsJobView(job: JobItem, now = Date.now()): Promise<LabsStatisticsJob> {
  const view: LabsStatisticsJob = { job_id: job.jobId, status: jobStatus(job, now), done: job.done, total: job.total, url: null };
  if (job.status === 'done' && job.xlsxKey) {
    view.url = (await downloadUrl({ key: job.xlsxKey, fileName: job.fileName ?? 'statistics.xlsx', contentType: XLSX_TYPE })).url;
  }
  return view;
}
