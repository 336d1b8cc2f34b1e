import { sessionRoutes } from '../../../shared/api/routes/session';
import { groupHandler } from '../../lib/http/group-handler';
import { encryptLoginFede, fedeDemo, loginFede } from './fede';
import { health } from './health';
import { openApi } from './openapi';
import { passwordCreate, passwordFind, passwordReset } from './password';
import { profileUpdate, settingsTicketingStatuses, settingsUpdate } from './profile';
import { currentUser } from './user';

export const handler = groupHandler(sessionRoutes, {
  'session.health': health,
  'session.user': currentUser,
  'session.password_create': passwordCreate,
  'session.password_find': passwordFind,
  'session.password_reset': passwordReset,
  'session.login_fede': loginFede,
  'session.encrypt_login_fede': encryptLoginFede,
  'session.fede_demo': fedeDemo,
  'session.profile_update': profileUpdate,
  'session.settings_update': settingsUpdate,
  'session.settings_ticketing_statuses': settingsTicketingStatuses,
  'session.openapi': openApi,
});
