/**
 * The role catalogue: every role the product knows, with its id, permission key, parent and names.
 *
 * Ids given by the spec (platform.md §6) are kept as they are. The spec names the other keys but
 * not their ids; those were assigned once, here, from 100 upwards so they can never collide with a
 * spec id, and must never be renumbered (accounts store role ids). See docs/roles.md.
 */
import type { Locale } from '../i18n/locale';

export type GuestTypeId = 1 | 2;
export const GUEST_TYPE = { pharmacy: 1, laboratory: 2 } as const;

export interface RoleDefinition {
  id: number;
  key: string;
  parentId: number | null;
  /** null: applies to every guest type (or to internal users). */
  guestTypeId: GuestTypeId | null;
  name: Record<Locale, string>;
}

/** Role ids code refers to by name. */
export const ROLE = {
  workingTimeAdmin: 1,
  /** Read-only access to every worker's working-time register (Labour Inspectorate). */
  workingTimeInspection: 150,
  /** Workers' legal representatives (art. 34.9 ET): the staff's monthly summary registers, read-only. */
  workingTimeRepresentative: 151,
  internal: 2,
  aclAdmin: 3,
  aclUsers: 4,
  aclGuests: 5,
  aclRoles: 100,
  impersonateUsers: 35,
  impersonateGuests: 36,
  warehouse: 19,
  prenotices: 25,
  bi: 47,
  intranetAdmin: 48,
  guest: 29,
  pharmacyGuest: 54,
  laboratoryGuest: 55,
  pharmacyPlatform: 34,
  pharmacyPurchases: 38,
  pharmacyInvoicing: 39,
  pharmacyAgreements: 40,
  pharmacyCatalog: 41,
  pharmacyPromotions: 67,
  pharmacyBi: 42,
  pharmacyBiDemo: 63,
  pharmacyBiDocuments: 64,
  pharmacyBiReports: 50,
  pharmacyBiSfera: 65,
  pharmacyServices: 60,
  pharmacyServicesInPerson: 61,
  pharmacyServicesDigital: 62,
  pharmacyAdministration: 45,
  pharmacyAcl: 51,
  pharmacyAdministrationDocuments: 52,
  pharmacyAdvance: 69,
  laboratoryBi: 32,
  laboratoryStatistics: 33,
} as const;

type Row = readonly [id: number, key: string, parentId: number | null, guestTypeId: GuestTypeId | null, ca: string, es: string];

// prettier-ignore
const rows = [
  // Internal branch: everything below role 2.
  [2, 'xf', null, null, 'Usuari intern', 'Usuario interno'],
  [1, 'admin', 2, null, 'Administració del control horari', 'Administración del control horario'],
  [150, 'working_time.inspection', 2, null, 'Consulta del registre horari', 'Consulta del registro horario'],
  [151, 'working_time.representatives', 2, null, 'Representació dels treballadors (resum horari)', 'Representación de los trabajadores (resumen horario)'],
  [3, 'acl', 2, null, "Control d'accés", 'Control de acceso'],
  [4, 'acl.users', 3, null, 'Usuaris interns', 'Usuarios internos'],
  [5, 'acl.guests', 3, null, 'Convidats', 'Invitados'],
  [100, 'acl.roles', 3, null, 'Rols', 'Roles'],
  [35, 'acl.impersonate_users', 3, null, "Suplantar usuaris", 'Suplantar usuarios'],
  [36, 'acl.impersonate_guests', 3, null, 'Suplantar convidats', 'Suplantar invitados'],
  [101, 'administration', 2, null, 'Administració', 'Administración'],
  [102, 'administration.catalog', 101, null, 'Catàleg', 'Catálogo'],
  [103, 'administration.import_sales', 101, null, 'Importació de vendes', 'Importación de ventas'],
  [104, 'administration.import_sales.convert_cn', 103, null, 'Conversió de CN', 'Conversión de CN'],
  [105, 'administration.import_sales.convert_pf', 103, null, 'Conversió de PF', 'Conversión de PF'],
  [106, 'administration.import_sales.config', 103, null, 'Configuració de la importació', 'Configuración de la importación'],
  [107, 'administration.insert_sales', 101, null, 'Vendes manuals', 'Ventas manuales'],
  [108, 'administration.labs_statistics', 101, null, 'Estadístiques de laboratoris', 'Estadísticas de laboratorios'],
  [109, 'administration.packaging', 101, null, 'Embalatge', 'Embalaje'],
  [110, 'administration.platform_invoicing', 101, null, 'Facturació de plataforma', 'Facturación de plataforma'],
  [111, 'administration.farmapremium', 101, null, 'Conversió de fidelització', 'Conversión de fidelización'],
  [112, 'administration.opc', 101, null, 'Operacions', 'Operaciones'],
  [113, 'ticketing', 2, null, 'Tiquets', 'Tickets'],
  [114, 'ticketing.channels', 113, null, 'Canals', 'Canales'],
  [115, 'ticketing.types', 113, null, 'Tipus', 'Tipos'],
  [116, 'ticketing.status', 113, null, 'Estats', 'Estados'],
  [117, 'ticketing.calls', 113, null, 'Registre de trucades', 'Registro de llamadas'],
  [19, 'warehouse', 2, null, 'Magatzem', 'Almacén'],
  [118, 'warehouse.delivery_notes', 19, null, 'Albarans', 'Albaranes'],
  [119, 'warehouse.distribution', 19, null, 'Distribució', 'Distribución'],
  [120, 'warehouse.logistics', 19, null, 'Logística', 'Logística'],
  [121, 'warehouse.logistics.mids', 120, null, 'Entrades intermèdies', 'Entradas intermedias'],
  [122, 'warehouse.logistics.outs', 120, null, 'Sortides', 'Salidas'],
  [123, 'warehouse.logistics.consignments', 120, null, 'Consignacions', 'Consignaciones'],
  [124, 'warehouse.logistics.shipment', 120, null, 'Expedicions', 'Expediciones'],
  [125, 'warehouse.logistics.priorities', 120, null, 'Prioritats', 'Prioridades'],
  [126, 'warehouse.order_delivery_time', 19, null, "Temps d'entrega de comandes", 'Tiempo de entrega de pedidos'],
  [127, 'warehouse.pending_sales', 19, null, 'Vendes pendents', 'Ventas pendientes'],
  [128, 'warehouse.pending_purchases', 19, null, 'Compres pendents', 'Compras pendientes'],
  [25, 'warehouse.prenotices', 19, null, 'Preavisos', 'Preavisos'],
  [129, 'warehouse.relation_mids_outs', 19, null, 'Relació entrades-sortides', 'Relación entradas-salidas'],
  [130, 'warehouse.returns', 19, null, 'Devolucions', 'Devoluciones'],
  [131, 'warehouse.returns.returns_tracking', 130, null, 'Seguiment de devolucions', 'Seguimiento de devoluciones'],
  [132, 'warehouse.returns.returns_products', 130, null, 'Productes de devolució', 'Productos de devolución'],
  [133, 'warehouse.temperatures', 19, null, 'Temperatures', 'Temperaturas'],
  [134, 'warehouse.relation_ins_outs', 19, null, 'Relació entrades-sortides de magatzem', 'Relación entradas-salidas de almacén'],
  [47, 'bi', 2, null, 'Intel·ligència de negoci', 'Inteligencia de negocio'],
  [48, 'intranet', 2, null, 'Intranet', 'Intranet'],

  // Guest branch: everything below role 29.
  [29, 'guest', null, null, 'Convidat', 'Invitado'],
  [54, 'guest.pharmacy', 29, 1, 'Farmàcia', 'Farmacia'],
  [135, 'guest.pharmacy.admin', 54, 1, 'Administrador de farmàcia', 'Administrador de farmacia'],
  [34, 'guest.pharmacy.platform', 54, 1, 'Plataforma', 'Plataforma'],
  [38, 'guest.pharmacy.platform.purchases', 34, 1, 'Compres', 'Compras'],
  [39, 'guest.pharmacy.platform.invoicing', 34, 1, 'Facturació', 'Facturación'],
  [40, 'guest.pharmacy.platform.agreements', 34, 1, 'Acords', 'Acuerdos'],
  [41, 'guest.pharmacy.platform.catalog', 34, 1, 'Catàleg', 'Catálogo'],
  [67, 'guest.pharmacy.platform.promotions', 34, 1, 'Promocions', 'Promociones'],
  [42, 'guest.pharmacy.bi', 54, 1, 'Intel·ligència de negoci', 'Inteligencia de negocio'],
  [63, 'guest.pharmacy.bi.demo', 42, 1, 'Demo', 'Demo'],
  [64, 'guest.pharmacy.bi.documents', 42, 1, 'Documents', 'Documentos'],
  [50, 'guest.pharmacy.bi.reports', 42, 1, 'Informes', 'Informes'],
  [136, 'guest.pharmacy.bi.reports_fede', 42, 1, 'Informes de socis', 'Informes de socios'],
  [65, 'guest.pharmacy.bi.sfera', 42, 1, 'Aplicació de socis', 'Aplicación de socios'],
  [60, 'guest.pharmacy.services', 54, 1, 'Salut i serveis', 'Salud y servicios'],
  [61, 'guest.pharmacy.services.inperson', 60, 1, 'Serveis presencials', 'Servicios presenciales'],
  [62, 'guest.pharmacy.services.digital', 60, 1, 'Serveis digitals', 'Servicios digitales'],
  [45, 'guest.pharmacy.administration', 54, 1, 'Administració', 'Administración'],
  [51, 'guest.pharmacy.administration.acl', 45, 1, 'Usuaris de la farmàcia', 'Usuarios de la farmacia'],
  [52, 'guest.pharmacy.administration.documents', 45, 1, "Documents d'administració", 'Documentos de administración'],
  [69, 'guest.pharmacy.opc', 54, 1, 'Advance', 'Advance'],
  [55, 'guest.laboratory', 29, 2, 'Laboratori', 'Laboratorio'],
  [137, 'guest.laboratory.admin', 55, 2, 'Administrador de laboratori', 'Administrador de laboratorio'],
  [138, 'guest.laboratory.acl', 55, 2, 'Usuaris del laboratori', 'Usuarios del laboratorio'],
  [32, 'guest.laboratory.bi', 55, 2, 'Intel·ligència de negoci', 'Inteligencia de negocio'],
  [33, 'guest.laboratory.statistics', 55, 2, 'Estadístiques', 'Estadísticas'],
] as const satisfies readonly Row[];

/** A role's permission key: how manifests and code name a role (its id is the catalogue's business). */
export type RoleKey = (typeof rows)[number][1];

export const ROLES: readonly RoleDefinition[] = rows.map(([id, key, parentId, guestTypeId, ca, es]) => ({
  id,
  key,
  parentId,
  guestTypeId,
  name: { ca, es },
}));

const byId = new Map(ROLES.map((r) => [r.id, r]));
const byKey = new Map(ROLES.map((r) => [r.key, r.id]));

/** The id of a role named by its permission key. */
export function roleId(key: RoleKey): number {
  const id = byKey.get(key);
  if (id === undefined) throw new Error(`No role ${key} in the catalogue`);
  return id;
}

export function findRole(id: number): RoleDefinition | undefined {
  return byId.get(id);
}

/** The role and every ancestor up to its root, nearest first. */
export function ancestorsOf(id: number): number[] {
  const out: number[] = [];
  for (let r = byId.get(id); r && r.parentId !== null; r = byId.get(r.parentId)) out.push(r.parentId);
  return out;
}

/** Ids of every role below `rootId` (not including it). */
export function descendantsOf(rootId: number): number[] {
  const out: number[] = [];
  const walk = (parent: number) => {
    for (const r of ROLES) {
      if (r.parentId !== parent) continue;
      out.push(r.id);
      walk(r.id);
    }
  };
  walk(rootId);
  return out;
}

/** A branch role and every role below it: what shows a branch's tile (holding any of them). */
export const branchRoles = (id: number): number[] => [id, ...descendantsOf(id)];

/** Expands selected leaves with all their ancestors (spec §5: roles are selected by leaf). */
export function withAncestors(ids: Iterable<number>): number[] {
  const set = new Set<number>();
  for (const id of ids) {
    set.add(id);
    for (const a of ancestorsOf(id)) set.add(a);
  }
  return [...set].sort((a, b) => a - b);
}

/** The leaves at or below `id`: the role itself when it has no children. */
export function leavesOf(id: number): number[] {
  const below = descendantsOf(id);
  if (below.length === 0) return [id];
  return below.filter((d) => !ROLES.some((r) => r.parentId === d));
}

/**
 * An internal role set as stored: role 2, the selected roles (a selected branch stands for its
 * leaves), and every branch whose leaves are all held. A child never brings its parent: holding
 * 4 or 5 is not holding 3 (docs/spec-decisions.md).
 */
export function internalRoleSet(selected: Iterable<number>): number[] {
  const internalBranch = descendantsOf(ROLE.internal);
  const leaves = new Set([...selected].filter((id) => internalBranch.includes(id)).flatMap(leavesOf));
  const branches = internalBranch.filter((id) => !leaves.has(id) && leavesOf(id).every((l) => leaves.has(l)));
  return [ROLE.internal, ...leaves, ...branches].sort((a, b) => a - b);
}

/**
 * A stored internal set read by its leaves alone: a branch role is kept only when all its leaves
 * are held, so the ancestors earlier saves added (3 for 4 or 5) drop out. The role migration.
 */
export function storedInternalRoleSet(stored: Iterable<number>): number[] {
  return internalRoleSet([...stored].filter((id) => leavesOf(id)[0] === id));
}

/** Every internal role: role 2 and its branch. The demo internal admin holds all of them. */
export const INTERNAL_ROLE_IDS: readonly number[] = [ROLE.internal, ...descendantsOf(ROLE.internal)];
