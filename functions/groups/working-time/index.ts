import { workingTimeRoutes } from '../../../shared/api/routes/working-time';
import { groupHandler } from '../../lib/http/group-handler';
import { chain, create, month, remove, summary, update, users } from './admin';
import { acknowledge, history, set, status } from './clock';

export const handler = groupHandler(workingTimeRoutes, {
  'working-time.clock.status': status,
  'working-time.clock.set': set,
  'working-time.history': history,
  'working-time.acknowledge': acknowledge,
  'working-time.admin.users': users,
  'working-time.admin.chain': chain,
  'working-time.admin.summary': summary,
  'working-time.admin.month': month,
  'working-time.admin.create': create,
  'working-time.admin.update': update,
  'working-time.admin.delete': remove,
});
