/**
 * The sales import's big tables at real volume (DESIGN.md "Tables at real volumes"): 50,000 product
 * conversions and a price catalog of 500,000 rows over 12 months, written as the API stores them
 * (same keys, counters and months items). Used by `npm run bench:tables` and `npm run seed:volume`.
 */
import { COUNT_SK, CONVERSION_PARTITION } from '../../../functions/lib/sales-import/conversions';
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { idKey, K, update, writeMany } from '../../../functions/lib/sales-import/store';

/** A word 1% of the conversions' descriptions hold, for the text filter's bench case. */
export const CONVERSION_RARE_WORD = 'homeopàtic';

export const volumeCn = (i: number) => String(1_000_000 + i).slice(-7);

export async function loadSalesImportVolume(opts: {
  conversions: number;
  catalogRows: number;
  months: number;
  idOffset?: number;
}) {
  const started = performance.now();
  const offset = opts.idOffset ?? 1_000_000;
  const conversions = Array.from({ length: opts.conversions }, (_, i) => {
    const id = offset + i;
    return {
      put: {
        pk: CONVERSION_PARTITION.cn,
        sk: volumeCn(i),
        gsi1pk: K.cnById,
        gsi1sk: idKey(id),
        id,
        cn: volumeCn(i),
        xf: `XF${String(i).padStart(5, '0')}`,
        description: i % 100 === 0 ? `Producte ${CONVERSION_RARE_WORD} ${i}` : `Producte ${i % 5000}`,
      },
    };
  });
  await writeMany(conversions, 8);
  await update(CONVERSION_PARTITION.cn, COUNT_SK, 'ADD #n :n', { ':n': opts.conversions }, { '#n': 'rows' });
  await ensureCounterAtLeast('si-cn-conversion', offset + opts.conversions);
  const conversionSeconds = (performance.now() - started) / 1000;

  const perMonth = Math.ceil(opts.catalogRows / opts.months);
  const months = Array.from({ length: opts.months }, (_, m) => {
    const d = new Date(Date.UTC(2025, m, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  for (const month of months) {
    await writeMany(
      Array.from({ length: perMonth }, (_, i) => ({
        put: {
          pk: K.catalog(month),
          sk: volumeCn(i),
          cn: volumeCn(i),
          description: `Producte ${i % 5000}`,
          pvf: Math.round((i % 10_000) * 1.37) / 100,
          month,
        },
      })),
      8,
    );
    await update(K.catalogMonths, month, 'SET #n = :n', { ':n': perMonth }, { '#n': 'rows' });
  }
  return { conversionSeconds, catalogSeconds: (performance.now() - started) / 1000 - conversionSeconds, months, perMonth };
}
