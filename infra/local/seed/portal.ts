/**
 * Seeds the portal's demo data: intranet tree with generated PDFs and links, invoices
 * with their PDFs, purchases, laboratory sales, webinars, and a pharmacy guest without the
 * agreements role. Batch writes and parallel uploads keep it to a couple of seconds.
 */
import { s3 } from '../../../functions/lib/aws-s3';
import { ensureCounterAtLeast } from '../../../functions/lib/data/counters';
import { putDirectoryItems } from '../../../functions/lib/data/entities/intranet-directory';
import { putFileItems, type NewFile } from '../../../functions/lib/data/entities/intranet-file';
import { putInvoices, type InvoiceItem } from '../../../functions/lib/data/entities/invoice';
import { putLabSales } from '../../../functions/lib/data/entities/lab-sale';
import { putPurchase } from '../../../functions/lib/data/entities/purchase';
import { putWebinars } from '../../../functions/lib/data/entities/webinar';
import { env } from '../../../functions/lib/env';
import { invoicePdf } from '../../../functions/lib/invoice-letters';
import { PdfWriter } from '../../../functions/lib/pdf';
import { madridToday } from '../../../shared/time/madrid';
import { DEMO_PARTIES } from './demo-data';
import {
  demoInvoices,
  demoLabSales,
  demoPurchases,
  FIRST_FREE_DIRECTORY_ID,
  FIRST_FREE_FILE_ID,
  SEED_DIRECTORIES,
  SEED_FILES,
  SEED_TOP_DIRECTORIES,
  SEED_WEBINARS,
  WEBINAR_THUMBNAIL,
  type SeedFile,
} from './portal-data';

const CONCURRENCY = 16;

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function put(Key: string, Body: Uint8Array | string, ContentType: string) {
  const { sdk, client } = await s3();
  return client.send(new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key, Body, ContentType }));
}

/** YYYY-MM-DD `days` from a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function documentPdf(title: string, lang: 'ca' | 'es'): Promise<Uint8Array> {
  const body =
    lang === 'ca'
      ? `Document de demostració del portal: «${title}». El contingut real el publiquen els administradors de la intranet.`
      : `Documento de demostración del portal: «${title}». El contenido real lo publican los administradores de la intranet.`;
  const pdf = await PdfWriter.create(title);
  return pdf.heading(title).text(body).save();
}

export async function seedIntranet(): Promise<void> {
  const dirs = [...SEED_TOP_DIRECTORIES, ...SEED_DIRECTORIES];
  const byId = new Map(dirs.map((d) => [d.id, d]));
  const pathOf = (id: number): number[] => {
    const d = byId.get(id)!;
    return d.parent === null ? [id] : [...pathOf(d.parent), id];
  };
  await putDirectoryItems(
    dirs.map((d) => {
      const path = pathOf(d.id);
      return {
        directoryId: d.id,
        parentId: d.parent ?? 0,
        topDirectoryId: path[0]!,
        path: path.join('-'),
        nameCa: d.ca,
        nameEs: d.es,
        order: d.order,
        locked: d.parent === null,
      };
    }),
  );

  const today = madridToday();
  const now = Date.now();
  const content = async (f: SeedFile, lang: 'ca' | 'es') => {
    const s = lang === 'ca' ? 'Ca' : 'Es';
    if (f.kind === 'link') return { [`extension${s}`]: 'link', [`url${s}`]: f.url![lang] };
    const name = `${(lang === 'ca' ? f.ca : f.es)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w]+/g, '-')
      .toLowerCase()}.pdf`;
    const key = `intranet/files/seed/${f.id}/${lang}/${name}`;
    const body = await documentPdf(lang === 'ca' ? f.ca : f.es, lang);
    await put(key, body, 'application/pdf');
    return { [`extension${s}`]: 'pdf', [`key${s}`]: key, [`attachment${s}`]: name, [`size${s}`]: body.length };
  };
  const items: Record<string, unknown>[] = [];
  await inParallel(SEED_FILES, async (f) => {
    const path = pathOf(f.directory);
    items.push({
      fileId: f.id,
      directoryId: f.directory,
      topDirectoryId: path[0]!,
      path: path.join('-'),
      nameCa: f.ca,
      nameEs: f.es,
      ...(f.tooltip ? { tooltipCa: f.tooltip.ca, tooltipEs: f.tooltip.es } : {}),
      ...(f.novelty ? { noveltyStart: addDays(today, f.novelty.from), noveltyEnd: addDays(today, f.novelty.to) } : {}),
      createdAt: new Date(now - f.age * 86_400_000).toISOString(),
      ...(await content(f, 'ca')),
      ...(await content(f, 'es')),
    });
  });
  await putFileItems(items as unknown as NewFile[]);
  await ensureCounterAtLeast('intranet-directory', FIRST_FREE_DIRECTORY_ID);
  await ensureCounterAtLeast('intranet-file', FIRST_FREE_FILE_ID);
}

export async function seedInvoicing(): Promise<void> {
  const year = Number(madridToday().slice(0, 4));
  const parties = new Map(DEMO_PARTIES.map((p) => [p.partyId, p]));
  const invoices = demoInvoices(year, madridToday());
  const rows: InvoiceItem[] = [];
  await inParallel(invoices, async (inv) => {
    const pdfKey = `invoices/${inv.partyId}/${inv.invoiceDate.slice(0, 4)}/${inv.number}.pdf`;
    await put(pdfKey, await invoicePdf(inv, parties.get(inv.partyId)!), 'application/pdf');
    rows.push({ ...inv, pdfKey });
  });
  await putInvoices(rows);
  await inParallel(demoPurchases(year), putPurchase);
  await ensureCounterAtLeast('invoice', invoices.length + 1000);
}

export async function seedLabSales(): Promise<void> {
  await putLabSales(demoLabSales(Number(madridToday().slice(0, 4))), 4);
}

/** A language-neutral thumbnail (the title is shown beside it, in the reader's language). */
function thumbnailSvg(hue: number): string {
  const { width, height } = WEBINAR_THUMBNAIL;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="hsl(${hue},55%,35%)"/>
<polygon points="${width / 2 - 25},${height / 2 - 30} ${width / 2 - 25},${height / 2 + 30} ${width / 2 + 25},${height / 2}" fill="#fff" opacity="0.9"/>
</svg>`;
}

export async function seedWebinars(): Promise<void> {
  const now = Date.now();
  const items = await Promise.all(
    SEED_WEBINARS.map(async (w, i) => {
      const thumbnailKey = `webinars/${w.id}/thumbnail.svg`;
      await put(thumbnailKey, thumbnailSvg((i * 47) % 360), 'image/svg+xml');
      return {
        webinarId: w.id,
        titleCa: w.ca,
        titleEs: w.es,
        thumbnailKey,
        thumbnailWidth: WEBINAR_THUMBNAIL.width,
        thumbnailHeight: WEBINAR_THUMBNAIL.height,
        youtubeUrl: `https://www.youtube.com/watch?v=${w.video}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${w.video}`,
        createdAt: new Date(now - w.age * 86_400_000).toISOString(),
      };
    }),
  );
  await putWebinars(items);
  await ensureCounterAtLeast('webinar', 100);
}

export async function seedPortal(): Promise<void> {
  await Promise.all([seedIntranet(), seedInvoicing(), seedLabSales(), seedWebinars()]);
}
