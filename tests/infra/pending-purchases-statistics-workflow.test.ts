/**
 * The pending-purchases-statistics workflow as deployed: its state machine (the build
 * step with retries, a failure path that marks the job), its step Lambdas with their limits, the
 * build step's writes limited to its exports prefix, and the warehouse-reports group as its only
 * starter.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR } from '../../infra/constructs/workflows';
import { portal } from './app';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
type Policy = { Properties: { PolicyDocument: { Statement: Statement[] } } };
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('pending-purchases-statistics workflow', () => {
  const definition = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, 'pending-purchases-statistics.asl.json'), 'utf8'));

  it('runs BuildStatistics with retries, and on any error marks the job failed (with the cause) then fails', () => {
    expect(definition.StartAt).toBe('BuildStatistics');
    const build = definition.States.BuildStatistics;
    expect(build).toMatchObject({ Type: 'Task', Resource: '${BuildStatistics}', End: true });
    expect(build.Retry[0].MaxAttempts).toBeGreaterThan(1);
    expect(build.Catch[0]).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkStatisticsFailed' });
    expect(definition.States.MarkStatisticsFailed).toMatchObject({
      Resource: '${MarkStatisticsFailed}',
      Parameters: { 'jobId.$': '$.jobId', 'error.$': '$.error' },
      Next: 'Failed',
    });
    expect(definition.States.Failed.Type).toBe('Fail');
  });

  it('deploys the state machine with both step Lambdas, small, and lets it invoke them', () => {
    const { stack, templateOf } = portal();
    const wf = stack.workflows.find((w) => w.node.scope?.node.id === 'Workflow-pending-purchases-statistics');
    expect(wf).toBeDefined();
    const template = templateOf(wf!);
    const machines = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machines.filter((m) => JSON.stringify(m).includes('BuildStatistics'))).toHaveLength(1);
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: Record<string, unknown> }[];
    const step = (name: string) => fns.find((f) => String(f.Properties.Description).endsWith(`step ${name}`))?.Properties;
    expect(step('BuildStatistics')).toMatchObject({ MemorySize: 1024, Timeout: 900 });
    expect(step('MarkStatisticsFailed')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    // The state machine's role may invoke exactly its steps.
    const invoke = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap((p) => (p as Policy).Properties.PolicyDocument.Statement)
      .filter((s) => actions(s).includes('lambda:InvokeFunction'));
    const text = JSON.stringify(invoke);
    expect(text).toMatch(/BuildStatistics/);
    expect(text).toMatch(/MarkStatisticsFailed/);
  });

  it('grants its steps the table; only the build step writes, and only under exports/pending-purchases/', () => {
    const { templates } = portal();
    const policies = (pattern: RegExp) =>
      templates
        .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
        .filter(([id]) => pattern.test(id) && !/StateMachine/.test(id))
        .flatMap(([, p]) => (p as Policy).Properties.PolicyDocument.Statement);
    const build = policies(/BuildStatistics/);
    const mark = policies(/MarkStatisticsFailed/);
    expect(build.flatMap(actions).some((a) => a.startsWith('dynamodb:'))).toBe(true);
    expect(mark.flatMap(actions).some((a) => a.startsWith('dynamodb:'))).toBe(true);
    const writes = build.filter((s) => actions(s).some((a) => a === 's3:PutObject'));
    expect(writes.length).toBeGreaterThan(0);
    for (const s of writes) expect(JSON.stringify(s.Resource)).toContain('exports/pending-purchases/*');
    expect(mark.flatMap(actions).filter((a) => a.startsWith('s3:') || a.startsWith('secretsmanager:'))).toEqual([]);
  });

  it('is started by the warehouse-reports group alone', () => {
    const { templates } = portal();
    const starters = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .filter(([, p]) =>
        (p as Policy).Properties.PolicyDocument.Statement.some(
          (s) => actions(s).includes('states:StartExecution') && /pendingpurchasesstatistics/i.test(JSON.stringify(s.Resource)),
        ),
      )
      .map(([id]) => id);
    expect(starters).toEqual([expect.stringMatching(/WarehouseReportsGroup/)]);
  });
});
