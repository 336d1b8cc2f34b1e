/**
 * Ticketing demo data: the channel and type lookups (statuses are seeded with the settings page,
 * ./acl.ts), staff holding one ticketing role each (the spec's 15-18 alone: calls, channels, status,
 * types), a dozen tickets written through the real save path (listing items, history, counters),
 * and calls fed through the real switchboard ingest. Idempotent: tickets are written only into an
 * empty ticket table, calls are stored once per switchboard id.
 */
import { roleId } from '../../../shared/roles/catalogue';
import { upperCased } from '../../../shared/ticketing/rules';
import type { Caller } from '../../../functions/lib/auth/caller';
import { putTicketingChannel } from '../../../functions/lib/data/entities/ticketing-channel';
import { putTicketingType } from '../../../functions/lib/data/entities/ticketing-type';
import { readCount } from '../../../functions/lib/datatable/counts';
import { ingestCall } from '../../../functions/lib/ticketing/calls';
import { TICKETS_TABLE } from '../../../functions/lib/ticketing/counters';
import { addComment } from '../../../functions/lib/ticketing/comments';
import { loadNames } from '../../../functions/lib/ticketing/names';
import { checkReferences, createTicket, getTicket } from '../../../functions/lib/ticketing/tickets';

// The one-role staff live with the other demo accounts (personas.ts); the name stays importable from here.
export { TICKETING_ONE_ROLE_STAFF } from './personas';

export const TICKETING_CHANNELS = [
  { channelId: 1, nameCa: 'CORREU ELECTRÒNIC', nameEs: 'CORREO ELECTRÓNICO' },
  { channelId: 2, nameCa: 'WEB', nameEs: 'WEB' },
  { channelId: 3, nameCa: 'PRESENCIAL', nameEs: 'PRESENCIAL' },
  { channelId: 4, nameCa: 'WHATSAPP', nameEs: 'WHATSAPP' },
  { channelId: 5, nameCa: 'TELÈFON', nameEs: 'TELÉFONO' },
];

export const TICKETING_TYPES = [
  { typeId: 1, nameCa: 'COMANDA', nameEs: 'PEDIDO' },
  { typeId: 2, nameCa: 'ENTREGA', nameEs: 'ENTREGA' },
  { typeId: 3, nameCa: 'FACTURACIÓ', nameEs: 'FACTURACIÓN' },
  { typeId: 4, nameCa: 'DEVOLUCIÓ', nameEs: 'DEVOLUCIÓN' },
  { typeId: 5, nameCa: 'INCIDÈNCIA TÈCNICA', nameEs: 'INCIDENCIA TÉCNICA' },
  { typeId: 6, nameCa: 'ALTRES', nameEs: 'OTROS' },
];

const seedCaller = (accountId: number, login: string): Caller => ({
  accountId,
  login,
  model: 'user',
  typeId: null,
  partyId: null,
  roleIds: [roleId('ticketing')],
  actor: null,
});

/** [party id or free name, type, channel, status, assignee, author, description, resolution] */
type DemoTicket = [number | string, number, number, number, number, number, string, string | null];
const DEMO_TICKETS: DemoTicket[] = [
  [1001, 2, 5, 3, 2, 1, 'La comanda de dimarts va arribar incompleta a la farmàcia', null],
  [1002, 3, 1, 2, 2, 1, 'Factura de setembre amb un descompte que no correspon', null],
  [1003, 4, 5, 1, 1, 2, 'Devolució de 3 unitats caducades, lot 24A17', null],
  [1001, 1, 5, 5, 2, 2, 'Vol afegir dues caixes a la comanda de demà', 'Afegides a la comanda 2026-0412'],
  [1004, 5, 2, 4, 2, 1, 'No pot entrar a la web de comandes des de dilluns', null],
  [1005, 2, 5, 3, 1, 2, 'El repartidor no va passar per la Farmacia Madrid Centro', null],
  [2001, 6, 1, 6, 2, 1, 'Laboratori demana les dades de vendes del trimestre', 'Enviades per correu'],
  ['FARMÀCIA NOVA DE SABADELL', 6, 5, 3, 2, 1, 'Farmàcia que encara no és client pregunta per les condicions', null],
  [1006, 1, 4, 2, 1, 2, 'Comanda urgent de productes termolàbils', null],
  [1002, 2, 5, 1, 2, 1, "Retard en l'entrega: la ruta de Girona va sortir tard", null],
  [1003, 3, 1, 3, 1, 2, 'Abonament pendent de la devolució del mes passat', null],
  [1004, 4, 5, 5, 2, 1, 'Devolució recollida pel transportista', 'Tancada amb abonament'],
];

/** Calls as the switchboard sends them: the party is found by the number, whatever its writing. */
const DEMO_CALLS: [string, string, 'ca' | 'es', number][] = [
  ['demo-call-1', '933 101 001', 'ca', 1],
  ['demo-call-2', '+34 933 101 002', 'ca', 2],
  ['demo-call-3', '0034 972.101.003', 'ca', 3],
  ['demo-call-4', '913101005', 'es', 5],
  ['demo-call-5', '600 000 000', 'es', 8],
  ['demo-call-6', '977 10 10 06', 'ca', 26],
  ['demo-call-7', '+34 932 202 001', 'es', 50],
];

export async function seedTicketing(): Promise<void> {
  for (const channel of TICKETING_CHANNELS) await putTicketingChannel(channel);
  for (const type of TICKETING_TYPES) await putTicketingType(type);

  const now = Date.now();
  for (const [i, [callId, number, lang, hoursAgo]] of DEMO_CALLS.entries())
    await ingestCall({
      call_id: callId,
      number,
      lang,
      started_at: new Date(now - hoursAgo * 3_600_000 - i * 60_000).toISOString(),
    });

  if ((await readCount(TICKETS_TABLE, 'all')) > 0) return;
  const names = await loadNames();
  const logins = new Map([...names.users.values()].map((u) => [u.accountId, u.login]));
  for (const [party, type, channel, status, assignee, author, description, resolution] of DEMO_TICKETS) {
    const input = {
      channel,
      type,
      status,
      user_assigned: assignee,
      party_id: typeof party === 'number' ? party : null,
      party_name: typeof party === 'string' ? party : null,
      description: upperCased(description),
      resolution: resolution ? upperCased(resolution) : null,
    };
    const caller = seedCaller(author, logins.get(author) ?? 'admin');
    const ticket = await createTicket(input, await checkReferences(input, names), caller, []);
    if (ticket.ticketId % 3 === 0) {
      const stored = (await getTicket(ticket.ticketId))!;
      await addComment(stored, { content: 'He trucat a la farmàcia i ho revisen avui.' }, caller, names.users);
    }
  }
}
