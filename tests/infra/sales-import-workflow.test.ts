/**
 * The sales-import workflow as deployed: its state machine (Map over the files, retries, a failure
 * path), its step Lambdas' memory and timeouts, and least-privilege grants (the steps read only
 * uploaded sales files; only the sales-import-files group may start executions).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR } from '../../infra/constructs/workflows';
import { portal } from './app';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('sales-import workflow', () => {
  const definition = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, 'sales-import.asl.json'), 'utf8'));

  it('maps the files to ParseFile with retries, then marks the job ready, or failed on any error', () => {
    expect(definition.StartAt).toBe('ParseFiles');
    const map = definition.States.ParseFiles;
    expect(map).toMatchObject({ Type: 'Map', ItemsPath: '$.files', Next: 'MarkReady' });
    expect(map.Iterator.States.ParseFile.Resource).toBe('${ParseFile}');
    expect(map.Iterator.States.ParseFile.Retry[0].ErrorEquals).toContain('Lambda.TooManyRequestsException');
    expect(map.Catch[0]).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkFailed' });
    expect(definition.States.MarkFailed.Next).toBe('Failed');
  });

  it('deploys one state machine with ParseFile at 1,769 MB / 15 min and the mark steps small', () => {
    const { stack, templateOf } = portal();
    const wf = stack.workflows.find((w) => w.node.scope?.node.id === 'Workflow-sales-import');
    expect(wf).toBeDefined();
    const template = templateOf(wf!);
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: Record<string, unknown> }[];
    const step = (name: string) => fns.find((f) => String(f.Properties.Description).endsWith(`step ${name}`))!.Properties;
    expect(step('ParseFile')).toMatchObject({ MemorySize: 1769, Timeout: 900 });
    expect(step('MarkReady')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    expect(step('MarkFailed')).toMatchObject({ MemorySize: 256, Timeout: 30 });
  });

  it('grants the steps the table and, for ParseFile, only reads of uploaded sales files', () => {
    const { templates } = portal();
    const policies = templates.flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')));
    const stepPolicies = policies.filter(([id]) => /ParseFile|MarkReady|MarkFailed/.test(id));
    expect(stepPolicies.length).toBeGreaterThanOrEqual(3);
    for (const [id, policy] of stepPolicies) {
      const statements = (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument
        .Statement;
      const all = statements.flatMap(actions);
      expect(
        all.filter((a) => a.startsWith('s3:')),
        id,
      ).toEqual(id.includes('ParseFile') ? ['s3:GetObject'] : []);
      expect(
        all.some((a) => a.startsWith('secretsmanager:')),
        id,
      ).toBe(false);
      const s3 = statements.find((s) => actions(s).includes('s3:GetObject'));
      if (s3) expect(JSON.stringify(s3.Resource), id).toContain('/sales-import/uploads/*');
    }
  });

  it('lets only the sales-import-files group start its executions, and the wizard group only the archive', () => {
    const { templates } = portal();
    const starts = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .flatMap(([id, p]) =>
        (p as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement.filter((s) =>
          actions(s).includes('states:StartExecution'),
        ).map((s) => ({ id, resource: JSON.stringify(s.Resource) })),
      );
    // The warehouse-returns group starts the returns-split workflow (tests/infra/returns-split-workflow.test.ts).
    const mine = starts.filter(({ id }) => !/WarehouseReturnsGroup/.test(id));
    const files = mine.filter(({ id }) => /SalesImportFilesGroup/.test(id));
    const wizard = mine.filter(({ id }) => /SalesImportGroup/.test(id));
    expect(files.length + wizard.length).toBe(mine.length);
    expect(files).toHaveLength(1);
    expect(files[0]!.resource).not.toMatch(/archive/i);
    expect(wizard).toHaveLength(1);
    expect(wizard[0]!.resource).toMatch(/salesimportarchive/i);
  });
});
