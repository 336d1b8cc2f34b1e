import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamo } from '../aws';
import { recordMetrics } from './metrics';
import { step, traced } from './trace';

/** The EMF lines Powertools Metrics printed (it writes JSON lines to stdout). */
let lines: Record<string, unknown>[];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n'))
      if (line.includes('"_aws"')) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env._X_AMZN_TRACE_ID;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.AWS_EXECUTION_ENV;
  delete process.env.AWS_XRAY_CONTEXT_MISSING;
});

const metricsOf = (line: Record<string, unknown>) =>
  (line._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] })
    .CloudWatchMetrics[0]!;

describe('recordMetrics', () => {
  it('writes one EMF line in the Portal namespace with the area, the figures and the context with the trace id', async () => {
    process.env._X_AMZN_TRACE_ID = 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1';
    await recordMetrics('erp', { RecordsUpserted: 120, RecordsRejected: 3 }, { batchId: 'b-1', key: 'erp-inbox/a.jsonl' });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(metricsOf(line)).toMatchObject({
      Namespace: 'Portal',
      Dimensions: [expect.arrayContaining(['service', 'area'])],
      Metrics: [
        { Name: 'RecordsUpserted', Unit: 'Count' },
        { Name: 'RecordsRejected', Unit: 'Count' },
      ],
    });
    expect(line).toMatchObject({
      service: 'portal',
      area: 'erp',
      RecordsUpserted: 120,
      RecordsRejected: 3,
      batchId: 'b-1',
      xray_trace_id: '1-67891233-abcdef012345678912345678',
    });
  });
});

describe('traced steps', () => {
  it('records the step duration in milliseconds with the step as a dimension and a trace id of X-Ray shape', async () => {
    const handler = step('ParseFile', async (input: { jobId: string; index: number }) => ({ done: input.jobId }));
    await expect(handler({ jobId: 'job-7', index: 2 })).resolves.toEqual({ done: 'job-7' });
    const line = lines.find((l) => 'StepDuration' in l)!;
    expect(metricsOf(line).Metrics).toEqual([{ Name: 'StepDuration', Unit: 'Milliseconds' }]);
    expect(metricsOf(line).Dimensions[0]).toEqual(expect.arrayContaining(['area', 'step']));
    expect(line).toMatchObject({ area: 'workflows', step: 'ParseFile', jobId: 'job-7', file: '2' });
    expect(line.xray_trace_id).toMatch(/^1-[0-9a-f]{8}-[0-9a-f]{24}$/);
  });

  it("gives what a step records the step's trace id (the stand-in has no X-Ray to give one)", async () => {
    await traced('MarkFailed', { jobId: 'job-9' }, () => recordMetrics('sales-import', { ImportsFailed: 1 }, { jobId: 'job-9' }));
    const business = lines.find((l) => 'ImportsFailed' in l)!;
    const step = lines.find((l) => 'StepDuration' in l)!;
    expect(business.xray_trace_id).toMatch(/^1-[0-9a-f]{8}-[0-9a-f]{24}$/);
    expect(business.xray_trace_id).toBe(step.xray_trace_id);
  });

  it('counts a failed step and throws its error on', async () => {
    await expect(
      traced('BuildViews', { jobId: 'job-8' }, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(lines.map((l) => [l.step, 'StepFailed' in l, 'StepDuration' in l])).toEqual([['BuildViews', true, false]]);
  });

  it('traces each DynamoDB call of a step on Lambda as its own subsegment', async () => {
    Object.assign(process.env, {
      AWS_LAMBDA_FUNCTION_NAME: 'portal-steps',
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x',
      AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
      _X_AMZN_TRACE_ID: 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1',
      AWS_REGION: process.env.AWS_REGION ?? 'eu-west-1',
    });
    const before = dynamo().middlewareStack.identify();
    await traced('BuildViews', { jobId: 'job-10' }, async () => undefined);
    const after = dynamo().middlewareStack.identify();
    expect(before.some((m) => m.startsWith('XRaySDKInstrumentation'))).toBe(false);
    expect(after.some((m) => m.startsWith('XRaySDKInstrumentation'))).toBe(true);
  });
});
