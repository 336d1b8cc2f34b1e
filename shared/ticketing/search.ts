/**
 * The ticket and call lists' filters and sorts (spec §2, §3 "filter set"): one module both the
 * `ticketing` routes and the `ticketing-files` export read, so neither group bundles the other's routes.
 */
import * as z from 'zod';
import { datatableQuery } from '../api/datatable-query';

const day = z.iso.date();

export const ticketSearchShape = {
  /** created_at from this day (YYYY-MM-DD, Madrid time) … */
  date_from: day,
  /** … to this day, inclusive. */
  date_to: day,
  channel: z.coerce.number().int().positive(),
  /** Party code or name (or the free-text name), accents and case forgiven. */
  party: z.string().trim().max(100),
  type: z.coerce.number().int().positive(),
  description: z.string().trim().max(200),
  resolution: z.string().trim().max(200),
  /** The screen sends the caller's id by default (spec §6) and leaves it out for "anyone". */
  user_assigned: z.coerce.number().int().positive(),
  status: z.coerce.number().int().positive(),
  /** Free text over description, resolution, party code and name and comments. */
  all: z.string().trim().max(200),
};
export const TICKET_SORTS = ['updated_at', 'created_at', 'id'] as const;

export const callSearchShape = {
  date_from: day,
  date_to: day,
  /** Digits of the number, as typed in any Spanish form (spaces, dots, +34, 0034). */
  number: z.string().trim().max(40),
  party: z.string().trim().max(100),
  code: z.string().trim().max(40),
  lang: z.enum(['ca', 'es']),
};
export const CALL_SORTS = ['created_at'] as const;

export const ticketListQuery = datatableQuery(ticketSearchShape, TICKET_SORTS, { maxPerPage: 100 });
export const callListQuery = datatableQuery(callSearchShape, CALL_SORTS, { maxPerPage: 100 });
