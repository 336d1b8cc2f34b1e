import { guestPharmacyDocumentRoutes } from '../../../shared/api/routes/guest-pharmacy-documents';
import { groupHandler } from '../../lib/http/group-handler';
import { model347 } from './model347';

export const handler = groupHandler(guestPharmacyDocumentRoutes, {
  'guest-pharmacy-documents.model347': model347,
});
