import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';
import { OUT_STATES } from '../../../../shared/erp/constants';

/**
 * An outbound shipment ("out") to a party, with its lines; logistics groups packed outs into
 * consignments. The heads its delivery document prints (sale number and reference, party name,
 * incoming shipment number) come with it from the ERP; `consignedTo` is the portal's, set in the
 * transaction that links the out to a consignment (0: taken off the list) and removed when unlinked.
 * `row` is the compact logistics row (the only attribute gsi4 keeps): the outs list reads the rows of
 * the packed outs on no consignment in one query, instead of the outs, their sales, parties,
 * shipments and links.
 */
export const shipmentOutSchema = {
  model: { entity: 'shipmentOut', version: '1', service: 'portal' },
  attributes: {
    outId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    state: { type: OUT_STATES, required: true },
    saleId: { type: 'number' },
    partyId: { type: 'number', required: true },
    shipmentInId: { type: 'number' },
    saleNumber: { type: 'string' },
    saleReference: { type: 'string' },
    partyName: { type: 'string', required: true },
    shipmentInNumber: { type: 'string' },
    consignedTo: { type: 'number' },
    row: { type: 'any', required: true },
    /** YYYY-MM-DD */
    date: { type: 'string', required: true },
    lines: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          productId: { type: 'number', required: true },
          quantity: { type: 'number', required: true },
          lotId: { type: 'number' },
        },
      },
      required: true,
    },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['outId'] }, sk: { field: 'sk', composite: [] } },
    byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
    // The logistics outs list reads the packed partition; done outs stay in theirs.
    byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['state'] }, sk: { field: 'gsi2sk', composite: ['number'] } },
    byShipmentIn: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['shipmentInId'] },
      sk: { field: 'gsi3sk', composite: ['number'] },
    },
    // The logistics outs list: the compact rows of one state's outs, but those on a consignment or
    // taken off the list (sparse: the grouping transaction removes the keys, unlinking puts them back).
    rowsByState: {
      index: 'gsi4',
      condition: (a: Record<string, unknown>) => a.consignedTo === undefined,
      pk: { field: 'gsi4pk', composite: ['state'] },
      sk: { field: 'gsi4sk', composite: ['number'] },
    },
  },
} as const;

/** What the outs list needs of an out, kept in its `row`. */
export interface OutListRow {
  outId: number;
  number: string;
  state: (typeof OUT_STATES)[number];
  saleId?: number;
  saleNumber?: string;
  saleReference?: string;
  partyId: number;
  partyName: string;
  shipmentInId?: number;
  shipmentInNumber?: string;
  consignedTo?: number;
}

export const OUT_ROW_FIELDS = [
  'outId',
  'number',
  'state',
  'saleId',
  'saleNumber',
  'saleReference',
  'partyId',
  'partyName',
  'shipmentInId',
  'shipmentInNumber',
  'consignedTo',
] as const satisfies readonly (keyof OutListRow)[];

/** An out's compact row, from its stored attributes (absent ones stay absent). */
export function outListRow(item: Record<string, unknown>): OutListRow {
  const row: Record<string, unknown> = {};
  for (const f of OUT_ROW_FIELDS) if (item[f] !== undefined) row[f] = item[f];
  return row as unknown as OutListRow;
}

export const ShipmentOut = /* @__PURE__ */ once(() => new Entity(shipmentOutSchema, entityConfig()));
