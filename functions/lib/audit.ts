/** Audit records: who did what to whom and when (impersonation start and end). */
import type { AuditRecord } from '../../shared/acl/views';
import { randomUUID } from 'node:crypto';
import { createAudit, recentAudits, type AuditItem } from './data/entities/audit';

export type { AuditItem };
export type AuditInput = Omit<AuditItem, 'auditId' | 'at'>;

export async function writeAudit(input: AuditInput): Promise<AuditItem> {
  const item = { ...input, auditId: randomUUID(), at: new Date().toISOString() };
  await createAudit(item);
  return item;
}

export async function recentAudit(limit: number): Promise<AuditItem[]> {
  return recentAudits(limit);
}

export function auditView(a: AuditItem): AuditRecord {
  return {
    id: a.auditId,
    at: a.at,
    action: a.action,
    actor: { id: a.actorId, login: a.actorLogin, name: a.actorName ?? null },
    target: { id: a.targetId, login: a.targetLogin, name: a.targetName ?? null, model: a.targetModel ?? null },
    source_ip: a.sourceIp ?? null,
    token_expires_at: a.expiresTokenAt ?? null,
  };
}
