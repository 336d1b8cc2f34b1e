/**
 * The labs-statistics workflow as deployed: its state machine (the build step with retries, a
 * failure path that marks the job), its step Lambdas with their limits, the build step's writes
 * limited to its exports prefix, and the administration-files group as its only starter.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR } from '../../infra/constructs/workflows';
import { portal } from './app';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
type Policy = { Properties: { PolicyDocument: { Statement: Statement[] } } };
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('labs-statistics workflow', () => {
  const definition = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, 'labs-statistics.asl.json'), 'utf8'));

  it('runs BuildLabsStatistics with retries, and on any error marks the job failed (with the cause) then fails', () => {
    expect(definition.StartAt).toBe('BuildLabsStatistics');
    const build = definition.States.BuildLabsStatistics;
    expect(build).toMatchObject({ Type: 'Task', Resource: '${BuildLabsStatistics}', End: true });
    expect(build.Retry[0].MaxAttempts).toBeGreaterThan(1);
    expect(build.Catch[0]).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkLabsStatisticsFailed' });
    expect(definition.States.MarkLabsStatisticsFailed).toMatchObject({
      Resource: '${MarkLabsStatisticsFailed}',
      Parameters: { 'jobId.$': '$.jobId', 'error.$': '$.error' },
      Next: 'Failed',
    });
    expect(definition.States.Failed.Type).toBe('Fail');
  });

  it('deploys both step Lambdas with their limits; only the build step writes, under exports/administration/labs-statistics/', () => {
    const { stack, templateOf, templates } = portal();
    const wf = stack.workflows.find((w) => w.node.scope?.node.id === 'Workflow-labs-statistics');
    expect(wf).toBeDefined();
    const fns = Object.values(templateOf(wf!).findResources('AWS::Lambda::Function')) as {
      Properties: Record<string, unknown>;
    }[];
    const step = (name: string) => fns.find((f) => String(f.Properties.Description).endsWith(`step ${name}`))?.Properties;
    expect(step('BuildLabsStatistics')).toMatchObject({ MemorySize: 1024, Timeout: 900 });
    expect(step('MarkLabsStatisticsFailed')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    const policies = (pattern: RegExp) =>
      templates
        .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
        .filter(([id]) => pattern.test(id) && !/StateMachine/.test(id))
        .flatMap(([, p]) => (p as Policy).Properties.PolicyDocument.Statement);
    const writes = policies(/BuildLabsStatistics/).filter((s) => actions(s).includes('s3:PutObject'));
    expect(writes.length).toBeGreaterThan(0);
    for (const s of writes) expect(JSON.stringify(s.Resource)).toContain('exports/administration/labs-statistics/*');
    expect(
      policies(/MarkLabsStatisticsFailed/)
        .flatMap(actions)
        .filter((a) => a.startsWith('s3:')),
    ).toEqual([]);
  });

  it('is started by the administration-files group alone', () => {
    const { templates } = portal();
    const starters = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .filter(([, p]) =>
        (p as Policy).Properties.PolicyDocument.Statement.some(
          (s) => actions(s).includes('states:StartExecution') && /labsstatistics/i.test(JSON.stringify(s.Resource)),
        ),
      )
      .map(([id]) => id);
    expect(starters).toEqual([expect.stringMatching(/AdministrationFilesGroup/)]);
  });
});
