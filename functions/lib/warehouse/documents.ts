/**
 * The logistics papers as PDFs (§2 print buttons): the mid label, the
 * consignment document and the delivery truck sheet, with the group's letterhead, in the caller's
 * language. Only warehouse-documents imports this module (and pdf-lib with it).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { COMPANY, COMPANY_CONTACTS } from '../../../shared/portal/contacts';
import { formatMadridDateTime } from '../../../shared/time/madrid';
import { formatDate, LABEL_100x150, PdfWriter } from '../pdf';
import { code128Png } from './barcodes';

export interface PartyRef {
  code: string;
  name: string;
  phone?: string | null;
  /** Where the goods go (the ERP's optional party address), on one line. */
  address?: string | null;
}

export interface LabelData {
  party: PartyRef;
  supplier: string;
  shipmentIn: string;
  sale: { number: string; reference: string };
  /** The out that carries this mid's goods, when printed from the outs screen. */
  out?: string | null;
  lines: { code: string; description: string; lot: string | null; quantity: number }[];
}

export interface ConsignmentOutData {
  number: string;
  sale: string;
  reference: string;
  lines: number;
  units: number;
}

export interface ConsignmentData {
  id: number;
  party: PartyRef;
  createdAt: string;
  pallets: number;
  weightKg: number;
  hasDrugs: boolean;
  shipmentId: number | null;
  outs: ConsignmentOutData[];
}

export interface TruckSheetData {
  id: number;
  party: PartyRef;
  createdAt: string;
  deliveredAt: string | null;
  consignments: { id: number; outs: string[]; hasDrugs: boolean; pallets: number; weightKg: number }[];
}

const texts = {
  ca: {
    label: 'ENTRADA INTERMÈDIA',
    midNumber: 'Entrada intermèdia',
    sale: 'Venda',
    shipmentIn: 'Entrada',
    supplier: 'Proveïdor',
    lines: 'Línies',
    code: 'Codi',
    product: 'Producte',
    lot: 'Lot',
    quantity: 'Quant.',
    printed: 'Imprès',
    consignment: (id: number) => `Consignació núm. ${id}`,
    party: 'Entitat',
    deliveryAddress: 'Adreça de lliurament',
    phone: 'Telèfon',
    date: 'Data',
    pallets: 'Palets',
    weight: 'Pes (kg)',
    speciality: 'Especialitat (medicaments)',
    shipment: 'Expedició',
    none: '-',
    yes: 'Sí',
    no: 'No',
    out: 'Sortida',
    reference: 'Referència',
    units: 'Unitats',
    total: 'Total',
    outs: 'Sortides',
    truckSheet: (id: number) => `Full de ruta de l'expedició núm. ${id}`,
    warehouse: 'Origen',
    status: 'Estat',
    pending: "Pendent d'entrega",
    delivered: (at: string) => `Entregada el ${at}`,
    consignmentShort: 'Consignació',
    drugs: 'Medic.',
    carrier: 'Transportista (nom i signatura)',
    receiver: 'Recepció (signatura i segell)',
  },
  es: {
    label: 'ENTRADA INTERMEDIA',
    midNumber: 'Entrada intermedia',
    sale: 'Venta',
    shipmentIn: 'Entrada',
    supplier: 'Proveedor',
    lines: 'Líneas',
    code: 'Código',
    product: 'Producto',
    lot: 'Lote',
    quantity: 'Cant.',
    printed: 'Impreso',
    consignment: (id: number) => `Consignación n.º ${id}`,
    party: 'Entidad',
    deliveryAddress: 'Dirección de entrega',
    phone: 'Teléfono',
    date: 'Fecha',
    pallets: 'Palets',
    weight: 'Peso (kg)',
    speciality: 'Especialidad (medicamentos)',
    shipment: 'Expedición',
    none: '-',
    yes: 'Sí',
    no: 'No',
    out: 'Salida',
    reference: 'Referencia',
    units: 'Unidades',
    total: 'Total',
    outs: 'Salidas',
    truckSheet: (id: number) => `Hoja de ruta de la expedición n.º ${id}`,
    warehouse: 'Origen',
    status: 'Estado',
    pending: 'Pendiente de entrega',
    delivered: (at: string) => `Entregada el ${at}`,
    consignmentShort: 'Consignación',
    drugs: 'Medic.',
    carrier: 'Transportista (nombre y firma)',
    receiver: 'Recepción (firma y sello)',
  },
} as const;

/** DD/MM/YYYY HH:mm in Madrid (spec §9 formats) from an ISO date-time. */
export const madridDateTime = (iso: string): string => formatMadridDateTime(iso, { seconds: false });

/** Kilograms with two decimals as the screens show numbers (1.234,50). */
export function formatKg(kg: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'ca-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always' as unknown as boolean,
  })
    .format(kg)
    .replace(/[\u00a0\u202f]/g, ' ');
}

const partyLine = (p: PartyRef) => `${p.name} (${p.code})`;

/** A party's address on one line: street, postal code and city (province when it differs). */
export function addressLine(a: { street: string; postalCode: string; city: string; province?: string }): string {
  const province = a.province && a.province !== a.city ? ` (${a.province})` : '';
  return `${a.street}, ${a.postalCode} ${a.city}${province}`;
}

function letterhead(pdf: PdfWriter, small = false): PdfWriter {
  return pdf
    .text(COMPANY.name, { bold: true, size: small ? 9 : 13, gap: 0 })
    .text(`NIF ${COMPANY.taxId} · ${COMPANY.address.join(' · ')}`, { size: small ? 6.5 : 9 })
    .rule();
}

/** A Code 128 of `value` under a small caption, as wide as its modules need. */
async function barcode(pdf: PdfWriter, caption: string, value: string, heightMm?: number): Promise<void> {
  const code = await code128Png(value, heightMm);
  pdf.text(caption, { size: 7, gap: 1 }).image(await pdf.embedPng(code.png), { width: code.widthPt, gap: 4 });
}

/**
 * One label (100 x 150 mm page) per mid: who it goes to, which sale, from which incoming shipment;
 * a Code 128 of the mid number (the incoming shipment's) and of the out's number, or of the sale's
 * while the mid has no out yet, so the next station scans instead of typing.
 */
export async function midLabelsPdf(labels: LabelData[], locale: Locale, now = new Date()): Promise<Uint8Array> {
  const t = texts[locale];
  const pdf = await PdfWriter.create(t.label, { size: LABEL_100x150, margin: 14 });
  for (const [i, label] of labels.entries()) {
    if (i > 0) pdf.newPage();
    letterhead(pdf, true)
      .text(t.label, { bold: true, size: 11, gap: 4 })
      .text(label.party.name, { bold: true, size: 15, gap: 0 })
      .text(label.party.code, { size: 10, gap: 6 });
    await barcode(pdf, t.midNumber, label.shipmentIn);
    if (label.out) await barcode(pdf, t.out, label.out);
    else await barcode(pdf, t.sale, label.sale.number);
    pdf
      .text(`${t.sale}: ${label.sale.number}`, { bold: true, size: 10, gap: 0 })
      .text(`${t.reference}: ${label.sale.reference}`, { size: 9, gap: 4 })
      .text(`${t.shipmentIn}: ${label.shipmentIn}`, { bold: true, size: 10, gap: 0 })
      .text(`${t.supplier}: ${label.supplier}`, { size: 9, gap: 4 })
      .grid(
        [
          { label: t.code, width: 2 },
          { label: t.product, width: 5 },
          { label: t.lot, width: 2.4 },
          { label: t.quantity, width: 1.4, align: 'right' },
        ],
        label.lines.map((l) => ({ cells: [l.code, l.description, l.lot ?? '', String(l.quantity)] })),
        7,
      )
      .text(`${t.lines}: ${label.lines.length} · ${t.printed}: ${madridDateTime(now.toISOString())}`, { size: 7 });
  }
  return pdf.save();
}

export async function consignmentPdf(c: ConsignmentData, locale: Locale): Promise<Uint8Array> {
  const t = texts[locale];
  const pdf = await PdfWriter.create(t.consignment(c.id));
  letterhead(pdf).heading(t.consignment(c.id));
  await barcode(pdf, t.consignmentShort, String(c.id), 12);
  pdf
    .table([
      { label: t.party, value: partyLine(c.party) },
      { label: t.date, value: formatDate(c.createdAt.slice(0, 10)) },
      { label: t.pallets, value: String(c.pallets) },
      { label: t.weight, value: formatKg(c.weightKg, locale) },
      { label: t.speciality, value: c.hasDrugs ? t.yes : t.no },
      { label: t.shipment, value: c.shipmentId ? String(c.shipmentId) : t.none },
    ])
    .grid(
      [
        { label: t.out, width: 3 },
        { label: t.sale, width: 3 },
        { label: t.reference, width: 3 },
        { label: t.lines, width: 1.3, align: 'right' },
        { label: t.units, width: 1.5, align: 'right' },
      ],
      [
        ...c.outs.map((o) => ({ cells: [o.number, o.sale, o.reference, String(o.lines), String(o.units)] })),
        {
          cells: [
            `${t.total}: ${c.outs.length}`,
            '',
            '',
            String(c.outs.reduce((a, o) => a + o.lines, 0)),
            String(c.outs.reduce((a, o) => a + o.units, 0)),
          ],
          bold: true,
        },
      ],
    );
  return pdf.save();
}

export async function truckSheetPdf(s: TruckSheetData, locale: Locale): Promise<Uint8Array> {
  const t = texts[locale];
  const origin = COMPANY_CONTACTS.addresses[1] ?? COMPANY_CONTACTS.addresses[0]!;
  const pdf = await PdfWriter.create(t.truckSheet(s.id));
  letterhead(pdf).heading(t.truckSheet(s.id));
  await barcode(pdf, t.shipment, String(s.id), 12);
  pdf
    .table([
      { label: t.party, value: partyLine(s.party) },
      { label: t.phone, value: s.party.phone || t.none },
      { label: t.deliveryAddress, value: s.party.address || t.none },
      { label: t.warehouse, value: `${origin.name[locale]}: ${origin.lines.join(', ')}` },
      { label: t.date, value: madridDateTime(s.createdAt) },
      { label: t.status, value: s.deliveredAt ? t.delivered(madridDateTime(s.deliveredAt)) : t.pending },
    ])
    .grid(
      [
        { label: t.consignmentShort, width: 2 },
        { label: t.outs, width: 1.4, align: 'right' },
        { label: t.drugs, width: 1.2 },
        { label: t.pallets, width: 1.2, align: 'right' },
        { label: t.weight, width: 1.6, align: 'right' },
      ],
      [
        ...s.consignments.map((c) => ({
          cells: [
            String(c.id),
            String(c.outs.length),
            c.hasDrugs ? t.yes : t.no,
            String(c.pallets),
            formatKg(c.weightKg, locale),
          ],
        })),
        {
          cells: [
            `${t.total}: ${s.consignments.length}`,
            String(s.consignments.reduce((a, c) => a + c.outs.length, 0)),
            '',
            String(s.consignments.reduce((a, c) => a + c.pallets, 0)),
            formatKg(
              s.consignments.reduce((a, c) => a + c.weightKg, 0),
              locale,
            ),
          ],
          bold: true,
        },
      ],
    )
    .text(t.outs, { bold: true, gap: 2 });
  // Every out by number, so the receiver can check each package against the sheet.
  for (const c of s.consignments) pdf.text(`${t.consignmentShort} ${c.id}: ${c.outs.join(', ')}`, { size: 9, gap: 2 });
  pdf.space(18).signatureBoxes([t.carrier, t.receiver]);
  return pdf.save();
}
