/**
 * Helpers to acknowledge cdk-nag findings precisely. cdk-nag 3 is a validation plugin; a finding is
 * acknowledged with `Validations.of(construct).acknowledge({ id, reason })` on the resource or an
 * ancestor, one id per finding: wildcard findings carry the flattened resource, e.g.
 * `AwsSolutions-IAM5[Resource::<TableABC.Arn>/index/*]`.
 */
import { DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** A value (possibly holding tokens) as cdk-nag writes it in a finding id. */
export function nagRef(scope: IConstruct, value: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(value));
}

/** Acknowledges several findings with one reason. */
export function acknowledgeAll(scope: IConstruct, ids: string[], reason: string): void {
  Validations.of(scope).acknowledge(...ids.map((id) => ({ id, reason })));
}

/** The CDK bootstrap asset bucket's objects (what CDK-provided handlers read assets from). */
export function assetBucketObjects(scope: IConstruct): string {
  const stack = Stack.of(scope);
  const qualifier: unknown = stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
  const q = typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  return nagRef(scope, `arn:${stack.partition}:s3:::cdk-${q}-assets-${stack.account}-${stack.region}/*`);
}
