/**
 * The working-time register's integrity in AWS:
 * - an HMAC_256 KMS key: the working-time Lambdas may only ask it for MACs (GenerateMac to write a
 *   record, VerifyMac to check one); its material never leaves KMS, so whoever can write the table
 *   cannot make a record's MAC. Records name their key (its ARN): to rotate, add a key, point
 *   WTC_MAC_KEY at it and keep VerifyMac on the old one.
 * - a WORM bucket: S3 Object Lock in compliance mode, 4 years by default (art. 34.9 ET), that nobody,
 *   root included, can shorten or delete before then. The nightly job writes each day's chain heads
 *   (anchors/) and the exports their receipts (exports/); no role gets a delete on it.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { PortalFunction } from './lambda';
import { acknowledgeAll, nagRef } from './nag';

/** Four years (art. 34.9 of the Estatuto de los Trabajadores), leap day included. */
export const ANCHOR_RETENTION_DAYS = 4 * 365 + 1;

export interface WorkingTimeIntegrityProps {
  readonly logBucket: s3.IBucket;
  /** Writes records: GenerateMac and VerifyMac; lists anchors. */
  readonly writers: PortalFunction[];
  /** Reads registers and exports them: VerifyMac; lists anchors; writes export receipts. */
  readonly exporters: PortalFunction[];
  /** The nightly job: lists and writes anchors, checks every register and MACs its summary. */
  readonly anchorer: PortalFunction;
}

export class WorkingTimeIntegrity extends Construct {
  readonly key: kms.Key;
  readonly anchorBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: WorkingTimeIntegrityProps) {
    super(scope, id);
    this.key = new kms.Key(this, 'MacKey', {
      keySpec: kms.KeySpec.HMAC_256,
      keyUsage: kms.KeyUsage.GENERATE_VERIFY_MAC,
      description: "Working-time register: each record's HMAC (the Lambdas may only ask for MACs)",
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.anchorBucket = new s3.Bucket(this, 'AnchorBucket', {
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(Duration.days(ANCHOR_RETENTION_DAYS)),
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'wtc-anchors/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const env = (f: PortalFunction) => {
      f.fn.addEnvironment('WTC_MAC_KEY', this.key.keyArn);
      f.fn.addEnvironment('WTC_ANCHOR_BUCKET', this.anchorBucket.bucketName);
    };
    const mac = (f: PortalFunction, actions: string[]) =>
      f.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [this.key.keyArn] }));
    const list = (f: PortalFunction) =>
      f.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.anchorBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': ['anchors/*'] } },
        }),
      );
    const put = (f: PortalFunction, prefix: 'anchors' | 'exports') => {
      const objects = this.anchorBucket.arnForObjects(`${prefix}/*`);
      f.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [objects] }));
      acknowledgeAll(
        f.role,
        [`AwsSolutions-IAM5[Resource::${nagRef(this, objects)}]`],
        `Writes new ${prefix} objects (server-generated keys) to the WORM bucket; Object Lock keeps every version.`,
      );
    };
    for (const f of props.writers) {
      env(f);
      mac(f, ['kms:GenerateMac', 'kms:VerifyMac']);
      list(f);
    }
    for (const f of props.exporters) {
      env(f);
      mac(f, ['kms:VerifyMac']);
      list(f);
      put(f, 'exports');
    }
    env(props.anchorer);
    // After the anchors it checks each register and MACs the summary the screens read (summary.ts).
    mac(props.anchorer, ['kms:GenerateMac', 'kms:VerifyMac']);
    list(props.anchorer);
    put(props.anchorer, 'anchors');
  }
}
