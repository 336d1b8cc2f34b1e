import { defineRoute, PUBLIC, SIGNED_IN } from '../route';

export const sessionRoutes = {
  'session.health': defineRoute({
    method: 'GET',
    path: '/api/health',
    group: 'session',
    access: PUBLIC,
    summary: 'Liveness and storage reachability',
  }),
  'session.user': defineRoute({
    method: 'GET',
    path: '/api/user',
    group: 'session',
    access: SIGNED_IN,
    summary: 'The signed-in account with its roles and party',
  }),
};
