/**
 * The platform invoicing file (§3, §5, §7 download; docs/spec-decisions.md). The uploaded file is
 * the platform's delivery lines (document number, CN, quantity, optional price); the generated
 * invoice holds the lines of the chosen documents (outs, direct outs, and the outs of the chosen
 * consignments), described from the product records, priced from the file (else the listing
 * price), grouped by out, by direct/other, or by consignment, with a subtotal per group.
 */
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import { checkOrderNumber, outsByNumber } from '../../lib/administration/platform-invoicing';
import { productsByAnyCode } from '../../lib/administration/products';
import { readUploadedSheet } from '../../lib/administration/sheet';
import { col, fileDay, t, XLSX_TYPE } from '../../lib/administration/texts';
import { getConsignment } from '../../lib/data/entities/consignment';
import { getParty } from '../../lib/data/parties';
import { exportFile } from '../../lib/files/exports';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { cellToNumber, cellToText, round } from '../../lib/sales-import/values';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../../lib/spreadsheets';

type R = typeof administrationFileRoutes;

const COLUMNS = {
  document: {
    names: ['albaran', 'albarán', 'albarà', 'salida', 'sortida', 'out', 'document', 'documento'],
    type: 'text' as const,
  },
  cn: { names: ['cn', 'codigo nacional', 'código nacional', 'codi nacional', 'national_code'], type: 'text' as const },
  quantity: { names: ['cantidad', 'quantitat', 'quantity', 'unidades'] },
  price: { names: ['precio', 'preu', 'price', 'pvf'], optional: true },
};

interface InvoiceLine {
  group: string;
  document: string;
  cn: string;
  description: string;
  quantity: number;
  price: number;
  amount: number;
  subtotal: boolean;
}

export async function platformInvoice({ body, caller, locale }: Request<R['administration.platform_invoicing.download']>) {
  const orderNumber = checkOrderNumber(body.platform, body.purchase_order_number);
  if (body.outs.length + body.direct.length + body.consignments.length === 0) throw invalid('outs', 'validation.invoice_nothing');
  const platform = await getParty(body.platform);
  // Consignments name outs by id; the file names documents by number.
  const consignments = await Promise.all(body.consignments.map(getConsignment));
  const groupOf = new Map<string, string>();
  consignments.forEach((c, n) => {
    if (!c) throw invalid(`consignments.${n}`, 'validation.exists');
    for (const o of c.outHeads ?? []) groupOf.set(o.number, `C${c.consignmentId}`);
  });
  const outs = await outsByNumber(body.outs);
  outs.forEach((o, n) => {
    if (!o) throw invalid(`outs.${n}`, 'validation.exists');
  });
  const label = (doc: string) => {
    if (body.groupBy === 'consignments') return groupOf.get(doc) ?? doc;
    if (body.groupBy === 'direct')
      return body.direct.includes(doc) ? t(locale, 'adm.invoice.direct') : t(locale, 'adm.invoice.logistics');
    return doc;
  };
  const chosen = new Set([...body.outs, ...body.direct, ...groupOf.keys()]);

  const sheet = await readUploadedSheet(body.file, caller, COLUMNS);
  const read = sheet.rows
    .map((r) => ({
      document: cellToText(r.values.document),
      cn: cellToText(r.values.cn),
      quantity: cellToNumber(r.values.quantity, { inferFromText: true, decimalComma: null }),
      price: cellToNumber(r.values.price, { inferFromText: true, decimalComma: null }),
    }))
    .filter((r) => chosen.has(r.document) && r.cn !== '' && r.quantity !== null && r.quantity !== 0);
  const products = await productsByAnyCode(read.map((r) => r.cn));
  const lines = read.map((r) => {
    const p = products.get(r.cn);
    const price = round(r.price ?? (p ? p.listingPriceCents / 100 : 0), 4);
    return {
      group: label(r.document),
      document: r.document,
      cn: r.cn,
      description: p?.description ?? '',
      quantity: r.quantity!,
      price,
      amount: round(price * r.quantity!, 2),
      subtotal: false,
    };
  });
  // No line of the file is one of the chosen outs: said on the file, not a header-only invoice;
  // the upload stays usable for another choice of outs.
  if (lines.length === 0) throw invalid('file', 'validation.invoice_no_lines');
  const groups = new Map<string, InvoiceLine[]>();
  for (const l of lines) (groups.get(l.group) ?? groups.set(l.group, []).get(l.group)!).push(l);
  const rows: InvoiceLine[] = [];
  for (const [group, ls] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push(...ls);
    const amount = round(
      ls.reduce((s, l) => s + l.amount, 0),
      2,
    );
    const quantity = ls.reduce((s, l) => s + l.quantity, 0);
    rows.push({
      group,
      document: '',
      cn: '',
      description: t(locale, 'adm.invoice.subtotal'),
      quantity,
      price: 0,
      amount,
      subtotal: true,
    });
  }
  const columns: Column<InvoiceLine>[] = [
    { header: col(locale, 'adm.platform'), width: 24, value: () => platform?.name ?? String(body.platform) },
    { header: col(locale, 'adm.order_number'), width: 16, value: () => orderNumber ?? '' },
    { header: col(locale, 'date'), width: 12, value: () => excelDate(body.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'adm.group'), width: 16, value: (l) => l.group },
    { header: col(locale, 'adm.document'), width: 14, value: (l) => l.document },
    { header: col(locale, 'cn'), width: 10, value: (l) => l.cn },
    { header: col(locale, 'description'), width: 40, value: (l) => l.description },
    { header: col(locale, 'quantity'), width: 10, value: (l) => l.quantity },
    { header: col(locale, 'price'), width: 12, value: (l) => (l.subtotal ? '' : l.price), numFmt: AMOUNT_FORMAT },
    { header: col(locale, 'adm.amount'), width: 12, value: (l) => l.amount, numFmt: AMOUNT_FORMAT },
  ];
  const xlsx = await xlsxOf(t(locale, 'adm.sheet.invoice'), columns, rows);
  await sheet.consume();
  const fileName = t(locale, 'adm.file.invoice', { platform: platform?.name ?? String(body.platform), date: fileDay(body.date) });
  const { url } = await exportFile({
    folder: 'administration/platform-invoicing',
    fileName: `${fileName}.xlsx`,
    body: xlsx,
    contentType: XLSX_TYPE,
  });
  return { url };
}
