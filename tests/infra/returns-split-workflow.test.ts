/**
 * The returns-split workflow as deployed: its state machine (the split step with
 * retries, a failure path that marks the job), its step Lambdas with their invoke grants and
 * table-only access, and the warehouse group as its only starter.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR } from '../../infra/constructs/workflows';
import { portal } from './app';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
type Policy = { Properties: { PolicyDocument: { Statement: Statement[] } } };
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('returns-split workflow', () => {
  const definition = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, 'returns-split.asl.json'), 'utf8'));

  it('runs SplitTracking with retries, and on any error marks the job failed then fails', () => {
    expect(definition.StartAt).toBe('SplitTracking');
    const split = definition.States.SplitTracking;
    expect(split).toMatchObject({ Type: 'Task', Resource: '${SplitTracking}', End: true });
    expect(split.Retry[0].MaxAttempts).toBeGreaterThan(1);
    expect(split.Catch[0]).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkSplitFailed' });
    expect(definition.States.MarkSplitFailed).toMatchObject({ Resource: '${MarkSplitFailed}', Next: 'Failed' });
    expect(definition.States.Failed.Type).toBe('Fail');
  });

  it('deploys the state machine with both step Lambdas, small, and lets it invoke them', () => {
    const { stack, templateOf } = portal();
    const wf = stack.workflows.find((w) => w.node.scope?.node.id === 'Workflow-returns-split');
    expect(wf).toBeDefined();
    const template = templateOf(wf!);
    const machines = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machines.filter((m) => JSON.stringify(m).includes('SplitTracking'))).toHaveLength(1);
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: Record<string, unknown> }[];
    const step = (name: string) => fns.find((f) => String(f.Properties.Description).endsWith(`step ${name}`))?.Properties;
    expect(step('SplitTracking')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    expect(step('MarkSplitFailed')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    // The state machine's role may invoke exactly its steps.
    const invoke = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap((p) => (p as Policy).Properties.PolicyDocument.Statement)
      .filter((s) => actions(s).includes('lambda:InvokeFunction'));
    const text = JSON.stringify(invoke);
    expect(text).toMatch(/SplitTracking/);
    expect(text).toMatch(/MarkSplitFailed/);
  });

  it('grants its steps the table and no bucket or secret', () => {
    const { templates } = portal();
    const stepPolicies = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .filter(([id]) => /SplitTracking|MarkSplitFailed/.test(id) && !/StateMachine/.test(id));
    expect(stepPolicies.length).toBeGreaterThanOrEqual(2);
    for (const [id, policy] of stepPolicies) {
      const all = (policy as Policy).Properties.PolicyDocument.Statement.flatMap(actions);
      expect(
        all.some((a) => a.startsWith('dynamodb:')),
        id,
      ).toBe(true);
      expect(
        all.filter((a) => a.startsWith('s3:') || a.startsWith('secretsmanager:')),
        id,
      ).toEqual([]);
    }
  });

  it('is started by the warehouse-returns group alone', () => {
    const { templates } = portal();
    const starters = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .filter(([, p]) =>
        (p as Policy).Properties.PolicyDocument.Statement.some(
          (s) => actions(s).includes('states:StartExecution') && /returnssplit/i.test(JSON.stringify(s.Resource)),
        ),
      )
      .map(([id]) => id);
    expect(starters.filter((id) => /Warehouse/.test(id))).toEqual([expect.stringMatching(/WarehouseReturnsGroup/)]);
  });
});
