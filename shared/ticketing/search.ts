/**
 * The ticket and call lists' filters and sorts (spec §2, §3 "filter set"): one module both the
 * `ticketing` routes and the `ticketing-files` export read, so neither group bundles the other's routes.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { textNumber } from '../api/numbers';
import { isoDay } from '../api/dates';
import { datatableQuery } from '../api/datatable-query';

const day = lazySchema(isoDay);

export const ticketSearchShape = lazySchema(() => ({
  /** created_at from this day (YYYY-MM-DD, Madrid time) … */
  date_from: day,
  /** … to this day, inclusive. */
  date_to: day,
  channel: textNumber(z.number().check(z.int(), z.positive())),
  /** Party code or name (or the free-text name), accents and case forgiven. */
  party: z.string().check(z.trim(), z.maxLength(100)),
  type: textNumber(z.number().check(z.int(), z.positive())),
  description: z.string().check(z.trim(), z.maxLength(200)),
  resolution: z.string().check(z.trim(), z.maxLength(200)),
  /** The screen sends the caller's id by default (spec §6) and leaves it out for "anyone". */
  user_assigned: textNumber(z.number().check(z.int(), z.positive())),
  status: textNumber(z.number().check(z.int(), z.positive())),
  /** Free text over description, resolution, party code and name and comments. */
  all: z.string().check(z.trim(), z.maxLength(200)),
}));
export const TICKET_SORTS = ['updated_at', 'created_at', 'id'] as const;

export const callSearchShape = lazySchema(() => ({
  date_from: day,
  date_to: day,
  /** Digits of the number, as typed in any Spanish form (spaces, dots, +34, 0034). */
  number: z.string().check(z.trim(), z.maxLength(40)),
  party: z.string().check(z.trim(), z.maxLength(100)),
  code: z.string().check(z.trim(), z.maxLength(40)),
  lang: z.enum(['ca', 'es']),
}));
export const CALL_SORTS = ['created_at'] as const;

export const ticketListQuery = lazySchema(() => datatableQuery(ticketSearchShape, TICKET_SORTS, { maxPerPage: 100 }));
export const callListQuery = lazySchema(() => datatableQuery(callSearchShape, CALL_SORTS, { maxPerPage: 100 }));
