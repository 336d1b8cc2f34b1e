import { workingTimeExportRoutes } from '../../../shared/api/routes/working-time-exports';
import { groupHandler } from '../../lib/http/group-handler';
import { any, own, showStaff, startStaff } from './exports';

export const handler = groupHandler(workingTimeExportRoutes, {
  'working-time.export': own,
  'working-time.admin.export': any,
  'working-time.admin.export_job.start': startStaff,
  'working-time.admin.export_job.show': showStaff,
});
