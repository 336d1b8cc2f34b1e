/**
 * Every demo account the seed creates, each with what it may do: the one list the seed writes the
 * accounts from, the start banner prints and the README's table is written from
 * (`npm run docs:accounts`; personas.test.ts fails when the README differs). An account seeded
 * elsewhere would have no banner line: the seed takes its accounts from here only.
 * Pure data (no AWS client), so the banner can read it without loading the seed.
 */
import { internalRoleSet, ROLE, roleId, withAncestors } from '../../../shared/roles/catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type AccountSeed, type Persona } from './demo-data';

/** Accounts seeded besides the personas; same demo password. */
export type ExtraAccountSeed = Omit<AccountSeed, 'persona'>;

const pharmacyBase = [ROLE.guest, ROLE.pharmacyGuest];
const persona = (p: Persona): AccountSeed => DEMO_ACCOUNTS.find((a) => a.persona === p)!;
const internal = (accountId: number, login: string, name: string, roles: number[]): ExtraAccountSeed => ({
  accountId,
  login,
  name,
  email: `${login}@example.com`,
  model: 'user',
  roleIds: internalRoleSet(roles),
});

/**
 * The staff directory: internal accounts exist before anyone grants them a role (in AWS they are
 * provisioned with the company directory); with no role they are the "pending" users of /acl/users.
 */
export const STAFF_DIRECTORY: ExtraAccountSeed[] = [
  ['mgarcia', 'Maria Garcia'],
  ['jlopez', 'Jaume López'],
  ['nserra', 'Núria Serra'],
  ['amarti', 'Albert Martí'],
  ['rcasas', 'Rosa Casas'],
  ['dpons', 'David Pons'],
  ['lvidal', 'Laura Vidal'],
  ['gfont', 'Guillem Font'],
].map(([login, name], i) => ({
  accountId: 10 + i,
  login: login!,
  name: name!,
  email: `${login}@example.com`,
  model: 'user' as const,
  roleIds: [],
}));

/** More guests: a colleague in the pharmacy administrator's party, and another pharmacy's staff. */
export const EXTRA_GUESTS: ExtraAccountSeed[] = [
  {
    accountId: 20,
    login: 'farmacia-auxiliar',
    name: 'Marc Soler',
    email: 'farmacia-auxiliar@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1001,
    roleIds: withAncestors([...pharmacyBase, ROLE.pharmacyPurchases, ROLE.pharmacyAgreements, ROLE.pharmacyServicesDigital]),
  },
  {
    accountId: 21,
    login: 'farmacia-ramblas',
    name: 'Núria Camps',
    email: 'farmacia-ramblas@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1002,
    roleIds: withAncestors([...pharmacyBase, ROLE.pharmacyAcl, ROLE.pharmacyPurchases, ROLE.pharmacyInvoicing]),
  },
  {
    accountId: 22,
    login: 'farmacia-ramblas-aux',
    name: 'Pau Riera',
    email: 'farmacia-ramblas-aux@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1002,
    roleIds: withAncestors([...pharmacyBase, ROLE.pharmacyCatalog]),
  },
];

/** A guest without the agreements role (40): catalog, purchases and invoicing only. */
export const BASIC_PHARMACY_GUEST = {
  accountId: 30,
  login: 'farmacia-basica',
  name: 'Rosa Pujol',
  email: 'farmacia-basica@example.com',
  model: 'guest' as const,
  typeId: 1 as const,
  // Farmàcia Lleida Nord: no business manager assigned.
  partyId: 1004,
  roleIds: withAncestors([ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyPurchases, ROLE.pharmacyInvoicing, ROLE.pharmacyCatalog]),
};

/** Staff with exactly one ticketing role each (login → role), for the authorization matrix and demos. */
export const TICKETING_ONE_ROLE_STAFF: ExtraAccountSeed[] = (
  [
    [40, 'tiquets-trucades', 'Carla Puig', roleId('ticketing.calls')],
    [41, 'tiquets-canals', 'Marc Roca', roleId('ticketing.channels')],
    [42, 'tiquets-estats', 'Elena Mas', roleId('ticketing.status')],
    [43, 'tiquets-tipus', 'Oriol Pla', roleId('ticketing.types')],
  ] as const
).map(([accountId, login, name, role]) => internal(accountId, login, name, [role]));

/** Holds the operations role alone (plus the internal base role). */
export const OPERATIONS_STAFF = internal(75, 'operacions', 'Sílvia Prat', [roleId('administration.opc')]);
/** The workers' representatives (works council): the staff's monthly summary registers only. */
export const WORKERS_REPRESENTATIVE = internal(76, 'representant', 'Comitè d’empresa', [ROLE.workingTimeRepresentative]);

/** Holds the import-sales role alone (103, with its leaves). */
export const SALES_IMPORT_STAFF = internal(213, 'vendes', 'Marta Vidal', [roleId('administration.import_sales')]);

/** One account per administration screen role (§6): catalog, manual sales, platform invoicing, loyalty. */
export const ADMINISTRATION_STAFF = {
  catalog: internal(230, 'cataleg', 'Núria Ferrer', [102]),
  insertSales: internal(231, 'vendes-manuals', 'Oriol Puig', [107]),
  labsStatistics: internal(232, 'estadistiques', 'Laia Roca', [108]),
  packaging: internal(233, 'embalatge', 'Pau Serra', [109]),
  platformInvoicing: internal(234, 'facturacio', 'Anna Soler', [110]),
  farmapremium: internal(235, 'fidelitzacio', 'Jordi Mas', [111]),
} as const;

export interface DemoAccountLine {
  /** What the accounts may do (their roles), as the banner and the README say it. */
  role: string;
  accounts: readonly ExtraAccountSeed[];
}

/** In the order the banner and the README show them. */
export const DEMO_ACCOUNT_LINES: readonly DemoAccountLine[] = [
  {
    role: 'internal admin (every internal role; working-time admin, role 1; a week of clocked time)',
    accounts: [persona('internal-admin')],
  },
  {
    role: 'internal staff (every ticketing role: tickets, calls, lookups; part of warehouse; role 2: three weeks of clocked time, 2 amendments)',
    accounts: [persona('internal-staff')],
  },
  {
    role: 'ticketing with one role each: calls (117), channels (114), status (116), types (115)',
    accounts: TICKETING_ONE_ROLE_STAFF,
  },
  {
    role: 'operations area only (role 112): pharmacies, laboratories, webinars, imports under /opc',
    accounts: [OPERATIONS_STAFF],
  },
  {
    role: 'sales import only (role 103): the wizard, conversions, price catalog under /administration/import-sales',
    accounts: [SALES_IMPORT_STAFF],
  },
  {
    role: 'administration with one screen role each: catalog (102), manual sales (107), labs statistics (108), packaging (109), platform invoicing (110), loyalty (111)',
    accounts: Object.values(ADMINISTRATION_STAFF),
  },
  { role: 'support desk: guests and impersonating guests (roles 5, 36), no internal users', accounts: [persona('support')] },
  {
    role: 'labour inspection: reads and exports every working-time register, changes nothing (role 150)',
    accounts: [persona('inspector')],
  },
  {
    role: "workers' representatives: the staff's monthly working-time summary, read-only (role 151)",
    accounts: [WORKERS_REPRESENTATIVE],
  },
  {
    role: 'warehouse administrator: every warehouse screen (spec roles 19-23 and the rest of the area)',
    accounts: [persona('warehouse')],
  },
  {
    role: 'warehouse, distribution only (spec roles 19 + 21): the role-limited warehouse home',
    accounts: [persona('warehouse-distribution')],
  },
  { role: 'pharmacy guest (Farmàcia Puig i Soler)', accounts: [persona('pharmacy-guest')] },
  { role: 'pharmacy administrator (Farmàcia Puig i Soler): its guests and documents', accounts: [persona('pharmacy-admin')] },
  {
    role: "pharmacy guest, the administrator's colleague: purchases, agreements, digital services",
    accounts: [EXTRA_GUESTS[0]!],
  },
  {
    role: 'pharmacy guest without agreements: orange invoicing bars (Q1, Q2), no business manager assigned',
    accounts: [BASIC_PHARMACY_GUEST],
  },
  { role: "another pharmacy's (Farmàcia Ramblas) administrator: its guests, purchases, invoicing", accounts: [EXTRA_GUESTS[1]!] },
  { role: 'Farmàcia Ramblas guest: catalog only', accounts: [EXTRA_GUESTS[2]!] },
  { role: 'laboratory guest (Laboratoris Mediterrani)', accounts: [persona('laboratory-guest')] },
  {
    role: 'staff directory, no role yet: the pending users of /acl/users and the no-role home ("contact your provider")',
    accounts: STAFF_DIRECTORY,
  },
];

/** Every account the seed creates, each once. */
export const SEEDED_ACCOUNTS: readonly ExtraAccountSeed[] = DEMO_ACCOUNT_LINES.flatMap((l) => l.accounts);

/** The README's table of demo accounts, as rows of cells (scripts/demo-accounts.ts writes it). */
export function demoAccountsTable(): string[][] {
  return [
    ['persona', 'username', 'password'],
    ...DEMO_ACCOUNT_LINES.map((l) => [l.role, l.accounts.map((a) => `\`${a.login}\``).join(', '), `\`${DEMO_PASSWORD}\``]),
  ];
}
