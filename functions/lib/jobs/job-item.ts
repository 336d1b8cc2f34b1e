/**
 * The item of a job that a workflow runs for a screen (a 202 answer, then polls): recorded running
 * when the call starts its workflow, patched with progress by the step, then done or failed once.
 * Kept a day: long enough to download what it made.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { sfn } from '../aws-sfn';
import { env } from '../env';

export interface JobKey {
  pk: string;
  sk: string;
}

export interface JobState {
  status: 'running' | 'done' | 'failed';
  updatedAt: string;
}

const KEEP_SECONDS = 24 * 3600;
/** A running job not heard of for longer than its step may run (15 minutes) died unrecorded. */
const STALE_MS = 20 * 60_000;

export async function getJobItem<T extends JobState>(key: JobKey): Promise<T | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: key }));
  return (Item as T | undefined) ?? null;
}

/** Records the running job, then starts its workflow (the env's WORKFLOW_<NAME>_ARN) with `input`. */
export async function startJobItem(
  key: JobKey,
  item: JobState & Record<string, unknown>,
  workflowArnVariable: string,
  input: { jobId: string } & Record<string, unknown>,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: env.tableName(),
      Item: { ...key, ...item, expiresAt: Math.floor(Date.parse(item.updatedAt) / 1000) + KEEP_SECONDS },
    }),
  );
  const arn = process.env[workflowArnVariable];
  if (!arn) throw new Error(`Missing environment variable ${workflowArnVariable}`);
  const { sdk, client } = await sfn();
  await client.send(new sdk.StartExecutionCommand({ stateMachineArn: arn, name: input.jobId, input: JSON.stringify(input) }));
}

export async function patchJobItem(key: JobKey, fields: Record<string, unknown>): Promise<void> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':running': 'running' };
  const sets = Object.entries({ ...fields, updatedAt: new Date().toISOString() }).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        // Only a running job moves: the first outcome (done or failed) stands when a step is retried.
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** The Catch's error name and message, as kept on a failed job. */
export const failureText = (cause?: { Error?: string; Cause?: string }) =>
  `${cause?.Error ?? 'Error'}: ${cause?.Cause ?? ''}`.slice(0, 1000);

/** The status a screen is told: a running job silent for too long failed. */
export const jobStatus = (job: JobState, now = Date.now()): JobState['status'] =>
  job.status === 'running' && now - Date.parse(job.updatedAt) > STALE_MS ? 'failed' : job.status;
