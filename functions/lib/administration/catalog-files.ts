/**
 * The catalog's files (§2 step 4): one xlsx per platform (the whole catalog) and one for the 1706
 * special catalog (the products of its laboratories), generated server-side when a month is begun;
 * each can be replaced by an uploaded xlsx, which becomes the next version.
 */
import { shiftMonth } from '../../../shared/administration/rules';
import type { CatalogProduct } from '../../../shared/administration/views';
import type { Locale } from '../../../shared/i18n/locale';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { AMOUNT_FORMAT, xlsxOf, type Column } from '../spreadsheets';
import {
  CATALOG_FILE_IDS,
  currentCatalog,
  diff,
  fileLabel,
  getMonth,
  platformLabels,
  readSnapshot,
  saveMonth,
  SPECIAL_CATALOG_ID,
  writeSnapshot,
  type StoredFile,
} from './catalog';
import { FILES } from './keys';
import { specialCatalogPartyIds } from './special-catalog';
import { col, t, XLSX_TYPE } from './texts';

export async function putCatalogFile(key: string, body: Uint8Array): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: key, Body: body, ContentType: XLSX_TYPE }));
}

/**
 * A catalog file's name: "Catàleg <platform> <MM-YYYY>.xlsx"; the 1706 file's label already says
 * what it is ("Catàleg especial 1706 <MM-YYYY>.xlsx", not "Catàleg Catàleg especial 1706").
 */
export function catalogFileName(locale: Locale, id: number, label: string, month: string): string {
  const m = month.split('-').reverse().join('-');
  return `${id === SPECIAL_CATALOG_ID ? `${label} ${m}` : t(locale, 'adm.file.catalog', { label, month: m })}.xlsx`;
}

const catalogColumns = (locale: Locale): Column<CatalogProduct>[] => [
  { header: col(locale, 'cn'), width: 12, value: (p) => p.national_code },
  { header: col(locale, 'description'), width: 48, value: (p) => p.description },
  { header: col(locale, 'adm.listing_price'), width: 14, value: (p) => p.listing_price, numFmt: AMOUNT_FORMAT },
];

const catalogSheet = (locale: Locale, rows: CatalogProduct[]) =>
  xlsxOf(t(locale, 'adm.sheet.catalog'), catalogColumns(locale), rows);

/**
 * A platform's generated file in another language (the mail's), from the month's snapshot: the
 * rows the stored file holds, with the sheet and headers in that language. Null without a snapshot.
 */
export async function platformFileIn(month: string, locale: Locale): Promise<Uint8Array | null> {
  const snapshot = await readSnapshot(month);
  return snapshot ? catalogSheet(locale, snapshot.products) : null;
}

/**
 * Begins (or rebuilds) a month: snapshot of the products now, new and deleted against the previous
 * month, and a new version of every file (the send log is kept).
 */
export async function buildMonth(month: string, by: string, locale: Locale): Promise<void> {
  const [current, previous, existing, labels, special] = await Promise.all([
    currentCatalog(),
    readSnapshot(shiftMonth(month, -1)),
    getMonth(month),
    platformLabels(),
    specialCatalogPartyIds(),
  ]);
  const lists = diff(current.products, previous?.products ?? null);
  await writeSnapshot(month, { products: current.products, ...lists, laboratories: current.laboratories });
  const labs = new Set(special);
  const now = new Date().toISOString();
  const files: Record<string, StoredFile> = {};
  for (const id of CATALOG_FILE_IDS) {
    const rows =
      id === SPECIAL_CATALOG_ID
        ? current.products.filter((p) => labs.has(current.laboratories[p.national_code] ?? -1))
        : current.products;
    const label = fileLabel(id, labels, t(locale, 'adm.special_catalog'));
    const body = await catalogSheet(locale, rows);
    const version = (existing?.files[id]?.version ?? 0) + 1;
    const key = FILES.catalogFile(month, id, version);
    await putCatalogFile(key, body);
    files[id] = {
      version,
      key,
      file: catalogFileName(locale, id, label, month),
      size: body.length,
      source: 'generated',
      updated_at: now,
    };
  }
  await saveMonth({
    month,
    figures: { month, total: current.products.length, new: lists.new.length, deleted: lists.deleted.length },
    files,
    sends: existing?.sends ?? {},
    built_at: now,
    built_by: by,
  });
}
