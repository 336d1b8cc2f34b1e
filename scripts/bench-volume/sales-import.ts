/**
 * One file through the sales import as the wizard drives it, over HTTP (docs/api/sales-import.md):
 * upload ticket → presigned PUT → job → poll until done → the first page of each step list → ERP
 * download → finish; each stage timed, and the stand-in's RSS sampled throughout (the workflow's
 * steps and the API's handlers run in that process).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ImportJobView } from '../../shared/sales-import/views';
import type { ApiClient, Answer } from './client';
import { sampleRss } from './stand-in';
import { cpuSince, dynamoDbLocalCpu } from '../lib/dynamodb-cpu';

const DISTRIBUTOR = 1; // the demo distributor whose profile is the files' layout (infra/local/seed/sales-import.ts)
const POLL_MS = 1000;
/** Past this, the import is reported as not done (the state machine's own limits are longer). */
const WAIT_MS = 30 * 60_000;

export interface ImportRun {
  file: string;
  bytes: number;
  stages: { name: string; seconds: number; note?: string }[];
  totalSeconds: number;
  peakRssMb: number;
  jobId?: string;
  rows?: number;
  rejected?: number;
  /** Set when a stage failed: the stage and what the API said. */
  failure?: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const describe = (a: Answer) =>
  `HTTP ${a.status}${typeof a.body === 'object' && a.body?.message ? `: ${a.body.message}` : typeof a.body === 'string' ? `: ${a.body.slice(0, 200)}` : ''}`;

/** A job until it is no longer running; answers its last view. */
async function waitForJob(api: ApiClient, job: string, onProgress?: (view: ImportJobView) => void): Promise<ImportJobView> {
  const started = performance.now();
  let failures = 0;
  for (;;) {
    const a = await api.call('sales_import.jobs.show', { params: { job } });
    // The stand-in runs the workflow's steps in the API's process: on a loaded machine a step can
    // hold the event loop past a poll's Lambda timeout (on AWS they are other Lambdas). A poll is
    // read-only: try again, three times in a row at most.
    if (a.status >= 500 && ++failures <= 3) {
      await new Promise((r) => setTimeout(r, POLL_MS * 5));
      continue;
    }
    if (a.status !== 200) throw new Error(`jobs/${job}: ${describe(a)}`);
    failures = 0;
    const view = a.body.data as ImportJobView;
    onProgress?.(view);
    if (view.status !== 'running') return view;
    if (performance.now() - started > WAIT_MS) throw new Error(`jobs/${job} still running after ${WAIT_MS / 60_000} min`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** A call that may answer at once or (as a job) with 202 and a job id to poll for its url. */
async function callOrJob(api: ApiClient, call: () => Promise<Answer>): Promise<{ answer: Answer; viaJob: boolean }> {
  const answer = await call();
  const job = answer.status === 202 ? answer.body?.data?.job_id : undefined;
  if (!job) return { answer, viaJob: false };
  const view = await waitForJob(api, job);
  return { answer: { ...answer, status: view.status === 'ready' ? 200 : 500, body: view }, viaJob: true };
}

export async function importFile(
  api: ApiClient,
  pid: number,
  file: string,
  log: (line: string) => void,
  /** The stand-in's DynamoDB Local port: its SQLite thread's time is printed per stage (load-independent). */
  dynamoPort?: number,
  /**
   * `keep`: what an earlier file of this run staged stays (no finish before), and `finish: false`
   * leaves this file staged for the next: bench:volume --stack times the last file's first pages
   * with 200,000 rows staged.
   */
  opts: { keep?: boolean; finish?: boolean } = {},
): Promise<ImportRun> {
  const bytes = fs.statSync(file).size;
  const run: ImportRun = { file: path.basename(file), bytes, stages: [], totalSeconds: 0, peakRssMb: 0 };
  const rss = sampleRss(pid);
  const started = performance.now();
  let mark = started;
  let cpuMark = dynamoPort ? dynamoDbLocalCpu(dynamoPort) : undefined;
  const stage = (name: string, note?: string) => {
    const now = performance.now();
    const cpu = dynamoPort ? cpuSince(dynamoPort, cpuMark) : undefined;
    const cpuNote = cpu ? `DynamoDB Local CPU ${cpu.all.toFixed(1)} s, its SQLite thread ${cpu.sqlite.toFixed(1)} s` : '';
    const text = [note, cpuNote].filter(Boolean).join('; ');
    run.stages.push({ name, seconds: (now - mark) / 1000, ...(text ? { note: text } : {}) });
    mark = now;
    cpuMark = dynamoPort ? dynamoDbLocalCpu(dynamoPort) : undefined;
  };
  try {
    // A staging area left by an earlier, interrupted run would make the upload a 409.
    const state = await api.call('sales_import.rows', undefined);
    if (state.body?.data?.has_rows && !opts.keep) {
      const cleared = await api.call('sales_import.finish', { body: { date: today() } });
      log(`  staging held ${state.body.data.rows} rows of an earlier run: finish → ${describe(cleared)}`);
      mark = performance.now();
    }
    const ticket = await api.call('sales_import.upload_ticket', { body: { file_name: run.file, size: bytes } });
    if (ticket.status !== 200) throw new Error(`upload ticket: ${describe(ticket)}`);
    const put = await fetch(ticket.body.url, {
      method: 'PUT',
      headers: { ...ticket.body.headers, 'Content-Length': String(bytes) },
      body: fs.readFileSync(file),
    });
    if (!put.ok) throw new Error(`presigned PUT: HTTP ${put.status} ${(await put.text()).slice(0, 200)}`);
    stage('upload (ticket + PUT)');
    const start = await api.call('sales_import.upload', {
      body: { distributor: DISTRIBUTOR, brand: null, files: [ticket.body.upload_id] },
    });
    if (start.status !== 202) throw new Error(`upload: ${describe(start)}`);
    run.jobId = start.body.data.job_id;
    let lastRead = -1;
    const view = await waitForJob(api, start.body.data.job_id, (v) => {
      const f = v.files?.[0];
      if (f && f.rows_read !== lastRead && f.rows_read % 25_000 < 5_000) {
        lastRead = f.rows_read;
        log(
          `  ${run.file}: ${f.status}, ${f.rows_read.toLocaleString('en')} rows read (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    });
    const f = view.files?.[0];
    run.rows = view.rows;
    run.rejected = view.rejected;
    stage('workflow (job start → done)', `${view.status}, file ${f?.status}${f?.message ? ` (${f.message})` : ''}`);
    if (view.status !== 'ready' || !view.rows)
      throw new Error(`job ${view.status}: ${view.message ?? f?.message ?? 'no rows staged'}`);

    const steps = [
      ['grouped (summary)', () => api.call('sales_import.grouped', undefined)],
      ['new products', () => api.call('sales_import.new_products', { query: {} })],
      ['specialities', () => api.call('sales_import.sl_with_specialities', { query: {} })],
      ['no deposit', () => api.call('sales_import.no_deposit', { query: {} })],
      ['wrong prices', () => api.call('sales_import.wrong_prices', { query: {} })],
    ] as const;
    for (const [name, call] of steps) {
      const { answer, viaJob } = await callOrJob(api, call);
      if (answer.status !== 200) throw new Error(`${name}: ${describe(answer)}`);
      const total = answer.body?.meta?.total;
      stage(
        `first page: ${name}`,
        `${total === undefined ? '' : `${total ?? 'open'} in all, `}${answer.bytes} bytes${viaJob ? ', via a job' : ''}`,
      );
    }
    if (opts.finish === false) return run;
    const download = await callOrJob(api, () => api.call('sales_import.download', { body: { date: today() } }));
    if (download.answer.status !== 200) throw new Error(`ERP download: ${describe(download.answer)}`);
    const url = download.answer.body?.url ?? download.answer.body?.data?.url;
    const workbook = url ? await fetch(url) : undefined;
    const size = workbook ? (await workbook.arrayBuffer()).byteLength : 0;
    stage('ERP download', `${(size / 1024 / 1024).toFixed(1)} MB xlsx${download.viaJob ? ', via a job' : ''}`);
    const finish = await api.call('sales_import.finish', { body: { date: today() } });
    if (finish.status !== 200) throw new Error(`finish: ${describe(finish)}`);
    stage('finish', `${finish.body.data.rows} rows recorded`);
  } catch (error) {
    run.failure = (error as Error).message;
    stage('failed here', run.failure);
  } finally {
    run.totalSeconds = (performance.now() - started) / 1000;
    run.peakRssMb = rss.stop();
  }
  return run;
}
