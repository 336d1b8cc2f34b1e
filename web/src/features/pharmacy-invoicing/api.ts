/** Invoicing calls (docs/api/portal.md "Invoicing"; roles 34 and 39). */
import { useQuery } from '@tanstack/react-query';
import type { Quarter } from '../../../../shared/portal/invoicing';
import { download } from '../../lib/download';
import { http } from '../../lib/http';

const BASE = '/guest/pharmacy/platform/invoicing';

export interface Invoice {
  id: number;
  invoice_date: string;
  invoice_document: 'invoice' | 'credit';
  number: string;
  amount: number;
}

export type QuarterAmounts = Record<Quarter, number>;

export function useQuarters() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'invoicing', 'quarters'],
    queryFn: ({ signal }) =>
      http
        .get<{ data: Record<string, number> }>(`${BASE}/purchases/quarters`, { signal })
        .then((b): QuarterAmounts => ({ 1: b.data['1'] ?? 0, 2: b.data['2'] ?? 0, 3: b.data['3'] ?? 0, 4: b.data['4'] ?? 0 })),
  });
}

/** The invoice's PDF, saved as "Factura {number}.pdf" (credit notes "Abonament …"). */
export const downloadInvoice = (id: number) => download(`${BASE}/invoices/${id}`);

/** The model 347 letter of the last closed year (the API's default). */
export const downloadModel347 = () => download(`${BASE}/model347`);
