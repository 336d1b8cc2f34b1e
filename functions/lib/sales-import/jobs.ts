/**
 * Upload jobs (DESIGN.md "Long-running work"): the upload call writes the job and one item per
 * file, starts the sales-import workflow, and the screen polls the job. Each file's step writes
 * its own progress; messages are stored as keys and localised when read.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import type { ImportFileStatus, ImportFileView, ImportJobStatus, ImportJobView } from '../../../shared/sales-import/views';
import { formatMadridDateTime } from '../../../shared/time/madrid';
import { getItem, K, putItem, queryAll, update } from './store';

/** Why a step stopped unexpectedly: the error's name and message and where it was (no stack). */
export interface StepCause {
  error: string;
  message: string;
  /** The row being read when it stopped (a file's step). */
  row?: number;
}

/**
 * What a job does: `upload` reads files; `refresh` re-reconciles the staged rows and rebuilds the
 * step lists after a change (conversions applied, leading zeroes removed, prices fixed);
 * `export` writes a workbook of the staged rows (the ERP download, the wrong prices).
 */
export type JobKind = 'upload' | 'refresh' | 'export';

export interface JobItem {
  pk: string;
  sk: 'job';
  id: string;
  kind?: JobKind;
  status: ImportJobStatus;
  /** Set when the job failed: why (shown in the caller's language, logged with the job id). */
  cause?: StepCause | null;
  /** A refresh: staged rows it changed. */
  updated?: number | null;
  /** An export: the workbook's key and file name, once written. */
  result?: { key: string; fileName: string } | null;
  distributorId: number;
  brandId: number | null;
  createdAt: string;
  createdBy: number;
  files: number;
  /** When it was last run again after an interruption (the stale clock restarts then). */
  resumedAt?: string;
  resumes?: number;
}

export interface FileItem {
  pk: string;
  sk: string;
  index: number;
  uploadId: string;
  key: string;
  fileName: string;
  size: number;
  status: ImportFileStatus;
  rowsRead: number;
  rows: number;
  rejected: number;
  messageKey: ServerMessageKey | null;
  messageVars: Record<string, string | number> | null;
  loadedAt: string | null;
  month: string | null;
  /** Set when an unexpected error stopped the file's step (it can be resumed). */
  cause?: StepCause | null;
  /** The duplicate claims the file holds (removed with its rows if it fails). */
  claims?: { pk: string; sk: string }[];
}

/** A job's file before its step runs: queued, nothing read yet, no message. */
export const queuedFile = (
  index: number,
  upload: Pick<FileItem, 'uploadId' | 'key' | 'fileName' | 'size'>,
): Omit<FileItem, 'pk' | 'sk'> => ({
  index,
  uploadId: upload.uploadId,
  key: upload.key,
  fileName: upload.fileName,
  size: upload.size,
  status: 'queued',
  rowsRead: 0,
  rows: 0,
  rejected: 0,
  messageKey: null,
  messageVars: null,
  loadedAt: null,
  month: null,
});

export const fileSk = (index: number) => `file#${String(index).padStart(2, '0')}`;

export async function createJob(job: Omit<JobItem, 'pk' | 'sk'>, files: Omit<FileItem, 'pk' | 'sk'>[]) {
  for (const f of files) await putItem({ pk: K.job(job.id), sk: fileSk(f.index), ...f });
  await putItem({ pk: K.job(job.id), sk: 'job', ...job });
}

export const getJob = (id: string) => getItem<JobItem>(K.job(id), 'job');
export const getFile = (id: string, index: number) => getItem<FileItem>(K.job(id), fileSk(index));
export const jobFiles = (id: string) => queryAll<FileItem>(K.job(id), 'file#');

/** Sets a file's fields; with `whenStatus`, only if the file is in that status (else ConditionalCheckFailed). */
export async function setFile(
  jobId: string,
  index: number,
  fields: Partial<Omit<FileItem, 'pk' | 'sk'>>,
  whenStatus?: ImportFileStatus,
) {
  const entries = Object.entries(fields);
  await update(
    K.job(jobId),
    fileSk(index),
    `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    {
      ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      ...(whenStatus ? { ':when': whenStatus } : {}),
    },
    { ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])), ...(whenStatus ? { '#st': 'status' } : {}) },
    whenStatus ? '#st = :when' : undefined,
  );
}

export async function setJobStatus(jobId: string, status: ImportJobStatus) {
  await update(K.job(jobId), 'job', 'SET #s = :s', { ':s': status }, { '#s': 'status' });
}

/** A job that has run this long without finishing is taken as dead (a Lambda step times out at 15 min). */
export const STALE_JOB_MS = 30 * 60 * 1000;

export const isStale = (job: JobItem, now = Date.now()) =>
  job.status === 'running' && now - Date.parse(job.resumedAt ?? job.createdAt) >= STALE_JOB_MS;

/** Files an interruption left unfinished: never read to the end, or stopped by an unexpected error. */
export const interruptedFiles = (files: FileItem[]) =>
  files.filter((f) => f.status === 'queued' || f.status === 'reading' || (f.status === 'failed' && !!f.cause));

/** Failed by the server or dead while running, with unfinished files, and its month not finished since. */
export const isResumable = (job: JobItem, files: FileItem[], stagedJobs: string[], now = Date.now()) =>
  (job.status === 'failed' || isStale(job, now)) && stagedJobs.includes(job.id) && interruptedFiles(files).length > 0;

const causeText = (c: StepCause) => (c.message ? `${c.error}: ${c.message}` : c.error);

function fileMessage(f: FileItem, locale: Locale): string | null {
  if (f.cause)
    return serverMessage(locale, 'import_sales.step_failed', {
      file: f.fileName,
      row: f.cause.row ?? f.rowsRead,
      error: causeText(f.cause),
    });
  const vars = { ...(f.messageVars ?? {}), ...(f.loadedAt ? { at: formatMadridDateTime(f.loadedAt) } : {}) };
  return f.messageKey ? serverMessage(locale, f.messageKey, vars) : null;
}

export function fileView(f: FileItem, locale: Locale): ImportFileView {
  return {
    upload_id: f.uploadId,
    file_name: f.fileName,
    status: f.status,
    rows_read: f.rowsRead,
    rows: f.rows,
    rejected: f.rejected,
    message: fileMessage(f, locale),
    loaded_at: f.loadedAt,
    month: f.month,
  };
}

export function jobView(job: JobItem, files: FileItem[], locale: Locale, stagedJobs: string[]): ImportJobView {
  return {
    id: job.id,
    kind: job.kind ?? 'upload',
    status: job.status,
    message:
      job.status === 'failed' && job.cause
        ? serverMessage(locale, 'import_sales.job_failed', { error: causeText(job.cause) })
        : null,
    updated: job.updated ?? null,
    url: null,
    distributor_id: job.distributorId,
    brand_id: job.brandId,
    created_at: job.createdAt,
    files: files.sort((a, b) => a.index - b.index).map((f) => fileView(f, locale)),
    rows: files.reduce((n, f) => n + (f.status === 'staged' ? f.rows : 0), 0),
    rejected: files.reduce((n, f) => n + (f.status === 'staged' ? f.rejected : 0), 0),
    resumable: isResumable(job, files, stagedJobs),
  };
}
