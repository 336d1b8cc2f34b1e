/**
 * Demo data for the local stand-in (and for a fresh demo deployment): parties of every kind,
 * the platforms the spec names (825, 748, 867, 9023) and one account per persona.
 */
import type { PlatformId } from '../../../shared/erp/constants';
import { INTERNAL_ROLE_IDS, internalRoleSet, ROLE, withAncestors } from '../../../shared/roles/catalogue';
import type { NewAccount } from '../../../functions/lib/data/account-admin';

export const DEMO_PASSWORD = 'Portal-2026!';

export type PartySeed = {
  partyId: number;
  code: string;
  name: string;
  phone: string;
  kind: 'pharmacy' | 'laboratory' | 'platform';
  employees: { name: string; phone: string; email: string }[];
  /** A cold-chain laboratory (2–8 °C): its temperature readings are judged against that range. */
  coldChain?: boolean;
  /** Where its goods are delivered (the ERP's optional party address; the truck sheet prints it). */
  address?: { street: string; postalCode: string; city: string; province?: string };
};

const manager = (name: string, phone: string, email: string) => [{ name, phone, email }];

/**
 * The platforms' names, one source for the demo parties and the ERP feed (apart, the catalog and
 * its mail said "Plataforma Logística Barcelona/Girona" where the ERP's records said Cofares/Hefame;
 * spec §9 names 825 Cofares and 748 Hefame).
 */
export const PLATFORM_NAMES: Record<PlatformId, string> = {
  825: 'Cofares',
  748: 'Hefame',
  867: 'Plataforma Logística Lleida',
  9023: 'Plataforma Logística Madrid',
};

export const DEMO_PARTIES: PartySeed[] = [
  { partyId: 825, code: 'PLT825', name: PLATFORM_NAMES[825], phone: '934 000 825', kind: 'platform', employees: [] },
  { partyId: 748, code: 'PLT748', name: PLATFORM_NAMES[748], phone: '972 000 748', kind: 'platform', employees: [] },
  { partyId: 867, code: 'PLT867', name: PLATFORM_NAMES[867], phone: '973 000 867', kind: 'platform', employees: [] },
  { partyId: 9023, code: 'PLT9023', name: PLATFORM_NAMES[9023], phone: '910 009 023', kind: 'platform', employees: [] },
  {
    partyId: 1001,
    code: 'S08001',
    name: 'Farmàcia Puig i Soler',
    phone: '933 101 001',
    kind: 'pharmacy',
    address: { street: 'Carrer de Balmes, 112', postalCode: '08008', city: 'Barcelona', province: 'Barcelona' },
    employees: manager('Marta Vidal', '600 111 222', 'marta.vidal@example.com'),
  },
  {
    partyId: 1002,
    code: 'S08002',
    name: 'Farmàcia Ramblas',
    phone: '933 101 002',
    kind: 'pharmacy',
    address: { street: 'La Rambla, 45', postalCode: '08002', city: 'Barcelona', province: 'Barcelona' },
    employees: manager('Jordi Camps', '600 333 444', 'jordi.camps@example.com'),
  },
  {
    partyId: 1003,
    code: 'S17003',
    name: 'Farmàcia Girona Centre',
    phone: '972 101 003',
    kind: 'pharmacy',
    employees: manager('Marta Vidal', '600 111 222', 'marta.vidal@example.com'),
  },
  { partyId: 1004, code: 'S25004', name: 'Farmàcia Lleida Nord', phone: '973 101 004', kind: 'pharmacy', employees: [] },
  {
    partyId: 1005,
    code: 'S28005',
    name: 'Farmacia Gran Vía',
    phone: '913 101 005',
    kind: 'pharmacy',
    employees: manager('Lucía Martín', '600 555 666', 'lucia.martin@example.com'),
  },
  {
    partyId: 1006,
    code: 'S43006',
    name: 'Farmàcia Tarragona Mar',
    phone: '977 101 006',
    kind: 'pharmacy',
    employees: manager('Jordi Camps', '600 333 444', 'jordi.camps@example.com'),
  },
  { partyId: 2001, code: 'L2001', name: 'Laboratoris Mediterrani', phone: '932 202 001', kind: 'laboratory', employees: [] },
  {
    partyId: 2002,
    code: 'L2002',
    name: 'Laboratorios Iberia Salud',
    phone: '912 202 002',
    kind: 'laboratory',
    employees: [],
    coldChain: true,
  },
  { partyId: 2003, code: 'L2003', name: 'Dermo Catalunya', phone: '932 202 003', kind: 'laboratory', employees: [] },
];

export type Persona =
  | 'internal-admin'
  | 'internal-staff'
  | 'support'
  | 'inspector'
  | 'warehouse'
  | 'warehouse-distribution'
  | 'pharmacy-guest'
  | 'pharmacy-admin'
  | 'laboratory-guest';

/** A demo account: an account as the admin creates it (without its locale), with its persona, id and login. */
export interface AccountSeed extends Omit<NewAccount, 'locale'> {
  persona: Persona;
  accountId: number;
  login: string;
}

const pharmacyBase = [ROLE.guest, ROLE.pharmacyGuest];

export const DEMO_ACCOUNTS: AccountSeed[] = [
  {
    persona: 'internal-admin',
    accountId: 1,
    login: 'admin',
    name: 'Anna Ferrer',
    email: 'admin@example.com',
    model: 'user',
    roleIds: [...INTERNAL_ROLE_IDS],
  },
  {
    persona: 'internal-staff',
    accountId: 2,
    login: 'staff',
    name: 'Pere Soler',
    email: 'staff@example.com',
    model: 'user',
    roleIds: internalRoleSet([114, 115, 116, 117, 118, 119]),
  },
  {
    // Support desk: manages guests and may impersonate them (not internal users).
    persona: 'support',
    accountId: 6,
    login: 'suport',
    name: 'Irene Vila',
    email: 'suport@example.com',
    model: 'user',
    roleIds: internalRoleSet([ROLE.aclGuests, ROLE.impersonateGuests]),
  },
  {
    // Labour inspection (or the workers' representatives): reads and exports every working-time register, changes nothing.
    persona: 'inspector',
    accountId: 9,
    login: 'inspeccio',
    name: 'Inspecció de Treball',
    email: 'inspeccio@example.com',
    model: 'user',
    roleIds: internalRoleSet([ROLE.workingTimeInspection]),
  },
  {
    // Warehouse administrator (spec role 19 with 20-23): every warehouse screen. An internal set
    // stores 19 only when every warehouse leaf is held, so this is the whole warehouse branch.
    persona: 'warehouse',
    accountId: 7,
    login: 'magatzem',
    name: 'Núria Casals',
    email: 'magatzem@example.com',
    model: 'user',
    roleIds: internalRoleSet([ROLE.warehouse]),
  },
  {
    // Distribution only (the spec's 19 + 21: catalogue 119): the role-limited warehouse home.
    persona: 'warehouse-distribution',
    accountId: 8,
    login: 'distribucio',
    name: 'Marc Riera',
    email: 'distribucio@example.com',
    model: 'user',
    roleIds: internalRoleSet([119]),
  },
  {
    persona: 'pharmacy-guest',
    accountId: 3,
    login: 'farmacia',
    name: 'Laia Puig',
    email: 'farmacia@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1001,
    roleIds: withAncestors([
      ...pharmacyBase,
      ROLE.pharmacyPurchases,
      ROLE.pharmacyInvoicing,
      ROLE.pharmacyAgreements,
      ROLE.pharmacyCatalog,
      ROLE.pharmacyServicesInPerson,
      ROLE.pharmacyServicesDigital,
      ROLE.pharmacyBiReports,
      ROLE.pharmacyBiDocuments,
      ROLE.pharmacyBiDemo,
      ROLE.pharmacyBiSfera,
    ]),
  },
  {
    persona: 'pharmacy-admin',
    accountId: 4,
    login: 'farmacia-admin',
    name: 'Joan Puig',
    email: 'farmacia-admin@example.com',
    model: 'guest',
    typeId: 1,
    partyId: 1001,
    roleIds: withAncestors([
      ...pharmacyBase,
      135,
      ROLE.pharmacyAcl,
      ROLE.pharmacyAdministrationDocuments,
      ROLE.pharmacyPurchases,
      ROLE.pharmacyInvoicing,
      ROLE.pharmacyAgreements,
      ROLE.pharmacyCatalog,
      ROLE.pharmacyPromotions,
      ROLE.pharmacyAdvance,
    ]),
  },
  {
    persona: 'laboratory-guest',
    accountId: 5,
    login: 'laboratori',
    name: 'Carles Roca',
    email: 'laboratori@example.com',
    model: 'guest',
    typeId: 2,
    partyId: 2001,
    roleIds: withAncestors([ROLE.guest, ROLE.laboratoryGuest, ROLE.laboratoryBi, ROLE.laboratoryStatistics]),
  },
];
