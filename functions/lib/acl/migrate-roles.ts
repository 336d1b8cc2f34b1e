/**
 * One-off migration (idempotent): internal role sets saved when a child brought its ancestors (4 or
 * 5 stored with 3) are rewritten to the set their leaves make. Runs on every local seed; in AWS,
 * `npm run migrate:roles -- --table NAME` once after the deploy (docs/roles.md).
 */
import { storedInternalRoleSet } from '../../../shared/roles/catalogue';
import { listAccounts } from '../data/account-admin';
import { patchAccount } from '../data/entities/account';

/** Rewrites the internal accounts whose stored roles hold an implied ancestor; answers their ids. */
export async function migrateInternalRoleSets(): Promise<number[]> {
  const changed: number[] = [];
  for (const account of await listAccounts('user')) {
    if (account.roleIds.length === 0) continue;
    const roleIds = storedInternalRoleSet(account.roleIds);
    if (roleIds.join() === [...account.roleIds].sort((a, b) => a - b).join()) continue;
    await patchAccount(account.accountId, { roleIds });
    changed.push(account.accountId);
  }
  return changed;
}
