/**
 * The calls of the warehouse's relations (docs/api/warehouse.md): mids-outs and
 * ins-outs.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export type { InsOutsRow, MidOutDuplicate, MidOutRow, MidOutWrongQuantity } from '../../../../../shared/warehouse/reports';

const data = <T>(answer: { data: T }) => answer.data;

export const relationKeys = {
  midsOuts: (number: string) => ['warehouse', 'relation_mids_outs', number] as const,
  insOuts: (inNumber: string, outNumber: string) => ['warehouse', 'relation_ins_outs', inNumber, outNumber] as const,
};

// Relation mids-outs ------------------------------------------------------------------------------------

/** An incoming shipment's rows; 404 (unknown shipment) is the screen's to say (spec §8). */
export const useMidsOuts = (number: string) =>
  useQuery({
    queryKey: relationKeys.midsOuts(number),
    queryFn: ({ signal }) =>
      api.call('warehouse.relation_mids_outs.shipment_in', { params: { in: number }, signal, handle: [404] }).then(data),
    enabled: number !== '',
    retry: false,
  });

/** Relates a row to an outbound number; 404 stays inside the dialog (spec §8). */
export function useUpdateShipmentOut(number: string) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: { shipment_in: number; sale_id: number; shipment_out: string }) =>
      api.call('warehouse.relation_mids_outs.update_shipment_out', { body, handle: [404, 422] }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: relationKeys.midsOuts(number) }),
  });
}

/** Duplicates and quantity checks of one out: a 404 is ignored (spec §8), answered as nothing found. */
export const outDuplicates = (inNumber: string, outNumber: string) =>
  api
    .call('warehouse.relation_mids_outs.duplicates', { params: { in: inNumber, out: outNumber }, handle: [404] })
    .then(data)
    .catch(ignoreNotFound);
export const outWrongQuantities = (inNumber: string, outNumber: string) =>
  api
    .call('warehouse.relation_mids_outs.check_quantities', { params: { in: inNumber, out: outNumber }, handle: [404] })
    .then(data)
    .catch(ignoreNotFound);

function ignoreNotFound(error: unknown): never[] {
  if (error instanceof ApiError && error.status === 404) return [];
  throw error;
}

// Relation ins-outs ---------------------------------------------------------------------------------------

/** Per product, inbound against outbound quantity; 404 (a shipment unknown) is the screen's to say. */
export const useInsOuts = (inNumber: string, outNumber: string) =>
  useQuery({
    queryKey: relationKeys.insOuts(inNumber, outNumber),
    queryFn: ({ signal }) =>
      api
        .call('warehouse.relation_ins_outs.check_quantities', {
          params: { in: inNumber, out: outNumber },
          signal,
          handle: [404],
        })
        .then(data),
    enabled: inNumber !== '' && outNumber !== '',
    retry: false,
  });
