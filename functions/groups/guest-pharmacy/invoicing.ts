/**
 * The invoicing page (spec §2): quarterly purchase bars, the invoice table, invoice downloads and
 * the model 347 letter. Everything is the caller's own party's: another party's invoice is not found.
 */
import { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { getInvoice } from '../../lib/data/entities/invoice';
import { downloadUrl } from '../../lib/files/download';
import { contains, inRange } from '../../lib/datatable/compare';
import { defineDatatable } from '../../lib/datatable/define';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { currentYear, partyInvoices, quarterAmounts, type InvoiceItem } from '../../lib/invoicing';
import { ownPartyId } from '../../lib/auth/own-party';

type Routes = typeof guestPharmacyRoutes;

export async function quarters({ caller }: Request<Routes['guest-pharmacy.invoicing.quarters']>) {
  return { data: await quarterAmounts(ownPartyId(caller), currentYear()) };
}

const invoiceView = (i: InvoiceItem) => ({
  id: i.invoiceId,
  invoice_date: i.invoiceDate,
  invoice_document: i.document,
  number: i.number,
  amount: i.amountCents / 100,
});

const cents = (euros: number | undefined) => (euros === undefined ? undefined : Math.round(euros * 100));

/** A pharmacy's invoices: a dozen a month, read whole from its partition (the cap is decades of them). */
const invoicesTable = defineDatatable(guestPharmacyRoutes['guest-pharmacy.invoicing.invoices']).bounded({
  cap: 10_000,
  load: (partyId: number) => partyInvoices(partyId),
  // Newest first unless the table asks for another order.
  defaultOrder: (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceId - a.invoiceId,
  sorts: {
    invoice_date: (r) => r.invoiceDate,
    invoice_document: (r) => r.document,
    number: (r) => r.number,
    amount: (r) => r.amountCents,
  },
  filters: {
    date: (r, v) => inRange(r.invoiceDate, v),
    document: (r, v) => r.document === v,
    number: (r, v) => contains(r.number, v),
    amount: (r, v) => inRange(r.amountCents, { from: cents(v.from), to: cents(v.to) }),
  },
});

export async function invoices({ query, caller }: Request<Routes['guest-pharmacy.invoicing.invoices']>) {
  const { data, meta } = await invoicesTable.answer(query, ownPartyId(caller));
  return { data: data.map(invoiceView), meta };
}

export async function invoiceDownload({ params, caller, locale }: Request<Routes['guest-pharmacy.invoicing.invoice']>) {
  const invoice = await getInvoice(params.id);
  if (!invoice || invoice.partyId !== ownPartyId(caller)) throw notFound();
  return downloadUrl({
    key: invoice.pdfKey,
    fileName: serverMessage(locale, invoice.document === 'credit' ? 'files.credit' : 'files.invoice', { number: invoice.number }),
    disposition: 'attachment',
    contentType: 'application/pdf',
  });
}
