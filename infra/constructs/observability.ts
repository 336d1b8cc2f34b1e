/**
 * Alarms and where they go: API 5xx, every function's errors and throttles, failed workflow
 * executions; all into one SNS topic (an e-mail subscription when context alarmEmail is set).
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

/**
 * An alarm at or above `threshold` (no data: not breaching) that notifies `action` when it fires and
 * when it clears; one evaluation period unless told.
 */
export function notifyingAlarm(
  scope: Construct,
  id: string,
  action: cloudwatch.IAlarmAction,
  props: {
    metric: cloudwatch.IMetric;
    threshold: number;
    description: string;
    evaluationPeriods?: number;
    datapointsToAlarm?: number;
  },
): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: props.evaluationPeriods ?? 1,
    datapointsToAlarm: props.datapointsToAlarm,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

export interface ObservabilityProps {
  readonly alarmEmail?: string;
}

export class Observability extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: ObservabilityProps = {}) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'Portal alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    this.action = new actions.SnsAction(this.topic);
  }

  private alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string) {
    const alarm = notifyingAlarm(this, id, this.action, { metric, threshold, description });
    this.alarms.push(alarm);
    return alarm;
  }

  /** 5 or more server errors in 5 minutes. */
  watchApi(api: apigateway.RestApi): void {
    this.alarm(
      'Api5xx',
      api.metricServerError({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
      5,
      'API Gateway answered 5xx 5 or more times in 5 minutes',
    );
  }

  /**
   * Any error (the handler crashed or timed out: handled errors are answers, not Lambda errors) or
   * any throttle in 5 minutes.
   */
  watchFunction(id: string, fn: lambda.IFunction, opts: { throttles?: boolean } = {}): void {
    const period = Duration.minutes(5);
    this.alarm(`${id}Errors`, fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }), 1, `${id}: Lambda errors`);
    if (opts.throttles !== false)
      this.alarm(`${id}Throttles`, fn.metricThrottles({ period, statistic: cloudwatch.Stats.SUM }), 1, `${id}: Lambda throttles`);
  }

  watchStateMachine(id: string, stateMachine: sfn.IStateMachine): void {
    this.alarm(
      `${id}Failed`,
      stateMachine.metricFailed({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
      1,
      `${id}: failed executions`,
    );
  }
}
