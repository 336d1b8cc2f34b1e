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
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: number;
  stopDate?: number;
}

type AslState = { Type: string; Resource?: string; Iterator?: AslMachine; ItemProcessor?: AslMachine; Branches?: AslMachine[] };
type AslMachine = { States: Record<string, AslState> };

/** Task state name → placeholder, over nested Map and Parallel machines. */
function taskPlaceholders(machine: AslMachine, out: Record<string, string> = {}): Record<string, string> {
  for (const [name, state] of Object.entries(machine.States)) {
    const m = state.Type === 'Task' ? /^\$\{(\w+)\}$/.exec(state.Resource ?? '') : null;
    if (m) out[name] = m[1]!;
    for (const sub of [state.Iterator, state.ItemProcessor, ...(state.Branches ?? [])]) if (sub) taskPlaceholders(sub, out);
  }
  return out;
}

export async function runWorkflow(workflowFile: string, input: unknown): Promise<unknown> {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const definition = JSON.parse(fs.readFileSync(workflowFile, 'utf8')) as AslMachine;
  const handlers: Record<string, (input: never) => Promise<never>> = {};
  for (const [stateName, placeholder] of Object.entries(taskPlaceholders(definition))) {
    const load = STEP_HANDLERS[placeholder];
    if (!load) throw new Error(`No local step handler for \${${placeholder}} (add it to infra/local/workflow-steps.ts)`);
    handlers[stateName] = async (stepInput: never) => (await load())(stepInput) as never;
  }
  const machine = new StateMachine(definition as never, { validationOptions: { checkPaths: true } as never });
  return machine.run(input as never, { overrides: { taskResourceLocalHandlers: handlers as never } }).result;
}

export function startStepFunctions(port: number, log: (line: string) => void = () => undefined): Promise<http.Server> {
  const executions = new Map<string, Execution>();
  const actions: Record<string, (body: Record<string, string>) => unknown> = {
    StartExecution: (body) => {
      const machineName = body.stateMachineArn?.split(':').pop() ?? '';
      const file = path.join(WORKFLOWS_DIR, `${machineName}.asl.json`);
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
      runWorkflow(file, JSON.parse(execution.input))
        .then((output) => Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output) }))
        .catch((e: Error) => Object.assign(execution, { status: 'FAILED', error: e.name, cause: e.message }))
        .finally(() => {
          execution.stopDate = Date.now() / 1000;
          log(`workflow ${machineName} ${execution.status}`);
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
