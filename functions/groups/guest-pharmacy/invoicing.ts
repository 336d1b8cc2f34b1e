/**
 * The invoicing page (spec §2): quarterly purchase bars, the invoice table, invoice downloads and
 * the model 347 letter. Everything is the caller's own party's: another party's invoice is not found.
 */
import type { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { Invoice } from '../../lib/data/entities/invoice';
import { downloadUrl } from '../../lib/files/download';
import { answerDatatable } from '../../lib/http/datatable';
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

type Range<T> = { from?: T; to?: T };
const inRange = <T extends string | number>(value: T, r: Range<T>) =>
  (r.from === undefined || value >= r.from) && (r.to === undefined || value <= r.to);

export async function invoices({ query, caller }: Request<Routes['guest-pharmacy.invoicing.invoices']>) {
  const rows = (await partyInvoices(ownPartyId(caller))).sort(
    // Newest first unless the table asks for another order.
    (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceId - a.invoiceId,
  );
  return answerDatatable(
    rows,
    query,
    {
      sorters: {
        invoice_date: (r) => r.invoiceDate,
        invoice_document: (r) => r.document,
        number: (r) => r.number,
        amount: (r) => r.amountCents,
      },
      filters: {
        date: (r, v: Range<string>) => inRange(r.invoiceDate, v),
        document: (r, v: 'credit' | 'invoice') => r.document === v,
        number: (r, v: string) => r.number.toLowerCase().includes(v.toLowerCase()),
        amount: (r, v: Range<number>) =>
          inRange(r.amountCents, {
            from: v.from === undefined ? undefined : Math.round(v.from * 100),
            to: v.to === undefined ? undefined : Math.round(v.to * 100),
          }),
      },
    },
    invoiceView,
  );
}

export async function invoiceDownload({ params, caller, locale }: Request<Routes['guest-pharmacy.invoicing.invoice']>) {
  const { data: invoice } = await Invoice().get({ invoiceId: params.id }).go();
  if (!invoice || invoice.partyId !== ownPartyId(caller)) throw notFound();
  return downloadUrl({
    key: invoice.pdfKey,
    fileName: serverMessage(locale, invoice.document === 'credit' ? 'files.credit' : 'files.invoice', { number: invoice.number }),
    disposition: 'attachment',
    contentType: 'application/pdf',
  });
}
