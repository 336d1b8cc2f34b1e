/**
 * Pending purchases statistics as a job (ticketing-warehouse §2, §7): the figures join the
 * platforms' orders of up to 24 months with their sales, the sales' lines and the incoming
 * shipments' lines (one query per order and per sale), some hundred thousand items at the group's
 * size, more than an API call may read in 29 s. The call opens a job and starts the
 * `pending-purchases-statistics` workflow; its step reads the records (progress: orders done of the
 * range's orders, on the job item), writes the report as JSON and as the xlsx to S3 under
 * exports/, and marks the job done. The screen polls the job and shows the report; Export hands
 * out the same job's workbook, so nothing is read twice.
 *
 * A summary kept in the writes' transaction was weighed and left: every figure moves with five ERP
 * entities (orders' dates, sales' orders, lines' quantities, receipts, products' laboratories) that
 * the ERP loader writes in batches, in any order, and a summary there would tie the loader to this
 * report.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../../shared/i18n/locale';
import type { PendingPurchasesReport, ReportJob } from '../../../shared/warehouse/reports';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { downloadUrl } from '../files/download';
import { EXPORTS_PREFIX } from '../files/exports';
import { failureText, getJobItem, jobStatus, patchJobItem, startJobItem } from '../jobs/job-item';
import { logger } from '../logger';
import { pendingPurchasesStatistics, reportXlsx } from './pending-purchases';

export interface StatisticsJobInput {
  jobId: string;
  from: string;
  to: string;
  laboratory: number | null;
  locale: Locale;
}

interface JobItem extends StatisticsJobInput {
  status: ReportJob['status'];
  /** Orders read of `total`. */
  done: number;
  total: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  /** Where the step wrote the report (JSON) and its workbook, once done. */
  reportKey?: string;
  xlsxKey?: string;
  fileName?: string;
  error?: string;
}

const key = (jobId: string) => ({ pk: `$whreport#job#${jobId}`, sk: '$job' });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const getStatisticsJob = (jobId: string) => getJobItem<JobItem>(key(jobId));
const patchJob = (jobId: string, fields: Partial<JobItem>) => patchJobItem(key(jobId), fields);

/** Records a running job and starts its workflow; answers the job. */
export async function startStatisticsJob(
  query: { from: string; to: string; laboratory?: number | undefined },
  locale: Locale,
  accountId: number,
): Promise<JobItem> {
  const now = new Date();
  const input: StatisticsJobInput = {
    jobId: randomUUID(),
    from: query.from,
    to: query.to,
    laboratory: query.laboratory ?? null,
    locale,
  };
  const job: JobItem = {
    ...input,
    status: 'running',
    done: 0,
    total: 0,
    createdBy: accountId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await startJobItem(key(input.jobId), { ...job }, 'WORKFLOW_PENDING_PURCHASES_STATISTICS_ARN', { ...input });
  return job;
}

/** The workflow's step: reads the records, writes the report and its workbook, marks the job done. */
export async function buildStatistics(input: StatisticsJobInput): Promise<{ jobId: string; rows: number }> {
  const job = await getStatisticsJob(input.jobId);
  if (!job) throw new Error(`statistics job ${input.jobId} not found`);
  if (job.status === 'done') return { jobId: input.jobId, rows: -1 };
  let lastWrite = 0;
  const report = await pendingPurchasesStatistics(input.from, input.to, input.laboratory ?? undefined, input.locale, {
    onProgress: async (done, total) => {
      // A write every second at most: progress for the screen, not a write per order.
      if (done < total && Date.now() - lastWrite < 1000) return;
      lastWrite = Date.now();
      await patchJob(input.jobId, { done, total });
    },
  });
  const folder = `${EXPORTS_PREFIX}/pending-purchases/${input.jobId}`;
  const fileName = `pending_purchases_statistics_${input.from}_${input.to}.xlsx`;
  const { sdk, client } = await s3();
  await Promise.all([
    client.send(
      new sdk.PutObjectCommand({
        Bucket: env.filesBucket(),
        Key: `${folder}/statistics.json`,
        Body: JSON.stringify(report),
        ContentType: 'application/json',
      }),
    ),
    reportXlsx(report, `${input.from}_${input.to}`).then((body) =>
      client.send(
        new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: `${folder}/statistics.xlsx`, Body: body, ContentType: XLSX }),
      ),
    ),
  ]);
  await patchJob(input.jobId, {
    status: 'done',
    reportKey: `${folder}/statistics.json`,
    xlsxKey: `${folder}/statistics.xlsx`,
    fileName,
  });
  return { jobId: input.jobId, rows: report.rows.length };
}

/** The failure branch: the step kept failing; its cause (the Catch's error name and message) stays on the job and in the log. */
export async function failStatistics(jobId: string, cause?: { Error?: string; Cause?: string }): Promise<void> {
  const error = failureText(cause);
  logger.error('Pending purchases statistics job failed', { jobId, error });
  await patchJob(jobId, { status: 'failed', error });
}

/** What the screen polls: progress while running; once done the report and its workbook's address. */
export async function statisticsJobView(job: JobItem, now = Date.now()): Promise<ReportJob> {
  const status = jobStatus(job, now);
  const view: ReportJob = { job_id: job.jobId, status, done: job.done, total: job.total, report: null, url: null };
  if (job.status !== 'done' || !job.reportKey || !job.xlsxKey) return view;
  const { sdk, client } = await s3();
  const [object, file] = await Promise.all([
    client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: job.reportKey })),
    downloadUrl({ key: job.xlsxKey, fileName: job.fileName ?? 'statistics.xlsx', contentType: XLSX }),
  ]);
  view.report = JSON.parse(await object.Body!.transformToString()) as PendingPurchasesReport;
  view.url = file.url;
  return view;
}
