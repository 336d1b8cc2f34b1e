/**
 * Tracing, dashboards and the alarms: X-Ray on the stage, every function of ours and
 * every state machine; one dashboard per area, in a nested stack; the failed-import, failed-load and
 * latency alarms into the alarm topic.
 */
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/lib/observability/names';
import { GROUPS } from '../../shared/areas';
import { AREAS, LATENCY_P95_ALARM_MS } from '../../infra/constructs/dashboards';
import { portal } from './app';

type Resource = { Type: string; Properties?: Record<string, any> };
const resources = (t: Template) => Object.entries(t.toJSON().Resources as Record<string, Resource>);
const dashboards = () => Template.fromStack(portal().stack.dashboards);

// One synth for the file (minutes on a loaded machine), outside any single test's timeout.
beforeAll(() => void portal(), 600_000);

describe('tracing', () => {
  it('traces the API stage, every function of the portal and every state machine with X-Ray', () => {
    const { stack, template } = portal();
    template.hasResourceProperties('AWS::ApiGateway::Stage', { StageName: 'prod', TracingEnabled: true });
    const ours = [...stack.api.functions, ...stack.stepFunctions, stack.erpFeed.loader, stack.workingTimeJobs.fn];
    expect(ours.length).toBeGreaterThan(30);
    for (const f of ours) {
      const id = Stack.of(f).getLogicalId(f.fn.node.defaultChild as never);
      expect(template.toJSON().Resources[id].Properties.TracingConfig, f.node.path).toEqual({ Mode: 'Active' });
    }
    const machines = resources(template).filter(([, r]) => r.Type === 'AWS::StepFunctions::StateMachine');
    expect(machines.length).toBe(stack.workflows.length);
    for (const [id, m] of machines) expect(m.Properties!.TracingConfiguration, id).toEqual({ Enabled: true });
  });
});

describe('dashboards', () => {
  it('puts every endpoint group in exactly one area', () => {
    const listed = Object.values(AREAS).flatMap((a) => a.groups as readonly string[]);
    expect([...listed].sort()).toEqual([...GROUPS].sort());
  });

  it('has one dashboard per area, in a nested stack, showing every business metric somewhere', () => {
    const { stack, template } = portal();
    const boards = resources(dashboards()).filter(([, r]) => r.Type === 'AWS::CloudWatch::Dashboard');
    expect(boards.map(([, r]) => r.Properties!.DashboardName).sort()).toEqual(
      Object.keys(AREAS)
        .map((a) => `${stack.stackName}-${a}`)
        .sort(),
    );
    expect(resources(template).filter(([, r]) => r.Type === 'AWS::CloudWatch::Dashboard')).toEqual([]);
    const bodies = JSON.stringify(boards.map(([, r]) => r.Properties!.DashboardBody));
    for (const names of Object.values(BUSINESS_METRICS)) for (const name of names) expect(bodies).toContain(`\\"${name}\\"`);
    // Route latency and status from the access log, cold starts from the REPORT lines.
    expect(bodies).toContain('pct(responseLatency, 95)');
    expect(bodies).toContain('@initDuration');
  });
});

describe('alarms', () => {
  const alarms = () =>
    resources(dashboards())
      .filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm')
      .map(([, r]) => r.Properties!);

  it('alarms on a failed sales import and a failed ERP load, from the business metrics', () => {
    const byMetric = (name: string) => alarms().filter((a) => a.MetricName === name && a.Namespace === 'Portal');
    for (const [name, area] of [
      ['ImportsFailed', 'sales-import'],
      ['LoadsFailed', 'erp'],
    ] as const) {
      const [alarm, ...more] = byMetric(name);
      expect(more).toEqual([]);
      expect(alarm).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Statistic: 'Sum',
        Dimensions: expect.arrayContaining([
          { Name: 'area', Value: area },
          { Name: 'service', Value: 'portal' },
        ]),
      });
    }
  });

  it("alarms on each area's slowest route group p95, for 15 minutes", () => {
    const latency = alarms().filter((a) => a.Metrics);
    const areasWithGroups = Object.values(AREAS).filter((a) => a.groups.length);
    expect(latency).toHaveLength(areasWithGroups.length);
    for (const a of latency) {
      expect(a).toMatchObject({ Threshold: LATENCY_P95_ALARM_MS, EvaluationPeriods: 3, DatapointsToAlarm: 3 });
      const stats = (a.Metrics as { MetricStat?: { Stat: string; Metric: { MetricName: string } } }[]).flatMap((m) =>
        m.MetricStat ? [[m.MetricStat.Metric.MetricName, m.MetricStat.Stat]] : [],
      );
      expect(stats.length).toBeGreaterThan(0);
      for (const s of stats) expect(s).toEqual(['Duration', 'p95']);
    }
  });

  it('sends every new alarm and its return to OK to the alarm topic', () => {
    for (const a of alarms()) {
      expect(a.AlarmActions).toHaveLength(1);
      expect(a.OKActions).toEqual(a.AlarmActions);
    }
    // The topic is the parent's, passed in as a parameter of the nested stack.
    const { stack } = portal();
    expect(JSON.stringify(alarms()[0]!.AlarmActions)).toMatch(/referencetoFarmaPortalObservabilityAlarmTopic/);
    expect(stack.dashboards.alarms.length).toBe(alarms().length);
  });
});
