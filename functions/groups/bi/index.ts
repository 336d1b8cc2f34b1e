import { biRoutes } from '../../../shared/api/routes/bi';
import { groupHandler } from '../../lib/http/group-handler';
import { demoPage } from './demo-page';
import { report } from './report';

export const handler = groupHandler(biRoutes, {
  'bi.report': report,
  'bi.demo': demoPage,
});
