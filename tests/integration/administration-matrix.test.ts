/**
 * The administration back office's authorization matrix (issue 14), driven by the route table (a
 * new administration route without an entry fails): every route against no token, the internal
 * admin (101), one account per screen role (102, 107-111), staff and a pharmacy guest. Allowed
 * calls use harmless inputs (invalid bodies, unknown ids).
 */
import { ADMINISTRATION_STAFF } from '../../infra/local/seed/administration';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-data';
import { personasByLogin, runMatrix, type MatrixEntry } from './support/matrix';
import { MATRIX_GROUPS } from './support/matrix-groups';

const S = ADMINISTRATION_STAFF;
const WHO = {
  admin: 'admin',
  catalog: S.catalog.login,
  insert: S.insertSales.login,
  stats: S.labsStatistics.login,
  packaging: S.packaging.login,
  invoicing: S.platformInvoicing.login,
  loyalty: S.farmapremium.login,
  staff: 'staff',
  guest: 'farmacia',
} as const;
type Who = keyof typeof WHO;

const B = '/api/administration';
const NO_UUID = '00000000-0000-4000-8000-000000000000';
const catalog: Who[] = ['admin', 'catalog'];
const MATRIX: Record<string, MatrixEntry<Who>> = {
  'administration.catalog.show': { who: catalog, query: 'date=2000-01' },
  'administration.catalog.file': { who: catalog, path: `${B}/catalog/2000-01/files/825`, ok: 404 },
  'administration.catalog.send': { who: catalog, body: {}, ok: 422 },
  'administration.upload_ticket': {
    who: ['admin', 'catalog', 'packaging', 'invoicing', 'loyalty'],
    body: { file_name: 'virus.exe', size: 10 },
    ok: 422,
  },
  'administration.sales_options': { who: ['admin', 'insert', 'stats'] },
  'administration.insert_sales': { who: ['admin', 'insert'], body: {}, ok: 422 },
  'administration.platform_invoicing.purchase_orders': {
    who: ['admin', 'invoicing'],
    path: `${B}/platform-invoicing/purchase-orders/1`,
    ok: 422,
  },
  'administration.platform_invoicing.by_purchase_order': { who: ['admin', 'invoicing'], body: {}, ok: 422 },
  'administration.farmapremium.export': { who: ['admin', 'loyalty'], path: `${B}/farmapremium/${NO_UUID}/export`, ok: 409 },
  'administration.catalog.update': { who: catalog, body: {}, ok: 422 },
  'administration.catalog.replace_file': { who: catalog, path: `${B}/catalog/2000-01/files/825`, body: {}, ok: 422 },
  'administration.labs_statistics.export': { who: ['admin', 'stats'], body: {}, ok: 422 },
  'administration.labs_statistics.job': { who: ['admin', 'stats'], path: `${B}/labs-statistics/jobs/${NO_UUID}`, ok: 404 },
  'administration.packaging.import': { who: ['admin', 'packaging'], body: {}, ok: 422 },
  'administration.platform_invoicing.download': { who: ['admin', 'invoicing'], body: {}, ok: 422 },
  'administration.farmapremium.convert': { who: ['admin', 'loyalty'], body: {}, ok: 422 },
};

runMatrix({
  name: 'administration',
  groups: MATRIX_GROUPS.administration,
  personas: personasByLogin(WHO, [...DEMO_ACCOUNTS, ...Object.values(S)]),
  entries: MATRIX,
});
