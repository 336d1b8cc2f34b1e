/**
 * Sending a platform's catalog (§2 step 5, §7 catalog/send): by SES to the typed recipients, the
 * file attached when small and a time-limited link when large; refused when the file is older
 * than the last product update (stale) or already sent and not confirmed; every send logged
 * (who, when, recipients, file version) on the month.
 */
import { CATALOG_ATTACH_MAX_BYTES, CATALOG_LINK_SECONDS } from '../../../shared/administration/rules';
import type { CatalogPlatform } from '../../../shared/administration/views';
import type { Locale } from '../../../shared/i18n/locale';
import { presign, s3 } from '../aws-s3';
import { env } from '../env';
import { contentDisposition } from '../files/download';
import { HttpError, invalid } from '../http/errors';
import { escapeHtml, sendRichMail } from '../mail';
import { getMonth, logSend, platformCards, platformLabels, productsUpdatedAt } from './catalog';
import { catalogFileName, platformFileIn, putCatalogFile } from './catalog-files';
import { t, XLSX_TYPE } from './texts';

/**
 * Catalog mails go to the platforms, Spanish companies: in Spanish whatever the sender's language,
 * and so is the file they carry (a Spanish mail attached the Catalan file name, sheet and
 * headers the month was begun in).
 */
const MAIL_LOCALE: Locale = 'es';

export async function sendCatalog(
  input: { date: string; platform: number; to: string[]; cc: string[]; resend: boolean },
  sender: string,
): Promise<CatalogPlatform> {
  if (input.to.length === 0) throw invalid('to', 'validation.no_recipient');
  const item = await getMonth(input.date);
  const file = item?.files[input.platform];
  if (!item || !file) throw new HttpError(409, 'errors.catalog_not_built');
  const updatedAt = await productsUpdatedAt();
  if (updatedAt && file.updated_at < updatedAt)
    throw new HttpError(409, 'errors.catalog_stale', { updated: updatedAt.slice(0, 19).replace('T', ' ') });
  const labels = await platformLabels();
  const label = labels.get(input.platform) ?? String(input.platform);
  const last = item.sends[input.platform]?.at(-1);
  if (last && !input.resend)
    throw new HttpError(409, 'errors.catalog_already_sent', {
      platform: label,
      date: last.sent_at.slice(0, 19).replace('T', ' '),
    });

  const { sdk, client } = await s3();
  // A generated file is made again in the mail's language from the month's snapshot (the same
  // rows); an uploaded one goes as uploaded, named in the mail's language.
  const fileName = catalogFileName(MAIL_LOCALE, input.platform, label, input.date);
  const translated = file.source === 'generated' ? await platformFileIn(input.date, MAIL_LOCALE) : null;
  const key = translated ? `${file.key.replace(/\.xlsx$/, '')}.${MAIL_LOCALE}.xlsx` : file.key;
  if (translated) await putCatalogFile(key, translated);
  const size = translated?.length ?? file.size;
  const delivery = size <= CATALOG_ATTACH_MAX_BYTES ? 'attachment' : 'link';
  const month = input.date.split('-').reverse().join('/');
  const vars = { platform: label, month };
  let text = t(MAIL_LOCALE, 'adm.mail.catalog_text', vars);
  let html = `<p>${escapeHtml(text)}</p>`;
  const attachments = [];
  if (delivery === 'attachment') {
    const content =
      translated ??
      (await (await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: key }))).Body!.transformToByteArray());
    attachments.push({ fileName, contentType: XLSX_TYPE, content });
  } else {
    const url = await presign(
      new sdk.GetObjectCommand({
        Bucket: env.filesBucket(),
        Key: key,
        ResponseContentDisposition: contentDisposition(fileName, 'attachment'),
      }),
      { expiresIn: CATALOG_LINK_SECONDS },
    );
    const days = Math.round(CATALOG_LINK_SECONDS / 86400);
    const linkText = t(MAIL_LOCALE, 'adm.mail.catalog_link', { days });
    text = `${text}\n\n${linkText}\n${url}`;
    html = `${html}<p>${escapeHtml(linkText)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(fileName)}</a></p>`;
  }
  await sendRichMail({
    to: input.to,
    cc: input.cc,
    subject: t(MAIL_LOCALE, 'adm.mail.catalog_subject', vars),
    text,
    html,
    attachments,
  });
  await logSend(input.date, input.platform, {
    sent_at: new Date().toISOString(),
    sent_by: sender,
    to: input.to,
    cc: input.cc,
    file_version: file.version,
    delivery,
  });
  const cards = await platformCards(await getMonth(input.date), labels);
  return cards.find((c) => c.id === input.platform)!;
}
