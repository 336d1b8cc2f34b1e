/**
 * The administration back office's authorization matrix, driven by the route table (a new
 * administration route without an entry fails): every route against no token and every README
 * persona; the internal admin (101) and one account per screen role (102, 107-111) get through.
 * Allowed calls use harmless inputs (invalid bodies, unknown ids).
 */
import { administrationArea } from '../../shared/areas/administration';
import { runMatrix, type MatrixEntry } from './support/matrix';

type Who = (typeof administrationArea.personas)[number];
// The seeded one-role accounts (ADMINISTRATION_STAFF, infra/local/seed/personas.ts): cataleg 102,
// vendes-manuals 107, estadistiques 108, embalatge 109, facturacio 110, fidelitzacio 111.
const catalog: Who[] = ['admin', 'cataleg'];

const B = '/api/administration';
const NO_UUID = '00000000-0000-4000-8000-000000000000';
const MATRIX: Record<string, MatrixEntry<Who>> = {
  'administration.catalog.show': { who: catalog, query: 'date=2000-01' },
  'administration.catalog.file': { who: catalog, path: `${B}/catalog/2000-01/files/825`, ok: 404 },
  'administration.catalog.send': { who: catalog, body: {}, ok: 422 },
  'administration.upload_ticket': {
    who: ['admin', 'cataleg', 'embalatge', 'facturacio', 'fidelitzacio'],
    body: { file_name: 'virus.exe', size: 10 },
    ok: 422,
  },
  'administration.sales_options': { who: ['admin', 'vendes-manuals', 'estadistiques'] },
  'administration.insert_sales': { who: ['admin', 'vendes-manuals'], body: {}, ok: 422 },
  'administration.platform_invoicing.purchase_orders': {
    who: ['admin', 'facturacio'],
    path: `${B}/platform-invoicing/purchase-orders/1`,
    ok: 422,
  },
  'administration.platform_invoicing.by_purchase_order': { who: ['admin', 'facturacio'], body: {}, ok: 422 },
  'administration.farmapremium.export': { who: ['admin', 'fidelitzacio'], path: `${B}/farmapremium/${NO_UUID}/export`, ok: 409 },
  'administration.catalog.update': { who: catalog, body: {}, ok: 422 },
  'administration.catalog.replace_file': { who: catalog, path: `${B}/catalog/2000-01/files/825`, body: {}, ok: 422 },
  'administration.labs_statistics.export': { who: ['admin', 'estadistiques'], body: {}, ok: 422 },
  'administration.labs_statistics.job': {
    who: ['admin', 'estadistiques'],
    path: `${B}/labs-statistics/jobs/${NO_UUID}`,
    ok: 404,
  },
  'administration.packaging.import': { who: ['admin', 'embalatge'], body: {}, ok: 422 },
  'administration.platform_invoicing.download': { who: ['admin', 'facturacio'], body: {}, ok: 422 },
  'administration.farmapremium.convert': { who: ['admin', 'fidelitzacio'], body: {}, ok: 422 },
};

runMatrix({ area: administrationArea, entries: MATRIX });
