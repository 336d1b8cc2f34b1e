/**
 * Ticketing and the call log (ticketing-warehouse §2 "Ticketing", §3, §4, §5, §7).
 * Request and answer shapes: docs/api/ticketing.md.
 *
 * Access (§6, roles in shared/ticketing/roles.ts): each lookup page and the call log take 113 or
 * their own role ("14 or 16" …). The xlsx export and the attachments zip are in ./ticketing-files.ts.
 * Static paths come before `/{id}` (the local gateway and API Gateway both prefer them).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { saneYear } from '../dates';
import { fields } from '../account-fields';
import type { DatatableAnswer } from '../datatable';
import { answer, defineRoute, PUBLIC } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';
import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  LOOKUP_NAME_MAX,
  PARTY_NAME_MAX,
  RESOLUTION_MAX,
  TICKET_ATTACHMENTS_MAX,
  upperCased,
} from '../../ticketing/rules';
import { ticketingArea } from '../../areas/ticketing';
import { callListQuery, ticketListQuery } from '../../ticketing/search';
import type {
  CallIngestAnswer,
  CallRow,
  CallView,
  TicketAttachment,
  TicketComment,
  TicketDuplicate,
  TicketHistoryEntry,
  TicketLookup,
  TicketResources,
  TicketRow,
  TicketView,
} from '../../ticketing/views';

const { tickets, calls } = ticketingArea.access;

/** The header the switchboard sends its shared secret in (docs/api/ticketing.md). */
export const SWITCHBOARD_SECRET_HEADER = 'x-switchboard-secret';

/**
 * A ticket id in a path stays text here: an id of another format is a 404 (the ticket does not
 * exist), not a 422, so the page shows errors.found (spec §8).
 */
const ticketParams = lazySchema(() => z.object({ id: z.string().check(z.maxLength(40)) }));
const attachmentParams = lazySchema(() =>
  z.object({ id: z.string().check(z.maxLength(40)), basename: z.string().check(z.maxLength(200)) }),
);
const lookupParams = lazySchema(() => z.object({ id: fields.idText }));

const id = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));
/** Spec §5: upper case as typed (the server converts again, whatever the client sent). */
const upper = (max: number) => z.pipe(z.string().check(z.trim(), z.maxLength(max)), z.transform(upperCased));
const uploadIds = lazySchema(() => z.array(z.string().check(z.uuid())).check(z.maxLength(TICKET_ATTACHMENTS_MAX)));

const ticketFields = lazySchema(() => ({
  channel: id,
  party_id: z.nullish(id),
  party_name: z.nullish(upper(PARTY_NAME_MAX)),
  type: id,
  description: z.pipe(upper(DESCRIPTION_MAX), z.string().check(z.minLength(1))),
  resolution: z.nullish(upper(RESOLUTION_MAX)),
  user_assigned: id,
  status: id,
  /** Upload ids from `ticketing.attachments.upload_ticket`, to attach with this save. */
  attachments: z._default(uploadIds, []),
}));

/** Spec §5: the party is required, chosen (party_id) or typed (party_name). */
const hasParty = (b: { party_id?: number | null; party_name?: string | null }) => !!b.party_id || !!b.party_name;
const PARTY_REQUIRED = {
  path: ['party_id'],
  params: { key: 'validation.required' },
  // Checked even when other fields fail, so one 422 names every missing field.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const lookupBody = lazySchema(() =>
  z.object({
    name_ca: z.pipe(upper(LOOKUP_NAME_MAX), z.string().check(z.minLength(1))),
    name_es: z.pipe(upper(LOOKUP_NAME_MAX), z.string().check(z.minLength(1))),
  }),
);

/** The three lookups share their routes' shape; each has its own path and role. */
function lookupRoutes<K extends 'channels' | 'types' | 'status'>(kind: K) {
  const access = ticketingArea.access[kind];
  return {
    index: defineRoute({
      method: 'GET',
      path: `/api/ticketing/${kind}`,
      access,
      answer: answer<{ data: TicketLookup[] }>(),
      summary: `Every ticket ${kind} entry, by id`,
    }),
    store: defineRoute({
      method: 'POST',
      path: `/api/ticketing/${kind}`,
      access,
      body: lookupBody,
      answer: answer<{ data: TicketLookup }>(),
      summary: `Creates a ${kind} entry (both names required, upper-cased)`,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `/api/ticketing/${kind}/{id}`,
      access,
      params: lookupParams,
      body: lookupBody,
      answer: answer<{ data: TicketLookup }>(),
      summary: `Renames a ${kind} entry`,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: `/api/ticketing/${kind}/{id}`,
      access,
      params: lookupParams,
      answer: answer<null>(),
      summary: `Deletes a ${kind} entry no ticket uses (409 errors.lookup_in_use otherwise)`,
    }),
  };
}

const channels = lookupRoutes('channels');
const types = lookupRoutes('types');
const status = lookupRoutes('status');

export const ticketingRoutes = {
  'ticketing.datatable': defineRoute({
    method: 'GET',
    path: '/api/ticketing/datatable',
    access: tickets,
    query: ticketListQuery,
    answer: answer<DatatableAnswer<TicketRow>>(),
    summary: 'Ticket list, server-paged; default updated_at descending; total null when no counter holds it',
  }),
  'ticketing.resources': defineRoute({
    method: 'GET',
    path: '/api/ticketing/resources',
    access: ticketingArea.access.lookups,
    answer: answer<TicketResources>(),
    summary: 'Option lists of the ticket forms: channels, types, status, users (assignable), users_all',
  }),
  'ticketing.duplicates': defineRoute({
    method: 'GET',
    path: '/api/ticketing/duplicates',
    access: tickets,
    query: lazySchema(() =>
      z.object({
        party_id: textNumber(z.number().check(z.int(), z.positive())),
        type: textNumber(z.number().check(z.int(), z.positive())),
      }),
    ),
    answer: answer<{ data: TicketDuplicate[] }>(),
    summary: 'Open tickets of this party and type from the last 7 days (the new-ticket warning)',
  }),
  'ticketing.store': defineRoute({
    method: 'POST',
    path: '/api/ticketing',
    access: tickets,
    body: lazySchema(() =>
      z
        .object({
          ...ticketFields,
          /** Create even though the party has an open ticket of this type from the last 7 days. */
          allow_duplicate: z._default(z.boolean(), false),
        })
        .check(z.refine(hasParty, PARTY_REQUIRED)),
    ),
    answer: answer<{ data: TicketView }>(),
    summary: 'Creates a ticket (201); 409 TicketDuplicateBody when a duplicate is open and allow_duplicate is not set',
  }),

  'ticketing.attachments.upload_ticket': defineRoute({
    method: 'POST',
    path: '/api/ticketing/attachments/upload-ticket',
    access: tickets,
    body: lazySchema(() => z.object(uploadTicketFields)),
    answer: answer<UploadTicket>(),
    summary: 'A presigned PUT for one attachment (types and size of shared/ticketing/rules.ts; 422 otherwise)',
  }),
  'ticketing.attachments.add': defineRoute({
    method: 'POST',
    path: '/api/ticketing/attachment/{id}',
    access: tickets,
    params: ticketParams,
    body: lazySchema(() => z.object({ attachments: uploadIds.check(z.minLength(1)) })),
    answer: answer<{ data: TicketAttachment[] }>(),
    summary: "Attaches uploaded files to a ticket at once (no form save); answers the ticket's attachments",
  }),
  'ticketing.attachments.download': defineRoute({
    method: 'GET',
    path: '/api/ticketing/attachment/{id}/{basename}',
    access: tickets,
    params: attachmentParams,
    answer: answer<{ url: string }>(),
    summary: 'One attachment, through the download path (its name as uploaded)',
  }),
  'ticketing.attachments.delete': defineRoute({
    method: 'DELETE',
    path: '/api/ticketing/attachment/{id}/{basename}',
    access: tickets,
    params: attachmentParams,
    answer: answer<null>(),
    summary: 'Deletes one attachment (204)',
  }),

  'ticketing.comments.index': defineRoute({
    method: 'GET',
    path: '/api/ticketing/comments/{id}',
    access: tickets,
    params: ticketParams,
    answer: answer<{ data: TicketComment[] }>(),
    summary: "A ticket's comments, oldest first (the screen threads them by parent_id)",
  }),
  'ticketing.comments.store': defineRoute({
    method: 'POST',
    path: '/api/ticketing/comments',
    access: tickets,
    body: lazySchema(() =>
      z.object({
        ticket_id: id,
        parent_id: z.nullish(id),
        content: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX)),
      }),
    ),
    answer: answer<{ data: TicketComment }>(),
    summary: 'Posts a comment or a reply (parent_id: a comment of the same ticket); answers the new comment',
  }),

  'ticketing.calls.datatable': defineRoute({
    method: 'GET',
    path: '/api/ticketing/calls/datatable',
    access: calls,
    query: callListQuery,
    answer: answer<DatatableAnswer<CallRow>>(),
    summary: 'Call log, server-paged; default created_at descending',
  }),
  'ticketing.calls.ingest': defineRoute({
    method: 'POST',
    path: '/api/ticketing/calls/ingest',
    // A machine caller: no user token; the handler checks the switchboard's shared secret (401).
    access: PUBLIC,
    body: lazySchema(() =>
      z.object({
        /** The switchboard's own id of the call: a replay with the same id is stored once. */
        call_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
        /** The caller's number as the switchboard has it (any Spanish writing, or E.164). */
        number: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
        /** When the call started (ISO 8601 with offset). */
        started_at: z.iso.datetime({ offset: true }).check(saneYear()),
        /** The language the caller chose in the switchboard menu; ca when absent. */
        lang: z._default(z.enum(['ca', 'es']), 'ca'),
      }),
    ),
    answer: answer<CallIngestAnswer>(),
    summary: 'Switchboard ingest (shared secret header): 201 stored, 200 when the call id was stored before',
  }),
  'ticketing.calls.show': defineRoute({
    method: 'GET',
    path: '/api/ticketing/calls/{id}',
    access: calls,
    params: ticketParams,
    answer: answer<{ data: CallView }>(),
    summary: "A call with its party's open tickets (only for who may read tickets); 404 when unknown or not a call id",
  }),

  'ticketing.channels.index': channels.index,
  'ticketing.channels.store': channels.store,
  'ticketing.channels.update': channels.update,
  'ticketing.channels.delete': channels.delete,
  'ticketing.types.index': types.index,
  'ticketing.types.store': types.store,
  'ticketing.types.update': types.update,
  'ticketing.types.delete': types.delete,
  'ticketing.status.index': status.index,
  'ticketing.status.store': status.store,
  'ticketing.status.update': status.update,
  'ticketing.status.delete': status.delete,

  'ticketing.read': defineRoute({
    method: 'PUT',
    path: '/api/ticketing/read/{id}',
    access: tickets,
    params: ticketParams,
    answer: answer<{ data: TicketView }>(),
    summary: 'Marks a ticket read (new = false), with its history entry; no-op when already read',
  }),
  'ticketing.history': defineRoute({
    method: 'GET',
    path: '/api/ticketing/{id}/history',
    access: tickets,
    params: ticketParams,
    answer: answer<{ data: TicketHistoryEntry[] }>(),
    summary: "A ticket's history, newest first (written by the server on every change of type, status, assignee, unread)",
  }),
  'ticketing.show': defineRoute({
    method: 'GET',
    path: '/api/ticketing/{id}',
    access: tickets,
    params: ticketParams,
    answer: answer<{ data: TicketView }>(),
    summary: 'A ticket; opening a new ticket assigned to the caller marks it read (spec §4); 404 when unknown',
  }),
  'ticketing.update': defineRoute({
    method: 'POST',
    path: '/api/ticketing/{id}',
    access: tickets,
    params: ticketParams,
    body: lazySchema(() =>
      z
        .object({
          ...ticketFields,
          new: z.boolean(),
          /** The version the page opened; 409 TicketConflictBody when the ticket moved on (resend with the current one to overwrite). */
          version: z.number().check(z.int(), z.gte(1)),
        })
        .check(z.refine(hasParty, PARTY_REQUIRED)),
    ),
    answer: answer<{ data: TicketView }>(),
    summary: 'Saves a ticket (history written for type, status, assignee and unread changes); 409 when stale',
  }),
  'ticketing.delete': defineRoute({
    method: 'DELETE',
    path: '/api/ticketing/{id}',
    access: tickets,
    params: ticketParams,
    answer: answer<null>(),
    summary: 'Deletes a ticket with its comments, history and attachments (204)',
  }),
};
