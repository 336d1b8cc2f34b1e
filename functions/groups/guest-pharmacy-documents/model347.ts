import type { guestPharmacyDocumentRoutes } from '../../../shared/api/routes/guest-pharmacy-documents';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { madridToday } from '../../../shared/time/madrid';
import { ownPartyId } from '../../lib/auth/own-party';
import { getParty } from '../../lib/data/parties';
import { exportFile } from '../../lib/files/exports';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { model347Pdf } from '../../lib/invoice-letters';
import { currentYear, partyInvoices } from '../../lib/invoicing';

type Route = (typeof guestPharmacyDocumentRoutes)['guest-pharmacy-documents.model347'];

/** The model 347 letter of the caller's party for a year, as a generated PDF: {url}. */
export async function model347({ query, caller, locale }: Request<Route>) {
  const partyId = ownPartyId(caller);
  const party = await getParty(partyId);
  if (!party) throw notFound();
  // The letter is about a closed year: the previous one unless another is asked for.
  const year = query.year ?? currentYear() - 1;
  const { pdf, totalCents, declared } = await model347Pdf({
    party,
    year,
    invoices: await partyInvoices(partyId, year),
    locale,
    today: madridToday(),
  });
  const { url } = await exportFile({
    folder: `model347/${partyId}`,
    fileName: serverMessage(locale, 'files.model347', { year }),
    body: pdf,
    contentType: 'application/pdf',
  });
  return { url, year, amount: totalCents / 100, declared };
}
