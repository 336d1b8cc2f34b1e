/**
 * Access-control demo data: the ticketing statuses of the settings page (its accounts, the staff
 * directory and more guests for the pharmacy self-service, are in personas.ts). Idempotent like the
 * rest of the seed.
 */
import { putTicketingStatus } from '../../../functions/lib/data/entities/ticketing-status';

// The accounts live with the other demo accounts (personas.ts); these names stay importable from here.
export { EXTRA_GUESTS, STAFF_DIRECTORY, type ExtraAccountSeed } from './personas';

/** Ticketing statuses (lookup seeded now for the settings page; 3 is the default of new tickets). */
export const TICKETING_STATUSES = [
  { statusId: 1, nameCa: 'NOU', nameEs: 'NUEVO' },
  { statusId: 2, nameCa: 'EN CURS', nameEs: 'EN CURSO' },
  { statusId: 3, nameCa: 'PENDENT', nameEs: 'PENDIENTE' },
  { statusId: 4, nameCa: 'EN ESPERA DEL CLIENT', nameEs: 'EN ESPERA DEL CLIENTE' },
  { statusId: 5, nameCa: 'RESOLT', nameEs: 'RESUELTO' },
  { statusId: 6, nameCa: 'TANCAT', nameEs: 'CERRADO' },
];

export async function seedAcl(): Promise<void> {
  await Promise.all(TICKETING_STATUSES.map(putTicketingStatus));
}
