/**
 * The register's exports through the one download path: the worker's month, or any worker's / the
 * whole staff's for role 1, the inspection role and workers' representatives. Each export is
 * checked (every register's integrity), carries an export id, and leaves a receipt in the WORM
 * bucket (receipts.ts) that `npm run wtc:verify -- --export FILE` checks later.
 */
import type { ExportAnswer, workingTimeExportRoutes } from '../../../shared/api/routes/working-time-exports';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { ExportFormat, MonthRegister } from '../../../shared/working-time/views';
import { getAccount } from '../../lib/data/accounts';
import { exportFile } from '../../lib/files/exports';
import { CONTENT_TYPES } from '../../lib/files/upload';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { registerPdf, registerXlsx } from '../../lib/working-time/documents';
import { newExportId, putReceipt, sha256 } from '../../lib/working-time/receipts';
import { nationalIds, staffAccounts, staffMember, userOption } from '../../lib/working-time/staff';
import { monthRegister } from '../../lib/working-time/views';

type R = typeof workingTimeExportRoutes;

async function answerFile(registers: MonthRegister[], format: ExportFormat, name: string, locale: Locale, folder: string) {
  const generatedAt = new Date();
  const meta = {
    exportId: newExportId(generatedAt),
    generatedAt,
    nationalIds: await nationalIds(registers.map((r) => r.user.id)),
  };
  const body = format === 'pdf' ? await registerPdf(registers, locale, name, meta) : await registerXlsx(registers, locale, meta);
  // The receipt before the file is handed out: no export exists that cannot be checked.
  await putReceipt({
    export_id: meta.exportId,
    sha256: sha256(body),
    format,
    generated_at: generatedAt.toISOString(),
    period: registers[0]?.month ?? '',
    registers: registers.map((r) => ({ user_id: r.user.id, state: r.integrity.state, head: r.integrity.head })),
  });
  const { url } = await exportFile({
    folder: `working-time/${folder}`,
    fileName: `${name}.${format}`,
    body,
    contentType: CONTENT_TYPES[format],
  });
  const integrity: ExportAnswer['integrity'] = registers.some((r) => r.integrity.state === 'broken') ? 'broken' : 'verified';
  return { url, export_id: meta.exportId, integrity };
}

export async function own({ caller, params, query, locale }: Request<R['working-time.export']>) {
  const account = await getAccount(caller.accountId);
  const user = { id: caller.accountId, name: account?.name ?? caller.login };
  const register = await monthRegister(user, params.month, new Date());
  const name = serverMessage(locale, 'files.wtc_month', { name: user.name, month: params.month });
  return answerFile([register], query.format, name, locale, String(user.id));
}

export async function any({ params, query, locale }: Request<R['working-time.admin.export']>) {
  const now = new Date();
  if (query.user_id !== undefined) {
    const account = await staffMember(query.user_id);
    if (!account) throw notFound();
    const register = await monthRegister(userOption(account), params.month, now);
    const name = serverMessage(locale, 'files.wtc_month', { name: account.name, month: params.month });
    return answerFile([register], query.format, name, locale, String(account.accountId));
  }
  // The whole staff: a few hundred workers, each one month (one query each, and the register's check).
  const staff = await staffAccounts();
  const registers: MonthRegister[] = [];
  for (let i = 0; i < staff.length; i += 8)
    registers.push(...(await Promise.all(staff.slice(i, i + 8).map((a) => monthRegister(userOption(a), params.month, now)))));
  const name = serverMessage(locale, 'files.wtc_staff', { month: params.month });
  return answerFile(registers, query.format, name, locale, 'staff');
}
