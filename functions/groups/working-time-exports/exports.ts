/**
 * The register's exports through the one download path: the worker's month, or any worker's for
 * role 1 and the inspection role, at once (export-file.ts); the whole staff's month as a job
 * (export-jobs.ts: 202, then polled). Each export is checked, carries an export id, and leaves a
 * receipt in the WORM bucket that `npm run wtc:verify -- --export FILE` checks later.
 */
import type { workingTimeExportRoutes } from '../../../shared/api/routes/working-time-exports';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { getAccount } from '../../lib/data/accounts';
import { notFound } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { writeExport } from '../../lib/working-time/export-file';
import { exportJobView, getExportJob, startExportJob } from '../../lib/working-time/export-jobs';
import { staffMember, userOption } from '../../lib/working-time/staff';
import { monthRegister } from '../../lib/working-time/views';

type R = typeof workingTimeExportRoutes;

const answer = ({ url, exportId, integrity }: Awaited<ReturnType<typeof writeExport>>) => ({
  url,
  export_id: exportId,
  integrity,
});

export async function own({ caller, params, query, locale }: Request<R['working-time.export']>) {
  const account = await getAccount(caller.accountId);
  const user = { id: caller.accountId, name: account?.name ?? caller.login };
  const register = await monthRegister(user, params.month, new Date());
  const name = serverMessage(locale, 'files.wtc_month', { name: user.name, month: params.month });
  return answer(await writeExport([register], query.format, name, locale, String(user.id)));
}

/** One worker's month: one register, quick enough for the call. */
export async function any({ params, query, locale }: Request<R['working-time.admin.export']>) {
  const account = await staffMember(query.user_id);
  if (!account) throw notFound();
  const register = await monthRegister(userOption(account), params.month, new Date());
  const name = serverMessage(locale, 'files.wtc_month', { name: account.name, month: params.month });
  return answer(await writeExport([register], query.format, name, locale, String(account.accountId)));
}

export async function startStaff({ caller, body, locale }: Request<R['working-time.admin.export_job.start']>) {
  const jobId = await startExportJob({ month: body.month, format: body.format, locale, createdBy: caller.accountId });
  return reply(202, { data: { job_id: jobId } });
}

/** Only its starter sees a job (another reader's job is not found). */
export async function showStaff({ caller, params }: Request<R['working-time.admin.export_job.show']>) {
  const job = await getExportJob(params.job);
  if (!job || job.createdBy !== caller.accountId) throw notFound();
  return { data: await exportJobView(job) };
}
