/**
 * Consignment create and edit answer the consignment and its document (§7: "a file comes back"),
 * and the document on its own (the consignments screen's print).
 */
import type { warehouseDocumentRoutes } from '../../../shared/api/routes/warehouse-documents';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { exportFile } from '../../lib/files/exports';
import type { Request } from '../../lib/http/group-handler';
import { consignmentPdf } from '../../lib/warehouse/documents';
import { consignmentById, createConsignment, updateConsignment } from '../../lib/warehouse/grouping';
import type { ConsignmentItem } from '../../lib/warehouse/logistics-views';
import { outsById, partiesById, salesById } from '../../lib/warehouse/records';

type R = typeof warehouseDocumentRoutes;

async function consignmentDocument(c: ConsignmentItem, locale: Locale): Promise<string> {
  const [outs, parties] = await Promise.all([outsById(c.outIds), partiesById([c.partyId])]);
  const sales = await salesById([...outs.values()].map((o) => o.saleId));
  const party = parties.get(c.partyId);
  const pdf = await consignmentPdf(
    {
      id: c.consignmentId,
      party: { code: party?.code ?? '', name: party?.name ?? '' },
      createdAt: c.createdAt,
      pallets: c.palletCount,
      weightKg: c.weightKg,
      hasDrugs: c.hasDrugs,
      shipmentId: c.shipmentId || null,
      outs: c.outIds.map((id) => {
        const out = outs.get(id);
        const sale = out?.saleId == null ? undefined : sales.get(out.saleId);
        return {
          number: out?.number ?? String(id),
          sale: sale?.number ?? '',
          reference: sale?.reference ?? '',
          lines: out?.lines.length ?? 0,
          units: out?.lines.reduce((a, l) => a + l.quantity, 0) ?? 0,
        };
      }),
    },
    locale,
  );
  const { url } = await exportFile({
    folder: `warehouse/consignments/${c.consignmentId}`,
    fileName: serverMessage(locale, 'files.consignment', { id: c.consignmentId }),
    body: pdf,
    contentType: 'application/pdf',
    disposition: 'inline',
  });
  return url;
}

export async function consignmentsCreate({ body, caller, locale }: Request<R['warehouse.logistics.consignments.create']>) {
  const { item, row } = await createConsignment(body, caller);
  return { data: row, url: await consignmentDocument(item, locale) };
}

export async function consignmentsUpdate({
  params,
  body,
  caller,
  locale,
}: Request<R['warehouse.logistics.consignments.update']>) {
  const { item, row } = await updateConsignment(params.id, body, caller);
  return { data: row, url: await consignmentDocument(item, locale) };
}

export async function consignmentsPdf({ params, locale }: Request<R['warehouse.logistics.consignments.pdf']>) {
  return { url: await consignmentDocument(await consignmentById(params.id), locale) };
}
