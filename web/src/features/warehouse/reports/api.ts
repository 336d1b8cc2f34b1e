/**
 * The calls of the warehouse's reports (docs/api/warehouse.md): pending sales,
 * pending purchases and their statistics, prenotices.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FileUrl } from '../../../../../shared/api/file-url';
import type { PendingPurchasesReport, ReportJob } from '../../../../../shared/warehouse/reports';
import { alerts } from '../../../lib/alerts';
import { openFileUrl } from '../../../lib/download';
import { api } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { putPresigned } from '../../../lib/upload';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export type {
  PendingPurchasesReport,
  PrenoticeRecipientsView,
  PrenoticeSend,
  PurchaseOrderOption,
} from '../../../../../shared/warehouse/reports';

const data = <T>(answer: { data: T }) => answer.data;

export const reportKeys = {
  platforms: ['warehouse', 'reports', 'platforms'] as const,
  laboratories: ['warehouse', 'reports', 'laboratories'] as const,
  purchaseOrders: (screen: 'pending_sales' | 'prenotices', platform: number) =>
    ['warehouse', screen, 'purchase_orders', platform] as const,
  pendingPurchases: (query: PendingPurchasesQuery) => ['warehouse', 'pending_purchases', query] as const,
  statistics: (query: StatisticsQuery) => ['warehouse', 'pending_purchases', 'statistics', query] as const,
  prenoticeRecipients: (platform: number) => ['warehouse', 'prenotices', 'recipients', platform] as const,
};

// Option lists ------------------------------------------------------------------------------------

export const usePlatforms = () =>
  useQuery({
    queryKey: reportKeys.platforms,
    queryFn: ({ signal }) => api.call('parties.platforms', { signal }).then(data),
    staleTime: 10 * 60_000,
  });

export const useLaboratories = () =>
  useQuery({
    queryKey: reportKeys.laboratories,
    queryFn: ({ signal }) => api.call('parties.laboratories', { signal }).then(data),
    staleTime: 10 * 60_000,
  });

/** The platform's purchase orders for the pending sales or the prenotices screen. */
export const usePurchaseOrders = (screen: 'pending_sales' | 'prenotices', platform: number | null) =>
  useQuery({
    queryKey: reportKeys.purchaseOrders(screen, platform ?? 0),
    queryFn: ({ signal }) =>
      api
        .call(screen === 'pending_sales' ? 'warehouse.pending_sales.purchase_orders' : 'warehouse.prenotices.purchase_orders', {
          params: { platform: platform! },
          signal,
        })
        .then(data),
    enabled: platform !== null,
  });

// Pending sales -------------------------------------------------------------------------------------

/** The outs a purchase order names (404: an unknown order, the field's to say). */
export const outsOfPurchaseOrder = (platform: number, purchase: string) =>
  api.call('warehouse.pending_sales.outs_by_purchase_order', { body: { platform, purchase }, handle: [404] }).then(data);

/** Saves the pending sales file of the platform; a 422 (unknown outs) is the form's to show. */
export const downloadPendingSales = (platform: number, outs: string[]) =>
  api.call('warehouse.pending_sales.download', { body: { platform, outs }, handle: [422] }).then(saveFile);

// Pending purchases -----------------------------------------------------------------------------------

export interface PendingPurchasesQuery {
  date: string;
  laboratory?: number;
}
export interface StatisticsQuery {
  from: string;
  to: string;
  laboratory?: number;
}

const isFile = (answer: PendingPurchasesReport | FileUrl): answer is FileUrl => 'url' in answer;

function asReport(answer: PendingPurchasesReport | FileUrl): PendingPurchasesReport {
  if (isFile(answer)) throw new Error('A report was asked, a file answered');
  return answer;
}

/** The one download path for the reports whose route answers the table or, with download=1, its file. */
function saveFile(answer: PendingPurchasesReport | FileUrl): void {
  if (!isFile(answer)) throw new Error('A file was asked, a report answered');
  if (openFileUrl(answer.url) === 'saved') alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
}

export const usePendingPurchases = (query: PendingPurchasesQuery | null) =>
  useQuery({
    queryKey: reportKeys.pendingPurchases(query ?? { date: '' }),
    queryFn: ({ signal }) => api.call('warehouse.pending_purchases', { query: query!, signal, handle: [422] }).then(asReport),
    enabled: query !== null,
    retry: false,
  });

export const exportPendingPurchases = (query: PendingPurchasesQuery) =>
  api.call('warehouse.pending_purchases', { query: { ...query, download: '1' } }).then(saveFile);

/** How often a running statistics job is asked how it goes. */
const JOB_POLL_MS = 700;

export interface StatisticsResult {
  report: PendingPurchasesReport;
  jobId: string;
}
export type JobProgress = Pick<ReportJob, 'done' | 'total'>;

/**
 * The statistics run as a job (docs/api/warehouse.md): the call answers 202 with it, the screen
 * polls it (orders read of total) until the report is there. A job that failed is said once.
 */
export function useStatistics(query: StatisticsQuery | null) {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const result = useQuery({
    queryKey: reportKeys.statistics(query ?? { from: '', to: '' }),
    queryFn: async ({ signal }): Promise<StatisticsResult> => {
      setProgress(null);
      let job = await api.call('warehouse.pending_purchases.statistics', { query: query!, signal, handle: [422] }).then(data);
      while (job.status === 'running') {
        setProgress({ done: job.done, total: job.total });
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
        signal.throwIfAborted();
        job = await api.call('warehouse.pending_purchases.statistics.job', { params: { job: job.job_id }, signal }).then(data);
      }
      setProgress(null);
      if (job.status !== 'done' || !job.report) {
        alerts.add({ type: 'error', msg: i18n.t('errors.error') });
        throw new Error(`statistics job ${job.job_id} ${job.status}`);
      }
      return { report: job.report, jobId: job.job_id };
    },
    enabled: query !== null,
    retry: false,
    // Each run reads the records afresh: a job is started when asked, not on every visit.
    staleTime: Infinity,
  });
  return { ...result, progress };
}

/** Export: the workbook the shown report's job wrote (asked again, since its address lasts minutes). */
export const exportStatistics = (jobId: string) =>
  api
    .call('warehouse.pending_purchases.statistics.job', { params: { job: jobId } })
    .then(data)
    .then((job) => {
      if (!job.url) throw new Error(`statistics job ${jobId} has no workbook`);
      saveFile({ url: job.url });
    });

// Prenotices -----------------------------------------------------------------------------------------

/** The outs and consignments of a purchase order (404: unknown order). */
export const contentsOfPurchaseOrder = (platform: number, purchase: string) =>
  api.call('warehouse.prenotices.outs_and_consignments', { body: { platform, purchase }, handle: [404] }).then(data);

export interface PrenoticeInput {
  file: File;
  platform: number;
  groupBy: 'outs' | 'consignments';
  outs: string[];
  consignments: number[];
  /** The purchase order chosen (the mail names it). */
  purchase: string | null;
  /** A test goes to this address only. */
  testEmail?: string;
}

/**
 * Sends a prenotice: the file goes to storage through the one upload path (each send uploads it
 * again, since an upload is used once), then the process names the upload.
 */
export function useSendPrenotice() {
  return useGuardedMutation({
    mutationFn: async (input: PrenoticeInput) => {
      const ticket = await api
        .call('warehouse.prenotices.upload', { body: { file_name: input.file.name, size: input.file.size }, handle: [422] })
        .then(data);
      await putPresigned(ticket, input.file);
      return api
        .call('warehouse.prenotices.process', {
          body: {
            upload_id: ticket.upload_id,
            platform: input.platform,
            groupBy: input.groupBy,
            outs: input.groupBy === 'outs' ? input.outs : [],
            consignments: input.groupBy === 'consignments' ? input.consignments : [],
            ...(input.purchase ? { purchase: input.purchase } : {}),
            test: input.testEmail !== undefined,
            ...(input.testEmail !== undefined ? { email: input.testEmail } : {}),
          },
          handle: [422],
        })
        .then(data);
    },
  });
}

/** Where Process sends the platform's prenotices (an empty list: Process cannot send). */
export const usePrenoticeRecipients = (platform: number | null) =>
  useQuery({
    queryKey: reportKeys.prenoticeRecipients(platform ?? 0),
    queryFn: ({ signal }) => api.call('warehouse.prenotices.recipients.show', { params: { platform: platform! }, signal }),
    enabled: platform !== null,
  });

/** Replaces the platform's recipients; a 422 (an address refused, too many) is the dialog's to show. */
export function useSavePrenoticeRecipients(platform: number) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (to: string[]) =>
      api.call('warehouse.prenotices.recipients.update', { params: { platform }, body: { to }, handle: [422] }),
    onSuccess: (saved) => client.setQueryData(reportKeys.prenoticeRecipients(platform), saved),
  });
}
