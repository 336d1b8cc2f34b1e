/**
 * Authorization matrix of the portal groups (intranet, guest pharmacy, guest laboratory, bi),
 * driven by the route table: every route of those groups needs an entry (a new route without one
 * fails). Each entry names who the route lets through; the runner proves that list matches the
 * route's declared roles for every README persona, then calls the route as nobody (401, or the
 * public answer) and as every README persona (its status, 403 for the others). Handler-level rules
 * that go beyond the route's roles (a file's real top directory, a report's own roles, another
 * party's invoice) are listed per persona.
 */
import { demoInvoices } from '../../infra/local/seed/portal-data';
import { portalArea } from '../../shared/areas/portal';
import { PHARMACY_PERSONAS } from '../../shared/areas/personas';
import { madridToday } from '../../shared/time/madrid';
import { README_PERSONAS, runMatrix, type MatrixEntry } from './support/matrix';

type Persona = (typeof portalArea.personas)[number];

// The seeded guests (infra/local/seed/personas.ts): farmacia, farmacia-admin and farmacia-auxiliar
// of party 1001, farmacia-ramblas and farmacia-ramblas-aux of 1002, farmacia-basica of 1004 (no
// agreements role, 40), laboratori of laboratory 2001.
const ADMIN: Persona[] = ['admin'];
const PHARMACIES: Persona[] = [...PHARMACY_PERSONAS];
const AGREEMENTS: Persona[] = ['farmacia', 'farmacia-admin', 'farmacia-auxiliar'];
const CATALOG: Persona[] = ['farmacia', 'farmacia-admin', 'farmacia-basica', 'farmacia-ramblas-aux'];
const INVOICING: Persona[] = ['farmacia', 'farmacia-admin', 'farmacia-basica', 'farmacia-ramblas'];
/** Digital services (62) and its parent, services (60). */
const SERVICES: Persona[] = ['farmacia', 'farmacia-auxiliar'];
/** Every README persona but these is refused by the handler. */
const onlyFor = (...through: string[]) =>
  Object.fromEntries(README_PERSONAS.filter((p) => !through.includes(p)).map((p) => [p, 403]));

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
  'guest-pharmacy.agreements.treeview': { who: AGREEMENTS },
  'guest-pharmacy.agreements.file': { who: AGREEMENTS, path: '/api/guest/pharmacy/platform/agreements/files/1' },
  'guest-pharmacy.catalog.treeview': { who: CATALOG },
  'guest-pharmacy.catalog.file': { who: CATALOG, path: '/api/guest/pharmacy/platform/catalog/files/5' },
  'guest-pharmacy.promotions.treeview': { who: ['farmacia-admin'] },
  'guest-pharmacy.promotions.file': { who: ['farmacia-admin'], path: '/api/guest/pharmacy/platform/promotions/files/8' },
  'guest-pharmacy.bi.treeview': { who: ['farmacia'] },
  'guest-pharmacy.bi.file': { who: ['farmacia'], path: '/api/guest/pharmacy/bi/files/10' },
  'guest-pharmacy.club.treeview': { who: ['farmacia-admin'] },
  'guest-pharmacy.club.file': { who: ['farmacia-admin'], path: '/api/guest/pharmacy/club/files/16' },
  'guest-pharmacy.networking.treeview': { who: ['farmacia-admin'] },
  'guest-pharmacy.networking.file': { who: ['farmacia-admin'], path: '/api/guest/pharmacy/networking/files/17' },
  'guest-pharmacy.services-digital.treeview': { who: SERVICES },
  'guest-pharmacy.services-digital.file': { who: SERVICES, path: '/api/guest/pharmacy/services/digital/files/12' },
  'guest-pharmacy.services-inperson.treeview': { who: ['farmacia'] },
  'guest-pharmacy.services-inperson.file': { who: ['farmacia'], path: '/api/guest/pharmacy/services/inperson/files/11' },
  'guest-pharmacy.administration.treeview': { who: ['farmacia-admin'] },
  'guest-pharmacy.administration.file': { who: ['farmacia-admin'], path: '/api/guest/pharmacy/administration/files/14' },
  'guest-pharmacy.health.treeview': { who: SERVICES },
  'guest-pharmacy.health.file': { who: SERVICES, path: '/api/guest/pharmacy/health/files/15' },
  // Base roles only; the file's real top directory decides: an agreements file needs role 40.
  'guest-pharmacy.file': {
    who: PHARMACIES,
    path: '/api/guest/pharmacy/file/14/1',
    per: { 'farmacia-basica': 403, 'farmacia-ramblas': 403, 'farmacia-ramblas-aux': 403 },
  },
  'guest-pharmacy.news': { who: PHARMACIES },
  'guest-pharmacy.communication': { who: PHARMACIES },
  'guest-pharmacy.webinars': { who: ['farmacia-admin'] },

  // Invoicing (34 and 39); an invoice of party 1001 is not found for the guests of parties 1002 and 1004.
  'guest-pharmacy.invoicing.quarters': { who: INVOICING },
  'guest-pharmacy.invoicing.invoices': { who: INVOICING, query: 'page=1&per_page=10' },
  'guest-pharmacy.invoicing.invoice': {
    who: INVOICING,
    path: `/api/guest/pharmacy/platform/invoicing/invoices/${invoiceOf1001}`,
    per: { 'farmacia-basica': 404, 'farmacia-ramblas': 404 },
  },
  'guest-pharmacy-documents.model347': { who: INVOICING },

  // Laboratory statistics (33).
  'guest-laboratory.statistics.export': { who: ['laboratori'], query: `from=${year}-01-01&to=${year}-02-01` },

  // Reports: any signed-in caller reaches the handler, which applies each report's roles (reports index: 50).
  'bi.report': { who: 'signed-in', path: '/api/powerbi/report/index', per: onlyFor('farmacia') },
  // The demo report page is public (an iframe sends no bearer token): a bad embed token is refused.
  'bi.demo': { who: 'public', path: '/api/powerbi/demo/index', query: 'token=not-a-token', ok: 403 },
};

runMatrix({ area: portalArea, entries: MATRIX });
