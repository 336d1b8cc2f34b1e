/**
 * Attachments through the one upload path: a ticket (presigned PUT, type and size signed) per
 * file, then a save names the upload ids. One file downloads through the download path; the zip of
 * all is in the ticketing-files group.
 */
import type { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { TICKET_ATTACHMENTS_MAX } from '../../../shared/ticketing/rules';
import { deleteTicketAttachment, getTicketAttachment, ticketAttachmentPut } from '../../lib/data/entities/ticket-attachment';
import { downloadUrl } from '../../lib/files/download';
import { deleteObjects } from '../../lib/files/objects';
import { claimUpload, consumeUploads, issueUploadTicket } from '../../lib/files/upload-ticket';
import { invalid, notFound } from '../../lib/http/errors';
import { noContent, type Request } from '../../lib/http/group-handler';
import {
  attachmentItem,
  attachmentView,
  BASENAME,
  TICKET_ATTACHMENT_POLICY,
  ticketAttachments,
} from '../../lib/ticketing/attachments';
import { loadNames } from '../../lib/ticketing/names';
import { requireTicket } from '../../lib/ticketing/tickets';
import { transact } from '../../lib/data/transact';

type R = typeof ticketingRoutes;

export async function uploadTicket({ body, caller }: Request<R['ticketing.attachments.upload_ticket']>) {
  return issueUploadTicket(TICKET_ATTACHMENT_POLICY, caller, body);
}

export async function attachmentsAdd({ params, body, caller }: Request<R['ticketing.attachments.add']>) {
  const ticket = await requireTicket(params.id);
  const existing = await ticketAttachments(ticket.ticketId);
  const ids = [...new Set(body.attachments)];
  if (existing.length + ids.length > TICKET_ATTACHMENTS_MAX)
    throw invalid('attachments', 'validation.attachments_max', { max: TICKET_ATTACHMENTS_MAX });
  const uploads = await Promise.all(ids.map((id) => claimUpload(id, caller, TICKET_ATTACHMENT_POLICY, 'attachments')));
  const now = new Date().toISOString();
  const items = uploads.map((up) => attachmentItem(ticket.ticketId, up, caller.accountId, now));
  await transact(items.map((a) => ({ Put: ticketAttachmentPut(a) })));
  await consumeUploads(uploads.map((up) => ({ up, field: 'attachments' })));
  const names = await loadNames();
  return { data: (await ticketAttachments(ticket.ticketId)).map((a) => attachmentView(a, names.users)) };
}

async function requireAttachment(idText: string, basename: string) {
  const ticket = await requireTicket(idText);
  if (!BASENAME.test(basename)) throw notFound();
  const data = await getTicketAttachment(ticket.ticketId, basename);
  if (!data) throw notFound();
  return data;
}

export async function attachmentDownload({ params }: Request<R['ticketing.attachments.download']>) {
  const a = await requireAttachment(params.id, params.basename);
  return downloadUrl({ key: a.key, fileName: a.fileName });
}

export async function attachmentDelete({ params }: Request<R['ticketing.attachments.delete']>) {
  const a = await requireAttachment(params.id, params.basename);
  await deleteTicketAttachment(a.ticketId, a.basename);
  await deleteObjects([a.key]);
  return noContent();
}
