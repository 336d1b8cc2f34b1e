/**
 * What the synth checks: cdk-nag (AwsSolutions, a validation plugin of the app), CloudFormation's
 * built-in template validation, and the size of the templates (500 resources per stack).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../infra/constructs/api';
import { buildApp } from '../../infra/stack';
import { cdkContext, FIXTURES, portal, validationReport } from './app';
import { acknowledgments, allFindings, unacknowledgedFindings } from './nag';

describe('cdk-nag AwsSolutions', () => {
  it('runs as a validation plugin of the app', () => {
    const { app } = portal();
    // Stage._validationPlugins is internal; the plugin's presence is what matters.
    const plugins = (app as unknown as { _validationPlugins?: { name: string }[] })._validationPlugins ?? [];
    expect(plugins.map((p) => p.name)).toEqual(['AwsSolutions', 'CloudFormation Validate (nested stacks)']);
  });

  it('leaves no finding unacknowledged (errors and warnings)', () => {
    const findings = unacknowledgedFindings(portal().app);
    expect(findings.map((f) => `${f.severity} ${f.rule} at ${f.path}: ${f.description}`)).toEqual([]);
  });

  it('acknowledges each finding with a reason, and no acknowledgment is stale', () => {
    const { app } = portal();
    const all = allFindings(app);
    const acks = acknowledgments(app).filter((a) => a.id.startsWith('AwsSolutions-'));
    expect(acks.length).toBeGreaterThan(0);
    for (const a of acks) {
      expect(a.reason.length, `${a.id} at ${a.path}`).toBeGreaterThan(40);
      const used = all.some((f) => f.rule === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`)));
      expect(used, `${a.id} at ${a.path} matches no finding`).toBe(true);
    }
    const lines = [
      ...new Map(acks.map((a) => [`${a.id} @ ${a.path.replace(/^FarmaPortal\/?/, '') || '(stack)'}`, a.reason])).entries(),
    ];
    console.log(`cdk-nag acknowledgments (${lines.length}):\n${lines.map(([k, r]) => `  ${k}\n      ${r}`).join('\n')}`);
  });
});

describe('CloudFormation template validation (built into aws-cdk-lib)', () => {
  it('reports nothing for the portal stack and its nested route stacks', () => {
    const report = validationReport(portal());
    const cfn = report?.pluginReports.filter((r) => r.pluginName.startsWith('CloudFormation Validate')) ?? [];
    expect(cfn.flatMap((r) => r.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.description}`))).toEqual([]);
    // Nothing at all left in the report (cdk-nag, annotations, CloudFormation).
    expect(report?.pluginReports.flatMap((r) => r.violations) ?? []).toEqual([]);
  });

  it('is live, on the main stack and on the nested route stacks: an invalid property fails the synth', () => {
    const app = new App({
      outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'cfn-validate-')),
      context: { ...cdkContext(), 'aws:cdk:bundling-stacks': [] },
    });
    const stack = buildApp(app, { config: { webDistDir: path.join(FIXTURES, 'no-web-dist') } });
    (stack.data.filesBucket.node.defaultChild as CfnResource).addPropertyOverride('NoSuchBucketProperty', true);
    (stack.api.methods[0]!.method.node.defaultChild as CfnResource).addPropertyOverride('NoSuchMethodProperty', true);
    let error = '';
    try {
      app.synth();
    } catch (e) {
      error = String(e);
    }
    expect(error).toMatch(/NoSuchBucketProperty.*\(CloudFormation Validate\)/);
    expect(error).toMatch(/NoSuchMethodProperty.*\(CloudFormation Validate \(nested stacks\)\)/);
  });
});

describe('template size', () => {
  it('stays well under 500 resources per stack', () => {
    const t = portal();
    const counts = t.templates.map((tpl, i) => ({
      stack: i === 0 ? t.stack.stackName : [...t.stack.api.routeStacks.keys()][i - 1]!,
      resources: Object.keys(tpl.toJSON().Resources as object).length,
    }));
    const total = counts.reduce((n, c) => n + c.resources, 0);
    const routes = routeList().length;
    console.log(
      `CloudFormation resources: ${total} in total for ${routes} routes; parent stack ${counts[0]!.resources}; ` +
        `route stacks: ${counts
          .slice(1)
          .map((c) => `${c.stack} ${c.resources}`)
          .join(', ')}`,
    );
    // CloudFormation's limit is 500. The parent stack holds the workflows, and every step adds a
    // function, its role, policy, log group and alarms (306 with the sales import's; 363 with the
    // three job workflows of 28/11: pending purchases, staff export, labs statistics); past 400,
    // move the workflows into a nested stack of their own as the routes are.
    expect(counts[0]!.resources).toBeLessThan(400);
    for (const c of counts.slice(1)) expect(c.resources, c.stack).toBeLessThan(300);
  });
});
