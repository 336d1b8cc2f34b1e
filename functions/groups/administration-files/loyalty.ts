/**
 * Loyalty conversion, farmapremium (§2, §3 loyalty line, §4, §5, §8, §9; docs/spec-decisions.md).
 * Each line of the programme's file becomes a billing line (converted), is left out with its
 * reason (skipped: nothing to bill) or is refused with its error (unknown product, missing
 * pharmacy, unreadable number). The converted lines are written at once as the export workbook,
 * named with the month and year; the export route hands it out.
 */
import { randomUUID } from 'node:crypto';
import type { administrationFileRoutes } from '../../../shared/api/routes/administration-files';
import type { LoyaltyLine, LoyaltyResult } from '../../../shared/administration/views';
import { FILES } from '../../lib/administration/keys';
import { productsByAnyCode } from '../../lib/administration/products';
import { readUploadedSheet } from '../../lib/administration/sheet';
import { col, t, XLSX_TYPE } from '../../lib/administration/texts';
import { s3 } from '../../lib/aws-s3';
import { env } from '../../lib/env';
import type { Request } from '../../lib/http/group-handler';
import { cellToNumber, cellToText, round } from '../../lib/sales-import/values';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../../lib/spreadsheets';

type R = typeof administrationFileRoutes;

const COLUMNS = {
  concepto: { names: ['concepto', 'concepte'], type: 'text' as const },
  pvpUnit: { names: ['pvp unitario', 'pvp unit', 'pvpunit', 'pvp'] },
  cantidad: { names: ['cantidad', 'quantitat', 'unidades'] },
  customerCode: {
    names: ['codigo farmacia', 'código farmacia', 'farmacia', 'cliente', 'codigo cliente', 'código cliente'],
    type: 'text' as const,
  },
  productCode: {
    names: ['cn', 'codigo nacional', 'código nacional', 'codigo producto', 'código producto'],
    type: 'text' as const,
  },
};

/** The last day of a YYYY-MM month: the billing lines' date. */
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export async function loyaltyConvert({ body, caller, locale }: Request<R['administration.farmapremium.convert']>) {
  const sheet = await readUploadedSheet(body.file, caller, COLUMNS);
  const products = await productsByAnyCode(sheet.rows.map((r) => cellToText(r.values.productCode)).filter(Boolean));
  const date = lastDay(body.date);
  const [year, month] = body.date.split('-');
  const lines: LoyaltyLine[] = sheet.rows.map(({ number, values }) => {
    const concepto = cellToText(values.concepto);
    const customerCode = cellToText(values.customerCode);
    const productCode = cellToText(values.productCode);
    const pvpUnit = cellToNumber(values.pvpUnit, { inferFromText: true, decimalComma: null });
    const cantidad = cellToNumber(values.cantidad, { inferFromText: true, decimalComma: null });
    const product = products.get(productCode) ?? null;
    let result: LoyaltyResult = 'converted';
    let error: string | null = null;
    const fail = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => {
      result = 'error';
      error ??= t(locale, key, vars);
    };
    if (/^total/i.test(concepto) || (cantidad === 0 && values.cantidad !== null)) {
      result = 'skipped';
      error = t(locale, /^total/i.test(concepto) ? 'adm.loyalty.total_row' : 'adm.loyalty.zero_quantity');
    } else {
      if (!customerCode) fail('adm.loyalty.customer_missing');
      if (!productCode) fail('adm.loyalty.product_missing');
      else if (!product) fail('adm.loyalty.product_not_found', { code: productCode });
      if (pvpUnit === null) fail('adm.loyalty.price_unreadable');
      if (cantidad === null) fail('adm.loyalty.quantity_unreadable');
    }
    const converted = result === 'converted';
    return {
      row: number,
      result,
      error,
      concepto,
      pvpUnit,
      cantidad,
      customerCode,
      productCode: converted ? product!.code : productCode,
      productDescription: product?.description ?? '',
      price: converted ? round(pvpUnit!, 2) : null,
      quantity: converted ? cantidad : null,
      date,
      invoiceNumber: converted ? `FP${year}${month}-${customerCode}` : '',
      invoiceNotes: converted ? `Farmapremium ${month}/${year} · ${concepto}` : '',
    };
  });
  const id = randomUUID();
  const convertedLines = lines.filter((l) => l.result === 'converted');
  if (convertedLines.length > 0) {
    const columns: Column<LoyaltyLine>[] = [
      { header: col(locale, 'customer'), width: 12, value: (l) => l.customerCode },
      { header: col(locale, 'product_code'), width: 14, value: (l) => l.productCode },
      { header: col(locale, 'description'), width: 40, value: (l) => l.productDescription },
      { header: col(locale, 'price'), width: 12, value: (l) => l.price!, numFmt: AMOUNT_FORMAT },
      { header: col(locale, 'quantity'), width: 10, value: (l) => l.quantity! },
      { header: col(locale, 'date'), width: 12, value: (l) => excelDate(l.date), numFmt: DATE_FORMAT },
      { header: col(locale, 'adm.invoice_number'), width: 18, value: (l) => l.invoiceNumber },
      { header: col(locale, 'adm.invoice_notes'), width: 40, value: (l) => l.invoiceNotes },
    ];
    const xlsx = await xlsxOf(t(locale, 'adm.sheet.loyalty'), columns, convertedLines);
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.filesBucket(),
        Key: FILES.loyalty(id),
        Body: xlsx,
        ContentType: XLSX_TYPE,
        Metadata: { filename: encodeURIComponent(`${t(locale, 'adm.file.loyalty', { month: `${month}-${year}` })}.xlsx`) },
      }),
    );
  }
  await sheet.consume();
  const counts = { converted: 0, skipped: 0, error: 0 };
  for (const l of lines) counts[l.result]++;
  return { data: { id, month: body.date, counts, lines } };
}
