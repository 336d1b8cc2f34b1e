import { sessionRoutes } from '../../../shared/api/routes/session';
import { groupHandler } from '../../lib/http/group-handler';
import { health } from './health';
import { currentUser } from './user';

export const handler = groupHandler(sessionRoutes, {
  'session.health': health,
  'session.user': currentUser,
});
