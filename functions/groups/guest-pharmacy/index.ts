import { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { groupHandler } from '../../lib/http/group-handler';
import { sliders } from './sliders';

export const handler = groupHandler(guestPharmacyRoutes, {
  'guest-pharmacy.sliders': sliders,
});
