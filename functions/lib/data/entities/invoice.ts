import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * An invoice or credit note the group issued to a pharmacy (its party), with its PDF in the files
 * bucket. Amounts in cents, VAT included; credit notes are negative.
 */
export const invoiceSchema = {
  model: { entity: 'invoice', version: '1', service: 'portal' },
  attributes: {
    invoiceId: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    /** YYYY-MM-DD */
    invoiceDate: { type: 'string', required: true },
    document: { type: ['invoice', 'credit'] as const, required: true },
    number: { type: 'string', required: true },
    amountCents: { type: 'number', required: true },
    pdfKey: { type: 'string', required: true },
    /** The ERP's updated_at of the stored version, when the ERP feed wrote it. */
    erpUpdatedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: [] } },
    byParty: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['partyId'] },
      sk: { field: 'gsi1sk', composite: ['invoiceDate', 'invoiceId'] },
    },
  },
} as const;

export const Invoice = /* @__PURE__ */ once(() => new Entity(invoiceSchema, entityConfig()));
