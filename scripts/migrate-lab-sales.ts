/**
 * npx tsx scripts/migrate-lab-sales.ts [--base-port N | --table NAME --bucket NAME]
 *
 * Gives the imported sales stored before the laboratory date index (gsi1; the labs
 * statistics read a range with one query) their index keys, in the running local stand-in or a
 * named table. Sales written from now on carry them. Idempotent; prints how many it updated.
 */
import { parseArgs, TARGET_OPTIONS, useTarget } from './erp/target';

const { values } = parseArgs({ options: TARGET_OPTIONS });
try {
  const where = await useTarget(values);
  const { backfillLabSalesIndex } = await import('../functions/lib/administration/imported-sales');
  const started = performance.now();
  const done = await backfillLabSalesIndex();
  process.stdout.write(
    `Laboratory date index in ${where}: ${done} imported sales given their keys in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
