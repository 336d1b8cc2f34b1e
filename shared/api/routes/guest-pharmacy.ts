import { defineRoute, PUBLIC } from '../route';

export const guestPharmacyRoutes = {
  'guest-pharmacy.sliders': defineRoute({
    method: 'GET',
    path: '/api/public/pharmacy/sliders',
    group: 'guest-pharmacy',
    access: PUBLIC,
    summary: 'Banner images of the pharmacy home, per locale',
  }),
};
