/**
 * Reading cdk-nag 3's results in tests. The app registers AwsSolutionsChecks as a validation plugin
 * (a finding nobody acknowledged fails the synth); here the same pack runs directly on the
 * construct tree (NagPack.validateScope), once as the app sees it and once with acknowledgments
 * ignored, so tests can also prove that every acknowledgment still matches a finding.
 */
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface Finding {
  rule: string;
  severity: string;
  path: string;
  description: string;
}

function findings(pack: AwsSolutionsChecks, scope: IConstruct): Finding[] {
  const report = pack.validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => ({
      rule: v.ruleName,
      severity: v.severity ?? 'error',
      path: r.constructPath ?? r.resourceLogicalId ?? '?',
      description: v.description,
    })),
  );
}

/** Findings nobody acknowledged (what would fail `cdk synth`). */
export function unacknowledgedFindings(scope: IConstruct): Finding[] {
  return findings(new AwsSolutionsChecks(), scope);
}

/** Every finding, acknowledged or not. */
export function allFindings(scope: IConstruct): Finding[] {
  const pack = new AwsSolutionsChecks();
  // isAcknowledged is private in cdk-nag's typings; replacing it on this one instance is enough.
  (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return findings(pack, scope);
}

export interface Acknowledgment {
  id: string;
  reason: string;
  path: string;
}

/** Acknowledgments recorded in the construct tree (Validations.of(x).acknowledge). */
export function acknowledgments(scope: IConstruct): Acknowledgment[] {
  const out: Acknowledgment[] = [];
  for (const c of scope.node.findAll()) {
    for (const entry of c.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !entry.data) continue;
      for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
        out.push({ id: key.replace(/^annotation::/i, ''), reason, path: c.node.path });
      }
    }
  }
  return out;
}
