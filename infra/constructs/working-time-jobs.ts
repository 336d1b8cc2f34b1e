/**
 * The working-time register's scheduled jobs (issues 16, 29): one Lambda, three EventBridge Scheduler
 * schedules in Europe/Madrid time. Forgotten clock-outs each morning at 07:30; the monthly summary
 * runs on weekdays 1 to 7 at 08:00 and acts only on the month's first working day (the handler
 * decides); the daily anchor at 00:30 writes the past days' chain heads to the WORM bucket
 * (working-time-integrity.ts grants it; on demand: invoke with {"job": "anchor"}).
 */
import { Duration, TimeZone } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { WORKING_TIME_JOBS_LIMIT } from '../limits';
import type { Data } from './data';
import { PortalFunction } from './lambda';
import type { Mail } from './mail';
import { acknowledgeAll, nagRef } from './nag';

export const WORKING_TIME_JOBS_ENTRY = 'functions/working-time-jobs/index.ts';

export interface WorkingTimeJobsProps {
  readonly data: Data;
  readonly mail: Mail;
  readonly environment: Record<string, string>;
}

export class WorkingTimeJobs extends Construct {
  readonly fn: PortalFunction;

  constructor(scope: Construct, id: string, props: WorkingTimeJobsProps) {
    super(scope, id);
    this.fn = new PortalFunction(this, 'Jobs', {
      entry: WORKING_TIME_JOBS_ENTRY,
      serviceName: 'portal-working-time-jobs',
      timeout: Duration.seconds(WORKING_TIME_JOBS_LIMIT.timeoutSeconds),
      memorySize: WORKING_TIME_JOBS_LIMIT.memoryMb,
      environment: props.environment,
      description: 'Working-time register: forgotten clock-out reminders, monthly summaries, daily anchors',
    });
    // Reads registers and accounts; writes mail, anchors (working-time-integrity.ts) and, in the table,
    // only the registers' verified summaries (new items under the register's keys: no update, no delete).
    props.data.table.grantReadData(this.fn.role);
    this.fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [props.data.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$wtc#*'] } },
      }),
    );
    props.mail.grantSend(this.fn.role);

    // One role for both schedules: it may invoke this function only.
    const role = new iam.Role(this, 'SchedulerRole', { assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com') });
    const madrid = TimeZone.EUROPE_MADRID;
    new scheduler.Schedule(this, 'Remind', {
      description: 'Mails forgotten clock-outs (entries open more than 12 hours)',
      schedule: scheduler.ScheduleExpression.cron({ minute: '30', hour: '7', timeZone: madrid }),
      target: new targets.LambdaInvoke(this.fn.fn, { role, input: scheduler.ScheduleTargetInput.fromObject({ job: 'remind' }) }),
    });
    new scheduler.Schedule(this, 'Monthly', {
      description: "Mails each worker the previous month's register summary on the month's first working day",
      schedule: scheduler.ScheduleExpression.cron({ minute: '0', hour: '8', day: '1-7', timeZone: madrid }),
      target: new targets.LambdaInvoke(this.fn.fn, { role, input: scheduler.ScheduleTargetInput.fromObject({ job: 'monthly' }) }),
    });
    new scheduler.Schedule(this, 'Anchor', {
      description: "Writes each worker's chain head of the past days to the WORM bucket (daily anchor)",
      schedule: scheduler.ScheduleExpression.cron({ minute: '30', hour: '0', timeZone: madrid }),
      target: new targets.LambdaInvoke(this.fn.fn, { role, input: scheduler.ScheduleTargetInput.fromObject({ job: 'anchor' }) }),
    });
    acknowledgeAll(
      role,
      [`AwsSolutions-IAM5[Resource::${nagRef(this, this.fn.fn.functionArn)}:*]`],
      "Lambda's grantInvoke also covers the function's versions (<arn>:*): the schedules invoke this one function only.",
    );
  }
}
