/**
 * Demo data of the sales import: a one-role account (import sales, 103, with its
 * leaves), two distributors with reading profiles, brands, a few conversions and the price
 * catalog of the demo month, so the wizard can be walked with tests/fixtures/sales-import files.
 */
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { replaceCatalogMonth } from '../../../functions/lib/sales-import/catalog';
import { getConversionByCode, createConversions } from '../../../functions/lib/sales-import/conversions';
import { idKey, K, putItem } from '../../../functions/lib/sales-import/store';
import { FIXTURE_PROFILE } from '../../../tests/fixtures/sales-import/layout';

// The account lives with the other demo accounts (personas.ts); the name stays importable from here.
export { SALES_IMPORT_STAFF } from './personas';

/** The demo distributors read the fixtures' layout (a title row, the header on row 2, data from row 3, columns A to G). */
export const DEMO_PROFILE = FIXTURE_PROFILE;

export const DEMO_DISTRIBUTORS = [
  { id: 1, name: 'Distribuïdora Demo Nord', party_id: 1001, ...DEMO_PROFILE },
  { id: 2, name: 'Distribuidora Demo Sur', party_id: 1002, ...DEMO_PROFILE, sheet: 'Vendes', first_row: 2, date_format: 'Ymd' },
];
export const DEMO_BRANDS = [
  { id: 1, name: 'Marca pròpia' },
  { id: 2, name: 'Marca blanca' },
];
/** The demo month of the fixtures (November 2026). */
export const DEMO_CATALOG_MONTH = '2026-11';
export const DEMO_CATALOG = [
  { cn: '0123456', description: 'Ibuprofèn 600 mg', pvf: 3.45 },
  { cn: '6543210', description: 'Paracetamol 1 g', pvf: 1.25 },
  { cn: '7000012', description: 'Crema solar SPF50', pvf: 12.99 },
];
export const DEMO_CN_CONVERSIONS = [{ cn: '0123456', xf: 'XF00001', description: 'Ibuprofèn 600 mg' }];
export const DEMO_PF_CONVERSIONS = [{ customer_code: '000123', sl_code: 'B12345678', sl: 'Farmàcia Demo SL', pf_code: 'PF0001' }];

export async function seedSalesImport(): Promise<void> {
  for (const d of DEMO_DISTRIBUTORS) await putItem({ pk: K.distributors, sk: idKey(d.id), ...d, header: null });
  for (const b of DEMO_BRANDS) await putItem({ pk: K.brands, sk: idKey(b.id), ...b });
  await ensureCounterAtLeast('si-brand', 100);
  for (const c of DEMO_CN_CONVERSIONS) if (!(await getConversionByCode('cn', c.cn))) await createConversions('cn', [c]);
  for (const c of DEMO_PF_CONVERSIONS)
    if (!(await getConversionByCode('pf', c.customer_code))) await createConversions('pf', [c]);
  await replaceCatalogMonth(DEMO_CATALOG_MONTH, DEMO_CATALOG);
}
