/**
 * The intranet's upload policies (spec §3: document types up to 500 MB, directory and banner
 * images) and its ticket route; the protocol itself is functions/lib/files/upload-ticket.ts.
 */
import type { intranetRoutes } from '../../../shared/api/routes/intranet';
import {
  INTRANET_FILE_EXTENSIONS,
  INTRANET_IMAGE_EXTENSIONS,
  INTRANET_MAX_FILE_BYTES,
  INTRANET_MAX_IMAGE_BYTES,
} from '../../../shared/portal/intranet';
import type { UploadPolicy } from '../../lib/files/upload';
import { issueUploadTicket } from '../../lib/files/upload-ticket';
import type { Request } from '../../lib/http/group-handler';

export const FILE_POLICY: UploadPolicy = {
  prefix: 'intranet/files',
  extensions: INTRANET_FILE_EXTENSIONS,
  maxBytes: INTRANET_MAX_FILE_BYTES,
};
export const IMAGE_POLICY: UploadPolicy = {
  prefix: 'intranet/images',
  extensions: INTRANET_IMAGE_EXTENSIONS,
  maxBytes: INTRANET_MAX_IMAGE_BYTES,
};

export async function startUpload({ body, caller }: Request<(typeof intranetRoutes)['intranet.uploads']>) {
  return { data: await issueUploadTicket(body.purpose === 'image' ? IMAGE_POLICY : FILE_POLICY, caller, body) };
}
