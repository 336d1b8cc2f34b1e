import { ticketingFilesRoutes } from '../../../shared/api/routes/ticketing-files';
import { groupHandler } from '../../lib/http/group-handler';
import { attachmentsZip } from './attachments-zip';
import { ticketsExport } from './export';

export const handler = groupHandler(ticketingFilesRoutes, {
  'ticketing.export': ticketsExport,
  'ticketing.attachments.download_all': attachmentsZip,
});
