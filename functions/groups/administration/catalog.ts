/** The catalog's working data, file downloads and sends (§2 steps 1-5, §7 "Catalog"). */
import type { administrationRoutes } from '../../../shared/api/routes/administration';
import { getMonth, workingData } from '../../lib/administration/catalog';
import { sendCatalog } from '../../lib/administration/catalog-send';
import { t } from '../../lib/administration/texts';
import { ADMINISTRATION_POLICY } from '../../lib/administration/uploads';
import { downloadUrl } from '../../lib/files/download';
import { issueUploadTicket } from '../../lib/files/upload-ticket';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof administrationRoutes;

export async function catalogShow({ query, locale }: Request<R['administration.catalog.show']>) {
  return { data: await workingData(query.date, t(locale, 'adm.special_catalog')) };
}

export async function catalogFile({ params }: Request<R['administration.catalog.file']>) {
  const file = (await getMonth(params.month))?.files[params.platform];
  if (!file) throw notFound();
  return downloadUrl({ key: file.key, fileName: file.file, disposition: 'attachment' });
}

export async function catalogSend({ body, caller }: Request<R['administration.catalog.send']>) {
  return { data: await sendCatalog(body, caller.actor?.login ?? caller.login) };
}

export const uploadTicket = ({ body, caller }: Request<R['administration.upload_ticket']>) =>
  issueUploadTicket(ADMINISTRATION_POLICY, caller, body);
