/**
 * The warehouse's calls (docs/api/warehouse.md), through the one typed client. Query keys live
 * here so every screen refreshes the same entries after a change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryNoteDirection } from '../../../../shared/erp/constants';
import type { DistributionLine, FreightShipmentRow, MidRow } from '../../../../shared/warehouse/views';
import { api, ApiError, type CallInput, type ValidBody } from '../../lib/http';
import { putPresigned, type UploadProgress } from '../../lib/upload';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type {
  ConsignmentRow,
  DeliveryNoteView,
  DistributionLine,
  FreightShipmentRow,
  MidRow,
  OrderDeliveryTimeEntry,
  OutLocation,
  OutRow,
  OutTrailStep,
  PlacedLine,
  PriorityEntry,
  PriorityList,
  ShipmentInRow,
} from '../../../../shared/warehouse/views';
export type { DeliveryNoteDirection };
export type ConsignmentBody = ValidBody<'warehouse.logistics.consignments.create'>;

export const warehouseKeys = {
  all: ['warehouse'] as const,
  deliveryNote: (direction: DeliveryNoteDirection, number: string) => ['warehouse', 'delivery_notes', direction, number] as const,
  shipmentIns: ['warehouse', 'distribution', 'shipment_ins'] as const,
  lines: (number: string) => ['warehouse', 'distribution', 'products', number] as const,
  placed: (number: string) => ['warehouse', 'distribution', 'mids', number] as const,
  mids: ['warehouse', 'logistics', 'mids'] as const,
  outs: ['warehouse', 'logistics', 'outs'] as const,
  consignments: ['warehouse', 'logistics', 'consignments'] as const,
  shipments: (status: 'pending' | 'delivered') => ['warehouse', 'logistics', 'shipments', status] as const,
  allShipments: ['warehouse', 'logistics', 'shipments'] as const,
  logistics: ['warehouse', 'logistics'] as const,
  priorities: ['warehouse', 'logistics', 'priorities'] as const,
  deliveryTime: ['warehouse', 'order_delivery_time'] as const,
  parties: (text: string) => ['warehouse', 'parties', text] as const,
};

const data = <T>(answer: { data: T }) => answer.data;

// Delivery notes ---------------------------------------------------------------------------------

/** The note searched for; 404 is the screen's to say (spec §8: customer delivery note not found). */
export const useDeliveryNote = (search: { direction: DeliveryNoteDirection; number: string } | null) =>
  useQuery({
    queryKey: warehouseKeys.deliveryNote(search?.direction ?? 'in', search?.number ?? ''),
    queryFn: ({ signal }) =>
      api
        .call('warehouse.delivery_notes.show', {
          params: { direction: search!.direction, number: search!.number },
          signal,
          handle: [404],
        })
        .then(data),
    enabled: search !== null,
    retry: false,
  });

export function useSaveDeliveryNote() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.delivery_notes.update'>) =>
      api.call('warehouse.delivery_notes.update', { body }).then(data),
    onSuccess: (note) => client.setQueryData(warehouseKeys.deliveryNote(note.direction, note.number), note),
  });
}

// Distribution -----------------------------------------------------------------------------------

export const useShipmentIns = () =>
  useQuery({
    queryKey: warehouseKeys.shipmentIns,
    queryFn: ({ signal }) => api.call('warehouse.distribution.shipment_ins', { signal }).then(data),
  });

/** The unplaced lines of an incoming shipment (404: an unknown number, said on the screen). */
export const useDistributionLines = (number: string) =>
  useQuery({
    queryKey: warehouseKeys.lines(number),
    queryFn: ({ signal }) =>
      api.call('warehouse.distribution.products', { params: { number }, signal, handle: [404] }).then(data),
    retry: false,
  });

export const usePlacedLines = (number: string) =>
  useQuery({
    queryKey: warehouseKeys.placed(number),
    queryFn: ({ signal }) =>
      api.call('warehouse.distribution.mids.index', { params: { number }, signal, handle: [404] }).then(data),
    retry: false,
  });

/**
 * Places a line (creates its mid). 409 (already placed: a double swipe elsewhere, another user) is
 * the screen's to say.
 */
export const placeLine = (line: DistributionLine) =>
  api.call('warehouse.distribution.mids.create', {
    body: {
      shipment_in_line: line.shipment_in_line,
      shipment_in: line.shipment_in,
      sale_line: line.sale_line,
      sale: line.sale,
      party: line.party,
      product: line.product,
      lot: line.lot,
      quantity: line.quantity,
    },
    handle: [409],
  });

/** Undoes a placement (deletes the mid); 404 (already undone) is the screen's to say. */
export const undoLine = (id: number) => api.call('warehouse.distribution.mids.delete', { params: { id }, handle: [404] });

/** A scanned or typed code (GS1, EAN-13, CN) resolved to its product; 404 is the field's to say. */
export const scanProduct = (code: string) =>
  api.call('warehouse.distribution.scan', { query: { code }, handle: [404, 422] }).then(data);

// Logistics --------------------------------------------------------------------------------------

export const useMids = () =>
  useQuery({
    queryKey: warehouseKeys.mids,
    queryFn: ({ signal }) => api.call('warehouse.logistics.mids.index', { signal }).then(data),
  });

/** Manual entry: the mids of an incoming shipment by its number; 404 is the field's to say (spec §8). */
export const findMids = (number: string) =>
  api.call('warehouse.logistics.mids.show', { params: { number }, handle: [404] }).then(data);

/** What a label is asked by: its mid (incoming shipment and sale), and the out when it has one. */
export type LabelRequest = CallInput<'warehouse.logistics.mids.labels'>['body']['labels'][number];

export const midLabel = (mid: MidRow): LabelRequest => ({
  shipment_in: mid.shipment_in,
  sale_id: mid.sale,
  party_id: mid.party,
  supplier_id: mid.supplier,
});

/**
 * The labels of the selected rows as one PDF ({url, pages}). A 404 errors.mid_not_found (a label
 * whose mid is not placed) is the screen's to say, with `missing`: the indexes of those labels.
 */
export const printLabels = (labels: LabelRequest[]) =>
  api.call('warehouse.logistics.mids.labels', { body: { labels }, handle: [404] });

/** The indexes of the labels a 404 of printLabels names (none for another error). */
export function missingLabels(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.status !== 404) return [];
  const missing = (error.body as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.filter((i): i is number => typeof i === 'number') : [];
}

/** Manual entry: an out on the outs list by its number; 404 is the field's to say (spec §8). */
export const findOut = (number: string) =>
  api.call('warehouse.logistics.outs.show', { params: { number }, handle: [404] }).then(data);

export const useOuts = () =>
  useQuery({
    queryKey: warehouseKeys.outs,
    queryFn: ({ signal }) => api.call('warehouse.logistics.outs.index', { signal }).then(data),
  });

export const useConsignments = () =>
  useQuery({
    queryKey: warehouseKeys.consignments,
    queryFn: ({ signal }) => api.call('warehouse.logistics.consignments.index', { signal }).then(data),
  });

export const useShipments = (status: 'pending' | 'delivered') =>
  useQuery({
    queryKey: warehouseKeys.shipments(status),
    queryFn: ({ signal }): Promise<FreightShipmentRow[]> =>
      api
        .call(status === 'pending' ? 'warehouse.logistics.shipments.pending' : 'warehouse.logistics.shipments.delivered', {
          signal,
        })
        .then(data),
  });

/** Where an out is and its trail; 404 is the search field's to say (spec §8). */
export const locateOut = (number: string) =>
  api.call('warehouse.logistics.outs.locate', { params: { number }, handle: [404] }).then(data);

export function useDestroyOuts() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (outs: number[]) => api.call('warehouse.logistics.outs.destroy', { body: { outs } }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

/** Creates a consignment; the answer carries its document ({data, url}). */
export function useCreateConsignment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ConsignmentBody) => api.call('warehouse.logistics.consignments.create', { body, handle: [422] }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

export function useUpdateConsignment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsignmentBody }) =>
      api.call('warehouse.logistics.consignments.update', { params: { id }, body, handle: [422] }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

export function useDestroyConsignments() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (consignments: number[]) => api.call('warehouse.logistics.consignments.destroy', { body: { consignments } }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

/** A consignment's document (PDF, {url}). */
export const consignmentPdf = (id: number) => api.call('warehouse.logistics.consignments.pdf', { params: { id } });

export function useCreateShipment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (consignments: number[]) =>
      api.call('warehouse.logistics.shipments.create', { body: { consignments } }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

export function useDeleteShipment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => api.call('warehouse.logistics.shipments.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

/** Creates (or makes again) a shipment's truck sheet and answers it ({url}). */
export const createTruckSheet = (id: number) =>
  api.call('warehouse.logistics.shipments.truck_sheet', { body: { shipment_freight_id: id } });

/** The kept truck sheet; 404 (none created yet) is the screen's to say (spec §8 errors.delivery_note). */
export const showTruckSheet = (id: number) =>
  api.call('warehouse.logistics.shipments.truck_sheet_show', { params: { id }, handle: [404] });

export const signedNote = (id: number) => api.call('warehouse.logistics.shipments.signed_note', { params: { id } });

/**
 * Delivers a shipment with its signed delivery note: the file goes straight to storage through the
 * one upload path (a ticket, then the presigned PUT), then the delivery names the upload.
 */
export function useDeliverShipment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, file, onProgress }: { id: number; file: File; onProgress?: (p: UploadProgress) => void }) => {
      const ticket = await api
        .call('warehouse.logistics.shipments.signed_upload', { body: { file_name: file.name, size: file.size } })
        .then(data);
      await putPresigned(ticket, file, { onProgress });
      return api.call('warehouse.logistics.shipments.deliver', { body: { id, upload_id: ticket.upload_id } }).then(data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.logistics }),
  });
}

/** Refreshes every logistics list after a grouping changed several of them at once. */
export function useRefreshLogistics() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: warehouseKeys.logistics });
}

export const usePriorities = () =>
  useQuery({
    queryKey: warehouseKeys.priorities,
    queryFn: ({ signal }) => api.call('warehouse.logistics.priorities.show', { signal }).then(data),
  });

/** Saves the whole list at once (positions 1..n in the order given). */
export function useSavePriorities() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.logistics.priorities.save'>) =>
      api.call('warehouse.logistics.priorities.save', { body, handle: [422] }).then(data),
    onSuccess: (list) => client.setQueryData(warehouseKeys.priorities, list),
  });
}

export const PARTY_SEARCH_MIN = 3;
export const usePartySearch = (text: string) =>
  useQuery({
    queryKey: warehouseKeys.parties(text),
    queryFn: ({ signal }) => api.call('parties.search', { params: { text }, signal }).then(data),
    enabled: text.length >= PARTY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });

export const useOrderDeliveryTime = () =>
  useQuery({
    queryKey: warehouseKeys.deliveryTime,
    queryFn: ({ signal }) => api.call('warehouse.order_delivery_time', { signal }).then(data),
  });
