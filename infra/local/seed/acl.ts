/**
 * Access-control demo data: the staff directory (internal accounts with no role yet), more guests
 * for the pharmacy self-service, and the ticketing
 * statuses of the settings page. Idempotent like the rest of the seed.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ROLE, withAncestors } from '../../../shared/roles/catalogue';
import { putTicketingStatus } from '../../../functions/lib/data/entities/ticketing-status';
import { seedAccounts } from './accounts';
import { type AccountSeed } from './demo-data';

const pharmacyBase = [ROLE.guest, ROLE.pharmacyGuest];

/** Accounts seeded besides the personas (no banner line); same demo password. */
export type ExtraAccountSeed = Omit<AccountSeed, 'persona'>;

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

/** Ticketing statuses (lookup seeded now for the settings page; 3 is the default of new tickets). */
export const TICKETING_STATUSES = [
  { statusId: 1, nameCa: 'NOU', nameEs: 'NUEVO' },
  { statusId: 2, nameCa: 'EN CURS', nameEs: 'EN CURSO' },
  { statusId: 3, nameCa: 'PENDENT', nameEs: 'PENDIENTE' },
  { statusId: 4, nameCa: 'EN ESPERA DEL CLIENT', nameEs: 'EN ESPERA DEL CLIENTE' },
  { statusId: 5, nameCa: 'RESOLT', nameEs: 'RESUELTO' },
  { statusId: 6, nameCa: 'TANCAT', nameEs: 'CERRADO' },
];

export async function seedAcl(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await Promise.all(TICKETING_STATUSES.map(putTicketingStatus));
  await seedAccounts(cognito, userPoolId, [...STAFF_DIRECTORY, ...EXTRA_GUESTS]);
}
