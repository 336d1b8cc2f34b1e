/**
 * Storage: the single DynamoDB table (shape from functions/lib/data/table.ts), the files bucket
 * (documents, attachments, imports, exports; browser uploads by presigned PUT) and the bucket that
 * receives access logs.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '../../functions/lib/data/table';

export interface DataProps {
  /**
   * The site's origin (https://…), allowed by the files bucket's CORS for presigned PUT/GET.
   * Usually given later (allowBrowserAccessFrom) because it comes from the CloudFront distribution.
   */
  readonly siteOrigin?: string;
}

export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly logBucket: s3.Bucket;
  readonly filesBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);

    const pk = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: pk(TABLE_KEYS.partitionKey),
      sortKey: pk(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const gsi of TABLE_KEYS.gsis) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.name,
        partitionKey: pk(gsi.partitionKey),
        sortKey: pk(gsi.sortKey),
        ...(gsi.projection === 'ALL'
          ? { projectionType: dynamodb.ProjectionType.ALL }
          : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...gsi.projection] }),
      });
    }

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs are written with ACLs, so ACLs stay enabled (owner preferred).
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      versioned: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'files/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        { noncurrentVersionExpiration: Duration.days(90) },
        // Generated spreadsheets and letters are fetched once through a 5-minute link.
        { prefix: 'exports/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (props.siteOrigin) this.allowBrowserAccessFrom(props.siteOrigin);
  }

  /** Lets the site's pages PUT (presigned uploads) and GET (presigned downloads) files directly. */
  allowBrowserAccessFrom(origin: string): void {
    this.filesBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
      allowedOrigins: [origin],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
