/**
 * The returns tracking split (ticketing-warehouse §4), run by the `returns-split` Step Functions
 * workflow (infra/workflows/returns-split.asl.json): lines still on the batch's status stay, the
 * others move to a new cloned batch whose id the job reports.
 *
 * All or nothing: one transaction writes the batch (conditional on the version the split was
 * prepared on), the clone (conditional on its absence), both history entries and the job marked
 * done (conditional on it still running). Idempotent: the job is named after the batch and its
 * version, the clone's id is reserved on the job before the write, and a step that finds its job
 * done answers the recorded clone: a retried step or execution never clones twice.
 */
import type { SplitJob } from '../../../shared/warehouse/returns';
import { sfn } from '../aws-sfn';
import { nextId } from '../data/counters';
import {
  getReturnSplitJob,
  patchRunningSplitJob,
  putReturnSplitJob,
  reserveSplitJobClone,
  returnSplitJobKey,
  type ReturnSplitJobItem,
} from '../data/entities/return-tracking';
import { transact, type TransactItems } from '../data/transact';
import { env } from '../env';
import { HttpError, invalid } from '../http/errors';
import type { LineState } from './return-rules';
import {
  applyLines,
  changesBetween,
  checkSave,
  getTracking,
  historyItem,
  trackingPut,
  type TrackingItem,
  type TrackingLineItem,
} from './returns';

type JobItem = ReturnSplitJobItem;

export interface SplitInput {
  jobId: string;
  trackingId: number;
  /** The batch version the split was prepared on. */
  version: number;
  /** Every line of the batch with its new state. */
  lines: LineState[];
  /** The status of the lines that leave with the clone. */
  cloneStatus: number;
  userName: string;
}

export const splitJobId = (trackingId: number, version: number) => `split-${trackingId}-v${version}`;

export interface SplitRequest {
  version: number;
  current: { status_id: number; lines: LineState[] };
  clone: { status_id: number; lines: LineState[] };
}

/** The request's checks, answered at once: 409 when the batch moved on, 422 naming the rule. */
export function checkSplit(t: TrackingItem, req: SplitRequest): LineState[] {
  if (req.version !== t.version) throw new HttpError(409, 'errors.split_conflict');
  const lines = [...req.current.lines, ...req.clone.lines];
  checkSave(t, lines);
  if (req.current.status_id !== t.statusId)
    throw invalid('current.status_id', 'returns.rule_current_status', { status: t.statusId });
  if (req.clone.status_id === req.current.status_id) throw invalid('clone.status_id', 'returns.split_same_status');
  if (req.current.lines.some((l) => l.status_id !== req.current.status_id)) throw invalid('current.lines', 'returns.split_lines');
  if (req.clone.lines.some((l) => l.status_id !== req.clone.status_id)) throw invalid('clone.lines', 'returns.split_lines');
  return lines;
}

export const jobView = (j: JobItem): SplitJob => ({
  job_id: j.jobId,
  status: j.status,
  id: j.cloneId ?? null,
  error: j.error ?? null,
});

export async function getJob(jobId: string): Promise<JobItem | null> {
  return getReturnSplitJob(jobId);
}

/** Records a new job (or restarts one that failed with an error); answers the job as it stands. */
export async function openJob(jobId: string, trackingId: number): Promise<{ job: JobItem; start: boolean }> {
  const now = new Date().toISOString();
  const existing = await getJob(jobId);
  if (existing && !(existing.status === 'failed' && existing.error === 'error')) return { job: existing, start: false };
  const job: JobItem = {
    jobId,
    trackingId,
    status: 'running',
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    cloneId: existing?.cloneId,
  };
  await putReturnSplitJob(job);
  return { job, start: true };
}

export async function startSplit(input: SplitInput): Promise<void> {
  const arn = process.env.WORKFLOW_RETURNS_SPLIT_ARN;
  if (!arn) throw new Error('Missing environment variable WORKFLOW_RETURNS_SPLIT_ARN');
  // Each attempt its own execution name; the job item, not the name, keeps the split single.
  const name = `${input.jobId}-${Date.now()}`;
  const { sdk, client } = await sfn();
  await client.send(new sdk.StartExecutionCommand({ stateMachineArn: arn, name, input: JSON.stringify(input) }));
}

async function markJob(jobId: string, fields: Partial<Pick<JobItem, 'status' | 'error' | 'cloneId'>>) {
  await patchRunningSplitJob(jobId, { ...fields, updatedAt: new Date().toISOString() }).catch(
    (e: { name?: string; message?: string }) => {
      // Already done or failed: the first outcome stands.
      if (!/conditional/i.test(`${e.name} ${e.message}`)) throw e;
    },
  );
}

/** The clone's id, reserved on the job once so a retried step writes the same clone. */
async function reserveCloneId(job: JobItem): Promise<number> {
  if (job.cloneId) return job.cloneId;
  const id = await nextId('returnTracking');
  await reserveSplitJobClone(job.jobId, id).catch((e: { message?: string }) => {
    if (!/conditional/i.test(String(e.message))) throw e;
  });
  return (await getJob(job.jobId))!.cloneId!;
}

export type SplitOutcome = { status: 'done'; cloneId: number } | { status: 'conflict' };

/** The workflow's step: performs the split once, or reports the conflict. */
export async function performSplit(input: SplitInput): Promise<SplitOutcome> {
  const job = await getJob(input.jobId);
  if (!job) throw new Error(`split job ${input.jobId} not found`);
  if (job.status === 'done') return { status: 'done', cloneId: job.cloneId! };
  if (job.status === 'failed' && job.error === 'conflict') return { status: 'conflict' };
  const t = await getTracking(input.trackingId);
  if (!t || t.version !== input.version) {
    await markJob(input.jobId, { status: 'failed', error: 'conflict' });
    return { status: 'conflict' };
  }
  const cloneId = await reserveCloneId(job);
  const now = new Date().toISOString();
  const all = applyLines(t, input.lines);
  const staying = all.filter((l) => l.statusId === t.statusId);
  const leaving = all.filter((l) => l.statusId === input.cloneStatus);
  const current: TrackingItem = {
    ...t,
    lines: staying,
    version: t.version + 1,
    splitInto: [...(t.splitInto ?? []), cloneId],
    updatedAt: now,
  };
  const clone: TrackingItem = {
    trackingId: cloneId,
    partyId: t.partyId,
    partyName: t.partyName,
    statusId: input.cloneStatus,
    version: 1,
    lines: leaving,
    splitFrom: t.trackingId,
    splitInto: [],
    commentCount: 0,
    createdAt: now,
    createdBy: input.userName,
    updatedAt: now,
  };
  const beforeClone: TrackingItem = {
    ...t,
    lines: (t.lines as TrackingLineItem[]).filter((l) => leaving.some((x) => x.id === l.id)),
  };
  const writes: TransactItems = [
    trackingPut(current, t.version),
    trackingPut(clone, null),
    historyItem(
      t.trackingId,
      current.version,
      input.userName,
      [{ split_into: cloneId }, ...changesBetween(t, t.statusId, staying)],
      now,
    ),
    historyItem(
      cloneId,
      1,
      input.userName,
      [
        { split_from: t.trackingId },
        { from_state_id: t.statusId, state_id: input.cloneStatus },
        ...changesBetween(beforeClone, t.statusId, leaving).filter((c) => c.product_code),
      ],
      now,
    ),
    {
      Update: {
        TableName: env.tableName(),
        Key: returnSplitJobKey(input.jobId),
        UpdateExpression: 'SET #status = :done, #updatedAt = :now',
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: { '#status': 'status', '#updatedAt': 'updatedAt' },
        ExpressionAttributeValues: { ':done': 'done', ':now': now, ':running': 'running' },
      },
    },
  ];
  const failed = await transact(writes);
  if (!failed.length) return { status: 'done', cloneId };
  // A retry after a write that did land, or the batch moved on meanwhile.
  const again = await getJob(input.jobId);
  if (again?.status === 'done') return { status: 'done', cloneId: again.cloneId! };
  await markJob(input.jobId, { status: 'failed', error: 'conflict' });
  return { status: 'conflict' };
}

/** The workflow's catch: a step that kept failing leaves the job failed (the screen can retry). */
export async function failSplit(jobId: string): Promise<void> {
  await markJob(jobId, { status: 'failed', error: 'error' });
}
