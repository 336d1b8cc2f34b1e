/** Ticket attachments: the upload policy (shared/ticketing/rules.ts) and their views. */
import { TICKET_ATTACHMENT_EXTENSIONS, TICKET_ATTACHMENT_MAX_BYTES } from '../../../shared/ticketing/rules';
import type { TicketAttachment as AttachmentView } from '../../../shared/ticketing/views';
import { listTicketAttachments, type TicketAttachmentItem } from '../data/entities/ticket-attachment';
import type { UploadPolicy } from '../files/upload';
import { extensionOf } from '../files/upload';
import type { StoredUpload } from '../files/upload-ticket';
import { userOf, type UserMap } from './users';

export const TICKET_ATTACHMENT_POLICY: UploadPolicy = {
  prefix: 'ticketing/attachments',
  extensions: TICKET_ATTACHMENT_EXTENSIONS,
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
};

export type AttachmentItem = TicketAttachmentItem;

/** The API name of a stored attachment: its upload id and extension (never the S3 key). */
export const BASENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

export function attachmentItem(ticketId: number, up: StoredUpload, userId: number, at: string): AttachmentItem {
  const ext = extensionOf(up.fileName);
  return {
    ticketId,
    basename: ext ? `${up.uploadId}.${ext}` : up.uploadId,
    fileName: up.fileName,
    key: up.key,
    size: up.size,
    userId,
    createdAt: at,
  };
}

export async function ticketAttachments(ticketId: number): Promise<AttachmentItem[]> {
  const data = await listTicketAttachments(ticketId);
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.fileName.localeCompare(b.fileName));
}

export const attachmentView = (a: AttachmentItem, users: UserMap): AttachmentView => ({
  filename: a.fileName,
  basename: a.basename,
  size: a.size,
  created_at: a.createdAt,
  user: userOf(users, a.userId),
});
