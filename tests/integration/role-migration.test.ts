/**
 * The role migration (docs/roles.md): internal sets saved with implied ancestors (3 for 4 or 5)
 * are rewritten to what their leaves make, against the stand-in's table; a second run changes
 * nothing. Run here in the worker, as `npm run migrate:roles` runs it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useStandIn } from './support/api';

beforeAll(() => {
  useStandIn();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

describe('migrate:roles', () => {
  it('drops the ancestors a child brought, keeps whole branches, and is idempotent', async () => {
    const { deleteAccount, getAccount, putAccount } = await import('../../functions/lib/data/entities/account');
    const { migrateInternalRoleSets } = await import('../../functions/lib/acl/migrate-roles');
    const accountId = 900_000 + Math.floor(Math.random() * 90_000);
    // As saved before the rule: support-desk leaves with their ancestor 3, a warehouse leaf with 19 and 120.
    await putAccount({
      accountId,
      login: `migracio${accountId}`,
      name: 'Migració',
      email: `migracio${accountId}@example.com`,
      model: 'user',
      roleIds: [2, 3, 5, 19, 36, 120, 121],
    });
    expect(await migrateInternalRoleSets()).toContain(accountId);
    const after = await getAccount(accountId);
    expect(after!.roleIds).toEqual([2, 5, 36, 121]);
    expect(await migrateInternalRoleSets()).not.toContain(accountId);
    // The seeded administrator holds every internal role: whole branches, untouched.
    const admin = await call('/api/acl/users/1', { persona: 'internal-admin' });
    expect(admin.body.data.role_ids).toContain(3);
    await deleteAccount(accountId);
  });
});
