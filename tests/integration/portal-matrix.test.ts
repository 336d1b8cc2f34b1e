/**
 * Authorization matrix of the portal groups (intranet, guest pharmacy, guest laboratory, bi),
 * driven by the route table: every route of those groups needs an entry (a new route without one
 * fails). Each entry names who the route lets through; the test proves that list matches the
 * route's declared roles for every demo persona, then calls the route as nobody (401, or the
 * public answer) and as every persona (its status, 403 for the others). Handler-level rules that
 * go beyond the route's roles (a file's real top directory, a report's own roles, another party's
 * invoice) are listed per persona.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { BASIC_PHARMACY_GUEST, demoInvoices } from '../../infra/local/seed/portal-data';
import { madridToday } from '../../shared/time/madrid';
import { tokenFor } from './support/api';
import { runMatrix, type MatrixEntry, type MatrixPersona } from './support/matrix';
import { MATRIX_GROUPS } from './support/matrix-groups';

const PERSONAS = [
  'internal-admin',
  'internal-staff',
  'support',
  'pharmacy-guest',
  'pharmacy-admin',
  'laboratory-guest',
  // Seeded by the portal seed: a pharmacy guest of party 1004 without the agreements role (40).
  'farmacia-basica',
] as const;
type Persona = (typeof PERSONAS)[number];

const personas = Object.fromEntries(
  PERSONAS.map((p): [Persona, MatrixPersona] =>
    p === 'farmacia-basica'
      ? [p, { roles: BASIC_PHARMACY_GUEST.roleIds, token: () => tokenFor(p, DEMO_PASSWORD) }]
      : [p, { roles: DEMO_ACCOUNTS.find((a) => a.persona === p)!.roleIds, token: () => tokenFor(p) }],
  ),
) as Record<Persona, MatrixPersona>;

const ADMIN: Persona[] = ['internal-admin'];
const PHARMACIES: Persona[] = ['pharmacy-guest', 'pharmacy-admin', 'farmacia-basica'];
const EVERYONE: Persona[] = [...PERSONAS];
const nobody = Object.fromEntries(PERSONAS.map((p) => [p, 403])) as Record<Persona, number>;

const year = Number(madridToday().slice(0, 4));
// Seeded (infra/local/seed/portal-data.ts): files 1 (agreements), 5 (catalog), 8 (promotions),
// 10 (BI), 11 (in person), 12 (digital, a link), 14 (administration), 15 (health), 16 (club),
// 17 (networking, a link); directory 300 under agreements (14).
const invoiceOf1001 = demoInvoices(year, madridToday()).find((i) => i.partyId === 1001)!.invoiceId;

const MATRIX: Record<string, MatrixEntry<Persona>> = {
  // Intranet administration (role 48). Allowed calls use harmless inputs: unknown ids or invalid bodies.
  'intranet.treeview': { who: ADMIN },
  'intranet.path': { who: ADMIN, path: '/api/intranet/directories/path/14-300' },
  'intranet.uploads': { who: ADMIN, body: { file_name: 'programa.exe', size: 10 }, ok: 422 },
  'intranet.directories.create': { who: ADMIN, body: {}, ok: 422 },
  'intranet.directories.update': { who: ADMIN, path: '/api/intranet/directories/999999', body: {}, ok: 404 },
  'intranet.directories.delete': { who: ADMIN, path: '/api/intranet/directories/999999', ok: 404 },
  'intranet.files.create': { who: ADMIN, body: {}, ok: 422 },
  'intranet.files.show': { who: ADMIN, path: '/api/intranet/files/1' },
  'intranet.files.update': { who: ADMIN, path: '/api/intranet/files/999999', body: {}, ok: 404 },
  'intranet.files.delete': { who: ADMIN, path: '/api/intranet/files/999999', ok: 404 },
  'intranet.sliders.index': { who: ADMIN },
  'intranet.sliders.create': { who: ADMIN, body: { locale: 'ca', upload_id: 'unknown' }, ok: 422 },
  'intranet.sliders.delete': { who: ADMIN, path: '/api/intranet/sliders/ca/999', ok: 404 },

  // Pharmacy document areas: the area's role (§6).
  'guest-pharmacy.sliders': { who: 'public' },
  'guest-pharmacy.agreements.treeview': { who: ['pharmacy-guest', 'pharmacy-admin'] },
  'guest-pharmacy.agreements.file': {
    who: ['pharmacy-guest', 'pharmacy-admin'],
    path: '/api/guest/pharmacy/platform/agreements/files/1',
  },
  'guest-pharmacy.catalog.treeview': { who: PHARMACIES },
  'guest-pharmacy.catalog.file': { who: PHARMACIES, path: '/api/guest/pharmacy/platform/catalog/files/5' },
  'guest-pharmacy.promotions.treeview': { who: ['pharmacy-admin'] },
  'guest-pharmacy.promotions.file': { who: ['pharmacy-admin'], path: '/api/guest/pharmacy/platform/promotions/files/8' },
  'guest-pharmacy.bi.treeview': { who: ['pharmacy-guest'] },
  'guest-pharmacy.bi.file': { who: ['pharmacy-guest'], path: '/api/guest/pharmacy/bi/files/10' },
  'guest-pharmacy.club.treeview': { who: ['pharmacy-admin'] },
  'guest-pharmacy.club.file': { who: ['pharmacy-admin'], path: '/api/guest/pharmacy/club/files/16' },
  'guest-pharmacy.networking.treeview': { who: ['pharmacy-admin'] },
  'guest-pharmacy.networking.file': { who: ['pharmacy-admin'], path: '/api/guest/pharmacy/networking/files/17' },
  'guest-pharmacy.services-digital.treeview': { who: ['pharmacy-guest'] },
  'guest-pharmacy.services-digital.file': { who: ['pharmacy-guest'], path: '/api/guest/pharmacy/services/digital/files/12' },
  'guest-pharmacy.services-inperson.treeview': { who: ['pharmacy-guest'] },
  'guest-pharmacy.services-inperson.file': { who: ['pharmacy-guest'], path: '/api/guest/pharmacy/services/inperson/files/11' },
  'guest-pharmacy.administration.treeview': { who: ['pharmacy-admin'] },
  'guest-pharmacy.administration.file': { who: ['pharmacy-admin'], path: '/api/guest/pharmacy/administration/files/14' },
  'guest-pharmacy.health.treeview': { who: ['pharmacy-guest'] },
  'guest-pharmacy.health.file': { who: ['pharmacy-guest'], path: '/api/guest/pharmacy/health/files/15' },
  // Base roles only; the file's real top directory decides: an agreements file needs role 40.
  'guest-pharmacy.file': { who: PHARMACIES, path: '/api/guest/pharmacy/file/14/1', per: { 'farmacia-basica': 403 } },
  'guest-pharmacy.news': { who: PHARMACIES },
  'guest-pharmacy.communication': { who: PHARMACIES },
  'guest-pharmacy.webinars': { who: ['pharmacy-admin'] },

  // Invoicing (34 and 39); an invoice of party 1001 is not found for the guest of party 1004.
  'guest-pharmacy.invoicing.quarters': { who: PHARMACIES },
  'guest-pharmacy.invoicing.invoices': { who: PHARMACIES, query: 'page=1&per_page=10' },
  'guest-pharmacy.invoicing.invoice': {
    who: PHARMACIES,
    path: `/api/guest/pharmacy/platform/invoicing/invoices/${invoiceOf1001}`,
    per: { 'farmacia-basica': 404 },
  },
  'guest-pharmacy-documents.model347': { who: PHARMACIES },

  // Laboratory statistics (33).
  'guest-laboratory.statistics.export': { who: ['laboratory-guest'], query: `from=${year}-01-01&to=${year}-02-01` },

  // Reports: any signed-in caller reaches the handler, which applies each report's roles (reports index: 50).
  'bi.report': { who: EVERYONE, path: '/api/powerbi/report/index', per: { ...nobody, 'pharmacy-guest': 200 } },
  // The demo report page is public (an iframe sends no bearer token): a bad embed token is refused.
  'bi.demo': { who: 'public', path: '/api/powerbi/demo/index', query: 'token=not-a-token', ok: 403 },
};

runMatrix({ name: 'portal', groups: MATRIX_GROUPS.portal, personas, entries: MATRIX });
