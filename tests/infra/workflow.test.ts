/**
 * The Workflow construct: a state machine from an ASL file whose ${Step} placeholders become the
 * step Lambdas' ARNs, with logging, X-Ray and invoke grants.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { discoverWorkflows, kebab, placeholdersOf, Workflow } from '../../infra/constructs/workflows';
import { workflowEnvName } from '../../infra/stack';
import { cdkContext, FIXTURES, portal } from './app';
import { unacknowledgedFindings } from './nag';

const ASL = path.join(FIXTURES, 'workflows', 'sample-import.asl.json');

function workflowStack(steps: string[]) {
  const app = new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), context: cdkContext() });
  const stack = new Stack(app, 'WorkflowTest', { env: { region: 'eu-west-1' } });
  const fns = Object.fromEntries(
    steps.map((s) => [
      s,
      new lambda.Function(stack, s, {
        runtime: lambda.Runtime.NODEJS_24_X,
        handler: 'index.handler',
        code: lambda.Code.fromInline('exports.handler = async (e) => e;'),
      }),
    ]),
  );
  return { app, stack, fns, make: () => new Workflow(stack, 'Import', { definitionFile: ASL, steps: fns }) };
}

describe('Workflow', () => {
  it('finds the step placeholders of an ASL file', () => {
    expect(placeholdersOf(fs.readFileSync(ASL, 'utf8'))).toEqual(['ParseFile', 'MarkReady']);
    expect(kebab('ParseFile')).toBe('parse-file');
    expect(kebab('SendCSVReport')).toBe('send-csv-report');
  });

  it('discovers infra/workflows-style folders: one workflow per *.asl.json, steps in functions/steps', () => {
    expect(discoverWorkflows(path.join(FIXTURES, 'workflows'))).toEqual([
      {
        name: 'sample-import',
        file: ASL,
        steps: {
          ParseFile: 'functions/steps/sample-import/parse-file.ts',
          MarkReady: 'functions/steps/sample-import/mark-ready.ts',
        },
      },
    ]);
    expect(discoverWorkflows(path.join(FIXTURES, 'no-such-folder'))).toEqual([]);
  });

  it('builds the state machine with substitutions, logging, X-Ray and invoke grants', () => {
    const { stack, fns, make } = workflowStack(['ParseFile', 'MarkReady']);
    const wf = make();
    const template = Template.fromStack(stack);
    const arn = (s: string) => ({ 'Fn::GetAtt': [stack.getLogicalId(fns[s]!.node.defaultChild as never), 'Arn'] });
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      DefinitionS3Location: Match.objectLike({ Key: Match.stringLikeRegexp('\\.json$') }),
      DefinitionSubstitutions: { ParseFile: arn('ParseFile'), MarkReady: arn('MarkReady') },
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: true }),
    });
    const policy = Object.values(template.findResources('AWS::IAM::Policy'))[0] as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
    };
    const invoke = policy.Properties.PolicyDocument.Statement.find((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke?.Resource).toEqual(expect.arrayContaining([arn('ParseFile'), arn('MarkReady')]));
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    // The construct's own nag findings are acknowledged (the test functions' are not ours).
    const own = unacknowledgedFindings(stack).filter((f) => f.path.startsWith(wf.node.path));
    expect(own).toEqual([]);
  });

  it('refuses a definition whose placeholders and steps differ', () => {
    expect(() => workflowStack(['ParseFile']).make()).toThrow(/steps without a function: \[MarkReady\]/);
    expect(() => workflowStack(['ParseFile', 'MarkReady', 'Extra']).make()).toThrow(/functions without a step: \[Extra\]/);
  });

  it('is instantiated once per infra/workflows/*.asl.json (sales-import today)', () => {
    const { stack, template } = portal();
    const files = discoverWorkflows();
    expect(stack.workflows).toHaveLength(files.length);
    template.resourceCountIs('AWS::StepFunctions::StateMachine', files.length);
    expect(workflowEnvName('sales-import')).toBe('WORKFLOW_SALES_IMPORT_ARN');
  });
});
