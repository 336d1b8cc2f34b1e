/** Every worker's register: the administrator (role 1) amends it, the inspection role reads it, the representatives (151) read the summary. */
import type { workingTimeRoutes } from '../../../shared/api/routes/working-time';
import { noContent, type Request } from '../../lib/http/group-handler';
import { notFound } from '../../lib/http/errors';
import { adminCreate, adminDelete, adminUpdate } from '../../lib/working-time/register';
import { staffAccounts, staffMember, userOption } from '../../lib/working-time/staff';
import { registerStatus } from '../../lib/working-time/summary';
import { entryView, monthRegister } from '../../lib/working-time/views';
import { actorOf } from './actor';

type R = typeof workingTimeRoutes;

export async function users(_: Request<R['working-time.admin.users']>) {
  return { data: (await staffAccounts()).map(userOption) };
}

async function worker(userId: number) {
  const account = await staffMember(userId);
  if (!account) throw notFound();
  return userOption(account);
}

/** The staff's month in summary: the representatives see totals, never the entries. */
export async function summary({ params }: Request<R['working-time.admin.summary']>) {
  const now = new Date();
  const staff = await staffAccounts();
  const rows = [];
  for (let i = 0; i < staff.length; i += 8)
    for (const r of await Promise.all(staff.slice(i, i + 8).map((a) => monthRegister(userOption(a), params.month, now))))
      rows.push({
        user: r.user,
        seconds: r.seconds,
        days: r.days.filter((d) => d.seconds > 0).length,
        integrity: r.integrity.state,
      });
  return { data: { month: params.month, rows, now: now.toISOString() } };
}

export async function month({ params }: Request<R['working-time.admin.month']>) {
  return { data: await monthRegister(await worker(params.user), params.month, new Date()) };
}

export async function chain({ params }: Request<R['working-time.admin.chain']>) {
  await worker(params.user);
  return { data: await registerStatus(params.user) };
}

export async function create({ caller, body }: Request<R['working-time.admin.create']>) {
  const now = new Date();
  const entry = await adminCreate(
    { userId: body.user_id, start: body.time_start, end: body.time_end, reason: body.reason },
    await actorOf(caller),
    now,
  );
  return { data: entryView(entry, now) };
}

export async function update({ caller, params, body }: Request<R['working-time.admin.update']>) {
  const now = new Date();
  const entry = await adminUpdate(
    params.id,
    { userId: body.user_id, start: body.time_start, end: body.time_end, reason: body.reason, version: body.version },
    await actorOf(caller),
    now,
  );
  return { data: entryView(entry, now) };
}

export async function remove({ caller, params, body }: Request<R['working-time.admin.delete']>) {
  await adminDelete(params.id, body, await actorOf(caller), new Date());
  return noContent();
}
