import { workingTimeExportRoutes } from '../../../shared/api/routes/working-time-exports';
import { groupHandler } from '../../lib/http/group-handler';
import { any, own } from './exports';

export const handler = groupHandler(workingTimeExportRoutes, {
  'working-time.export': own,
  'working-time.admin.export': any,
});
