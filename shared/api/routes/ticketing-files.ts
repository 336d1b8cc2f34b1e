/**
 * The `ticketing-files` group (ticketing-warehouse §7 "Ticketing"): the calls that write files, the
 * xlsx export of the filtered list and the zip of a ticket's attachments, in a Lambda of their own
 * so the file-writing libraries stay out of the one every ticket screen calls.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { TICKET_SORTS, ticketSearchShape } from '../../ticketing/search';
import { answer, defineRoute } from '../route';
import { ticketingArea } from '../../areas/ticketing';

const { tickets } = ticketingArea.access;
const ticketParams = lazySchema(() => z.object({ id: z.string().check(z.maxLength(40)) }));

export const ticketingFilesRoutes = {
  'ticketing.export': defineRoute({
    method: 'GET',
    path: '/api/ticketing/export',
    access: tickets,
    query: lazySchema(() =>
      z.object({
        search: z._default(z.partial(z.strictObject(ticketSearchShape)), {}),
        sort_by: z.optional(z.enum(TICKET_SORTS)),
        sort_desc: z.optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])])),
      }),
    ),
    answer: answer<{ url: string }>(),
    summary: 'The filtered tickets as xlsx (at most 20,000 rows, 422 on search beyond), through the download path',
  }),
  'ticketing.attachments.download_all': defineRoute({
    method: 'GET',
    path: '/api/ticketing/attachment/{id}',
    access: tickets,
    params: ticketParams,
    answer: answer<{ url: string }>(),
    summary: 'Every attachment of the ticket in one zip (ticket-<id>.zip), through the download path; 404 when none',
  }),
};
