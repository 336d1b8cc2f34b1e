/**
 * Prenotices (§2 warehouse.prenotices, §3 "Prenotice submission", §7 process): the uploaded xls or
 * csv (the one upload path) mailed with the outs or consignments it announces. A test goes to the
 * typed address only and leaves the upload usable (the screen tests, then processes the same file);
 * a process goes to the platform's configured recipients (entities/prenotice-recipients.ts) and uses
 * the upload up. Each send is recorded (entities/warehouse-send.ts).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import type { PrenoticeRecipientsView, PrenoticeSend } from '../../../shared/warehouse/reports';
import type { Caller } from '../auth/caller';
import { s3 } from '../aws-s3';
import { nextId } from '../data/counters';
import { getConsignments } from '../data/entities/consignment';
import { getPrenoticeRecipients, putPrenoticeRecipients } from '../data/entities/prenotice-recipients';
import { recordWarehouseSend } from '../data/entities/warehouse-send';
import { env } from '../env';
import { escapeHtml, sendRichMail } from '../mail';
import { claimUpload, consumeUploads } from '../files/upload-ticket';
import { CONTENT_TYPES, type UploadPolicy } from '../files/upload';
import { HttpError, invalid } from '../http/errors';
import { partiesById } from './records';
import { orderByNumber, outsByNumber } from './purchase-orders';

export const PRENOTICE_UPLOADS: UploadPolicy = {
  prefix: 'warehouse/prenotices',
  extensions: ['xls', 'csv'],
  maxBytes: 10 * 1024 * 1024,
};

export interface PrenoticeInput {
  upload_id: string;
  platform: number;
  groupBy: 'outs' | 'consignments';
  outs: string[];
  consignments: number[];
  purchase?: string;
  test: boolean;
  email?: string;
}

async function checkSelection(input: PrenoticeInput): Promise<string[]> {
  if (input.groupBy === 'outs') {
    const found = await outsByNumber(input.outs);
    const unknown = input.outs.filter((n) => !found.has(n));
    if (unknown.length) throw invalid('outs', 'validation.outs_unknown', { numbers: unknown.join(', ') });
    return [...new Set(input.outs)];
  }
  const ids = [...new Set(input.consignments)];
  const data = await getConsignments(ids);
  const known = new Set(data.map((c) => c.consignmentId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw invalid('consignments', 'validation.consignments_unknown', { numbers: unknown.join(', ') });
  return ids.map(String);
}

/** A platform id the route took (one of PLATFORM_IDS) that the ERP has not loaded as a party is refused too. */
async function checkPlatformParty(platform: number): Promise<void> {
  const found = await partiesById([platform]);
  if (!found.has(platform)) throw invalid('platform', 'validation.in');
}

export async function prenoticeRecipients(platform: number): Promise<PrenoticeRecipientsView> {
  const [, data] = await Promise.all([checkPlatformParty(platform), getPrenoticeRecipients(platform)]);
  return { to: data?.to ?? [], updated_at: data?.updatedAt ?? null, updated_by: data?.updatedBy ?? null };
}

/** Replaces the list (the route has trimmed, lower-cased and deduplicated it). */
export async function setPrenoticeRecipients(platform: number, to: string[], caller: Caller): Promise<PrenoticeRecipientsView> {
  await checkPlatformParty(platform);
  const item = { platformId: platform, to, updatedAt: new Date().toISOString(), updatedBy: caller.login };
  await putPrenoticeRecipients(item);
  return { to, updated_at: item.updatedAt, updated_by: item.updatedBy };
}

async function recipientsOf(input: PrenoticeInput): Promise<string[]> {
  if (input.test) return [input.email!];
  const data = await getPrenoticeRecipients(input.platform);
  if (!data?.to.length) throw invalid('platform', 'validation.prenotice_no_recipients');
  return data.to;
}

/** The purchase order the mail names: one of the platform's, else 422 on `purchase`. */
async function checkOrder(input: PrenoticeInput): Promise<string | null> {
  if (!input.purchase) return null;
  try {
    return (await orderByNumber(input.platform, input.purchase)).number;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw invalid('purchase', 'errors.purchase_order_not_found');
    throw error;
  }
}

export async function sendPrenotice(input: PrenoticeInput, caller: Caller, locale: Locale): Promise<PrenoticeSend> {
  const up = await claimUpload(input.upload_id, caller, PRENOTICE_UPLOADS, 'upload_id');
  const [items, to, platforms, order] = await Promise.all([
    checkSelection(input),
    recipientsOf(input),
    partiesById([input.platform]),
    checkOrder(input),
  ]);
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: up.key }));
  const content = await object.Body!.transformToByteArray();
  const platform = platforms.get(input.platform)?.name ?? String(input.platform);
  const t = (k: Parameters<typeof serverMessage>[1], vars?: Record<string, string | number>) => serverMessage(locale, k, vars);
  const text = [
    ...(order ? [t('prenotices.order', { order })] : []),
    t('prenotices.body', { groupBy: t(`prenotices.group.${input.groupBy}`), items: items.join(', ') }),
  ].join(' ');
  const subject = t(input.test ? 'prenotices.subject_test' : 'prenotices.subject', { platform });
  await sendRichMail({
    to,
    cc: [],
    subject: order ? `${subject} · ${t('prenotices.subject_order', { order })}` : subject,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
    attachments: [{ fileName: up.fileName, contentType: CONTENT_TYPES[up.extension as 'xls' | 'csv'], content }],
  });
  if (!input.test) await consumeUploads([{ up, field: 'upload_id' }]);
  const sent = {
    kind: 'prenotice' as const,
    sendId: await nextId('warehouseSend'),
    at: new Date().toISOString(),
    byId: caller.accountId,
    byLogin: caller.login,
    platformId: input.platform,
    test: input.test,
    recipients: to,
    fileName: up.fileName,
    fileKey: up.key,
    groupBy: input.groupBy,
    outs: input.groupBy === 'outs' ? items : [],
    consignments: input.groupBy === 'consignments' ? items.map(Number) : [],
  };
  await recordWarehouseSend(sent);
  return {
    id: sent.sendId,
    test: sent.test,
    platform: sent.platformId,
    recipients: to,
    file_name: up.fileName,
    sent_at: sent.at,
  };
}
