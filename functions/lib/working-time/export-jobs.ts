/**
 * The whole staff's month export as a job (DESIGN.md "Long-running work"): 300 workers took 36.7 s
 * as a PDF inside an API call, past the gateway's 29 s. The call writes the job and starts the
 * working-time-export workflow (202 with the job id); its step builds every register, writing the
 * progress (workers done of total) as it goes, then the file and its receipt (export-file.ts); the
 * screen polls the job and downloads the file through the one download path. A step that keeps
 * failing is caught by the workflow, which records the cause on the job.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { ExportFormat, ExportJobView, MonthRegister, PeriodIntegrity } from '../../../shared/working-time/views';
import { dynamo } from '../aws';
import { sfn } from '../aws-sfn';
import { env } from '../env';
import { downloadUrl } from '../files/download';
import { CONTENT_TYPES } from '../files/upload';
import { writeExport } from './export-file';
import { staffAccounts, userOption } from './staff';
import { monthRegister } from './views';

export interface ExportJobItem {
  pk: string;
  sk: 'job';
  id: string;
  month: string;
  format: ExportFormat;
  locale: Locale;
  createdBy: number;
  createdAt: string;
  status: ExportJobView['status'];
  done: number;
  total: number;
  result: { key: string; fileName: string; exportId: string; integrity: PeriodIntegrity['state'] } | null;
  cause: { error: string; message: string } | null;
}

const jobPk = (id: string) => `$wtc#export#${id}`;
const table = () => env.tableName();

export async function getExportJob(id: string): Promise<ExportJobItem | null> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: jobPk(id), sk: 'job' }, ConsistentRead: true }),
  );
  return (out.Item as ExportJobItem | undefined) ?? null;
}

async function setJob(id: string, fields: Partial<Omit<ExportJobItem, 'pk' | 'sk' | 'id'>>): Promise<void> {
  const entries = Object.entries(fields);
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: jobPk(id), sk: 'job' },
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export interface ExportJobInput {
  jobId: string;
}

/** Writes the job and starts its workflow, named after the job (started twice, run once). */
export async function startExportJob(opts: {
  month: string;
  format: ExportFormat;
  locale: Locale;
  createdBy: number;
}): Promise<string> {
  const id = randomUUID();
  const job: ExportJobItem = {
    pk: jobPk(id),
    sk: 'job',
    id,
    ...opts,
    createdAt: new Date().toISOString(),
    status: 'running',
    done: 0,
    total: 0,
    result: null,
    cause: null,
  };
  await dynamo().send(new PutCommand({ TableName: table(), Item: job }));
  const arn = process.env.WORKFLOW_WORKING_TIME_EXPORT_ARN;
  if (!arn) throw new Error('Missing environment variable WORKFLOW_WORKING_TIME_EXPORT_ARN');
  const { sdk, client } = await sfn();
  await client.send(new sdk.StartExecutionCommand({ stateMachineArn: arn, name: id, input: JSON.stringify({ jobId: id }) }));
  return id;
}

/** The workflow's step: every worker's month (eight at a time), then the file. */
export async function buildStaffExport({ jobId }: ExportJobInput): Promise<ExportJobInput> {
  const job = await getExportJob(jobId);
  if (!job) throw new Error(`Export job ${jobId} not found`);
  if (job.status !== 'running') return { jobId }; // a retried step after the file was written
  const now = new Date();
  const staff = await staffAccounts();
  await setJob(jobId, { total: staff.length, done: 0 });
  const registers: MonthRegister[] = [];
  for (let i = 0; i < staff.length; i += 8) {
    registers.push(...(await Promise.all(staff.slice(i, i + 8).map((a) => monthRegister(userOption(a), job.month, now)))));
    // Every 40 workers (and the last): progress without a write per worker.
    if (registers.length % 40 === 0 || registers.length === staff.length) await setJob(jobId, { done: registers.length });
  }
  const name = serverMessage(job.locale, 'files.wtc_staff', { month: job.month });
  const file = await writeExport(registers, job.format, name, job.locale, 'staff');
  await setJob(jobId, {
    status: 'done',
    result: { key: file.key, fileName: file.fileName, exportId: file.exportId, integrity: file.integrity },
  });
  return { jobId };
}

/** The workflow's failure branch: the step kept failing; the job says why. */
export async function failExportJob(
  input: ExportJobInput & { error?: { Error?: string; Cause?: string } },
): Promise<ExportJobInput> {
  let message = input.error?.Cause ?? '';
  try {
    // A Lambda's failure arrives as JSON ({errorType, errorMessage, trace}): keep the message.
    const parsed = JSON.parse(message) as { errorMessage?: string };
    if (parsed.errorMessage) message = parsed.errorMessage;
  } catch {
    // A plain text cause stays as it is.
  }
  await setJob(input.jobId, {
    status: 'failed',
    cause: { error: input.error?.Error ?? 'Error', message: message.slice(0, 500) },
  });
  return { jobId: input.jobId };
}

export async function exportJobView(job: ExportJobItem): Promise<ExportJobView> {
  const file =
    job.status === 'done' && job.result
      ? {
          url: (await downloadUrl({ key: job.result.key, fileName: job.result.fileName, contentType: CONTENT_TYPES[job.format] }))
            .url,
          export_id: job.result.exportId,
          integrity: job.result.integrity,
        }
      : null;
  return {
    id: job.id,
    month: job.month,
    format: job.format,
    status: job.status,
    done: job.done,
    total: job.total,
    file,
    cause: job.cause,
    created_at: job.createdAt,
  };
}
