/** Outgoing mail through SES (v1 API; locally the mail capture at SES_ENDPOINT). */
import { ses } from './aws-ses';
import { env } from './env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  const { sdk, client } = await ses();
  await client.send(
    new sdk.SendEmailCommand({
      Source: env.mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface RichMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
}

const encodedWord = (s: string) => `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;
const base64Lines = (data: Uint8Array | string) =>
  Buffer.from(data)
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');

/** A mail to several recipients, with copies and attachments (SES SendRawEmail, a MIME message). */
export async function sendRichMail(mail: RichMail): Promise<void> {
  const mixed = `mixed-${Date.now().toString(36)}`;
  const alt = `alt-${Date.now().toString(36)}`;
  const parts = [
    `From: ${env.mailFrom()}`,
    `To: ${mail.to.join(', ')}`,
    ...(mail.cc.length ? [`Cc: ${mail.cc.join(', ')}`] : []),
    `Subject: ${encodedWord(mail.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    '',
    `--${alt}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.text),
    `--${alt}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.html),
    `--${alt}--`,
    ...(mail.attachments ?? []).flatMap((a) => [
      `--${mixed}`,
      `Content-Type: ${a.contentType}; name="${encodedWord(a.fileName)}"`,
      `Content-Disposition: attachment; filename="${encodedWord(a.fileName)}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(a.content),
    ]),
    `--${mixed}--`,
    '',
  ];
  const { sdk, client } = await ses();
  await client.send(
    new sdk.SendRawEmailCommand({
      Source: env.mailFrom(),
      Destinations: [...mail.to, ...mail.cc],
      RawMessage: { Data: Buffer.from(parts.join('\r\n'), 'utf8') },
    }),
  );
}
