/**
 * npx tsx scripts/migrate-product-list.ts [--base-port N | --table NAME --bucket NAME]
 *
 * Gives the products stored before the product list index (gsi4: the monthly catalog's compact
 * rows, spec-decisions "Catalog") their entry, in the running local stand-in or a named table.
 * Products the ERP loader writes from now on carry it. Idempotent; prints how many it gave one.
 */
import { parseArgs, TARGET_OPTIONS, useTarget } from './erp/target';

const { values } = parseArgs({ options: TARGET_OPTIONS });
try {
  const where = await useTarget(values);
  const { backfillProductList } = await import('../functions/lib/data/entities/product');
  const started = performance.now();
  const done = await backfillProductList();
  process.stdout.write(
    `Product list index in ${where}: ${done} products given their entry in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
