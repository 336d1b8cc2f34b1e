/** Invoicing calls (docs/api/portal.md "Invoicing"; roles 34 and 39). */
import { useQuery } from '@tanstack/react-query';
import { download } from '../../lib/download';
import { api } from '../../lib/http';

export type { InvoiceRow as Invoice, QuarterAmounts } from '../../../../shared/portal/invoicing';

export function useQuarters() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'invoicing', 'quarters'],
    queryFn: ({ signal }) => api.call('guest-pharmacy.invoicing.quarters', { signal }).then((b) => b.data),
  });
}

/** The invoice's PDF, saved as "Factura {number}.pdf" (credit notes "Abonament …"). */
export const downloadInvoice = (id: number) => download('guest-pharmacy.invoicing.invoice', { params: { id } });

/** The model 347 letter of the last closed year (the API's default). */
export const downloadModel347 = () => download('guest-pharmacy-documents.model347');
