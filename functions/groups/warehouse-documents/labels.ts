/**
 * Mid labels (§2 logistics mids and outs "print"): one 100 x 150 mm PDF page per mid, with Code 128
 * barcodes of the mid and out numbers. §7's call makes one label per selected row; `labels` makes
 * the selected rows' labels as one document (printing five labels opened five PDFs).
 */
import type { warehouseDocumentRoutes } from '../../../shared/api/routes/warehouse-documents';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { exportFile } from '../../lib/files/exports';
import { HttpError, invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { midLabelsPdf, type LabelData } from '../../lib/warehouse/documents';
import { midsOf, type MidItem } from '../../lib/warehouse/mids';
import { lotsById, outHeadsById, partiesById, productsById, salesById, shipmentInsById } from '../../lib/warehouse/records';

type R = typeof warehouseDocumentRoutes;

interface LabelRequest {
  shipment_in: number;
  sale_id: number;
  party_id: number;
  supplier_id?: number;
  shipment_out?: number;
}

const fileSafe = (s: string) => s.replace(/[/\\]/g, '-');

/**
 * The labels' data, in the order asked. A label whose mid is not placed (undone, or never) is named
 * by its index in `missing` of a 404 errors.mid_not_found, so the screen can say which rows;
 * a party, supplier or out that is not the mid's is refused on the label's field.
 */
async function labelsData(requests: LabelRequest[]): Promise<LabelData[]> {
  const mids: MidItem[][] = [];
  for (let i = 0; i < requests.length; i += 8)
    mids.push(...(await Promise.all(requests.slice(i, i + 8).map((r) => midsOf(r.shipment_in, r.sale_id)))));
  const missing = mids.flatMap((m, i) => (m.length ? [] : [i]));
  if (missing.length) throw new HttpError(404, 'errors.mid_not_found', {}, undefined, {}, { missing });
  const many = requests.length > 1;
  const field = (i: number, name: string) => (many ? `labels.${i}.${name}` : name);
  const outs = await outHeadsById(requests.map((r) => r.shipment_out));
  requests.forEach((r, i) => {
    const first = mids[i]![0]!;
    if (first.partyId !== r.party_id) throw invalid(field(i, 'party_id'), 'validation.in');
    if (r.supplier_id !== undefined && r.supplier_id !== first.supplierId)
      throw invalid(field(i, 'supplier_id'), 'validation.in');
    const out = r.shipment_out === undefined ? undefined : outs.get(r.shipment_out);
    if (r.shipment_out !== undefined && (!out || out.saleId !== r.sale_id))
      throw invalid(field(i, 'shipment_out'), 'validation.in');
  });
  const all = mids.flat();
  const [shipments, sales, parties, products, lots] = await Promise.all([
    shipmentInsById(requests.map((r) => r.shipment_in)),
    salesById(requests.map((r) => r.sale_id)),
    partiesById(all.flatMap((m) => [m.partyId, m.supplierId])),
    productsById(all.map((m) => m.productId)),
    lotsById(all.map((m) => m.lotId)),
  ]);
  return requests.map((r, i) => {
    const group = mids[i]!;
    const party = parties.get(r.party_id);
    const sale = sales.get(r.sale_id);
    return {
      party: { code: party?.code ?? '', name: party?.name ?? '' },
      supplier: parties.get(group[0]!.supplierId)?.name ?? '',
      shipmentIn: shipments.get(r.shipment_in)?.number ?? '',
      sale: { number: sale?.number ?? '', reference: sale?.reference ?? '' },
      out: r.shipment_out === undefined ? null : (outs.get(r.shipment_out)?.number ?? null),
      lines: group
        .map((m) => ({
          code: products.get(m.productId)?.code ?? '',
          description: products.get(m.productId)?.description ?? '',
          lot: m.lotId == null ? null : (lots.get(m.lotId)?.number ?? null),
          quantity: m.quantity,
        }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    };
  });
}

async function labelsFile(labels: LabelData[], fileName: string, locale: Locale) {
  return exportFile({
    folder: 'warehouse/mid-labels',
    fileName,
    body: await midLabelsPdf(labels, locale),
    contentType: 'application/pdf',
    disposition: 'inline',
  });
}

export async function midLabel({ body, locale }: Request<R['warehouse.logistics.mids.print']>) {
  const [label] = await labelsData([body]);
  const fileName = serverMessage(locale, 'files.mid_label', {
    shipment_in: fileSafe(label!.shipmentIn || String(body.shipment_in)),
    sale: fileSafe(label!.sale.number || String(body.sale_id)),
  });
  const { url } = await labelsFile([label!], fileName, locale);
  return { url };
}

export async function midLabels({ body, locale }: Request<R['warehouse.logistics.mids.labels']>) {
  const labels = await labelsData(body.labels);
  const first = labels[0]!;
  // Named after the first label and the count: "Etiqueta E2026-000004 S-1 (5).pdf".
  const fileName = serverMessage(locale, 'files.mid_label', {
    shipment_in: fileSafe(first.shipmentIn),
    sale: labels.length > 1 ? `${fileSafe(first.sale.number)} (${labels.length})` : fileSafe(first.sale.number),
  });
  const { url } = await labelsFile(labels, fileName, locale);
  return { url, pages: labels.length };
}
