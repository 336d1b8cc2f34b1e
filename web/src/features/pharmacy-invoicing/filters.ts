/**
 * The invoice table's filters (spec §2: date from/to, document type credit or invoice, number,
 * amount from/to) as typed on screen, and the `search{…}` of the datatable query they become
 * (docs/api/portal.md "Invoicing": search[date][from|to], search[document], search[number],
 * search[amount][from|to]; empty values mean no filter).
 */
/** The filters as the inputs and the URL keep them: text as typed, dates as YYYY-MM-DD, document '', invoice or credit. */
export const INVOICE_FILTERS = ['date_from', 'date_to', 'document', 'number', 'amount_from', 'amount_to'] as const;
export type InvoiceFilters = Record<(typeof INVOICE_FILTERS)[number], string>;

export const NO_FILTERS: InvoiceFilters = {
  date_from: '',
  date_to: '',
  document: '',
  number: '',
  amount_from: '',
  amount_to: '',
};

export type InvoiceSearch = {
  date?: { from?: string; to?: string };
  document?: 'invoice' | 'credit';
  number?: string;
  amount?: { from?: number; to?: number };
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An amount as people type it here: "1.234,50", "1234,5", "-200", "12.5", "1 234 €".
 * Dots followed by groups of three digits are thousands; a comma, or a lone dot otherwise, is the
 * decimal mark. '' → undefined (no filter); anything else unreadable → NaN.
 */
export function parseAmount(text: string): number | undefined {
  let value = text.replace(/[\s\u00a0€]/g, '');
  if (value === '') return undefined;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A date range ends before it starts, an amount range is below its minimum, or an amount is unreadable. */
export type FilterIssue = 'amount' | 'date_range' | 'amount_range';

/** Which filter fields cannot be read (shown on the field; the search leaves them out). */
export function filterIssues(filters: InvoiceFilters): Partial<Record<keyof InvoiceFilters, FilterIssue>> {
  const out: Partial<Record<keyof InvoiceFilters, FilterIssue>> = {};
  const from = parseAmount(filters.amount_from);
  const to = parseAmount(filters.amount_to);
  if (Number.isNaN(from)) out.amount_from = 'amount';
  if (Number.isNaN(to)) out.amount_to = 'amount';
  if (from !== undefined && to !== undefined && !Number.isNaN(from) && !Number.isNaN(to) && to < from)
    out.amount_to = 'amount_range';
  if (ISO_DAY.test(filters.date_from) && ISO_DAY.test(filters.date_to) && filters.date_to < filters.date_from)
    out.date_to = 'date_range';
  return out;
}

/** The datatable `search` for the filters on screen; what is empty or unreadable is left out. */
export function invoiceSearch(filters: InvoiceFilters): InvoiceSearch {
  const search: InvoiceSearch = {};
  const date: InvoiceSearch['date'] = {};
  if (ISO_DAY.test(filters.date_from)) date.from = filters.date_from;
  if (ISO_DAY.test(filters.date_to)) date.to = filters.date_to;
  if (date.from || date.to) search.date = date;
  if (filters.document === 'invoice' || filters.document === 'credit') search.document = filters.document;
  const number = filters.number.trim();
  if (number) search.number = number;
  const amount: InvoiceSearch['amount'] = {};
  const from = parseAmount(filters.amount_from);
  const to = parseAmount(filters.amount_to);
  if (from !== undefined && !Number.isNaN(from)) amount.from = from;
  if (to !== undefined && !Number.isNaN(to)) amount.to = to;
  if (amount.from !== undefined || amount.to !== undefined) search.amount = amount;
  return search;
}

export const activeFilters = (filters: InvoiceFilters) => Object.values(filters).filter((v) => v !== '').length;
