/**
 * Working-time control as a legal register (administration-operations.md §2, §3, §6, §7 "Working
 * time"). Role 2 clocks and reads its own register; role 1 administers every worker's
 * register through amendments; the inspection role (150) reads and exports everything and changes
 * nothing. Times: an instant with Z or an offset, or a Madrid wall time 'YYYY-MM-DDTHH:mm[:ss]'.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import {
  type ChainStatus,
  type ClockStatus,
  type MonthRegister,
  type StaffSummary,
  type UserOption,
  type WorkEntry,
} from '../../working-time/views';
import { administrator, id, idText, month, reader, reason, summaryReader, wallTime, worker } from '../../working-time/inputs';
import { answer, defineRoute } from '../route';

const entryBody = lazySchema(() =>
  z.object({
    user_id: id,
    time_start: wallTime,
    /** Required: an open entry is only made by the worker clocking in. */
    time_end: wallTime,
    reason,
  }),
);

export const workingTimeRoutes = {
  // The worker (role 2): the clock, the own register and its acknowledgements.
  'working-time.clock.status': defineRoute({
    method: 'GET',
    path: '/api/working-time-control',
    access: worker,
    answer: answer<{ data: ClockStatus }>(),
    summary: "The caller's clock: working or not, the open entry, today's entries and total",
  }),
  'working-time.clock.set': defineRoute({
    method: 'POST',
    path: '/api/working-time-control',
    access: worker,
    body: lazySchema(() => z.object({ working: z.boolean() })),
    answer: answer<{ data: ClockStatus }>(),
    summary:
      'Clock in (working: true, only when not working) or out (false, only when working); 422 on "working" naming the rule otherwise',
  }),
  'working-time.history': defineRoute({
    method: 'GET',
    path: '/api/working-time-control/history/{month}',
    access: worker,
    params: lazySchema(() => z.object({ month })),
    answer: answer<{ data: MonthRegister }>(),
    summary: "The caller's month: days newest first with entries, amendments and totals; no future month",
  }),
  'working-time.acknowledge': defineRoute({
    method: 'POST',
    path: '/api/working-time-control/acknowledge',
    access: worker,
    body: lazySchema(() =>
      z.object({ seqs: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(50)) }),
    ),
    answer: answer<{ data: { acknowledged: number[] } }>(),
    summary: 'The worker acknowledges amendments of their own register (by seq); already acknowledged ones are left as they are',
  }),

  // Every register: the administrator (role 1) and the inspection role.
  'working-time.admin.users': defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: reader,
    answer: answer<{ data: UserOption[] }>(),
    summary: 'Internal users (role 2) as {id, name}, by name: the user autocomplete',
  }),
  'working-time.admin.chain': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/chain/{user}',
    access: reader,
    params: lazySchema(() => z.object({ user: idText })),
    answer: answer<{ data: ChainStatus }>(),
    summary: "Recomputes a worker's hash chain: valid, or the first broken link",
  }),
  'working-time.admin.summary': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/summary/{month}',
    access: summaryReader,
    params: lazySchema(() => z.object({ month })),
    answer: answer<{ data: StaffSummary }>(),
    summary: "The staff's month in summary (total, days worked, integrity per worker): for the workers' representatives",
  }),
  'working-time.admin.month': defineRoute({
    method: 'GET',
    path: '/api/admin/working-time-control/{user}/{month}',
    access: reader,
    params: lazySchema(() => z.object({ user: idText, month })),
    answer: answer<{ data: MonthRegister }>(),
    summary: "A worker's month: days newest first with entries, amendments and the month total",
  }),
  'working-time.admin.create': defineRoute({
    method: 'POST',
    path: '/api/admin/working-time-control',
    access: administrator,
    body: entryBody,
    answer: answer<{ data: WorkEntry }>(),
    summary: "Adds an entry to a worker's register (an amendment with a reason); end after start, not in the future, no overlap",
  }),
  'working-time.admin.update': defineRoute({
    method: 'PUT',
    path: '/api/admin/working-time-control/{id}',
    access: administrator,
    params: lazySchema(() => z.object({ id: idText })),
    body: lazySchema(() => z.extend(entryBody, { version: z.number().check(z.int(), z.positive()) })),
    answer: answer<{ data: WorkEntry }>(),
    summary: 'Amends an entry (previous values kept, reason required); a stale version answers 409',
  }),
  'working-time.admin.delete': defineRoute({
    method: 'DELETE',
    path: '/api/admin/working-time-control/{id}',
    access: administrator,
    params: lazySchema(() => z.object({ id: idText })),
    body: lazySchema(() => z.object({ reason, version: z.number().check(z.int(), z.positive()) })),
    answer: answer<null>(),
    summary: 'Marks an entry deleted (it stays in the record, out of the totals; reason required): 204; stale version 409',
  }),
};
