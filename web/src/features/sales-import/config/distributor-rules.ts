/** The distributor form's rules (spec §5: every field required), checked before sending; the API checks them again. */
import type { PartyRef } from '../../../../../shared/acl/views';
import type { DistributorBody } from '../api';
import { DATE_FORMAT, DESIGNATOR } from '../../../../../shared/sales-import/rules';
import { issues, required, type FieldIssue, type Issues } from '../../../components/validation';

/** The fields naming a column of the distributor's files, in the order of §3. */
export const COLUMN_FIELDS = ['date', 'customer', 'delivery_note', 'product_code', 'description', 'price', 'quantity'] as const;

export interface DistributorValues {
  id: string;
  name: string;
  sheet: string;
  first_row: string;
  date_format: string;
  date: string;
  customer: string;
  delivery_note: string;
  product_code: string;
  description: string;
  price: string;
  quantity: string;
}

const positive = (v: string): FieldIssue | null =>
  /^\d+$/.test(v.trim()) && Number(v) > 0 ? null : { key: 'salesImport.distributors.positive' };
const column = (v: string): FieldIssue | null =>
  DESIGNATOR.test(v.trim()) ? null : { key: 'salesImport.distributors.bad_column' };
const dateFormat = (v: string): FieldIssue | null =>
  DATE_FORMAT.test(v.trim()) ? null : { key: 'salesImport.distributors.bad_date_format' };

const first = (v: string, rule: (v: string) => FieldIssue | null) => required(v) ?? rule(v);

export function distributorIssues(v: DistributorValues, party: PartyRef | null): Issues<keyof DistributorValues | 'party_id'> {
  return issues({
    id: first(v.id, positive),
    name: required(v.name),
    party_id: party ? null : { key: 'validation.required' },
    sheet: required(v.sheet),
    first_row: first(v.first_row, positive),
    date_format: first(v.date_format, dateFormat),
    ...Object.fromEntries(COLUMN_FIELDS.map((f) => [f, first(v[f], column)])),
  } as Record<keyof DistributorValues | 'party_id', FieldIssue | null>);
}

const letters = (v: string) => v.trim().toUpperCase();

/** The form's values as the API takes them (a sample's header row, when mapped from one). */
export const toBody = (v: DistributorValues, partyId: number, header?: string[]): DistributorBody => ({
  id: Number(v.id),
  name: v.name.trim(),
  party_id: partyId,
  sheet: v.sheet.trim(),
  first_row: Number(v.first_row),
  date_format: v.date_format.trim(),
  date: letters(v.date),
  customer: letters(v.customer),
  delivery_note: letters(v.delivery_note),
  product_code: letters(v.product_code),
  description: letters(v.description),
  price: letters(v.price),
  quantity: letters(v.quantity),
  ...(header ? { header } : {}),
});
