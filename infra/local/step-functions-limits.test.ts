import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATE_PAYLOAD_BYTES, STEP_LIMITS, stepLimit, type FunctionLimit } from '../limits';
import { runWorkflow, startStepFunctions, WORKFLOWS_DIR } from './step-functions';
import { STEP_HANDLERS, type StepHandler } from './workflow-steps';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asl-limits-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
// The runner's library takes seconds to load and to compile its ASL validator on a busy machine:
// do both once here, so each test's time is its own.
beforeAll(async () => {
  const { StateMachine } = await import('aws-local-stepfunctions');
  new StateMachine({ StartAt: 'P', States: { P: { Type: 'Pass', End: true } } });
}, 60_000);

/** A one-file ASL fixture; returns its path. */
function asl(name: string, definition: object): string {
  const file = path.join(dir, `${name}.asl.json`);
  fs.writeFileSync(file, JSON.stringify(definition));
  return file;
}

const registered: string[] = [];
function register(placeholder: string, handler: StepHandler) {
  STEP_HANDLERS[placeholder] = async () => handler;
  registered.push(placeholder);
}
afterEach(() => {
  vi.useRealTimers();
  for (const p of registered.splice(0)) delete STEP_HANDLERS[p];
});

const limits = (entries: Record<string, Partial<FunctionLimit>>) =>
  Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, { timeoutSeconds: 30, memoryMb: 256, ...v }]));
const task = (placeholder: string, more: object = {}) => ({ Type: 'Task', Resource: `\${${placeholder}}`, End: true, ...more });
const kib = (n: number) => 'x'.repeat(n * 1024);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ name: 'none', message: 'succeeded' }),
    (e: Error) => ({ name: e.name, message: e.message }),
  );

describe('local Step Functions runner: timeouts', () => {
  it('fails a step that runs past its Lambda timeout with States.Timeout, which the ASL Catch sees', async () => {
    register('SlowStep', () => new Promise((resolve) => setTimeout(resolve, 10_000, 'late').unref()));
    const stepLimits = limits({ SlowStep: { timeoutSeconds: 0.05 } });
    const bare = asl('slow', { StartAt: 'Slow', States: { Slow: task('SlowStep') } });
    expect(await failure(runWorkflow(bare, {}, { stepLimits }))).toEqual({
      name: 'States.Timeout',
      message: expect.stringMatching(/Step SlowStep \(state Slow\) ran past its 0.05 s timeout/),
    });

    const caught = asl('slow-caught', {
      StartAt: 'Slow',
      States: {
        Slow: task('SlowStep', {
          End: undefined,
          Next: 'Done',
          Catch: [{ ErrorEquals: ['States.Timeout'], ResultPath: '$.error', Next: 'Failed' }],
        }),
        Done: { Type: 'Pass', Result: 'not cut', End: true },
        Failed: { Type: 'Pass', End: true },
      },
    });
    expect(await runWorkflow(caught, {}, { stepLimits })).toEqual({
      error: { Error: 'States.Timeout', Cause: expect.any(String) },
    });
  });

  it("waits for the step's own timeout, not aws-local-stepfunctions' 60-second default", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    register('LongStep', () => new Promise((resolve) => setTimeout(resolve, 90_000, 'done')));
    const file = asl('long', { StartAt: 'Long', States: { Long: task('LongStep') } });
    const run = runWorkflow(file, {}, { stepLimits: limits({ LongStep: { timeoutSeconds: 15 * 60 } }) });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(await run).toBe('done');
  });
});

describe('local Step Functions runner: the 256 KiB state payload', () => {
  it('is 262,144 bytes', () => expect(STATE_PAYLOAD_BYTES).toBe(262_144));

  it('fails a task result over 256 KiB with States.DataLimitExceeded, which States.ALL neither retries nor catches', async () => {
    let calls = 0;
    register('BigResult', async () => (calls++, { rows: kib(300) }));
    const file = asl('big-result', {
      StartAt: 'Big',
      States: {
        Big: task('BigResult', {
          End: undefined,
          Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 2 }],
          Catch: [{ ErrorEquals: ['States.ALL'], Next: 'Caught' }],
          Next: 'Done',
        }),
        Caught: { Type: 'Pass', Result: 'caught', End: true },
        Done: { Type: 'Pass', End: true },
      },
    });
    const stepLimits = limits({ BigResult: {} });
    expect(await failure(runWorkflow(file, {}, { stepLimits }))).toEqual({
      name: 'States.DataLimitExceeded',
      message: expect.stringMatching(/The result of state Big is 3\d{5} bytes, more than the 262144-byte state payload limit/),
    });
    expect(calls).toBe(1);
  });

  it('fails an execution input over 256 KiB, and a step input over it before the step runs', async () => {
    let ran = false;
    register('Echo', async (input) => ((ran = true), input));
    const file = asl('echo', { StartAt: 'Echo', States: { Echo: task('Echo') } });
    const stepLimits = limits({ Echo: {} });
    expect(await failure(runWorkflow(file, { rows: kib(257) }, { stepLimits }))).toMatchObject({
      name: 'States.DataLimitExceeded',
      message: expect.stringMatching(/^The execution input is/),
    });
    expect(ran).toBe(false);
    expect(await runWorkflow(file, { rows: kib(200) }, { stepLimits })).toEqual({ rows: kib(200) });
  });

  it("fails when a state's output grows past 256 KiB, as a Map gathering its items' results does", async () => {
    register('Piece', async () => ({ piece: kib(100) }));
    const file = asl('gather', {
      StartAt: 'Each',
      States: {
        Each: {
          Type: 'Map',
          ItemsPath: '$.items',
          Iterator: { StartAt: 'Piece', States: { Piece: task('Piece') } },
          Next: 'After',
        },
        After: { Type: 'Pass', Result: 'never reached', End: true },
      },
    });
    expect(await failure(runWorkflow(file, { items: [1, 2, 3] }, { stepLimits: limits({ Piece: {} }) }))).toMatchObject({
      name: 'States.DataLimitExceeded',
      message: expect.stringMatching(/^The output of state Each is/),
    });
  });
});

describe('step limits: one declaration for CDK and the runner', () => {
  it('refuses to run a workflow with a step placeholder that has no declared limit, before any step runs', async () => {
    let ran = false;
    register('Sized', async () => ((ran = true), 'ok'));
    register('Unsized', async () => 'ok');
    const file = asl('unsized', {
      StartAt: 'First',
      States: { First: task('Sized', { End: undefined, Next: 'Second' }), Second: task('Unsized') },
    });
    await expect(runWorkflow(file, {}, { stepLimits: limits({ Sized: {} }) })).rejects.toThrow(
      /\$\{Unsized\} has no timeout and memory: add it to STEP_LIMITS in infra\/limits\.ts/,
    );
    expect(ran).toBe(false);
    expect(() => stepLimit('NoSuchStep')).toThrow(/STEP_LIMITS/);
    expect(() => stepLimit('toString')).toThrow(/STEP_LIMITS/);
  });

  it('declares a limit and a local handler for every step of infra/workflows', () => {
    const placeholders = fs
      .readdirSync(WORKFLOWS_DIR)
      .filter((f) => f.endsWith('.asl.json'))
      .flatMap((f) => [...fs.readFileSync(path.join(WORKFLOWS_DIR, f), 'utf8').matchAll(/"\$\{(\w+)\}"/g)].map((m) => m[1]!));
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.filter((p) => !STEP_LIMITS[p] || !STEP_HANDLERS[p])).toEqual([]);
  });
});

describe('local Step Functions endpoint: a failed execution', () => {
  let server: http.Server | undefined;
  afterAll(() => new Promise((resolve) => server?.close(resolve) ?? resolve(undefined)));

  it('logs the execution name, the error and the cause, and DescribeExecution returns them', async () => {
    register('Boom', async () => {
      throw Object.assign(new Error('row 7: no such product'), { name: 'ImportError' });
    });
    asl('boom', { StartAt: 'Boom', States: { Boom: task('Boom') } });
    const lines: string[] = [];
    server = await startStepFunctions(0, (line) => lines.push(line), { workflowsDir: dir, stepLimits: limits({ Boom: {} }) });
    const api = async (action: string, body: object) => {
      const res = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, {
        method: 'POST',
        headers: { 'X-Amz-Target': `AWSStepFunctions.${action}`, 'Content-Type': 'application/x-amz-json-1.0' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, string>;
    };
    const { executionArn } = await api('StartExecution', {
      stateMachineArn: 'arn:aws:states:eu-west-1:000000000000:stateMachine:boom',
      name: 'job-42',
      input: '{}',
    });
    await vi.waitFor(async () => expect((await api('DescribeExecution', { executionArn })).status).toBe('FAILED'));
    expect(await api('DescribeExecution', { executionArn })).toMatchObject({
      name: 'job-42',
      error: 'ImportError',
      cause: 'row 7: no such product',
    });
    expect(lines).toContain('workflow boom execution job-42 FAILED: ImportError: row 7: no such product');
  });
});
