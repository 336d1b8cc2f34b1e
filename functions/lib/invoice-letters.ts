/**
 * Documents made from a pharmacy's invoicing data: the invoice PDF (demo data) and the model 347
 * letter. Only the functions that make them import this module (and pdf-lib with it).
 */
import type { Locale } from '../../shared/i18n/locale';
import { COMPANY } from '../../shared/portal/contacts';
import { MODEL_347_THRESHOLD, quarterOf, QUARTERS, quarterOrdinal, type Quarter } from '../../shared/portal/invoicing';
import type { InvoiceItem } from './invoicing';
import { formatDate, formatEuros, PdfWriter } from './pdf';

export interface PartyRef {
  code: string;
  name: string;
}

const texts = {
  ca: {
    invoice: 'Factura',
    credit: 'Abonament',
    number: 'Número',
    date: 'Data',
    customer: 'Client',
    base: 'Base imposable',
    vat: 'IVA (10 %)',
    total: 'Total',
    lines: 'Subministrament de productes de parafarmàcia i medicaments segons albarans del període.',
    creditLines: 'Abonament per devolucions i rappels del període.',
    letterTitle: (year: number) => `Declaració anual d'operacions amb terceres persones (model 347) - exercici ${year}`,
    letterDate: 'Barcelona, ',
    greeting: 'Benvolguts senyors,',
    over: (year: number, total: string, threshold: string) =>
      `Us comuniquem que l'import total de les operacions que hem fet amb la vostra entitat durant l'exercici ${year}, IVA inclòs, ha estat de ${total}. ` +
      `Com que supera ${threshold}, aquest import figurarà a la nostra declaració anual d'operacions amb terceres persones (model 347), amb el desglossament trimestral següent:`,
    under: (year: number, total: string, threshold: string) =>
      `Us comuniquem que l'import total de les operacions que hem fet amb la vostra entitat durant l'exercici ${year}, IVA inclòs, ha estat de ${total}. ` +
      `Com que no supera ${threshold}, no figurareu a la nostra declaració del model 347 i no cal que hi feu res.`,
    quarter: (q: Quarter) => `${quarterOrdinal(q, 'ca')} trimestre`,
    check: 'Us preguem que comproveu aquestes dades amb la vostra comptabilitat i que ens comuniqueu qualsevol discrepància.',
    closing: 'Atentament,',
    department: "Departament d'Administració",
  },
  es: {
    invoice: 'Factura',
    credit: 'Abono',
    number: 'Número',
    date: 'Fecha',
    customer: 'Cliente',
    base: 'Base imponible',
    vat: 'IVA (10 %)',
    total: 'Total',
    lines: 'Suministro de productos de parafarmacia y medicamentos según albaranes del periodo.',
    creditLines: 'Abono por devoluciones y rappels del periodo.',
    letterTitle: (year: number) => `Declaración anual de operaciones con terceras personas (modelo 347) - ejercicio ${year}`,
    letterDate: 'Barcelona, ',
    greeting: 'Estimados señores:',
    over: (year: number, total: string, threshold: string) =>
      `Les comunicamos que el importe total de las operaciones realizadas con su entidad durante el ejercicio ${year}, IVA incluido, ha sido de ${total}. ` +
      `Al superar ${threshold}, este importe figurará en nuestra declaración anual de operaciones con terceras personas (modelo 347), con el siguiente desglose trimestral:`,
    under: (year: number, total: string, threshold: string) =>
      `Les comunicamos que el importe total de las operaciones realizadas con su entidad durante el ejercicio ${year}, IVA incluido, ha sido de ${total}. ` +
      `Al no superar ${threshold}, no figurarán en nuestra declaración del modelo 347 y no es necesaria ninguna actuación por su parte.`,
    quarter: (q: Quarter) => `${quarterOrdinal(q, 'es')} trimestre`,
    check: 'Les rogamos que comprueben estos datos con su contabilidad y nos comuniquen cualquier discrepancia.',
    closing: 'Atentamente,',
    department: 'Departamento de Administración',
  },
} as const;

function letterhead(pdf: PdfWriter): PdfWriter {
  return pdf
    .text(COMPANY.name, { bold: true, size: 13, gap: 0 })
    .text(`NIF ${COMPANY.taxId} · ${COMPANY.address.join(' · ')}`, { size: 9 })
    .rule();
}

/** The PDF of an invoice or credit note (demo data; real ones come from the ERP). */
export async function invoicePdf(
  inv: { number: string; invoiceDate: string; document: 'invoice' | 'credit'; amountCents: number },
  party: PartyRef,
  locale: Locale = 'ca',
): Promise<Uint8Array> {
  const t = texts[locale];
  const title = `${inv.document === 'credit' ? t.credit : t.invoice} ${inv.number}`;
  const total = inv.amountCents / 100;
  const base = Math.round(inv.amountCents / 1.1) / 100;
  const pdf = await PdfWriter.create(title);
  letterhead(pdf)
    .heading(title)
    .table([
      { label: t.number, value: inv.number },
      { label: t.date, value: formatDate(inv.invoiceDate) },
      { label: t.customer, value: `${party.code} · ${party.name}` },
    ])
    .text(inv.document === 'credit' ? t.creditLines : t.lines)
    .rule()
    .table([
      { label: t.base, value: formatEuros(base, locale) },
      { label: t.vat, value: formatEuros(total - base, locale) },
      { label: t.total, value: formatEuros(total, locale), bold: true },
    ]);
  return pdf.save();
}

/** The model 347 letter of a party for a year: the annual amount when it must be declared. */
export async function model347Pdf(opts: {
  party: PartyRef;
  year: number;
  invoices: InvoiceItem[];
  locale: Locale;
  today: string;
}): Promise<{ pdf: Uint8Array; totalCents: number; declared: boolean }> {
  const t = texts[opts.locale];
  const quarterCents: Record<Quarter, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const inv of opts.invoices) quarterCents[quarterOf(inv.invoiceDate)] += inv.amountCents;
  const totalCents = QUARTERS.reduce((sum, q) => sum + quarterCents[q], 0);
  const declared = totalCents > Math.round(MODEL_347_THRESHOLD * 100);
  const total = formatEuros(totalCents / 100, opts.locale);
  const threshold = formatEuros(MODEL_347_THRESHOLD, opts.locale);

  const pdf = await PdfWriter.create(t.letterTitle(opts.year));
  letterhead(pdf)
    .text(`${opts.party.name}`, { bold: true, gap: 0 })
    .text(opts.party.code)
    .text(`${t.letterDate}${formatDate(opts.today)}`, { align: 'right' })
    .space()
    .heading(t.letterTitle(opts.year))
    .text(t.greeting)
    .text(declared ? t.over(opts.year, total, threshold) : t.under(opts.year, total, threshold));
  if (declared)
    pdf.table([
      ...QUARTERS.map((q) => ({ label: t.quarter(q), value: formatEuros(quarterCents[q] / 100, opts.locale) })),
      { label: t.total, value: total, bold: true },
    ]);
  pdf.text(t.check).space().text(t.closing).space(18).text(COMPANY.name, { bold: true, gap: 0 }).text(t.department);
  return { pdf: await pdf.save(), totalCents, declared };
}
