/** Mid labels (§2 logistics mids and outs "print"; §7 one call per selected row): one 100 x 150 mm PDF page. */
import type { warehouseDocumentRoutes } from '../../../shared/api/routes/warehouse-documents';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { exportFile } from '../../lib/files/exports';
import { invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { midLabelsPdf } from '../../lib/warehouse/documents';
import { midsOf } from '../../lib/warehouse/mids';
import { lotsById, partiesById, productsById, salesById, shipmentInsById } from '../../lib/warehouse/records';

type R = typeof warehouseDocumentRoutes;

const fileSafe = (s: string) => s.replace(/[/\\]/g, '-');

export async function midLabel({ body, locale }: Request<R['warehouse.logistics.mids.print']>) {
  const mids = await midsOf(body.shipment_in, body.sale_id);
  if (!mids.length) throw notFound('errors.mid_not_found');
  // The screen sends what its row showed; a row that is not this mid's is refused on its field.
  if (mids[0]!.partyId !== body.party_id) throw invalid('party_id', 'validation.in');
  const supplierId = mids[0]!.supplierId;
  if (body.supplier_id !== undefined && body.supplier_id !== supplierId) throw invalid('supplier_id', 'validation.in');
  const [shipments, sales, parties, products, lots] = await Promise.all([
    shipmentInsById([body.shipment_in]),
    salesById([body.sale_id]),
    partiesById([body.party_id, supplierId]),
    productsById(mids.map((m) => m.productId)),
    lotsById(mids.map((m) => m.lotId)),
  ]);
  const shipment = shipments.get(body.shipment_in);
  const sale = sales.get(body.sale_id);
  const party = parties.get(body.party_id);
  const lines = mids
    .map((m) => ({
      code: products.get(m.productId)?.code ?? '',
      description: products.get(m.productId)?.description ?? '',
      lot: m.lotId == null ? null : (lots.get(m.lotId)?.number ?? null),
      quantity: m.quantity,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const pdf = await midLabelsPdf(
    [
      {
        party: { code: party?.code ?? '', name: party?.name ?? '' },
        supplier: parties.get(supplierId)?.name ?? '',
        shipmentIn: shipment?.number ?? '',
        sale: { number: sale?.number ?? '', reference: sale?.reference ?? '' },
        lines,
      },
    ],
    locale,
  );
  const { url } = await exportFile({
    folder: 'warehouse/mid-labels',
    fileName: serverMessage(locale, 'files.mid_label', {
      shipment_in: fileSafe(shipment?.number ?? String(body.shipment_in)),
      sale: fileSafe(sale?.number ?? String(body.sale_id)),
    }),
    body: pdf,
    contentType: 'application/pdf',
    disposition: 'inline',
  });
  return { url };
}
