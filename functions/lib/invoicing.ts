/**
 * A pharmacy's invoicing data: invoices and credit notes, and purchases per quarter. The documents
 * made from them are in invoice-letters.ts (kept apart: pdf-lib weighs on every cold start).
 */
import { quarterOf, QUARTERS, type Quarter } from '../../shared/portal/invoicing';
import { madridToday } from '../../shared/time/madrid';
import { listPartyInvoices, type InvoiceItem } from './data/entities/invoice';
import { purchasesOfYear } from './data/entities/purchase';

export type { InvoiceItem };

export async function partyInvoices(partyId: number, year?: number): Promise<InvoiceItem[]> {
  return listPartyInvoices(partyId, year);
}

/** Purchase amounts (euros) of each quarter of a year. */
export async function quarterAmounts(partyId: number, year: number): Promise<Record<Quarter, number>> {
  const data = await purchasesOfYear(partyId, year);
  const cents: Record<Quarter, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const p of data) cents[quarterOf(p.purchaseDate)] += p.amountCents;
  return Object.fromEntries(QUARTERS.map((q) => [q, cents[q] / 100])) as Record<Quarter, number>;
}

/** The invoicing year now (Madrid time). */
export const currentYear = () => Number(madridToday().slice(0, 4));
