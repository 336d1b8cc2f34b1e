/**
 * Working-time control (spec §6): clock and history role 2; the register the
 * administrator (1) or the read-only inspection role.
 */
import { rolesOf } from '../../../../shared/areas/define';
import { workingTimeArea } from '../../../../shared/areas/working-time';
import { page, type FeatureModule } from '../../app/feature-module';
import { workingTimePaths } from './paths';

const p = workingTimePaths;
const a = workingTimeArea.access;
const worker = a.worker;

export const workingTimeModule: FeatureModule = {
  id: 'working-time',
  routes: [
    { path: p.workingTime, access: worker, page: page(() => import('./WorkingTimeIndex')) },
    { path: p.workingTimeClock, access: worker, page: page(() => import('./ClockPage')) },
    { path: p.workingTimeHistory, access: worker, page: page(() => import('./HistoryPage')) },
    { path: p.workingTimeAdmin, access: a.reader, page: page(() => import('./AdminPage')) },
    { path: p.workingTimeRepresentatives, access: a.summaryReader, page: page(() => import('./RepresentativesPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'working_time', home: 'internal', placement: 'tile', path: p.workingTime, titleKey: 'areas.working_time', icon: 'calendar', roles: rolesOf(a.worker), header: true, built: true },
    { id: 'working_time_representatives', home: 'internal', placement: 'tile', path: p.workingTimeRepresentatives, titleKey: 'areas.working_time_representatives', icon: 'group', roles: rolesOf(a.representative), built: true },
    { id: 'profile_working_time', home: 'any', placement: 'profile', path: p.workingTime, titleKey: 'nav.working_time', roles: [], model: 'user', built: true },
  ],
};
