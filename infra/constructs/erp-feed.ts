/**
 * The ERP feed (docs/erp-feed.md): objects created under erp-inbox/ in the files bucket invoke the
 * loader Lambda, which may read the inbox, write rejects and invoice PDFs, and write the table.
 * Reserved concurrency 1 keeps loads in arrival order and never overlapping; S3's asynchronous
 * invocations wait their turn (Lambda retries throttled events for up to six hours).
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { ERP_INBOX_PREFIX, ERP_REJECTS_PREFIX } from '../../functions/lib/erp/inbox';
import { ERP_LOADER_LIMIT } from '../limits';
import type { Data } from './data';
import { PortalFunction } from './lambda';
import { acknowledgeAll, nagRef } from './nag';

export const ERP_LOADER_ENTRY = 'functions/erp-loader/index.ts';

export interface ErpFeedProps {
  readonly data: Data;
}

export class ErpFeed extends Construct {
  readonly loader: PortalFunction;

  constructor(scope: Construct, id: string, props: ErpFeedProps) {
    super(scope, id);
    const { table, filesBucket } = props.data;
    this.loader = new PortalFunction(this, 'Loader', {
      entry: ERP_LOADER_ENTRY,
      serviceName: 'portal-erp-loader',
      timeout: Duration.seconds(ERP_LOADER_LIMIT.timeoutSeconds),
      memorySize: ERP_LOADER_LIMIT.memoryMb,
      reservedConcurrentExecutions: 1,
      environment: { TABLE_NAME: table.tableName, FILES_BUCKET: filesBucket.bucketName },
      description: 'Loads ERP feeds dropped under erp-inbox/',
    });
    const role = this.loader.role;
    table.grantReadWriteData(role);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [filesBucket.arnForObjects(`${ERP_INBOX_PREFIX}*`)] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [filesBucket.arnForObjects(`${ERP_REJECTS_PREFIX}*`), filesBucket.arnForObjects('invoices/*')],
      }),
    );
    // Without ListBucket a missing PDF answers 403 instead of 404.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [filesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${ERP_INBOX_PREFIX}*`] } },
      }),
    );
    acknowledgeAll(
      role,
      [`${ERP_INBOX_PREFIX}*`, `${ERP_REJECTS_PREFIX}*`, 'invoices/*'].map(
        (prefix) => `AwsSolutions-IAM5[Resource::${nagRef(this, filesBucket.arnForObjects(prefix))}]`,
      ),
      'The loader reads the feeds of erp-inbox/ and writes rejects and invoice PDFs under their own prefixes only.',
    );
    filesBucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.loader.fn), {
      prefix: ERP_INBOX_PREFIX,
    });
    // CDK's own handler that puts the bucket's notification configuration (runs at deploy time only).
    acknowledgeAll(
      Stack.of(this),
      ['AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]'],
      "CDK's BucketNotificationsHandler writes only its own logs at deploy time.",
    );
  }
}
