/**
 * Working time's authorization matrix, driven by the route table (a new working-time route without
 * an entry fails): every route against no token and every README persona. Every internal account
 * clocks (role 2); the administrator (1) and the labour inspection (150) read every register; the
 * workers' representatives (151) read the monthly summary; only the administrator amends.
 */
import { workingTimeArea } from '../../shared/areas/working-time';
import { runMatrix, type MatrixEntry } from './support/matrix';

type Persona = (typeof workingTimeArea.personas)[number];

/** Every internal account of the README (each holds role 2). */
const INTERNAL: Persona[] = [...workingTimeArea.personas];
const READERS: Persona[] = ['admin', 'inspeccio'];
const ADMIN: Persona[] = ['admin'];

// Allowed calls use harmless inputs: unknown ids, invalid bodies, past months.
const MATRIX: Record<string, MatrixEntry<Persona>> = {
  'working-time.clock.status': { who: INTERNAL },
  'working-time.clock.set': { who: INTERNAL, body: {}, ok: 422 },
  'working-time.history': { who: INTERNAL, path: '/api/working-time-control/history/2025-01' },
  'working-time.acknowledge': { who: INTERNAL, body: {}, ok: 422 },
  'working-time.admin.users': { who: READERS },
  'working-time.admin.chain': { who: READERS, path: '/api/admin/working-time-control/chain/999999999', ok: 404 },
  'working-time.admin.month': { who: READERS, path: '/api/admin/working-time-control/999999999/2025-01', ok: 404 },
  'working-time.admin.summary': { who: [...READERS, 'representant'], path: '/api/admin/working-time-control/summary/2025-01' },
  'working-time.admin.create': { who: ADMIN, body: {}, ok: 422 },
  'working-time.admin.update': { who: ADMIN, path: '/api/admin/working-time-control/999999999', body: {}, ok: 422 },
  'working-time.admin.delete': { who: ADMIN, path: '/api/admin/working-time-control/999999999', body: {}, ok: 422 },
  'working-time.export': { who: INTERNAL, path: '/api/working-time-control/export/2025-01', ok: 422 },
  'working-time.admin.export': { who: READERS, path: '/api/admin/working-time-control/export/2025-01', ok: 422 },
  'working-time.admin.export_job.start': { who: READERS, body: {}, ok: 422 },
  'working-time.admin.export_job.show': {
    who: READERS,
    path: '/api/admin/working-time-control/export-jobs/00000000-0000-4000-8000-000000000000',
    ok: 404,
  },
};

runMatrix({ area: workingTimeArea, entries: MATRIX });
