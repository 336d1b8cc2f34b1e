import { operationsImportRoutes } from '../../../shared/api/routes/operations-imports';
import { groupHandler } from '../../lib/http/group-handler';
import { importStock, importTarget, uploadTicket } from './imports';
import { exportSummary } from './summary-export';

export const handler = groupHandler(operationsImportRoutes, {
  'operations.import.upload_ticket': uploadTicket,
  'operations.import.stock': importStock,
  'operations.import.target': importTarget,
  'operations.sell_in.summary.export': exportSummary,
});
