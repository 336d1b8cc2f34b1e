import { accessArea } from '../../areas/access';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type { PartySummary } from '../../acl/views';
import { answer, defineRoute } from '../route';
import { catalogAccess } from '../administration-fields';
import { fields } from '../account-fields';
import { ticketingArea } from '../../areas/ticketing';

// Parties feed internal forms (guest accounts, catalog, imports): internal staff only.
const { internal } = accessArea.access;

export const partiesRoutes = {
  'parties.index': defineRoute({
    method: 'GET',
    path: '/api/parties',
    access: internal,
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'Every party (pharmacies, laboratories, platforms)',
  }),
  'parties.laboratories': defineRoute({
    method: 'GET',
    path: '/api/parties/laboratories',
    access: internal,
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'Laboratory parties',
  }),
  'parties.platforms': defineRoute({
    method: 'GET',
    path: '/api/parties/platforms',
    access: internal,
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'Platform parties (825, 748, 867, 9023)',
  }),
  'parties.search': defineRoute({
    method: 'GET',
    path: '/api/parties/search/{text}',
    access: internal,
    params: lazySchema(() => z.object({ text: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)) })),
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'Parties whose code or name contains the text (3 characters minimum)',
  }),
  // Spec §7 (ticketing): the new-ticket dialog opened on /ticketing/home/new/:party reads its one
  // party here instead of the whole list; only the ticket role (spec 14) opens that dialog.
  'parties.all': defineRoute({
    method: 'GET',
    path: '/api/parties/{id}/all',
    access: ticketingArea.access.tickets,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ data: PartySummary }>(),
    summary: 'One party by id (code, name, id); 404 when unknown',
  }),
  'parties.ah1706.index': defineRoute({
    method: 'GET',
    path: '/api/parties/ah1706',
    access: catalogAccess,
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'The laboratory parties of the special 1706 catalog, by name',
  }),
  'parties.ah1706.update': defineRoute({
    method: 'PUT',
    path: '/api/parties/ah1706',
    access: catalogAccess,
    body: lazySchema(() => z.object({ parties: z.array(fields.id).check(z.maxLength(1000)) })),
    answer: answer<{ data: PartySummary[] }>(),
    summary: 'Replace the 1706 list (laboratory parties only, 422 parties.N otherwise); an undo re-sends it',
  }),
};
