/**
 * One CloudWatch dashboard per area of the product, and the alarms that watch an area's latency and
 * its background work (a failed sales import, a failed ERP load), in a nested stack of their own:
 * the parent stack stays under CloudFormation's 500 resources (tests/infra/validation.test.ts).
 *
 * Per area: the group functions' duration p50/p95 (each endpoint group is one Lambda, so this is the
 * route group's latency without API Gateway's per-method metrics, which cost per method), the
 * routes' own p50/p95 and 4xx/5xx from the stage's access log (Logs Insights, read only when the
 * dashboard is opened), Lambda errors, throttles and cold starts (the REPORT lines' init duration:
 * no code at cold start), the area's workflows' executions, and its business metrics
 * (functions/lib/observability/names.ts).
 */
import { Duration, NestedStack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE, type MetricArea } from '../../functions/lib/observability/names';
import type { Group } from '../../shared/api/route';
import { groupOf, routes } from '../../shared/api/routes';
import { AREA_MANIFESTS, groupSettings } from '../../shared/areas';
import type { PortalStack } from '../stack';
import type { PortalFunction } from './lambda';
import { notifyingAlarm } from './observability';
import type { Workflow } from './workflows';

export interface Area {
  readonly title: string;
  readonly groups: readonly Group[];
  /** Workflows (infra/workflows/<name>.asl.json) whose executions and steps this area shows. */
  readonly workflows?: readonly string[];
  /** Business metric areas shown here. */
  readonly metrics?: readonly MetricArea[];
}

/**
 * The areas: one per manifest (shared/areas: its groups and the workflows they start), plus the
 * ERP feed, which has no API group.
 */
export const AREAS: Readonly<Record<string, Area>> = {
  ...Object.fromEntries(
    AREA_MANIFESTS.map((a) => {
      const groups = Object.keys(a.groups) as Group[];
      const workflows = [...new Set(groups.flatMap((g) => groupSettings(g).starts ?? []))];
      return [a.name, { title: a.title, groups, workflows, metrics: a.metrics as readonly MetricArea[] | undefined }];
    }),
  ),
  erp: { title: 'ERP feed', groups: [], metrics: ['erp'] },
};
export type AreaName = string;

/** A workflow no area lists is shown on the operations dashboard rather than nowhere. */
export const areaOfWorkflow = (name: string): AreaName =>
  ((Object.entries(AREAS) as [AreaName, Area][]).find(([, a]) => a.workflows?.includes(name))?.[0] ?? 'operations') as AreaName;

/** p95 latency of an area's slowest group function that alarms, for 3 periods of 5 minutes in a row. */
export const LATENCY_P95_ALARM_MS = 5000;

export interface DashboardsProps {
  readonly accessLogs: { logGroupName: string };
  readonly authorizer: PortalFunction;
  readonly groupFunctions: ReadonlyMap<Group, PortalFunction>;
  readonly workflows: readonly Workflow[];
  /** Step functions, by the workflow they belong to. */
  readonly stepFunctions: ReadonlyMap<Workflow, readonly PortalFunction[]>;
  /** Background functions shown on an area's dashboard (the ERP loader, the working-time jobs). */
  readonly extraFunctions: Partial<Record<AreaName, readonly PortalFunction[]>>;
  readonly topic: sns.ITopic;
}

/** The dashboards of a portal stack: what it needs, read from the stack's constructs. */
export function dashboardsOf(stack: PortalStack): Dashboards {
  return new Dashboards(stack, 'Dashboards', {
    accessLogs: stack.api.accessLogs,
    authorizer: stack.api.authorizer,
    groupFunctions: stack.api.groupFunctions,
    workflows: stack.workflows,
    // A step's function and its workflow share the Workflow-<name> scope (infra/stack.ts).
    stepFunctions: new Map(stack.workflows.map((w) => [w, stack.stepFunctions.filter((f) => f.node.scope === w.node.scope)])),
    extraFunctions: { erp: [stack.erpFeed.loader], 'working-time': [stack.workingTimeJobs.fn] },
    topic: stack.observability.topic,
  });
}

const FIVE_MINUTES = Duration.minutes(5);
const business = (area: MetricArea, name: string, statistic: string, dimensions: Record<string, string> = {}) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE, area, ...dimensions },
    statistic,
    period: FIVE_MINUTES,
  });

export class Dashboards extends NestedStack {
  readonly dashboards = new Map<AreaName, cloudwatch.Dashboard>();
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: DashboardsProps) {
    super(scope, id, { description: 'CloudWatch dashboards per area and their alarms' });
    this.action = new actions.SnsAction(props.topic);
    for (const [name, area] of Object.entries(AREAS) as [AreaName, Area][]) this.area(name, area, props);

    this.alarm(
      'SalesImportFailed',
      business('sales-import', 'ImportsFailed', cloudwatch.Stats.SUM),
      1,
      'A sales import failed (its MarkFailed step ran): find it by its job id (docs/operations.md)',
    );
    this.alarm(
      'ErpLoadFailed',
      business('erp', 'LoadsFailed', cloudwatch.Stats.SUM),
      1,
      'An ERP feed file failed to load: find it by its key or batch id (docs/operations.md)',
    );
  }

  private alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string, periods = 1) {
    const alarm = notifyingAlarm(this, id, this.action, {
      metric,
      threshold,
      description,
      evaluationPeriods: periods,
      datapointsToAlarm: periods,
    });
    this.alarms.push(alarm);
    return alarm;
  }

  private area(name: AreaName, area: Area, props: DashboardsProps) {
    const groups = area.groups.flatMap((g) => {
      const f = props.groupFunctions.get(g);
      return f ? [[g, f] as const] : [];
    });
    if (name === 'access') groups.unshift(['authorizer' as Group, props.authorizer]);
    const workflows = props.workflows.filter((w) => areaOfWorkflow(w.name) === name);
    const steps = workflows.flatMap((w) => props.stepFunctions.get(w) ?? []);
    const functions = [...groups.map(([, f]) => f), ...steps, ...(props.extraFunctions[name] ?? [])];
    const dashboard = new cloudwatch.Dashboard(this, `Dashboard-${name}`, {
      dashboardName: `${this.nestedStackParent?.stackName ?? 'Portal'}-${name}`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboards.set(name, dashboard);
    const width = 12;
    const widgets: cloudwatch.IWidget[] = [
      new cloudwatch.TextWidget({
        markdown: `# ${area.title}\nLatency, errors and cold starts of its functions, its routes from the API access log, its workflows and business metrics. Runbook: docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    ];

    if (groups.length) {
      const pct = (stat: 'p50' | 'p95') =>
        groups.map(([g, f]) => f.fn.metricDuration({ statistic: stat, period: FIVE_MINUTES, label: `${g} ${stat}` }));
      widgets.push(
        new cloudwatch.GraphWidget({
          title: 'Route group latency (Lambda duration, ms)',
          left: [...pct('p50'), ...pct('p95')],
          width,
        }),
      );
      // Every route of the area's groups, as API Gateway writes resourcePath.
      const paths = Object.entries(routes)
        .filter(([id]) => (area.groups as readonly string[]).includes(groupOf(id)))
        .map(([, r]) => JSON.stringify(r.path));
      const inArea = `filter resourcePath in [${[...new Set(paths)].join(', ')}]`;
      widgets.push(
        new cloudwatch.LogQueryWidget({
          title: 'Slowest routes (API access log: p50, p95 ms)',
          logGroupNames: [props.accessLogs.logGroupName],
          queryLines: [
            inArea,
            'stats pct(responseLatency, 50) as p50, pct(responseLatency, 95) as p95, count(*) as requests by httpMethod, resourcePath',
            'sort p95 desc',
            'limit 20',
          ],
          view: cloudwatch.LogQueryVisualizationType.TABLE,
          width,
        }),
        new cloudwatch.LogQueryWidget({
          title: '4xx and 5xx answers (API access log)',
          logGroupNames: [props.accessLogs.logGroupName],
          queryLines: [
            inArea,
            'filter status >= 400',
            'fields floor(status / 100) * 100 as statusClass',
            'stats count(*) as answers by statusClass, bin(1h)',
          ],
          view: cloudwatch.LogQueryVisualizationType.TABLE,
          width,
        }),
      );
      const p95 = new cloudwatch.MathExpression({
        expression: `MAX([${groups.map((_, i) => `m${i}`).join(', ')}])`,
        usingMetrics: Object.fromEntries(
          groups.map(([, f], i) => [`m${i}`, f.fn.metricDuration({ statistic: 'p95', period: FIVE_MINUTES })]),
        ),
        label: `${area.title}: slowest group p95 (ms)`,
        period: FIVE_MINUTES,
      });
      this.alarm(
        `LatencyP95-${name}`,
        p95,
        LATENCY_P95_ALARM_MS,
        `${area.title}: a route group's p95 duration was ${LATENCY_P95_ALARM_MS} ms or more for 15 minutes`,
        3,
      );
    }

    if (functions.length) {
      const sum = (m: 'metricErrors' | 'metricThrottles') =>
        functions.map((f) => f.fn[m]({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES, label: f.fn.node.scope!.node.id }));
      widgets.push(
        new cloudwatch.GraphWidget({
          title: 'Lambda errors and throttles',
          left: sum('metricErrors'),
          right: sum('metricThrottles'),
          width,
        }),
        new cloudwatch.LogQueryWidget({
          title: 'Cold starts (init duration from the REPORT lines)',
          // Logs Insights reads at most 50 log groups per query.
          logGroupNames: functions.slice(0, 50).map((f) => f.logGroup.logGroupName),
          queryLines: [
            'filter @type = "REPORT" and ispresent(@initDuration)',
            'stats count(*) as coldStarts, pct(@initDuration, 50) as initP50, pct(@initDuration, 95) as initP95 by @log',
          ],
          view: cloudwatch.LogQueryVisualizationType.TABLE,
          width,
        }),
      );
      if (steps.length || props.extraFunctions[name]?.length)
        widgets.push(
          new cloudwatch.GraphWidget({
            title: 'Background functions: duration p95 (ms)',
            left: [...steps, ...(props.extraFunctions[name] ?? [])].map((f) =>
              f.fn.metricDuration({ statistic: 'p95', period: FIVE_MINUTES, label: f.fn.node.scope!.node.id }),
            ),
            width,
          }),
        );
    }

    for (const w of workflows)
      widgets.push(
        new cloudwatch.GraphWidget({
          title: `Workflow ${w.name}: executions`,
          left: [
            w.stateMachine.metricSucceeded({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES, label: 'succeeded' }),
            w.stateMachine.metricFailed({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES, label: 'failed' }),
            w.stateMachine.metricTimedOut({ statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES, label: 'timed out' }),
          ],
          width,
        }),
      );

    if (steps.length) {
      const step = (metric: string, stat: string, label: string) =>
        steps.map((f) => business('workflows', metric, stat, { step: f.node.id }).with({ label: `${f.node.id} ${label}` }));
      widgets.push(
        new cloudwatch.GraphWidget({
          title: 'Workflow steps: duration p95 (ms) and failures',
          left: step('StepDuration', 'p95', 'p95'),
          right: step('StepFailed', cloudwatch.Stats.SUM, 'failed'),
          width,
        }),
      );
    }
    for (const metricArea of area.metrics ?? []) widgets.push(...this.businessWidgets(metricArea, width));
    dashboard.addWidgets(...widgets);
  }

  private businessWidgets(area: MetricArea, width: number): cloudwatch.IWidget[] {
    const sums = (names: string[]) => names.map((n) => business(area, n, cloudwatch.Stats.SUM).with({ label: n }));
    switch (area) {
      case 'sales-import':
        return [
          new cloudwatch.GraphWidget({
            title: 'Sales imports: rows staged and rejected',
            left: sums(['RowsStaged', 'RowsRejected']),
            right: sums(['ImportsFinished', 'ImportsFailed']),
            width,
          }),
        ];
      case 'erp':
        return [
          new cloudwatch.GraphWidget({
            title: 'ERP feed: records',
            left: sums(['RecordsReceived', 'RecordsUpserted', 'RecordsSkipped', 'RecordsRejected']),
            right: sums(['LoadsFailed']),
            width,
          }),
        ];
      case 'warehouse':
        return [new cloudwatch.GraphWidget({ title: 'Failed temperature readings', left: sums(['FailedReadings']), width })];
      default:
        return [];
    }
  }
}
