/**
 * The local Step Functions runner: a small endpoint speaking the service's JSON protocol
 * (StartExecution, DescribeExecution) that runs the same ASL files CDK deploys, with
 * aws-local-stepfunctions. Task states whose Resource is a `${Placeholder}` substitution run the
 * local step handler registered for that placeholder in workflow-steps.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { STATE_PAYLOAD_BYTES, STEP_LIMITS, stepLimit, type FunctionLimit } from '../limits';
import { jsonBytes, memoryWarning, watchMemory, withDeadline } from './lambda-limits';
import { STEP_HANDLERS } from './workflow-steps';

// aws-local-stepfunctions uses Promise.withResolvers (Node 22+).
const P = Promise as unknown as { withResolvers?: () => unknown };
P.withResolvers ??= function withResolvers<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

export const WORKFLOWS_DIR = path.resolve(import.meta.dirname, '..', 'workflows');
export const stateMachineArn = (name: string) => `arn:aws:states:eu-west-1:000000000000:stateMachine:${name}`;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT';
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: number;
  stopDate?: number;
}

type AslState = {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  TimeoutSecondsPath?: string;
  Iterator?: AslMachine;
  ItemProcessor?: AslMachine;
  Branches?: AslMachine[];
};
type AslMachine = { States: Record<string, AslState> };

/** Every Task state with a `${Placeholder}` resource, over nested Map and Parallel machines. */
function placeholderTasks(machine: AslMachine, out: { name: string; state: AslState; placeholder: string }[] = []) {
  for (const [name, state] of Object.entries(machine.States)) {
    const m = state.Type === 'Task' ? /^\$\{(\w+)\}$/.exec(state.Resource ?? '') : null;
    if (m) out.push({ name, state, placeholder: m[1]! });
    for (const sub of [state.Iterator, state.ItemProcessor, ...(state.Branches ?? [])]) if (sub) placeholderTasks(sub, out);
  }
  return out;
}

/**
 * A failed execution's error, as Step Functions names it (`States.Timeout`, `States.DataLimitExceeded`,
 * a step's own error name …): the execution fails with `name` as its error and `message` as its cause.
 */
export class StatesError extends Error {
  constructor(name: string, cause: string) {
    super(cause);
    this.name = name;
  }
}

/**
 * A state's input or output over 256 KiB. Terminal in AWS: States.ALL neither retries nor catches
 * it. aws-local-stepfunctions reads these two flags (its own States.Runtime error sets them too).
 */
class DataLimitExceeded extends StatesError {
  readonly isRetryable = false;
  readonly isCatchable = false;
  constructor(what: string, bytes: number, limit: number) {
    super('States.DataLimitExceeded', `${what} is ${bytes} bytes, more than the ${limit}-byte state payload limit`);
  }
}

/** The execution's own TimeoutSeconds passed: AWS ends it TIMED_OUT. */
class ExecutionTimedOut extends StatesError {
  constructor() {
    super('States.Timeout', "The execution ran past its definition's TimeoutSeconds");
  }
}

/** What the runner holds steps to; every one defaults to AWS's (infra/limits.ts). Tests shorten them. */
export interface RunOptions {
  /** Each step's Lambda timeout and memory, by placeholder. */
  readonly stepLimits?: Record<string, FunctionLimit>;
  /** The largest state input or output, in bytes. */
  readonly maxPayloadBytes?: number;
  readonly log?: (line: string) => void;
}

export async function runWorkflow(workflowFile: string, input: unknown, options: RunOptions = {}): Promise<unknown> {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const { stepLimits = STEP_LIMITS, maxPayloadBytes = STATE_PAYLOAD_BYTES, log = () => undefined } = options;
  const checkPayload = (what: string, value: unknown) => {
    const bytes = jsonBytes(value);
    if (bytes > maxPayloadBytes) throw new DataLimitExceeded(what, bytes, maxPayloadBytes);
  };
  const definition = JSON.parse(fs.readFileSync(workflowFile, 'utf8')) as AslMachine;
  const handlers: Record<string, (input: never) => Promise<never>> = {};
  // Every step is checked before anything runs: a step with no handler or no limit fails the start.
  for (const { name, state, placeholder } of placeholderTasks(definition)) {
    const load = STEP_HANDLERS[placeholder];
    if (!load) throw new Error(`No local step handler for \${${placeholder}} (add it to infra/local/workflow-steps.ts)`);
    const limit = stepLimit(placeholder, stepLimits);
    // Without TimeoutSeconds aws-local-stepfunctions cuts a Task at 60 s, where AWS waits for the
    // Lambda's own timeout (15 minutes for ParseFile). A TimeoutSeconds of the ASL's own still
    // applies; else the step's Lambda timeout, enforced below to the millisecond.
    if (state.TimeoutSeconds === undefined && state.TimeoutSecondsPath === undefined)
      state.TimeoutSeconds = Math.ceil(limit.timeoutSeconds) + 1;
    handlers[name] = async (stepInput: never) => {
      checkPayload(`The input of state ${name}`, stepInput);
      const step = await load();
      const memory = watchMemory();
      try {
        const result = await withDeadline(
          step(stepInput),
          limit.timeoutSeconds * 1000,
          () =>
            new StatesError(
              'States.Timeout',
              `Step ${placeholder} (state ${name}) ran past its ${limit.timeoutSeconds} s timeout`,
            ),
        );
        checkPayload(`The result of state ${name}`, result);
        return result as never;
      } finally {
        const warning = memoryWarning(`step ${placeholder} (state ${name})`, memory(), limit.memoryMb);
        if (warning) log(warning);
      }
    };
  }
  checkPayload('The execution input', input);
  const machine = new StateMachine(definition as never, { validationOptions: { checkPaths: true } as never });
  const execution = machine.run(input as never, { overrides: { taskResourceLocalHandlers: handlers as never } });

  // Any state's output (a Map's gathered results, a Pass's) is held to the limit too: the runner
  // reports each state as it exits, and an oversized one stops the execution.
  let tooBig: DataLimitExceeded | undefined;
  const watching = (async () => {
    for await (const event of execution.eventLogs as AsyncIterable<{
      type: string;
      state?: { name: string; output?: unknown };
    }>) {
      if (event.type !== 'StateExited' || tooBig) continue;
      try {
        checkPayload(`The output of state ${event.state!.name}`, event.state!.output);
      } catch (e) {
        tooBig = e as DataLimitExceeded;
        execution.abort();
      }
    }
  })();
  try {
    const output = await execution.result;
    await watching;
    if (tooBig) throw tooBig;
    return output;
  } catch (e) {
    if (tooBig) throw tooBig;
    throw statesError(e);
  }
}

/** The library wraps a failure (ExecutionError, its cause the state's error); AWS reports the state's error itself. */
function statesError(e: unknown): Error {
  const error = e as Error & { cause?: unknown };
  if (error.name === 'ExecutionError' && error.cause instanceof Error)
    return new StatesError(error.cause.name, error.cause.message);
  if (error.name === 'ExecutionTimeoutError') return new ExecutionTimedOut();
  return error;
}

export function startStepFunctions(
  port: number,
  log: (line: string) => void = () => undefined,
  options: RunOptions & { workflowsDir?: string } = {},
): Promise<http.Server> {
  const { workflowsDir = WORKFLOWS_DIR, ...runOptions } = options;
  const executions = new Map<string, Execution>();
  const actions: Record<string, (body: Record<string, string>) => unknown> = {
    StartExecution: (body) => {
      const machineName = body.stateMachineArn?.split(':').pop() ?? '';
      const file = path.join(workflowsDir, `${machineName}.asl.json`);
      if (!fs.existsSync(file))
        throw Object.assign(new Error(`State machine ${machineName} does not exist`), { type: 'StateMachineDoesNotExist' });
      const name = body.name ?? randomUUID();
      const execution: Execution = {
        executionArn: `arn:aws:states:eu-west-1:000000000000:execution:${machineName}:${name}`,
        stateMachineArn: body.stateMachineArn!,
        name,
        status: 'RUNNING',
        input: body.input ?? '{}',
        startDate: Date.now() / 1000,
      };
      executions.set(execution.executionArn, execution);
      runWorkflow(file, JSON.parse(execution.input), { log, ...runOptions })
        .then((output) => Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output) }))
        .catch((e: Error) =>
          Object.assign(execution, {
            status: e instanceof ExecutionTimedOut ? 'TIMED_OUT' : 'FAILED',
            error: e.name,
            cause: e.message,
          }),
        )
        .finally(() => {
          execution.stopDate = Date.now() / 1000;
          log(
            `workflow ${machineName} execution ${name} ${execution.status}` +
              (execution.error ? `: ${execution.error}: ${execution.cause}` : ''),
          );
        });
      return { executionArn: execution.executionArn, startDate: execution.startDate };
    },
    DescribeExecution: (body) => {
      const e = executions.get(body.executionArn ?? '');
      if (!e) throw Object.assign(new Error('Execution does not exist'), { type: 'ExecutionDoesNotExist' });
      return e;
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const action =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      res.setHeader('Content-Type', 'application/x-amz-json-1.0');
      try {
        const fn = actions[action];
        if (!fn) throw Object.assign(new Error(`${action} is not supported locally`), { type: 'UnknownOperationException' });
        res.end(JSON.stringify(fn(JSON.parse(Buffer.concat(chunks).toString() || '{}'))));
      } catch (e) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ __type: (e as { type?: string }).type ?? 'ValidationException', message: (e as Error).message }),
        );
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
