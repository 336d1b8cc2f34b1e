/** Beginning a month's catalog and replacing a platform's file by an upload (§2 steps 1 and 4). */
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import {
  getMonth,
  platformLabels,
  setFile,
  workingData,
  fileView,
  fileLabel,
  productsUpdatedAt,
} from '../../lib/administration/catalog';
import { buildMonth, catalogFileName, putCatalogFile } from '../../lib/administration/catalog-files';
import { FILES } from '../../lib/administration/keys';
import { t } from '../../lib/administration/texts';
import { ADMINISTRATION_POLICY } from '../../lib/administration/uploads';
import { SpreadsheetError, openStoredSpreadsheet } from '../../lib/files/spreadsheet/reader';
import { claimUpload, consumeUploads } from '../../lib/files/upload-ticket';
import { extensionOf } from '../../lib/files/upload';
import { HttpError, invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { s3 } from '../../lib/aws-s3';
import { env } from '../../lib/env';

type R = typeof administrationFileRoutes;

export async function catalogUpdate({ body, caller, locale }: Request<R['administration.catalog.update']>) {
  await buildMonth(body.date, caller.actor?.login ?? caller.login, locale);
  return { data: await workingData(body.date, t(locale, 'adm.special_catalog')) };
}

/** A replacement must be an xlsx with a national-code column, like the generated file. */
const CATALOG_COLUMNS = {
  cn: { names: ['cn', 'codi nacional', 'código nacional', 'codigo nacional', 'national_code'], type: 'text' as const },
};

export async function catalogReplaceFile({ params, body, caller, locale }: Request<R['administration.catalog.replace_file']>) {
  const item = await getMonth(params.month);
  if (!item?.files[params.platform]) throw new HttpError(409, 'errors.catalog_not_built');
  const up = await claimUpload(body.file, caller, ADMINISTRATION_POLICY, 'file');
  if (extensionOf(up.fileName) !== 'xlsx') throw invalid('file', 'validation.file_type', { types: 'xlsx' });
  let rows = 0;
  try {
    const sheet = await openStoredSpreadsheet({ key: up.key }, { fileName: up.fileName, columns: CATALOG_COLUMNS });
    for await (const row of sheet.rows) if (row.values.cn !== null) rows++;
  } catch (e) {
    if (e instanceof SpreadsheetError) throw new HttpError(422, 'errors.invalid', {}, { file: [{ key: e.key, vars: e.params }] });
    throw e;
  }
  if (rows === 0) throw invalid('file', 'import_sales.file_empty', { file: up.fileName });
  const { sdk, client } = await s3();
  const content = await (
    await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: up.key }))
  ).Body!.transformToByteArray();
  const previous = item.files[params.platform]!;
  const version = previous.version + 1;
  const key = FILES.catalogFile(params.month, params.platform, version);
  await putCatalogFile(key, content);
  await consumeUploads([{ up, field: 'file' }]);
  const labels = await platformLabels();
  const label = fileLabel(params.platform, labels, t(locale, 'adm.special_catalog'));
  const stored = {
    version,
    key,
    file: catalogFileName(locale, params.platform, label, params.month),
    size: content.length,
    source: 'uploaded' as const,
    updated_at: new Date().toISOString(),
  };
  await setFile(params.month, params.platform, stored);
  return { data: fileView(params.platform, stored, label, await productsUpdatedAt()) };
}
