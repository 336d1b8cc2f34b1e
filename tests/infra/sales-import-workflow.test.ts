/**
 * The sales-import workflow as deployed: its state machine (a choice by job kind, Map over the
 * files, the lists built after, retries, a failure path that cleans up), its step Lambdas' memory
 * and timeouts, and least-privilege grants (ParseFile reads only uploaded sales files, BuildExport
 * writes only its exports; only the two sales-import groups may start executions).
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

  it('routes each job kind, maps the files to ParseFile then builds the lists, and sends any error to the cleaning MarkFailed', () => {
    expect(definition.StartAt).toBe('WhatJob');
    const choices = definition.States.WhatJob.Choices.map((c: { StringEquals: string; Next: string }) => [
      c.StringEquals,
      c.Next,
    ]);
    expect(choices).toEqual([
      ['export', 'BuildExport'],
      ['refresh', 'BuildViews'],
    ]);
    expect(definition.States.WhatJob.Default).toBe('ParseFiles');
    const map = definition.States.ParseFiles;
    expect(map).toMatchObject({ Type: 'Map', ItemsPath: '$.files', Next: 'BuildViews', ResultPath: null });
    expect(map.Iterator.States.ParseFile.Resource).toBe('${ParseFile}');
    expect(map.Iterator.States.ParseFile.Retry[0].ErrorEquals).toContain('Lambda.TooManyRequestsException');
    for (const state of ['ParseFiles', 'BuildViews', 'BuildExport'])
      expect(definition.States[state].Catch[0], state).toMatchObject({
        ErrorEquals: ['States.ALL'],
        ResultPath: '$.error',
        Next: 'MarkFailed',
      });
    expect(definition.States.BuildViews.Next).toBe('MarkReady');
    expect(definition.States.BuildExport.Next).toBe('MarkReady');
    // MarkFailed gets the error, to record its cause on the job.
    expect(definition.States.MarkFailed.Parameters).toEqual({ 'jobId.$': '$.jobId', 'error.$': '$.error' });
    expect(definition.States.MarkFailed.Next).toBe('Failed');
  });

  it('deploys one state machine with the heavy steps at 1,769 MB / 15 min and MarkReady small', () => {
    const { stack, templateOf } = portal();
    const wf = stack.workflows.find((w) => w.node.scope?.node.id === 'Workflow-sales-import');
    expect(wf).toBeDefined();
    const template = templateOf(wf!);
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: Record<string, unknown> }[];
    const step = (name: string) => fns.find((f) => String(f.Properties.Description).endsWith(`step ${name}`))!.Properties;
    for (const heavy of ['ParseFile', 'BuildViews', 'BuildExport'])
      expect(step(heavy), heavy).toMatchObject({ MemorySize: 1769, Timeout: 900 });
    expect(step('MarkReady')).toMatchObject({ MemorySize: 256, Timeout: 30 });
    expect(step('MarkFailed')).toMatchObject({ MemorySize: 1024, Timeout: 300 });
  });

  it('grants the steps the table and, for ParseFile, only reads of uploaded sales files', () => {
    const { templates } = portal();
    const policies = templates.flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')));
    const stepPolicies = policies.filter(([id]) => /ParseFile|BuildViews|BuildExport|MarkReady|MarkFailed/.test(id));
    expect(stepPolicies.length).toBeGreaterThanOrEqual(5);
    for (const [id, policy] of stepPolicies) {
      const statements = (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument
        .Statement;
      const all = statements.flatMap(actions);
      expect(
        all.filter((a) => a.startsWith('s3:')),
        id,
      ).toEqual(id.includes('ParseFile') ? ['s3:GetObject'] : id.includes('BuildExport') ? ['s3:PutObject'] : []);
      expect(
        all.some((a) => a.startsWith('secretsmanager:')),
        id,
      ).toBe(false);
      const s3 = statements.find((s) => actions(s).includes('s3:GetObject'));
      if (s3) expect(JSON.stringify(s3.Resource), id).toContain('/sales-import/uploads/*');
      const put = statements.find((s) => actions(s).includes('s3:PutObject'));
      if (put) expect(JSON.stringify(put.Resource), id).toContain('/exports/sales-import/*');
    }
  });

  it('lets the two sales-import groups start its executions (uploads; refreshes and exports), and the wizard group the archive', () => {
    const { templates } = portal();
    const starts = templates
      .flatMap((t) => Object.entries(t.findResources('AWS::IAM::Policy')))
      .flatMap(([id, p]) =>
        (p as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement.filter((s) =>
          actions(s).includes('states:StartExecution'),
        ).map((s) => ({ id, resource: JSON.stringify(s.Resource) })),
      );
    // Other groups start their own workflows (returns split, statistics and export jobs; their own tests):
    // what starts a sales-import machine must be one of the two sales-import groups.
    const mine = starts.filter(({ resource }) => /salesimport/i.test(resource));
    const files = mine.filter(({ id }) => /SalesImportFilesGroup/.test(id));
    const wizard = mine.filter(({ id }) => /SalesImportGroup/.test(id));
    expect(files.length + wizard.length).toBe(mine.length);
    expect(files).toHaveLength(1);
    expect(files[0]!.resource).not.toMatch(/archive/i);
    // CDK may merge the two grants into one statement: what counts is the machines it names.
    const machines = wizard.map((w) => w.resource).join(' ');
    expect(machines).toMatch(/salesimportarchive/i);
    expect(machines).toMatch(/"WorkflowsalesimportWorkflowStateMachine/);
  });
});
