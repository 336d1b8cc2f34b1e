/**
 * Validate of the mids-outs relation (spec §4: quantity mismatches and duplicates reported in
 * separate panels): each distinct out related to the shipment's rows is checked for other incoming
 * shipments it is related to and for quantities that differ. A 404 of either check is ignored (§8).
 */
import { useState } from 'react';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { outDuplicates, outWrongQuantities, type MidOutDuplicate, type MidOutRow, type MidOutWrongQuantity } from './api';

export interface ValidationResult {
  /** The outs checked, in row order. */
  outs: string[];
  duplicates: MidOutDuplicate[];
  wrongQuantities: MidOutWrongQuantity[];
}

/** The distinct outs of the rows, in row order. */
export function relatedOuts(rows: readonly MidOutRow[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.shipment_out_obj ? [r.shipment_out_obj.number] : [])))];
}

/**
 * Validate of one shipment's rows. The result belongs to the shipment it was asked for: another
 * shipment shows none, even when the answers of the old one arrive after the search.
 */
export function useValidation(number: string, rows: readonly MidOutRow[]) {
  const [checked, setChecked] = useState<{ number: string; result: ValidationResult } | null>(null);
  const validation = useGuardedMutation({
    mutationFn: async () => {
      const outs = relatedOuts(rows);
      const checks = await Promise.all(
        outs.map((out) => Promise.all([outDuplicates(number, out), outWrongQuantities(number, out)])),
      );
      return { number, result: { outs, duplicates: checks.flatMap(([d]) => d), wrongQuantities: checks.flatMap(([, w]) => w) } };
    },
    onSuccess: setChecked,
    // Other failures went to the http client's alert.
    onError: () => setChecked(null),
  });
  const result = checked?.number === number ? checked.result : null;
  return { result, busy: validation.isPending, run: () => validation.mutate(), reset: () => setChecked(null) };
}
