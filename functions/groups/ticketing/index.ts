import { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { groupHandler } from '../../lib/http/group-handler';
import { attachmentDelete, attachmentDownload, attachmentsAdd, uploadTicket } from './attachments';
import { callIngest, callsDatatable, callShow } from './calls';
import { commentsIndex, commentsStore } from './comments';
import { lookupHandlers } from './lookups';
import { datatable, destroy, duplicates, history, read, resources, show, store, update } from './tickets';

export const handler = groupHandler(ticketingRoutes, {
  'ticketing.datatable': datatable,
  'ticketing.resources': resources,
  'ticketing.duplicates': duplicates,
  'ticketing.store': store,
  'ticketing.attachments.upload_ticket': uploadTicket,
  'ticketing.attachments.add': attachmentsAdd,
  'ticketing.attachments.download': attachmentDownload,
  'ticketing.attachments.delete': attachmentDelete,
  'ticketing.comments.index': commentsIndex,
  'ticketing.comments.store': commentsStore,
  'ticketing.calls.datatable': callsDatatable,
  'ticketing.calls.ingest': callIngest,
  'ticketing.calls.show': callShow,
  ...lookupHandlers('channels'),
  ...lookupHandlers('types'),
  ...lookupHandlers('status'),
  'ticketing.read': read,
  'ticketing.history': history,
  'ticketing.show': show,
  'ticketing.update': update,
  'ticketing.delete': destroy,
});
