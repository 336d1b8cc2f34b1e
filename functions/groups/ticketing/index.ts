import { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { groupHandler } from '../../lib/http/group-handler';
import { attachmentDelete, attachmentDownload, attachmentsAdd, uploadTicket } from './attachments';
import { callIngest, callsDatatable, callShow } from './calls';
import { commentsIndex, commentsStore } from './comments';
import { lookupHandlers } from './lookups';
import { datatable, destroy, duplicates, history, read, resources, show, store, update } from './tickets';

const channels = lookupHandlers('channels');
const types = lookupHandlers('types');
const status = lookupHandlers('status');

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
  'ticketing.channels.index': channels.index,
  'ticketing.channels.store': channels.store,
  'ticketing.channels.update': channels.update,
  'ticketing.channels.delete': channels.delete,
  'ticketing.types.index': types.index,
  'ticketing.types.store': types.store,
  'ticketing.types.update': types.update,
  'ticketing.types.delete': types.delete,
  'ticketing.status.index': status.index,
  'ticketing.status.store': status.store,
  'ticketing.status.update': status.update,
  'ticketing.status.delete': status.delete,
  'ticketing.read': read,
  'ticketing.history': history,
  'ticketing.show': show,
  'ticketing.update': update,
  'ticketing.delete': destroy,
});
