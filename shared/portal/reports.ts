/**
 * Embedded business-intelligence reports (spec §2, §9): which reports exist, who may open each and
 * how each is filtered to the caller's own data. The web reads this too (e.g. to show nothing for an
 * unknown private report id without calling the API).
 */
import { ROLE, roleId } from '../roles/catalogue';

/** Pharmacy reports are filtered by the first 6 characters of the party code (spec §9). */
export const PARTY_CODE_PREFIX_LENGTH = 6;

/** Report pages never filtered (spec §9). */
export const FILTER_EXEMPT_PAGES = ['Bench Productos', 'Bench Laboratorios'] as const;

export type ReportFilterKind =
  /** Pharmacies: party code prefix (6 characters). */
  | 'pharmacy-code'
  /** Laboratories: their party id. */
  | 'laboratory-party'
  /** Internal reports (operations): the whole group's data, no party filter. */
  | 'none';

/** A report page's display name in each language (the exempt pages keep their one name). */
export interface ReportPage {
  ca: string;
  es: string;
}
const page = (ca: string, es: string = ca): ReportPage => ({ ca, es });
const BENCH_PRODUCTS = page(FILTER_EXEMPT_PAGES[0]);
const BENCH_LABS = page(FILTER_EXEMPT_PAGES[1]);

export const isFilterExempt = (p: ReportPage) => (FILTER_EXEMPT_PAGES as readonly string[]).includes(p.ca);

export interface ReportDef {
  id: string;
  name: { ca: string; es: string };
  /** Every one of these roles is needed. */
  roles: readonly number[];
  filter: ReportFilterKind;
  /** Report pages (the demo provider shows them; exempt pages get no filter). */
  pages: readonly ReportPage[];
}

const pharmacyReport = (id: string, ca: string, es: string, pages: ReportPage[]): ReportDef => ({
  id,
  name: { ca, es },
  roles: [ROLE.pharmacyGuest, ROLE.pharmacyBiReports],
  filter: 'pharmacy-code',
  pages,
});

/** The six private reports of /guest/pharmacy/bi/reports/private/{id}: any other id is an invalid code. */
export const PRIVATE_REPORT_IDS = ['ranking', 'categories', 'margins', 'stock', 'seasonality', 'customers'] as const;

export const REPORTS: readonly ReportDef[] = [
  {
    id: 'purchases',
    name: { ca: 'Compres', es: 'Compras' },
    roles: [ROLE.pharmacyGuest, ROLE.pharmacyPurchases],
    filter: 'pharmacy-code',
    pages: [page('Resum de compres', 'Resumen de compras'), page('Evolució mensual', 'Evolución mensual'), BENCH_PRODUCTS],
  },
  pharmacyReport('index', 'Informes', 'Informes', [
    page('Resum', 'Resumen'),
    page('Vendes per categoria', 'Ventas por categoría'),
    BENCH_PRODUCTS,
    BENCH_LABS,
  ]),
  pharmacyReport('ranking', 'Rànquing de productes', 'Ranking de productos', [page('Rànquing', 'Ranking'), BENCH_PRODUCTS]),
  pharmacyReport('categories', 'Vendes per categoria', 'Ventas por categoría', [page('Categories', 'Categorías')]),
  pharmacyReport('margins', 'Marges', 'Márgenes', [page('Marges', 'Márgenes'), BENCH_LABS]),
  pharmacyReport('stock', 'Estoc', 'Stock', [page('Estoc', 'Stock'), page('Rotació', 'Rotación')]),
  pharmacyReport('seasonality', 'Estacionalitat', 'Estacionalidad', [page('Estacionalitat', 'Estacionalidad')]),
  pharmacyReport('customers', 'Clients', 'Clientes', [page('Clients', 'Clientes'), page('Fidelització', 'Fidelización')]),
  {
    id: 'vertical',
    name: { ca: 'Vertical', es: 'Vertical' },
    // Spec §2: two base constants (guest root, pharmacy guest) plus 69, all required (§4).
    roles: [ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyAdvance],
    filter: 'pharmacy-code',
    pages: [page('Vertical'), BENCH_PRODUCTS],
  },
  {
    id: 'sell-out',
    name: { ca: 'Sell-out', es: 'Sell-out' },
    roles: [ROLE.laboratoryGuest, ROLE.laboratoryBi],
    filter: 'laboratory-party',
    pages: [page('Sell-out'), BENCH_LABS],
  },
  {
    id: 'sell-in',
    name: { ca: 'Sell-in', es: 'Sell-in' },
    roles: [ROLE.laboratoryGuest, ROLE.laboratoryBi],
    filter: 'laboratory-party',
    pages: [page('Sell-in')],
  },
  // Operations area (/opc/report tabs): internal, over every party, for the operations role.
  {
    id: 'opc-sell-in',
    name: { ca: 'Sell-in', es: 'Sell-in' },
    roles: [roleId('administration.opc')],
    filter: 'none',
    pages: [page('Sell-in'), page('Sell-in per laboratori', 'Sell-in por laboratorio')],
  },
  {
    id: 'opc-sell-out',
    name: { ca: 'Sell-out', es: 'Sell-out' },
    roles: [roleId('administration.opc')],
    filter: 'none',
    pages: [page('Sell-out'), page('Sell-out per farmàcia', 'Sell-out por farmacia')],
  },
];

/** A Power BI JavaScript filter (powerbi-models): basic (In) or advanced (StartsWith). */
export type ReportFilter =
  | {
      $schema: 'http://powerbi.com/product/schema#basic';
      filterType: 1;
      target: { table: string; column: string };
      operator: 'In';
      values: (string | number)[];
    }
  | {
      $schema: 'http://powerbi.com/product/schema#advanced';
      filterType: 0;
      target: { table: string; column: string };
      logicalOperator: 'And';
      conditions: { operator: 'StartsWith'; value: string }[];
    };

/** A report's embed data (bi.report): what the SPA needs to show it, filtered to the caller's party. */
export interface ReportEmbedData {
  /** How the SPA shows it: the demo page in an iframe, or the Power BI JavaScript client. */
  provider: 'demo' | 'powerbi';
  embedUrl: string;
  datasetId: string;
  token: string;
  /** ISO time the token stops working. */
  tokenExpiry: string;
  /** Apply to every page except `filterExemptPages`. */
  filters: ReportFilter[];
  filterExemptPages: string[];
}

export function findReport(id: string): ReportDef | undefined {
  return REPORTS.find((r) => r.id === id);
}

export function mayOpenReport(report: ReportDef, roleIds: readonly number[]): boolean {
  return report.roles.every((r) => roleIds.includes(r));
}
