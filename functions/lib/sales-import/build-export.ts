/**
 * The workflow's BuildExport step: the workbooks that hold every staged row (step 7's download for
 * the ERP, step 6's wrong prices), written as rows stream in, to a file, then to S3. A month's
 * 200,000 rows are too many for an API call (29 s, 6 MB); the call starts this job and the screen
 * polls it, then downloads the workbook by the job (GET jobs/{job} answers its address).
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { s3 } from '../aws-s3';
import { queryPages } from '../data/raw-params';
import { env } from '../env';
import { EXPORTS_PREFIX } from '../files/exports';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxToFile, type Column } from '../spreadsheets';
import { listBrands, listDistributorItems } from './distributors';
import {
  fileKey,
  importMonth,
  loadedWrongPrice,
  monthInName,
  stagedFiles,
  stagedRows,
  stagingState,
  type StagedItem,
} from './staging';
import { K, update } from './store';
import { round } from './values';

export type ExportKind = 'erp' | 'wrong_prices';

export interface BuildExportInput {
  jobId: string;
  export: { kind: ExportKind; locale: Locale; date?: string | null };
}

const t = (locale: Locale, key: ServerMessageKey) => serverMessage(locale, key);
const col = (locale: Locale, c: string) => t(locale, `import_sales.column.${c}` as ServerMessageKey);

async function erpColumns(locale: Locale): Promise<Column<StagedItem>[]> {
  const [distributors, brands] = await Promise.all([listDistributorItems(), listBrands()]);
  const distributorName = new Map(distributors.map((d) => [d.id, d.name]));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  return [
    { header: col(locale, 'date'), width: 12, value: (r) => excelDate(r.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'customer_code'), width: 14, value: (r) => r.customer },
    { header: col(locale, 'pf_code'), width: 12, value: (r) => r.pfCode ?? '' },
    { header: col(locale, 'sl_code'), width: 12, value: (r) => r.slCode ?? '' },
    { header: col(locale, 'delivery_note'), width: 14, value: (r) => r.delivery_note },
    { header: col(locale, 'product_code'), width: 14, value: (r) => r.product_code },
    { header: col(locale, 'xf'), width: 12, value: (r) => r.xf ?? '' },
    { header: col(locale, 'description'), width: 36, value: (r) => r.description },
    { header: col(locale, 'quantity'), width: 10, value: (r) => r.quantity },
    { header: col(locale, 'price'), width: 12, value: (r) => r.price, numFmt: AMOUNT_FORMAT },
    {
      header: col(locale, 'distributor'),
      width: 20,
      value: (r) => distributorName.get(r.distributorId) ?? String(r.distributorId),
    },
    { header: col(locale, 'brand'), width: 16, value: (r) => (r.brandId ? (brandName.get(r.brandId) ?? '') : '') },
  ];
}

function wrongPriceColumns(locale: Locale): Column<StagedItem>[] {
  return [
    { header: col(locale, 'date'), width: 12, value: (r) => excelDate(r.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'customer_code'), width: 14, value: (r) => r.customer },
    { header: col(locale, 'customer_name'), width: 28, value: (r) => r.sl ?? '' },
    { header: col(locale, 'delivery_note'), width: 14, value: (r) => r.delivery_note },
    { header: col(locale, 'product_code'), width: 14, value: (r) => r.product_code },
    { header: col(locale, 'description'), width: 36, value: (r) => r.description },
    { header: col(locale, 'quantity'), width: 10, value: (r) => r.quantity },
    { header: col(locale, 'price'), width: 12, value: (r) => r.price, numFmt: AMOUNT_FORMAT },
    { header: col(locale, 'pvf_xf'), width: 12, value: (r) => r.pvf ?? '', numFmt: AMOUNT_FORMAT },
    {
      header: col(locale, 'difference'),
      width: 12,
      value: (r) => (r.pvf === null || r.pvf === undefined ? '' : round(r.price - r.pvf)),
      numFmt: AMOUNT_FORMAT,
    },
  ];
}

/** The wrong prices of the staged files, by date, a page at a time (the sparse index of staging.ts). */
async function* wrongPriceRows(generation: number, staged: Set<string>): AsyncGenerator<StagedItem[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryPages(
      {
        TableName: env.tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': K.wrongPrices(generation) },
      },
      { start },
    );
    const rows = page.items.map(loadedWrongPrice).filter((r) => staged.has(fileKey(r.jobId, r.file)));
    if (rows.length) yield rows;
    start = page.next;
  } while (start);
}

export async function buildExport(input: BuildExportInput): Promise<{ rows: number }> {
  const { kind, locale, date } = input.export;
  const { generation } = await stagingState();
  const files = await stagedFiles(generation);
  const sheet = t(locale, kind === 'erp' ? 'import_sales.sheet.sales' : 'import_sales.sheet.wrong_prices');
  // The ERP file is named by its import date; the wrong prices by the import's month.
  const fileName =
    kind === 'erp' ? `${sheet} ${date ?? ''}`.trim() + '.xlsx' : `${sheet} ${monthInName(locale, importMonth(files))}.xlsx`;
  const dir = mkdtempSync(join(tmpdir(), 'si-export-'));
  try {
    const path = join(dir, 'export.xlsx');
    const rows =
      kind === 'erp'
        ? await xlsxToFile(path, sheet, await erpColumns(locale), stagedRows(generation, files))
        : await xlsxToFile(path, sheet, wrongPriceColumns(locale), wrongPriceRows(generation, new Set(files.map((f) => f.sk))));
    const key = `${EXPORTS_PREFIX}/sales-import/${kind}/${input.jobId}/export.xlsx`;
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.filesBucket(),
        Key: key,
        Body: createReadStream(path),
        ContentLength: statSync(path).size,
        ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await update(
      K.job(input.jobId),
      'job',
      'SET #r = :r, updated = :n',
      { ':r': { key, fileName }, ':n': rows },
      { '#r': 'result' },
    );
    return { rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
