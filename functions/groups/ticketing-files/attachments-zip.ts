/**
 * Every attachment of a ticket as one zip (fflate, loaded on the first zip rather than at the
 * group's cold start), written to the files bucket and answered through the download path. Names
 * repeated inside a ticket get " (2)", " (3)" … before the extension.
 */
import type { ticketingFilesRoutes } from '../../../shared/api/routes/ticketing-files';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { s3 } from '../../lib/aws-s3';
import { env } from '../../lib/env';
import { exportFile } from '../../lib/files/exports';
import { HttpError } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { ticketAttachments } from '../../lib/ticketing/attachments';
import { requireTicket } from '../../lib/ticketing/tickets';

type R = typeof ticketingFilesRoutes;

export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

export async function attachmentsZip({ params, locale }: Request<R['ticketing.attachments.download_all']>) {
  const ticket = await requireTicket(params.id);
  const attachments = await ticketAttachments(ticket.ticketId);
  if (!attachments.length) throw new HttpError(404, 'errors.ticket_attachments_none');
  const { sdk, client } = await s3();
  const bodies = await Promise.all(
    attachments.map(async (a) => {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: a.key }));
      return out.Body!.transformToByteArray();
    }),
  );
  const names = distinctNames(attachments.map((a) => a.fileName));
  const { zipSync } = await import('fflate');
  const zip = zipSync(Object.fromEntries(names.map((n, i) => [n, bodies[i]!])), { level: 6 });
  const { url } = await exportFile({
    folder: `ticketing/${ticket.ticketId}`,
    fileName: serverMessage(locale, 'files.ticket_attachments', { id: ticket.ticketId }),
    body: zip,
    contentType: 'application/zip',
  });
  return { url };
}
