import { guestLaboratoryRoutes } from '../../../shared/api/routes/guest-laboratory';
import { groupHandler } from '../../lib/http/group-handler';
import { statisticsExport } from './statistics';

export const handler = groupHandler(guestLaboratoryRoutes, {
  'guest-laboratory.statistics.export': statisticsExport,
});
