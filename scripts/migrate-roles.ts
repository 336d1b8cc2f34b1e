/**
 * npm run migrate:roles -- [--base-port N | --table NAME --bucket NAME]
 *
 * Drops the ancestors earlier saves added to internal role sets (3 held only because 4 or 5 was),
 * in the running local stand-in or a named table. Idempotent; prints the accounts it rewrote.
 */
import { parseArgs, TARGET_OPTIONS, useTarget } from './erp/target';

const { values } = parseArgs({ options: TARGET_OPTIONS });
try {
  const where = await useTarget(values);
  const { migrateInternalRoleSets } = await import('../functions/lib/acl/migrate-roles');
  const changed = await migrateInternalRoleSets();
  process.stdout.write(`Role sets migrated in ${where}: ${changed.length ? changed.join(', ') : 'none needed'}\n`);
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
