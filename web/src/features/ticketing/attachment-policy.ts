/** What a ticket takes as attachments (shared/ticketing/rules.ts), as the pickers check it before sending. */
import { TICKET_ATTACHMENT_EXTENSIONS, TICKET_ATTACHMENT_MAX_BYTES } from '../../../../shared/ticketing/rules';
import type { AttachmentPolicy } from './components/AttachmentPicker';

export const ATTACHMENT_POLICY: AttachmentPolicy = {
  extensions: TICKET_ATTACHMENT_EXTENSIONS,
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
};
