/**
 * Working-time control (issue 16; spec §6): clock and history role 2; the register the
 * administrator (1) or the read-only inspection role.
 */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf, anyOf } from '../../app/guard/decide';
import { REGISTER_ROLES, SUMMARY_ROLES, WORKER_ROLES } from './access';
import { workingTimePaths } from './paths';

const p = workingTimePaths;
const worker = allOf(...WORKER_ROLES);

export const workingTimeModule: FeatureModule = {
  id: 'working-time',
  routes: [
    { path: p.workingTime, access: worker, page: page(() => import('./WorkingTimeIndex')) },
    { path: p.workingTimeClock, access: worker, page: page(() => import('./ClockPage')) },
    { path: p.workingTimeHistory, access: worker, page: page(() => import('./HistoryPage')) },
    { path: p.workingTimeAdmin, access: anyOf(...REGISTER_ROLES), page: page(() => import('./AdminPage')) },
    { path: p.workingTimeRepresentatives, access: anyOf(...SUMMARY_ROLES), page: page(() => import('./RepresentativesPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'working_time', home: 'internal', placement: 'tile', path: p.workingTime, titleKey: 'areas.working_time', icon: 'calendar', roles: [ROLE.internal], header: true, built: true },
    { id: 'working_time_representatives', home: 'internal', placement: 'tile', path: p.workingTimeRepresentatives, titleKey: 'areas.working_time_representatives', icon: 'group', roles: [ROLE.workingTimeRepresentative], built: true },
    { id: 'profile_working_time', home: 'any', placement: 'profile', path: p.workingTime, titleKey: 'nav.working_time', roles: [], model: 'user', built: true },
  ],
};
